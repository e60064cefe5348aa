// GET /api/modular/auth/session: who is signed in. 401 UNAUTHENTICATED is an answer here ("nobody"), not an
// error: the query resolves to null and the app shows the sign-in screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { acceptSession, type Session } from '../session-cache.ts';
import { authKeys } from './auth-keys.ts';

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: async ({ signal, client }): Promise<Session | null> => {
      try {
        return acceptSession(client, await apiRequest('authSession', { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 401) return acceptSession(client, null);
        throw error;
      }
    },
    // Permissions may change elsewhere (an administrator changes the role); a returning tab checks again.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** The raw session query: data is the session, null when signed out, undefined while loading. */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
