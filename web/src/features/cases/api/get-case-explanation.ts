// GET /api/modular/case/{caseId}/explanation?date=: the explanation trail of the case's claims of one day ("why this
// amount?"), recomputed on the stored computation's day. Asked for only when a day is chosen; an explanation does
// not change until the case is recomputed, so it stays fresh for the session's default stale time (a saved admin
// input invalidates the case's keys). An internal admin asks GET /admin/case/{ktgCaseId}/explanation (decision 0025).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseExplanation } from '../../../../../src/contracts/case-detail.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAdminCaseAccess } from '../admin-case-context.ts';
import { casesKeys } from './cases-keys.ts';

export const caseExplanationQueryOptions = (caseId: string, date: string) =>
  queryOptions({
    queryKey: casesKeys.explanation(caseId, date),
    queryFn: ({ signal }) => apiRequest('caseExplanation', { params: { caseId }, query: { date }, signal }),
  });

export const adminCaseExplanationQueryOptions = (caseId: string, date: string) =>
  queryOptions({
    queryKey: casesKeys.adminExplanation(caseId, date),
    queryFn: ({ signal }): Promise<CaseExplanation> =>
      apiRequest('adminCaseExplanation', { params: { ktgCaseId: caseId }, query: { date }, signal }),
  });

export function useCaseExplanation(caseId: string, date: string | undefined) {
  const admin = useAdminCaseAccess();
  const options = admin
    ? adminCaseExplanationQueryOptions(caseId, date ?? '')
    : caseExplanationQueryOptions(caseId, date ?? '');
  return useQuery<CaseExplanation, Error, CaseExplanation, readonly unknown[]>({
    queryKey: options.queryKey,
    queryFn: options.queryFn as (context: { signal: AbortSignal }) => Promise<CaseExplanation>,
    enabled: date !== undefined,
  });
}
