// GET /api/modular/auth/login-options (public): identity provider and, outside production, the demo user picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const loginOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.loginOptions(),
    queryFn: ({ signal }) => apiRequest('authLoginOptions', { signal }),
    staleTime: 5 * 60_000,
  });

export function useLoginOptions() {
  return useQuery(loginOptionsQueryOptions());
}
