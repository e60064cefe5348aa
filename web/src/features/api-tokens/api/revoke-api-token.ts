// POST /api/modular/api-tokens/:tokenId/revoke: requests with the token answer 401 from now on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiTokensKeys } from './api-tokens-keys.ts';

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => apiRequest('apiTokensRevoke', { params: { tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKeys.all }),
  });
}
