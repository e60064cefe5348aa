// Processing of an absence upload (issue 11), in two resumable phases, each made of short transactions:
// 1. Reading: the file is streamed from the document store (never whole in memory), each row checked
//    (columns/absence-columns.ts; the employee must exist), accepted rows written to `absence_upload_rows`, refused
//    ones to the row report; every batch commits its rows together with the checkpoint `rows_read`.
// 2. Applying: per batch of employees in id order, the staged rows become daily absences that replace the
//    employee's automatic absences within the upload period (manual and edited absences are kept, see
//    docs/decisions/0010-documents-and-uploads.md), one `absences-modified` event per employee, all with the
//    checkpoint `applied_through` in one transaction.
// A worker killed at any point leaves committed batches and their checkpoint; the next attempt continues there and
// ends with the result of an uninterrupted run. A malformed file (unreadable, wrong columns) applies nothing.
import { randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { pgArrayLiteral, textArray } from '../../../db/sql-arrays.ts';
import { lockAggregates } from '../../concurrency.ts';
import { recordDomainEvents } from '../../jobs/domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { TabularRow } from '../../platform/tabular/tabular-reader.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { ABSENCE_COLUMNS, type AbsenceRow, parseAbsenceRow } from './columns/absence-columns.ts';
import { type ColumnMapping, mapColumns } from './columns/columns.ts';
import { advanceReadCheckpoint, finish, insertIssues, readUploadFile } from './file-upload.runner.ts';
import { CheckpointMoved, type Issue, type ProcessingOptions, type UploadPhases } from './upload-phases.ts';
import type { FileUploadJob, UploadRow } from './uploads.service.ts';

export const UPLOAD_ROW_MESSAGES = {
  unknownEmployee: 'No employee with this id',
  outsidePeriod: (from: string, to: string) => `Outside the upload period (${from} to ${to})`,
  clipped: (from: string, to: string) => `Only the days from ${from} to ${to} were applied (the upload period)`,
  extraCells: 'The row has more cells than the header (a delimiter inside an unquoted value?)',
  keptManual: (days: number) =>
    `Kept the manually entered or edited absence on ${days} day${days === 1 ? '' : 's'} (not replaced by the file)`,
} as const;

// ---- Reading -------------------------------------------------------------------------------------------------------

/**
 * Rows per reading transaction: larger than the runner's default, as each transaction's fixed cost (checkpoint,
 * employee check, commit) is paid 100 times for a million rows instead of 250; a batch holds about 2 MB.
 */
const READ_BATCH_ROWS = 10_000;

async function readPhase(
  database: Database,
  runtime: DocumentRuntime,
  upload: UploadRow,
  options: ProcessingOptions,
): Promise<'applying' | 'formatting-failed'> {
  return readUploadFile(
    database,
    runtime,
    upload,
    {
      ...options,
      readBatchRows: options.readBatchRows ?? READ_BATCH_ROWS,
      readBatchesInFlight: Number(process.env.ABSENZA_IN_FLIGHT ?? 2),
    },
    (cells) => mapColumns(ABSENCE_COLUMNS, cells, { fallbackLanguage: 'de' }),
    (mapping, rows, expected, notices, before) =>
      commitReadBatch(database, upload, mapping, rows, expected, notices, before),
  );
}

function clip(row: AbsenceRow, from: string, to: string) {
  const start = row.startDate < from ? from : row.startDate;
  const end = row.endDate > to ? to : row.endDate;
  return { start, end, outside: start > end, clipped: start !== row.startDate || end !== row.endDate };
}

async function commitReadBatch(
  database: Database,
  upload: UploadRow,
  mapping: ColumnMapping<(typeof ABSENCE_COLUMNS)[number]['field']>,
  rows: TabularRow[],
  expected: number,
  headerNotices: Issue[],
  before: Promise<number> | null,
): Promise<number> {
  const from = upload.startDate as string;
  const to = upload.endDate as string;
  const issues: Issue[] = [...headerNotices];
  const accepted: StagedAbsence[] = [];
  for (const row of rows) {
    const parsed = parseAbsenceRow(mapping.toRecord(row.cells), row.rowNumber);
    if (!parsed.ok) {
      for (const error of parsed.errors) {
        issues.push({
          rowNumber: row.rowNumber,
          severity: 'error',
          column: mapping.headerOf(error.column),
          value: error.value ?? null,
          message: error.message,
        });
      }
      continue;
    }
    if (row.hasExtraCells) {
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'error',
        column: null,
        value: null,
        message: UPLOAD_ROW_MESSAGES.extraCells,
      });
      continue;
    }
    const range = clip(parsed.value, from, to);
    if (range.outside) {
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'error',
        column: mapping.headerOf('startDate'),
        value: parsed.value.startDate,
        message: UPLOAD_ROW_MESSAGES.outsidePeriod(from, to),
      });
      continue;
    }
    if (range.clipped) {
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'notice',
        column: null,
        value: null,
        message: UPLOAD_ROW_MESSAGES.clipped(range.start, range.end),
      });
    }
    accepted.push({ rowNumber: row.rowNumber, value: parsed.value, start: range.start, end: range.end });
  }

  return database.withTenant(upload.tenantId, async (tx) => {
    // The employees must exist (an unknown id is a row error, never a stored absence).
    const known = await knownEmployees(
      tx,
      accepted.map((row) => row.value.employeeId),
    );
    const staged = accepted.filter((row) => {
      if (known.has(row.value.employeeId)) return true;
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'error',
        column: mapping.headerOf('employeeId'),
        value: row.value.employeeId,
        message: UPLOAD_ROW_MESSAGES.unknownEmployee,
      });
      return false;
    });
    const rejectedRows = new Set(issues.filter((issue) => issue.severity === 'error').map((issue) => issue.rowNumber));
    rejectedRows.delete(-1);
    for (const header of headerNotices) rejectedRows.delete(header.rowNumber);

    // Employees without a live absence in the period that this upload did not write (every employee of a first
    // upload) get their days now, in this transaction: nothing to match, keep or remove (applying counts them and
    // records their events). The others are applied after reading, with the whole file known.
    const direct = absenceApplyTesting.fullReplacementOnly
      ? new Set<string>()
      : await employeesWithoutOtherAbsences(
          tx,
          upload,
          staged.map((row) => row.value.employeeId),
        );
    await stageAbsenceRows(tx, upload, staged, direct);
    await insertIssues(tx, upload, issues);
    // The checkpoint last, once the batch before this one committed (if it failed, this one rolls back); if another
    // attempt moved it, that attempt committed this batch already and this one rolls back too.
    if (before) {
      await before.catch(() => {
        throw new CheckpointMoved();
      });
    }
    return advanceReadCheckpoint(tx, upload, expected, rows.length, staged.length);
  });
}

