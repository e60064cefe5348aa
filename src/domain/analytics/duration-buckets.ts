// Absence duration buckets (C18, spec section 9: 1-3, 4-10, 11-30, 31-90, 91-270, 271+ days) on the combined
// absence periods of src/domain/absences/periods.ts (after weekend fill and gap merging, C17), never on single
// records. docs/domain/analytics.md has the rules with examples; decision 0059 the choices:
// - A period's bucket is decided by its whole length in calendar days (C1), also when it crosses the edge of the
//   range asked about: a 95-day illness from 1 February is a 91-270 period in a March-only analysis. The screen
//   says so. Only the period's days in the range add to the bucket's days and hours.
// - "Whole" ends at asOf: a period is startDate..min(endDate, asOf) long, as the books stood that day (days after
//   asOf never count, C19); a period starting after asOf is not counted at all.
// - Days: the period's calendar days in the range (weekends and filled days included, C1) on which the person is
//   employed. Hours: the C19 absence hours (absence-hours.ts) of the period's type on those days.
// - Only absence types the rate counts (ABSENCE_CATEGORY_OF not null): vacation periods are no absence periods.
// - A period is counted once in a range when it has at least one counted day (employed, not after asOf) in it.

import type { AbsencePeriodDraft } from '../absences/periods.ts';
import { type IsoDate, toEpochDay } from '../dates.ts';
import { ABSENCE_CATEGORY_OF, type AbsenceCategory, type CountedAbsence } from './absence-hours.ts';
import type { PersonDay, ScheduleVersion } from './target-hours.ts';

/** Spec section 9, in order; the ids are the spec's labels. */
export const DURATION_BUCKETS = ['1-3', '4-10', '11-30', '31-90', '91-270', '271+'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

/** The longest length (calendar days) of each bucket but the last. */
const UPPER_BOUNDS: readonly [DurationBucket, number][] = [
  ['1-3', 3],
  ['4-10', 10],
  ['11-30', 30],
  ['31-90', 90],
  ['91-270', 270],
];

/** C18: the bucket of a combined period of `calendarDays` calendar days. */
export function bucketOf(calendarDays: number): DurationBucket {
  if (!Number.isInteger(calendarDays) || calendarDays < 1) {
    throw new RangeError(`A period has a whole number of days, at least one: ${calendarDays}`);
  }
  for (const [bucket, upper] of UPPER_BOUNDS) if (calendarDays <= upper) return bucket;
  return '271+';
}

/** What the duration analysis reads of a combined period (AbsencePeriodDraft of periods.ts). */
export type AnalyticsPeriod = Pick<AbsencePeriodDraft, 'type' | 'startDate' | 'endDate'>;

/** The length that decides the bucket: startDate..min(endDate, asOf), inclusive; null when it starts after asOf. */
export function countedLengthOf(period: AnalyticsPeriod, asOf: IsoDate): number | null {
  const start = toEpochDay(period.startDate);
  const end = Math.min(toEpochDay(period.endDate), toEpochDay(asOf));
  return end < start ? null : end - start + 1;
}

export type BucketFigure = {
  bucket: DurationBucket;
  /** Periods with at least one counted day in the range. */
  periods: number;
  /** Their counted calendar days in the range. */
  days: number;
  /** Their C19 absence hours in the range, centi-hours. */
  absenceCentiHours: number;
};

/** The six buckets in order, all zero. */
export function emptyBuckets(): BucketFigure[] {
  return DURATION_BUCKETS.map((bucket) => ({ bucket, periods: 0, days: 0, absenceCentiHours: 0 }));
}

/** A period ready for counting: its category, bucket and its counted days (in the days given), in date order. */
export type CountedPeriod<V extends ScheduleVersion = ScheduleVersion> = {
  period: AnalyticsPeriod;
  category: AbsenceCategory;
  bucket: DurationBucket;
  days: { personDay: PersonDay<V>; centiHours: number }[];
};

/**
 * The periods the analysis counts, with their counted days among `days` (personDaysOf of the range) and the hours
 * of their type on them (`counted`: countAbsences over the same days). Periods of a type the rate does not count,
 * and periods starting after asOf, are left out; so are periods without a counted day in the days given.
 */
export function countedPeriodsOf<V extends ScheduleVersion>(
  periods: readonly AnalyticsPeriod[],
  days: readonly PersonDay<V>[],
  counted: readonly CountedAbsence[],
  asOf: IsoDate,
): CountedPeriod<V>[] {
  const dayOf = new Map(days.map((entry) => [entry.day, entry]));
  const hoursOf = new Map<string, number>();
  for (const entry of counted) {
    const key = `${entry.date}|${entry.type}`;
    hoursOf.set(key, (hoursOf.get(key) ?? 0) + entry.centiHours);
  }
  const result: CountedPeriod<V>[] = [];
  for (const period of periods) {
    const category = ABSENCE_CATEGORY_OF[period.type];
    const length = countedLengthOf(period, asOf);
    if (category === null || length === null) continue;
    const periodDays: CountedPeriod<V>['days'] = [];
    const end = toEpochDay(period.endDate);
    for (let day = toEpochDay(period.startDate); day <= end; day++) {
      const personDay = dayOf.get(day);
      if (personDay?.status !== 'EMPLOYED') continue;
      periodDays.push({ personDay, centiHours: hoursOf.get(`${personDay.date}|${period.type}`) ?? 0 });
    }
    if (periodDays.length > 0) result.push({ period, category, bucket: bucketOf(length), days: periodDays });
  }
  return result;
}

/**
 * C18 for one person and a range: per bucket (all six, in order) the periods with a counted day in the range, their
 * days and hours in it. `categories` narrows to some of SICKNESS, ACCIDENT, OTHER (default all).
 */
export function periodsByBucket(input: {
  periods: readonly AnalyticsPeriod[];
  /** personDaysOf over the range. */
  days: readonly PersonDay[];
  /** countAbsences over the same days. */
  counted: readonly CountedAbsence[];
  asOf: IsoDate;
  categories?: readonly AbsenceCategory[];
}): BucketFigure[] {
  const buckets = emptyBuckets();
  const index = new Map(buckets.map((figure) => [figure.bucket, figure]));
  for (const entry of countedPeriodsOf(input.periods, input.days, input.counted, input.asOf)) {
    if (input.categories && !input.categories.includes(entry.category)) continue;
    const figure = index.get(entry.bucket);
    if (!figure) continue;
    figure.periods += 1;
    figure.days += entry.days.length;
    for (const day of entry.days) figure.absenceCentiHours += day.centiHours;
  }
  return buckets;
}

/** Each bucket's share of the absence hours in %, two decimals (half-up); null when no hours at all. */
export function sharesOfAbsenceHours(buckets: readonly BucketFigure[]): (BucketFigure & { share: number | null })[] {
  const total = buckets.reduce((sum, figure) => sum + figure.absenceCentiHours, 0);
  return buckets.map((figure) => ({
    ...figure,
    share: total === 0 ? null : Math.floor((2 * figure.absenceCentiHours * 10_000 + total) / (2 * total)) / 100,
  }));
}
