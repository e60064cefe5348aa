// How the reports screens show a report's parts (issue 31; decision 0058 "Screens"), pure: a preview cell in Swiss
// formats by its column type, a definition's period in words, and today in Zurich.

import { isoDateInZurich } from '../../lib/dates.ts';
import { formatDate } from '../../lib/format.ts';

export type CellType = 'text' | 'date' | 'chf' | 'percent' | 'integer' | 'decimal' | 'boolean';
export type CellFormatters = {
  chf: (rappen: number) => string;
  number: (value: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) => string;
  percent: (points: number, options?: { minimumFractionDigits?: number; maximumFractionDigits?: number }) => string;
  yes: string;
  no: string;
};

/** A preview cell as the file shows it: dates dd.MM.yyyy, CHF 1'234.50 from Rappen, percent, Swiss numbers. */
export function formatCell(value: string | number | boolean | null, type: CellType, format: CellFormatters): string {
  if (value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (typeof value === 'string')
    return type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  switch (type) {
    case 'chf':
      return format.chf(value);
    case 'percent':
      return format.percent(value, { maximumFractionDigits: 2 });
    case 'integer':
      return format.number(value, { maximumFractionDigits: 0 });
    case 'decimal':
      return format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    default:
      return String(value);
  }
}

/** Columns that read right-aligned (amounts and counts). */
export const isNumericColumn = (type: CellType) =>
  type === 'chf' || type === 'percent' || type === 'integer' || type === 'decimal';

export type PeriodWords = { range: (from: string, to: string) => string; month: (isoMonth: string) => string };

/** A definition's period in words: "01.12.2025 – 30.11.2026" or the accounting month's name. */
export function periodText(
  period: { kind: 'time-range'; from: string; to: string } | { kind: 'accounting-period'; accountingMonthId: string },
  words: PeriodWords,
): string {
  return period.kind === 'time-range'
    ? words.range(formatDate(period.from), formatDate(period.to))
    : words.month(period.accountingMonthId);
}

export function zurichToday(): string {
  return isoDateInZurich(new Date());
}
