// GET /ready: database and migration checks. The endpoint answers 503 with the same Readiness body when the
// service is not ready, so 503 is data here, not an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './system-keys.ts';

export const READINESS_REFRESH_MS = 30_000;

export const readinessQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.readiness(),
    queryFn: ({ signal }) => apiRequest('ready', { signal, acceptStatuses: [503] }),
    refetchInterval: READINESS_REFRESH_MS,
  });

export function useReadiness() {
  return useQuery(readinessQueryOptions());
}
