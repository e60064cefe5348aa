// POST /api/modular/report/preview: the first rows of a definition and how many it has, before generating it.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ReportDefinitionInput } from '../report-form.ts';

export function usePreviewReport() {
  return useMutation({
    mutationFn: (definition: ReportDefinitionInput) =>
      apiRequest('reportPreview', { body: { reportDefinition: definition } }),
  });
}
