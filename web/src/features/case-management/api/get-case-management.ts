// GET /api/modular/case-management/{caseManagementId}: status history, requests, plan and the case overview fields.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export function useCaseManagement(caseManagementId: string) {
  return useQuery({
    queryKey: caseManagementKeys.detail(caseManagementId),
    queryFn: ({ signal }) => apiRequest('caseManagementGet', { params: { caseManagementId }, signal }),
  });
}
