// GET /api/analytics/analytics-view: the user's saved views with the revision a save must name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analyticsKeys } from './analytics-keys.ts';

export const analyticsViewsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.views(),
    queryFn: ({ signal }) => apiRequest('analyticsViewGet', { signal }),
    staleTime: 60_000,
  });

export function useAnalyticsViews() {
  return useQuery(analyticsViewsQueryOptions());
}
