// The case lists' state lives in the URL (search, filters, sort, page), so links, reload and back/forward keep it.
// Pure functions: URL search params <-> the contract's casesQuery (GET /api/modular/case, decision 0018). Defaults
// are left out of the URL; unknown keys (the root's `lang`) are kept as they are. This module imports no schema
// (Zod): the lists below equal the contract's (cases-search.test.ts). The claim type is not in the URL: each area
// lists one (CASE_AREAS).
import { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import { isIsoDate } from '../../lib/dates.ts';

/** Spec section 4: the case statuses, in the order a case goes through them. */
export const CASE_STATUSES = [
  'WAITING_PERIOD',
  'SHORTTERM',
  'CLAIMS_ACTIVATED',
  'BEING_FINALIZED',
  'CLOSED',
  'DENIED',
] as const;
export const CLAIM_PROCESSING_STATUSES = ['UNASSIGNED', 'BLOCKED', 'SCHEDULED', 'PROCESSED'] as const;
/** Spec section 9: the case sort fields; RISK_COUNTER = the benefit days the case has used (C7). */
export const CASE_SORT_FIELDS = [
  'PERSONNEL_NUMBER',
  'FIRST_NAME',
  'LAST_NAME',
  'START_DATE',
  'END_DATE',
  'RISK_COUNTER',
] as const;

export type CaseStatus = (typeof CASE_STATUSES)[number];
export type ClaimProcessingStatus = (typeof CLAIM_PROCESSING_STATUSES)[number];
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type ClaimTypeValue = 'SICK' | 'ACCIDENT';

/**
 * The three areas that list cases (src/contracts/areas.ts), each with its one claim type (decision 0018): KTG and
 * the case management list sickness cases, UVG accident cases.
 */
export const CASE_AREAS = {
  ktgCases: { path: '/insurance/ktg', detailPath: '/insurance/ktg/$caseId', claimType: 'SICK' },
  uvgCases: { path: '/insurance/uvg', detailPath: '/insurance/uvg/$caseId', claimType: 'ACCIDENT' },
  cases: { path: '/case-management/cases', detailPath: '/case-management/cases/$caseId', claimType: 'SICK' },
} as const satisfies Record<string, { path: string; detailPath: string; claimType: ClaimTypeValue }>;
export type CaseAreaId = keyof typeof CASE_AREAS;

export const CASE_PAGE_SIZES = [25, 50, 100] as const;
export type CasePageSize = (typeof CASE_PAGE_SIZES)[number];

export const DEFAULT_CASE_SORT: CaseSortField = 'START_DATE';
export const DEFAULT_CASE_SORT_ORDER: SortOrder = 'DESC';
export const DEFAULT_CASE_PAGE_SIZE: CasePageSize = 50;

const SEARCH_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;
const PAGE_MAX = 100_000;

/** A yes/no filter: absent = either. */
export type YesNo = 'yes' | 'no';
const YES_NO = ['yes', 'no'] as const;

/** A case list's search params, defaults left out. */
export type CasesSearch = {
  /** Personnel number, first or last name. */
  search?: string;
  /** Cases ending on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Cases starting on or before this day. */
  to?: string;
  status?: CaseStatus;
  /** companySubunitId (the case's accounting subunit). */
  subunit?: string;
  /** processingGroupId (the case's accounting processing group). */
  group?: string;
  /** withinShorttermRisk: the case is still in the employer's short-term risk (waiting period). */
  risk?: YesNo;
  /** withinContinuationOfPayment: the case is within the employer's continuation of pay (LFZ, C9). */
  lfz?: YesNo;
  /** Cases with a claim in this processing status. */
  processing?: ClaimProcessingStatus;
  sortBy?: CaseSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
  pageSize?: CasePageSize;
};

const SEARCH_KEYS = [
  'search',
  'from',
  'to',
  'status',
  'subunit',
  'group',
  'risk',
  'lfz',
  'processing',
  'sortBy',
  'sortOrder',
  'page',
  'pageSize',
] as const satisfies readonly (keyof CasesSearch)[];

export const FILTER_KEYS = [
  'search',
  'from',
  'to',
  'status',
  'subunit',
  'group',
  'risk',
  'lfz',
  'processing',
] as const satisfies readonly (keyof CasesSearch)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

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

function dateParam(value: unknown): string | undefined {
  return typeof value === 'string' && isIsoDate(value) ? value : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
export function parseCasesSearch(raw: Record<string, unknown>): CasesSearch {
  const sortBy = oneOf(CASE_SORT_FIELDS, raw.sortBy);
  const sortOrder = oneOf(SORT_ORDERS, raw.sortOrder);
  const pageSize = oneOf(CASE_PAGE_SIZES, raw.pageSize);
  let from = dateParam(raw.from);
  let to = dateParam(raw.to);
  // A range the wrong way round (a hand-edited link) would be refused by the server: read it the right way round.
  if (from && to && to < from) [from, to] = [to, from];
  return withoutUndefined({
    search: textParam(raw.search, SEARCH_MAX_LENGTH),
    from,
    to,
    status: oneOf(CASE_STATUSES, raw.status),
    subunit: textParam(raw.subunit, ID_MAX_LENGTH),
    group: textParam(raw.group, ID_MAX_LENGTH),
    risk: oneOf(YES_NO, raw.risk),
    lfz: oneOf(YES_NO, raw.lfz),
    processing: oneOf(CLAIM_PROCESSING_STATUSES, raw.processing),
    sortBy: sortBy === DEFAULT_CASE_SORT ? undefined : sortBy,
    sortOrder: sortOrder === DEFAULT_CASE_SORT_ORDER ? undefined : sortOrder,
    page: pageParam(raw.page),
    pageSize: pageSize === DEFAULT_CASE_PAGE_SIZE ? undefined : pageSize,
  });
}

/** The state with defaults filled in. */
export function resolvedSearch(search: CasesSearch) {
  return {
    sortBy: search.sortBy ?? DEFAULT_CASE_SORT,
    sortOrder: search.sortOrder ?? DEFAULT_CASE_SORT_ORDER,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_CASE_PAGE_SIZE,
  };
}

/** The query of GET /case as the client sends it (query booleans and lists as the URL carries them). */
export type CasesRequest = {
  claimTypes: ClaimTypeValue;
  search?: string;
  from?: string;
  to?: string;
  status?: CaseStatus;
  companySubunitIds?: string;
  processingGroupIds?: string;
  withinShorttermRisk?: 'true' | 'false';
  withinContinuationOfPayment?: 'true' | 'false';
  processingStatuses?: ClaimProcessingStatus;
  sortBy: CaseSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

const queryBoolean = (value: YesNo | undefined) =>
  value === undefined ? undefined : value === 'yes' ? ('true' as const) : ('false' as const);

/** URL state of an area's list -> the server's query; the claim type is the area's. */
export function toCasesQuery(search: CasesSearch, claimType: ClaimTypeValue): CasesRequest {
  const { sortBy, sortOrder, page, pageSize } = resolvedSearch(search);
  return withoutUndefined({
    claimTypes: claimType,
    search: search.search,
    from: search.from,
    to: search.to,
    status: search.status,
    companySubunitIds: search.subunit,
    processingGroupIds: search.group,
    withinShorttermRisk: queryBoolean(search.risk),
    withinContinuationOfPayment: queryBoolean(search.lfz),
    processingStatuses: search.processing,
    sortBy,
    sortOrder,
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
}

/**
 * Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result.
 * Pass `undefined` to remove a value.
 */
export function updateCasesSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof CasesSearch, unknown>>,
): S {
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(
      ([key, value]) => !(SEARCH_KEYS as readonly string[]).includes(key) && value !== undefined,
    ),
  );
  return { ...others, ...parseCasesSearch(merged) } as S;
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<CasesSearch, FilterKey>>,
): S {
  return updateCasesSearch(previous, { ...changes, page: undefined });
}

/**
 * Header click: the same column flips the order; another column starts with the order that suits it (dates and
 * benefit days used: the latest / the most first).
 */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: CaseSortField): S {
  const current = resolvedSearch(parseCasesSearch(previous));
  const firstOrder: SortOrder =
    field === 'START_DATE' || field === 'END_DATE' || field === 'RISK_COUNTER' ? 'DESC' : 'ASC';
  const sortOrder: SortOrder = current.sortBy === field ? (current.sortOrder === 'ASC' ? 'DESC' : 'ASC') : firstOrder;
  return updateCasesSearch(previous, { sortBy: field, sortOrder, page: undefined });
}

export function hasActiveFilters(search: CasesSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** Removes search and filters, keeps sort and page size. */
export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return updateCasesSearch(previous, {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])),
    page: undefined,
  });
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function ariaSort(search: CasesSearch, field: CaseSortField): 'ascending' | 'descending' | 'none' {
  const { sortBy, sortOrder } = resolvedSearch(search);
  if (sortBy !== field) return 'none';
  return sortOrder === 'ASC' ? 'ascending' : 'descending';
}
