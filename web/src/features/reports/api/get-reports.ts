// GET /api/modular/reports: one page of the company's generated reports, newest first. The previous page stays on
// screen (dimmed) until the next is there; while a report of the page runs, the page is asked for again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { REPORT_POLL_MS } from './get-report.ts';
import { reportsKeys } from './reports-keys.ts';

export function useReports(query: { skip: number; take: number }) {
  return useQuery({
    queryKey: reportsKeys.list(query),
    queryFn: ({ signal }) => apiRequest('reportsList', { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((report) => report.status === 'RUNNING') ? REPORT_POLL_MS * 2 : false,
  });
}
