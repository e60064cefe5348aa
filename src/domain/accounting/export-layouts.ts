// Declarative salary export layouts and their renderer (issue 14; decision 0028). A layout says which columns a
// payroll system reads, in which order, and how the bytes look (separator, decimals, quoting, line ending, encoding,
// dates, header row, fixed widths, an XML envelope); `renderExport` is the one renderer of every layout, so a new
// customer format is a new layout, not new code. Pure: no clock (meta.generatedAt is passed in), no I/O.
//
// Rules every layout gets (decision 0028):
// - Amounts are integer Rappen inside (C4) and are written exactly: 'chf' = francs with two decimals, 'rappen' =
//   the integer; never floating-point arithmetic on money.
// - A value that does not fit a fixed-width column is an error, unless the column allows truncation (names):
//   a personnel number or an amount is never cut.
// - windows-1252: text is NFC-normalised (a decomposed "u + ¨" becomes "ü") and every character the code page lacks
//   is transliterated before a column measures it (Ł -> L, ő -> o, ć -> c; export-formats/transliteration.ts,
//   decision 0043); only what no rule spells (Chinese, emoji, …) is written as '?' and reported by
//   `exportTextChanges`.
// - Lines are sorted by the layout's order, then by snapshotId: the same input gives the same bytes.
import iconv from 'iconv-lite';
import { daysInMonth } from '../dates.ts';
import { type BookingLine, bookingTotalsOf, compareNullable } from './booking-lines.ts';
import { transliterateForWindows1252, windows1252Text } from './export-formats/transliteration.ts';

export type ExportField = keyof BookingLine | 'fullName' | 'payrollDate';

export type ColumnFormat =
  /** The value as text ('' for null). */
  | 'text'
  /** An ISO date in the layout's date format. */
  | 'date'
  /** An accounting month 'YYYY-MM' in the layout's date format without the day (MM.yyyy, yyyyMM, yyyy-MM). */
  | 'month'
  /** Rappen as francs with two decimals and the layout's decimal separator: 123456 -> 1234.56. */
  | 'chf'
  /** Rappen as an integer: 123456. */
  | 'rappen'
  | 'integer'
  /** A percentage as a decimal number: 80, 62.5. */
  | 'percent'
  /** A percentage in hundredths, an integer: 62.5 -> 6250 (fixed-width formats without a decimal point). */
  | 'percent-hundredths'
  /** The layout's booleanValues. */
  | 'boolean';

export type ExportColumn = {
  /** The booking line field, a derived field, or a constant written on every line. */
  field: ExportField | { constant: string };
  /** The header text (delimited), the element name (XML) or the key (JSON). */
  header: string;
  format: ColumnFormat;
  /** Fixed width: characters of the column. */
  width?: number;
  /** Fixed width: where the value sits; numbers default to right, text to left. */
  align?: 'left' | 'right';
  /** Fixed width: the padding character; '0' pads numbers after their sign (-0001234). */
  pad?: ' ' | '0';
  /** Fixed width: cut a longer value to the width instead of refusing it (names only). */
  truncate?: boolean;
};

export type ExportEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';
export type DateFormat = 'dd.MM.yyyy' | 'yyyyMMdd' | 'yyyy-MM-dd';

export type XmlEnvelope = {
  /** Lines before the first record; {placeholders} from the meta (see `placeholderValues`). */
  open: string[];
  /** Lines around each record; the columns become child elements between them. */
  recordOpen: string[];
  recordClose: string[];
  close: string[];
  /** Indentation of the record's child elements. */
  fieldIndent: string;
};

