// One employee's analytics figures per month and segment: what the derivation stores per employee and month so that
// the analytics answer by summing rows, never by walking days per request (issue 32, point 4). C18, C19; decision
// 0059; docs/domain/analytics.md.
//
// A segment is (month, companySubunitId, processingGroupId, employmentType) of the record version valid on each
// day: a person who moves to another subunit on the 15th has two figures that month. employmentType is whatever
// the caller puts on the version (the server: the record's employmentContractType, PERMANENT or TEMPORARY).
//
// Every figure sums exactly:
// - targetCentiHours, absenceCentiHours: integer centi-hours (target-hours.ts, absence-hours.ts).
// - FTE: employmentPmDays = the sum over the segment's employed days of the employment % in milli-percent, and
//   monthDays = the calendar days of the month up to asOf (the same for every figure of that month). The average
//   FTE of a segment is employmentPmDays / (100 000 x monthDays): a full-timer employed the whole month is 1, an
//   80 % person entering on the 16th of a 30-day month is 0.8 x 15 / 30 = 0.4. Summed over people it is the
//   month's average FTE; over months, sum both and divide (a day-weighted average). A month cut by asOf divides by
//   its days so far, so a full-timer is 1 in the running month too.
// - Periods (C18, duration-buckets.ts): every part of a period — its counted days in one segment — adds its days
//   and hours to (category, bucket) of that segment. The period itself is counted in two numbers, so that any
//   range of whole months counts it exactly once:
//     periodsStarted   the part holding the period's first counted day;
//     periodsCarriedIn the part holding the period's first counted day of a month when the period has counted days
//                      in an earlier month (it runs into this month).
//   Periods in the months m1..m2 = the sum of periodsStarted over m1..m2 + the sum of periodsCarriedIn of m1.
//   (duration-analysis.ts does that.) A period with counted days in the range but none in m1 although it started
//   earlier — possible only with a gap of employment inside the period — is not counted; its days and hours are.
import { daysInMonth, type EpochDay, epochDayOf, type IsoDate, isoDateOf, toEpochDay } from '../dates.ts';
import { PM_FULL } from '../money.ts';
import {
  ABSENCE_CATEGORIES,
  type AbsenceCategory,
  type AnalyticsAbsence,
  type CountedAbsence,
  countAbsences,
} from './absence-hours.ts';
import { type AnalyticsPeriod, countedPeriodsOf, DURATION_BUCKETS, type DurationBucket } from './duration-buckets.ts';
import { type PersonDay, personDaysOf, type ScheduleVersion } from './target-hours.ts';

/** A record version with the dimensions the analytics group by. */
export type AnalyticsRecordVersion = ScheduleVersion & {
  companySubunitId: string | null;
  processingGroupId: string | null;
  employmentType: string | null;
};

/** Months as 'YYYY-MM'. */
export type MonthId = string;

export type DurationPart = {
  category: AbsenceCategory;
  bucket: DurationBucket;
  periodsStarted: number;
  periodsCarriedIn: number;
  /** Counted calendar days of the periods in this segment. */
  days: number;
  absenceCentiHours: number;
};

export type EmployeeMonthFigure = {
  month: MonthId;
  companySubunitId: string | null;
  processingGroupId: string | null;
  employmentType: string | null;
  /** Calendar days of the month up to asOf: the FTE denominator. */
  monthDays: number;
  /** Days of this segment on which the person is employed (not after asOf). */
  employedDays: number;
  /** Sum of the employment % (milli-percent) over the employed days. */
  employmentPmDays: number;
  targetCentiHours: number;
  absenceCentiHours: Record<AbsenceCategory, number>;
  /** Non-zero parts only, by category then bucket. */
  durations: DurationPart[];
};

export type EmployeeMonthFiguresInput = {
  versions: readonly AnalyticsRecordVersion[];
  /** Live absence records (any range; records outside the months asked for are ignored). */
  absences: readonly AnalyticsAbsence[];
  /** Combined periods (src/domain/absences/periods.ts). */
  periods: readonly AnalyticsPeriod[];
  /** Today or earlier: no day after it counts (C19). */
  asOf: IsoDate;
  /** The months to compute, inclusive; default: from the month of the earliest validFrom to asOf's month. */
  months?: { from: MonthId; to: MonthId };
};

/** A month's first and last day. */
export function monthRange(month: MonthId): { from: EpochDay; to: EpochDay } {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  if (!/^\d{4}-\d{2}$/.test(month) || number < 1 || number > 12) throw new RangeError(`Not a month: ${month}`);
  return { from: epochDayOf(year, number, 1), to: epochDayOf(year, number, daysInMonth(year, number)) };
}

/** Average FTE of summed figures: employmentPmDays / (100 000 x monthDays); 0 when no day counts. */
export function fteOf(employmentPmDays: number, monthDays: number): number {
  return monthDays === 0 ? 0 : employmentPmDays / (PM_FULL * monthDays);
}

