// POST /api/modular/insured-person/{id}/reassign (decision 0023): claims of a case from the first day of one of its
// incapacity periods on move to a case of their own (targetCaseId null) or, a whole case, to the case of the same
// type directly before it. The answer is 'success' with the cases already derived again, so everything below the
// cases' key (lists, details, the person's cases) is marked stale here; the screen refetches what it shows (after a
// join it first leaves the case, which no longer exists, so its detail is not asked for again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casesKeys } from './cases-keys.ts';

export type ReassignRequest = { insuredPersonId: string; targetCaseId: string | null; claims: string[] };

export function useReassignClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ insuredPersonId, ...body }: ReassignRequest) =>
      apiRequest('insuredPersonReassign', { params: { insuredPersonId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKeys.all, refetchType: 'none' }),
  });
}
