// POST /api/analytics/absence-rate: the rate by period and group of the screen's query, with the previous period
// and the year before. The previous answer stays on screen (dimmed) while a changed filter's loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import { analyticsKeys } from './analytics-keys.ts';

export function useAbsenceRate(query: AnalyticsQueryInput, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.rate(query),
    queryFn: ({ signal }) => apiRequest('analyticsAbsenceRate', { body: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
