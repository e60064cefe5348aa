// GET /api/modular/case: one page of an area's cases (its claim type), searched, filtered and sorted on the server
// (decision 0018). The previous page stays on screen (dimmed) until the next is there.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CasesRequest } from '../cases-search.ts';
import { casesKeys } from './cases-keys.ts';

export const casesQueryOptions = (query: CasesRequest) =>
  queryOptions({
    queryKey: casesKeys.list(query),
    queryFn: ({ signal }) => apiRequest('casesList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useCases(query: CasesRequest) {
  return useQuery(casesQueryOptions(query));
}
