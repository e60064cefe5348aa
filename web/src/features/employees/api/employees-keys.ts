// Query keys of the employees feature; invalidate `employeesKeys.all` after any change to an employee.
import type { EmployeesQuery } from '../../../../../src/contracts/index.ts';

export const employeesKeys = {
  all: ['employees'] as const,
  lists: () => [...employeesKeys.all, 'list'] as const,
  list: (query: EmployeesQuery) => [...employeesKeys.lists(), query] as const,
  details: () => [...employeesKeys.all, 'detail'] as const,
  /** One employee with the record valid on `dateOfReference` ('current' = today, else the latest). */
  detail: (employeeId: string, dateOfReference?: string) =>
    [...employeesKeys.details(), employeeId, dateOfReference ?? 'current'] as const,
  minimal: (employeeId: string) => [...employeesKeys.all, 'minimal', employeeId] as const,
  /** Several employees' minimal data (GET /employees/minimal); `employeeIds` sorted. */
  minimalMany: (employeeIds: readonly string[]) => [...employeesKeys.all, 'minimal-many', ...employeeIds] as const,
};
