// A report as PDF (issue 31; decision 0058 "Files (XLSX and PDF)") on the project's table renderer
// (src/server/platform/pdf/pdf-table.ts, pdfkit; the KTG protocol's): A4 landscape; on every page the company and the
// title (left) and the period (right); on page 1 the title, the question and the facts; the table with its header
// row repeated on every page, numbers right-aligned in Swiss formats (dd.MM.yyyy, 1'234.50, 50 %), yes / no in the
// report's language; the totals row kept on one page with the last data row; in the footer the generated-at and
// "Seite x von y" in the report's language; the empty text where there are no rows.
import type { ReportTable } from '../../../../domain/reports/report-table.ts';
import { reportTotals } from '../../../../domain/reports/report-table.ts';
import { REPORT_WORDS } from '../../../../domain/reports/report-words.ts';
import { type PdfTableDocument, type PdfTableRow, renderTablePdf } from '../../../platform/pdf/pdf-table.ts';
import { timeSlicer } from '../../../platform/yielding.ts';
import {
  cellText,
  cleanText,
  decimalsOf,
  FILE_LANGUAGES,
  factOf,
  headingOf,
  NUMERIC_TYPES,
  PAGE_OF,
} from './report-format.ts';
import { FONT_SIZE, pdfColumnWidths, pdfHeading } from './report-pdf-widths.ts';

/** The PDF document of a report (exported for the tests); `createdAt` fixes the bytes. */
export async function reportPdfDocument(table: ReportTable, createdAt: Date): Promise<PdfTableDocument> {
  const { language } = table;
  const decimals = table.columns.map((_, index) => decimalsOf(table, index));
  const rows: PdfTableRow[] = [];
  const slice = timeSlicer();
  for (const row of table.rows) {
    rows.push({
      type: 'data',
      cells: table.columns.map((column, index) => cellText(row[index] ?? null, column, language, decimals[index])),
    });
    await slice();
  }
  if (rows.length === 0) rows.push({ type: 'note', text: cleanText(table.emptyText) });
  else if (table.columns.some((column) => column.total)) {
    const totals = reportTotals(table);
    rows.push({
      type: 'total',
      grand: true,
      cells: table.columns.map((column, index) => {
        const total = totals[index] ?? null;
        if (total !== null) return cellText(total, column, language, decimals[index]);
        return index === 0 ? cleanText(table.totalLabel) : '';
      }),
    });
  }
  // The widths from the first 500 rows and the totals (enough to see how wide a column's cells are).
  const sample = rows.slice(0, 500);
  const last = rows.at(-1);
  const widths = pdfColumnWidths(
    table,
    (index) => sample.flatMap((row) => (row.type === 'data' ? [row.cells[index] ?? ''] : [])),
    last?.type === 'total' ? last.cells : [],
  );
  const company = factOf(table, 'company');
  const period = factOf(table, 'period');
  const generatedAt = factOf(table, 'generatedAt');
  return {
    orientation: 'landscape',
    metadata: {
      title: cleanText(table.title),
      subject: cleanText(table.subtitle),
      createdAt,
      language: FILE_LANGUAGES[language],
    },
    pageHeader: {
      left: company ? [cleanText(company), cleanText(table.title)] : [cleanText(table.title)],
      right: period ? [cleanText(period)] : [],
    },
    footer: {
      left: generatedAt ? `${REPORT_WORDS[language].generatedAt} ${cleanText(generatedAt)}` : '',
      page: PAGE_OF[language],
    },
    intro: {
      title: cleanText(table.title),
      lines: [cleanText(table.subtitle)],
      keyValues: table.facts.map(([label, value]) => [cleanText(label), cleanText(value)] as const),
    },
    table: {
      columns: table.columns.map((column, index) => ({
        header: pdfHeading(headingOf(column), widths[index] ?? 0, language),
        width: widths[index] ?? 10,
        align: NUMERIC_TYPES.has(column.type) ? 'right' : column.type === 'boolean' ? 'center' : 'left',
        // Names and remarks break onto up to three lines rather than being cut.
        wrap: column.type === 'text',
      })),
      rows,
      fontSize: FONT_SIZE,
      // "Taggeld / pro Tag / (CHF)": three lines before a heading is cut.
      headerLines: 3,
    },
  };
}

export async function renderReportPdf(table: ReportTable, createdAt = new Date()): Promise<Buffer> {
  return renderTablePdf(await reportPdfDocument(table, createdAt));
}
