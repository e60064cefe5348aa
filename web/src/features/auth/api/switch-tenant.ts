// PUT /api/modular/auth/session/tenant: move the session to the own membership in another company. The answer is
// the session there (other user id, role and tenant, a new CSRF token); everything loaded for the previous company
// is dropped from the cache (its identity key differs), so no screen can show or write the old company's data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceSession } from '../session-cache.ts';
import { authKeys } from './auth-keys.ts';

export function useSwitchTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.switchTenant(),
    mutationFn: async (tenantId: string) => {
      // The switch renews the session cookie: a request still under way with the old one would come back 401 and
      // clear the new cookie. Abort what is in flight (queries pass their signal); it is reloaded afterwards.
      await queryClient.cancelQueries();
      return apiRequest('authSwitchTenant', { body: { tenantId } });
    },
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
