// The absences screen's state lives in the URL (search, filters, sort, page), so links, reload and back/forward
// keep it. Pure functions: URL search params <-> the contract's absencePeriodsQuery. Defaults are left out of the
// URL; unknown keys (the root's `lang`) are kept as they are. The router (every page's first load) uses the parser,
// so this module imports no schema (Zod): the lists below equal the contract's (periods-search.test.ts).
import type { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import { type AriaSort, defineListSearch, pageCount, param } from '../../components/list-kit/list-search.ts';
import { isIsoDate } from '../../lib/dates.ts';

export const ABSENCE_TYPES = [
  'SICK',
  'ACCIDENT',
  'MILITARY',
  'MATERNITY',
  'PATERNITY',
  'VACATION',
  'FAMILY_CARE',
  'OTHER',
] as const;
export const ACCIDENT_TYPES = ['OCCUPATIONAL', 'NON_OCCUPATIONAL'] as const;
export const ABSENCE_PERIOD_COLOR_MARKS = ['DARK_RED', 'GREEN', 'PURPLE', 'DARK_PURPLE', 'GREY'] as const;
export const ABSENCE_PERIOD_SORT_FIELDS = [
  'PERSONNEL_NUMBER',
  'FIRST_NAME',
  'LAST_NAME',
  'START_DATE',
  'END_DATE',
  'RISK_COUNTER',
  'PERCENTAGE',
] as const;

export type PeriodSortField = (typeof ABSENCE_PERIOD_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type AbsenceTypeValue = (typeof ABSENCE_TYPES)[number];
export type AccidentTypeValue = (typeof ACCIDENT_TYPES)[number];
export type ColorMark = (typeof ABSENCE_PERIOD_COLOR_MARKS)[number];

export const PERIOD_PAGE_SIZES = [25, 50, 100] as const;
export type PeriodPageSize = (typeof PERIOD_PAGE_SIZES)[number];

export const DEFAULT_PERIOD_SORT: PeriodSortField = 'START_DATE';
export const DEFAULT_PERIOD_SORT_ORDER: SortOrder = 'DESC';
export const DEFAULT_PERIOD_PAGE_SIZE: PeriodPageSize = 50;

const SEARCH_MAX_LENGTH = 200;

/** The absences screen's search params, defaults left out. */
export type AbsencesSearch = {
  /** Personnel number, first or last name. */
  search?: string;
  /** Periods ending on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Periods starting on or before this day. */
  to?: string;
  type?: AbsenceTypeValue;
  colorMark?: ColorMark;
  /** Only periods with open data issues (needs the issues permission). */
  hasIssues?: boolean;
  sortField?: PeriodSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
  pageSize?: PeriodPageSize;
};

export const FILTER_KEYS = ['search', 'from', 'to', 'type', 'colorMark', 'hasIssues'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The screen's URL state on the list kit (search and filters, sort by `sortField`, page sizes). */
export const absencesSearch = defineListSearch<AbsencesSearch, PeriodSortField>({
  filters: {
    search: param.text(SEARCH_MAX_LENGTH),
    from: param.isoDate(isIsoDate),
    to: param.isoDate(isIsoDate),
    type: param.oneOf(ABSENCE_TYPES),
    colorMark: param.oneOf(ABSENCE_PERIOD_COLOR_MARKS),
    hasIssues: param.flag,
  },
  sort: {
    key: 'sortField',
    fields: ABSENCE_PERIOD_SORT_FIELDS,
    default: DEFAULT_PERIOD_SORT,
    defaultOrder: DEFAULT_PERIOD_SORT_ORDER,
    descendingFirst: ['START_DATE', 'END_DATE'],
  },
  pageSize: { sizes: PERIOD_PAGE_SIZES, default: DEFAULT_PERIOD_PAGE_SIZE },
  // A range the wrong way round (a hand-edited link) would be refused by the server: read it the right way round.
  normalize: (state) =>
    state.from && state.to && state.to < state.from ? { ...state, from: state.to, to: state.from } : state,
});

/** Raw search params (as the router parsed them) -> the screen's state; invalid values and defaults dropped. */
export function parseAbsencesSearch(raw: Record<string, unknown>): AbsencesSearch {
  return absencesSearch.parse(raw);
}

/** The state with defaults filled in. */
export function resolvedSearch(search: AbsencesSearch) {
  const { sort, order, page, pageSize } = absencesSearch.resolve(search);
  return { sortField: sort, sortOrder: order, page, pageSize: pageSize as PeriodPageSize };
}

/** The query of GET /absence-periods as the client sends it. */
export type PeriodsRequest = {
  search?: string;
  from?: string;
  to?: string;
  absenceType?: AbsenceTypeValue;
  colorMark?: ColorMark;
  include?: string;
  /** A query boolean as the URL carries it. */
  hasIssues?: 'true';
  employeeId?: string;
  sortField: PeriodSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

/**
 * URL state -> the server's query. `withIssues`: the user may see data issues (insurance.issues.view), so the
 * periods come with their open issues and the "has issues" filter applies; without it both are left out (the
 * server refuses the filter without include=issues).
 */
export function toPeriodsQuery(search: AbsencesSearch, withIssues: boolean): PeriodsRequest {
  const { sortField, sortOrder, page, pageSize } = resolvedSearch(search);
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.type ? { absenceType: search.type } : {}),
    ...(search.colorMark ? { colorMark: search.colorMark } : {}),
    ...(withIssues ? { include: 'issues' } : {}),
    ...(withIssues && search.hasIssues ? { hasIssues: 'true' as const } : {}),
    sortField,
    sortOrder,
    skip: (page - 1) * pageSize,
    take: pageSize,
  };
}

/**
 * Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result.
 * Pass `undefined` to remove a value.
 */
export function updateAbsencesSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof AbsencesSearch, unknown>>,
): S {
  return absencesSearch.update(previous, changes);
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<AbsencesSearch, FilterKey>>,
): S {
  return absencesSearch.withFilter(previous, changes);
}

/** Header click: the same column flips the order; another column starts with the order that suits it. */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: PeriodSortField): S {
  return absencesSearch.toggleSort(previous, field);
}

export function hasActiveFilters(search: AbsencesSearch): boolean {
  return absencesSearch.hasActiveFilters(search);
}

/** Removes search and filters, keeps sort and page size. */
export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return absencesSearch.clearFilters(previous);
}

export { pageCount };

export function ariaSort(search: AbsencesSearch, field: PeriodSortField): AriaSort {
  return absencesSearch.ariaSort(search, field);
}
