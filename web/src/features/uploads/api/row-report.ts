// GET /api/modular/absence-upload/:id/row-report: the row report of an upload as XLSX or CSV in the UI language,
// answered as a signed address; the browser then downloads it (an attachment: the page stays).
import { useMutation } from '@tanstack/react-query';
import type { SupportedLanguage } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type RowReportFormat = 'xlsx' | 'csv';

export function downloadFrom(uri: string, filename: string): void {
  const link = document.createElement('a');
  link.href = uri;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useRowReportDownload() {
  return useMutation({
    mutationFn: async (input: { absenceUploadId: string; format: RowReportFormat; language: SupportedLanguage }) => {
      const report = await apiRequest('absenceUploadRowReport', {
        params: { absenceUploadId: input.absenceUploadId },
        query: { format: input.format, language: input.language },
      });
      downloadFrom(report.uri, report.filename);
      return report;
    },
  });
}
