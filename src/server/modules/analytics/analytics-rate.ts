// The absence rate (C19; issue 32 points 1 and 3; decisions 0059 and 0061): `POST /absence-rate`, the people behind a
// figure and one person's rate. The stored per-employee-month figures are summed in SQL
// (analytics-figures.repository.ts); here they become figures: hours, FTE, the rate and its categories, the previous
// period and the same period a year earlier, and — for a caller who may not see individuals' health data — a group
// smaller than the tenant's minimum withheld.
import type { z } from 'zod';
import {
  ABSENCE_CATEGORIES,
  type AbsenceCategory,
  type AbsenceRateResult,
  type AnalyticsPeriodUnit,
  type absenceRatePeople,
  type absenceRatePeopleBody,
  type RateFigureDto,
} from '../../../contracts/analytics.ts';
import type { Queryable } from '../../../db/client.ts';
import {
  monthsOfPeriod,
  periodKeyOf,
  previousPeriod,
  rateOf,
  samePeriodYearBefore,
  shiftPeriod,
} from '../../../domain/analytics/absence-rate.ts';
import { withholdingOf } from '../../../domain/analytics/grouping.ts';
import { PM_FULL } from '../../../domain/money.ts';
import {
  type GroupedSums,
  monthDays,
  type Selection,
  type Sums,
  sumsByEmployee,
  sumsByPeriod,
  sumsByRange,
} from './analytics-figures.repository.ts';
import { type AnalyticsScope, groupNameOf, type ResolvedQuery } from './analytics-scope.ts';

const EMPTY: Sums = {
  headcount: 0,
  employmentPmDays: 0,
  targetCentiHours: 0,
  absence: { SICKNESS: 0, ACCIDENT: 0, OTHER: 0 },
};

const hours = (centiHours: number) => centiHours / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The months of each period of a range (whole periods, decision 0061). */
export function periodKeysOf(from: string, to: string, unit: AnalyticsPeriodUnit): string[] {
  const keys: string[] = [];
  for (let key = periodKeyOf(from, unit); key <= periodKeyOf(to, unit); key = shiftPeriod(key, 1)) keys.push(key);
  return keys;
}

function absenceOf(sums: Sums, categories: readonly AbsenceCategory[]): number {
  return categories.reduce((total, category) => total + sums.absence[category], 0);
}

type FigureContext = {
  scope: AnalyticsScope;
  categories: readonly AbsenceCategory[];
  /** The days (up to as-of) of the months a figure covers: the FTE denominator. */
  daysOf: (months: { from: string; to: string }) => number;
};

function isWithheld(sums: Sums, context: FigureContext) {
  return withholdingOf(sums.headcount, {
    mayViewHealthData: context.scope.mayViewHealthData,
    minimumGroupSize: context.scope.minimumGroupSize,
  });
}

/** A visible rate, or null (no target time, or withheld). */
function visibleRate(sums: Sums | undefined, context: FigureContext): number | null {
  if (!sums || isWithheld(sums, context)) return null;
  return rateOf(absenceOf(sums, context.categories), sums.targetCentiHours);
}

export function figureOf(
  period: string,
  months: { from: string; to: string },
  sums: Sums,
  comparisons: {
    previous: { period: string; sums: Sums | undefined };
    yearBefore: { period: string; sums: Sums | undefined };
  },
  context: FigureContext,
): RateFigureDto {
  const withheld = isWithheld(sums, context);
  const days = context.daysOf(months);
  const absence = absenceOf(sums, context.categories);
  return {
    period,
    headcount: sums.headcount,
    fte: days === 0 ? 0 : round2(sums.employmentPmDays / (PM_FULL * days)),
    targetHours: hours(sums.targetCentiHours),
    absenceHours: withheld ? null : hours(absence),
    absenceHoursByCategory: withheld
      ? null
      : {
          SICKNESS: hours(sums.absence.SICKNESS),
          ACCIDENT: hours(sums.absence.ACCIDENT),
          OTHER: hours(sums.absence.OTHER),
        },
    rate: withheld ? null : rateOf(absence, sums.targetCentiHours),
    rateByCategory: withheld
      ? null
      : {
          SICKNESS: rateOf(sums.absence.SICKNESS, sums.targetCentiHours),
          ACCIDENT: rateOf(sums.absence.ACCIDENT, sums.targetCentiHours),
          OTHER: rateOf(sums.absence.OTHER, sums.targetCentiHours),
        },
    previous: { period: comparisons.previous.period, rate: visibleRate(comparisons.previous.sums, context) },
    yearBefore: { period: comparisons.yearBefore.period, rate: visibleRate(comparisons.yearBefore.sums, context) },
    withheld,
  };
}

