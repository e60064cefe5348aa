// GET /api/modular/benefits/cases/{caseId}: one case's months with their payouts, IV benefits and benefit stops.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { benefitsKeys } from './benefits-keys.ts';

export function useBenefitsCase(caseId: string | null) {
  return useQuery({
    queryKey: benefitsKeys.case(caseId ?? ''),
    queryFn: ({ signal }) => apiRequest('benefitsCase', { params: { caseId: caseId as string }, signal }),
    enabled: caseId !== null,
  });
}
