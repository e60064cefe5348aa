// GET /api/modular/employee/:employeeId?dateOfReference=: the record valid on that day (default today, else the
// latest) and the record history. Needs employee.personalData.view.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees-keys.ts';

export const employeeQueryOptions = (employeeId: string, dateOfReference?: string) =>
  queryOptions({
    queryKey: employeesKeys.detail(employeeId, dateOfReference),
    queryFn: ({ signal }) =>
      apiRequest('employeeGet', {
        params: { employeeId },
        query: dateOfReference ? { dateOfReference } : {},
        signal,
      }),
    // Another day of the same employee keeps the shown record until the next one is there; another employee
    // never shows the previous one's data.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === employeeId ? previous : undefined),
  });

export function useEmployee(employeeId: string, dateOfReference?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...employeeQueryOptions(employeeId, dateOfReference), enabled: options.enabled ?? true });
}
