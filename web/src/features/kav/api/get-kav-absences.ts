// GET /api/modular/kav/absences: a page of a month's KAV sickness days with their basis and claim day, the previous
// page kept dimmed while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KavAbsencesRequest } from '../kav-search.ts';
import { kavKeys } from './kav-keys.ts';

export function useKavAbsences(query: KavAbsencesRequest, enabled: boolean) {
  return useQuery({
    queryKey: kavKeys.absences(query),
    queryFn: ({ signal }) => apiRequest('kavAbsences', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
