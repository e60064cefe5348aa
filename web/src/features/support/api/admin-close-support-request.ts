// POST /api/modular/admin/support/requests/{requestId}/close: an operator closes the request (409
// REVISION_CONFLICT when the user wrote in between). The admin home's count changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { supportKeys } from './support-keys.ts';

export function useAdminCloseSupportRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      apiRequest('adminSupportRequestClose', { params: { requestId }, body: { revision } }),
    onSuccess: (request) => {
      queryClient.setQueryData(supportKeys.adminDetail(requestId), request);
      void queryClient.invalidateQueries({ queryKey: supportKeys.adminLists() });
      void queryClient.invalidateQueries({ queryKey: workListKeys.admin() });
    },
  });
}
