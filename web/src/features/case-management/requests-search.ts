// The requests inbox's state in the URL: the request status (default OPEN: the inbox shows what waits for a
// decision; `all` shows every status) and the page. Pure functions: URL search params <-> the query of
// GET /api/modular/case-management-requests (caseManagementRequestsQuery).
import {
  CASE_MANAGEMENT_REQUEST_STATUSES,
  type CaseManagementRequestStatus,
} from '../../../../src/contracts/case-management.ts';
import { param } from '../../components/list-kit/list-search.ts';

export const REQUESTS_PAGE_SIZE = 25;
export const REQUEST_STATUS_FILTERS = [...CASE_MANAGEMENT_REQUEST_STATUSES, 'all'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];
const DEFAULT_STATUS: RequestStatusFilter = 'OPEN';

export type CaseManagementRequestsSearch = {
  /** Absent = OPEN (the default, left out of the URL). */
  status?: Exclude<RequestStatusFilter, 'OPEN'>;
  /** 1-based; absent = 1. */
  page?: number;
};

export type CaseManagementRequestsRequest = {
  status?: CaseManagementRequestStatus;
  skip: number;
  take: number;
};

const parseStatus = param.oneOf(REQUEST_STATUS_FILTERS);

export function parseCaseManagementRequestsSearch(raw: Record<string, unknown>): CaseManagementRequestsSearch {
  const status = parseStatus(raw.status);
  const page = param.page(raw.page);
  return {
    ...(status !== undefined && status !== 'OPEN' ? { status } : {}),
    ...(page ? { page } : {}),
  };
}

/** The status the inbox shows. */
export function requestStatusOf(search: CaseManagementRequestsSearch): RequestStatusFilter {
  return search.status ?? DEFAULT_STATUS;
}

/** A new status filter: back to page 1, the default left out; other params (`lang`) kept. */
export function withRequestStatus<P extends Record<string, unknown>>(previous: P, status: RequestStatusFilter): P {
  const { status: _status, page: _page, ...rest } = previous;
  return (status === DEFAULT_STATUS ? rest : { ...rest, status }) as P;
}

/** The inbox's state → the API's query (`all` asks without a status). */
export function toCaseManagementRequestsQuery(search: CaseManagementRequestsSearch): CaseManagementRequestsRequest {
  const status = requestStatusOf(search);
  return {
    ...(status === 'all' ? {} : { status }),
    skip: ((search.page ?? 1) - 1) * REQUESTS_PAGE_SIZE,
    take: REQUESTS_PAGE_SIZE,
  };
}
