// The KTG protocol as XLSX and PDF (issue 14; decision 0028). The content comes from the pure
// src/domain/accounting/ktg-protocol.ts; here it only becomes bytes.
// - XLSX (exceljs, the streaming writer: ../shared/stack/verified-versions.md "use the streaming writer for large
//   files"): the KTG lines on one sheet (the accident lines UVG/UVGZ on a sheet of their own, decision 0043), the header in row 1 and frozen; numbers are numbers with number formats (CHF "#,##0.00",
//   which Excel shows with the reader's separators, 1'234.50 in de-CH); per subunit/group a total row and at the
//   end the grand total, as SUBTOTAL(9, …) formulas with their cached values (the grand total's SUBTOTAL skips the
//   group totals, so nothing counts twice); an "Info" sheet with tenant, month and generated-at.
// - PDF (pdfkit via renderTablePdf, ./pdf-table.ts; pdfmake took 9–13 s for 10 000 lines, the goal is < 2 s): A4
//   landscape, the tenant, title and month in the page header, generated-at and "page x of y" in the footer, the
//   table's header row repeated on every page, per subunit/group a heading (repeated as "… (Fortsetzung)" on the next
//   page) and a bold total, the grand total at the end; corrections in italics. Names, corrections and counters wrap
//   (up to three lines), the other cells are one line.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  formatProtocolValue,
  type KtgProtocol,
  type KtgProtocolInput,
  ktgProtocolOf,
  type ProtocolColumnKey,
  type ProtocolColumnKind,
  type ProtocolLanguage,
  type ProtocolTotal,
  swissChf,
  swissInteger,
} from '../../../domain/accounting/ktg-protocol.ts';
import { type PdfTableDocument, type PdfTableRow, renderTablePdf } from '../../platform/pdf/pdf-table.ts';
import { timeSlicer } from '../../platform/yielding.ts';

const NUMBER_FORMATS: Record<ProtocolColumnKind, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  date: 'dd.mm.yyyy',
  chf: '#,##0.00',
  // General: 80 and 62.5 as they are (a '0.##' format would show "80.").
  percent: undefined,
};

const COLUMN_WIDTHS: Record<string, number> = {
  personnelNumber: 12,
  name: 28,
  caseNumber: 8,
  claimType: 11,
  coverageLine: 9,
  startDate: 11,
  endDate: 11,
  days: 7,
  dailyRate: 12,
  incapacityOfWork: 9,
  coverage: 10,
  dailyAllowance: 12,
  amount: 14,
  correction: 22,
  counters: 36,
};

/** A protocol value as an XLSX cell value: CHF in francs (a number), dates as Date at UTC midnight. */
function cellValue(value: string | number | null, kind: ProtocolColumnKind): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (kind === 'chf') return Number(value) / 100;
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  return value;
}

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

type SheetPart = { sections: KtgProtocol['sections']; overall: ProtocolTotal };

