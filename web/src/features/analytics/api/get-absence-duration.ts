// POST /api/analytics/absence-duration: the combined absence periods per duration bucket (C18) of the screen's query.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import { analyticsKeys } from './analytics-keys.ts';
import { analyticsRequest } from './analytics-request.ts';

export function useAbsenceDuration(query: AnalyticsQueryInput, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.duration(query),
    queryFn: ({ signal }) => analyticsRequest('analyticsAbsenceDuration', { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
