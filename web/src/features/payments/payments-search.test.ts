import { describe, expect, it } from 'vitest';
import {
  PAYMENT_SORT_FIELDS as CONTRACT_SORT_FIELDS,
  PAYMENT_STATES as CONTRACT_STATES,
} from '../../../../src/contracts/payment-overview.ts';
import { PAYEE_KINDS as CONTRACT_PAYEE_KINDS } from '../../../../src/contracts/payouts.ts';
import {
  PAYEE_KINDS,
  PAYMENT_SORT_FIELDS,
  PAYMENT_STATES,
  parsePaymentsSearch,
  paymentsAriaSort,
  togglePaymentsSort,
  toPaymentsQuery,
  updatePaymentsSearch,
} from './payments-search.ts';

describe('the payment overview URL state', () => {
  it('mirrors the contract', () => {
    expect(PAYMENT_STATES).toEqual(CONTRACT_STATES);
    expect(PAYMENT_SORT_FIELDS).toEqual(CONTRACT_SORT_FIELDS);
    expect(PAYEE_KINDS).toEqual(CONTRACT_PAYEE_KINDS);
  });

  it('keeps valid values and drops invalid ones and defaults', () => {
    expect(
      parsePaymentsSearch({
        month: '2026-03',
        state: 'PAID',
        payee: 'EMPLOYER',
        search: '  Muster ',
        sortBy: 'NET_AMOUNT',
        sortOrder: 'ASC',
        page: '3',
      }),
    ).toEqual({
      month: '2026-03',
      state: 'PAID',
      payee: 'EMPLOYER',
      search: 'Muster',
      sortBy: 'NET_AMOUNT',
      sortOrder: 'ASC',
      page: 3,
    });
    expect(
      parsePaymentsSearch({
        month: '2026-13',
        state: 'LOST',
        payee: 'BANK',
        search: '   ',
        sortBy: 'ACCOUNTING_MONTH',
        sortOrder: 'DESC',
        page: 1,
      }),
    ).toEqual({});
    expect(parsePaymentsSearch({ page: '1.5' })).toEqual({});
    expect(parsePaymentsSearch({ search: 'x'.repeat(300) }).search).toHaveLength(200);
  });

  it('becomes the request: page 3 of 25 skips 50; a state filters by one state', () => {
    expect(toPaymentsQuery({})).toEqual({ sortBy: 'ACCOUNTING_MONTH', sortOrder: 'DESC', skip: 0, take: 25 });
    expect(
      toPaymentsQuery({ month: '2026-04', state: 'SCHEDULED', payee: 'INSURED_PERSON', search: 'K-1', page: 3 }),
    ).toEqual({
      accountingMonthId: '2026-04',
      states: 'SCHEDULED',
      payeeKind: 'INSURED_PERSON',
      search: 'K-1',
      sortBy: 'ACCOUNTING_MONTH',
      sortOrder: 'DESC',
      skip: 50,
      take: 25,
    });
  });

  it('keeps other keys (the language) and drops a cleared filter', () => {
    expect(updatePaymentsSearch({ lang: 'fr', state: 'PAID', page: 2 }, { state: undefined, page: undefined })).toEqual(
      {
        lang: 'fr',
      },
    );
  });

  it('flips the order on the same column; a new column starts A–Z for names, largest first otherwise', () => {
    expect(togglePaymentsSort({}, 'ACCOUNTING_MONTH')).toEqual({ sortOrder: 'ASC' });
    expect(togglePaymentsSort({ sortOrder: 'ASC' }, 'ACCOUNTING_MONTH')).toEqual({});
    expect(togglePaymentsSort({ page: 4 }, 'LAST_NAME')).toEqual({ sortBy: 'LAST_NAME', sortOrder: 'ASC' });
    expect(togglePaymentsSort({}, 'NET_AMOUNT')).toEqual({ sortBy: 'NET_AMOUNT' });
    expect(paymentsAriaSort({}, 'ACCOUNTING_MONTH')).toBe('descending');
    expect(paymentsAriaSort({ sortBy: 'NET_AMOUNT', sortOrder: 'ASC' }, 'NET_AMOUNT')).toBe('ascending');
    expect(paymentsAriaSort({}, 'NET_AMOUNT')).toBe('none');
  });
});
