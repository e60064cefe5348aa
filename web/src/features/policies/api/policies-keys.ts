// Query keys of the policies feature (decision 0065): the overview of a day, the gap list and one policy's insured
// list per query. Every read is of one day; nothing here writes, so nothing invalidates but a change of the day.
import type { PolicyGapsRequest, PolicyInsuredRequest } from '../policies-search.ts';

export const policiesKeys = {
  all: ['policies'] as const,
  overview: (date: string) => [...policiesKeys.all, 'overview', date] as const,
  gaps: (query: PolicyGapsRequest) => [...policiesKeys.all, 'gaps', query] as const,
  insured: (query: PolicyInsuredRequest) => [...policiesKeys.all, 'insured', query] as const,
};
