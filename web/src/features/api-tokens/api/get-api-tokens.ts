// GET /api/modular/api-tokens: the company's external API tokens (never the secrets themselves).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiTokensKeys } from './api-tokens-keys.ts';

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensKeys.list(),
    queryFn: ({ signal }) => apiRequest('apiTokensList', { signal }),
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
