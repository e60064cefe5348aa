// The derivation's analytics step (issue 32 point 4; decision 0059): the absence-rate and duration figures of each
// employee, month and segment (src/domain/analytics/employee-month-figures.ts), stored in analytics_employee_months so
// that the analytics sum rows and never walk days per request. Step 7 of deriveEmployeeState: from the facts already
// read (records, live absences) and the periods just derived, the employees' rows replaced — one delete and
// statements of 2 000 rows for the whole batch, in the caller's transaction under its derivation locks. The nightly
// refresh of the running month (jobs/analytics-refresh.ts) writes the same rows for fewer months.
//
// The months kept: from the employment's start or the first absence, at most five years back, to asOf's month
// (src/domain/analytics/stored-inputs.ts). Each row's as_of is asOf in its month and the month's last day before it.
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { pgArrayLiteralOf, textArray } from '../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import type { AnalyticsAbsence } from '../../../domain/analytics/absence-hours.ts';
import type { SwissCanton } from '../../../domain/analytics/cantons.ts';
import type { AnalyticsPeriod } from '../../../domain/analytics/duration-buckets.ts';
import type {
  AnalyticsRecordVersion,
  EmployeeMonthFigure,
  MonthId,
} from '../../../domain/analytics/employee-month-figures.ts';
import { monthFiguresWithCache, type QuietMonthCache } from '../../../domain/analytics/quiet-months.ts';
import {
  analyticsMonthsOf,
  analyticsVersionOf,
  monthAsOf,
  type StoredRecordVersion,
  subunitCantonsOf,
} from '../../../domain/analytics/stored-inputs.ts';
import type { IsoDate } from '../../../domain/dates.ts';
import { timeSlicer } from '../../platform/yielding.ts';

/** What the figures of one employee are computed from. */
export type AnalyticsFacts = {
  /** Record versions with their subunit's canton, in validFrom order. */
  versions: readonly AnalyticsRecordVersion[];
  /** Live absence records (absenceId set), in date order. */
  absences: readonly AnalyticsAbsence[];
  /** Combined absence periods (the stored or just derived ones). */
  periods: readonly AnalyticsPeriod[];
};

/**
 * One employee's figures as of `asOf`, one per (month, segment) in month order. `months` default: the months the
 * derivation keeps (employment start or first absence, at most five years back, to asOf's month); [] when none.
 */
export function analyticsFiguresOf(
  facts: AnalyticsFacts,
  asOf: IsoDate,
  months?: { from: MonthId; to: MonthId },
  /** Quiet months' figures shared by the employees of a batch (quiet-months.ts); a new one per call without. */
  cache: QuietMonthCache = new Map(),
): EmployeeMonthFigure[] {
  const window =
    months ??
    analyticsMonthsOf(
      facts.versions,
      facts.absences.map((absence) => absence.date),
      asOf,
    );
  if (!window) return [];
  return monthFiguresWithCache(
    { versions: facts.versions, absences: facts.absences, periods: facts.periods, asOf, months: window },
    cache,
  );
}

/** The canton of each configured subunit in the tenant's current configuration (none before a configuration). */
export async function subunitCantons(tx: Queryable, tenantId: string): Promise<ReadonlyMap<string, SwissCanton>> {
  const current = await currentConfigurationVersion(tx, tenantId);
  return subunitCantonsOf(current?.configuration ?? null);
}

/**
 * The analytics facts of employees as stored now: record versions (with their subunit's canton from the current
 * configuration), live absences and the stored absence periods — one read per table. `from` (per employee): only
 * absences on or after that day and periods ending on or after it (the nightly refresh of recent months; a period
 * reaching into them is read whole). Every employee asked for has an entry (empty when it has no record).
 */
