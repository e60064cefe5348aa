// GET /api/modular/case/{caseId}: one case with its claims (and their day facts), comments, status history, monthly
// totals and the inputs people decided (manual corrections, IV settings, benefit stops), decision 0020.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casesKeys } from './cases-keys.ts';

export const caseDetailQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: casesKeys.detail(caseId),
    queryFn: ({ signal }) => apiRequest('caseDetail', { params: { caseId }, signal }),
  });

export function useCaseDetail(caseId: string) {
  return useQuery(caseDetailQueryOptions(caseId));
}
