import { describe, expect, it } from 'vitest';
import { amountToRappen, defaultExecutionDate, parsePayoutsSearch, releaseRefusals } from './payouts-search.ts';

describe('parsePayoutsSearch', () => {
  it('keeps valid filters and drops the defaults', () => {
    expect(parsePayoutsSearch({ status: 'DRAFT', month: '2026-03', problems: '1', page: '2' })).toEqual({
      status: 'DRAFT',
      month: '2026-03',
      problems: true,
      page: 2,
    });
    expect(parsePayoutsSearch({ status: 'X', month: '2026-13', problems: 'no', page: 1 })).toEqual({});
  });
});

describe('defaultExecutionDate', () => {
  it('is the next Swiss bank business day after today', () => {
    expect(defaultExecutionDate('2026-11-26')).toBe('2026-11-27'); // Thursday -> Friday
    expect(defaultExecutionDate('2026-11-27')).toBe('2026-11-30'); // Friday -> Monday
    expect(defaultExecutionDate('2026-12-24')).toBe('2026-12-28'); // Christmas, St Stephen's Day, weekend
    expect(defaultExecutionDate('2026-12-31')).toBe('2027-01-04'); // New Year, Berchtold's Day, weekend
  });
});

describe('amountToRappen and releaseRefusals', () => {
  it('reads CHF strings and the 409 body', () => {
    expect(amountToRappen('1234.50')).toBe(123_450);
    expect(amountToRappen('-0.05')).toBe(-5);
    expect(
      releaseRefusals({
        code: 'PAYOUT_NOT_RELEASABLE',
        problems: [{ payoutId: 'a', problems: [{ code: 'INVALID_IBAN', message: 'bad' }] }, { nope: 1 }],
      }),
    ).toEqual([{ payoutId: 'a', problems: [{ code: 'INVALID_IBAN', message: 'bad' }] }]);
    expect(releaseRefusals(null)).toEqual([]);
  });
});
