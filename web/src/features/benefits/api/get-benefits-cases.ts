// GET /api/modular/benefits/cases: a page of the cases with their figures (filters, search, sort on the server).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BenefitsCasesRequest } from '../benefits-search.ts';
import { benefitsKeys } from './benefits-keys.ts';

export function useBenefitsCases(query: BenefitsCasesRequest) {
  return useQuery({
    queryKey: benefitsKeys.cases(query),
    queryFn: ({ signal }) => apiRequest('benefitsCases', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
