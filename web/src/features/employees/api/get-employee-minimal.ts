// GET /api/modular/employee/:employeeId/minimal: name, personnel number and assignment (employee.view; what a
// superior may see of their team members). GET /api/modular/employees/minimal: the same for several employees in
// one request (those outside the viewer's scope are left out).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeMinimal } from '../../../../../src/contracts/index.ts';
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

/** Most ids one request may name (EMPLOYEES_MINIMAL_MAX in the contract). */
const MINIMAL_BATCH = 200;

/**
 * Several employees by id, as a map; ids the viewer may not see are missing from it. The ids are sorted and
 * deduplicated, so the cache entry does not depend on their order; more than 200 ids take one request per 200.
 */
export const employeesMinimalQueryOptions = (employeeIds: readonly string[]) => {
  const ids = [...new Set(employeeIds)].sort();
  return queryOptions({
    queryKey: employeesKeys.minimalMany(ids),
    queryFn: async ({ signal }) => {
      const batches: string[][] = [];
      for (let start = 0; start < ids.length; start += MINIMAL_BATCH)
        batches.push(ids.slice(start, start + MINIMAL_BATCH));
      const answers = await Promise.all(
        batches.map((batch) => apiRequest('employeesMinimal', { query: { employeeIds: batch.join(',') }, signal })),
      );
      return new Map<string, EmployeeMinimal>(
        answers.flatMap((answer) => answer.items.map((item) => [item.employeeId, item] as const)),
      );
    },
  });
};
