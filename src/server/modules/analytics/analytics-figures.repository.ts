// Sums of the stored per-employee-month figures (analytics_employee_months, decision 0061): every query groups in
// SQL, never day by day. The selection (tenant, months, subunits, processing groups, employment types, an employee)
// is one WHERE; a figure's groups come from GROUPING SETS so that a group's rows and the whole selection's total are
// read in the same pass. Hours are hundredths (centi-hours) as stored; the shaping into figures is analytics-rate.ts.
import { type SQL, sql } from 'drizzle-orm';
import type { AbsenceCategory, AnalyticsPeriodUnit, AnalyticsQueryDimension } from '../../../contracts/analytics.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { daysInMonth, yearMonthId } from '../../../domain/dates.ts';

export type Selection = {
  tenantId: string;
  companySubunitIds: readonly string[];
  processingGroupIds: readonly string[];
  employmentTypes: readonly string[];
  employeeId?: string;
  /** Months after it do not count (the as-of month). */
  lastMonth: string;
  /** The as-of month computed as of the as-of day (analytics-live.ts), in place of its stored rows. */
  live?: { month: string; figures: readonly LiveFigure[] };
};

/** A figure computed for the request, in the stored row's columns. */
export type LiveFigure = {
  employee_id: string;
  month: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  employment_type: string | null;
  month_days: number;
  employment_pm_days: number;
  target_centi_hours: number;
  sickness_centi_hours: number;
  accident_centi_hours: number;
  other_centi_hours: number;
  durations: unknown;
};

const COLUMNS = sql`employee_id, month, company_subunit_id, processing_group_id, employment_type, month_days,
  employment_pm_days, target_centi_hours, sickness_centi_hours, accident_centi_hours, other_centi_hours, durations`;

export type Sums = {
  headcount: number;
  employmentPmDays: number;
  targetCentiHours: number;
  absence: Record<AbsenceCategory, number>;
};

export type GroupedSums = Sums & { key: string; group: string | null; isTotal: boolean };

const DIMENSION_COLUMNS: Record<AnalyticsQueryDimension, SQL> = {
  COMPANY_SUBUNIT: sql`company_subunit_id`,
  PROCESSING_GROUP: sql`processing_group_id`,
  EMPLOYMENT_TYPE: sql`employment_type`,
};

export function dimensionColumn(dimension: AnalyticsQueryDimension | null): SQL {
  return dimension ? DIMENSION_COLUMNS[dimension] : sql`null::text`;
}

/** The period key of a stored month: '2026-05' → '2026-05', '2026-Q2' or '2026'. */
export function periodKeyColumn(unit: AnalyticsPeriodUnit): SQL {
  if (unit === 'MONTH') return sql`month`;
  if (unit === 'QUARTER') return sql`substr(month, 1, 4) || '-Q' || ((substr(month, 6, 2)::int + 2) / 3)::text`;
  return sql`substr(month, 1, 4)`;
}

/** The stored rows of the selection, months from..to (cut at the as-of month). */
export function selectionWhere(selection: Selection, from: string, to: string): SQL {
  const last = to < selection.lastMonth ? to : selection.lastMonth;
  return sql`tenant_id = ${selection.tenantId} and month >= ${from} and month <= ${last} and ${filtersOf(selection)}`;
}

function filtersOf(selection: Selection): SQL {
  const { companySubunitIds: subunits, processingGroupIds: groups, employmentTypes: types } = selection;
  return sql`(${subunits.length === 0} or company_subunit_id = any(${textArray([...subunits])}))
    and (${groups.length === 0} or processing_group_id = any(${textArray([...groups])}))
    and (${types.length === 0} or employment_type = any(${textArray([...types])}))
    and (${selection.employeeId === undefined} or employee_id = ${selection.employeeId ?? ''})`;
}

/**
 * The figures of the selection, months from..to, as a table: the stored rows, with the as-of month's replaced by the
 * live ones when the selection has them.
 */
function figuresOf(selection: Selection, from: string, to: string): SQL {
  const last = to < selection.lastMonth ? to : selection.lastMonth;
  const live = selection.live && selection.live.month >= from && selection.live.month <= last ? selection.live : null;
  if (!live)
    return sql`(select ${COLUMNS} from analytics_employee_months where ${selectionWhere(selection, from, to)})`;
  return sql`(select ${COLUMNS} from analytics_employee_months
      where ${selectionWhere(selection, from, to)} and month <> ${live.month}
    union all
    select ${COLUMNS} from jsonb_to_recordset(${JSON.stringify(live.figures)}::jsonb)
      as l(employee_id text, month text, company_subunit_id text, processing_group_id text, employment_type text,
           month_days int, employment_pm_days bigint, target_centi_hours int, sickness_centi_hours int,
           accident_centi_hours int, other_centi_hours int, durations jsonb)
      where ${filtersOf(selection)})`;
}

type SumRow = {
  key: string;
  grp: string | null;
  is_total: number;
  headcount: number;
  pm_days: number | string;
  target: number | string;
  sickness: number | string;
  accident: number | string;
  other: number | string;
};

