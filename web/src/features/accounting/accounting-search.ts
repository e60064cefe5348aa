// The daily-allowances area's state lives in the URL (month, search, filters, sort, page), so links, reload and
// back/forward keep it (decision 0030). Pure functions: URL search params <-> the contract's accountingLinesQuery
// (GET /accounting-month/{accountingMonthId}). Defaults are left out of the URL; unknown keys (the root's `lang`)
// are kept. This module imports no schema (Zod): the lists below equal the contract's (accounting-search.test.ts).
import type { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import { type AriaSort, defineListSearch, pageCount, param } from '../../components/list-kit/list-search.ts';

/** Spec section 9 and issue 14: the case sort fields plus COUNTER, DAILY_ALLOWANCE_RATE, DAILY_ALLOWANCE_AMOUNT. */
export const ACCOUNTING_SORT_FIELDS = [
  'PERSONNEL_NUMBER',
  'FIRST_NAME',
  'LAST_NAME',
  'START_DATE',
  'END_DATE',
  'RISK_COUNTER',
  'COUNTER',
  'DAILY_ALLOWANCE_RATE',
  'DAILY_ALLOWANCE_AMOUNT',
] as const;
export const CLAIM_TYPES = ['SICK', 'ACCIDENT'] as const;
export const LINE_PAGE_SIZES = [25, 50, 100] as const;

export type AccountingSortField = (typeof ACCOUNTING_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type ClaimType = (typeof CLAIM_TYPES)[number];
export type LinePageSize = (typeof LINE_PAGE_SIZES)[number];
export type YesNo = 'yes' | 'no';
/** Locked lines (snapshots of a lock) or open lines (not locked yet). */
export type LockState = 'locked' | 'open';

export const DEFAULT_SORT: AccountingSortField = 'LAST_NAME';
export const DEFAULT_SORT_ORDER: SortOrder = 'ASC';
export const DEFAULT_PAGE_SIZE: LinePageSize = 50;

const YES_NO = ['yes', 'no'] as const;
const LOCK_STATES = ['locked', 'open'] as const;
const SEARCH_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type DailyAllowancesSearch = {
  /** The accounting month shown (YYYY-MM); absent = the month the API proposes (the oldest open one). */
  month?: string;
  search?: string;
  claimType?: ClaimType;
  /** companySubunitId */
  subunit?: string;
  /** processingGroupId */
  group?: string;
  /** withinShorttermRisk */
  risk?: YesNo;
  /** withinContinuationOfPayment */
  lfz?: YesNo;
  /** Only correction lines (C12). */
  corrections?: 'yes';
  lock?: LockState;
  sortBy?: AccountingSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
  pageSize?: LinePageSize;
};

export const FILTER_KEYS = [
  'search',
  'claimType',
  'subunit',
  'group',
  'risk',
  'lfz',
  'corrections',
  'lock',
] as const satisfies readonly (keyof DailyAllowancesSearch)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

export function isAccountingMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The area's URL state on the list kit: the month (not a filter), search and filters, sort, page sizes. */
export const dailyAllowancesSearch = defineListSearch<DailyAllowancesSearch, AccountingSortField>({
  params: { month: (value) => (isAccountingMonth(value) ? value : undefined) },
  filters: {
    search: param.text(SEARCH_MAX_LENGTH),
    claimType: param.oneOf(CLAIM_TYPES),
    subunit: param.text(ID_MAX_LENGTH),
    group: param.text(ID_MAX_LENGTH),
    risk: param.oneOf(YES_NO),
    lfz: param.oneOf(YES_NO),
    corrections: (value) => (value === 'yes' || value === true ? 'yes' : undefined),
    lock: param.oneOf(LOCK_STATES),
  },
  sort: {
    fields: ACCOUNTING_SORT_FIELDS,
    default: DEFAULT_SORT,
    defaultOrder: DEFAULT_SORT_ORDER,
    descendingFirst: [
      'START_DATE',
      'END_DATE',
      'RISK_COUNTER',
      'COUNTER',
      'DAILY_ALLOWANCE_RATE',
      'DAILY_ALLOWANCE_AMOUNT',
    ],
  },
  pageSize: { sizes: LINE_PAGE_SIZES, default: DEFAULT_PAGE_SIZE },
});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Raw search params (as the router parsed them) -> the area's state; invalid values and defaults dropped. */
export function parseDailyAllowancesSearch(raw: Record<string, unknown>): DailyAllowancesSearch {
  return dailyAllowancesSearch.parse(raw);
}

export function resolvedSearch(search: DailyAllowancesSearch) {
  const { sort, order, page, pageSize } = dailyAllowancesSearch.resolve(search);
  return { sortBy: sort, sortOrder: order, page, pageSize: pageSize as LinePageSize };
}

/** The query of GET /accounting-month/{id} as the client sends it (booleans and lists as the URL carries them). */
export type AccountingLinesRequest = {
  search?: string;
  claimTypes?: ClaimType;
  companySubunitIds?: string;
  processingGroupIds?: string;
  withinShorttermRisk?: 'true' | 'false';
  withinContinuationOfPayment?: 'true' | 'false';
  isCorrection?: 'true';
  isLocked?: 'true' | 'false';
  sortBy: AccountingSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

const queryBoolean = (value: YesNo | undefined) =>
  value === undefined ? undefined : value === 'yes' ? ('true' as const) : ('false' as const);

export function toLinesQuery(search: DailyAllowancesSearch): AccountingLinesRequest {
  const { sortBy, sortOrder, page, pageSize } = resolvedSearch(search);
  return withoutUndefined({
    search: search.search,
    claimTypes: search.claimType,
    companySubunitIds: search.subunit,
    processingGroupIds: search.group,
    withinShorttermRisk: queryBoolean(search.risk),
    withinContinuationOfPayment: queryBoolean(search.lfz),
    isCorrection: search.corrections === 'yes' ? ('true' as const) : undefined,
    isLocked: search.lock === undefined ? undefined : search.lock === 'locked' ? ('true' as const) : ('false' as const),
    sortBy,
    sortOrder,
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
}

/** Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result. */
export function updateSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof DailyAllowancesSearch, unknown>>,
): S {
  return dailyAllowancesSearch.update(previous, changes);
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<DailyAllowancesSearch, FilterKey>>,
): S {
  return dailyAllowancesSearch.withFilter(previous, changes);
}

/** Another month: its lines from the first page, filters and sort kept. */
export function withMonth<S extends Record<string, unknown>>(previous: S, month: string): S {
  return updateSearch(previous, { month, page: undefined });
}

/** Header click: the same column flips the order; another starts with the order that suits it (amounts: largest). */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: AccountingSortField): S {
  return dailyAllowancesSearch.toggleSort(previous, field);
}

export function hasActiveFilters(search: DailyAllowancesSearch): boolean {
  return dailyAllowancesSearch.hasActiveFilters(search);
}

export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return dailyAllowancesSearch.clearFilters(previous);
}

export { pageCount };

export function ariaSort(search: DailyAllowancesSearch, field: AccountingSortField): AriaSort {
  return dailyAllowancesSearch.ariaSort(search, field);
}

type MonthRef = { accountingMonthId: string };

/**
 * The month shown when the URL names none: the oldest month still open for some unit (the one payroll works on, the
 * widget's default), else the newest locked one; null when no month has been opened.
 */
export function defaultMonth(months: { locked: readonly MonthRef[]; unlocked: readonly MonthRef[] }): string | null {
  return months.unlocked[0]?.accountingMonthId ?? months.locked[0]?.accountingMonthId ?? null;
}

/** Every opened month, newest first (the month picker's order). */
export function monthsNewestFirst<M extends MonthRef>(months: { locked: readonly M[]; unlocked: readonly M[] }): M[] {
  return [...months.locked, ...months.unlocked].sort((a, b) => b.accountingMonthId.localeCompare(a.accountingMonthId));
}
