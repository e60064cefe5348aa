// Query keys of the absences feature; `absencesKeys.periods()` after any write to absences or colour marks.
import type { CalendarRequest } from '../calendar-search.ts';
import type { PeriodsRequest } from '../periods-search.ts';

export const absencesKeys = {
  all: ['absences'] as const,
  periods: () => [...absencesKeys.all, 'periods'] as const,
  periodList: (query: PeriodsRequest) => [...absencesKeys.periods(), query] as const,
  calendar: (query: CalendarRequest) => [...absencesKeys.all, 'calendar', query] as const,
  editingBlocked: () => [...absencesKeys.all, 'editing-blocked'] as const,
  employeeSearch: (text: string) => [...absencesKeys.all, 'employee-search', text] as const,
};
