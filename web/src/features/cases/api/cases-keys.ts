// Query keys of the cases feature: the lists per query, one case's detail, explanation per day, overview. A comment
// written or deleted, or an admin input saved, invalidates the case's key (detail, explanations) and the lists.
import type { CasesRequest } from '../cases-search.ts';

export const casesKeys = {
  all: ['cases'] as const,
  lists: () => [...casesKeys.all, 'list'] as const,
  list: (query: CasesRequest) => [...casesKeys.lists(), query] as const,
  case: (caseId: string) => [...casesKeys.all, 'case', caseId] as const,
  detail: (caseId: string) => [...casesKeys.case(caseId), 'detail'] as const,
  explanation: (caseId: string, date: string) => [...casesKeys.case(caseId), 'explanation', date] as const,
  /** The admin's reads of the case (decision 0025): below the case's key, refreshed with it. */
  adminDetail: (caseId: string) => [...casesKeys.case(caseId), 'admin-detail'] as const,
  adminExplanation: (caseId: string, date: string) => [...casesKeys.case(caseId), 'admin-explanation', date] as const,
  overview: (caseId: string) => [...casesKeys.case(caseId), 'overview'] as const,
};
