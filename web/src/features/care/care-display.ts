// Display logic of the care screens, pure and unit-tested: a person's name, the Bradford factor written out, the
// 12-month absence picture's bars, and the stage history in order.
import type { z } from 'zod';
import type { employeeHealth } from '../../../../src/contracts/care-stages.ts';

type EmployeeHealth = z.infer<typeof employeeHealth>;

type Named = { firstName: string | null; lastName: string | null; personnelNumber: string | null; employeeId: string };

/** "Muster, Anna"; a missing part is left out; without a name the personnel number, then the employee id. */
export function personName(person: Named): string {
  const name = [person.lastName, person.firstName].filter((part) => part !== null && part.trim() !== '').join(', ');
  return name || person.personnelNumber || person.employeeId;
}

/** Bradford factor S² × D: S absence periods (spells), D absence days in the same 12 months. */
export function bradford(periods: number, days: number): { periods: number; days: number; value: number } {
  return { periods, days, value: periods * periods * days };
}

export type MonthBar = {
  month: string;
  absenceDays: number;
  /** Share of the tallest month, 0 … 100 (the tallest month fills the chart). */
  heightPercent: number;
  /** The bar's parts by type (types the reader may see), in the given order; empty when types are hidden. */
  segments: { type: string; absenceDays: number; heightPercent: number }[];
};

/** The bars of the 12-month picture: heights relative to the tallest month (at least 1 day, so 0 stays 0). */
export function monthBars(months: EmployeeHealth['months']): MonthBar[] {
  const tallest = Math.max(1, ...months.map((month) => month.absenceDays));
  const share = (days: number) => Math.round((days / tallest) * 1000) / 10;
  return months.map((month) => ({
    month: month.month,
    absenceDays: month.absenceDays,
    heightPercent: share(month.absenceDays),
    segments: (month.byType ?? [])
      .filter((part) => part.absenceDays > 0)
      .map((part) => ({ type: part.type, absenceDays: part.absenceDays, heightPercent: share(part.absenceDays) })),
  }));
}

/** The absence types that appear in the months (for the chart's legend), in the order of `order`. */
export function typesInMonths(months: EmployeeHealth['months'], order: readonly string[]): string[] {
  const seen = new Set<string>(
    months.flatMap((month) => (month.byType ?? []).filter((p) => p.absenceDays > 0).map((p) => p.type)),
  );
  return order.filter((type) => seen.has(type));
}

/** A number of days as the API gives it (halves for half days), at most one decimal. */
export function roundDays(days: number): number {
  return Math.round(days * 10) / 10;
}
