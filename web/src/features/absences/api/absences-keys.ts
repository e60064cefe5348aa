// Query keys of the absences feature; `absencesKeys.periods()` after any write to absences or colour marks.
import type { PeriodsRequest } from '../periods-search.ts';

export const absencesKeys = {
  all: ['absences'] as const,
  periods: () => [...absencesKeys.all, 'periods'] as const,
  periodList: (query: PeriodsRequest) => [...absencesKeys.periods(), query] as const,
  editingBlocked: () => [...absencesKeys.all, 'editing-blocked'] as const,
  employeeSearch: (text: string) => [...absencesKeys.all, 'employee-search', text] as const,
};
