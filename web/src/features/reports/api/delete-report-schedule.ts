// DELETE /api/modular/report-schedule/{id}: removes a schedule (its runs stay in the history).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: string) => apiRequest('reportScheduleDelete', { params: { scheduleId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.schedules() }),
  });
}
