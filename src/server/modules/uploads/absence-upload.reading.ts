// The reading phase of an absence upload (issue 11; absence-upload.processor.ts): each row of the streamed file is
// checked (columns/absence-columns.ts; the employee must exist), accepted rows are staged (absence-upload.staging.ts),
// refused ones go to the row report; every batch commits its rows together with the checkpoint `rows_read`.
import { sql } from 'drizzle-orm';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import type { TabularRow } from '../../platform/tabular/tabular-reader.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import { absenceApplyTesting } from './absence-upload.days.ts';
import { UPLOAD_ROW_MESSAGES } from './absence-upload.messages.ts';
import { type StagedAbsence, stageAbsenceRows } from './absence-upload.staging.ts';
import { ABSENCE_COLUMNS, type AbsenceRow, parseAbsenceRow } from './columns/absence-columns.ts';
import { type ColumnMapping, mapColumns } from './columns/columns.ts';
import { advanceReadCheckpoint, insertIssues, readUploadFile } from './file-upload.runner.ts';
import { CheckpointMoved, type Issue, type ProcessingOptions } from './upload-phases.ts';
import type { UploadRow } from './uploads.service.ts';

/**
 * Rows per reading transaction: larger than the runner's default, as each transaction's fixed cost (checkpoint,
 * employee check, commit) is paid 100 times for a million rows instead of 250; a batch holds about 2 MB.
 */
const READ_BATCH_ROWS = 10_000;

export async function readAbsenceUpload(
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
