// The staging of an absence upload's accepted rows (issue 11; absence-upload.reading.ts, connect.service.ts): rows of
// employees who need the full replacement go to `absence_upload_rows` for the applying phase, the days of employees
// without other absences in the period straight into `absences`. The hot loops of a million-row file live here.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { pgArrayLiteral } from '../../../db/sql-arrays.ts';
import { dayId, timeOrderedIdPrefix } from './absence-upload.days.ts';
import type { AbsenceRow } from './columns/absence-columns.ts';
import type { UploadRow } from './uploads.service.ts';

export type StagedAbsence = { rowNumber: number; value: AbsenceRow; start: string; end: string };

/**
 * Writes a reading batch's accepted rows. Rows of employees who need the full replacement go to the staging table,
 * one staging row per employee (their rows in file order as parallel arrays), in one statement: one array parameter
 * per column for all rows, the employees with the bounds of their slice. (A multi-row VALUES list of 4 000 rows has
 * 44 000 parameters, which drivers and the planner handle far more slowly.) The days of the `direct` employees go
 * straight into `absences`, one row per day, from arrays of their rows; their staging row only marks them applied
 * (employee and first row, empty arrays: nothing reads their rows again, see applyEmployees).
 */
export async function stageAbsenceRows(
  tx: Queryable,
  upload: UploadRow,
  staged: readonly StagedAbsence[],
  direct: ReadonlySet<string> = new Set(),
) {
  if (staged.length === 0) return;
  const byEmployee = new Map<string, StagedAbsence[]>();
  for (const row of staged) {
    const rows = byEmployee.get(row.value.employeeId);
    if (rows) rows.push(row);
    else byEmployee.set(row.value.employeeId, [row]);
  }
  const pending: StagedAbsence[] = [];
  const slices: { employeeId: string; from: number; to: number }[] = [];
  const applied: StagedAbsence[] = [];
  const marks: { employeeId: string; firstRow: number }[] = [];
  for (const [employeeId, rows] of byEmployee) {
    if (direct.has(employeeId)) {
      marks.push({ employeeId, firstRow: (rows[0] as StagedAbsence).rowNumber });
      for (const row of rows) applied.push(row);
      continue;
    }
    const from = pending.length + 1;
    for (const row of rows) pending.push(row);
    slices.push({ employeeId, from, to: pending.length });
  }
  // generate_series makes the planner expect a thousand days per row, which would switch JIT compilation on.
  await tx.execute(sql`set local jit = off`);
  if (pending.length > 0) await stagePending(tx, upload, pending, slices);
  if (applied.length > 0) await insertDirect(tx, upload, applied, marks);
}

/** Columns of staged rows as array literals, dates as day numbers (see dayNumbers). */
function batchColumns(rows: readonly StagedAbsence[]) {
  const day = dayNumbers();
  const days = (pick: (row: StagedAbsence) => string) => `{${rows.map((row) => day(pick(row))).join(',')}}`;
  const column = (pick: (row: StagedAbsence) => string | null) => arrayLiteralOf(rows, pick);
  return {
    rowNumbers: `{${rows.map((row) => row.rowNumber).join(',')}}`,
    starts: days((row) => row.start),
    ends: days((row) => row.end),
    types: column((row) => row.value.type),
    accidentTypes: column((row) => row.value.accidentType),
    hours: column((row) => row.value.hours),
    percentages: column((row) => row.value.percentage),
    comments: column((row) => row.value.comment),
  };
}

/**
 * Dates travel as day numbers (days since 2000-01-01, PostgreSQL's date epoch): parsing 20 000 dates per batch was the
 * largest part of the array parsing (date[] 75-88 ms per 100 000 values, int[] 11-18 ms).
 */
function dayNumbers(): (date: string) => number {
  const known = new Map<string, number>();
  return (date) => {
    let day = known.get(date);
    if (day === undefined) {
      day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
      day -= DATE_EPOCH_DAY;
      known.set(date, day);
    }
    return day;
  };
}

