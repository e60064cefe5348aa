// Absence hours of the absence rate (C19), per absence record. docs/domain/analytics.md works a month through.
//
// C19: an absent working day counts the person's own daily hours (weekly hours x employment % / working days per
// week, target-hours.ts) x incapacity %; an hours-based absence counts its recorded hours. A day counts only when it
// is one of the person's working days: Monday to Friday, in their weekday pattern, not a public holiday of their
// canton, employed, not after asOf. Everything else counts 0 hours, with the reason, so the days behind a figure
// explain themselves.
//
// Decisions (0059):
// - Categories: SICK → SICKNESS, ACCIDENT → ACCIDENT; MILITARY, MATERNITY, PATERNITY, FAMILY_CARE and OTHER →
//   OTHER. VACATION is no absence for the rate: holidays are planned time off, not lost working time (the usual
//   Swiss definition, as the Federal Statistical Office's absence statistics: sickness, accident, maternity,
//   military service, family reasons — not holidays). A vacation day counts 0 hours and takes no part of the day.
// - Recorded hours are capped at the person's own daily hours: an absence cannot lose more time than the day has
//   (as decision 0017 caps an hours-based incapacity at 100 %). 4.5 h recorded on an 8.4 h day count 4.5 h.
// - Two or more absences on one day (a data issue, ABSENCE_DUPLICATED or a mixed day) together count at most the
//   day's own hours. The day is filled in this order: ACCIDENT before SICKNESS before OTHER (the accident insurance
//   comes first, UVG art. 1/KTG subsidiarity, as the sick-pay engine treats an accident day), then the larger
//   share first, then absenceId; each record takes what is left of the day. So 60 % sick + 60 % accident on an
//   8.4 h day count 5.04 h accident and 3.36 h sickness.
// - Percentage-based hours are rounded half-up to a centi-hour per record, before the day cap.
import { type IsoDate, toEpochDay } from '../dates.ts';
import { divRoundHalfUp } from '../money.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import type { PersonDay } from './target-hours.ts';

export const ABSENCE_CATEGORIES = ['SICKNESS', 'ACCIDENT', 'OTHER'] as const;
export type AbsenceCategory = (typeof ABSENCE_CATEGORIES)[number];

/** The rate's category of each absence type; null: not an absence for the rate (see the header). */
export const ABSENCE_CATEGORY_OF: Readonly<Record<AbsenceType, AbsenceCategory | null>> = {
  SICK: 'SICKNESS',
  ACCIDENT: 'ACCIDENT',
  MILITARY: 'OTHER',
  MATERNITY: 'OTHER',
  PATERNITY: 'OTHER',
  VACATION: null,
  FAMILY_CARE: 'OTHER',
  OTHER: 'OTHER',
};

/** The order in which one day's absences fill the day (see the header). */
const FILL_ORDER: Readonly<Record<AbsenceCategory, number>> = { ACCIDENT: 0, SICKNESS: 1, OTHER: 2 };

/** One live absence record (spec "Absence"): hours or percentage is set, the other null, both decimal strings. */
export type AnalyticsAbsence = {
  absenceId?: string | null;
  date: IsoDate;
  type: AbsenceType;
  hours: string | null;
  percentage: string | null;
};

/** Why an absence record counts 0 hours. */
export type NotCountedReason =
  | 'NOT_AN_ABSENCE_FOR_THE_RATE'
  | 'OUTSIDE_RANGE'
  | 'AFTER_AS_OF'
  | 'OUTSIDE_EMPLOYMENT'
  | 'WEEKEND'
  | 'PUBLIC_HOLIDAY'
  | 'NOT_A_WORKING_DAY'
  | 'CAPPED_AT_DAILY_HOURS'
  | 'DAY_ALREADY_COUNTED';

export type CountedAbsence = {
  absenceId: string | null;
  date: IsoDate;
  type: AbsenceType;
  category: AbsenceCategory | null;
  /** The absence's own hours (percentage x own daily hours, or the recorded hours) before any cap, centi-hours. */
  requestedCentiHours: number;
  /** What counts for the rate, centi-hours. */
  centiHours: number;
  /** Why the record counts less than requested (null when it counts in full). */
  reason: NotCountedReason | null;
};

