// GET /api/modular/case-management: one page of case managements (a superior: the team), by the next deadline
// first. The previous page stays on screen (dimmed) until the next is there.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CaseManagementsRequest } from '../case-managements-search.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export function useCaseManagements(query: CaseManagementsRequest) {
  return useQuery({
    queryKey: caseManagementKeys.list(query),
    queryFn: ({ signal }) => apiRequest('caseManagementList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
