// The applying phase of an employee upload (issue 11; employee-upload.processor.ts): per batch of employees in id
// order, under the employees' locks (the same as the employee routes), each employee's staged rows are planned in
// memory (employee-upload.timeline.ts) and written: removed, shortened and new records, display records, one audit
// entry and one `employee-data-modified` event per changed employee, the export-summary statistics and the checkpoint
// `applied_through`, in one transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { employeeRecordColumns, refreshDisplayRecords } from '../../../db/employee-records.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { employeeUploadRows, fileUploads } from '../../../db/schema/file-uploads.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { pgArrayLiteralOf, textArray } from '../../../db/sql-arrays.ts';
import { groupBy } from '../../../domain/collections.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { changedFields } from '../../audit/changes.ts';
import { lockAggregates } from '../../concurrency.ts';
import { recordDomainEvents } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import type { EmployeeRowFields } from './columns/employee-row.ts';
import { organisationOf } from './employee-upload.rules.ts';
import { type EmployeeOutcome, planEmployee, type TimelineRecord } from './employee-upload.timeline.ts';
import { finish, insertIssues } from './file-upload.runner.ts';
import { CheckpointMoved, type ProcessingOptions } from './upload-phases.ts';
import type { FileUploadJob, UploadRow } from './uploads.service.ts';

export async function applyEmployeeUpload(
  database: Database,
  jobs: JobQueue | null,
  job: FileUploadJob,
  options: ProcessingOptions,
): Promise<void> {
  const batchEmployees = options.applyBatchEmployees ?? 500;
  let batchNumber = 0;
  for (;;) {
    const done = await database.withTenant(job.tenantId, async (tx) => {
      const [upload] = await tx.select().from(fileUploads).where(eq(fileUploads.id, job.uploadId)).for('update');
      if (upload?.status !== 'processing' || upload.phase !== 'applying') throw new CheckpointMoved();
      const employees = (
        await tx
          .selectDistinct({ employeeId: employeeUploadRows.employeeId })
          .from(employeeUploadRows)
          .where(
            and(
              eq(employeeUploadRows.uploadId, upload.id),
              upload.appliedThrough === null
                ? undefined
                : sql`${employeeUploadRows.employeeId} > ${upload.appliedThrough}`,
            ),
          )
          .orderBy(employeeUploadRows.employeeId)
          .limit(batchEmployees)
      ).map((row) => row.employeeId);
      if (employees.length === 0) {
        await finish(database, upload, 'completed', null, tx);
        return true;
      }
      await applyEmployees(tx, jobs, upload, employees);
      return false;
    });
    if (done) return;
    batchNumber += 1;
    await options.afterBatch?.('applying', batchNumber);
  }
}

const PATH_COLUMNS: Record<string, string> = {
  address: 'addressLine1',
  bankAccount: 'iban',
  emailAddresses: 'businessEmail',
  phoneNumbers: 'businessPhone',
  connections: 'superiorId',
  wageTypes: 'wageTypes',
  policies: 'policies',
};