export async function loadAnalyticsFacts(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  options: { from?: ReadonlyMap<string, IsoDate>; cantons?: ReadonlyMap<string, SwissCanton> } = {},
): Promise<Map<string, AnalyticsFacts>> {
  const unique = [...new Set(employeeIds)];
  const result = new Map<string, MutableFacts>(
    unique.map((employeeId) => [employeeId, { versions: [], absences: [], periods: [] }]),
  );
  if (unique.length === 0) return result;
  const cantons = options.cantons ?? (await subunitCantons(tx, tenantId));
  const ids = textArray(unique);
  // Each employee with its first day (null: all), one array parameter each.
  const employees = sql`unnest(${ids}, ${pgArrayLiteralOf(unique.map((id) => options.from?.get(id) ?? null))}::date[])
    as e(employee_id, from_date)`;
  const records = await rowsOf<StoredRecordVersion & { employeeId: string }>(
    tx,
    sql`select employee_id as "employeeId", valid_from::text as "validFrom", valid_to::text as "validTo", data
        from employee_records where tenant_id = ${tenantId} and employee_id = any(${ids})
        order by employee_id, valid_from`,
  );
  const absenceRows = await rowsOf<AnalyticsAbsence & { employeeId: string }>(
    tx,
    sql`select a.employee_id as "employeeId", a.id as "absenceId", a.date::text as date, a.type,
          a.hours::text as hours, a.percentage::text as percentage
        from ${employees} join absences a on a.tenant_id = ${tenantId} and a.employee_id = e.employee_id
        where not a.deleted and (e.from_date is null or a.date >= e.from_date)
        order by a.employee_id, a.date, a.id`,
  );
  const periodRows = await rowsOf<AnalyticsPeriod & { employeeId: string }>(
    tx,
    sql`select p.employee_id as "employeeId", p.type, p.start_date::text as "startDate", p.end_date::text as "endDate"
        from ${employees} join absence_periods p on p.tenant_id = ${tenantId} and p.employee_id = e.employee_id
        where e.from_date is null or p.end_date >= e.from_date
        order by p.employee_id, p.start_date`,
  );
  for (const { employeeId, ...record } of records) {
    result.get(employeeId)?.versions.push(analyticsVersionOf(record, cantons));
  }
  for (const { employeeId, ...absence } of absenceRows) result.get(employeeId)?.absences.push(absence);
  for (const { employeeId, ...period } of periodRows) result.get(employeeId)?.periods.push(period);
  return result;
}

type MutableFacts = { versions: AnalyticsRecordVersion[]; absences: AnalyticsAbsence[]; periods: AnalyticsPeriod[] };

/** The stored row of one figure. */
export type AnalyticsFigureRow = {
  employee_id: string;
  month: string;
  segment: number;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  employment_type: string | null;
  month_days: number;
  employed_days: number;
  employment_pm_days: number;
  target_centi_hours: number;
  sickness_centi_hours: number;
  accident_centi_hours: number;
  other_centi_hours: number;
  durations: EmployeeMonthFigure['durations'];
  as_of: string;
};

/** The rows of one employee's figures: segments numbered 0, 1, … within each month, in the figures' order. */
export function analyticsRowsOf(
  employeeId: string,
  figures: readonly EmployeeMonthFigure[],
  asOf: IsoDate,
): AnalyticsFigureRow[] {
  const rows: AnalyticsFigureRow[] = [];
  let month = '';
  let segment = 0;
  for (const figure of figures) {
    segment = figure.month === month ? segment + 1 : 0;
    month = figure.month;
    rows.push({
      employee_id: employeeId,
      month: figure.month,
      segment,
      company_subunit_id: figure.companySubunitId,
      processing_group_id: figure.processingGroupId,
      employment_type: figure.employmentType,
      month_days: figure.monthDays,
      employed_days: figure.employedDays,
      employment_pm_days: figure.employmentPmDays,
      target_centi_hours: figure.targetCentiHours,
      sickness_centi_hours: figure.absenceCentiHours.SICKNESS,
      accident_centi_hours: figure.absenceCentiHours.ACCIDENT,
      other_centi_hours: figure.absenceCentiHours.OTHER,
      durations: figure.durations,
      as_of: monthAsOf(figure.month, asOf),
    });
  }
  return rows;
}

const ROW_SHAPE = sql.raw(
  [
    'employee_id text',
    'month text',
    'segment int',
    'company_subunit_id text',
    'processing_group_id text',
    'employment_type text',
    'month_days int',
    'employed_days int',
    'employment_pm_days bigint',
    'target_centi_hours int',
    'sickness_centi_hours int',
    'accident_centi_hours int',
    'other_centi_hours int',
    'durations jsonb',
    'as_of text',
  ].join(', '),
);
const ROW_COLUMNS = sql.raw(
  'employee_id, month, segment, company_subunit_id, processing_group_id, employment_type, month_days, ' +
    'employed_days, employment_pm_days, target_centi_hours, sickness_centi_hours, accident_centi_hours, ' +
    'other_centi_hours, durations, as_of',
);

/** A row's content, comparable between a stored row and a computed one (jsonb reorders keys; bigint as text). */
function contentOf(row: Omit<AnalyticsFigureRow, 'employment_pm_days'> & { employment_pm_days: number | string }) {
  return JSON.stringify([
    row.company_subunit_id,
    row.processing_group_id,
    row.employment_type,
    row.month_days,
    row.employed_days,
    String(row.employment_pm_days),
    row.target_centi_hours,
    row.sickness_centi_hours,
    row.accident_centi_hours,
    row.other_centi_hours,
    row.as_of,
    row.durations.map((part) => [
      part.category,
      part.bucket,
      part.periodsStarted,
      part.periodsCarriedIn,
      part.days,
      part.absenceCentiHours,
    ]),
  ]);
}

const keyOf = (row: { employee_id: string; month: string; segment: number }) =>
  `${row.employee_id}|${row.month}|${row.segment}`;

