// GET /api/modular/policies/gaps: a page of the gaps on the day (kind, policy type and search filtered on the server),
// the previous page kept dimmed while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PolicyGapsRequest } from '../policies-search.ts';
import { policiesKeys } from './policies-keys.ts';

export function usePolicyGaps(query: PolicyGapsRequest) {
  return useQuery({
    queryKey: policiesKeys.gaps(query),
    queryFn: ({ signal }) => apiRequest('policyGaps', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
