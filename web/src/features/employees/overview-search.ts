// The employee overview's state lives in the URL (search, filters, sort, page), so links, reload and back/forward
// keep it. Pure functions: URL search params <-> the contract's employeesQuery. Defaults are left out of the URL,
// unknown keys (the root's `lang`) are kept as they are.
import { EMPLOYEE_SORT_FIELDS, SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import type { EmployeesQuery } from '../../../../src/contracts/index.ts';
import { isIsoDate } from '../../lib/dates.ts';

export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

export const EMPLOYEE_PAGE_SIZES = [25, 50, 100] as const;
export type EmployeePageSize = (typeof EMPLOYEE_PAGE_SIZES)[number];

export const DEFAULT_EMPLOYEE_SORT: EmployeeSortField = 'LAST_NAME';
export const DEFAULT_SORT_ORDER: SortOrder = 'ASC';
export const DEFAULT_EMPLOYEE_PAGE_SIZE: EmployeePageSize = 50;

const SEARCH_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;
/** Far beyond any real list (50 000 employees / 25 = 2 000 pages); keeps absurd values out of the query. */
const PAGE_MAX = 100_000;

/** The overview's search params, defaults left out. */
export type EmployeesSearch = {
  /** Personnel number, first or last name. */
  search?: string;
  /** companySubunitId */
  subunit?: string;
  /** processingGroupId */
  processingGroup?: string;
  /** Only employees with a record valid on this day (YYYY-MM-DD). */
  activeOn?: string;
  sortBy?: EmployeeSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
  pageSize?: EmployeePageSize;
};

const SEARCH_KEYS = [
  'search',
  'subunit',
  'processingGroup',
  'activeOn',
  'sortBy',
  'sortOrder',
  'page',
  'pageSize',
] as const satisfies readonly (keyof EmployeesSearch)[];

/**
 * A text param: the router parses JSON-looking values (`?search=123` arrives as the number 123), so numbers are
 * read back as text. Blank -> left out; overlong input is cut.
 */
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

/** Raw search params (as the router parsed them) -> the overview's state; invalid values and defaults dropped. */
export function parseEmployeesSearch(raw: Record<string, unknown>): EmployeesSearch {
  const sortBy = oneOf(EMPLOYEE_SORT_FIELDS, raw.sortBy);
  const sortOrder = oneOf(SORT_ORDERS, raw.sortOrder);
  const pageSize = oneOf(EMPLOYEE_PAGE_SIZES, raw.pageSize);
  const activeOn = typeof raw.activeOn === 'string' && isIsoDate(raw.activeOn) ? raw.activeOn : undefined;
  const result: EmployeesSearch = {
    search: textParam(raw.search, SEARCH_MAX_LENGTH),
    subunit: textParam(raw.subunit, ID_MAX_LENGTH),
    processingGroup: textParam(raw.processingGroup, ID_MAX_LENGTH),
    activeOn,
    sortBy: sortBy === DEFAULT_EMPLOYEE_SORT ? undefined : sortBy,
    sortOrder: sortOrder === DEFAULT_SORT_ORDER ? undefined : sortOrder,
    page: pageParam(raw.page),
    pageSize: pageSize === DEFAULT_EMPLOYEE_PAGE_SIZE ? undefined : pageSize,
  };
  return withoutUndefined(result);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The overview's state with defaults filled in. */
export function resolvedSearch(search: EmployeesSearch) {
  return {
    sortBy: search.sortBy ?? DEFAULT_EMPLOYEE_SORT,
    sortOrder: search.sortOrder ?? DEFAULT_SORT_ORDER,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_EMPLOYEE_PAGE_SIZE,
  };
}

/** URL state -> the contract's query (server-side search, filters, sort and paging). */
export function toEmployeesQuery(search: EmployeesSearch): EmployeesQuery {
  const { sortBy, sortOrder, page, pageSize } = resolvedSearch(search);
  return {
    ...(search.search ? { search: search.search } : {}),
    ...(search.subunit ? { companySubunitId: search.subunit } : {}),
    ...(search.processingGroup ? { processingGroupId: search.processingGroup } : {}),
    ...(search.activeOn ? { activeOn: search.activeOn } : {}),
    sortBy,
    sortOrder,
    skip: (page - 1) * pageSize,
    take: pageSize,
  };
}

/**
 * Applies changes to the current params (which may carry other keys such as `lang`) and normalises the result:
 * invalid values and defaults are dropped. Pass `undefined` to remove a value.
 */
export function updateEmployeesSearch<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Record<keyof EmployeesSearch, unknown>>,
): S {
  const merged: Record<string, unknown> = { ...previous, ...changes };
  const others = Object.fromEntries(
    Object.entries(merged).filter(
      ([key, value]) => !(SEARCH_KEYS as readonly string[]).includes(key) && value !== undefined,
    ),
  );
  return { ...others, ...parseEmployeesSearch(merged) } as S;
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<EmployeesSearch, 'search' | 'subunit' | 'processingGroup' | 'activeOn'>>,
): S {
  return updateEmployeesSearch(previous, { ...changes, page: undefined });
}

/** Header click: the same column flips the order, another column sorts ascending; back to the first page. */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: EmployeeSortField): S {
  const current = resolvedSearch(parseEmployeesSearch(previous));
  const sortOrder: SortOrder =
    current.sortBy === field ? (current.sortOrder === 'ASC' ? 'DESC' : 'ASC') : DEFAULT_SORT_ORDER;
  return updateEmployeesSearch(previous, { sortBy: field, sortOrder, page: undefined });
}

/** Whether search or filters narrow the list (for the "no results for the filter" empty state). */
export function hasActiveFilters(search: EmployeesSearch): boolean {
  return Boolean(search.search || search.subunit || search.processingGroup || search.activeOn);
}

/** Removes search and filters, keeps sort and page size. */
export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return updateEmployeesSearch(previous, {
    search: undefined,
    subunit: undefined,
    processingGroup: undefined,
    activeOn: undefined,
    page: undefined,
  });
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** aria-sort of a column header. */
export function ariaSort(search: EmployeesSearch, field: EmployeeSortField): 'ascending' | 'descending' | 'none' {
  const { sortBy, sortOrder } = resolvedSearch(search);
  if (sortBy !== field) return 'none';
  return sortOrder === 'ASC' ? 'ascending' : 'descending';
}
