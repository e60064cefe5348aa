// The payment overview's state lives in the URL (month, state, payee, search, sort, page), as the other lists'
// (insured-persons-search.ts). Pure functions: URL search params <-> the query of GET /api/modular/payment-overview
// (decision 0035). Defaults are left out of the URL; unknown keys (the root's `lang`) are kept.
import { SORT_ORDERS } from '../../../../src/contracts/constants.ts';

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
const PAGE_MAX = 100_000;
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

const KEYS = ['month', 'state', 'payee', 'search', 'sortBy', 'sortOrder', 'page'] as const;

/** The keys of the filters (not search, sort or page): set ones make an empty list say "no match". */
export const PAYMENT_FILTER_KEYS = ['month', 'state', 'payee'] as const;

const DEFAULT_SORT: PaymentSortField = 'ACCOUNTING_MONTH';
const DEFAULT_ORDER: SortOrder = 'DESC';

function oneOf<const T extends readonly string[]>(allowed: T, value: unknown): T[number] | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
export function parsePaymentsSearch(raw: Record<string, unknown>): PaymentsSearch {
  const text = typeof raw.search === 'string' ? raw.search : typeof raw.search === 'number' ? String(raw.search) : '';
  const search = text.trim().slice(0, SEARCH_MAX_LENGTH).trim() || undefined;
  const sortBy = oneOf(PAYMENT_SORT_FIELDS, raw.sortBy);
  const sortOrder = oneOf(SORT_ORDERS, raw.sortOrder);
  const page = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' ? Number(raw.page) : Number.NaN;
  const state: PaymentsSearch = {
    month: typeof raw.month === 'string' && MONTH.test(raw.month) ? raw.month : undefined,
    state: oneOf(PAYMENT_STATES, raw.state),
    payee: oneOf(PAYEE_KINDS, raw.payee),
    search,
    sortBy: sortBy === DEFAULT_SORT ? undefined : sortBy,
    sortOrder: sortOrder === DEFAULT_ORDER ? undefined : sortOrder,
    page: Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : undefined,
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as PaymentsSearch;
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
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(([key, value]) => !(KEYS as readonly string[]).includes(key) && value !== undefined),
  );
  return { ...others, ...parsePaymentsSearch(merged) } as S;
}

/** Header click: the same column flips the order; names start A–Z, months, dates and amounts with the largest. */
export function togglePaymentsSort<S extends Record<string, unknown>>(previous: S, field: PaymentSortField): S {
  const current = parsePaymentsSearch(previous);
  const currentField = current.sortBy ?? DEFAULT_SORT;
  const currentOrder = current.sortOrder ?? DEFAULT_ORDER;
  const sortOrder: SortOrder =
    currentField === field ? (currentOrder === 'ASC' ? 'DESC' : 'ASC') : field === 'LAST_NAME' ? 'ASC' : 'DESC';
  return updatePaymentsSearch(previous, { sortBy: field, sortOrder, page: undefined });
}

export function paymentsAriaSort(search: PaymentsSearch, field: PaymentSortField): 'ascending' | 'descending' | 'none' {
  if ((search.sortBy ?? DEFAULT_SORT) !== field) return 'none';
  return (search.sortOrder ?? DEFAULT_ORDER) === 'ASC' ? 'ascending' : 'descending';
}
