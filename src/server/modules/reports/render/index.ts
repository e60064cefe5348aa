// The report files (issue 31): XLSX and PDF of a report table. (Placeholder of the service branch: the renderer
// branch replaces it.)
import type { ReportTable } from '../../../../domain/reports/report-table.ts';

export async function renderReportFile(
  table: ReportTable,
  format: 'XLSX' | 'PDF',
): Promise<{ content: Buffer; contentType: string; fileExtension: 'xlsx' | 'pdf' }> {
  throw new Error(`the ${format} renderer of ${table.kind} is not built yet`);
}
