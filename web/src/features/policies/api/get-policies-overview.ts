// GET /api/modular/policies?date=: the tenant's policies on the day with the coverage behind each, the insured counts
// and the gaps counted by kind. A change of the day keeps the previous day's answer shown (dimmed) until the next one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { policiesKeys } from './policies-keys.ts';

export function usePoliciesOverview(date: string) {
  return useQuery({
    queryKey: policiesKeys.overview(date),
    queryFn: ({ signal }) => apiRequest('policiesOverview', { query: { date }, signal }),
    placeholderData: keepPreviousData,
  });
}
