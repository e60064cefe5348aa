// GET /api/modular/case/{caseId}/explanation?date=: the explanation trail of the case's claims of one day ("why this
// amount?"), recomputed on the stored computation's day. Asked for only when a day is chosen; an explanation does
// not change until the case is recomputed, so it stays fresh for the session's default stale time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casesKeys } from './cases-keys.ts';

export const caseExplanationQueryOptions = (caseId: string, date: string) =>
  queryOptions({
    queryKey: casesKeys.explanation(caseId, date),
    queryFn: ({ signal }) => apiRequest('caseExplanation', { params: { caseId }, query: { date }, signal }),
  });

export function useCaseExplanation(caseId: string, date: string | undefined) {
  return useQuery({ ...caseExplanationQueryOptions(caseId, date ?? ''), enabled: date !== undefined });
}
