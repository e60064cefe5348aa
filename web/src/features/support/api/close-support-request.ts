// POST /api/modular/support/requests/{requestId}/close: the user closes the request (a later message opens it
// again); with the revision loaded (409 REVISION_CONFLICT when an answer came in between).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export function useCloseSupportRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => apiRequest('supportRequestClose', { params: { requestId }, body: { revision } }),
    onSuccess: (request) => {
      queryClient.setQueryData(supportKeys.detail(requestId), request);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
