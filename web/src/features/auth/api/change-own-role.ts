// PATCH /api/modular/auth/session/role: switch the own role (staging, local, preview and demo only). The answer
// is the session with the new permissions; data loaded under the previous role is dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRole } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from '../session-cache.ts';
import { authKeys } from './auth-keys.ts';

export function useChangeOwnRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.changeOwnRole(),
    mutationFn: (userRole: UserRole) => apiRequest('authChangeOwnRole', { body: { userRole } }),
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
