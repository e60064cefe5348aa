// GET /api/modular/employee/{employeeId}/health: one employee's health view (care's periods, the 12 months, the
// stage with its reason and history, the open tasks); absence types only for readers who may see them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export const employeeHealthQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: careKeys.health(employeeId),
    queryFn: ({ signal }) => apiRequest('employeeHealth', { params: { employeeId }, query: {}, signal }),
  });

export function useEmployeeHealth(employeeId: string) {
  return useQuery(employeeHealthQueryOptions(employeeId));
}
