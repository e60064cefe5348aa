// Test support for the care evaluation (src/domain/care): absence days written as date ranges.

import type { CareAbsenceDay, CarePeriodDefinition } from '../domain/care/types.ts';
import { fromEpochDay, isWeekend, toEpochDay } from '../domain/dates.ts';
import type { AbsenceType } from '../domain/sick-pay/types.ts';

type DayOptions = { percentage?: number | null; hours?: number | null; weekdaysOnly?: boolean };

/** One record per calendar day from `from` to `to` (both included); weekdaysOnly skips Saturdays and Sundays. */
export function careDays(
  type: AbsenceType,
  from: string,
  to: string = from,
  options: DayOptions = {},
): CareAbsenceDay[] {
  const days: CareAbsenceDay[] = [];
  for (let day = toEpochDay(from); day <= toEpochDay(to); day++) {
    if (options.weekdaysOnly && isWeekend(day)) continue;
    days.push({
      date: fromEpochDay(day),
      type,
      percentage: options.percentage === undefined ? 100 : options.percentage,
      hours: options.hours ?? null,
    });
  }
  return days;
}

/** The contract's default period definition: SICK and ACCIDENT, weekend gaps joined, nothing else. */
export const DEFAULT_CARE_PERIOD_DEFINITION: CarePeriodDefinition = {
  includeAbsenceTypes: ['SICK', 'ACCIDENT'],
  combinePeriodsWithWeekendGaps: true,
  combinePeriodsWithAbsenceGapsOfType: [],
  combinePeriodsWithGapDurationInDays: 0,
};
