// Processing of an employee upload (issue 11), in the two resumable phases of file-upload.runner.ts:
// 1. Reading: each row is checked by the employee routes' schema (columns/employee-row.ts) and the tenant's
//    organisation (an unknown subunit or processing group is a row error); accepted rows are staged in
//    `employee_upload_rows` with the checkpoint `rows_read`.
// 2. Applying: per batch of employees in id order, under the employees' locks (the same as the employee routes),
//    the staged rows become temporal records: each row's data holds from validFrom to validTo (open end when empty),
//    records it overlaps are shortened, split or replaced; a row that repeats what the records say changes nothing.
//    The whole record must pass the routes' rules (plausibility, KAV requirements); a row that does not is refused
//    in the row report. Display records, one audit entry and one `employee-data-modified` event per changed
//    employee, the export-summary statistics and the checkpoint `applied_through` commit in one transaction.
// Rules: docs/decisions/0011-employee-uploads.md.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type EmployeeData, employeeDataChecked } from '../../../contracts/employees.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { employeeRecordColumns, refreshDisplayRecords } from '../../../db/employee-records.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { employeeUploadRows, fileUploads } from '../../../db/schema/file-uploads.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { pgArrayLiteralOf, textArray } from '../../../db/sql-arrays.ts';
import { groupBy } from '../../../domain/collections.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { changedFields, isSameJson } from '../../audit/changes.ts';
import { lockAggregates } from '../../concurrency.ts';
import { recordDomainEvents } from '../../jobs/domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { TabularRow } from '../../platform/tabular/tabular-reader.ts';
import type { DocumentRuntime } from '../documents/documents.service.ts';
import { currentConfigurationVersion } from '../tenant/tenant.service.ts';
import { type EmployeeColumnMapping, mapEmployeeColumns, reportColumnHeader } from './columns/employee-columns.ts';
import { type EmployeeRow, type EmployeeRowFields, parseEmployeeRow } from './columns/employee-row.ts';
import { advanceReadCheckpoint, finish, insertIssues, readUploadFile } from './file-upload.runner.ts';
import { CheckpointMoved, type Issue, type ProcessingOptions, type UploadPhases } from './upload-phases.ts';
import type { FileUploadJob, UploadRow } from './uploads.service.ts';

export const EMPLOYEE_UPLOAD_MESSAGES = {
  unknownSubunit: 'Not a subunit of this company',
  unknownProcessingGroup: 'Not a processing group of this company',
  extraCells: 'The row has more cells than the header (a delimiter inside an unquoted value?)',
  overlapsEarlierRow: (row: number) => `Overlaps the validity of row ${row} of the same employee`,
  kavRequired: (field: string) => `Required when the company has KAV: ${field}`,
} as const;

/** The record fields the spec requires when the company has KAV (spec §5 "Required for KAV"). */
const KAV_REQUIRED: readonly (keyof EmployeeData)[] = [
  'dateOfEmployment',
  'workingFrequency',
  'standardWorkingHoursPerWeek',
  'salaryBasis',
  'wageTypes',
  'policies',
  'employmentPercentage',
  'workingHoursPerWeek',
];

type Organisation = {
  subunits: Set<string> | null;
  groups: Set<string> | null;
  hasKav: boolean;
};

async function organisationOf(tx: Queryable, tenantId: string): Promise<Organisation> {
  const current = await currentConfigurationVersion(tx, tenantId);
  if (!current) return { subunits: null, groups: null, hasKav: false };
  const configuration = current.configuration as {
    companySubunits?: { companySubunitId: string }[];
    processingGroups?: { processingGroupId: string }[];
    insuranceConfiguration?: { insuredProducts?: string[] };
  };
  return {
    subunits: new Set((configuration.companySubunits ?? []).map((unit) => unit.companySubunitId)),
    groups: new Set((configuration.processingGroups ?? []).map((group) => group.processingGroupId)),
    hasKav: configuration.insuranceConfiguration?.insuredProducts?.includes('KAV') ?? false,
  };
}

