// GET /api/modular/benefits/payouts/{payoutId}/statement: a released payout's statement (decision 0035's), a signed
// address opened in a new tab.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useBenefitStatement() {
  return useMutation({
    mutationFn: (payoutId: string) => apiRequest('benefitsStatement', { params: { payoutId } }),
  });
}
