// The absence rate (C19) from stored figures: rate = sum of absence hours / sum of target hours x 100, by month,
// quarter or year, grouped by a dimension, with the health figures of small groups withheld (grouping.ts). The sum
// of hours is FTE-weighted by construction: a 50 % person contributes half the target hours of a full-timer.
// Plus the period arithmetic for the comparisons beside a figure: the previous period and the same period a year
// earlier. Pure date math on 'YYYY-MM', 'YYYY-Qn' and 'YYYY' keys. Decision 0059, docs/domain/analytics.md.
import { divRoundHalfUp } from '../money.ts';
import { ABSENCE_CATEGORIES, type AbsenceCategory } from './absence-hours.ts';
import type { MonthId } from './employee-month-figures.ts';
import {
  type AnalyticsDimension,
  type AnalyticsRow,
  averageFteOf,
  compareNullable,
  groupOf,
  groupRows,
  headcountOf,
  monthDaysOf,
  type Withholding,
  type WithholdingOptions,
  withholdingOf,
} from './grouping.ts';

export const PERIOD_UNITS = ['MONTH', 'QUARTER', 'YEAR'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
/** 'YYYY-MM' (month), 'YYYY-Qn' (quarter) or 'YYYY' (year). */
export type PeriodKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;
const YEAR_KEY = /^(\d{4})$/;

type ParsedPeriod = { unit: PeriodUnit; year: number; index: number };

function parsePeriod(key: PeriodKey): ParsedPeriod {
  const month = MONTH_KEY.exec(key);
  if (month) return { unit: 'MONTH', year: Number(month[1]), index: Number(month[2]) };
  const quarter = QUARTER_KEY.exec(key);
  if (quarter) return { unit: 'QUARTER', year: Number(quarter[1]), index: Number(quarter[2]) };
  const year = YEAR_KEY.exec(key);
  if (year) return { unit: 'YEAR', year: Number(year[1]), index: 1 };
  throw new RangeError(`Not a period (YYYY-MM, YYYY-Qn or YYYY): ${key}`);
}

const PER_YEAR: Readonly<Record<PeriodUnit, number>> = { MONTH: 12, QUARTER: 4, YEAR: 1 };

function formatPeriod({ unit, year, index }: ParsedPeriod): PeriodKey {
  const yyyy = String(year).padStart(4, '0');
  if (unit === 'MONTH') return `${yyyy}-${String(index).padStart(2, '0')}`;
  if (unit === 'QUARTER') return `${yyyy}-Q${index}`;
  return yyyy;
}

export function periodUnitOf(key: PeriodKey): PeriodUnit {
  return parsePeriod(key).unit;
}

/** The period of a unit that holds a month: ('2026-05', 'QUARTER') → '2026-Q2'. */
export function periodKeyOf(month: MonthId, unit: PeriodUnit): PeriodKey {
  const { year, index } = parsePeriod(month);
  if (!MONTH_KEY.test(month)) throw new RangeError(`Not a month: ${month}`);
  if (unit === 'MONTH') return month;
  if (unit === 'QUARTER') return formatPeriod({ unit, year, index: Math.ceil(index / 3) });
  return formatPeriod({ unit, year, index: 1 });
}

/** The first and last month of a period: '2026-Q2' → 2026-04..2026-06. */
export function monthsOfPeriod(key: PeriodKey): { from: MonthId; to: MonthId } {
  const { unit, year, index } = parsePeriod(key);
  const span = 12 / PER_YEAR[unit];
  const first = (index - 1) * span + 1;
  const month = (number: number) => formatPeriod({ unit: 'MONTH', year, index: number });
  return { from: month(first), to: month(first + span - 1) };
}

/** The period `count` periods later (negative: earlier) of the same unit. */
export function shiftPeriod(key: PeriodKey, count: number): PeriodKey {
  const parsed = parsePeriod(key);
  const perYear = PER_YEAR[parsed.unit];
  const position = parsed.year * perYear + (parsed.index - 1) + count;
  return formatPeriod({ unit: parsed.unit, year: Math.floor(position / perYear), index: (position % perYear) + 1 });
}

/** The period just before: '2026-01' → '2025-12', '2026-Q1' → '2025-Q4', '2026' → '2025'. */
export function previousPeriod(key: PeriodKey): PeriodKey {
  return shiftPeriod(key, -1);
}

/** The same period a year earlier: '2026-03' → '2025-03', '2026-Q2' → '2025-Q2', '2026' → '2025'. */
export function samePeriodYearBefore(key: PeriodKey): PeriodKey {
  return shiftPeriod(key, -PER_YEAR[parsePeriod(key).unit]);
}

/** An arbitrary range of months and the ranges beside it: the same number of months before, and a year earlier. */
export function comparisonRanges(range: { from: MonthId; to: MonthId }): {
  previous: { from: MonthId; to: MonthId };
  yearBefore: { from: MonthId; to: MonthId };
} {
  const length = monthIndex(range.to) - monthIndex(range.from) + 1;
  if (length < 1) throw new RangeError(`The range ends before it starts: ${range.from}..${range.to}`);
  return {
    previous: { from: shiftPeriod(range.from, -length), to: shiftPeriod(range.to, -length) },
    yearBefore: { from: shiftPeriod(range.from, -12), to: shiftPeriod(range.to, -12) },
  };
}

function monthIndex(month: MonthId): number {
  const { unit, year, index } = parsePeriod(month);
  if (unit !== 'MONTH') throw new RangeError(`Not a month: ${month}`);
  return year * 12 + index - 1;
}

/** C19: absence / target x 100, in % with two decimals (half-up); null when there is no target time. */
export function rateOf(absenceCentiHours: number, targetCentiHours: number): number | null {
  if (targetCentiHours <= 0) return null;
  return divRoundHalfUp(absenceCentiHours * 10_000, targetCentiHours) / 100;
}

export type RateFigure = {
  period: PeriodKey;
  /** The dimension's value (null: no dimension, or rows without the value). */
  group: string | null;
  /** Distinct people with a figure in the period and group (employed on at least one day of it). */
  headcount: number;
  /** Average FTE over the period's days (grouping.ts). */
  fte: number;
  targetCentiHours: number;
  /** null when withheld. */
  absenceCentiHours: Record<AbsenceCategory, number> | null;
  totalAbsenceCentiHours: number | null;
  /** All categories (of `categories`), %; null when withheld or no target time. */
  rate: number | null;
  rateByCategory: Record<AbsenceCategory, number | null> | null;
  withheld: Withholding | null;
};

export type RateOptions = WithholdingOptions & {
  unit: PeriodUnit;
  dimension: AnalyticsDimension | null;
  /** Only rows of these months (inclusive). */
  months?: { from: MonthId; to: MonthId };
  /** The categories the total rate sums (default all three: sickness, accident, others). */
  categories?: readonly AbsenceCategory[];
};

/** The absence rate per period and group, in period then group order. */
export function absenceRates(rows: readonly AnalyticsRow[], options: RateOptions): RateFigure[] {
  const categories = options.categories ?? ABSENCE_CATEGORIES;
  const groups = groupRows(rows, options.months ?? null, (row) => ({
    period: periodKeyOf(row.month, options.unit),
    group: groupOf(row, options.dimension),
  }));
  const periodDays = new Map<PeriodKey, number>();
  for (const [month, days] of monthDaysOf(rows)) {
    if (options.months && (month < options.months.from || month > options.months.to)) continue;
    const period = periodKeyOf(month, options.unit);
    periodDays.set(period, (periodDays.get(period) ?? 0) + days);
  }
  const figures: RateFigure[] = [];
  for (const { key, rows: groupRowsList } of groups.values()) {
    const headcount = headcountOf(groupRowsList);
    const withheld = withholdingOf(headcount, options);
    let target = 0;
    const absence: Record<AbsenceCategory, number> = { SICKNESS: 0, ACCIDENT: 0, OTHER: 0 };
    for (const row of groupRowsList) {
      target += row.targetCentiHours;
      for (const category of ABSENCE_CATEGORIES) absence[category] += row.absenceCentiHours[category];
    }
    const total = categories.reduce((sum, category) => sum + absence[category], 0);
    figures.push({
      period: key.period,
      group: key.group,
      headcount,
      fte: averageFteOf(groupRowsList, periodDays.get(key.period) ?? 0),
      targetCentiHours: target,
      absenceCentiHours: withheld ? null : absence,
      totalAbsenceCentiHours: withheld ? null : total,
      rate: withheld ? null : rateOf(total, target),
      rateByCategory: withheld
        ? null
        : {
            SICKNESS: rateOf(absence.SICKNESS, target),
            ACCIDENT: rateOf(absence.ACCIDENT, target),
            OTHER: rateOf(absence.OTHER, target),
          },
      withheld,
    });
  }
  return figures.sort((a, b) => compareNullable(a.period, b.period) || compareNullable(a.group, b.group));
}
