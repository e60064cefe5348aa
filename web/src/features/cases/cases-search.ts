// The case lists' state lives in the URL (search, filters, sort, page), so links, reload and back/forward keep it.
// Pure functions: URL search params <-> the contract's casesQuery (GET /api/modular/case, decision 0018). Defaults
// are left out of the URL; unknown keys (the root's `lang`) are kept as they are. This module imports no schema
// (Zod): the lists below equal the contract's (cases-search.test.ts). The claim type is not in the URL: each area
// lists one (CASE_AREAS).
import type { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import { type AriaSort, defineListSearch, pageCount, param } from '../../components/list-kit/list-search.ts';
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

/**
 * Each list's first sort (decision 0042): the insurance lists (KTG, UVG) put the cases the insurance pays for first
 * — the most benefit days used (C7), then the latest start; a case still in its waiting period (CHF 0.00, no
 * benefit day) comes after them. The case management list keeps the newest absences first.
 */
export const DEFAULT_CASE_SORTS: Readonly<Record<CaseAreaId, CaseSortField>> = {
  ktgCases: 'RISK_COUNTER',
  uvgCases: 'RISK_COUNTER',
  cases: 'START_DATE',
};
/** The case management list's, and the one a caller without an area gets. */
export const DEFAULT_CASE_SORT: CaseSortField = DEFAULT_CASE_SORTS.cases;
export const DEFAULT_CASE_SORT_ORDER: SortOrder = 'DESC';
export const DEFAULT_CASE_PAGE_SIZE: CasePageSize = 50;

const SEARCH_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;

/** A yes/no filter: absent = either. */
export type YesNo = 'yes' | 'no';

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

const YES_NO = ['yes', 'no'] as const;

/** A list's URL state on the list kit: filters with their parsers, sort (the area's default), page sizes. */
function defineCasesSearch(defaultSort: CaseSortField) {
  return defineListSearch<CasesSearch, CaseSortField>({
    filters: {
      search: param.text(SEARCH_MAX_LENGTH),
      from: param.isoDate(isIsoDate),
      to: param.isoDate(isIsoDate),
      status: param.oneOf(CASE_STATUSES),
      subunit: param.text(ID_MAX_LENGTH),
      group: param.text(ID_MAX_LENGTH),
      risk: param.oneOf(YES_NO),
      lfz: param.oneOf(YES_NO),
      processing: param.oneOf(CLAIM_PROCESSING_STATUSES),
    },
    sort: {
      fields: CASE_SORT_FIELDS,
      default: defaultSort,
      defaultOrder: DEFAULT_CASE_SORT_ORDER,
      descendingFirst: ['START_DATE', 'END_DATE', 'RISK_COUNTER'],
    },
    pageSize: { sizes: CASE_PAGE_SIZES, default: DEFAULT_CASE_PAGE_SIZE },
    // A range the wrong way round (a hand-edited link) would be refused by the server: read it the right way round.
    normalize: (state) =>
      state.from && state.to && state.to < state.from ? { ...state, from: state.to, to: state.from } : state,
  });
}

const CASES_SEARCHES = {
  ktgCases: defineCasesSearch(DEFAULT_CASE_SORTS.ktgCases),
  uvgCases: defineCasesSearch(DEFAULT_CASE_SORTS.uvgCases),
  cases: defineCasesSearch(DEFAULT_CASE_SORTS.cases),
} as const satisfies Record<CaseAreaId, unknown>;

/** The URL state of an area's list (its own first sort). */
export function casesSearchOf(areaId: CaseAreaId) {
  return CASES_SEARCHES[areaId];
}

/** The case management list's URL state (the default of the helpers below). */
export const casesSearch = CASES_SEARCHES.cases;

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

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
export function parseCasesSearch(raw: Record<string, unknown>, areaId: CaseAreaId = 'cases'): CasesSearch {
  return casesSearchOf(areaId).parse(raw);
}

/** The state with defaults filled in. */
export function resolvedSearch(search: CasesSearch, areaId: CaseAreaId = 'cases') {
  const { sort, order, page, pageSize } = casesSearchOf(areaId).resolve(search);
  return { sortBy: sort, sortOrder: order, page, pageSize: pageSize as CasePageSize };
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

/** URL state of an area's list -> the server's query; the claim type and the first sort are the area's. */
export function toCasesQuery(search: CasesSearch, areaId: CaseAreaId): CasesRequest {
  const { sortBy, sortOrder, page, pageSize } = resolvedSearch(search, areaId);
  return withoutUndefined({
    claimTypes: CASE_AREAS[areaId].claimType,
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
  areaId: CaseAreaId = 'cases',
): S {
  return casesSearchOf(areaId).update(previous, changes);
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<CasesSearch, FilterKey>>,
  areaId: CaseAreaId = 'cases',
): S {
  return casesSearchOf(areaId).withFilter(previous, changes);
}

/**
 * Header click: the same column flips the order; another column starts with the order that suits it (dates and
 * benefit days used: the latest / the most first).
 */
export function toggleSort<S extends Record<string, unknown>>(
  previous: S,
  field: CaseSortField,
  areaId: CaseAreaId = 'cases',
): S {
  return casesSearchOf(areaId).toggleSort(previous, field);
}

export function hasActiveFilters(search: CasesSearch): boolean {
  return casesSearch.hasActiveFilters(search);
}

/** Removes search and filters, keeps sort and page size. */
export function clearFilters<S extends Record<string, unknown>>(previous: S, areaId: CaseAreaId = 'cases'): S {
  return casesSearchOf(areaId).clearFilters(previous);
}

export { pageCount };

export function ariaSort(search: CasesSearch, field: CaseSortField, areaId: CaseAreaId = 'cases'): AriaSort {
  return casesSearchOf(areaId).ariaSort(search, field);
}
