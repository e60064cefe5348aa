// TanStack Query defaults: one retry for transient failures, none for answers that will not change on retry
// (4xx, contract violations), no retry of writes. Any answer saying the session is gone (401) or its CSRF token
// is stale makes the app check the session again: an ended session then shows the sign-in screen.
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { authKeys } from '../features/auth/index.ts';
import { isApiError } from '../lib/api-client.ts';

const MAX_QUERY_RETRIES = 1;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.code === 'INVALID_RESPONSE' || (error.status >= 400 && error.status < 500))) {
    return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

/** Whether a failure means the client's idea of the session is out of date. */
export function isSessionFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 'INVALID_CSRF_TOKEN');
}

function isSessionQuery(queryKey: QueryKey | undefined): boolean {
  const sessionKey = authKeys.session();
  return queryKey !== undefined && sessionKey.every((part, index) => queryKey[index] === part);
}

export function createQueryClient(): QueryClient {
  const recheckSession = (error: unknown, queryKey?: QueryKey) => {
    if (isSessionFailure(error) && !isSessionQuery(queryKey)) {
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckSession(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSession(error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