const groupKey = (group: string | null, isTotal: boolean) =>
  isTotal ? '\u0000total' : `g:${group ?? ''}:${group === null}`;

export async function absenceRate(
  tx: Queryable,
  scope: AnalyticsScope,
  query: ResolvedQuery,
  selection: Selection,
): Promise<AbsenceRateResult> {
  const { from, to, unit, dimension } = query;
  const periods = periodKeysOf(from, to, unit);
  // Every month a comparison needs: the period before the first, a year before each, the range before the range.
  const previousRange = { from: shiftPeriod(from, -monthsBetween(from, to)), to: shiftPeriod(from, -1) };
  const yearBeforeRange = { from: shiftPeriod(from, -12), to: shiftPeriod(to, -12) };
  const spanFrom = [
    monthsOfPeriod(previousPeriod(periods[0] ?? from)).from,
    previousRange.from,
    yearBeforeRange.from,
  ].sort()[0] as string;
  const span = { from: spanFrom, to };
  // One after the other: the queries share the transaction's one connection.
  const byPeriod = await sumsByPeriod(tx, selection, span, unit, dimension);
  const byRange = await sumsByRange(
    tx,
    selection,
    [
      { label: 'CURRENT', ...{ from, to } },
      { label: 'PREVIOUS', ...previousRange },
      { label: 'YEAR_BEFORE', ...yearBeforeRange },
    ],
    dimension,
  );
  const days = await monthDays(tx, selection, span);
  const context: FigureContext = {
    scope,
    categories: query.categories,
    daysOf: (months) => {
      let total = 0;
      for (const [month, count] of days) if (month >= months.from && month <= months.to) total += count;
      return total;
    },
  };
  const periodSums = new Map<string, GroupedSums>();
  for (const row of byPeriod) periodSums.set(`${groupKey(row.group, row.isTotal)}|${row.key}`, row);
  const rangeSums = new Map<string, GroupedSums>();
  for (const row of byRange) rangeSums.set(`${groupKey(row.group, row.isTotal)}|${row.key}`, row);

  const seriesOf = (key: string) => {
    const at = (period: string) => periodSums.get(`${key}|${period}`);
    const figures = periods.map((period) =>
      figureOf(
        period,
        clampMonths(monthsOfPeriod(period), query.lastMonth),
        at(period) ?? EMPTY,
        {
          previous: { period: previousPeriod(period), sums: at(previousPeriod(period)) },
          yearBefore: { period: samePeriodYearBefore(period), sums: at(samePeriodYearBefore(period)) },
        },
        context,
      ),
    );
    const range = (label: string) => rangeSums.get(`${key}|${label}`);
    const total = figureOf(
      'TOTAL',
      { from, to },
      range('CURRENT') ?? EMPTY,
      {
        previous: { period: `${previousRange.from}..${previousRange.to}`, sums: range('PREVIOUS') },
        yearBefore: { period: `${yearBeforeRange.from}..${yearBeforeRange.to}`, sums: range('YEAR_BEFORE') },
      },
      context,
    );
    return { periods: figures, total };
  };

  // The groups that have figures in the range (a group only in the comparisons is left out).
  const groups = new Map<string, string | null>();
  if (dimension) {
    for (const row of byRange)
      if (!row.isTotal && row.key === 'CURRENT') groups.set(groupKey(row.group, false), row.group);
  }
  const grouped = [...groups.entries()]
    .map(([key, group]) => ({ groupId: group, groupName: groupNameOf(scope, dimension, group), ...seriesOf(key) }))
    .sort(
      (a, b) =>
        Number(a.groupId === null) - Number(b.groupId === null) ||
        (a.groupName ?? '').localeCompare(b.groupName ?? '', 'de-CH') ||
        (a.groupId ?? '').localeCompare(b.groupId ?? ''),
    );
  return {
    asOf: query.asOf,
    from,
    to,
    unit,
    dimension,
    minimumGroupSize: scope.minimumGroupSize,
    mayViewHealthData: scope.mayViewHealthData,
    groups: grouped,
    total: seriesOf(groupKey(null, true)),
  };
}

