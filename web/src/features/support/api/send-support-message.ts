// POST /api/modular/support/requests/{requestId}/messages: the user's message with the revision the screen loaded
// (409 REVISION_CONFLICT when an answer came in between); the request is open again for the operators.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export function useSendSupportMessage(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; revision: number }) =>
      apiRequest('supportMessageCreate', { params: { requestId }, body }),
    onSuccess: (request) => {
      queryClient.setQueryData(supportKeys.detail(requestId), request);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
