// GET /api/modular/report-settings: how long generated reports are kept.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export function useReportSettings() {
  return useQuery({
    queryKey: reportsKeys.settings(),
    queryFn: ({ signal }) => apiRequest('reportSettingsGet', { signal }),
  });
}
