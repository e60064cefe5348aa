// Care's own view of absence periods (issue 29; careStageConfiguration.absencePeriodDefinition). Pure: no clock, no
// I/O. The rules with worked examples: docs/domain/care.md "Periods". Unlike the payroll periods
// (../absences/periods.ts: one period per type, weekend fill of C17), care joins the days of every included type into
// one period, because care asks "how often was this person away", not "what is paid for which type".
//
// 1. An absence day counts when its type is in includeAbsenceTypes. Part-time and partial incapacity count in full
//    (a 50 % day is one absence day); a record of exactly 0 % or 0 hours is no absence and is ignored. A day with two
//    included absences (SICK and ACCIDENT on one day) is one absence day.
// 2. Consecutive absence days form a stretch. Two stretches are joined when every day of the gap between them is
//    explained or the unexplained ones are few: a gap day is explained when it has an absence of a type in
//    combinePeriodsWithAbsenceGapsOfType (e.g. VACATION between two SICK stretches) or when it is a Saturday or Sunday
//    and combinePeriodsWithWeekendGaps is on; the stretches join when the unexplained days number at most
//    combinePeriodsWithGapDurationInDays. So a gap made only of a weekend, a gap made only of gap-type absences and a
//    gap of at most N calendar days each join, and so does a mix (VACATION on Friday, then the weekend).
// 3. lengthInDays = calendar days from start to end (gaps included); absenceDays = days with an included absence.
//    A period never begins or ends on a gap day, so a trailing weekend after the last absence day is not part of it.
import { type EpochDay, isoDateOf, isWeekend, toEpochDay } from '../dates.ts';
import { ABSENCE_TYPES, type AbsenceType } from '../sick-pay/types.ts';
import type { CareAbsenceDay, CarePeriod, CarePeriodDefinition } from './types.ts';

/** A care period on epoch days, with its absence days in order (what the stage evaluation needs). */
export type CarePeriodDays = {
  start: EpochDay;
  end: EpochDay;
  /** The distinct days with an included absence, ascending (start and end are among them). */
  days: EpochDay[];
  types: AbsenceType[];
};

/** Whether a record is an absence at all: partial ones count in full, a record of 0 % or 0 hours does not. */
export function isCareAbsence(day: CareAbsenceDay): boolean {
  return day.percentage !== 0 && day.hours !== 0;
}

const TYPE_ORDER = new Map<AbsenceType, number>(ABSENCE_TYPES.map((type, index) => [type, index]));

/** Absence types in the order of ABSENCE_TYPES (SICK, ACCIDENT, …), each once. */
export function orderedTypes(types: Iterable<AbsenceType>): AbsenceType[] {
  return [...new Set(types)].sort((a, b) => (TYPE_ORDER.get(a) ?? 99) - (TYPE_ORDER.get(b) ?? 99));
}

/** A counted absence on its epoch day (isCareAbsence already applied). */
export type CareDayEntry = { day: EpochDay; type: AbsenceType };

/** The counted absences as epoch days: each date parsed once. */
export function careDayEntries(absences: readonly CareAbsenceDay[]): CareDayEntry[] {
  const entries: CareDayEntry[] = [];
  for (const absence of absences) {
    if (isCareAbsence(absence)) entries.push({ day: toEpochDay(absence.date), type: absence.type });
  }
  return entries;
}

/** Bit of an absence type in a day's mask (ABSENCE_TYPES has 8 types). */
const TYPE_BIT = new Map<AbsenceType, number>(ABSENCE_TYPES.map((type, index) => [type, 1 << index]));

function typesOfMask(mask: number): AbsenceType[] {
  return ABSENCE_TYPES.filter((type) => (mask & (TYPE_BIT.get(type) ?? 0)) !== 0);
}

/** The care periods on epoch days, sorted by start. Input order does not matter. */
export function carePeriodDays(entries: readonly CareDayEntry[], definition: CarePeriodDefinition): CarePeriodDays[] {
  const included = new Set(definition.includeAbsenceTypes);
  const gapTypes = new Set(definition.combinePeriodsWithAbsenceGapsOfType);
  // The included types of each day as a bit mask, and the days with an absence of a gap type.
  const typesByDay = new Map<EpochDay, number>();
  const gapTypeDays = new Set<EpochDay>();
  for (const { day, type } of entries) {
    if (included.has(type)) typesByDay.set(day, (typesByDay.get(day) ?? 0) | (TYPE_BIT.get(type) ?? 0));
    else if (gapTypes.has(type)) gapTypeDays.add(day);
  }
  const days = [...typesByDay.keys()].sort((a, b) => a - b);
  const allowance = Math.max(0, definition.combinePeriodsWithGapDurationInDays);
  const joins = (gapStart: EpochDay, gapEnd: EpochDay): boolean => {
    let unexplained = 0;
    for (let day = gapStart; day <= gapEnd; day++) {
      if (gapTypeDays.has(day)) continue;
      if (definition.combinePeriodsWithWeekendGaps && isWeekend(day)) continue;
      unexplained += 1;
      if (unexplained > allowance) return false;
    }
    return true;
  };
  const periods: CarePeriodDays[] = [];
  let current: { start: EpochDay; end: EpochDay; days: EpochDay[]; mask: number } | null = null;
  const close = () => {
    if (current)
      periods.push({ start: current.start, end: current.end, days: current.days, types: typesOfMask(current.mask) });
  };
  for (const day of days) {
    const mask = typesByDay.get(day) as number;
    if (current && (day === current.end + 1 || joins(current.end + 1, day - 1))) {
      current.end = day;
      current.days.push(day);
      current.mask |= mask;
      continue;
    }
    close();
    current = { start: day, end: day, days: [day], mask };
  }
  close();
  return periods;
}

/** Care's absence periods of one employee: sorted by startDate, deterministic, independent of input order. */
export function careStagePeriods(absences: readonly CareAbsenceDay[], definition: CarePeriodDefinition): CarePeriod[] {
  return carePeriodDays(careDayEntries(absences), definition).map((period) => ({
    startDate: isoDateOf(period.start),
    endDate: isoDateOf(period.end),
    lengthInDays: period.end - period.start + 1,
    absenceDays: period.days.length,
    types: period.types,
  }));
}