// ---- Reading -------------------------------------------------------------------------------------------------------

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
    options,
    (cells) => {
      const mapping = mapEmployeeColumns(cells);
      return { ...mapping, errors: mapping.base.errors, notices: mapping.base.notices };
    },
    (mapping, rows, expected, notices) => commitReadBatch(database, upload, mapping, rows, expected, notices),
  );
}

async function commitReadBatch(
  database: Database,
  upload: UploadRow,
  mapping: EmployeeColumnMapping,
  rows: TabularRow[],
  expected: number,
  headerNotices: Issue[],
): Promise<number> {
  const present = new Set(mapping.base.columns.map((column) => column.field));
  const issues: Issue[] = [...headerNotices];
  const header = (column: string | null) => reportColumnHeader(mapping, column);
  return database.withTenant(upload.tenantId, async (tx) => {
    const organisation = await organisationOf(tx, upload.tenantId);
    const accepted: { rowNumber: number; value: EmployeeRow }[] = [];
    for (const row of rows) {
      if (row.hasExtraCells) {
        issues.push({
          rowNumber: row.rowNumber,
          severity: 'error',
          column: null,
          value: null,
          message: EMPLOYEE_UPLOAD_MESSAGES.extraCells,
        });
        continue;
      }
      const record = mapping.base.toRecord(row.cells);
      const wageCells = mapping.wageTypes.map((column) => {
        const text = row.cells[column.index]?.trim();
        return { column, value: text === '' ? undefined : text };
      });
      const parsed = parseEmployeeRow(record, wageCells, present);
      const errors = parsed.ok ? organisationErrors(parsed.value.fields, organisation) : parsed.errors;
      if (errors.length > 0) {
        for (const error of errors) {
          issues.push({
            rowNumber: row.rowNumber,
            severity: 'error',
            column: header(error.column),
            value: error.value ?? null,
            message: error.message,
          });
        }
        continue;
      }
      if (parsed.ok) accepted.push({ rowNumber: row.rowNumber, value: parsed.value });
    }
    const rowsRead = await advanceReadCheckpoint(tx, upload, expected, rows.length, accepted.length);
    await stageEmployeeRows(tx, upload, accepted);
    await insertIssues(tx, upload, issues);
    return rowsRead;
  });
}

function organisationErrors(fields: EmployeeRowFields, organisation: Organisation) {
  const errors: { column: string; value: string; message: string }[] = [];
  const subunit = fields.companySubunitId;
  if (subunit && organisation.subunits && !organisation.subunits.has(subunit)) {
    errors.push({ column: 'companySubunitId', value: subunit, message: EMPLOYEE_UPLOAD_MESSAGES.unknownSubunit });
  }
  const group = fields.processingGroupId;
  if (group && organisation.groups && !organisation.groups.has(group)) {
    errors.push({
      column: 'processingGroupId',
      value: group,
      message: EMPLOYEE_UPLOAD_MESSAGES.unknownProcessingGroup,
    });
  }
  return errors;
}

export async function stageEmployeeRows(
  tx: Queryable,
  upload: UploadRow,
  staged: readonly { rowNumber: number; value: EmployeeRow }[],
): Promise<void> {
  if (staged.length === 0) return;
  const column = (pick: (row: (typeof staged)[number]) => string | null) => pgArrayLiteralOf(staged.map(pick));
  await tx.execute(sql`
    insert into employee_upload_rows (tenant_id, upload_id, row_number, employee_id, valid_from, valid_to, fields)
    select ${upload.tenantId}, ${upload.id}, r.*
    from unnest(
      ${column((row) => String(row.rowNumber))}::int[], ${column((row) => row.value.employeeId)}::text[],
      ${column((row) => row.value.validFrom)}::date[], ${column((row) => row.value.validTo)}::date[],
      ${column((row) => JSON.stringify(row.value.fields))}::jsonb[]
    ) as r`);
}

// ---- Applying ------------------------------------------------------------------------------------------------------

type RecordRow = typeof employeeRecords.$inferSelect;
type StagedRow = {
  rowNumber: number;
  employeeId: string;
  validFrom: string;
  validTo: string | null;
  fields: EmployeeRowFields;
};

