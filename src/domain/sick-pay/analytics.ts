// Absence analytics math (C18, C19; swiss-rules 6).
import { type EpochDay, isWeekend, toEpochDay } from '../dates.ts';

export const DURATION_BUCKETS = ['1-3', '4-10', '11-30', '31-90', '91-270', '271+'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

/** C18: the bucket of a combined absence period of `days` calendar days (after weekend fill and gap merging). */
export function durationBucket(days: number): DurationBucket {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`A period has at least one day: ${days}`);
  if (days <= 3) return '1-3';
  if (days <= 10) return '4-10';
  if (days <= 30) return '11-30';
  if (days <= 90) return '31-90';
  if (days <= 270) return '91-270';
  return '271+';
}

/** C18: count combined periods per bucket (periods are inclusive date ranges). */
export function bucketPeriods(periods: readonly { from: string; to: string }[]): Record<DurationBucket, number> {
  const counts = Object.fromEntries(DURATION_BUCKETS.map((bucket) => [bucket, 0])) as Record<DurationBucket, number>;
  for (const period of periods) counts[durationBucket(toEpochDay(period.to) - toEpochDay(period.from) + 1)]++;
  return counts;
}

export type AbsenceRateEmployee = {
  from: string;
  to: string;
  /** Full-time weekly hours of the employee's contract (standardWorkingHoursPerWeek). */
  weeklyHours: number;
  employmentPercentage: number;
  /** Cantonal public holidays: not target time (C19). */
  publicHolidays: readonly string[];
  absences: readonly { date: string; incapacityOfWork: number }[];
};

/**
 * C19 for one employee: target hours = working days (Monday-Friday, not a public holiday) x weeklyHours / 5 x
 * employment %; absence hours = the planned hours of each absent working day x incapacity %. Weekend absences are
 * not target time and count for nothing.
 */
export function employeeHours(employee: AbsenceRateEmployee): { targetHours: number; absenceHours: number } {
  const from = toEpochDay(employee.from);
  const to = toEpochDay(employee.to);
  const holidays = new Set<EpochDay>(employee.publicHolidays.map(toEpochDay));
  const dailyHours = (employee.weeklyHours / 5) * (employee.employmentPercentage / 100);
  const isWorkingDay = (day: EpochDay) => !isWeekend(day) && !holidays.has(day);
  let workingDays = 0;
  for (let day = from; day <= to; day++) if (isWorkingDay(day)) workingDays++;
  let absenceHours = 0;
  const seen = new Set<EpochDay>();
  for (const absence of employee.absences) {
    const day = toEpochDay(absence.date);
    if (day < from || day > to || !isWorkingDay(day) || seen.has(day)) continue;
    seen.add(day);
    absenceHours += dailyHours * (absence.incapacityOfWork / 100);
  }
  return { targetHours: workingDays * dailyHours, absenceHours };
}

/** C19: sum of absence hours / sum of target hours x 100 over all employees (FTE-weighted), 2 decimals. */
export function absenceRate(employees: readonly AbsenceRateEmployee[]): number {
  let target = 0;
  let absent = 0;
  for (const employee of employees) {
    const hours = employeeHours(employee);
    target += hours.targetHours;
    absent += hours.absenceHours;
  }
  return target === 0 ? 0 : Math.round((absent / target) * 10_000) / 100;
}