function sumsOf(row: SumRow): GroupedSums {
  return {
    key: row.key,
    group: row.grp,
    isTotal: Number(row.is_total) === 1,
    headcount: row.headcount,
    employmentPmDays: Number(row.pm_days),
    targetCentiHours: Number(row.target),
    absence: { SICKNESS: Number(row.sickness), ACCIDENT: Number(row.accident), OTHER: Number(row.other) },
  };
}

const SUMS = sql`count(distinct employee_id collate "C")::int as headcount, coalesce(sum(employment_pm_days::float8), 0) as pm_days,
  coalesce(sum(target_centi_hours), 0)::bigint as target, coalesce(sum(sickness_centi_hours), 0)::bigint as sickness,
  coalesce(sum(accident_centi_hours), 0)::bigint as accident, coalesce(sum(other_centi_hours), 0)::bigint as other`;

/**
 * The group and whether a row is the total over all groups. Without a breakdown there are no groups: the total
 * alone, counted once (grouping sets of the one null group and of all would count every distinct person twice).
 */
function groupAndTotal(dimension: AnalyticsQueryDimension | null): SQL {
  return dimension ? sql`grp, grouping(grp) as is_total` : sql`null::text as grp, 1 as is_total`;
}

/** Per period (of the unit) and group, and per period over all groups, for the months from..to. */
export async function sumsByPeriod(
  tx: Queryable,
  selection: Selection,
  span: { from: string; to: string },
  unit: AnalyticsPeriodUnit,
  dimension: AnalyticsQueryDimension | null,
): Promise<GroupedSums[]> {
  const rows = await rowsOf<SumRow>(
    tx,
    sql`select key, ${groupAndTotal(dimension)}, ${SUMS}
        from (select *, ${periodKeyColumn(unit)} as key, ${dimensionColumn(dimension)} as grp
              from ${figuresOf(selection, span.from, span.to)} f) figures
        group by ${dimension ? sql`grouping sets ((key, grp), (key))` : sql`key`}`,
  );
  return rows.map(sumsOf);
}

export type LabelledRange = { label: string; from: string; to: string };

const RANGE_SUMS = [
  // A bigint's sum is numeric, slow to add up row by row; as float8 it is exact to 2^53 (a month's FTE-days of
  // 10 000 people over 24 months: ~7·10^11).
  ['pm', 'employment_pm_days::float8'],
  ['target', 'target_centi_hours'],
  ['sickness', 'sickness_centi_hours'],
  ['accident', 'accident_centi_hours'],
  ['other', 'other_centi_hours'],
] as const;

/**
 * Per labelled range of months (the range, the one before, a year earlier) and group, and over all groups, in one
 * scan: each person's rows are first summed per group with each range's share apart (`filter (where month between
 * …)`; the ranges may overlap), then the ~10 000 person-sums are counted and summed per group and over all. Three
 * grouped scans, one per range, counted 360 000 rows' distinct people (0.75 s at 10 000 people × 24 months); this
 * counts them once (docs/performance.md, "Analytics queries"). A group without anyone in a range has no row for it.
 */
export async function sumsByRange(
  tx: Queryable,
  selection: Selection,
  ranges: readonly LabelledRange[],
  dimension: AnalyticsQueryDimension | null,
): Promise<GroupedSums[]> {
  if (ranges.length === 0) return [];
  const from = ranges.map((range) => range.from).sort()[0] as string;
  const to = ranges
    .map((range) => range.to)
    .sort()
    .at(-1) as string;
  const inner = ranges.flatMap((range, index) => {
    const within = sql`month between ${range.from} and ${range.to}`;
    return [
      sql`count(*) filter (where ${within}) as ${sql.raw(`n${index}`)}`,
      ...RANGE_SUMS.map(
        ([name, column]) => sql`sum(${sql.raw(column)}) filter (where ${within}) as ${sql.raw(`${name}${index}`)}`,
      ),
    ];
  });
  const outer = ranges.flatMap((_, index) => [
    sql`count(distinct employee_id collate "C") filter (where ${sql.raw(`n${index}`)} > 0)::int
      as ${sql.raw(`headcount${index}`)}`,
    ...RANGE_SUMS.map(
      ([name]) => sql`coalesce(sum(${sql.raw(`${name}${index}`)}), 0)::float8 as ${sql.raw(`${name}${index}`)}`,
    ),
  ]);
  const rows = await rowsOf<Record<string, string | number | null>>(
    tx,
    sql`select ${groupAndTotal(dimension)}, ${sql.join(outer, sql`, `)}
        from (select ${dimensionColumn(dimension)} as grp, employee_id, ${sql.join(inner, sql`, `)}
              from ${figuresOf(selection, from, to)} f
              group by 1, employee_id) people
        group by ${dimension ? sql`grouping sets ((grp), ())` : sql`()`}`,
  );
  const sums: GroupedSums[] = [];
  for (const [index, range] of ranges.entries()) {
    for (const row of rows) {
      const isTotal = Number(row.is_total) === 1;
      const headcount = Number(row[`headcount${index}`]);
      if (!isTotal && headcount === 0) continue;
      sums.push({
        key: range.label,
        group: (row.grp as string | null) ?? null,
        isTotal,
        headcount,
        employmentPmDays: Number(row[`pm${index}`]),
        targetCentiHours: Number(row[`target${index}`]),
        absence: {
          SICKNESS: Number(row[`sickness${index}`]),
          ACCIDENT: Number(row[`accident${index}`]),
          OTHER: Number(row[`other${index}`]),
        },
      });
    }
  }
  return sums;
}

