// A report as XLSX (issue 31; decision 0058 "Files (XLSX and PDF)"), with exceljs's streaming writer (as the KTG
// protocol: 20 000 rows of 8 columns in about a second, yielding to the event loop between rows; the in-memory workbook
// took 3.4 s and held the loop).
// - Above the table a title block: the title (bold, large), the question it answers, the facts as "label: value".
// - The header row is frozen, repeated on every printed page and carries the autofilter (over the data rows; the
//   totals row below stays visible whatever is filtered and sums only what is shown: SUBTOTAL(9, …) with the cached
//   value, so a reader without recalculation sees the right number).
// - Real types: dates as dates (dd.mm.yyyy), CHF in francs with "#,##0.00" (Excel shows the reader's grouping: 1'234.50
//   in de-CH; a literal "#'##0.00" would put its apostrophe at a fixed place and write 1234'567.00), percentages as
//   fractions with "0%" (as many decimals as the column needs), integers "#,##0", yes / no in the report's language.
// - The formula guard: a text is always a string cell (exceljs writes a JS string as a string, never as a formula)
//   with the Text number format "@", so not even editing the cell makes Excel read "=…" as a formula; control
//   characters (a leading tab or CR) become spaces.
// - An empty table: the header row and the empty text below it, never a bare sheet.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ReportColumn, type ReportTable, reportTotals } from '../../../../domain/reports/report-table.ts';
import { REPORT_WORDS } from '../../../../domain/reports/report-words.ts';
import { timeSlicer } from '../../../platform/yielding.ts';
import { characterWidths, cleanText, decimalsOf, FILE_LANGUAGES, factOf, headingOf, PAGE_OF } from './report-format.ts';

const TEXT_FORMAT = '@';

export type WithLanguage = { language?: string };

/** The number format of a column's cells (undefined: General). */
function numberFormat(column: ReportColumn, decimals: number): string {
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  switch (column.type) {
    case 'chf':
      return '#,##0.00';
    case 'date':
      return 'dd.mm.yyyy';
    case 'percent':
      return `0${fraction}%`;
    case 'integer':
      return '#,##0';
    case 'decimal':
      return `#,##0${fraction}`;
    default:
      return TEXT_FORMAT;
  }
}

