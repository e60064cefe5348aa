// GET /api/analytics/analytics-view: the user's saved views with the revision a save must name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from './analytics-keys.ts';
import { analyticsRequest } from './analytics-request.ts';

export const analyticsViewsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.views(),
    queryFn: ({ signal }) => analyticsRequest('analyticsViewGet', { signal }),
    staleTime: 60_000,
  });

export function useAnalyticsViews() {
  return useQuery(analyticsViewsQueryOptions());
}
