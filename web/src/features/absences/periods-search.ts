// The absences screen's state lives in the URL (search, filters, sort, page), so links, reload and back/forward
// keep it. Pure functions: URL search params <-> the contract's absencePeriodsQuery. Defaults are left out of the
// URL; unknown keys (the root's `lang`) are kept as they are. The router (every page's first load) uses the parser,
// so this module imports no schema (Zod): the lists below equal the contract's (periods-search.test.ts).
import { SORT_ORDERS } from '../../../../src/contracts/constants.ts';
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
const PAGE_MAX = 100_000;

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

const SEARCH_KEYS = [
  'search',
  'from',
  'to',
  'type',
  'colorMark',
  'hasIssues',
  'sortField',
  'sortOrder',
  'page',
  'pageSize',
] as const satisfies readonly (keyof AbsencesSearch)[];

export const FILTER_KEYS = ['search', 'from', 'to', 'type', 'colorMark', 'hasIssues'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The router parses JSON-looking values (`?search=1001` arrives as a number): read them back as text. */
function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const trimmed = text?.trim().slice(0, SEARCH_MAX_LENGTH).trim();
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

/** Raw search params (as the router parsed them) -> the screen's state; invalid values and defaults dropped. */
export function parseAbsencesSearch(raw: Record<string, unknown>): AbsencesSearch {
  const sortField = oneOf(ABSENCE_PERIOD_SORT_FIELDS, raw.sortField);
  const sortOrder = oneOf(SORT_ORDERS, raw.sortOrder);
  const pageSize = oneOf(PERIOD_PAGE_SIZES, raw.pageSize);
  let from = dateParam(raw.from);
  let to = dateParam(raw.to);
  // A range the wrong way round (a hand-edited link) would be refused by the server: read it the right way round.
  if (from && to && to < from) [from, to] = [to, from];
  return withoutUndefined({
    search: textParam(raw.search),
    from,
    to,
    type: oneOf(ABSENCE_TYPES, raw.type),
    colorMark: oneOf(ABSENCE_PERIOD_COLOR_MARKS, raw.colorMark),
    hasIssues: raw.hasIssues === true || raw.hasIssues === 'true' ? true : undefined,
    sortField: sortField === DEFAULT_PERIOD_SORT ? undefined : sortField,
    sortOrder: sortOrder === DEFAULT_PERIOD_SORT_ORDER ? undefined : sortOrder,
    page: pageParam(raw.page),
    pageSize: pageSize === DEFAULT_PERIOD_PAGE_SIZE ? undefined : pageSize,
  });
}

/** The state with defaults filled in. */
export function resolvedSearch(search: AbsencesSearch) {
  return {
    sortField: search.sortField ?? DEFAULT_PERIOD_SORT,
    sortOrder: search.sortOrder ?? DEFAULT_PERIOD_SORT_ORDER,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PERIOD_PAGE_SIZE,
  };
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
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(
      ([key, value]) => !(SEARCH_KEYS as readonly string[]).includes(key) && value !== undefined,
    ),
  );
  return { ...others, ...parseAbsencesSearch(merged) } as S;
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<AbsencesSearch, FilterKey>>,
): S {
  return updateAbsencesSearch(previous, { ...changes, page: undefined });
}

/** Header click: the same column flips the order; another column starts with the order that suits it. */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: PeriodSortField): S {
  const current = resolvedSearch(parseAbsencesSearch(previous));
  const firstOrder: SortOrder = field === 'START_DATE' || field === 'END_DATE' ? 'DESC' : 'ASC';
  const sortOrder: SortOrder =
    current.sortField === field ? (current.sortOrder === 'ASC' ? 'DESC' : 'ASC') : firstOrder;
  return updateAbsencesSearch(previous, { sortField: field, sortOrder, page: undefined });
}

export function hasActiveFilters(search: AbsencesSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** Removes search and filters, keeps sort and page size. */
export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return updateAbsencesSearch(previous, {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])),
    page: undefined,
  });
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function ariaSort(search: AbsencesSearch, field: PeriodSortField): 'ascending' | 'descending' | 'none' {
  const { sortField, sortOrder } = resolvedSearch(search);
  if (sortField !== field) return 'none';
  return sortOrder === 'ASC' ? 'ascending' : 'descending';
}