/** One table sheet: the header row (frozen), each section's rows and total, the part's grand total. */
async function writeTableSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  protocol: KtgProtocol,
  name: string,
  part: SheetPart,
) {
  const sheet = workbook.addWorksheet(name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: {
      oddHeader: `&L${protocol.tenantName.replaceAll('&', '&&')}&C${name.replaceAll('&', '&&')} ${protocol.monthLabel}`,
      oddFooter: `&L${protocol.texts.generatedAt} ${protocol.generatedAtLabel}&R&P / &N`,
    },
  });
  sheet.columns = protocol.columns.map((column) => ({
    key: column.key,
    width: COLUMN_WIDTHS[column.key] ?? 12,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  const header = sheet.addRow(protocol.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  const daysIndex = protocol.columns.findIndex((column) => column.key === 'days');
  const amountIndex = protocol.columns.findIndex((column) => column.key === 'amount');
  const daysColumn = columnLetter(daysIndex);
  const amountColumn = columnLetter(amountIndex);
  const totalRow = (label: string, first: number, last: number, total: { days: number; amount: number }) => {
    const values: ExcelJS.CellValue[] = protocol.columns.map(() => null);
    values[0] = label;
    const range = (letter: string) => `${letter}${first}:${letter}${last}`;
    // No rows (an empty month): the plain zeros, a formula over its own row would be circular.
    const isEmpty = last < first;
    values[daysIndex] = isEmpty ? total.days : { formula: `SUBTOTAL(9,${range(daysColumn)})`, result: total.days };
    values[amountIndex] = isEmpty
      ? total.amount / 100
      : { formula: `SUBTOTAL(9,${range(amountColumn)})`, result: total.amount / 100 };
    const row = sheet.addRow(values);
    row.font = { bold: true };
    row.border = { top: { style: 'thin' } };
    row.commit();
  };
  let rowNumber = 1;
  const slice = timeSlicer();
  for (const section of part.sections) {
    const first = rowNumber + 1;
    for (const line of section.rows) {
      const row = sheet.addRow(protocol.columns.map((column) => cellValue(line.values[column.key], column.kind)));
      if (line.isCorrection) row.font = { italic: true };
      row.commit();
      rowNumber += 1;
      await slice();
    }
    totalRow(section.total.label, first, rowNumber, section.total);
    rowNumber += 1;
  }
  totalRow(part.overall.label, 2, rowNumber, part.overall);
  sheet.commit();
}

export async function ktgProtocolXlsxOf(protocol: KtgProtocol): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Absenza';
  workbook.title = `${protocol.title} ${protocol.monthLabel}`;
  workbook.company = protocol.tenantName;
  // The KTG lines on the protocol's sheet; the accident lines (UVG, UVGZ) on a sheet of their own (decision 0043).
  await writeTableSheet(workbook, protocol, protocol.texts.title, protocol);
  if (protocol.accident) await writeTableSheet(workbook, protocol, protocol.accident.sheetName, protocol.accident);
  const info = workbook.addWorksheet('Info');
  for (const row of [
    [protocol.title, protocol.monthLabel],
    [protocol.tenantName, ''],
    [protocol.texts.generatedAt, protocol.generatedAtLabel],
    [protocol.texts.lines, protocol.overall.lineCount],
    ...(protocol.accident
      ? [
          [protocol.accident.title, protocol.accident.overall.lineCount],
          [protocol.accident.note, ''],
        ]
      : []),
  ]) {
    info.addRow(row).commit();
  }
  info.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** Column weights (scaled to the page's width) and which columns wrap rather than cut their text with "…". */
const PDF_COLUMNS: Record<ProtocolColumnKey, { width: number; wrap?: boolean }> = {
  personnelNumber: { width: 38 },
  name: { width: 92, wrap: true },
  caseNumber: { width: 24 },
  claimType: { width: 40 },
  coverageLine: { width: 36 },
  startDate: { width: 38 },
  endDate: { width: 38 },
  days: { width: 24 },
  dailyRate: { width: 38 },
  incapacityOfWork: { width: 28 },
  coverage: { width: 42 },
  dailyAllowance: { width: 38 },
  amount: { width: 46 },
  correction: { width: 62, wrap: true },
  counters: { width: 96, wrap: true },
};

const PDF_LANGUAGES: Record<ProtocolLanguage, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en' };

async function pdfDocument(protocol: KtgProtocol, generatedAt: string): Promise<PdfTableDocument> {
  const totalRow = (label: string, total: ProtocolTotal, grand: boolean): PdfTableRow => ({
    type: 'total',
    span: 5,
    grand,
    cells: protocol.columns.map((column, index) => {
      if (index === 0) return label;
      if (column.key === 'days') return swissInteger(total.days);
      if (column.key === 'amount') return swissChf(total.amount);
      if (column.key === 'correction') return `${protocol.texts.lines}: ${swissInteger(total.lineCount)}`;
      return '';
    }),
  });
  const rows: PdfTableRow[] = protocol.sections.length === 0 ? [{ type: 'note', text: protocol.texts.noLines }] : [];
  const slice = timeSlicer();
  const partRows = async (part: { sections: KtgProtocol['sections']; overall: ProtocolTotal }) => {
    for (const section of part.sections) {
      rows.push({ type: 'heading', text: section.title });
      for (const row of section.rows) {
        rows.push({
          type: 'data',
          italic: row.isCorrection,
          cells: protocol.columns.map((column) => formatProtocolValue(row.values[column.key], column.kind)),
        });
        await slice();
      }
      rows.push(totalRow(section.total.label, section.total, false));
    }
    rows.push(totalRow(part.overall.label, part.overall, true));
  };
  await partRows(protocol);
  // The accident lines after the KTG grand total: their own title, sections and grand total (decision 0043).
  if (protocol.accident) {
    rows.push({ type: 'note', text: '' });
    rows.push({ type: 'heading', text: protocol.accident.title });
    rows.push({ type: 'note', text: protocol.accident.note });
    await partRows(protocol.accident);
  }
  return {
    orientation: 'landscape',
    metadata: {
      title: `${protocol.title} ${protocol.monthLabel}`,
      subject: protocol.tenantName,
      createdAt: new Date(generatedAt),
      language: PDF_LANGUAGES[protocol.language],
    },
    pageHeader: { left: [protocol.tenantName], right: [`${protocol.title} · ${protocol.monthLabel}`] },
    footer: {
      left: `${protocol.texts.generatedAt} ${protocol.generatedAtLabel}`,
      page: protocol.texts.page,
    },
    table: {
      columns: protocol.columns.map((column) => ({
        header: column.header,
        width: PDF_COLUMNS[column.key].width,
        wrap: PDF_COLUMNS[column.key].wrap,
        align: column.kind === 'text' || column.kind === 'date' ? 'left' : 'right',
      })),
      rows,
      fontSize: 7,
      continued: (heading) => `${heading} (${protocol.texts.continued})`,
    },
  };
}

/** The KTG protocol of a month as XLSX. */
export function ktgProtocolXlsx(input: KtgProtocolInput): Promise<Buffer> {
  return ktgProtocolXlsxOf(ktgProtocolOf(input));
}

/** The KTG protocol of a month as PDF (A4 landscape). */
export async function ktgProtocolPdf(input: KtgProtocolInput): Promise<Buffer> {
  return renderTablePdf(await pdfDocument(ktgProtocolOf(input), input.generatedAt));
}
