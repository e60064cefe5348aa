// The reading phase of an absence upload (issue 11; absence-upload.processor.ts): each row of the streamed file is
// checked (columns/absence-columns.ts), its employee found by the file's identifier (absence-upload.employees.ts) and
// its days claimed in file order (absence-upload.claims.ts: a duplicate or overlapping row is refused); accepted rows
// are staged (absence-upload.staging.ts), refused ones go to the row report; every batch commits its rows together
// with the checkpoint `rows_read`.
import { sql } from 'drizzle-orm';
import type { UploadEmployeeKey } from '../../../contracts/uploads.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import type { TabularFormat, TabularRow } from '../../platform/tabular/tabular-reader.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import { absenceSignature, DayClaims, loadClaims } from './absence-upload.claims.ts';
import { absenceApplyTesting } from './absence-upload.days.ts';
import { personnelNumbersOf, resolveEmployeeKeys } from './absence-upload.employees.ts';
import { type StagedAbsence, stageAbsenceRows } from './absence-upload.staging.ts';
import {
  type AbsenceField,
  employeeKeyOf,
  mapAbsenceColumns,
  type ParsedAbsenceRow,
  parseAbsenceRow,
} from './columns/absence-columns.ts';
import type { ColumnMapping } from './columns/columns.ts';
import { advanceReadCheckpoint, insertIssues, readUploadFile } from './file-upload.runner.ts';
import { swissDate } from './row-issues.ts';
import { CheckpointMoved, type Issue, type ProcessingOptions } from './upload-phases.ts';
import type { UploadRow } from './uploads.service.ts';

/**
 * Rows per reading transaction: larger than the runner's default, as each transaction's fixed cost (checkpoint,
 * employee check, commit) is paid 100 times for a million rows instead of 250; a batch holds about 2 MB.
 */
const READ_BATCH_ROWS = 10_000;

/** The header mapping of an absence file, with the identifier it names employees by and the file's format. */
type AbsenceMapping = ColumnMapping<AbsenceField> & { employeeKey: UploadEmployeeKey; format: TabularFormat };

/** The reading's state across its batches: the claimed days, and the turn of the next batch to claim. */
type ReadingState = { claims: Promise<DayClaims>; claimed: Promise<void> };

export async function readAbsenceUpload(
  database: Database,
  runtime: DocumentRuntime,
  upload: UploadRow,
  options: ProcessingOptions,
): Promise<'applying' | 'formatting-failed'> {
  // A resumed reading knows the days the rows it committed claimed.
  const state: ReadingState = {
    claims:
      upload.rowsRead > 0
        ? database.withTenant(upload.tenantId, (tx) => loadClaims(tx, upload))
        : Promise.resolve(new DayClaims()),
    claimed: Promise.resolve(),
  };
  state.claims.catch(() => {}); // awaited by the first batch; this only keeps a failure from counting as unhandled
  return readUploadFile(
    database,
    runtime,
    upload,
    {
      ...options,
      readBatchRows: options.readBatchRows ?? READ_BATCH_ROWS,
      readBatchesInFlight: Number(process.env.ABSENZA_IN_FLIGHT ?? 2),
    },
    (cells, format): AbsenceMapping => {
      const mapping = mapAbsenceColumns(cells, { fallbackLanguage: 'de' });
      const fields = new Set(mapping.columns.map((column) => column.field));
      return { ...mapping, employeeKey: employeeKeyOf(fields), format };
    },
    (mapping, rows, expected, notices, before) =>
      commitReadBatch(database, upload, state, mapping, rows, expected, notices, before),
  );
}

function clip(row: ParsedAbsenceRow, from: string, to: string) {
  const start = row.startDate < from ? from : row.startDate;
  const end = row.endDate > to ? to : row.endDate;
  return { start, end, outside: start > end, clipped: start !== row.startDate || end !== row.endDate };
}

const DATE_FIELDS = new Set<AbsenceField>(['startDate', 'endDate']);

/**
 * A cell as the person saw it: the text of a CSV as it is; a date cell of a workbook (read as YYYY-MM-DD) as Excel
 * shows it in Switzerland, DD.MM.YYYY.
 */
export function cellAsWritten(format: TabularFormat, field: AbsenceField, value: string | undefined): string | null {
  if (value === undefined) return null;
  return format === 'xlsx' && DATE_FIELDS.has(field) ? swissDate(value) : value;
}

/** A row that passed the row rules and the period, waiting for its employee and its days. */
export type Candidate = { rowNumber: number; value: ParsedAbsenceRow; start: string; end: string };

