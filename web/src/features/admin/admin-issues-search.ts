// The operators' issues list (/admin/issues; decision 0063) keeps its state in the URL on the list kit: the tenant,
// severity (1-5: 4 and 5 are the operators' own), type, dismissed issues shown, page. Pure functions: URL search
// params <-> the query of GET /api/modular/admin/issues. The server sorts the most severe first and offers no other
// order, so the list has one sort field and no sortable header. Defaults are left out of the URL.
import { ISSUE_TYPES } from '../../../../src/contracts/tenant.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

export const ADMIN_ISSUE_SEVERITIES = [1, 2, 3, 4, 5] as const;
export type AdminIssueSeverity = (typeof ADMIN_ISSUE_SEVERITIES)[number];
export type AdminIssueType = (typeof ISSUE_TYPES)[number];

export const ADMIN_ISSUES_PAGE_SIZE = 25;
const SORT_FIELDS = ['SEVERITY'] as const;
type AdminIssuesSortField = (typeof SORT_FIELDS)[number];

export type AdminIssuesSearch = {
  tenant?: string;
  severity?: AdminIssueSeverity;
  type?: AdminIssueType;
  dismissed?: true;
  sortBy?: AdminIssuesSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type AdminIssuesRequest = {
  tenantId?: string;
  severity?: number;
  type?: AdminIssueType;
  includeIgnored?: 'true';
  skip: number;
  take: number;
};

export const adminIssuesSearch = defineListSearch<AdminIssuesSearch, AdminIssuesSortField>({
  filters: {
    // A tenant id (a UUID; anything else would be refused by the server, so it is dropped here).
    tenant: param.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
    severity: param.oneOf(ADMIN_ISSUE_SEVERITIES),
    type: param.oneOf(ISSUE_TYPES),
    dismissed: param.flag,
  },
  sort: { fields: SORT_FIELDS, default: 'SEVERITY', defaultOrder: 'DESC' },
  pageSize: ADMIN_ISSUES_PAGE_SIZE,
});

export function parseAdminIssuesSearch(raw: Record<string, unknown>): AdminIssuesSearch {
  return adminIssuesSearch.parse(raw);
}

/** The list's state → the API's query. */
export function toAdminIssuesQuery(search: AdminIssuesSearch): AdminIssuesRequest {
  const { skip, take } = adminIssuesSearch.skipTake(search);
  const query: AdminIssuesRequest = { skip, take };
  if (search.tenant) query.tenantId = search.tenant;
  if (search.severity) query.severity = search.severity;
  if (search.type) query.type = search.type;
  if (search.dismissed) query.includeIgnored = 'true';
  return query;
}
