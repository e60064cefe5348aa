// The support lists keep their state in the URL on the list kit (decision 0067): the company's requests (/support:
// status, page) and the operators' inbox (/admin/support: status, tenant, page). Pure functions: URL search params
// <-> the query of GET /api/modular/support/requests and GET /api/modular/admin/support/requests. The server orders
// the lists itself (the latest message first; in the inbox the waiting ones first), so each has one sort field and
// no sortable header. Defaults are left out of the URL.
import { SUPPORT_REQUEST_STATUSES } from '../../../../src/contracts/support.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

export type SupportStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];
export { SUPPORT_REQUEST_STATUSES };

export const SUPPORT_PAGE_SIZE = 25;
const SORT_FIELDS = ['LAST_MESSAGE'] as const;
type SupportSortField = (typeof SORT_FIELDS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SupportSearch = {
  status?: SupportStatus;
  sortBy?: SupportSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type AdminSupportSearch = SupportSearch & {
  /** A tenant id (a UUID; anything else would be refused by the server, so it is dropped here). */
  tenant?: string;
};

export type SupportRequestsRequest = { status?: SupportStatus; skip: number; take: number };
export type AdminSupportRequestsRequest = SupportRequestsRequest & { tenantId?: string };

const sort = { fields: SORT_FIELDS, default: 'LAST_MESSAGE', defaultOrder: 'DESC' } as const;

export const supportSearch = defineListSearch<SupportSearch, SupportSortField>({
  filters: { status: param.oneOf(SUPPORT_REQUEST_STATUSES) },
  sort,
  pageSize: SUPPORT_PAGE_SIZE,
});

export const adminSupportSearch = defineListSearch<AdminSupportSearch, SupportSortField>({
  filters: { status: param.oneOf(SUPPORT_REQUEST_STATUSES), tenant: param.pattern(UUID) },
  sort,
  pageSize: SUPPORT_PAGE_SIZE,
});

export function parseSupportSearch(raw: Record<string, unknown>): SupportSearch {
  return supportSearch.parse(raw);
}

export function parseAdminSupportSearch(raw: Record<string, unknown>): AdminSupportSearch {
  return adminSupportSearch.parse(raw);
}

/** The company's list state → the API's query. */
export function toSupportQuery(search: SupportSearch): SupportRequestsRequest {
  const query: SupportRequestsRequest = supportSearch.skipTake(search);
  if (search.status) query.status = search.status;
  return query;
}

/** The inbox's state → the API's query. */
export function toAdminSupportQuery(search: AdminSupportSearch): AdminSupportRequestsRequest {
  const query: AdminSupportRequestsRequest = adminSupportSearch.skipTake(search);
  if (search.status) query.status = search.status;
  if (search.tenant) query.tenantId = search.tenant;
  return query;
}
