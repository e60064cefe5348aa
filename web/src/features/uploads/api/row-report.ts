// GET /api/modular/{absence,employee}-upload/:id/row-report: the row report of an upload as XLSX or CSV in the UI
// language, answered as a signed address; the browser then downloads it (an attachment: the page stays).
import { useMutation } from '@tanstack/react-query';
import type { SupportedLanguage } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadKind } from '../upload-display.ts';

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

export function useRowReportDownload(kind: UploadKind) {
  return useMutation({
    mutationFn: async (input: { uploadId: string; format: RowReportFormat; language: SupportedLanguage }) => {
      const query = { format: input.format, language: input.language };
      const report =
        kind === 'absence'
          ? await apiRequest('absenceUploadRowReport', { params: { absenceUploadId: input.uploadId }, query })
          : await apiRequest('employeeUploadRowReport', { params: { employeeUploadId: input.uploadId }, query });
      downloadFrom(report.uri, report.filename);
      return report;
    },
  });
}