/** A cell's value as Excel stores it. */
function cellValue(value: ReportTable['rows'][number][number], column: ReportColumn, table: ReportTable) {
  if (value === null || value === '') return null;
  if (typeof value === 'string') {
    if (column.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
    return cleanText(value);
  }
  if (typeof value === 'boolean') {
    const words = REPORT_WORDS[table.language];
    return value ? words.yes : words.no;
  }
  if (column.type === 'chf') return Math.round(value) / 100;
  if (column.type === 'percent') return value / 100;
  return value;
}

/** Excel's sheet name: at most 31 characters, none of []:*?/\, not starting or ending with an apostrophe. */
export function sheetNameOf(name: string): string {
  const safe = cleanText(name)
    .replace(/[[\]:*?/\\]/g, '-')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return safe === '' || safe.toLowerCase() === 'history' ? 'Report' : safe;
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

/** Escapes the header/footer codes (&) of a text. */
const headerText = (text: string) => cleanText(text).replaceAll('&', '&&');

export async function renderReportXlsx(table: ReportTable, createdAt = new Date()): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Absenza';
  workbook.lastModifiedBy = 'Absenza';
  workbook.created = createdAt;
  workbook.modified = createdAt;
  workbook.title = cleanText(table.title);
  workbook.subject = cleanText(table.subtitle);
  // The core properties' dc:language (exceljs writes it; its typings leave it out).
  (workbook as WithLanguage).language = FILE_LANGUAGES[table.language];
  const company = factOf(table, 'company');
  if (company) workbook.company = cleanText(company);

  const columnCount = Math.max(1, table.columns.length);
  const blockRows = 2 + table.facts.length;
  const headerRow = blockRows + 2;
  const firstDataRow = headerRow + 1;
  const lastDataRow = headerRow + table.rows.length;
  const sheet = workbook.addWorksheet(sheetNameOf(table.sheetName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow, topLeftCell: `A${firstDataRow}`, activeCell: 'A1' }],
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      printTitlesRow: `${headerRow}:${headerRow}`,
    },
    headerFooter: {
      oddHeader: `&L${headerText(table.title)}`,
      oddFooter: `&R${PAGE_OF[table.language]('&P', '&N')}`,
    },
  });

  const widths = characterWidths(table);
  const decimals = table.columns.map((_, index) => decimalsOf(table, index));
  const formats = table.columns.map((column, index) => numberFormat(column, decimals[index] ?? 0));
  // One style object per column, given to each of its data cells as it is: exceljs caches a style's id by the
  // object, and a cell's own copy (what it makes from the column's) costs a lookup by its XML — 1.8 s of 7.5 s for
  // 55 000 rows × 16 columns (docs/performance.md "Reports"). A yes / no column is centred.
  const styles = table.columns.map(
    (column, index): Partial<ExcelJS.Style> => ({
      numFmt: formats[index] ?? TEXT_FORMAT,
      ...(column.type === 'boolean' ? { alignment: { horizontal: 'center' } } : {}),
    }),
  );
  const textStyle: Partial<ExcelJS.Style> = { numFmt: TEXT_FORMAT };
  sheet.columns = table.columns.map((_, index) => ({ width: widths[index] ?? 12, style: { ...styles[index] } }));

  // The title block: text cells (never guessed as numbers or formulas) that run on to the right.
  const blockLine = (rowNumber: number, text: string, font: Partial<ExcelJS.Font>) => {
    const row = sheet.getRow(rowNumber);
    const cell = row.getCell(1);
    cell.value = cleanText(text);
    cell.numFmt = TEXT_FORMAT;
    cell.font = font;
    cell.alignment = { vertical: 'middle' };
    return row;
  };
  blockLine(1, table.title, { bold: true, size: 14 }).height = 22;
  blockLine(2, table.subtitle, { italic: true, color: { argb: 'FF495057' } });
  for (const [index, [label, value]] of table.facts.entries()) {
    blockLine(3 + index, `${label}: ${value}`, {});
  }

  const header = sheet.getRow(headerRow);
  for (const [index, column] of table.columns.entries()) {
    const cell = header.getCell(index + 1);
    cell.value = headingOf(column);
    cell.numFmt = TEXT_FORMAT;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFADB5BD' } } };
    cell.alignment = {
      wrapText: true,
      vertical: 'bottom',
      horizontal: column.type === 'text' || column.type === 'date' ? 'left' : 'right',
    };
  }
  header.commit();

  if (table.rows.length === 0) {
    const row = blockLine(firstDataRow, table.emptyText, { italic: true, color: { argb: 'FF6C757D' } });
    row.commit();
  } else {
    sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: lastDataRow, column: columnCount } };
    const slice = timeSlicer();
    for (const [offset, row] of table.rows.entries()) {
      const sheetRow = sheet.getRow(firstDataRow + offset);
      for (const [index, column] of table.columns.entries()) {
        const value = cellValue(row[index] ?? null, column, table);
        if (value === null) continue;
        const cell = sheetRow.getCell(index + 1);
        cell.value = value;
        // Text in a number or date column is text too.
        const own = styles[index] ?? textStyle;
        cell.style = typeof value === 'string' && own.numFmt !== TEXT_FORMAT ? textStyle : own;
      }
      sheetRow.commit();
      await slice();
    }
    if (table.columns.some((column) => column.total)) totalsRow(sheet.getRow(lastDataRow + 1), table, firstDataRow);
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** The totals row under the data: SUBTOTAL(9, …) of the `total` columns with the cached sums, bold, ruled. */
function totalsRow(row: ExcelJS.Row, table: ReportTable, firstDataRow: number) {
  const lastDataRow = firstDataRow + table.rows.length - 1;
  const totals = reportTotals(table);
  for (const [index, column] of table.columns.entries()) {
    const cell = row.getCell(index + 1);
    const total = totals[index];
    if (typeof total === 'number') {
      const letter = columnLetter(index);
      const result = Number(cellValue(total, column, table));
      cell.value = { formula: `SUBTOTAL(9,${letter}${firstDataRow}:${letter}${lastDataRow})`, result };
    } else if (index === 0) {
      cell.value = cleanText(table.totalLabel);
      cell.numFmt = TEXT_FORMAT;
    }
    cell.font = { bold: true };
    cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
  row.commit();
}
