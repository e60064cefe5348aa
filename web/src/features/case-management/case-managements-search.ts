// The case management list's state lives in the URL (status, mine, search, sort, page), on the list kit, as the
// other lists' (care-tasks-search.ts). Pure functions: URL search params <-> the query of
// GET /api/modular/case-management (caseManagementsQuery). Defaults are left out of the URL; unknown keys (the
// root's `lang`) are kept. The server sorts by the next deadline first (nulls last), which is the default here too.
import {
  CASE_MANAGEMENT_SORT_FIELDS,
  CASE_MANAGEMENT_STATUSES,
  type CaseManagementStatus,
} from '../../../../src/contracts/case-management.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

export type CaseManagementSortField = (typeof CASE_MANAGEMENT_SORT_FIELDS)[number];

export const CASE_MANAGEMENTS_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;

export type CaseManagementsSearch = {
  status?: CaseManagementStatus;
  /** Only those the caller is responsible for. */
  mine?: true;
  search?: string;
  sortBy?: CaseManagementSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type CaseManagementsRequest = {
  status?: CaseManagementStatus;
  mine?: 'true';
  search?: string;
  sortBy: CaseManagementSortField;
  sortOrder: 'asc' | 'desc';
  skip: number;
  take: number;
};

export const caseManagementsSearch = defineListSearch<CaseManagementsSearch, CaseManagementSortField>({
  filters: {
    status: param.oneOf(CASE_MANAGEMENT_STATUSES),
    mine: param.flag,
    search: param.text(SEARCH_MAX_LENGTH),
  },
  sort: {
    fields: CASE_MANAGEMENT_SORT_FIELDS,
    default: 'NEXT_DEADLINE',
    defaultOrder: 'ASC',
    // The next deadline and names start with the earliest / A–Z; opened with the newest.
    descendingFirst: ['OPENED_AT'],
  },
  pageSize: CASE_MANAGEMENTS_PAGE_SIZE,
});

export function parseCaseManagementsSearch(raw: Record<string, unknown>): CaseManagementsSearch {
  return caseManagementsSearch.parse(raw);
}

/** The list's state → the API's query. */
export function toCaseManagementsQuery(search: CaseManagementsSearch): CaseManagementsRequest {
  const { sort, order, page } = caseManagementsSearch.resolve(search);
  const query: CaseManagementsRequest = {
    sortBy: sort,
    sortOrder: order === 'ASC' ? 'asc' : 'desc',
    skip: (page - 1) * CASE_MANAGEMENTS_PAGE_SIZE,
    take: CASE_MANAGEMENTS_PAGE_SIZE,
  };
  if (search.status) query.status = search.status;
  if (search.mine) query.mine = 'true';
  if (search.search) query.search = search.search;
  return query;
}
