// GET /api/modular/employee/:employeeId/minimal: name, personnel number and assignment (employee.view; what a
// superior may see of their team members).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees-keys.ts';

export const employeeMinimalQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: employeesKeys.minimal(employeeId),
    queryFn: ({ signal }) => apiRequest('employeeMinimal', { params: { employeeId }, signal }),
  });

export function useEmployeeMinimal(employeeId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...employeeMinimalQueryOptions(employeeId), enabled: options.enabled ?? true });
}
