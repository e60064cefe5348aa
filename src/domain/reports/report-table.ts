// The report table (issue 31; docs/domain/reports.md): what a report kind computes from its facts, and what the
// XLSX and PDF renderers draw. Pure data, in the report's language already: headings, cell values typed so the
// renderers format them the Swiss way (dates dd.MM.yyyy, CHF 1'234.50, percentages), never codes (an enum is
// translated by the kind into words before it reaches a cell).
import type { ReportDefinitionValue, ReportKind, ReportLanguage } from './report-types.ts';

/**
 * A column's type: how its cells are stored and shown.
 * - text: a string (the renderers guard it against spreadsheet formulas);
 * - date: an ISO date 'YYYY-MM-DD' (a real date cell in XLSX);
 * - chf: an integer number of Rappen (CHF with two decimals and Swiss grouping);
 * - percent: a number of percent (50 = 50 %);
 * - integer, decimal: numbers (days, counters);
 * - boolean: true / false (shown as the language's yes / no).
 */
export type ReportColumnType = 'text' | 'date' | 'chf' | 'percent' | 'integer' | 'decimal' | 'boolean';

export type ReportCellValue = string | number | boolean | null;

export type ReportColumn = {
  key: string;
  /** The heading in the report's language. */
  label: string;
  type: ReportColumnType;
  /** Summed in the totals row (chf, integer, decimal columns). */
  total?: boolean;
  /** A width hint in characters (XLSX column width, PDF share). */
  width?: number;
};

export type ReportRow = readonly ReportCellValue[];

export type ReportTable = {
  /**
   * The report kind, or another table drawn by the same renderers (the analytics export, decision 0061; the benefits
   * export, decision 0068).
   */
  kind: ReportKind | 'absence-rate' | 'benefits';
  language: ReportLanguage;
  /** The report's title in its language (e.g. "Beitragsbefreiung Pensionskasse"). */
  title: string;
  /** One sentence: the question the report answers. */
  subtitle: string;
  /** The title block's lines: company, period, filters in words, generated at (label, value). */
  facts: readonly (readonly [label: string, value: string])[];
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The totals row's label ("Total"); the totals are the sums of the `total` columns over `rows`. */
  totalLabel: string;
  /** Said when there are no rows (in the file, not an empty sheet). */
  emptyText: string;
  /** The sheet's name (Excel: at most 31 characters, no []:*?/\). */
  sheetName: string;
};

/** The sums of the `total` columns (null elsewhere): the totals row. Pure; numbers only. */
export function reportTotals(table: Pick<ReportTable, 'columns' | 'rows'>): ReportCellValue[] {
  return table.columns.map((column, index) => {
    if (!column.total) return null;
    let sum = 0;
    for (const row of table.rows) {
      const value = row[index];
      if (typeof value === 'number') sum += value;
    }
    return column.type === 'decimal' ? Math.round(sum * 1000) / 1000 : sum;
  });
}

/** What every kind receives besides its facts: the definition and the words around the table. */
export type ReportContext = {
  definition: ReportDefinitionValue;
  /** The company's name (the title block). */
  companyName: string;
  /** Today in Zurich, 'YYYY-MM-DD' (a report never counts a day after it as happened). */
  today: string;
  /** When it was generated (ISO timestamp; the title block shows it in Zurich time). */
  generatedAt: string;
};