export type StagedAbsence = { rowNumber: number; value: AbsenceRow; start: string; end: string };

// The absence lookups per employee (here and when applying) are lateral subqueries, with `a.date + 0` so that the
// date index cannot serve them: without statistics (a table that grows by a million rows within minutes), the planner
// made an `exists` a hash join over every absence of the company in the period, and a lateral one a scan of the date
// index per employee, both read through the date index and growing with each batch (at 200 000 rows: 28 ms to
// 270 ms per reading batch, 14-28 s to count one applying batch). This way each employee is one range of the
// employee index. (The same holds for the staging lookup: as `not exists` it read every staging row of the upload per
// employee.)

/**
 * The employees among `ids` without any live absence in the upload period other than this upload's own, and without
 * rows of this upload staged for the replacement: their file days can go straight into `absences`. (Absence edits
 * wait while the upload processes, so this stays true until it ends; this upload's days of an employee in an earlier
 * batch do not count. An employee once staged for the replacement stays there, so the replacement sees all of its
 * rows: the staging marks of applied rows carry no rows.)
 */
async function employeesWithoutOtherAbsences(
  tx: AppTransaction,
  upload: UploadRow,
  ids: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await rowsOf<{ employee_id: string }>(
    tx,
    sql`
    select e.employee_id from unnest(${textArray(unique)}) as e(employee_id)
    left join lateral (
      select true as found from absences a
      where a.tenant_id = ${upload.tenantId} and a.employee_id = e.employee_id and not a.deleted
        and a.date + 0 between ${upload.startDate}::date and ${upload.endDate}::date
        and a.upload_id is distinct from ${upload.id}::uuid
      limit 1
    ) as other on true
    left join lateral (
      select true as found from absence_upload_rows s
      where s.tenant_id = ${upload.tenantId} and s.upload_id = ${upload.id} and s.employee_id = e.employee_id
        and not s.applied
      limit 1
    ) as staged on true
    where other.found is null and staged.found is null`,
  );
  return new Set(rows.map((row) => row.employee_id));
}

