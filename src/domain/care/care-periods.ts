// PLACEHOLDER of helper "stages" (issue 29): the domain helper's care-periods.ts replaces this file at merge.
// Care's own period view: consecutive days of the included types, joined across the definition's gaps.
import { fromEpochDay, isWeekend, toEpochDay } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import type { CareAbsenceDay, CarePeriod, CarePeriodDefinition } from './types.ts';

export function careStagePeriods(absences: readonly CareAbsenceDay[], definition: CarePeriodDefinition): CarePeriod[] {
  const included = new Set<AbsenceType>(definition.includeAbsenceTypes);
  const gapTypes = new Set<AbsenceType>(definition.combinePeriodsWithAbsenceGapsOfType);
  const days = new Map<number, Set<AbsenceType>>();
  const gapDays = new Set<number>();
  for (const absence of absences) {
    const day = toEpochDay(absence.date);
    if (included.has(absence.type)) days.set(day, (days.get(day) ?? new Set()).add(absence.type));
    else if (gapTypes.has(absence.type)) gapDays.add(day);
  }
  const sorted = [...days.keys()].sort((a, b) => a - b);
  const joins = (from: number, to: number) => {
    // The days strictly between two absence days.
    const gap = to - from - 1;
    if (gap <= 0) return true;
    if (gap <= definition.combinePeriodsWithGapDurationInDays) return true;
    let allWeekend = definition.combinePeriodsWithWeekendGaps;
    let allGapType = gapTypes.size > 0;
    for (let day = from + 1; day < to && (allWeekend || allGapType); day++) {
      if (!isWeekend(day)) allWeekend = false;
      if (!gapDays.has(day)) allGapType = false;
    }
    return allWeekend || allGapType;
  };
  const periods: CarePeriod[] = [];
  let start = -1;
  let end = -1;
  let count = 0;
  let types = new Set<AbsenceType>();
  const close = () => {
    if (count === 0) return;
    periods.push({
      startDate: fromEpochDay(start),
      endDate: fromEpochDay(end),
      lengthInDays: end - start + 1,
      absenceDays: count,
      types: [...types].sort(),
    });
  };
  for (const day of sorted) {
    if (count > 0 && joins(end, day)) {
      end = day;
    } else {
      close();
      start = day;
      end = day;
      count = 0;
      types = new Set();
    }
    count++;
    for (const type of days.get(day) ?? []) types.add(type);
  }
  close();
  return periods;
}
