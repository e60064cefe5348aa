// GET /api/modular/tenant/issues: the tenant's data issues (severity 1-3) with employee names and details. The page
// loads up to 1000 at once (the route's maximum) and groups them itself; the employee search runs on the loaded list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tenantIssuesQuery } from '../../../../../src/contracts/issues.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { issuesKeys } from './issues-keys.ts';

export type IssuesQuery = z.input<typeof tenantIssuesQuery>;
export const ISSUES_PAGE_SIZE = 1000;

export const issuesQueryOptions = (query: IssuesQuery) =>
  queryOptions({
    queryKey: issuesKeys.list(query),
    queryFn: ({ signal }) => apiRequest('tenantIssuesList', { query: { ...query, take: ISSUES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export function useIssues(query: IssuesQuery) {
  return useQuery(issuesQueryOptions(query));
}
