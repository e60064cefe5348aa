// The care task lists' state lives in the URL (scope, status, employee, overdue, search, sort, page), as the other
// lists' (payments-search.ts), on the list kit. Pure functions: URL search params <-> the query of
// GET /api/modular/care-tasks. Defaults are left out of the URL; unknown keys (the root's `lang`) are kept. The tasks
// area (/tasks) opens on the caller's own tasks (scope=mine), the care tasks area (/care-tasks) on all it may see.
import {
  CARE_TASK_SCOPES,
  CARE_TASK_SORT_FIELDS,
  CARE_TASK_STATUSES,
  type CareTaskStatus,
} from '../../../../src/contracts/care-tasks.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

export type CareTaskScope = (typeof CARE_TASK_SCOPES)[number];
export type CareTaskSortField = (typeof CARE_TASK_SORT_FIELDS)[number];

export const CARE_TASKS_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;
const EMPLOYEE_ID_MAX = 100;

export type CareTasksSearch = {
  scope?: CareTaskScope;
  status?: CareTaskStatus;
  employee?: string;
  overdue?: true;
  search?: string;
  sortBy?: CareTaskSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type CareTasksRequest = {
  scope: CareTaskScope;
  status?: CareTaskStatus;
  employeeId?: string;
  overdue?: 'true';
  search?: string;
  sortBy: CareTaskSortField;
  sortOrder: 'asc' | 'desc';
  skip: number;
  take: number;
};

const DEFAULT_SORT: CareTaskSortField = 'DUE_DATE';
const DEFAULT_ORDER: SortOrder = 'ASC';

/** The lists' URL state on the list kit. `scope` is a filter too: a change goes back to page 1. */
export const careTasksSearch = defineListSearch<CareTasksSearch, CareTaskSortField>({
  filters: {
    scope: param.oneOf(CARE_TASK_SCOPES),
    status: param.oneOf(CARE_TASK_STATUSES),
    employee: param.id(EMPLOYEE_ID_MAX),
    overdue: param.flag,
    search: param.text(SEARCH_MAX_LENGTH),
  },
  sort: {
    fields: CARE_TASK_SORT_FIELDS,
    default: DEFAULT_SORT,
    defaultOrder: DEFAULT_ORDER,
    // Due dates start with the earliest (overdue first), names A–Z; created with the newest.
    descendingFirst: ['CREATED_AT'],
  },
  pageSize: CARE_TASKS_PAGE_SIZE,
});

export function parseCareTasksSearch(raw: Record<string, unknown>): CareTasksSearch {
  return careTasksSearch.parse(raw);
}

/** The list's state → the API's query; `defaultScope` is the area's (tasks: mine, care tasks: all). */
export function toCareTasksQuery(search: CareTasksSearch, defaultScope: CareTaskScope): CareTasksRequest {
  const { sort, order, page } = careTasksSearch.resolve(search);
  const query: CareTasksRequest = {
    scope: search.scope ?? defaultScope,
    sortBy: sort,
    sortOrder: order === 'ASC' ? 'asc' : 'desc',
    skip: (page - 1) * CARE_TASKS_PAGE_SIZE,
    take: CARE_TASKS_PAGE_SIZE,
  };
  if (search.status) query.status = search.status;
  if (search.employee) query.employeeId = search.employee;
  if (search.overdue) query.overdue = 'true';
  if (search.search) query.search = search.search;
  return query;
}
