// GET /api/modular/report/{id}: one report, asked for every 1.5 s while it is RUNNING (the progress bar), then left.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export const REPORT_POLL_MS = 1500;

export function useReport(reportId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: reportsKeys.report(reportId ?? 'none'),
    queryFn: ({ signal }) => apiRequest('reportGet', { params: { reportId: reportId as string }, signal }),
    enabled: reportId !== null,
    refetchInterval: (current) => (current.state.data?.status === 'RUNNING' ? REPORT_POLL_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status && status !== 'RUNNING') void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() });
  }, [status, queryClient]);
  return query;
}
