// TanStack Query defaults: one retry for transient failures, none for answers that will not change on retry
// (4xx, contract violations), no retry of writes.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

const MAX_QUERY_RETRIES = 1;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.code === 'INVALID_RESPONSE' || (error.status >= 400 && error.status < 500))) {
    return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
