// The employee overview's state lives in the URL (search, filters, sort, page), so links, reload and back/forward
// keep it. Pure functions: URL search params <-> the contract's employeesQuery. Defaults are left out of the URL,
// unknown keys (the root's `lang`) are kept as they are.
import { EMPLOYEE_SORT_FIELDS, type SORT_ORDERS } from '../../../../src/contracts/constants.ts';
import type { EmployeesQuery } from '../../../../src/contracts/index.ts';
import { type AriaSort, defineListSearch, pageCount, param } from '../../components/list-kit/list-search.ts';
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

/** The overview's URL state on the list kit (search and filters, sort, page sizes). */
export const employeesSearch = defineListSearch<EmployeesSearch, EmployeeSortField>({
  filters: {
    search: param.text(SEARCH_MAX_LENGTH),
    subunit: param.text(ID_MAX_LENGTH),
    processingGroup: param.text(ID_MAX_LENGTH),
    activeOn: param.isoDate(isIsoDate),
  },
  sort: { fields: EMPLOYEE_SORT_FIELDS, default: DEFAULT_EMPLOYEE_SORT, defaultOrder: DEFAULT_SORT_ORDER },
  pageSize: { sizes: EMPLOYEE_PAGE_SIZES, default: DEFAULT_EMPLOYEE_PAGE_SIZE },
});

/** Raw search params (as the router parsed them) -> the overview's state; invalid values and defaults dropped. */
export function parseEmployeesSearch(raw: Record<string, unknown>): EmployeesSearch {
  return employeesSearch.parse(raw);
}

/** The overview's state with defaults filled in. */
export function resolvedSearch(search: EmployeesSearch) {
  const { sort, order, page, pageSize } = employeesSearch.resolve(search);
  return { sortBy: sort, sortOrder: order, page, pageSize: pageSize as EmployeePageSize };
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
  return employeesSearch.update(previous, changes);
}

/** A filter changed: apply it and start again on the first page. */
export function withFilter<S extends Record<string, unknown>>(
  previous: S,
  changes: Partial<Pick<EmployeesSearch, 'search' | 'subunit' | 'processingGroup' | 'activeOn'>>,
): S {
  return employeesSearch.withFilter(previous, changes);
}

/** Header click: the same column flips the order, another column sorts ascending; back to the first page. */
export function toggleSort<S extends Record<string, unknown>>(previous: S, field: EmployeeSortField): S {
  return employeesSearch.toggleSort(previous, field);
}

/** Whether search or filters narrow the list (for the "no results for the filter" empty state). */
export function hasActiveFilters(search: EmployeesSearch): boolean {
  return employeesSearch.hasActiveFilters(search);
}

/** Removes search and filters, keeps sort and page size. */
export function clearFilters<S extends Record<string, unknown>>(previous: S): S {
  return employeesSearch.clearFilters(previous);
}

export { pageCount };

/** aria-sort of a column header. */
export function ariaSort(search: EmployeesSearch, field: EmployeeSortField): AriaSort {
  return employeesSearch.ariaSort(search, field);
}