/** One record of an employee's timeline while the file is applied: an existing row (id) or a new one. */
type TimelineRecord = {
  id: string | null;
  validFrom: string;
  validTo: string | null;
  data: EmployeeData;
  revision: number;
  /** The employee's display record (employee-records.ts): written with the record, so no second pass rewrites it. */
  isDisplay?: boolean;
};

type EmployeeOutcome = {
  employeeId: string;
  kind: 'created' | 'updated' | 'unchanged' | 'rejected';
  deletes: RecordRow[];
  updates: { before: RecordRow; after: TimelineRecord }[];
  inserts: TimelineRecord[];
  issues: Issue[];
  rejectedRows: number;
  before: EmployeeData | null;
  after: EmployeeData | null;
  display: EmployeeData | null;
};

const dayBefore = (day: string) => fromEpochDay(toEpochDay(day) - 1);
const dayAfter = (day: string) => fromEpochDay(toEpochDay(day) + 1);
const endsAfter = (a: string | null, b: string | null) => (a === null ? b !== null : b !== null && a > b);
const covers = (record: TimelineRecord, from: string, to: string | null) =>
  record.validFrom <= from && !endsAfter(to, record.validTo);
const overlaps = (record: TimelineRecord, from: string, to: string | null) =>
  record.validFrom <= (to ?? '9999-12-31') && (record.validTo === null || record.validTo >= from);

/** The record a row's missing fields come from: the one valid on validFrom, else the latest before, else the first. */
function baseRecord(timeline: readonly TimelineRecord[], day: string): TimelineRecord | undefined {
  const covering = timeline.find((record) => covers(record, day, day));
  if (covering) return covering;
  const before = timeline.filter((record) => record.validFrom < day).at(-1);
  return before ?? timeline[0];
}

function mergedData(base: EmployeeData | undefined, fields: EmployeeRowFields): unknown {
  const { superiorId, hrBusinessPartnerId, ...rest } = fields;
  let connections = base?.connections ?? [];
  const replace = (kind: 'SUPERIOR' | 'HR_BUSINESS_PARTNER', target: string | null | undefined) => {
    if (target === undefined) return;
    connections = connections.filter((connection) => connection.kind !== kind);
    if (target !== null) connections = [...connections, { employeeId: target, kind }];
  };
  replace('SUPERIOR', superiorId);
  replace('HR_BUSINESS_PARTNER', hrBusinessPartnerId);
  return { ...(base ?? {}), ...rest, connections };
}

function kavIssues(data: EmployeeData): string[] {
  return KAV_REQUIRED.filter((field) => {
    const value = data[field];
    return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  }).map((field) => EMPLOYEE_UPLOAD_MESSAGES.kavRequired(field));
}

