// Query keys of the cases feature: the lists per query, one case's detail, explanation per day, overview. A comment
// written or deleted invalidates the case's detail (its comments) and the lists.
import type { CasesRequest } from '../cases-search.ts';

export const casesKeys = {
  all: ['cases'] as const,
  lists: () => [...casesKeys.all, 'list'] as const,
  list: (query: CasesRequest) => [...casesKeys.lists(), query] as const,
  case: (caseId: string) => [...casesKeys.all, 'case', caseId] as const,
  detail: (caseId: string) => [...casesKeys.case(caseId), 'detail'] as const,
  explanation: (caseId: string, date: string) => [...casesKeys.case(caseId), 'explanation', date] as const,
  overview: (caseId: string) => [...casesKeys.case(caseId), 'overview'] as const,
};
