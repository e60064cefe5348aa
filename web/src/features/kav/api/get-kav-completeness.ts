// GET /api/modular/kav/completeness: a page of the records incomplete for KAV (search, field, sort on the server), the
// previous page kept dimmed while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KavCompletenessRequest } from '../kav-search.ts';
import { kavKeys } from './kav-keys.ts';

export function useKavCompleteness(query: KavCompletenessRequest, enabled: boolean) {
  return useQuery({
    queryKey: kavKeys.completeness(query),
    queryFn: ({ signal }) => apiRequest('kavCompleteness', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
