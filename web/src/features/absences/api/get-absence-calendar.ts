// GET /api/modular/absence-calendar: one month of the team's absent days. The previous month stays on screen
// (dimmed) until the next is there, so paging through months never flashes an empty grid.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CalendarRequest } from '../calendar-search.ts';
import { absencesKeys } from './absences-keys.ts';

export const absenceCalendarQueryOptions = (query: CalendarRequest) =>
  queryOptions({
    queryKey: absencesKeys.calendar(query),
    queryFn: ({ signal }) => apiRequest('absenceCalendar', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useAbsenceCalendar(query: CalendarRequest) {
  return useQuery(absenceCalendarQueryOptions(query));
}
