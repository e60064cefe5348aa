// PATCH /api/modular/employee/:employeeId: corrects the current record (valid today, else the latest) with the
// changed fields only; the API merges them and checks the whole record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchEmployeeBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees-keys.ts';

export type CorrectEmployeeInput = { employeeId: string; body: PatchEmployeeBody };

export function useCorrectEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: CorrectEmployeeInput) =>
      apiRequest('employeeCorrect', { params: { employeeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKeys.all }),
  });
}
