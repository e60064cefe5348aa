// GET /api/modular/employees: one page of employees, searched, filtered and sorted on the server (a superior
// gets their team only). Paging keeps the previous page on screen until the next one is there (no flicker).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeesQuery } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees-keys.ts';

export const employeesQueryOptions = (query: EmployeesQuery) =>
  queryOptions({
    queryKey: employeesKeys.list(query),
    queryFn: ({ signal }) => apiRequest('employeesList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useEmployees(query: EmployeesQuery) {
  return useQuery(employeesQueryOptions(query));
}
