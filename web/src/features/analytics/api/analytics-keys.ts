// Query keys of the analytics feature: the figures per query (rate, duration, the people behind one figure, one
// person's months) and the user's saved views. A saved view invalidates `views()` only; the figures stay cached.
import type { AnalyticsQueryInput } from '../analytics-search.ts';

export type PeopleRequest = AnalyticsQueryInput & { period?: string; groupId?: string | null };
export type EmployeeRateRequest = { employeeId: string; from: string; to: string; unit: string; asOf?: string };

export const analyticsKeys = {
  all: ['analytics'] as const,
  figures: () => [...analyticsKeys.all, 'figures'] as const,
  rate: (query: AnalyticsQueryInput) => [...analyticsKeys.figures(), 'rate', query] as const,
  duration: (query: AnalyticsQueryInput) => [...analyticsKeys.figures(), 'duration', query] as const,
  people: (query: PeopleRequest) => [...analyticsKeys.figures(), 'people', query] as const,
  employee: (query: EmployeeRateRequest) => [...analyticsKeys.figures(), 'employee', query] as const,
  homeRate: (query: AnalyticsQueryInput) => [...analyticsKeys.figures(), 'home', query] as const,
  views: () => [...analyticsKeys.all, 'views'] as const,
};
