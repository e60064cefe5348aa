// POST /api/modular/employee/:employeeId: a new temporal record from validFrom; the record covering that day ends
// the day before (400 INVALID_PARAMETERS when a record already starts that day).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTemporalRecordBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { employeesKeys } from './employees-keys.ts';

export type AddEmployeeRecordInput = { employeeId: string; body: NewTemporalRecordBody };

export function useAddEmployeeRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: AddEmployeeRecordInput) =>
      apiRequest('employeeNewRecord', { params: { employeeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKeys.all }),
  });
}