/** Hundredths of a decimal string ('4.5' → 450, '62.25' → 6225); the strings are the contract's checked ones. */
function hundredthsOf(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0) throw new RangeError(`Not an amount: ${value}`);
  return Math.round(number * 100);
}

/**
 * C19 absence hours of each record, given the person's days (personDaysOf over the range the records are read
 * for). Records come back in the input order.
 */
export function countAbsences(absences: readonly AnalyticsAbsence[], days: readonly PersonDay[]): CountedAbsence[] {
  const dayOf = new Map(days.map((entry) => [entry.day, entry]));
  const results: CountedAbsence[] = absences.map((absence) => {
    const category = ABSENCE_CATEGORY_OF[absence.type];
    const base = { absenceId: absence.absenceId ?? null, date: absence.date, type: absence.type, category };
    const personDay = dayOf.get(toEpochDay(absence.date));
    const requested = personDay ? requestedCentiHours(absence, personDay.ownDailyCentiHours) : 0;
    const reason: NotCountedReason | null =
      category === null
        ? 'NOT_AN_ABSENCE_FOR_THE_RATE'
        : !personDay
          ? 'OUTSIDE_RANGE'
          : personDay.status === 'AFTER_AS_OF'
            ? 'AFTER_AS_OF'
            : personDay.status === 'OUTSIDE_EMPLOYMENT'
              ? 'OUTSIDE_EMPLOYMENT'
              : personDay.isPublicHoliday
                ? 'PUBLIC_HOLIDAY'
                : !personDay.isTargetDay
                  ? 'WEEKEND'
                  : !personDay.isOwnWorkingDay
                    ? 'NOT_A_WORKING_DAY'
                    : null;
    return { ...base, requestedCentiHours: requested, centiHours: 0, reason };
  });
  // Fill each working day up to its own hours (see the header for the order).
  const byDay = new Map<string, number[]>();
  results.forEach((result, index) => {
    if (result.reason !== null) return;
    const list = byDay.get(result.date);
    if (list) list.push(index);
    else byDay.set(result.date, [index]);
  });
  for (const [date, indexes] of byDay) {
    const ownDaily = dayOf.get(toEpochDay(date))?.ownDailyCentiHours ?? 0;
    let left = ownDaily;
    const ordered = [...indexes].sort((a, b) => compareFill(results[a], results[b]));
    for (const index of ordered) {
      const result = results[index];
      if (!result) continue;
      const counted = Math.min(result.requestedCentiHours, left);
      if (counted < result.requestedCentiHours) {
        result.reason = left === ownDaily ? 'CAPPED_AT_DAILY_HOURS' : 'DAY_ALREADY_COUNTED';
      }
      left -= counted;
      result.centiHours = counted;
    }
  }
  return results;
}

function requestedCentiHours(absence: AnalyticsAbsence, ownDailyCentiHours: number): number {
  if (absence.percentage !== null) {
    // Percentage in hundredths of a percent: 100 % = 10 000.
    return divRoundHalfUp(ownDailyCentiHours * hundredthsOf(absence.percentage), 10_000);
  }
  if (absence.hours !== null) return hundredthsOf(absence.hours);
  return 0;
}

function compareFill(a: CountedAbsence | undefined, b: CountedAbsence | undefined): number {
  if (!a || !b) return 0;
  const order = (entry: CountedAbsence) => (entry.category === null ? 3 : FILL_ORDER[entry.category]);
  const id = (entry: CountedAbsence) => entry.absenceId ?? '';
  return (
    order(a) - order(b) || b.requestedCentiHours - a.requestedCentiHours || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0)
  );
}

/** Counted centi-hours per category. */
export function absenceCentiHoursByCategory(counted: readonly CountedAbsence[]): Record<AbsenceCategory, number> {
  const totals: Record<AbsenceCategory, number> = { SICKNESS: 0, ACCIDENT: 0, OTHER: 0 };
  for (const entry of counted) if (entry.category !== null) totals[entry.category] += entry.centiHours;
  return totals;
}