async function applyEmployees(tx: AppTransaction, jobs: JobQueue | null, upload: UploadRow, employees: string[]) {
  const tenantId = upload.tenantId;
  const today = swissToday();
  // The same lock as every employee write (employees.service.ts): edits on a screen wait for the batch, and back.
  await lockAggregates(tx, tenantId, 'employee', employees);
  const organisation = await organisationOf(tx, tenantId);
  const staged = await tx
    .select()
    .from(employeeUploadRows)
    .where(
      and(
        eq(employeeUploadRows.uploadId, upload.id),
        sql`${employeeUploadRows.employeeId} = any(${textArray(employees)})`,
      ),
    )
    .orderBy(asc(employeeUploadRows.employeeId), asc(employeeUploadRows.validFrom), asc(employeeUploadRows.rowNumber));
  const existing = await tx
    .select()
    .from(employeeRecords)
    .where(sql`${employeeRecords.employeeId} = any(${textArray(employees)})`)
    .orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom));
  const rowsOf = groupBy(staged, (row) => row.employeeId);
  const recordsOf = groupBy(existing, (row) => row.employeeId);
  const columnOf = (path: readonly PropertyKey[]) => {
    const top = String(path[0] ?? '');
    return PATH_COLUMNS[top] ?? top;
  };
  const outcomes = employees.map((employeeId) =>
    planEmployee(
      employeeId,
      recordsOf.get(employeeId) ?? [],
      (rowsOf.get(employeeId) ?? []).map((row) => ({
        rowNumber: row.rowNumber,
        employeeId: row.employeeId,
        validFrom: row.validFrom,
        validTo: row.validTo,
        fields: row.fields as EmployeeRowFields,
      })),
      organisation,
      columnOf,
      today,
    ),
  );

  // Writes in an order the no-overlap constraint accepts at every row: remove, then shorten, then add.
  const deletes = outcomes.flatMap((outcome) => outcome.deletes.map((row) => row.id));
  if (deletes.length > 0) await tx.delete(employeeRecords).where(inArray(employeeRecords.id, deletes));
  const updates = outcomes.flatMap((outcome) => outcome.updates);
  if (updates.length > 0)
    await updateRecords(
      tx,
      updates.map((update) => ({ ...update.after, id: update.before.id })),
    );
  const inserts = outcomes.flatMap((outcome) =>
    outcome.inserts.map((record) => ({ employeeId: outcome.employeeId, record })),
  );
  if (inserts.length > 0) await insertRecords(tx, tenantId, inserts);
  const changed = outcomes.filter((outcome) => outcome.kind === 'created' || outcome.kind === 'updated');
  if (changed.length > 0) {
    const ids = changed.map((outcome) => outcome.employeeId);
    await refreshDisplayRecords(tx, tenantId, today, ids);
    await tx.insert(auditLog).values(
      changed.map((outcome) => ({
        tenantId,
        ...uploadActor(upload),
        action: outcome.kind === 'created' ? 'employee.upload-create' : 'employee.upload-update',
        entityType: 'employee',
        entityId: outcome.employeeId,
        ...auditChange(outcome, upload),
        requestId: null,
      })),
    );
    await recordDomainEvents(
      tx,
      jobs,
      tenantId,
      ids.map((employeeId) => ({
        type: 'employee-data-modified' as const,
        employeeId,
        payload: { action: 'employee.upload', uploadId: upload.id },
      })),
    );
  }
  await insertIssues(
    tx,
    upload,
    outcomes.flatMap((outcome) => outcome.issues),
    100,
  );
  await addStatistics(tx, upload, outcomes);
  const count = (kind: EmployeeOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const rejectedRows = outcomes.reduce((sum, outcome) => sum + outcome.rejectedRows, 0);
  await tx
    .update(fileUploads)
    .set({
      appliedThrough: employees[employees.length - 1] as string,
      created: sql`${fileUploads.created} + ${count('created')}`,
      updated: sql`${fileUploads.updated} + ${count('updated')}`,
      unchanged: sql`${fileUploads.unchanged} + ${count('unchanged')}`,
      employeesAffected: sql`${fileUploads.employeesAffected} + ${changed.length}`,
      rowsAccepted: sql`${fileUploads.rowsAccepted} - ${rejectedRows}`,
      rowsRejected: sql`${fileUploads.rowsRejected} + ${rejectedRows}`,
    })
    .where(eq(fileUploads.id, upload.id));
}

/** New records in one statement, one array per column (500 rows × 13 columns as single parameters each). */
async function insertRecords(
  tx: Queryable,
  tenantId: string,
  inserts: readonly { employeeId: string; record: TimelineRecord }[],
) {
  const column = (pick: (insert: (typeof inserts)[number]) => string | null) => pgArrayLiteralOf(inserts.map(pick));
  const projected = inserts.map((insert) => employeeRecordColumns(insert.record.data));
  const projection = (pick: (columns: ReturnType<typeof employeeRecordColumns>) => string | null) =>
    pgArrayLiteralOf(projected.map(pick));
  await tx.execute(sql`
    insert into employee_records (tenant_id, employee_id, valid_from, valid_to, data, revision, is_display,
      personnel_number, first_name, last_name, company_subunit_id, processing_group_id, date_of_employment,
      leaving_date)
    select ${tenantId}, r.*
    from unnest(
      ${column((insert) => insert.employeeId)}::text[], ${column((insert) => insert.record.validFrom)}::date[],
      ${column((insert) => insert.record.validTo)}::date[],
      ${column((insert) => JSON.stringify(insert.record.data))}::jsonb[],
      ${column((insert) => String(insert.record.revision))}::int[],
      ${column((insert) => String(insert.record.isDisplay ?? false))}::boolean[],
      ${projection((c) => c.personnelNumber)}::text[], ${projection((c) => c.firstName)}::text[],
      ${projection((c) => c.lastName)}::text[], ${projection((c) => c.companySubunitId)}::text[],
      ${projection((c) => c.processingGroupId)}::text[], ${projection((c) => c.dateOfEmployment)}::date[],
      ${projection((c) => c.leavingDate)}::date[]
    ) as r`);
}

