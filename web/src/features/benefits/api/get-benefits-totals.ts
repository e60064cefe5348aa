// GET /api/modular/benefits: the totals per month and per subunit of the months and filters, the previous ones kept
// dimmed while the next load.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BenefitsFilter } from '../benefits-search.ts';
import { benefitsKeys } from './benefits-keys.ts';

export function useBenefitsTotals(filter: BenefitsFilter) {
  return useQuery({
    queryKey: benefitsKeys.totals(filter),
    queryFn: ({ signal }) => apiRequest('benefitsTotals', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}
