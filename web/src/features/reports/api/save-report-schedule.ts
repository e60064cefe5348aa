// POST /api/modular/report-schedule (new) or PUT /report-schedule/{id} (with the revision read: someone else's save
// in between answers 409 REVISION_CONFLICT, shown with "load the current version"). Also switches a schedule on or
// off (the whole schedule with isActive changed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ScheduleBodyInput } from '../report-form.ts';
import { reportsKeys } from './reports-keys.ts';

export type SaveScheduleInput = { scheduleId: string | null; revision?: number; body: ScheduleBodyInput };

export function useSaveReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, revision, body }: SaveScheduleInput) =>
      scheduleId === null
        ? apiRequest('reportScheduleCreate', { body: body })
        : apiRequest('reportScheduleUpdate', { params: { scheduleId }, body: { ...body, revision } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.schedules() }),
  });
}