function clampMonths(months: { from: string; to: string }, lastMonth: string) {
  return { from: months.from, to: months.to > lastMonth ? lastMonth : months.to };
}

export function monthsBetween(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1
  );
}

type PeopleBody = z.infer<typeof absenceRatePeopleBody>;

/** The people behind one figure: their sums over the figure's months (in the figure's group). */
export async function absenceRatePeopleOf(
  tx: Queryable,
  scope: AnalyticsScope,
  query: ResolvedQuery,
  body: Pick<PeopleBody, 'period' | 'groupId'>,
  selection: Selection,
  names: (employeeIds: readonly string[]) => Promise<
    Map<
      string,
      {
        personnelNumber: string | null;
        firstName: string | null;
        lastName: string | null;
        companySubunitId: string | null;
        processingGroupId: string | null;
      }
    >
  >,
): Promise<z.infer<typeof absenceRatePeople>> {
  const period = body.period ?? 'TOTAL';
  const months = body.period
    ? clampMonths(monthsOfPeriod(body.period), query.lastMonth)
    : { from: query.from, to: query.to };
  const group = body.groupId === undefined ? null : { value: body.groupId };
  const people = await sumsByEmployee(tx, selection, months, query.dimension, group);
  const days = await monthDays(tx, selection, months);
  const context: FigureContext = {
    scope,
    categories: query.categories,
    daysOf: (span) => {
      let total = 0;
      for (const [month, count] of days) if (month >= span.from && month <= span.to) total += count;
      return total;
    },
  };
  const total: Sums = { ...EMPTY, absence: { ...EMPTY.absence } };
  for (const person of people) {
    total.headcount += 1;
    total.employmentPmDays += person.employmentPmDays;
    total.targetCentiHours += person.targetCentiHours;
    for (const category of ABSENCE_CATEGORIES) total.absence[category] += person.absence[category];
  }
  const figure = figureOf(
    period,
    months,
    total,
    { previous: { period: '', sums: undefined }, yearBefore: { period: '', sums: undefined } },
    context,
  );
  const named = await names(people.map((person) => person.employeeId));
  const totalDays = context.daysOf(months);
  const items = people
    .map((person) => {
      const name = named.get(person.employeeId);
      // One person's absence hours are health data: shown only to callers who may see it (decision 0061).
      const hidden = !scope.mayViewHealthData || figure.withheld !== null;
      const absence = absenceOf(person, query.categories);
      return {
        employeeId: person.employeeId,
        personnelNumber: name?.personnelNumber ?? null,
        firstName: name?.firstName ?? null,
        lastName: name?.lastName ?? null,
        companySubunitName: groupNameOf(scope, 'COMPANY_SUBUNIT', name?.companySubunitId ?? null),
        processingGroupName: groupNameOf(scope, 'PROCESSING_GROUP', name?.processingGroupId ?? null),
        fte: totalDays === 0 ? 0 : round2(person.employmentPmDays / (PM_FULL * totalDays)),
        targetHours: hours(person.targetCentiHours),
        absenceHours: hidden ? null : hours(absence),
        absenceHoursByCategory: hidden
          ? null
          : {
              SICKNESS: hours(person.absence.SICKNESS),
              ACCIDENT: hours(person.absence.ACCIDENT),
              OTHER: hours(person.absence.OTHER),
            },
        rate: hidden ? null : rateOf(absence, person.targetCentiHours),
        withheld: hidden
          ? (figure.withheld ?? { reason: 'PERSON_HEALTH_DATA' as const, minimumGroupSize: scope.minimumGroupSize })
          : null,
      };
    })
    .sort(
      (a, b) =>
        (a.lastName ?? '').localeCompare(b.lastName ?? '', 'de-CH') ||
        (a.firstName ?? '').localeCompare(b.firstName ?? '', 'de-CH') ||
        a.employeeId.localeCompare(b.employeeId),
    );
  return {
    period,
    groupId: body.groupId ?? null,
    mayViewHealthData: scope.mayViewHealthData,
    figure: {
      ...figure,
      previous: { period: previousOrEmpty(period), rate: null },
      yearBefore: { period: yearBeforeOrEmpty(period), rate: null },
    },
    items,
  };
}

function previousOrEmpty(period: string) {
  return period === 'TOTAL' ? '' : previousPeriod(period);
}
function yearBeforeOrEmpty(period: string) {
  return period === 'TOTAL' ? '' : samePeriodYearBefore(period);
}