/** The ids among `ids` that are employees of the transaction's tenant. */
export async function knownEmployees(tx: Queryable, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const known = new Set<string>();
  if (unique.length === 0) return known;
  const found = await tx
    .selectDistinct({ employeeId: employeeRecords.employeeId })
    .from(employeeRecords)
    .where(sql`${employeeRecords.employeeId} = any(${textArray(unique)})`);
  for (const row of found) known.add(row.employeeId);
  return known;
}

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

export const absenceUploadPhases: UploadPhases = { read: readPhase, apply: applyPhase };

// ---- Applying ------------------------------------------------------------------------------------------------------

type ApplyCounts = { created: number; updated: number; unchanged: number; removed: number; keptRows: KeptRow[] };
type KeptRow = { rowNumber: number; days: number };

async function applyPhase(
  database: Database,
  jobs: JobQueue | null,
  job: FileUploadJob,
  options: ProcessingOptions,
): Promise<void> {
  const batchEmployees = options.applyBatchEmployees ?? 500;
  const upload = await database.withTenant(job.tenantId, async (tx) => {
    const [row] = await tx.select().from(fileUploads).where(eq(fileUploads.id, job.uploadId));
    return row;
  });
  if (upload?.status !== 'processing' || upload.phase !== 'applying') throw new CheckpointMoved();
  // Two batches at a time, on two connections: the next batch does its work while the one before it finishes. Each
  // waits for the one before it to commit, then moves the checkpoint from where that one left it, under the upload's
  // row lock, so they commit in order, and a batch whose predecessor failed rolls back. (One database core per batch: on PostgreSQL
  // this nearly halves the applying phase; on PGlite the transactions simply run one after the other.)
  let after = upload.appliedThrough;
  let batchNumber = 0;
  let previous: Promise<void> | null = null;
  const committed = async (batch: Promise<void>, next: Promise<void> | null) => {
    try {
      await batch;
      batchNumber += 1;
      await options.afterBatch?.('applying', batchNumber);
    } catch (error) {
      await next?.catch(() => {});
      throw error;
    }
  };
  for (;;) {
    const from = after;
    const employees = await database.withTenant(job.tenantId, (tx) => nextEmployees(tx, upload, from, batchEmployees));
    if (employees.length === 0) break;
    const current = applyBatch(database, jobs, upload, employees, from, previous);
    current.catch(() => {}); // awaited below; this only keeps a failure from counting as unhandled meanwhile
    after = employees[employees.length - 1] as string;
    if (previous) await committed(previous, current);
    previous = current;
  }
  if (previous) await committed(previous, null);
  await database.withTenant(job.tenantId, async (tx) => {
    const [current] = await tx.select().from(fileUploads).where(eq(fileUploads.id, job.uploadId)).for('update');
    if (current?.status !== 'processing' || current.phase !== 'applying' || current.appliedThrough !== after) {
      throw new CheckpointMoved();
    }
    await finish(database, current, 'completed', null, tx);
  });
}

/**
 * One applying transaction: the absences of `employees`, their events and report notices, and last, once the batch
 * `before` it has committed, the checkpoint, which must then be `from` (else another attempt moved it:
 * CheckpointMoved; also when the batch before failed).
 */
