// GET /api/modular/admin/issues: the data issues of every tenant for the platform's operators (decision 0063).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AdminIssuesRequest } from '../admin-issues-search.ts';
import { adminKeys } from './admin-keys.ts';

export function useAdminIssues(query: AdminIssuesRequest) {
  return useQuery({
    queryKey: adminKeys.issues(query),
    queryFn: ({ signal }) => apiRequest('adminIssuesList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