/** Several records changed at once: one statement, one array per column. Ranges only ever shrink here. */
async function updateRecords(tx: Queryable, records: (TimelineRecord & { id: string })[]) {
  const column = (pick: (record: TimelineRecord & { id: string }) => string | null) =>
    pgArrayLiteralOf(records.map(pick));
  const projected = records.map((record) => employeeRecordColumns(record.data));
  const projection = (pick: (columns: ReturnType<typeof employeeRecordColumns>) => string | null) =>
    pgArrayLiteralOf(projected.map(pick));
  await tx.execute(sql`
    update employee_records e set
      valid_from = u.valid_from, valid_to = u.valid_to, data = u.data, personnel_number = u.personnel_number,
      first_name = u.first_name, last_name = u.last_name, company_subunit_id = u.company_subunit_id,
      processing_group_id = u.processing_group_id, date_of_employment = u.date_of_employment,
      leaving_date = u.leaving_date, revision = e.revision + 1, updated_at = now()
    from unnest(
      ${column((record) => record.id)}::uuid[], ${column((record) => record.validFrom)}::date[],
      ${column((record) => record.validTo)}::date[], ${column((record) => JSON.stringify(record.data))}::jsonb[],
      ${projection((c) => c.personnelNumber)}::text[], ${projection((c) => c.firstName)}::text[],
      ${projection((c) => c.lastName)}::text[], ${projection((c) => c.companySubunitId)}::text[],
      ${projection((c) => c.processingGroupId)}::text[], ${projection((c) => c.dateOfEmployment)}::date[],
      ${projection((c) => c.leavingDate)}::date[]
    ) as u(id, valid_from, valid_to, data, personnel_number, first_name, last_name, company_subunit_id,
      processing_group_id, date_of_employment, leaving_date)
    where e.id = u.id`);
}

function uploadActor(upload: UploadRow) {
  return upload.uploadedByUserId
    ? { actorType: 'user' as const, actorId: upload.uploadedByUserId, actorName: upload.uploadedByName }
    : { actorType: 'api-token' as const, actorId: null, actorName: upload.uploadedByName };
}

function auditChange(outcome: EmployeeOutcome, upload: UploadRow) {
  const records = {
    uploadId: upload.id,
    removedRecords: outcome.deletes.map((row) => ({ validFrom: row.validFrom, validTo: row.validTo })),
    changedRecords: outcome.updates.map((update) => ({
      validFrom: update.after.validFrom,
      validTo: update.after.validTo,
    })),
    newRecords: outcome.inserts.map((record) => ({ validFrom: record.validFrom, validTo: record.validTo })),
  };
  if (!outcome.before || !outcome.after) return { before: null, after: records };
  const change = changedFields(
    outcome.before as unknown as Record<string, unknown>,
    outcome.after as unknown as Record<string, unknown>,
  );
  return { before: change.before, after: { ...records, changes: change.after } };
}

/** Adds the batch's employees to the export summary (their display record after the upload). */
async function addStatistics(tx: Queryable, upload: UploadRow, outcomes: EmployeeOutcome[]) {
  const groups = new Map<string, { subunit: string; group: string; count: number; cents: number }>();
  for (const outcome of outcomes) {
    const data = outcome.display;
    if (!data || outcome.kind === 'rejected') continue;
    const subunit = data.companySubunitId ?? '';
    const group = data.processingGroupId ?? '';
    const key = `${subunit}\u0000${group}`;
    const entry = groups.get(key) ?? { subunit, group, count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += data.wageTypes.reduce((sum, wage) => sum + Math.round(wage.amount * 100), 0);
    groups.set(key, entry);
  }
  if (groups.size === 0) return;
  const entries = [...groups.values()];
  const column = (pick: (entry: (typeof entries)[number]) => string) => pgArrayLiteralOf(entries.map(pick));
  await tx.execute(sql`
    insert into employee_upload_statistics as s
      (tenant_id, upload_id, company_subunit_id, processing_group_id, num_employees, total_salary)
    select ${upload.tenantId}, ${upload.id}, r.*
    from unnest(
      ${column((entry) => entry.subunit)}::text[], ${column((entry) => entry.group)}::text[],
      ${column((entry) => String(entry.count))}::int[], ${column((entry) => (entry.cents / 100).toFixed(2))}::numeric[]
    ) as r
    on conflict (tenant_id, upload_id, company_subunit_id, processing_group_id) do update set
      num_employees = s.num_employees + excluded.num_employees,
      total_salary = s.total_salary + excluded.total_salary`);
}
