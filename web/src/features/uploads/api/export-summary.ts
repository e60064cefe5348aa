// POST /api/modular/employee-upload/:uploadId/export-summary: the employee statistics of a completed employee
// upload per subunit and processing group as XLSX, its column titles in the UI language (sent as translations);
// answered as a signed address, which the browser then downloads.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { downloadFrom } from './row-report.ts';

export const EXPORT_SUMMARY_COLUMNS = [
  'companySubunit',
  'processingGroup',
  'employeeCount',
  'totalSalary',
  'total',
] as const;

/** The column titles of the summary in the reader's language. */
export function exportSummaryTranslations(t: TFunction) {
  return Object.fromEntries(
    EXPORT_SUMMARY_COLUMNS.map((column) => [column, t(`uploads.exportSummary.columns.${column}`)]),
  ) as Record<(typeof EXPORT_SUMMARY_COLUMNS)[number], string>;
}

export function useExportSummary() {
  return useMutation({
    mutationFn: async (input: { uploadId: string; t: TFunction }) => {
      const summary = await apiRequest('employeeUploadExportSummary', {
        params: { uploadId: input.uploadId },
        body: { translations: exportSummaryTranslations(input.t) },
      });
      downloadFrom(summary.uri, summary.filename);
      return summary;
    },
  });
}