/** Applies one employee's rows (validFrom order) to its records in memory and answers what to write. */
function planEmployee(
  employeeId: string,
  existing: RecordRow[],
  rows: StagedRow[],
  organisation: Organisation,
  columnOf: (path: readonly PropertyKey[]) => string | null,
  today: string,
): EmployeeOutcome {
  const timeline: TimelineRecord[] = existing.map((row) => ({
    id: row.id,
    validFrom: row.validFrom,
    validTo: row.validTo,
    data: row.data as EmployeeData,
    revision: row.revision,
  }));
  const issues: Issue[] = [];
  let rejectedRows = 0;
  let changed = false;
  const applied: StagedRow[] = [];
  for (const row of rows) {
    const reject = (column: string | null, message: string) =>
      issues.push({ rowNumber: row.rowNumber, severity: 'error', column, value: null, message });
    const clash = applied.find((earlier) =>
      overlaps(
        { validFrom: earlier.validFrom, validTo: earlier.validTo } as TimelineRecord,
        row.validFrom,
        row.validTo,
      ),
    );
    if (clash) {
      reject(null, EMPLOYEE_UPLOAD_MESSAGES.overlapsEarlierRow(clash.rowNumber));
      rejectedRows++;
      continue;
    }
    const base = baseRecord(timeline, row.validFrom);
    const checked = employeeDataChecked.safeParse(mergedData(base?.data, row.fields));
    if (!checked.success) {
      for (const issue of checked.error.issues) reject(columnOf(issue.path), issue.message);
      rejectedRows++;
      continue;
    }
    const data = checked.data;
    if (organisation.hasKav) {
      const missing = kavIssues(data);
      if (missing.length > 0) {
        for (const message of missing) reject(null, message);
        rejectedRows++;
        continue;
      }
    }
    applied.push(row);
    const covering = timeline.find((record) => covers(record, row.validFrom, row.validTo));
    if (covering && isSameJson(covering.data, data)) continue; // the file repeats what the records say
    changed = true;
    const exact = timeline.find((record) => record.validFrom === row.validFrom && record.validTo === row.validTo);
    if (exact) {
      exact.data = data;
      continue;
    }
    const next: TimelineRecord[] = [];
    for (const record of timeline) {
      if (!overlaps(record, row.validFrom, row.validTo)) {
        next.push(record);
        continue;
      }
      const keepsStart = record.validFrom < row.validFrom;
      const keepsEnd = row.validTo !== null && endsAfter(record.validTo, row.validTo);
      if (keepsStart) next.push({ ...record, validTo: dayBefore(row.validFrom) });
      if (keepsEnd) {
        const tail = { validFrom: dayAfter(row.validTo as string), validTo: record.validTo, data: record.data };
        // A record the row cuts in two keeps its id for the first part; the rest is a new record.
        next.push(keepsStart ? { id: null, revision: 1, ...tail } : { ...record, ...tail });
      }
    }
    next.push({ id: null, validFrom: row.validFrom, validTo: row.validTo, data, revision: 1 });
    next.sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
    timeline.splice(0, timeline.length, ...next);
  }

  const kind: EmployeeOutcome['kind'] =
    applied.length === 0 ? 'rejected' : !changed ? 'unchanged' : existing.length === 0 ? 'created' : 'updated';
  const byId = new Map(timeline.filter((record) => record.id).map((record) => [record.id as string, record]));
  const deletes = existing.filter((row) => !byId.has(row.id));
  const updates = existing.flatMap((row) => {
    const after = byId.get(row.id);
    if (!after) return [];
    const same = after.validFrom === row.validFrom && after.validTo === row.validTo && isSameJson(after.data, row.data);
    return same ? [] : [{ before: row, after }];
  });
  const inserts = timeline.filter((record) => record.id === null);
  const display = timeline.filter((record) => record.validFrom <= today).at(-1) ?? timeline[0];
  for (const record of inserts) record.isDisplay = record === display;
  // Records are never removed without a new one taking their place: the new records carry the removed revisions,
  // so the employee's revision (the sum) still grows with the change (employees.service.ts employeeRevision).
  const first = inserts[0];
  if (first) first.revision = 1 + deletes.reduce((sum, row) => sum + row.revision, 0);
  const displayOf = (records: readonly { validFrom: string; data: unknown }[]) => {
    const started = records.filter((record) => record.validFrom <= today).at(-1);
    return ((started ?? records[0])?.data ?? null) as EmployeeData | null;
  };
  return {
    employeeId,
    kind,
    deletes,
    updates,
    inserts,
    issues,
    rejectedRows,
    before: displayOf(existing),
    after: displayOf(timeline),
    display: displayOf(timeline),
  };
}

async function applyPhase(
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
  const [staged, existing] = await Promise.all([
    tx
      .select()
      .from(employeeUploadRows)
      .where(
        and(
          eq(employeeUploadRows.uploadId, upload.id),
          sql`${employeeUploadRows.employeeId} = any(${textArray(employees)})`,
        ),
      )
      .orderBy(
        asc(employeeUploadRows.employeeId),
        asc(employeeUploadRows.validFrom),
        asc(employeeUploadRows.rowNumber),
      ),
    tx
      .select()
      .from(employeeRecords)
      .where(sql`${employeeRecords.employeeId} = any(${textArray(employees)})`)
      .orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom)),
  ]);
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

export const employeeUploadPhases: UploadPhases = { read: readPhase, apply: applyPhase };
