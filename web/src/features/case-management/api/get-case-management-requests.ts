// GET /api/modular/case-management-requests: the requests inbox (open ones first).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CaseManagementRequestsRequest } from '../requests-search.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export function useCaseManagementRequests(query: CaseManagementRequestsRequest) {
  return useQuery({
    queryKey: caseManagementKeys.requestList(query),
    queryFn: ({ signal }) => apiRequest('caseManagementRequestsList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