async function applyBatch(
  database: Database,
  jobs: JobQueue | null,
  upload: UploadRow,
  employees: string[],
  from: string | null,
  before: Promise<void> | null,
): Promise<void> {
  await database.withTenant(upload.tenantId, async (tx) => {
    await lockAggregates(tx, upload.tenantId, 'employee-absences', employees);
    const counts = await applyEmployees(tx, upload, employees);
    await recordDomainEvents(
      tx,
      jobs,
      upload.tenantId,
      employees.map((employeeId) => ({
        type: 'absences-modified' as const,
        employeeId,
        payload: { uploadId: upload.id, from: upload.startDate, to: upload.endDate },
      })),
    );
    await insertIssues(
      tx,
      upload,
      counts.keptRows.map((row) => ({
        rowNumber: row.rowNumber,
        severity: 'notice' as const,
        column: null,
        value: null,
        message: UPLOAD_ROW_MESSAGES.keptManual(row.days),
      })),
      100,
    );
    // The batch before this one commits first (or fails, and this one rolls back).
    if (before) {
      await before.catch(() => {
        throw new CheckpointMoved();
      });
    }
    const [current] = await tx.select().from(fileUploads).where(eq(fileUploads.id, upload.id)).for('update');
    if (current?.status !== 'processing' || current.phase !== 'applying' || current.appliedThrough !== from) {
      throw new CheckpointMoved();
    }
    await tx
      .update(fileUploads)
      .set({
        appliedThrough: employees[employees.length - 1] as string,
        created: sql`${fileUploads.created} + ${counts.created}`,
        updated: sql`${fileUploads.updated} + ${counts.updated}`,
        unchanged: sql`${fileUploads.unchanged} + ${counts.unchanged}`,
        removed: sql`${fileUploads.removed} + ${counts.removed}`,
        employeesAffected: sql`${fileUploads.employeesAffected} + ${employees.length}`,
      })
      .where(eq(fileUploads.id, upload.id));
  });
}

/**
 * The next `limit` employees of the staging rows after `after` (a checkpoint), in id order. A loose index scan on the primary
 * key (one descent per employee, the recursion stops at the limit): a plain distinct read every staged row of them,
 * 50 000 index entries for 500 employees.
 */
async function nextEmployees(
  tx: AppTransaction,
  upload: UploadRow,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await rowsOf<{ employee_id: string }>(
    tx,
    sql`
    with recursive next as (
      (select r.employee_id from absence_upload_rows r
        where r.tenant_id = ${upload.tenantId} and r.upload_id = ${upload.id}
          ${after === null ? sql`` : sql`and r.employee_id > ${after}`}
        order by r.employee_id limit 1)
      union all
      select (select r.employee_id from absence_upload_rows r
        where r.tenant_id = ${upload.tenantId} and r.upload_id = ${upload.id} and r.employee_id > next.employee_id
        order by r.employee_id limit 1)
      from next where next.employee_id is not null
    )
    select employee_id from next where employee_id is not null limit ${limit}`,
  );
  return rows.map((row) => row.employee_id);
}

/** Tests switch the fast path off, to prove it ends exactly like the full replacement. */
export const absenceApplyTesting = { fullReplacementOnly: false };

/**
 * Replaces the automatic absences of `employees` within the upload period by their staged rows (see replaceDays);
 * employees without any live absence in the period take a plain insert, with the same result and counts.
 */
async function applyEmployees(tx: AppTransaction, upload: UploadRow, employees: string[]): Promise<ApplyCounts> {
  // generate_series makes the planner expect a thousand days per row, which switches JIT compilation on: about
  // 0.2 s of compiling for a statement that runs in one (measured at 500 employees × 100 days).
  await tx.execute(sql`set local jit = off`);
  // Employees whose days the reading phase inserted already (see employeesWithoutOtherAbsences) are only counted; all
  // of an employee's staging rows are applied or none is (an employee staged for the replacement, also by a version
  // before migration 0020, is never applied directly afterwards).
  const applied = new Set(
    (
      await rowsOf<{ employee_id: string }>(
        tx,
        sql`
        select s.employee_id from absence_upload_rows s
        where s.tenant_id = ${upload.tenantId} and s.upload_id = ${upload.id}
          and s.employee_id = any(${textArray(employees)})
        group by s.employee_id having bool_and(s.applied)`,
      )
    ).map((row) => row.employee_id),
  );
  // Employees with no live absence in the period take the fast path: their days are simply inserted, nothing to
  // match, keep or remove. The others go through the full replacement.
  const pending = employees.filter((employeeId) => !applied.has(employeeId));
  const occupied = absenceApplyTesting.fullReplacementOnly
    ? new Set(pending)
    : new Set(
        (
          await rowsOf<{ employee_id: string }>(
            tx,
            sql`
            select e.employee_id from unnest(${textArray(pending)}) as e(employee_id)
            cross join lateral (
              select 1 from absences a
              where a.tenant_id = ${upload.tenantId} and a.employee_id = e.employee_id and not a.deleted
                and a.date + 0 between ${upload.startDate}::date and ${upload.endDate}::date
              limit 1
            ) as found`,
          )
        ).map((row) => row.employee_id),
      );
  const fresh = employees.filter((employeeId) => !occupied.has(employeeId) && !applied.has(employeeId));
  const ids = timeOrderedIdPrefix();
  const counts: ApplyCounts = { created: 0, updated: 0, unchanged: 0, removed: 0, keptRows: [] };
  if (applied.size > 0) counts.created = await appliedDays(tx, upload, [...applied]);
  if (fresh.length > 0) counts.created += await insertDays(tx, upload, fresh, ids);
  if (occupied.size > 0) {
    const replaced = await replaceDays(tx, upload, [...occupied], ids);
    counts.created += replaced.created;
    counts.updated = replaced.updated;
    counts.unchanged = replaced.unchanged;
    counts.removed = replaced.removed;
    counts.keptRows = replaced.keptRows;
  }
  return counts;
}

