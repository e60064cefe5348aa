// The payment overview's state lives in the URL (month, state, payee, search, sort, page), as the other lists'
// (insured-persons-search.ts). Pure functions: URL search params <-> the query of GET /api/modular/payment-overview
// (decision 0035). Defaults are left out of the URL; unknown keys (the root's `lang`) are kept.
import type { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import { type AriaSort, defineListSearch, param } from '../../components/list-kit/list-search.ts';

/** The contract's PAYMENT_STATES, PAYMENT_SORT_FIELDS and PAYEE_KINDS (payments-search.test.ts keeps them equal). */
export const PAYMENT_STATES = ['IN_PREPARATION', 'SCHEDULED', 'PAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_SORT_FIELDS = ['ACCOUNTING_MONTH', 'EXECUTION_DATE', 'LAST_NAME', 'NET_AMOUNT'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
export const PAYEE_KINDS = ['EMPLOYER', 'INSURED_PERSON'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];
type SortOrder = (typeof SORT_ORDERS)[number];

export const PAYMENTS_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type PaymentsSearch = {
  /** The accounting month (YYYY-MM). */
  month?: string;
  state?: PaymentState;
  payee?: PayeeKind;
  search?: string;
  sortBy?: PaymentSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type PaymentsRequest = {
  accountingMonthId?: string;
  states?: PaymentState;
  payeeKind?: PayeeKind;
  search?: string;
  sortBy: PaymentSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

/** The keys of the filters (not search, sort or page): set ones make an empty list say "no match". */
export const PAYMENT_FILTER_KEYS = ['month', 'state', 'payee'] as const;

const DEFAULT_SORT: PaymentSortField = 'ACCOUNTING_MONTH';
const DEFAULT_ORDER: SortOrder = 'DESC';

/** The overview's URL state on the list kit: month, state, payee and search, sort, the fixed page size. */
export const paymentsSearch = defineListSearch<PaymentsSearch, PaymentSortField>({
  filters: {
    month: param.pattern(MONTH),
    state: param.oneOf(PAYMENT_STATES),
    payee: param.oneOf(PAYEE_KINDS),
    search: param.text(SEARCH_MAX_LENGTH),
  },
  sort: {
    fields: PAYMENT_SORT_FIELDS,
    default: DEFAULT_SORT,
    defaultOrder: DEFAULT_ORDER,
    // Names start A–Z, months, dates and amounts with the largest.
    descendingFirst: ['ACCOUNTING_MONTH', 'EXECUTION_DATE', 'NET_AMOUNT'],
  },
  pageSize: PAYMENTS_PAGE_SIZE,
});

/** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
export function parsePaymentsSearch(raw: Record<string, unknown>): PaymentsSearch {
  return paymentsSearch.parse(raw);
}

export function toPaymentsQuery(search: PaymentsSearch): PaymentsRequest {
  const page = search.page ?? 1;
  const query: PaymentsRequest = {
    sortBy: search.sortBy ?? DEFAULT_SORT,
    sortOrder: search.sortOrder ?? DEFAULT_ORDER,
    skip: (page - 1) * PAYMENTS_PAGE_SIZE,
    take: PAYMENTS_PAGE_SIZE,
  };
  if (search.month) query.accountingMonthId = search.month;
  if (search.state) query.states = search.state;
  if (search.payee) query.payeeKind = search.payee;
  if (search.search) query.search = search.search;
  return query;
}

/** Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result. */
export function updatePaymentsSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof PaymentsSearch, unknown>>,
): S {
  return paymentsSearch.update(previous, changes);
}

/** Header click: the same column flips the order; names start A–Z, months, dates and amounts with the largest. */
export function togglePaymentsSort<S extends Record<string, unknown>>(previous: S, field: PaymentSortField): S {
  return paymentsSearch.toggleSort(previous, field);
}

export function paymentsAriaSort(search: PaymentsSearch, field: PaymentSortField): AriaSort {
  return paymentsSearch.ariaSort(search, field);
}
