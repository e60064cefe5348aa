// POST /api/modular/admin/support/requests/{requestId}/messages: an operator's answer (the request is ANSWERED);
// with the revision loaded (409 REVISION_CONFLICT when the user wrote in between). The admin home's count changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { supportKeys } from './support-keys.ts';

export function useAnswerSupportRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; revision: number }) =>
      apiRequest('adminSupportMessageCreate', { params: { requestId }, body }),
    onSuccess: (request) => {
      queryClient.setQueryData(supportKeys.adminDetail(requestId), request);
      void queryClient.invalidateQueries({ queryKey: supportKeys.adminLists() });
      void queryClient.invalidateQueries({ queryKey: workListKeys.admin() });
    },
  });
}