async function commitReadBatch(
  database: Database,
  upload: UploadRow,
  state: ReadingState,
  mapping: AbsenceMapping,
  rows: TabularRow[],
  expected: number,
  headerNotices: Issue[],
  before: Promise<number> | null,
): Promise<number> {
  const from = upload.startDate as string;
  const to = upload.endDate as string;
  const key = mapping.employeeKey;
  const issues: Issue[] = [...headerNotices];
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const record = mapping.toRecord(row.cells);
    const parsed = parseAbsenceRow(record, row.rowNumber, key);
    if (!parsed.ok) {
      for (const error of parsed.errors) {
        issues.push({
          rowNumber: row.rowNumber,
          severity: 'error',
          column: mapping.headerOf(error.column),
          value: cellAsWritten(mapping.format, error.column, error.value),
          code: error.code,
        });
      }
      continue;
    }
    if (row.hasExtraCells) {
      issues.push({ rowNumber: row.rowNumber, severity: 'error', column: null, value: null, code: 'extraCells' });
      continue;
    }
    const range = clip(parsed.value, from, to);
    if (range.outside) {
      const field = parsed.value.startDate > to ? 'startDate' : 'endDate';
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'error',
        column: mapping.headerOf(field),
        value: cellAsWritten(mapping.format, field, record[field]),
        code: 'outsidePeriod',
        params: { from, to },
      });
      continue;
    }
    if (range.clipped) {
      issues.push({
        rowNumber: row.rowNumber,
        severity: 'notice',
        column: null,
        value: null,
        code: 'clipped',
        params: { from: range.start, to: range.end },
      });
    }
    candidates.push({ rowNumber: row.rowNumber, value: parsed.value, start: range.start, end: range.end });
  }

  // The turn of this batch to claim days comes after the batch before it claimed its own (file order).
  const previousClaimed = state.claimed;
  let release = () => {};
  state.claimed = new Promise<void>((resolve) => {
    release = resolve;
  });
  try {
    return await database.withTenant(upload.tenantId, async (tx) => {
      // A copy per run of the transaction (one that a deadlock ends runs again, and claims its rows again: its own).
      const batchIssues = [...issues];
      const staged = await acceptRows(
        tx,
        { from, to },
        key,
        candidates,
        batchIssues,
        async () => {
          await previousClaimed;
          return state.claims;
        },
        (field, value) => ({ column: mapping.headerOf(field), value: value ?? null }),
      );
      release();

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
      await insertIssues(tx, upload, batchIssues);
      // The checkpoint last, once the batch before this one committed (if it failed, this one rolls back); if another
      // attempt moved it, that attempt committed this batch already and this one rolls back too.
      if (before) {
        await before.catch(() => {
          throw new CheckpointMoved();
        });
      }
      return advanceReadCheckpoint(tx, upload, expected, rows.length, staged.length, key);
    });
  } finally {
    release();
  }
}

/**
 * The candidates whose employee exists (by the file's identifier; with both columns, the personnel number must be
 * that employee's) and whose days no earlier row of the file claimed, in file order, as staged rows; the others
 * get their row report line in `issues`. `claimsInTurn` answers the upload's claims once it is this batch's turn to
 * claim (the lookups before it run while the batch before claims). Used by the reading and by the interface.
 */
export async function acceptRows(
  tx: AppTransaction,
  period: { from: string; to: string },
  key: UploadEmployeeKey,
  candidates: readonly Candidate[],
  issues: Issue[],
  claimsInTurn: () => Promise<DayClaims>,
  cellOf: (field: AbsenceField, value: string | undefined) => { column: string | null; value: string | null },
): Promise<StagedAbsence[]> {
  const resolved = await resolveEmployeeKeys(
    tx,
    key,
    candidates.map((row) => row.value.key),
    period,
  );
  const checkNumbers = candidates.some((row) => row.value.personnelNumber !== null);
  const numbers = checkNumbers
    ? await personnelNumbersOf(
        tx,
        candidates.flatMap((row) => (row.value.personnelNumber === null ? [] : [row.value.key])),
      )
    : new Map<string, Set<string>>();
  const claims = await claimsInTurn();
  const staged: StagedAbsence[] = [];
  const refuse = (row: Candidate, field: AbsenceField, code: Issue['code'], params?: Issue['params']) => {
    const cell = cellOf(field, field === key ? row.value.key : (row.value.personnelNumber ?? undefined));
    issues.push({ rowNumber: row.rowNumber, severity: 'error', ...cell, code, ...(params ? { params } : {}) });
  };
  for (const row of candidates) {
    const found = resolved.get(row.value.key);
    if (!found || 'unknown' in found) {
      refuse(row, key, key === 'employeeId' ? 'unknownEmployeeId' : 'unknownPersonnelNumber');
      continue;
    }
    if ('ambiguous' in found) {
      refuse(row, key, 'ambiguousPersonnelNumber', { employeeIds: found.ambiguous });
      continue;
    }
    const parsed = row.value;
    if (parsed.personnelNumber !== null && !numbers.get(found.employeeId)?.has(parsed.personnelNumber)) {
      refuse(row, 'personnelNumber', 'personnelNumberMismatch', { employeeId: found.employeeId });
      continue;
    }
    const refusal = claims.claim(found.employeeId, row.rowNumber, row.start, row.end, absenceSignature(parsed));
    if (refusal) {
      issues.push({ rowNumber: row.rowNumber, severity: 'error', column: null, value: null, ...refusal });
      continue;
    }
    // Field by field (a million rows: an object spread per row costs more than the rest of this loop).
    staged.push({
      rowNumber: row.rowNumber,
      value: {
        employeeId: found.employeeId,
        startDate: parsed.startDate,
        endDate: parsed.endDate,
        type: parsed.type,
        accidentType: parsed.accidentType,
        hours: parsed.hours,
        percentage: parsed.percentage,
        comment: parsed.comment,
      },
      start: row.start,
      end: row.end,
    });
  }
  return staged;
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
