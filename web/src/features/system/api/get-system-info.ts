// GET /api/modular/system/info: product name, version and environment (src/contracts/system.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './system-keys.ts';

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.info(),
    queryFn: ({ signal }) => apiRequest('systemInfo', { signal }),
    // Version and environment change only with a deployment.
    staleTime: 5 * 60_000,
  });

export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions());
}
