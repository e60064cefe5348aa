// POST /api/modular/api-tokens: creates a token. The answer carries the secret; it is shown once and never
// cached (mutation state only, gone when the dialog closes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createApiTokenBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiTokensKeys } from './api-tokens-keys.ts';

export type CreateApiTokenInput = z.input<typeof createApiTokenBody>;

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenInput) => apiRequest('apiTokensCreate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKeys.all }),
    // The mutation cache would otherwise keep the answer (with the secret) for gcTime after the dialog closes.
    gcTime: 0,
  });
}
