// GET /api/modular/insurance/subunits: every company subunit of the current configuration as a billing unit (billing
// details, what stops a payout to it, employees today, open cases, payouts and open data issues), with the
// configuration's version, which a change sends back.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { insuranceSubunitsKeys } from './insurance-subunits-keys.ts';

export function useInsuranceSubunits() {
  return useQuery({
    queryKey: insuranceSubunitsKeys.list(),
    queryFn: ({ signal }) => apiRequest('insuranceSubunitsList', { signal }),
  });
}
