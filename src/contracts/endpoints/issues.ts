// Data issues (spec section 7, "GET /tenant/issues", "PATCH /issues", admin "GET /issues"): the endpoint table of
// this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  adminIssuesPage,
  adminIssuesQuery,
  patchIssuesBody,
  patchIssuesResult,
  tenantIssuesPage,
  tenantIssuesQuery,
} from '../issues.ts';

export const issuesEndpoints = {
  tenantIssuesList: {
    method: 'GET',
    access: permission('insurance.issues.view'),
    path: `${API_PREFIX.modular}/tenant/issues`,
    summary:
      "The tenant's data issues of severity 1-3 with employee names and details, most severe first (filters: " +
      'severity, type, employee, dismissed); take 1-1000, default 200',
    tags: ['issues'],
    querystring: tenantIssuesQuery,
    response: tenantIssuesPage,
  },
  issuesUpdate: {
    method: 'PATCH',
    access: permission('insurance.issues.edit'),
    path: `${API_PREFIX.modular}/issues`,
    summary:
      'Dismiss (ignored_at = a timestamp) or restore (null) issues, by ids or by filter; only severity ≤ 2 ' +
      '(UNAUTHORIZED_ISSUES otherwise). NO_ISSUE_IDS_PROVIDED, INVALID_FILTER',
    tags: ['issues'],
    body: patchIssuesBody,
    response: patchIssuesResult,
  },
  adminIssuesList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/issues`,
    summary:
      'Data issues across tenants, most severe first, with the tenant and the employee (filters: tenant, severity ' +
      '1-5, type, employee, dismissed); and the tenants with issues under the filter; take 1-1000, default 200',
    tags: ['admin'],
    querystring: adminIssuesQuery,
    response: adminIssuesPage,
  },
} as const satisfies Record<string, Endpoint>;