/**
 * The ids of the absences an applying batch inserts are time-ordered (the layout of UUID version 7: milliseconds,
 * version, random bits, variant, random bits, then the row number and day within the row): the primary key index
 * grows at its right edge instead of taking a million random inserts (which cost 40 % more, measured at 50 000 days
 * per batch). Unique: a staged row number and day offset occur once per upload, and the prefix (time and 26 random
 * bits) differs between batches and uploads.
 */
export function timeOrderedIdPrefix(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  const random = randomBytes(4);
  const hex = random.toString('hex');
  const variant = (8 + ((random[3] ?? 0) & 3)).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex.slice(0, 3)}-${variant}${hex.slice(3, 6)}-`;
}

function dayId(prefix: string, rowNumber: SQL, day: SQL): SQL {
  // 512 days per row: a row covers at most 366 (columns/absence-columns.ts); 12 hex digits hold 2^31 rows × 512.
  return sql`(${prefix} || lpad(to_hex(${rowNumber}::bigint * 512 + ${day}), 12, '0'))::uuid`;
}

/** The staged rows of `employees`, one per day: `s` the staging row, `r` the file row, `d.n` the day within it. */
function stagedRows(upload: UploadRow, employees: string[]): SQL {
  return sql`absence_upload_rows s
      cross join lateral unnest(s.row_numbers, s.start_dates, s.end_dates, s.types, s.accident_types, s.hours,
        s.percentages, s.comments)
        as r(row_number, start_date, end_date, type, accident_type, hours, percentage, comment)
      cross join lateral generate_series(0, r.end_date - r.start_date) as d(n)
      where s.tenant_id = ${upload.tenantId} and s.upload_id = ${upload.id} and s.employee_id = any(${textArray(employees)})`;
}

/**
 * The days of employees the reading phase applied: the days of their live absences in the period, which are all this
 * upload's (they had no other), counted like insertDays counts.
 */
async function appliedDays(tx: AppTransaction, upload: UploadRow, employees: string[]): Promise<number> {
  const [row] = await rowsOf<{ created: number | string }>(
    tx,
    sql`
    select coalesce(sum(c.days), 0)::int as created from unnest(${textArray(employees)}) as e(employee_id)
    cross join lateral (
      select count(distinct a.date) as days from absences a
      where a.tenant_id = ${upload.tenantId} and a.employee_id = e.employee_id and not a.deleted
        and a.date + 0 between ${upload.startDate}::date and ${upload.endDate}::date
    ) as c`,
  );
  return Number(row?.created ?? 0);
}

/** The fast path: inserts the staged days of employees without any live absence in the period; answers the days. */
async function insertDays(tx: AppTransaction, upload: UploadRow, employees: string[], ids: string): Promise<number> {
  const [row] = await rowsOf<{ created: number | string }>(
    tx,
    sql`
    with inserted as (
      insert into absences
        (tenant_id, id, employee_id, date, type, accident_type, hours, percentage, source, comment, upload_id)
      select ${upload.tenantId}, ${dayId(ids, sql`r.row_number`, sql`d.n`)}, s.employee_id, r.start_date + d.n, r.type,
        r.accident_type, r.hours, r.percentage, 'automatic', r.comment, ${upload.id}
      from ${stagedRows(upload, employees)}
      returning employee_id, date
    )
    select count(*)::int as created from (select distinct employee_id, date from inserted) as days`,
  );
  return Number(row?.created ?? 0);
}

/**
 * Replaces the automatic absences of `employees` within the upload period by the staged rows, in one statement:
 * days with a manual or edited absence are kept (and reported); an automatic absence the file repeats exactly stays
 * as it is (unchanged); other automatic absences of those employees in the period are soft-deleted; the rest of the
 * file's days are inserted. Counted per day: created (a day that had no automatic absence), updated (a day whose
 * absence changed), removed (a day the file no longer lists), unchanged.
 */
async function replaceDays(
  tx: AppTransaction,
  upload: UploadRow,
  employees: string[],
  ids: string,
): Promise<ApplyCounts> {
  const [row = {}] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`
    with new_days as (
      select r.row_number, d.n, s.employee_id, r.start_date + d.n as date, r.type, r.accident_type, r.hours,
        r.percentage, r.comment
      from ${stagedRows(upload, employees)}
    ),
    protected as (
      select distinct employee_id, date from absences
      where tenant_id = ${upload.tenantId} and employee_id = any(${textArray(employees)}) and not deleted
        and source <> 'automatic' and date between ${upload.startDate}::date and ${upload.endDate}::date
    ),
    kept as (
      select n.row_number, count(*)::int as days from new_days n
      join protected p on p.employee_id = n.employee_id and p.date = n.date
      group by n.row_number
    ),
    wanted as (
      select n.*, row_number() over (
        partition by n.employee_id, n.date, n.type, n.accident_type, n.hours, n.percentage, n.comment
        order by n.row_number) as k
      from new_days n
      where not exists (select 1 from protected p where p.employee_id = n.employee_id and p.date = n.date)
    ),
    old as (
      select a.id, a.employee_id, a.date, a.type, a.accident_type, a.hours, a.percentage, a.comment, row_number() over (
        partition by a.employee_id, a.date, a.type, a.accident_type, a.hours, a.percentage, a.comment
        order by a.id) as k
      from absences a
      where a.tenant_id = ${upload.tenantId} and a.employee_id = any(${textArray(employees)}) and not a.deleted
        and a.source = 'automatic' and a.date between ${upload.startDate}::date and ${upload.endDate}::date
    ),
    matched as (
      select o.id as old_id, w.row_number, w.employee_id, w.date, w.k from old o join wanted w
        on w.employee_id = o.employee_id and w.date = o.date and w.type = o.type
        and w.accident_type is not distinct from o.accident_type and w.hours is not distinct from o.hours
        and w.percentage is not distinct from o.percentage and w.comment is not distinct from o.comment and w.k = o.k
    ),
    removed as (
      update absences a set deleted = true, updated_at = now(), revision = a.revision + 1
      from old o
      where a.tenant_id = ${upload.tenantId} and a.id = o.id and not exists (select 1 from matched m where m.old_id = o.id)
      returning a.employee_id, a.date
    ),
    inserted as (
      insert into absences
        (tenant_id, id, employee_id, date, type, accident_type, hours, percentage, source, comment, upload_id)
      select ${upload.tenantId}, ${dayId(ids, sql`w.row_number`, sql`w.n`)}, w.employee_id, w.date, w.type,
        w.accident_type, w.hours, w.percentage, 'automatic',
        w.comment, ${upload.id}
      from wanted w
      where not exists (
        select 1 from matched m
        where m.row_number = w.row_number and m.employee_id = w.employee_id and m.date = w.date and m.k = w.k
      )
      returning employee_id, date
    ),
    removed_days as (select distinct employee_id, date from removed),
    inserted_days as (select distinct employee_id, date from inserted)
    select
      (select count(*)::int from matched) as unchanged,
      (select count(*)::int from inserted_days i where not exists (
        select 1 from removed_days r where r.employee_id = i.employee_id and r.date = i.date)) as created,
      (select count(*)::int from inserted_days i where exists (
        select 1 from removed_days r where r.employee_id = i.employee_id and r.date = i.date)) as updated,
      (select count(*)::int from removed_days r where not exists (
        select 1 from inserted_days i where i.employee_id = r.employee_id and i.date = r.date)) as removed,
      (select coalesce(json_agg(json_build_object('rowNumber', row_number, 'days', days)), '[]'::json) from kept) as kept
  `,
  );
  const kept = typeof row.kept === 'string' ? JSON.parse(row.kept) : (row.kept ?? []);
  return {
    created: Number(row.created ?? 0),
    updated: Number(row.updated ?? 0),
    unchanged: Number(row.unchanged ?? 0),
    removed: Number(row.removed ?? 0),
    keptRows: kept as KeptRow[],
  };
}
