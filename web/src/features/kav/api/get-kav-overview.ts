// GET /api/modular/kav: KAV or not (and why), the KAV policies, the counts and the last 12 months KAV beside KTG.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { kavKeys } from './kav-keys.ts';

export function useKavOverview() {
  return useQuery({
    queryKey: kavKeys.overview(),
    queryFn: ({ signal }) => apiRequest('kavOverview', { query: {}, signal }),
  });
}