/**
 * Replaces the stored figures of employees with `rows`: all their rows, or with `fromMonth` each employee's rows from
 * its month on. Only what changed is written — the stored rows are read (one statement), the vanished and changed
 * ones deleted (one statement), the new and changed ones inserted (statements of 2 000, one JSON parameter, as
 * derivation.writer.ts): a derivation after one absence changes a row or two of an employee's sixty, and an
 * unchanged row keeps its computed_at. The caller holds the employees' derivation locks.
 */
export async function replaceAnalyticsRows(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  rows: readonly AnalyticsFigureRow[],
  options: { fromMonth?: ReadonlyMap<string, MonthId> } = {},
): Promise<{ deleted: number; inserted: number }> {
  const unique = [...new Set(employeeIds)];
  if (unique.length === 0) return { deleted: 0, inserted: 0 };
  const froms = pgArrayLiteralOf(unique.map((employeeId) => options.fromMonth?.get(employeeId) ?? null));
  const stored = await rowsOf<AnalyticsFigureRow & { employment_pm_days: string }>(
    tx,
    sql`select a.employee_id, a.month, a.segment, a.company_subunit_id, a.processing_group_id, a.employment_type,
          a.month_days, a.employed_days, a.employment_pm_days::text as employment_pm_days, a.target_centi_hours,
          a.sickness_centi_hours, a.accident_centi_hours, a.other_centi_hours, a.durations, a.as_of
        from unnest(${textArray(unique)}, ${froms}::text[]) as e(employee_id, from_month)
        join analytics_employee_months a on a.tenant_id = ${tenantId} and a.employee_id = e.employee_id
        where e.from_month is null or a.month >= e.from_month`,
  );
  const storedContent = new Map(stored.map((row) => [keyOf(row), contentOf(row)]));
  const inserts = rows.filter((row) => storedContent.get(keyOf(row)) !== contentOf(row));
  const kept = new Set(rows.map(keyOf));
  for (const row of inserts) kept.delete(keyOf(row));
  const deletes = stored.filter((row) => !kept.has(keyOf(row)));
  if (deletes.length > 0) {
    await tx.execute(sql`
      delete from analytics_employee_months a
      using unnest(${textArray(deletes.map((row) => row.employee_id))}, ${textArray(deletes.map((row) => row.month))},
        ${pgArrayLiteralOf(deletes.map((row) => String(row.segment)))}::int[]) as r(employee_id, month, segment)
      where a.tenant_id = ${tenantId} and a.employee_id = r.employee_id and a.month = r.month
        and a.segment = r.segment`);
  }
  for (let start = 0; start < inserts.length; start += 2000) {
    const chunk = inserts.slice(start, start + 2000);
    await tx.execute(sql`
      insert into analytics_employee_months (tenant_id, ${ROW_COLUMNS})
      select ${tenantId}, ${ROW_COLUMNS} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(${ROW_SHAPE})`);
  }
  return { deleted: deletes.length, inserted: inserts.length };
}

/**
 * Step 7 of the derivation: the figures of the employees just derived, from the facts it read (records, live
 * absences) and the periods it derived, replacing their stored rows. Answers the number of rows written.
 */
export async function recomputeAnalyticsFigures(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  input: {
    records: (employeeId: string) => readonly StoredRecordVersion[];
    absences: (employeeId: string) => readonly AnalyticsAbsence[];
    /** The periods just derived (their type is an absence type: the rules combine absences of one type). */
    periods: readonly { employeeId: string; type: string; startDate: IsoDate; endDate: IsoDate }[];
    cantons: ReadonlyMap<string, SwissCanton>;
    asOf: IsoDate;
    sliceBudgetMs?: number;
  },
): Promise<number> {
  const periodsOf = new Map<string, AnalyticsPeriod[]>();
  for (const { employeeId, type, startDate, endDate } of input.periods) {
    const period = { type: type as AnalyticsPeriod['type'], startDate, endDate };
    const list = periodsOf.get(employeeId);
    if (list) list.push(period);
    else periodsOf.set(employeeId, [period]);
  }
  const rows: AnalyticsFigureRow[] = [];
  const cache: QuietMonthCache = new Map();
  const slice = timeSlicer(input.sliceBudgetMs);
  for (const employeeId of employeeIds) {
    await slice();
    const facts: AnalyticsFacts = {
      versions: input.records(employeeId).map((record) => analyticsVersionOf(record, input.cantons)),
      absences: input.absences(employeeId),
      periods: periodsOf.get(employeeId) ?? [],
    };
    for (const row of analyticsRowsOf(employeeId, analyticsFiguresOf(facts, input.asOf, undefined, cache), input.asOf))
      rows.push(row);
  }
  await replaceAnalyticsRows(tx, tenantId, employeeIds, rows);
  return rows.length;
}
