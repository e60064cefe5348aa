// The case's comments: POST /case/{caseId}/comments and DELETE /case/{insuredPersonId}/{caseId}/comments/{commentId}
// (decision 0018). Both refresh the case (its detail carries the comments) and the lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casesKeys } from './cases-keys.ts';

export type NewCaseComment = {
  caseId: string;
  insuredPersonId: string;
  comment: string;
  validBetween?: { from: string | null; to: string | null };
};

export function useAddCaseComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, ...body }: NewCaseComment) => apiRequest('caseCommentCreate', { params: { caseId }, body }),
    onSuccess: (_comment, input) => {
      void queryClient.invalidateQueries({ queryKey: casesKeys.case(input.caseId) });
      void queryClient.invalidateQueries({ queryKey: casesKeys.lists() });
    },
  });
}

export type CaseCommentRef = { caseId: string; insuredPersonId: string; commentId: string };

export function useDeleteCaseComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: CaseCommentRef) => apiRequest('caseCommentDelete', { params: ref }),
    onSuccess: (_result, ref) => {
      void queryClient.invalidateQueries({ queryKey: casesKeys.case(ref.caseId) });
      void queryClient.invalidateQueries({ queryKey: casesKeys.lists() });
    },
  });
}
