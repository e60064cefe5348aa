// POST /api/analytics/absence-rate/export: the figures of the screen's query with the target and absence hours behind
// them as XLSX or CSV, in the UI language; the answer is the file, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import type { SupportedLanguage } from '../../../../../src/contracts/index.ts';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import { downloadExport } from './analytics-request.ts';

export type ExportFormat = 'XLSX' | 'CSV';

export function useExportAbsenceRate() {
  return useMutation({
    mutationFn: ({
      query,
      format,
      language,
    }: {
      query: AnalyticsQueryInput;
      format: ExportFormat;
      language: SupportedLanguage;
    }) =>
      downloadExport({ ...query, format, language }, `absence-rate-${query.from}-${query.to}.${format.toLowerCase()}`),
  });
}
