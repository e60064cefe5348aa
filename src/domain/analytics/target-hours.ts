// Target hours of the absence rate (C19), day by day. docs/domain/analytics.md works a month through.
//
// C19: target hours of a day = 1 when it is Monday to Friday and not a cantonal public holiday, x the full-time
// daily hours (standard weekly hours / 5) x employment %. A day counts only when the person is employed that day
// (on or after dateOfEmployment, on or before leavingDate, under a record valid that day) and it is not after asOf.
// Records change mid-month (employment % from the 15th): every day reads the record version valid on it.
//
// The same walk gives each day the person's own daily hours, which absence-hours.ts multiplies with the incapacity:
// weekly hours x employment % / the person's working days per week, on the person's own working days only
// (Monday to the Nth weekday, C19, unless the record names the weekdays; the employee record has no such field
// today, `workingWeekdays` is there for when it gets one).
//
// Units (decision 0059): hours are integer centi-hours (hundredths of an hour, 8.4 h = 840), rounded half-up once
// per day and person; sums of them are exact. Employment % is milli-percent (src/domain/money.ts, 80 % = 80 000).
//
// Record fields and their fallbacks (the same as decision 0017's daily hours of an hours-based absence):
// - standardWorkingHoursPerWeek (the company's full-time week) null or 0: 42 h.
// - employmentPercentage null: workingHoursPerWeek / standard weekly hours when the record has the person's hours
//   (at most 100 %), else 100 %. 0 % is 0 % (an hourly paid person without fixed hours has no target hours).
// - workingDaysPerWeek null or 0: 5. Above 5: 5, because only Monday to Friday is target time (C19); a fractional N
//   works Monday to the ceil(N)th weekday, and the own daily hours divide by the number of those weekdays, so a
//   fully absent week is exactly the weekly hours (for a whole N this is C19's weekly hours x % / N).
// - dateOfEmployment null: employed from the record's validFrom (EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT reports it).
import { type EpochDay, type IsoDate, isoDateOf, isoWeekday, toEpochDay } from '../dates.ts';
import { divRoundHalfUp, PM_FULL, percentToPm } from '../money.ts';
import { isPublicHoliday, type SwissCanton } from './holidays.ts';

/** The company's full-time week when the record does not say (decision 0017: the Swiss average). */
export const DEFAULT_STANDARD_WEEKLY_HOURS = 42;
/** C19: the full-time daily hours are the standard weekly hours / 5. */
const FULL_TIME_DAYS_PER_WEEK = 5;

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** What C19 reads of one employee record version (the fields of src/contracts/employee-data.ts). */
export type WorkSchedule = {
  /** 0-100, up to three decimals; null = unknown (see the header). */
  employmentPercentage: number | null;
  workingDaysPerWeek: number | null;
  /** The company's full-time weekly hours (Betriebsübliche Wochenarbeitszeit). */
  standardWorkingHoursPerWeek: number | null;
  /** The person's own weekly hours; read only when employmentPercentage is null. */
  workingHoursPerWeek?: number | null;
  /** Explicit working weekdays, when the record names them (it does not yet); Saturday and Sunday are ignored. */
  workingWeekdays?: readonly IsoWeekday[] | null;
};

/** A record version of one employee as the analytics read it; validTo is inclusive (employee_records). */
export type ScheduleVersion = WorkSchedule & {
  validFrom: IsoDate;
  validTo: IsoDate | null;
  dateOfEmployment: IsoDate | null;
  leavingDate: IsoDate | null;
  /** The canton of the workplace (from the subunit's address); null: the nationwide holidays (holidays.ts). */
  canton: SwissCanton | null;
};

/** A record version's schedule in integer units. */
export type ResolvedSchedule = {
  employmentPm: number;
  standardWeeklyCentiHours: number;
  /** The person's working weekdays among Monday to Friday, ascending. */
  workingWeekdays: readonly IsoWeekday[];
  /** Target centi-hours of a target day: standard weekly hours / 5 x employment %, rounded half-up. */
  targetCentiHoursPerDay: number;
  /** The person's own daily centi-hours: weekly hours x employment % / working days, rounded half-up. */
  ownDailyCentiHours: number;
};

export function resolveSchedule(schedule: WorkSchedule): ResolvedSchedule {
  const standard =
    schedule.standardWorkingHoursPerWeek && schedule.standardWorkingHoursPerWeek > 0
      ? schedule.standardWorkingHoursPerWeek
      : DEFAULT_STANDARD_WEEKLY_HOURS;
  const standardWeeklyCentiHours = Math.round(standard * 100);
  const employmentPm = employmentPmOf(schedule, standard);
  const workingWeekdays = workingWeekdaysOf(schedule);
  return {
    employmentPm,
    standardWeeklyCentiHours,
    workingWeekdays,
    targetCentiHoursPerDay: divRoundHalfUp(standardWeeklyCentiHours * employmentPm, FULL_TIME_DAYS_PER_WEEK * PM_FULL),
    ownDailyCentiHours:
      workingWeekdays.length === 0
        ? 0
        : divRoundHalfUp(standardWeeklyCentiHours * employmentPm, workingWeekdays.length * PM_FULL),
  };
}

