// The applying phase of an absence upload (issue 11; absence-upload.processor.ts): per batch of employees in id order,
// the staged rows become daily absences that replace the employee's automatic absences within the upload period
// (absence-upload.days.ts), one `absences-modified` event per employee, all with the checkpoint `applied_through` in
// one transaction.
import { eq, sql } from 'drizzle-orm';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { fileUploads } from '../../../db/schema/file-uploads.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { lockAggregates } from '../../concurrency.ts';
import { recordDomainEvents } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import {
  type ApplyCounts,
  absenceApplyTesting,
  appliedDays,
  insertDays,
  replaceDays,
  timeOrderedIdPrefix,
} from './absence-upload.days.ts';
import { finish, insertIssues } from './file-upload.runner.ts';
import { CheckpointMoved, type ProcessingOptions } from './upload-phases.ts';
import type { FileUploadJob, UploadRow } from './uploads.service.ts';

export async function applyAbsenceUpload(
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
        code: 'keptManual' as const,
        params: { days: row.days },
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