/**
 * Each month's days (up to as-of) for the FTE denominator, months from..to: a month before the as-of month has all
 * its days; the as-of month's count is the one its rows were computed with (read from them, one month's rows).
 */
export async function monthDays(
  tx: Queryable,
  selection: Selection,
  span: { from: string; to: string },
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  const last = span.to < selection.lastMonth ? span.to : selection.lastMonth;
  for (let month = span.from; month < last; month = nextMonth(month)) {
    days.set(month, daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
  }
  if (last >= span.from) {
    const [row] = await rowsOf<{ days: number | null }>(
      tx,
      sql`select max(month_days)::int as days from ${figuresOf(selection, last, last)} f`,
    );
    if (row?.days !== null && row?.days !== undefined) days.set(last, row.days);
  }
  return days;
}

function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? yearMonthId(year + 1, 1) : yearMonthId(year, number + 1);
}

export type DurationSumRow = {
  group: string | null;
  isTotal: boolean;
  bucket: string;
  periods: number;
  days: number;
  absenceCentiHours: number;
};

/**
 * The duration parts (C18) summed per group and bucket over the months from..to: a period counts once — the months'
 * periodsStarted plus the first month's periodsCarriedIn (decision 0059).
 */
export async function durationSums(
  tx: Queryable,
  selection: Selection,
  span: { from: string; to: string },
  dimension: AnalyticsQueryDimension | null,
  categories: readonly AbsenceCategory[],
): Promise<{ parts: DurationSumRow[]; headcounts: { group: string | null; isTotal: boolean; headcount: number }[] }> {
  const source = figuresOf(selection, span.from, span.to);
  const parts = await rowsOf<{
    grp: string | null;
    is_total: number;
    bucket: string;
    periods: number;
    days: number;
    hours: number | string;
  }>(
    tx,
    sql`select grp, grouping(grp) as is_total, d.bucket,
          coalesce(sum(d."periodsStarted" + case when figures.month = ${span.from} then d."periodsCarriedIn" else 0 end), 0)::int
            as periods,
          coalesce(sum(d.days), 0)::int as days, coalesce(sum(d."absenceCentiHours"), 0)::bigint as hours
        from (select *, ${dimensionColumn(dimension)} as grp from ${source} f) figures
        cross join lateral jsonb_to_recordset(figures.durations)
          as d(category text, bucket text, "periodsStarted" int, "periodsCarriedIn" int, days int, "absenceCentiHours" int)
        where d.category = any(${textArray([...categories])})
        group by grouping sets ((grp, d.bucket), (d.bucket))`,
  );
  const headcounts = await rowsOf<{ grp: string | null; is_total: number; headcount: number }>(
    tx,
    sql`select grp, grouping(grp) as is_total, count(distinct employee_id collate "C")::int as headcount
        from (select *, ${dimensionColumn(dimension)} as grp from ${source} f) figures
        group by grouping sets ((grp), ())`,
  );
  return {
    parts: parts.map((row) => ({
      group: row.grp,
      isTotal: Number(row.is_total) === 1,
      bucket: row.bucket,
      periods: row.periods,
      days: row.days,
      absenceCentiHours: Number(row.hours),
    })),
    headcounts: headcounts.map((row) => ({
      group: row.grp,
      isTotal: Number(row.is_total) === 1,
      headcount: row.headcount,
    })),
  };
}

export type PersonSums = Sums & { employeeId: string; monthDays: number };

/** Per employee over the months from..to (optionally one group of the dimension): the people behind a figure. */
export async function sumsByEmployee(
  tx: Queryable,
  selection: Selection,
  span: { from: string; to: string },
  dimension: AnalyticsQueryDimension | null,
  group: { value: string | null } | null,
): Promise<PersonSums[]> {
  const groupFilter = group
    ? group.value === null
      ? sql`where ${dimensionColumn(dimension)} is null`
      : sql`where ${dimensionColumn(dimension)} = ${group.value}`
    : sql``;
  const rows = await rowsOf<SumRow & { employee_id: string }>(
    tx,
    sql`select employee_id, '' as key, null::text as grp, 0 as is_total, ${SUMS}
        from ${figuresOf(selection, span.from, span.to)} f ${groupFilter}
        group by employee_id`,
  );
  return rows.map((row) => ({ ...sumsOf(row), employeeId: row.employee_id, monthDays: 0 }));
}
