// employeeMonthFigures for many months of many people, cheaply (issue 32 point 4: the derivation keeps up to five
// years of figures per employee on every derivation; docs/performance.md "Analytics figures in the derivation").
//
// Most months of most people are quiet: no absence record and no absence period (of a type the figures count, so
// not vacation) touches them, one record version
// covers them and the person is employed on every day of them (up to asOf). A quiet month's figure depends only on
// the month, the day it is cut at (asOf in the running month), the version's schedule and canton — not on the
// person: the same for every full-timer of a canton. So a quiet month's figure comes from a cache shared by the
// people of one derivation batch (its dimensions stamped on), and only the other months are counted day by day,
// each run of consecutive ones in one employeeMonthFigures call (which handles runs: a period reaching into the run
// from before is read from its start). The result is exactly employeeMonthFigures' (the test compares them).
import { type IsoDate, isoDateOf, toEpochDay, yearMonthId } from '../dates.ts';
import { ABSENCE_CATEGORY_OF } from './absence-hours.ts';
import {
  type AnalyticsRecordVersion,
  type EmployeeMonthFigure,
  type EmployeeMonthFiguresInput,
  employeeMonthFigures,
  type MonthId,
  monthRange,
} from './employee-month-figures.ts';

/** Quiet months' figures by month, cut day, schedule and canton (one cache per batch, or longer: it is pure). */
export type QuietMonthCache = Map<string, EmployeeMonthFigure>;

function nextMonth(month: MonthId): MonthId {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? yearMonthId(year + 1, 1) : yearMonthId(year, number + 1);
}

/** employeeMonthFigures over `months`, quiet months from `cache` (see the header). */
export function monthFiguresWithCache(
  input: EmployeeMonthFiguresInput & { months: { from: MonthId; to: MonthId } },
  cache: QuietMonthCache,
): EmployeeMonthFigure[] {
  const { versions, absences, periods, asOf, months } = input;
  if (versions.length === 0 || months.to < months.from) return [];
  const asOfDay = toEpochDay(asOf);
  const busy = new Set<MonthId>();
  // Vacation counts for nothing in the figures (absence-hours.ts, duration-buckets.ts): it leaves a month quiet.
  for (const absence of absences) if (ABSENCE_CATEGORY_OF[absence.type] !== null) busy.add(absence.date.slice(0, 7));
  for (const period of periods) {
    if (ABSENCE_CATEGORY_OF[period.type] === null) continue;
    const last = period.endDate.slice(0, 7) < months.to ? period.endDate.slice(0, 7) : months.to;
    let month = period.startDate.slice(0, 7) > months.from ? period.startDate.slice(0, 7) : months.from;
    for (; month <= last; month = nextMonth(month)) busy.add(month);
  }
  const figures: EmployeeMonthFigure[] = [];
  let runFrom: MonthId | null = null;
  let runTo: MonthId | null = null;
  const flushRun = () => {
    if (runFrom === null || runTo === null) return;
    for (const figure of employeeMonthFigures({
      versions,
      absences,
      periods,
      asOf,
      months: { from: runFrom, to: runTo },
    })) {
      figures.push(figure);
    }
    runFrom = null;
    runTo = null;
  };
  for (let month = months.from; month <= months.to; month = nextMonth(month)) {
    const { from, to } = monthRange(month);
    const cut = Math.min(to, asOfDay);
    if (cut < from) break;
    const version = busy.has(month) ? null : quietVersionOf(versions, isoDateOf(from), isoDateOf(cut));
    if (!version) {
      if (runFrom === null) runFrom = month;
      runTo = month;
      continue;
    }
    flushRun();
    const key = [
      month,
      cut,
      version.canton,
      version.employmentPercentage,
      version.workingDaysPerWeek,
      version.standardWorkingHoursPerWeek,
      version.workingHoursPerWeek ?? null,
      version.workingWeekdays?.join(',') ?? null,
    ].join('|');
    let figure = cache.get(key);
    if (!figure) {
      const [computed] = employeeMonthFigures({
        versions: [
          { ...version, validFrom: isoDateOf(from), validTo: null, dateOfEmployment: null, leavingDate: null },
        ],
        absences: [],
        periods: [],
        asOf: isoDateOf(cut),
        months: { from: month, to: month },
      });
      if (!computed) throw new Error(`A quiet month has a figure: ${month}`);
      figure = computed;
      cache.set(key, figure);
    }
    figures.push({
      ...figure,
      companySubunitId: version.companySubunitId,
      processingGroupId: version.processingGroupId,
      employmentType: version.employmentType,
      absenceCentiHours: { ...figure.absenceCentiHours },
      durations: [],
    });
  }
  flushRun();
  return figures;
}

/** The one version valid and employed on every day from..to, or null. */
function quietVersionOf(
  versions: readonly AnalyticsRecordVersion[],
  from: IsoDate,
  to: IsoDate,
): AnalyticsRecordVersion | null {
  let found: AnalyticsRecordVersion | null = null;
  for (const version of versions) {
    if (version.validFrom > to || (version.validTo !== null && version.validTo < from)) continue;
    // A second version touching the month: not quiet (and overlapping versions resolve by day in the domain).
    if (found) return null;
    found = version;
  }
  if (!found) return null;
  const covers =
    found.validFrom <= from &&
    (found.validTo === null || found.validTo >= to) &&
    (found.dateOfEmployment === null || found.dateOfEmployment <= from) &&
    (found.leavingDate === null || found.leavingDate >= to);
  return covers ? found : null;
}
