// POST /api/modular/employees: a new employee with its first record (201; 409 EMPLOYEE_ALREADY_EXISTS).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees-keys.ts';

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployeeBody) => apiRequest('employeeCreate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKeys.all }),
  });
}
