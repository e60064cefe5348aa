// XLSX cell values as the text the upload rules read (issue 11). A workbook stores numbers as binary doubles and
// dates as day serials; the uploader sees them formatted, so they become the plain text of what Excel shows:
// - dates → 'YYYY-MM-DD'. exceljs turns a serial into a Date at UTC midnight, so the UTC fields are the calendar date
//   (local-time getters would turn 1990-02-28 into 1990-02-27 in any time zone west of UTC). The time of day of a
//   date-time cell is dropped: the upload columns are calendar dates.
// - numbers → a plain decimal string rounded to 15 significant digits, the precision Excel displays, so float noise
//   (0.1 + 0.2 = 0.30000000000000004) disappears and 8.4 stays '8.4'; never exponent notation.
// - a number formatted as a percentage → what Excel shows: 0.5 → '50%'.
// - a time-only format (8:30 typed into an hours column) → 'H:MM' as shown, not the date 1899-12-30.
// - an integer in a zero-padded format ('00000', often used for personnel numbers) → the padded digits: '00123'.
// - rich text, hyperlinks and formula results → their text; error values → their code ('#N/A').
import type { CellValue } from 'exceljs';

const EXCEL_EPOCH_1900 = 25_569; // serial of 1970-01-01 in the 1900 date system
const EXCEL_EPOCH_1904 = 24_107;
const MS_PER_DAY = 86_400_000;

/** Excel's own test for a date format: any of y m d h s b outside quoted text and [..] sections (as exceljs). */
export function isDateFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  return /[ymdhsb]/i.test(stripLiterals(numFmt).replace(/general/gi, ''));
}

/** A date format without a date part: only hours, minutes, seconds ('h:mm', '[h]:mm:ss'). */
export function isTimeOnlyFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  const code = stripLiterals(numFmt).replace(/general/gi, '');
  if (/[ydb]/i.test(code)) return false;
  // '[h]', '[mm]', '[ss]' are elapsed time (the brackets would be stripped as literals otherwise).
  return /[hs]/i.test(code) || /\[(h+|m+|s+)\]/i.test(numFmt);
}

export function isPercentFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  return stripLiterals(numFmt).includes('%');
}

function stripLiterals(numFmt: string): string {
  return numFmt
    .replace(/\[[^\]]*\]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '');
}

/** 'YYYY-MM-DD' of a Date that exceljs made from a day serial (UTC). Invalid dates become ''. */
export function dateToIsoDate(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  // A serial with float noise just below midnight (…0.99999999) still means the next day, as Excel shows it.
  const day = Math.floor((time + 1) / MS_PER_DAY);
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function serialToIsoDate(serial: number, isDate1904: boolean): string {
  if (!Number.isFinite(serial)) return '';
  const epoch = isDate1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900;
  return dateToIsoDate(new Date(Math.round((serial - epoch) * MS_PER_DAY)));
}

/** A number as plain decimal text with at most 15 significant digits: 8.4 → '8.4', 1e-7 → '0.0000001'. */
export function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(15));
  if (rounded === 0) return '0';
  const text = String(rounded);
  const exponentAt = text.indexOf('e');
  if (exponentAt < 0) return text;
  const isNegative = text.startsWith('-');
  const mantissa = text.slice(isNegative ? 1 : 0, exponentAt);
  const exponent = Number(text.slice(exponentAt + 1));
  const [integerPart = '', fractionPart = ''] = mantissa.split('.');
  const digits = integerPart + fractionPart;
  const pointAt = integerPart.length + exponent;
  let plain: string;
  if (pointAt <= 0) plain = `0.${'0'.repeat(-pointAt)}${digits}`;
  else if (pointAt >= digits.length) plain = digits + '0'.repeat(pointAt - digits.length);
  else plain = `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
  return isNegative ? `-${plain}` : plain;
}

/** A day fraction as hours and minutes, 'H:MM' (elapsed hours may exceed 24, as with '[h]:mm'). */
export function dayFractionToTime(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  const minutes = Math.round(value * 24 * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const ZERO_PADDED = /^0+$/;

function numberToCellText(value: number, numFmt: string | undefined, isDate1904: boolean): string {
  if (isTimeOnlyFormat(numFmt)) return dayFractionToTime(value);
  if (isDateFormat(numFmt)) return serialToIsoDate(value, isDate1904);
  if (numFmt && ZERO_PADDED.test(numFmt) && Number.isInteger(value) && value >= 0) {
    return numberToPlainText(value).padStart(numFmt.length, '0');
  }
  if (isPercentFormat(numFmt)) return `${numberToPlainText(value * 100)}%`;
  return numberToPlainText(value);
}

/** The text of one cell value as read by exceljs's streaming reader (styles cached, so numFmt is known). */
export function cellValueToText(value: CellValue | undefined, numFmt: string | undefined, isDate1904 = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberToCellText(value, numFmt, isDate1904);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    if (!isTimeOnlyFormat(numFmt)) return dateToIsoDate(value);
    // exceljs made a Date of a time-only cell: back to its serial, i.e. the day fraction.
    return dayFractionToTime(value.getTime() / MS_PER_DAY + (isDate1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900));
  }
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run) => run.text ?? '').join('');
  }
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (typeof result === 'object' && result !== null && 'error' in result) return String(result.error);
    return cellValueToText(result as CellValue | undefined, numFmt, isDate1904);
  }
  if ('text' in value) return cellValueToText(value.text as CellValue, numFmt, isDate1904);
  return '';
}
