// GET /api/modular/case/{caseId}: one case with its claims (and their day facts), comments, status history, monthly
// totals and the inputs people decided (manual corrections, IV settings, benefit stops), decision 0020. An internal
// admin reads the same detail through GET /admin/case/{ktgCaseId} (decision 0025); both below the case's key, so a
// saved input refreshes whichever is shown. Opened as the browser's page, the read is already under way when the
// screen renders (early-case-reads.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '../../../../../src/contracts/case-detail.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAdminCaseAccess } from '../admin-case-context.ts';
import { casesKeys } from './cases-keys.ts';
import { earlyReadKeys, takeEarlyAnswer, takeEarlyRead } from './early-case-reads.ts';

export const caseDetailQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: casesKeys.detail(caseId),
    queryFn: ({ signal }) =>
      takeEarlyRead<CaseDetail>(earlyReadKeys.detail(caseId)) ??
      apiRequest('caseDetail', { params: { caseId }, signal }),
    initialData: () => takeEarlyAnswer<CaseDetail>(earlyReadKeys.detail(caseId)),
  });

export const adminCaseDetailQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: casesKeys.adminDetail(caseId),
    queryFn: ({ signal }): Promise<CaseDetail> =>
      apiRequest('adminCaseDetail', { params: { ktgCaseId: caseId }, signal }),
  });

export function useCaseDetail(caseId: string) {
  const admin = useAdminCaseAccess();
  const options = admin ? adminCaseDetailQueryOptions(caseId) : caseDetailQueryOptions(caseId);
  return useQuery<CaseDetail, Error, CaseDetail, readonly unknown[]>({
    queryKey: options.queryKey,
    queryFn: options.queryFn as (context: { signal: AbortSignal }) => Promise<CaseDetail>,
    initialData: options.initialData as (() => CaseDetail | undefined) | undefined,
  });
}