/** The staging rows of employees whose days the applying phase replaces (see replaceDays). */
async function stagePending(
  tx: Queryable,
  upload: UploadRow,
  rows: readonly StagedAbsence[],
  slices: readonly { employeeId: string; from: number; to: number }[],
) {
  const c = batchColumns(rows);
  const bounds = (pick: (slice: (typeof slices)[number]) => number) => `{${slices.map(pick).join(',')}}`;
  await tx.execute(sql`
    insert into absence_upload_rows
      (tenant_id, upload_id, employee_id, first_row, row_numbers, start_dates, end_dates, types, accident_types, hours,
        percentages, comments)
    select ${upload.tenantId}, ${upload.id}, e.employee_id, c.row_numbers[e.lo], c.row_numbers[e.lo:e.hi],
      c.start_dates[e.lo:e.hi], c.end_dates[e.lo:e.hi], c.types[e.lo:e.hi], c.accident_types[e.lo:e.hi],
      c.hours[e.lo:e.hi], c.percentages[e.lo:e.hi], c.comments[e.lo:e.hi]
    from (
      select ${c.rowNumbers}::int[] as row_numbers,
        array(
          select date '2000-01-01' + d.n from unnest(${c.starts}::int[]) with ordinality as d(n, i) order by d.i
        ) as start_dates,
        array(
          select date '2000-01-01' + d.n from unnest(${c.ends}::int[]) with ordinality as d(n, i) order by d.i
        ) as end_dates,
        ${c.types}::text[] as types, ${c.accidentTypes}::text[] as accident_types, ${c.hours}::numeric[] as hours,
        ${c.percentages}::numeric[] as percentages, ${c.comments}::text[] as comments
      offset 0
    ) as c
    cross join unnest(
      ${pgArrayLiteral(slices.map((slice) => slice.employeeId))}::text[], ${bounds((slice) => slice.from)}::int[],
      ${bounds((slice) => slice.to)}::int[]
    ) as e(employee_id, lo, hi)`);
}

/**
 * The days of employees without other absences in the period, straight into `absences` (one row per day of each
 * file row), and their staging marks, in one statement. Rows are in file order per employee, so the time-ordered ids
 * grow within the batch. The arrays are unnested and the days generated in select lists, evaluated row by row: as
 * `from unnest(a, b, …)` and a lateral generate_series, each function's rows went through a tuplestore first (psql,
 * 200 000 rows: 170-300 ms against 83-98 ms).
 */
async function insertDirect(
  tx: Queryable,
  upload: UploadRow,
  rows: readonly StagedAbsence[],
  marks: readonly { employeeId: string; firstRow: number }[],
) {
  const c = batchColumns(rows);
  const ids = timeOrderedIdPrefix();
  await tx.execute(sql`
    with marks as (
      insert into absence_upload_rows
        (tenant_id, upload_id, employee_id, first_row, row_numbers, start_dates, end_dates, types, accident_types,
          hours, percentages, comments, applied)
      select ${upload.tenantId}, ${upload.id}, m.employee_id, m.first_row, '{}', '{}', '{}', '{}', '{}', '{}', '{}',
        '{}', true
      from unnest(
        ${pgArrayLiteral(marks.map((mark) => mark.employeeId))}::text[], ${`{${marks.map((mark) => mark.firstRow).join(',')}}`}::int[]
      ) as m(employee_id, first_row)
    )
    insert into absences
      (tenant_id, id, employee_id, date, type, accident_type, hours, percentage, source, comment, upload_id)
    select ${upload.tenantId}, ${dayId(ids, sql`r.row_number`, sql`r.n`)}, r.employee_id,
      date '2000-01-01' + (r.start_day + r.n), r.type, r.accident_type, r.hours, r.percentage, 'automatic', r.comment,
      ${upload.id}
    from (
      select u.*, generate_series(0, u.end_day - u.start_day) as n
      from (
        select unnest(${c.rowNumbers}::int[]) as row_number,
          unnest(${arrayLiteralOf(rows, (row) => row.value.employeeId)}::text[]) as employee_id,
          unnest(${c.starts}::int[]) as start_day, unnest(${c.ends}::int[]) as end_day,
          unnest(${c.types}::text[]) as type, unnest(${c.accidentTypes}::text[]) as accident_type,
          unnest(${c.hours}::numeric[]) as hours, unnest(${c.percentages}::numeric[]) as percentage,
          unnest(${c.comments}::text[]) as comment
      ) as u
    ) as r`);
}

/** 2000-01-01 as days since 1970-01-01. */
const DATE_EPOCH_DAY = Date.UTC(2000, 0, 1) / 86_400_000;

/**
 * pgArrayLiteralOf for one column of the staged rows, in one pass: a value is escaped only when it holds a quote or
 * a backslash (which no date, type or number does). Building nine columns of a million rows took 1.3 s with a map
 * and two replaceAll per value, 0.55 s like this.
 */
function arrayLiteralOf(rows: readonly StagedAbsence[], pick: (row: StagedAbsence) => string | null): string {
  let literal = '{';
  for (let index = 0; index < rows.length; index++) {
    if (index > 0) literal += ',';
    const value = pick(rows[index] as StagedAbsence);
    if (value === null) literal += 'NULL';
    else if (value.includes('"') || value.includes('\\')) {
      literal += `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    } else literal += `"${value}"`;
  }
  return `${literal}}`;
}
