import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SORT_FIELDS as CONTRACT_SORT_FIELDS } from '../../../../src/contracts/accounting.ts';
import {
  ACCOUNTING_SORT_FIELDS,
  clearFilters,
  defaultMonth,
  hasActiveFilters,
  monthsNewestFirst,
  parseDailyAllowancesSearch,
  toggleSort,
  toLinesQuery,
  withFilter,
  withMonth,
} from './accounting-search.ts';

describe('daily-allowances search', () => {
  it('sorts by the contract fields', () => {
    expect(ACCOUNTING_SORT_FIELDS).toEqual(CONTRACT_SORT_FIELDS);
  });

  it('keeps valid values and drops invalid ones and defaults', () => {
    expect(
      parseDailyAllowancesSearch({
        month: '2026-03',
        search: 1001,
        claimType: 'ACCIDENT',
        subunit: ' ZH ',
        risk: 'yes',
        lfz: 'maybe',
        corrections: 'yes',
        lock: 'open',
        sortBy: 'LAST_NAME',
        sortOrder: 'DESC',
        page: '3',
        pageSize: 50,
        lang: 'fr',
      }),
    ).toEqual({
      month: '2026-03',
      search: '1001',
      claimType: 'ACCIDENT',
      subunit: 'ZH',
      risk: 'yes',
      corrections: 'yes',
      lock: 'open',
      sortOrder: 'DESC',
      page: 3,
    });
    expect(parseDailyAllowancesSearch({ month: '2026-13', page: 1, lock: 'x', corrections: 'no' })).toEqual({});
  });

  it('builds the API query', () => {
    expect(
      toLinesQuery({ claimType: 'SICK', group: 'MONTHLY', lfz: 'no', corrections: 'yes', lock: 'locked', page: 2 }),
    ).toEqual({
      claimTypes: 'SICK',
      processingGroupIds: 'MONTHLY',
      withinContinuationOfPayment: 'false',
      isCorrection: 'true',
      isLocked: 'true',
      sortBy: 'LAST_NAME',
      sortOrder: 'ASC',
      skip: 50,
      take: 50,
    });
    expect(toLinesQuery({ lock: 'open', risk: 'yes' })).toMatchObject({
      isLocked: 'false',
      withinShorttermRisk: 'true',
    });
  });

  it('starts a filter, a month and a sort on the first page and keeps other params', () => {
    expect(withFilter({ lang: 'de', page: 4 }, { lock: 'open' })).toEqual({ lang: 'de', lock: 'open' });
    expect(withMonth({ page: 2, claimType: 'SICK' }, '2026-02')).toEqual({ month: '2026-02', claimType: 'SICK' });
    expect(toggleSort({ page: 2 }, 'DAILY_ALLOWANCE_AMOUNT')).toEqual({
      sortBy: 'DAILY_ALLOWANCE_AMOUNT',
      sortOrder: 'DESC',
    });
    expect(toggleSort({}, 'LAST_NAME')).toEqual({ sortOrder: 'DESC' });
    expect(hasActiveFilters({ month: '2026-03' })).toBe(false);
    expect(hasActiveFilters({ corrections: 'yes' })).toBe(true);
    expect(clearFilters({ month: '2026-03', search: 'x', lock: 'open', sortBy: 'COUNTER' })).toEqual({
      month: '2026-03',
      sortBy: 'COUNTER',
    });
  });

  it('proposes the oldest open month, else the newest locked one', () => {
    const m = (id: string) => ({ accountingMonthId: id });
    expect(defaultMonth({ locked: [m('2026-02'), m('2026-01')], unlocked: [m('2026-03'), m('2026-04')] })).toBe(
      '2026-03',
    );
    expect(defaultMonth({ locked: [m('2026-02'), m('2026-01')], unlocked: [] })).toBe('2026-02');
    expect(defaultMonth({ locked: [], unlocked: [] })).toBeNull();
    expect(
      monthsNewestFirst({ locked: [m('2026-02'), m('2026-01')], unlocked: [m('2026-03')] }).map(
        (month) => month.accountingMonthId,
      ),
    ).toEqual(['2026-03', '2026-02', '2026-01']);
  });
});
