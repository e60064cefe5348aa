// The KTG protocol as XLSX and PDF (issue 14; decision 0028). The content comes from the pure
// src/domain/accounting/ktg-protocol.ts; here it only becomes bytes.
// - XLSX (exceljs, the streaming writer: ../shared/stack/verified-versions.md "use the streaming writer for large
//   files"): one sheet, the header in row 1 and frozen; numbers are numbers with number formats (CHF "#,##0.00",
//   which Excel shows with the reader's separators, 1'234.50 in de-CH); per subunit/group a total row and at the
//   end the grand total, as SUBTOTAL(9, …) formulas with their cached values (the grand total's SUBTOTAL skips the
//   group totals, so nothing counts twice); an "Info" sheet with tenant, month and generated-at.
// - PDF (pdfmake via renderPdf): A4 landscape, the tenant, title and month in the page header, generated-at and
//   "page x of y" in the footer, the table's header row repeated on every page, totals in bold.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import {
  formatProtocolValue,
  type KtgProtocol,
  type KtgProtocolInput,
  ktgProtocolOf,
  type ProtocolColumnKind,
  swissChf,
  swissInteger,
} from '../../domain/accounting/ktg-protocol.ts';
import { renderPdf } from './pdf.ts';

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
  const sheet = workbook.addWorksheet(protocol.texts.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: {
      oddHeader: `&L${protocol.tenantName.replaceAll('&', '&&')}&C${protocol.title} ${protocol.monthLabel}`,
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
  const daysColumn = columnLetter(protocol.columns.findIndex((column) => column.key === 'days'));
  const amountColumn = columnLetter(protocol.columns.findIndex((column) => column.key === 'amount'));
  const totalRow = (label: string, first: number, last: number, total: { days: number; amount: number }) => {
    const values: ExcelJS.CellValue[] = protocol.columns.map(() => null);
    values[0] = label;
    const daysIndex = protocol.columns.findIndex((column) => column.key === 'days');
    const amountIndex = protocol.columns.findIndex((column) => column.key === 'amount');
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
  for (const section of protocol.sections) {
    const first = rowNumber + 1;
    for (const line of section.rows) {
      const row = sheet.addRow(protocol.columns.map((column) => cellValue(line.values[column.key], column.kind)));
      if (line.isCorrection) row.font = { italic: true };
      row.commit();
      rowNumber += 1;
    }
    totalRow(section.total.label, first, rowNumber, section.total);
    rowNumber += 1;
  }
  totalRow(protocol.overall.label, 2, rowNumber, protocol.overall);
  sheet.commit();
  const info = workbook.addWorksheet('Info');
  for (const row of [
    [protocol.title, protocol.monthLabel],
    [protocol.tenantName, ''],
    [protocol.texts.generatedAt, protocol.generatedAtLabel],
    [protocol.texts.lines, protocol.overall.lineCount],
  ]) {
    info.addRow(row).commit();
  }
  info.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

function pdfDefinition(protocol: KtgProtocol): TDocumentDefinitions {
  const alignment = (kind: ProtocolColumnKind) => (kind === 'text' || kind === 'date' ? 'left' : 'right');
  const headerRow = (): TableCell[] =>
    protocol.columns.map((column) => ({
      text: column.header,
      style: 'tableHeader',
      alignment: alignment(column.kind),
    }));
  const totalCells = (label: string, total: { days: number; amount: number; lineCount: number }, fill: string) =>
    protocol.columns.map((column, index): TableCell => {
      const base = { bold: true, fillColor: fill };
      if (index === 0) return { ...base, text: label, colSpan: 5 };
      if (column.key === 'days') return { ...base, text: swissInteger(total.days), alignment: 'right' };
      if (column.key === 'amount') return { ...base, text: swissChf(total.amount), alignment: 'right' };
      if (column.key === 'correction')
        return { ...base, text: `${protocol.texts.lines}: ${swissInteger(total.lineCount)}` };
      return { ...base, text: '' };
    });
  // One table per subunit/group (its header repeated on each of its pages): pdfmake lays out many small tables
  // faster than one long one, and each group starts with its title.
  const table = (body: TableCell[][], headerRows: number): Content => ({
    table: { headerRows, widths: [38, '*', 20, 36, 32, 40, 40, 20, 36, 24, 28, 36, 46, 56, 70], body },
    layout: 'lightHorizontalLines',
    fontSize: 7,
  });
  const content: Content[] = protocol.sections.length === 0 ? [{ text: protocol.texts.noLines }] : [];
  for (const section of protocol.sections) {
    const body: TableCell[][] = [headerRow()];
    for (const row of section.rows) {
      body.push(
        protocol.columns.map((column) => ({
          text: formatProtocolValue(row.values[column.key], column.kind),
          alignment: alignment(column.kind),
          italics: row.isCorrection,
          // Numbers and dates never wrap: pdfmake skips the line breaking for them (about a third of its time).
          noWrap: column.kind !== 'text',
        })),
      );
    }
    body.push(totalCells(section.total.label, section.total, '#f1f3f5'));
    content.push({ text: section.title, bold: true, fontSize: 8, margin: [0, 6, 0, 2] }, table(body, 1));
  }
  content.push(table([totalCells(protocol.overall.label, protocol.overall, '#dee2e6')], 0));
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 52, 28, 36],
    info: { title: `${protocol.title} ${protocol.monthLabel}`, author: protocol.tenantName, creator: 'Absenza' },
    header: {
      columns: [
        { text: protocol.tenantName, bold: true },
        { text: `${protocol.title} · ${protocol.monthLabel}`, alignment: 'right' },
      ],
      margin: [28, 22, 28, 0],
      fontSize: 10,
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${protocol.texts.generatedAt} ${protocol.generatedAtLabel}` },
        { text: protocol.texts.page(page, pages), alignment: 'right' },
      ],
      margin: [28, 10, 28, 0],
      fontSize: 8,
      color: '#555555',
    }),
    content,
    styles: { tableHeader: { bold: true, fillColor: '#e9ecef' } },
    defaultStyle: { font: 'Roboto' },
  };
}

/** The KTG protocol of a month as XLSX. */
export function ktgProtocolXlsx(input: KtgProtocolInput): Promise<Buffer> {
  return ktgProtocolXlsxOf(ktgProtocolOf(input));
}

/** The KTG protocol of a month as PDF (A4 landscape). */
export function ktgProtocolPdf(input: KtgProtocolInput): Promise<Buffer> {
  return renderPdf(pdfDefinition(ktgProtocolOf(input)));
}