export type ExportLayout = {
  fileType: SalaryExportFileType;
  kind: 'json' | 'delimited' | 'fixed-width' | 'xml';
  mimeType: string;
  fileExtension: string;
  columns: ExportColumn[];
  /** Sort order of the lines (then snapshotId). */
  order: ExportField[];
  separator: string;
  decimalSeparator: '.' | ',';
  /** minimal: quote values with the separator, a quote or a line break (RFC 4180); text: quote every text value;
   * none: never quote (separators, tabs and line breaks inside values become spaces). */
  quoting: 'minimal' | 'text' | 'none';
  quoteChar: string;
  /** Prefix text values starting with = + - @ with an apostrophe, so a spreadsheet shows them instead of running
   * them as formulas (OWASP "CSV injection"); for files people open in Excel. */
  guardFormulas: boolean;
  lineEnding: '\r\n' | '\n';
  encoding: ExportEncoding;
  dateFormat: DateFormat;
  booleanValues: [string, string];
  hasHeaderRow: boolean;
  xml?: XmlEnvelope;
};

export const SALARY_EXPORT_FILE_TYPES = ['JSON', 'CSV', 'ABA_CONNECT', 'SWISSPORT', 'GZF', 'VINCI'] as const;
export type SalaryExportFileType = (typeof SALARY_EXPORT_FILE_TYPES)[number];

export type ExportMeta = {
  tenantName: string;
  accountingMonthId: string;
  /** ISO instant the file was generated (the caller's clock). */
  generatedAt: string;
  /** The subunit / group the export is for; null = all. */
  companySubunitId: string | null;
  processingGroupId: string | null;
  /** An open month's preview, not a locked month's export. */
  isPreview: boolean;
  /** The payroll system's client number (Abacus "Mandant"), when the tenant has one. */
  payrollClientNumber?: string | null;
};

// --- Values ----------------------------------------------------------------------------------------------------------

type RawValue = string | number | boolean | null;

function lastDayOfMonth(monthId: string): string {
  const [year, month] = monthId.split('-').map(Number);
  return `${monthId}-${String(daysInMonth(year ?? 1970, month ?? 1)).padStart(2, '0')}`;
}

function rawValue(line: BookingLine, field: ExportColumn['field']): RawValue {
  if (typeof field === 'object') return field.constant;
  if (field === 'fullName') return [line.lastName, line.firstName].filter(Boolean).join(' ');
  if (field === 'payrollDate') return lastDayOfMonth(line.accountingMonthId);
  return line[field];
}

/** Rappen as francs with two decimals: -123456 -> "-1234.56" (integer arithmetic, C4). */
export function rappenAsChf(rappen: number, decimalSeparator = '.'): string {
  if (!Number.isSafeInteger(rappen)) throw new Error(`Amount ${rappen} is not a whole number of Rappen`);
  const sign = rappen < 0 ? '-' : '';
  const absolute = Math.abs(rappen);
  return `${sign}${Math.floor(absolute / 100)}${decimalSeparator}${String(absolute % 100).padStart(2, '0')}`;
}

function formatDate(iso: string, format: DateFormat, withDay = true): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  if (format === 'dd.MM.yyyy') return withDay ? `${day}.${month}.${year}` : `${month}.${year}`;
  if (format === 'yyyyMMdd') return withDay ? `${year}${month}${day}` : `${year}${month}`;
  return withDay ? `${year}-${month}-${day}` : `${year}-${month}`;
}

/** A column's value as text in the layout's formats ('' for null). */
export function formatValue(value: RawValue, format: ColumnFormat, layout: ExportLayout): string {
  if (value === null || value === '') return '';
  switch (format) {
    case 'text':
      return String(value);
    case 'date':
      return formatDate(String(value), layout.dateFormat);
    case 'month':
      return formatDate(String(value), layout.dateFormat, false);
    case 'chf':
      return rappenAsChf(Number(value), layout.decimalSeparator);
    case 'rappen':
    case 'integer':
      return String(Math.trunc(Number(value)));
    case 'percent':
      return String(Number(value)).replace('.', layout.decimalSeparator);
    case 'percent-hundredths':
      return String(Math.round(Number(value) * 100));
    case 'boolean':
      return value ? layout.booleanValues[0] : layout.booleanValues[1];
  }
}

