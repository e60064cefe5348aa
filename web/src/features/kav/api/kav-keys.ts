// Query keys of the KAV feature (decision 0069): the overview, the completeness list and a month's absences per query.
// Nothing here writes; the records are completed on the employee form, whose save invalidates the employees' keys and,
// on the way back here, a new answer is read (staleTime of the app).
import type { KavAbsencesRequest, KavCompletenessRequest } from '../kav-search.ts';

export const kavKeys = {
  all: ['kav'] as const,
  overview: () => [...kavKeys.all, 'overview'] as const,
  completeness: (query: KavCompletenessRequest) => [...kavKeys.all, 'completeness', query] as const,
  absences: (query: KavAbsencesRequest) => [...kavKeys.all, 'absences', query] as const,
};
