// The daily-allowances area's state lives in the URL (month, search, filters, sort, page), so links, reload and
// back/forward keep it (decision 0030). Pure functions: URL search params <-> the contract's accountingLinesQuery
// (GET /accounting-month/{accountingMonthId}). Defaults are left out of the URL; unknown keys (the root's `lang`)
// are kept. This module imports no schema (Zod): the lists below equal the contract's (accounting-search.test.ts).
import { SORT_ORDERS } from '../../../../src/contracts/constants.ts';

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
const PAGE_MAX = 100_000;
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

const SEARCH_KEYS = [
  'month',
  'search',
  'claimType',
  'subunit',
  'group',
  'risk',
  'lfz',
  'corrections',
  'lock',
  'sortBy',
  'sortOrder',
  'page',
  'pageSize',
] as const satisfies readonly (keyof DailyAllowancesSearch)[];

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

/** The router parses JSON-looking values (`?search=1001` arrives as a number): read them back as text. */
function textParam(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const trimmed = text?.trim().slice(0, maxLength).trim();
  return trimmed ? trimmed : undefined;
}

function oneOf<const T extends readonly (string | number)[]>(allowed: T, value: unknown): T[number] | undefined {
  return allowed.find((candidate) => candidate === value || String(candidate) === value);
}

function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Raw search params (as the router parsed them) -> the area's state; invalid values and defaults dropped. */
export function parseDailyAllowancesSearch(raw: Record<string, unknown>): DailyAllowancesSearch {
  const sortBy = oneOf(ACCOUNTING_SORT_FIELDS, raw.sortBy);
  const sortOrder = oneOf(SORT_ORDERS, raw.sortOrder);
  const pageSize = oneOf(LINE_PAGE_SIZES, raw.pageSize);
  return withoutUndefined({
    month: isAccountingMonth(raw.month) ? raw.month : undefined,
    search: textParam(raw.search, SEARCH_MAX_LENGTH),
    claimType: oneOf(CLAIM_TYPES, raw.claimType),
    subunit: textParam(raw.subunit, ID_MAX_LENGTH),
    group: textParam(raw.group, ID_MAX_LENGTH),
    risk: oneOf(YES_NO, raw.risk),
    lfz: oneOf(YES_NO, raw.lfz),
    corrections: raw.corrections === 'yes' || raw.corrections === true ? 'yes' : undefined,
    lock: oneOf(LOCK_STATES, raw.lock),
    sortBy: sortBy === DEFAULT_SORT ? undefined : sortBy,
    sortOrder: sortOrder === DEFAULT_SORT_ORDER ? undefined : sortOrder,
    page: pageParam(raw.page),
    pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize,
  });
}

export function resolvedSearch(search: DailyAllowancesSearch) {
  return {
    sortBy: search.sortBy ?? DEFAULT_SORT,
    sortOrder: search.sortOrder ?? DEFAULT_SORT_ORDER,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  };
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
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(
      ([key, value]) => !(SEARCH_KEYS as readonly string[]).includes(key) && value !== undefined,
    ),
  );
  return { ...others, ...parseDailyAllowancesSearch(merged) } as S;
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<DailyAllowancesSearch, FilterKey>>,
): S {
  return updateSearch(previous, { ...changes, page: undefined });
}

/** Another month: its lines from the first page, filters and sort kept. */
export function withMonth<S extends Record<string, unknown>>(previous: S, month: string): S {
  return updateSearch(previous, { month, page: undefined });
}

/** Header click: the same column flips the order; another starts with the order that suits it (amounts: largest). */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: AccountingSortField): S {
  const current = resolvedSearch(parseDailyAllowancesSearch(previous));
  const descendingFirst: readonly AccountingSortField[] = [
    'START_DATE',
    'END_DATE',
    'RISK_COUNTER',
    'COUNTER',
    'DAILY_ALLOWANCE_RATE',
    'DAILY_ALLOWANCE_AMOUNT',
  ];
  const firstOrder: SortOrder = descendingFirst.includes(field) ? 'DESC' : 'ASC';
  const sortOrder: SortOrder = current.sortBy === field ? (current.sortOrder === 'ASC' ? 'DESC' : 'ASC') : firstOrder;
  return updateSearch(previous, { sortBy: field, sortOrder, page: undefined });
}

export function hasActiveFilters(search: DailyAllowancesSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return updateSearch(previous, {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])),
    page: undefined,
  });
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function ariaSort(search: DailyAllowancesSearch, field: AccountingSortField) {
  const { sortBy, sortOrder } = resolvedSearch(search);
  if (sortBy !== field) return 'none' as const;
  return sortOrder === 'ASC' ? ('ascending' as const) : ('descending' as const);
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
