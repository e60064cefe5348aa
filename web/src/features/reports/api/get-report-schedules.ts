// GET /api/modular/report-schedules: the scheduled reports, by name.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export function useReportSchedules() {
  return useQuery({
    queryKey: reportsKeys.schedules(),
    queryFn: ({ signal }) => apiRequest('reportSchedulesList', { signal }),
  });
}
