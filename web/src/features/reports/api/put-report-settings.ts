// PUT /api/modular/report-settings: changes how long generated reports are kept (with the revision read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export function usePutReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { retentionDays: number; revision: number }) => apiRequest('reportSettingsPut', { body }),
    onSuccess: (saved) => queryClient.setQueryData(reportsKeys.settings(), saved),
    onError: () => queryClient.invalidateQueries({ queryKey: reportsKeys.settings() }),
  });
}
