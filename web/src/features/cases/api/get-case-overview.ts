// GET /api/modular/case-overview/{ktgCaseId}: the case overview flags (review completed, power of attorney,
// back to work, earliest report date). Opened as the browser's page, the read is already under way
// (early-case-reads.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { casesKeys } from './cases-keys.ts';
import { earlyReadKeys, takeEarlyAnswer, takeEarlyRead } from './early-case-reads.ts';

export const caseOverviewQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: casesKeys.overview(caseId),
    queryFn: ({ signal }) =>
      takeEarlyRead<ApiResponse<'caseOverview'>>(earlyReadKeys.overview(caseId)) ??
      apiRequest('caseOverview', { params: { ktgCaseId: caseId }, signal }),
    initialData: () => takeEarlyAnswer<ApiResponse<'caseOverview'>>(earlyReadKeys.overview(caseId)),
  });

/** `enabled: false` for an internal admin, who has no tenant route (the screen leaves the section out). */
export function useCaseOverview(caseId: string, enabled = true) {
  return useQuery({ ...caseOverviewQueryOptions(caseId), enabled });
}
