// POST /api/analytics/absence-duration: the combined absence periods per duration bucket (C18) of the screen's query.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import { analyticsKeys } from './analytics-keys.ts';

export function useAbsenceDuration(query: AnalyticsQueryInput, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.duration(query),
    queryFn: ({ signal }) => apiRequest('analyticsAbsenceDuration', { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
