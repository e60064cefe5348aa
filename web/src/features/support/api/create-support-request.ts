// POST /api/modular/support/requests: a request with the screen's context (area, path, ids); health-related ids
// are kept only with the user's consent (includesHealthData), else the server drops them and says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportRequestCreate } from '../../../../../src/contracts/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export type SupportRequestInput = z.input<typeof supportRequestCreate>;

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportRequestInput) => apiRequest('supportRequestCreate', { body }),
    onSuccess: (request) => {
      queryClient.setQueryData(supportKeys.detail(request.requestId), request);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
