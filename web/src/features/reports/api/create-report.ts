// POST /api/modular/report: generates a report. 201 answers it DONE (with its download address); 202 answers it
// RUNNING, and GET /report/{id} (get-report.ts) follows it. The history is asked for again either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ReportDefinitionInput } from '../report-form.ts';
import { reportsKeys } from './reports-keys.ts';

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: ReportDefinitionInput) =>
      apiRequest('reportCreate', { body: { reportDefinition: definition } }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportsKeys.report(report.reportId), report);
      void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() });
    },
  });
}
