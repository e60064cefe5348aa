// POST /api/modular/auth/dev-login: sign in as a demo user or admin (not in production). The answer is the new
// session; data of any previous identity is dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { devLoginBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from '../session-cache.ts';
import { authKeys } from './auth-keys.ts';

export type DevLoginInput = z.input<typeof devLoginBody>;

export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.devLogin(),
    mutationFn: (body: DevLoginInput) => apiRequest('authDevLogin', { body }),
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
