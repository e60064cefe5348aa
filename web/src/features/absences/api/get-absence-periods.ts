// GET /api/modular/absence-periods: one page of derived periods, searched, filtered and sorted on the server, with
// their open issues where the user may see them. The previous page stays on screen (dimmed) until the next is there.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PeriodsRequest } from '../periods-search.ts';
import { absencesKeys } from './absences-keys.ts';

export const absencePeriodsQueryOptions = (query: PeriodsRequest) =>
  queryOptions({
    queryKey: absencesKeys.periodList(query),
    queryFn: ({ signal }) => apiRequest('absencePeriodsList', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useAbsencePeriods(query: PeriodsRequest) {
  return useQuery(absencePeriodsQueryOptions(query));
}
