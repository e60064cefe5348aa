// GET /api/modular/employee/{employeeId}/case-management: the employee's current case management status and whether
// the caller may request one now.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export function useEmployeeCaseManagement(employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: caseManagementKeys.employeeStatus(employeeId),
    queryFn: ({ signal }) => apiRequest('caseManagementEmployeeStatus', { params: { employeeId }, signal }),
    enabled,
  });
}
