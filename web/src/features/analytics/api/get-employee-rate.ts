// GET /api/analytics/absence-rate/:employeeId: one person's rate by period and the absence days behind it (each with
// its counted hours, or why fewer count), asked for when a person of the people drawer is opened.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analyticsKeys, type EmployeeRateRequest } from './analytics-keys.ts';

export function useEmployeeRate(request: EmployeeRateRequest | null) {
  return useQuery({
    queryKey: analyticsKeys.employee(request as EmployeeRateRequest),
    queryFn: ({ signal }) => {
      const { employeeId, unit, ...query } = request as EmployeeRateRequest;
      return apiRequest('analyticsEmployeeRate', {
        params: { employeeId },
        query: { ...query, unit: unit as 'MONTH' | 'QUARTER' | 'YEAR' },
        signal,
      });
    },
    enabled: request !== null,
  });
}
