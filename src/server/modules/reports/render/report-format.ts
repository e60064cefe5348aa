// What both report renderers share (issue 31; decision 0058 "Files (XLSX and PDF)"): the Swiss text of a cell (the
// PDF's cells, the XLSX column widths), the text guard, the title block's facts by name, the "page x of y" words and
// the file's name.
import { swissChf, swissInteger } from '../../../../domain/accounting/ktg-protocol.ts';
import type { ReportCellValue, ReportColumn, ReportTable } from '../../../../domain/reports/report-table.ts';
import type { ReportLanguage, ReportPeriodValue } from '../../../../domain/reports/report-types.ts';
import { REPORT_WORDS, swissDate } from '../../../../domain/reports/report-words.ts';

/** The numbers' columns: right-aligned, summable. */
export const NUMERIC_TYPES: ReadonlySet<ReportColumn['type']> = new Set(['chf', 'percent', 'integer', 'decimal']);

/** The decimals a decimal or percent column needs (0-3): 50 → 0, 62.5 → 1, 33.333 → 3. */
export function decimalsOf(table: Pick<ReportTable, 'rows'>, index: number): number {
  let decimals = 0;
  for (const row of table.rows) {
    const value = row[index];
    if (typeof value !== 'number' || Number.isInteger(value)) continue;
    const fraction = String(Math.round(value * 1000) / 1000).split('.')[1] ?? '';
    decimals = Math.max(decimals, Math.min(3, fraction.length));
    if (decimals === 3) break;
  }
  return decimals;
}

/** A number with Swiss thousands and `decimals` decimals: 1234.5, 2 → "1'234.50". */
export function swissDecimal(value: number, decimals: number): string {
  if (decimals === 0) return swissInteger(Math.round(value));
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && Number(`${whole}.${fraction}`) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${fraction}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/**
 * A text cell's text: control characters (tab, CR, LF and those XML cannot carry) as one space, so no text starts
 * with a tab or CR and no cell breaks a line. The XLSX renderer stores it as a string in a Text-formatted cell (the
 * formula guard, see report-xlsx.ts); the PDF only ever draws text.
 */
export function cleanText(text: string): string {
  return text.replace(CONTROL, ' ');
}

/** What a spreadsheet would read as a formula (OWASP "CSV injection"; the CSV exports' FORMULA_START). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as the PDF shows it (and as wide as the XLSX column must be): Swiss dates, CHF 1'234.50, 50 %, Ja/Nein. */
export function cellText(
  value: ReportCellValue,
  column: Pick<ReportColumn, 'type'>,
  language: ReportLanguage,
  decimals = 0,
): string {
  if (value === null || value === '') return '';
  switch (column.type) {
    case 'chf':
      return typeof value === 'number' ? swissChf(Math.round(value)) : cleanText(String(value));
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? swissDate(value) : String(value);
    case 'percent':
      return typeof value === 'number' ? `${swissDecimal(value, decimals)} %` : cleanText(String(value));
    case 'integer':
      return typeof value === 'number' ? swissInteger(Math.round(value)) : cleanText(String(value));
    case 'decimal':
      return typeof value === 'number' ? swissDecimal(value, decimals) : cleanText(String(value));
    case 'boolean':
      return value === true ? REPORT_WORDS[language].yes : value === false ? REPORT_WORDS[language].no : '';
    default:
      return cleanText(String(value));
  }
}

/** A CHF column's heading names the unit (the kinds write "Betrag (CHF)"; a heading without it gets " (CHF)"). */
export function headingOf(column: Pick<ReportColumn, 'label' | 'type'>): string {
  const label = cleanText(column.label);
  return column.type === 'chf' && !/\bCHF\b/.test(label) ? `${label} (CHF)` : label;
}

/** The title block's fact with the shared label (company, period, generated at), if the kind wrote it. */
export function factOf(table: Pick<ReportTable, 'facts' | 'language'>, key: 'company' | 'period' | 'generatedAt') {
  const label = REPORT_WORDS[table.language][key];
  return table.facts.find(([factLabel]) => factLabel === label)?.[1];
}

export const PAGE_OF: Record<ReportLanguage, (page: number | string, pages: number | string) => string> = {
  de: (page, pages) => `Seite ${page} von ${pages}`,
  fr: (page, pages) => `page ${page} sur ${pages}`,
  it: (page, pages) => `pagina ${page} di ${pages}`,
  en: (page, pages) => `page ${page} of ${pages}`,
};

/** BCP 47 of the files' metadata. */
export const FILE_LANGUAGES: Record<ReportLanguage, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en' };

/** The widths (in characters) of the columns: the kind's hint, else the widest of heading and cells (6-50). */
export function characterWidths(table: ReportTable): number[] {
  return table.columns.map((column, index) => {
    if (column.width !== undefined) return column.width;
    const decimals = decimalsOf(table, index);
    let widest = 0;
    // The first 500 rows are enough to see how wide a column's cells are.
    for (const row of table.rows.slice(0, 500)) {
      widest = Math.max(widest, cellText(row[index] ?? null, column, table.language, decimals).length);
    }
    // The heading wraps onto two lines where it is wider than the cells.
    const heading = headingOf(column);
    const longestWord = Math.max(...heading.split(/\s+/).map((word) => word.length));
    const headingWidth = Math.max(longestWord, Math.ceil(heading.length / 2));
    return Math.min(50, Math.max(6, widest + 2, headingWidth + 2));
  });
}

/** A text as ASCII for a file name: umlauts spelled out (ä → ae), accents dropped, the rest as "-". */
function asciiName(text: string): string {
  return text
    .replace(/[äÄöÖüÜ]/g, (letter) => ({ ä: 'ae', Ä: 'Ae', ö: 'oe', Ö: 'Oe', ü: 'ue', Ü: 'Ue' })[letter] ?? letter)
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The file's name: the title in the report's language, ASCII, and the period —
 * "Taggeld-oder-Lohnkuerzung_2026-03.xlsx", "Austritte_2026-01-01_2026-06-30.pdf".
 */
export function reportFileName(
  table: Pick<ReportTable, 'title'>,
  definition: { period: ReportPeriodValue },
  format: 'XLSX' | 'PDF',
): string {
  const { period } = definition;
  const when = period.kind === 'accounting-period' ? period.accountingMonthId : `${period.from}_${period.to}`;
  const title = asciiName(table.title).slice(0, 80) || 'Report';
  return `${title}_${when}.${format === 'XLSX' ? 'xlsx' : 'pdf'}`;
}
