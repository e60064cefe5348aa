// The report files (issue 31; decision 0058 "Files (XLSX and PDF)"): a report's table (src/domain/reports/
// report-table.ts) as XLSX (./report-xlsx.ts) or PDF (./report-pdf.ts), and the file's name.
import type { ReportTable } from '../../../../domain/reports/report-table.ts';
import { renderReportPdf } from './report-pdf.ts';
import { renderReportXlsx } from './report-xlsx.ts';

export { reportFileName } from './report-format.ts';

export type ReportFile = {
  content: Buffer;
  contentType: string;
  fileExtension: 'xlsx' | 'pdf';
};

export const REPORT_CONTENT_TYPES = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
} as const;

/**
 * The report's file. `createdAt` (default now) is the file's creation date; pass the report's generated-at instant
 * for the same bytes from the same table.
 */
export async function renderReportFile(
  table: ReportTable,
  format: 'XLSX' | 'PDF',
  options: { createdAt?: Date } = {},
): Promise<ReportFile> {
  if (format === 'XLSX') {
    return {
      content: await renderReportXlsx(table, options.createdAt),
      contentType: REPORT_CONTENT_TYPES.XLSX,
      fileExtension: 'xlsx',
    };
  }
  return {
    content: await renderReportPdf(table, options.createdAt),
    contentType: REPORT_CONTENT_TYPES.PDF,
    fileExtension: 'pdf',
  };
}
