import { describe, expect, it } from 'vitest';
import { PAYOUT_SORT_FIELDS as CONTRACT_SORT_FIELDS, PAYEE_KINDS } from '../../../../src/contracts/payouts.ts';
import {
  amountToRappen,
  defaultExecutionDate,
  filterPayoutsSearch,
  PAYEE_KIND_FILTERS,
  PAYOUT_SORT_FIELDS,
  parsePayoutsSearch,
  releaseRefusals,
  togglePayoutsSort,
  toPayoutListQuery,
} from './payouts-search.ts';

const CARRIER = '0b5d3c1e-7a52-4c1f-9d0e-2f6a8b9c1d2e';

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

  it('keeps the search, carrier, payee and sort; drops invalid ones and the default sort', () => {
    expect(
      parsePayoutsSearch({
        search: '  Müller ',
        carrier: CARRIER.toUpperCase(),
        payee: 'INSURED_PERSON',
        sortBy: 'NET_AMOUNT',
        sortOrder: 'DESC',
      }),
    ).toEqual({ search: 'Müller', carrier: CARRIER, payee: 'INSURED_PERSON', sortBy: 'NET_AMOUNT', sortOrder: 'DESC' });
    expect(parsePayoutsSearch({ search: 4711 })).toEqual({ search: '4711' });
    expect(
      parsePayoutsSearch({ search: '   ', carrier: 'KTG AG', payee: 'NOBODY', sortBy: 'LAST_NAME', sortOrder: 'ASC' }),
    ).toEqual({});
    expect(parsePayoutsSearch({ sortBy: 'SALARY', sortOrder: 'UP', page: '100001' })).toEqual({});
    expect(parsePayoutsSearch({ search: 'x'.repeat(300) }).search).toHaveLength(200);
  });

  it('names the payee kinds and sort fields of the contract', () => {
    expect([...PAYEE_KIND_FILTERS]).toEqual([...PAYEE_KINDS]);
    expect([...PAYOUT_SORT_FIELDS]).toEqual([...CONTRACT_SORT_FIELDS]);
  });
});

describe('filterPayoutsSearch and togglePayoutsSort', () => {
  it('a changed filter goes back to page 1 and keeps the others', () => {
    const search = parsePayoutsSearch({ status: 'DRAFT', sortBy: 'CASE_NUMBER', page: '3' });
    expect(filterPayoutsSearch(search, { search: 'Meier' })).toEqual({
      status: 'DRAFT',
      search: 'Meier',
      sortBy: 'CASE_NUMBER',
    });
    expect(filterPayoutsSearch(search, { carrier: CARRIER, status: undefined })).toEqual({
      carrier: CARRIER,
      sortBy: 'CASE_NUMBER',
    });
    expect(filterPayoutsSearch({ payee: 'EMPLOYER', page: 2 }, { payee: undefined })).toEqual({});
  });

  it('the same column flips the order; another starts with the largest month or amount, else A–Z', () => {
    expect(togglePayoutsSort({ page: 4 }, 'LAST_NAME')).toEqual({ sortOrder: 'DESC' });
    expect(togglePayoutsSort({ sortOrder: 'DESC' }, 'LAST_NAME')).toEqual({});
    expect(togglePayoutsSort({}, 'NET_AMOUNT')).toEqual({ sortBy: 'NET_AMOUNT', sortOrder: 'DESC' });
    expect(togglePayoutsSort({ sortBy: 'NET_AMOUNT', sortOrder: 'DESC' }, 'NET_AMOUNT')).toEqual({
      sortBy: 'NET_AMOUNT',
    });
    expect(togglePayoutsSort({ month: '2026-03' }, 'ACCOUNTING_MONTH')).toEqual({
      month: '2026-03',
      sortBy: 'ACCOUNTING_MONTH',
      sortOrder: 'DESC',
    });
    expect(togglePayoutsSort({}, 'CASE_NUMBER')).toEqual({ sortBy: 'CASE_NUMBER' });
  });
});

describe('toPayoutListQuery', () => {
  it('sends every filter, the sort (by last name A–Z by default) and the page', () => {
    expect(toPayoutListQuery({})).toEqual({ sortBy: 'LAST_NAME', sortOrder: 'ASC', skip: 0, take: 20 });
    expect(
      toPayoutListQuery({
        status: 'RELEASED',
        month: '2026-03',
        problems: true,
        search: '1042',
        carrier: CARRIER,
        payee: 'EMPLOYER',
        sortBy: 'NET_AMOUNT',
        sortOrder: 'DESC',
        page: 3,
      }),
    ).toEqual({
      statuses: ['RELEASED'],
      accountingMonthId: '2026-03',
      withProblems: 'true',
      search: '1042',
      carrierId: CARRIER,
      payeeKind: 'EMPLOYER',
      sortBy: 'NET_AMOUNT',
      sortOrder: 'DESC',
      skip: 40,
      take: 20,
    });
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
