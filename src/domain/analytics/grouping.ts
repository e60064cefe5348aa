// Grouping stored figures by a dimension, and withholding a small group's health figures (issue 32 point 3):
// a group of fewer than `minimumGroupSize` distinct people (default 5) shows no absence figures to a user who may
// not see individuals' health data, so a small team's rate does not reveal one person's sickness. Target hours,
// headcount and FTE are no health data and stay visible. Decision 0059.
import { PM_FULL } from '../money.ts';
import type { EmployeeMonthFigure, MonthId } from './employee-month-figures.ts';

/** A stored figure with its employee: the row the analytics sum. */
export type AnalyticsRow = EmployeeMonthFigure & { employeeId: string };

export const ANALYTICS_DIMENSIONS = ['COMPANY_SUBUNIT', 'PROCESSING_GROUP', 'EMPLOYMENT_TYPE', 'EMPLOYEE'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

export const DEFAULT_MINIMUM_GROUP_SIZE = 5;

/** The group of a row under a dimension (null dimension: one group, null; a row without the value: null). */
export function groupOf(row: AnalyticsRow, dimension: AnalyticsDimension | null): string | null {
  switch (dimension) {
    case null:
      return null;
    case 'COMPANY_SUBUNIT':
      return row.companySubunitId;
    case 'PROCESSING_GROUP':
      return row.processingGroupId;
    case 'EMPLOYMENT_TYPE':
      return row.employmentType;
    case 'EMPLOYEE':
      return row.employeeId;
  }
}

export type Withholding = { reason: 'GROUP_TOO_SMALL'; minimumGroupSize: number };

export type WithholdingOptions = {
  /** Whether the caller may see individuals' health data (then nothing is withheld). */
  mayViewHealthData: boolean;
  /** Default 5 (configurable per tenant). */
  minimumGroupSize?: number;
};

/** Why a group's absence figures are withheld, or null when they may be shown. */
export function withholdingOf(headcount: number, options: WithholdingOptions): Withholding | null {
  const minimumGroupSize = options.minimumGroupSize ?? DEFAULT_MINIMUM_GROUP_SIZE;
  if (options.mayViewHealthData || headcount >= minimumGroupSize) return null;
  return { reason: 'GROUP_TOO_SMALL', minimumGroupSize };
}

/** Rows of the months from..to (inclusive), grouped by a key, in first-seen order. */
export function groupRows<K>(
  rows: readonly AnalyticsRow[],
  months: { from: MonthId; to: MonthId } | null,
  keyOf: (row: AnalyticsRow) => K,
): Map<string, { key: K; rows: AnalyticsRow[] }> {
  const groups = new Map<string, { key: K; rows: AnalyticsRow[] }>();
  for (const row of rows) {
    if (months && (row.month < months.from || row.month > months.to)) continue;
    const key = keyOf(row);
    const id = JSON.stringify(key);
    const group = groups.get(id);
    if (group) group.rows.push(row);
    else groups.set(id, { key, rows: [row] });
  }
  return groups;
}

/** Distinct employees among rows. */
export function headcountOf(rows: readonly AnalyticsRow[]): number {
  return new Set(rows.map((row) => row.employeeId)).size;
}

/** Each month's days (up to asOf) as the rows give them: the FTE denominators. */
export function monthDaysOf(rows: readonly AnalyticsRow[]): Map<MonthId, number> {
  const monthDays = new Map<MonthId, number>();
  for (const row of rows) monthDays.set(row.month, Math.max(monthDays.get(row.month) ?? 0, row.monthDays));
  return monthDays;
}

/**
 * Average FTE of rows over a number of days: the employment days (milli-percent) / (100 000 x days). The days are
 * those of every month of the period that any row has (a group without a row in one of them had 0 FTE there).
 */
export function averageFteOf(rows: readonly AnalyticsRow[], days: number): number {
  let pmDays = 0;
  for (const row of rows) pmDays += row.employmentPmDays;
  return days === 0 ? 0 : pmDays / (PM_FULL * days);
}

/** null first, then text order. */
export function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}