/** A value for the JSON document: numbers stay numbers, CHF amounts are decimal strings ("1234.50"). */
function jsonValue(value: RawValue, format: ColumnFormat): RawValue {
  if (value === null) return null;
  if (format === 'chf') return rappenAsChf(Number(value));
  if (format === 'boolean') return Boolean(value);
  if (format === 'integer' || format === 'rappen' || format === 'percent') return Number(value);
  if (format === 'percent-hundredths') return Math.round(Number(value) * 100);
  return String(value);
}

// --- Order -----------------------------------------------------------------------------------------------------------

function compareRaw(a: RawValue, b: RawValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNullable(a === null ? null : String(a), b === null ? null : String(b));
}

/** The lines in the layout's order, then by snapshotId (a total order: the same input, the same bytes). */
export function sortedLines(lines: readonly BookingLine[], order: readonly ExportField[]): BookingLine[] {
  const fields: ExportField[] = [...order, 'snapshotId'];
  return [...lines].sort((a, b) => {
    for (const field of fields) {
      const difference = compareRaw(rawValue(a, field), rawValue(b, field));
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

// --- Rendering -------------------------------------------------------------------------------------------------------

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as the layout's code page can carry it (windows-1252: transliterated, see the module comment). */
function encodable(text: string, layout: Pick<ExportLayout, 'encoding'>): string {
  return layout.encoding === 'windows-1252' ? windows1252Text(text) : text;
}

/** The text of a column's value in the layout's formats and code page. */
function cellText(line: BookingLine, column: ExportColumn, layout: ExportLayout): string {
  return encodable(formatValue(rawValue(line, column.field), column.format, layout), layout);
}

function delimitedCell(text: string, isText: boolean, layout: ExportLayout): string {
  const guarded = isText && layout.guardFormulas && FORMULA_START.test(text) ? `'${text}` : text;
  const quote = layout.quoteChar;
  if (layout.quoting === 'none') return guarded.replaceAll(layout.separator, ' ').replace(/[\t\r\n]/g, ' ');
  const needsQuotes =
    (layout.quoting === 'text' && isText) ||
    guarded.includes(layout.separator) ||
    guarded.includes(quote) ||
    guarded.includes('\n') ||
    guarded.includes('\r');
  return needsQuotes ? `${quote}${guarded.replaceAll(quote, quote + quote)}${quote}` : guarded;
}

function fixedCell(text: string, column: ExportColumn): string {
  const width = column.width;
  if (width === undefined) throw new Error(`Fixed-width column '${column.header}' has no width`);
  const isNumber = column.format !== 'text' && column.format !== 'boolean';
  const single = text.replace(/[\r\n\t]/g, ' ');
  if (single.length > width) {
    if (column.truncate) return single.slice(0, width);
    throw new Error(`Value '${single}' of column '${column.header}' is wider than ${width} characters`);
  }
  const align = column.align ?? (isNumber ? 'right' : 'left');
  const pad = column.pad ?? ' ';
  if (pad === '0' && single.startsWith('-')) return `-${single.slice(1).padStart(width - 1, '0')}`;
  return align === 'right' ? single.padStart(width, pad) : single.padEnd(width, pad);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xmlEscape(text: string): string {
  // Characters XML 1.0 cannot carry (C0 controls other than tab/LF/CR) are left out.
  const escaped = text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing the controls XML 1.0 forbids is the point.
  return escaped.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/** Values for {placeholders} of an XML envelope. */
function placeholderValues(meta: ExportMeta, lineCount: number): Record<string, string> {
  return {
    tenantName: xmlEscape(meta.tenantName),
    accountingMonthId: meta.accountingMonthId,
    generatedAt: meta.generatedAt,
    payrollClientNumber: xmlEscape(meta.payrollClientNumber ?? ''),
    lineCount: String(lineCount),
  };
}

/** A template line with its placeholders filled; null when it has placeholders and all of them are empty. */
function fillTemplate(line: string, values: Record<string, string>): string | null {
  let placeholders = 0;
  let filled = 0;
  const text = line.replace(/\{(\w+)\}/g, (_, name: string) => {
    placeholders += 1;
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}}`);
    if (value !== '') filled += 1;
    return value;
  });
  return placeholders > 0 && filled === 0 ? null : text;
}

function renderDelimited(layout: ExportLayout, lines: BookingLine[]): string[] {
  const rows: string[] = [];
  if (layout.hasHeaderRow) {
    rows.push(
      layout.columns
        .map((column) => delimitedCell(encodable(column.header, layout), true, layout))
        .join(layout.separator),
    );
  }
  for (const line of lines) {
    const cells = layout.columns.map((column) =>
      delimitedCell(cellText(line, column, layout), column.format === 'text', layout),
    );
    rows.push(cells.join(layout.separator));
  }
  return rows;
}

function renderFixedWidth(layout: ExportLayout, lines: BookingLine[]): string[] {
  const rows: string[] = [];
  if (layout.hasHeaderRow) {
    rows.push(
      layout.columns
        .map((column) => fixedCell(encodable(column.header, layout), { ...column, truncate: true }))
        .join(''),
    );
  }
  for (const line of lines) {
    rows.push(layout.columns.map((column) => fixedCell(cellText(line, column, layout), column)).join(''));
  }
  return rows;
}

function renderXml(layout: ExportLayout, lines: BookingLine[], meta: ExportMeta): string[] {
  const envelope = layout.xml;
  if (!envelope) throw new Error(`Layout ${layout.fileType} of kind xml has no envelope`);
  const values = placeholderValues(meta, lines.length);
  const fill = (templates: string[]) =>
    templates.map((template) => fillTemplate(template, values)).filter((line): line is string => line !== null);
  const rows = fill(envelope.open);
  for (const line of lines) {
    rows.push(...fill(envelope.recordOpen));
    for (const column of layout.columns) {
      const text = cellText(line, column, layout);
      // An empty value is left out: the importing system keeps its default (AbaConnect: field not set).
      if (text !== '') rows.push(`${envelope.fieldIndent}<${column.header}>${xmlEscape(text)}</${column.header}>`);
    }
    rows.push(...fill(envelope.recordClose));
  }
  rows.push(...fill(envelope.close));
  return rows;
}

/** The structured JSON document: meta, the lines (the layout's keys) and the totals (CHF as decimal strings). */
function renderJson(layout: ExportLayout, lines: BookingLine[], meta: ExportMeta): string {
  const totals = bookingTotalsOf(lines);
  const total = (entry: (typeof totals)['overall']) => ({
    companySubunitId: entry.companySubunitId,
    processingGroupId: entry.processingGroupId,
    lineCount: entry.lineCount,
    days: entry.days,
    amount: rappenAsChf(entry.amount),
    correctionAmount: rappenAsChf(entry.correctionAmount),
  });
  const document = {
    format: 'absenza.salary-export',
    version: 1,
    meta: {
      tenantName: meta.tenantName,
      accountingMonthId: meta.accountingMonthId,
      companySubunitId: meta.companySubunitId,
      processingGroupId: meta.processingGroupId,
      generatedAt: meta.generatedAt,
      isPreview: meta.isPreview,
      currency: 'CHF',
      lineCount: lines.length,
    },
    lines: lines.map((line) =>
      Object.fromEntries(
        layout.columns.map((column) => [column.header, jsonValue(rawValue(line, column.field), column.format)]),
      ),
    ),
    totals: { units: totals.units.map(total), overall: total(totals.overall) },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function encodeText(text: string, encoding: ExportEncoding): Buffer {
  const normalised = text.normalize('NFC');
  // The cells are transliterated already; this catches the rest (an XML envelope's tenant name, a JSON document).
  if (encoding === 'windows-1252') return iconv.encode(windows1252Text(normalised), 'windows-1252');
  const bytes = Buffer.from(normalised, 'utf8');
  return encoding === 'utf-8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) : bytes;
}

/** The bytes of a salary export: the booking lines in the layout, sorted, encoded. */
export function renderExport(layout: ExportLayout, bookingLines: readonly BookingLine[], meta: ExportMeta): Buffer {
  const lines = sortedLines(bookingLines, layout.order);
  if (layout.kind === 'json') return encodeText(renderJson(layout, lines, meta), layout.encoding);
  const rows =
    layout.kind === 'delimited'
      ? renderDelimited(layout, lines)
      : layout.kind === 'fixed-width'
        ? renderFixedWidth(layout, lines)
        : renderXml(layout, lines, meta);
  // Every row ends with the line ending, the last one too (a complete last record for line-based importers).
  return encodeText(rows.map((row) => row + layout.lineEnding).join(''), layout.encoding);
}

/** A value the file does not carry exactly as the data has it: spelled for the code page, lost, or cut. */
export type ExportTextChange = {
  snapshotId: string;
  personnelNumber: string | null;
  /** The column's header (SWISSPORT: VORNA). */
  column: string;
  value: string;
  /** What the file holds (before padding). */
  written: string;
  /** TRANSLITERATED: every character spelled (Ł -> L); LOST: a character written as '?'; CUT: the fixed width. */
  kinds: ('TRANSLITERATED' | 'LOST' | 'CUT')[];
  /** The characters written as '?'. */
  lost: string[];
};

/**
 * What a file changes in the lines' text values (decision 0043): characters the code page lacks (transliterated or
 * lost) and names cut to a fixed width. Empty for the UTF-8 formats. The caller shows it beside the file, so no
 * letter is changed without a word.
 */
export function exportTextChanges(layout: ExportLayout, bookingLines: readonly BookingLine[]): ExportTextChange[] {
  if (layout.kind === 'json') return [];
  const changes: ExportTextChange[] = [];
  for (const line of sortedLines(bookingLines, layout.order)) {
    for (const column of layout.columns) {
      if (column.format !== 'text' || typeof column.field === 'object') continue;
      const value = formatValue(rawValue(line, column.field), column.format, layout).normalize('NFC');
      const kinds: ExportTextChange['kinds'] = [];
      let written = value;
      let lost: string[] = [];
      if (layout.encoding === 'windows-1252') {
        const spelled = transliterateForWindows1252(value);
        written = spelled.text;
        lost = spelled.lost;
        if (spelled.replaced.length > 0) kinds.push('TRANSLITERATED');
        if (lost.length > 0) kinds.push('LOST');
      }
      if (layout.kind === 'fixed-width' && column.truncate && column.width !== undefined) {
        const single = written.replace(/[\r\n\t]/g, ' ');
        if (single.length > column.width) {
          written = single.slice(0, column.width);
          kinds.push('CUT');
        }
      }
      if (kinds.length > 0) {
        changes.push({
          snapshotId: line.snapshotId,
          personnelNumber: line.personnelNumber,
          column: column.header,
          value,
          written,
          kinds,
          lost,
        });
      }
    }
  }
  return changes;
}

/** The file name of an export: salary-export_2026-03_ZH_MONTHLY.csv ("all" for a null subunit or group). */
export function exportFileName(layout: Pick<ExportLayout, 'fileType' | 'fileExtension'>, meta: ExportMeta): string {
  const unit = [meta.companySubunitId ?? 'all', meta.processingGroupId ?? 'all'].join('_').replace(/[^\w.-]/g, '-');
  const kind = layout.fileType.toLowerCase().replace('_', '-');
  const preview = meta.isPreview ? '_preview' : '';
  return `salary-export_${kind}_${meta.accountingMonthId}_${unit}${preview}.${layout.fileExtension}`;
}
