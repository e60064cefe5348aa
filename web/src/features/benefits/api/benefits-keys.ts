// Query keys of the benefits feature (decision 0068): the totals and the case list per query, one case. Every read;
// nothing here writes, so nothing invalidates but a change of the query.
import type { BenefitsCasesRequest, BenefitsFilter } from '../benefits-search.ts';

export const benefitsKeys = {
  all: ['benefits'] as const,
  totals: (filter: BenefitsFilter) => [...benefitsKeys.all, 'totals', filter] as const,
  cases: (query: BenefitsCasesRequest) => [...benefitsKeys.all, 'cases', query] as const,
  case: (caseId: string) => [...benefitsKeys.all, 'case', caseId] as const,
};