/** C18 and C19 figures of one employee, one per (month, segment) with at least one employed day, in month order. */
export function employeeMonthFigures(input: EmployeeMonthFiguresInput): EmployeeMonthFigure[] {
  const asOfDay = toEpochDay(input.asOf);
  const earliest = input.versions.reduce<IsoDate | null>(
    (min, version) => (min === null || version.validFrom < min ? version.validFrom : min),
    null,
  );
  if (earliest === null) return [];
  const windowFrom = monthRange(input.months?.from ?? earliest.slice(0, 7)).from;
  const windowTo = Math.min(monthRange(input.months?.to ?? input.asOf.slice(0, 7)).to, asOfDay);
  if (windowTo < windowFrom) return [];

  // Days before the window too, as far back as a period reaching into it starts: its first counted day decides
  // whether the window's part started it or carries it in.
  let from = windowFrom;
  for (const period of input.periods) {
    if (period.endDate >= isoDateOf(windowFrom) && period.startDate <= isoDateOf(windowTo)) {
      from = Math.min(from, toEpochDay(period.startDate));
    }
  }
  const range = { from: isoDateOf(from), to: isoDateOf(windowTo) };
  const days = personDaysOf(input.versions, range, input.asOf);
  const absences = input.absences.filter((absence) => absence.date >= range.from && absence.date <= range.to);
  const counted = countAbsences(absences, days);

  const figures = new Map<string, EmployeeMonthFigure>();
  // Consecutive days mostly share version and month: the last figure is reused without building its key (the
  // derivation computes years of days per employee; docs/performance.md, issue 32).
  let last: { version: AnalyticsRecordVersion; month: MonthId; figure: EmployeeMonthFigure } | null = null;
  const figureOf = (personDay: PersonDay<AnalyticsRecordVersion>): EmployeeMonthFigure => {
    const version = personDay.version as AnalyticsRecordVersion;
    const month = personDay.date.slice(0, 7);
    if (last !== null && last.version === version && last.month === month) return last.figure;
    const key = JSON.stringify([month, version.companySubunitId, version.processingGroupId, version.employmentType]);
    let figure = figures.get(key);
    if (!figure) {
      const { from: monthStart, to: monthEnd } = monthRange(month);
      figure = {
        month,
        companySubunitId: version.companySubunitId,
        processingGroupId: version.processingGroupId,
        employmentType: version.employmentType,
        monthDays: Math.min(monthEnd, asOfDay) - monthStart + 1,
        employedDays: 0,
        employmentPmDays: 0,
        targetCentiHours: 0,
        absenceCentiHours: { SICKNESS: 0, ACCIDENT: 0, OTHER: 0 },
        durations: [],
      };
      figures.set(key, figure);
    }
    last = { version, month, figure };
    return figure;
  };

  const inWindow = (personDay: PersonDay) => personDay.day >= windowFrom && personDay.status === 'EMPLOYED';
  const dayOf = new Map(days.map((personDay) => [personDay.day, personDay]));
  for (const personDay of days) {
    if (!inWindow(personDay)) continue;
    const figure = figureOf(personDay);
    figure.employedDays += 1;
    figure.employmentPmDays += personDay.employmentPm;
    figure.targetCentiHours += personDay.targetCentiHours;
  }
  for (const entry of counted) addAbsence(entry, dayOf, inWindow, figureOf);

  const parts = new Map<EmployeeMonthFigure, Map<string, DurationPart>>();
  for (const entry of countedPeriodsOf(input.periods, days, counted, input.asOf)) {
    const first = entry.days[0]?.personDay;
    if (!first) continue;
    let month: MonthId | null = null;
    for (const { personDay, centiHours } of entry.days) {
      const dayMonth = personDay.date.slice(0, 7);
      const isFirstOfMonth = dayMonth !== month;
      if (isFirstOfMonth) month = dayMonth;
      if (!inWindow(personDay)) continue;
      const figure = figureOf(personDay);
      let byKey = parts.get(figure);
      if (!byKey) {
        byKey = new Map();
        parts.set(figure, byKey);
      }
      const key = `${entry.category}|${entry.bucket}`;
      let part = byKey.get(key);
      if (!part) {
        part = {
          category: entry.category,
          bucket: entry.bucket,
          periodsStarted: 0,
          periodsCarriedIn: 0,
          days: 0,
          absenceCentiHours: 0,
        };
        byKey.set(key, part);
      }
      part.days += 1;
      part.absenceCentiHours += centiHours;
      if (personDay === first) part.periodsStarted += 1;
      else if (isFirstOfMonth && first.date.slice(0, 7) < dayMonth) part.periodsCarriedIn += 1;
    }
  }
  for (const [figure, byKey] of parts) figure.durations = sortParts([...byKey.values()]);

  return [...figures.values()].sort(
    (a, b) =>
      compare(a.month, b.month) ||
      compare(a.companySubunitId, b.companySubunitId) ||
      compare(a.processingGroupId, b.processingGroupId) ||
      compare(a.employmentType, b.employmentType),
  );
}

function addAbsence(
  entry: CountedAbsence,
  dayOf: ReadonlyMap<EpochDay, PersonDay<AnalyticsRecordVersion>>,
  inWindow: (personDay: PersonDay) => boolean,
  figureOf: (personDay: PersonDay<AnalyticsRecordVersion>) => EmployeeMonthFigure,
): void {
  if (entry.category === null || entry.centiHours === 0) return;
  const personDay = dayOf.get(toEpochDay(entry.date));
  if (!personDay || !inWindow(personDay)) return;
  figureOf(personDay).absenceCentiHours[entry.category] += entry.centiHours;
}

function sortParts(parts: DurationPart[]): DurationPart[] {
  const order = (part: DurationPart) =>
    ABSENCE_CATEGORIES.indexOf(part.category) * DURATION_BUCKETS.length + DURATION_BUCKETS.indexOf(part.bucket);
  return parts.sort((a, b) => order(a) - order(b));
}

/** null first, then text order. */
function compare(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}