function employmentPmOf(schedule: WorkSchedule, standardWeeklyHours: number): number {
  if (schedule.employmentPercentage !== null) return percentToPm(schedule.employmentPercentage);
  const own = schedule.workingHoursPerWeek;
  if (own !== null && own !== undefined && own > 0) {
    return Math.min(PM_FULL, Math.round((own / standardWeeklyHours) * PM_FULL));
  }
  return PM_FULL;
}

const MONDAY_TO_FRIDAY: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

function workingWeekdaysOf(schedule: WorkSchedule): readonly IsoWeekday[] {
  const explicit = (schedule.workingWeekdays ?? []).filter((weekday) => weekday <= 5);
  if (explicit.length > 0) return [...new Set(explicit)].sort((a, b) => a - b);
  const perWeek = schedule.workingDaysPerWeek;
  const days = perWeek === null || perWeek <= 0 ? 5 : Math.min(5, Math.ceil(perWeek));
  // C19: Monday to the Nth weekday.
  return MONDAY_TO_FRIDAY.slice(0, days);
}

/** Why a day of the range counts for nothing, or 'EMPLOYED' when it counts. */
export type DayStatus = 'EMPLOYED' | 'AFTER_AS_OF' | 'OUTSIDE_EMPLOYMENT';

/** One calendar day of one person, as C19 sees it. */
export type PersonDay<V extends ScheduleVersion = ScheduleVersion> = {
  day: EpochDay;
  date: IsoDate;
  status: DayStatus;
  /** The record version valid that day (null when none is, or the day is after asOf). */
  version: V | null;
  /** Employment in milli-percent on an employed day, else 0. */
  employmentPm: number;
  /** A full-day public holiday of the version's canton (false on days that do not count). */
  isPublicHoliday: boolean;
  /** Monday to Friday, not a public holiday, employed, not after asOf. */
  isTargetDay: boolean;
  targetCentiHours: number;
  /** A target day that is one of the person's working weekdays: an absence counts only on such a day. */
  isOwnWorkingDay: boolean;
  /** The person's own daily centi-hours on an own working day, else 0. */
  ownDailyCentiHours: number;
};

/** An inclusive range of ISO dates. */
export type DateRange = { from: IsoDate; to: IsoDate };

/**
 * Every calendar day of the range with its C19 status and hours. Versions may come in any order; where two
 * overlap, the later validFrom wins (the stored records never overlap).
 */
export function personDaysOf<V extends ScheduleVersion>(
  versions: readonly V[],
  range: DateRange,
  asOf: IsoDate,
): PersonDay<V>[] {
  const from = toEpochDay(range.from);
  const to = toEpochDay(range.to);
  const asOfDay = toEpochDay(asOf);
  const resolved = [...versions]
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0))
    .map((version) => ({
      version,
      from: toEpochDay(version.validFrom),
      to: version.validTo === null ? Number.POSITIVE_INFINITY : toEpochDay(version.validTo),
      employedFrom: version.dateOfEmployment === null ? Number.NEGATIVE_INFINITY : toEpochDay(version.dateOfEmployment),
      employedTo: version.leavingDate === null ? Number.POSITIVE_INFINITY : toEpochDay(version.leavingDate),
      schedule: resolveSchedule(version),
    }));
  const days: PersonDay<V>[] = [];
  for (let day = from; day <= to; day++) {
    const date = isoDateOf(day);
    if (day > asOfDay) {
      days.push(emptyDay<V>(day, date, 'AFTER_AS_OF', null));
      continue;
    }
    const valid = resolved.find((entry) => entry.from <= day && day <= entry.to);
    if (!valid || day < valid.employedFrom || day > valid.employedTo) {
      days.push(emptyDay(day, date, 'OUTSIDE_EMPLOYMENT', valid?.version ?? null));
      continue;
    }
    const weekday = isoWeekday(day);
    const isHoliday = isPublicHoliday(valid.version.canton, day);
    const isTargetDay = weekday <= 5 && !isHoliday;
    const isOwnWorkingDay = isTargetDay && valid.schedule.workingWeekdays.includes(weekday as IsoWeekday);
    days.push({
      day,
      date,
      status: 'EMPLOYED',
      version: valid.version,
      employmentPm: valid.schedule.employmentPm,
      isPublicHoliday: isHoliday,
      isTargetDay,
      targetCentiHours: isTargetDay ? valid.schedule.targetCentiHoursPerDay : 0,
      isOwnWorkingDay,
      ownDailyCentiHours: isOwnWorkingDay ? valid.schedule.ownDailyCentiHours : 0,
    });
  }
  return days;
}

function emptyDay<V extends ScheduleVersion>(
  day: EpochDay,
  date: IsoDate,
  status: DayStatus,
  version: V | null,
): PersonDay<V> {
  return {
    day,
    date,
    status,
    version: status === 'AFTER_AS_OF' ? null : version,
    employmentPm: 0,
    isPublicHoliday: false,
    isTargetDay: false,
    targetCentiHours: 0,
    isOwnWorkingDay: false,
    ownDailyCentiHours: 0,
  };
}

/** C19 target centi-hours of one person over a range (any span; a month is the usual one). */
export function targetCentiHours(versions: readonly ScheduleVersion[], range: DateRange, asOf: IsoDate): number {
  let total = 0;
  for (const day of personDaysOf(versions, range, asOf)) total += day.targetCentiHours;
  return total;
}

/** Centi-hours as hours (840 → 8.4), for display and export; sums stay in centi-hours. */
export function centiHoursToHours(centiHours: number): number {
  return centiHours / 100;
}
