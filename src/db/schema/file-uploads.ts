import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FILE_PROCESSING_STATUSES, UPLOAD_EMPLOYEE_KEYS } from '../../contracts/uploads.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export const FILE_UPLOAD_KINDS = ['employee', 'absence'] as const;
/** Where a processing upload stands: reading the file into the staging rows, then applying them per employee. */
export const FILE_UPLOAD_PHASES = ['reading', 'applying', 'done'] as const;
export const FILE_UPLOAD_SOURCES = ['file', 'api'] as const;

/**
 * Employee and absence uploads (spec "Uploads"). At most one upload per tenant is `processing` (a partial unique
 * index: a second one, even in parallel, is refused by the database). Processing is resumable: the reading phase
 * commits staging rows with `rows_read` as its checkpoint, the applying phase commits employees in id order with
 * `applied_through` as its checkpoint; a restarted worker continues from there and ends with the same result.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind', { enum: FILE_UPLOAD_KINDS }).notNull(),
    source: text('source', { enum: FILE_UPLOAD_SOURCES }).notNull().default('file'),
    documentId: uuid('document_id'),
    fileUploadKey: text('file_upload_key'),
    fileUploadName: text('file_upload_name'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status', { enum: FILE_PROCESSING_STATUSES }).notNull().default('processing'),
    phase: text('phase', { enum: FILE_UPLOAD_PHASES }).notNull().default('reading'),
    uploadedByUserId: uuid('uploaded_by_user_id'),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().default(sql`now()`),
    finishedAt: timestamptz('finished_at'),
    /** Data rows read so far (the reading checkpoint; the header is not counted). */
    rowsRead: integer('rows_read').notNull().default(0),
    /** The last employee id applied (the applying checkpoint; employees are applied in ascending id order). */
    appliedThrough: text('applied_through'),
    rowsAccepted: integer('rows_accepted').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    employeesAffected: integer('employees_affected').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message'),
    /** Idempotency key of an interface request (`Idempotency-Key`): a retried request finds its upload. */
    idempotencyKey: text('idempotency_key'),
    /** How the file named its employees, set when its header is read (decision 0040): null before. */
    employeeKey: text('employee_key', { enum: UPLOAD_EMPLOYEE_KEYS }),
    /**
     * When the derived state the upload causes (cases, claims, periods, data issues) was written: set once the upload
     * has ended and every domain event it recorded is processed (decision 0040); null before.
     */
    derivedAt: timestamptz('derived_at'),
    /** The API token an interface delivery came with: a token reads its own uploads only. */
    apiTokenId: uuid('api_token_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('file_uploads_one_processing_per_tenant').on(table.tenantId).where(sql`${table.status} = 'processing'`),
    uniqueIndex('file_uploads_idempotency_key')
      .on(table.tenantId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('file_uploads_tenant_kind_uploaded_idx').on(table.tenantId, table.kind, table.uploadedAt),
    index('file_uploads_underived_idx')
      .on(table.tenantId)
      .where(sql`${table.derivedAt} is null and ${table.status} <> 'processing'`),
    check(
      'file_uploads_employee_key_valid',
      sql`${table.employeeKey} is null or ${table.employeeKey} in ('personnelNumber', 'employeeId')`,
    ),
    check('file_uploads_kind_valid', sql`${table.kind} in ('employee', 'absence')`),
    check('file_uploads_source_valid', sql`${table.source} in ('file', 'api')`),
    check(
      'file_uploads_status_valid',
      sql`${table.status} in ('processing', 'completed', 'failed', 'formatting-failed')`,
    ),
    check('file_uploads_phase_valid', sql`${table.phase} in ('reading', 'applying', 'done')`),
    check(
      'file_uploads_absence_range',
      sql`${table.kind} <> 'absence' or (${table.startDate} is not null and ${table.endDate} >= ${table.startDate})`,
    ),
    tenantIsolationPolicy('file_uploads', table.tenantId),
  ],
);

/**
 * What a person reads in an upload's row report: one line per refused or noted cell (row as in the file, the
 * column's header as written in the file, the value, the message). Refused rows are not applied; notices are.
 */
export const fileUploadRowIssues = pgTable(
  'file_upload_row_issues',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    seq: integer('seq').notNull(),
    severity: text('severity', { enum: ['error', 'notice'] }).notNull(),
    column: text('column'),
    value: text('value'),
    message: text('message').notNull(),
    /** What the line says, as a code (ROW_ISSUE_CODES) and its parameters: translated where it is shown (0040). */
    code: text('code'),
    params: jsonb('params'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.uploadId, table.rowNumber, table.seq] }),
    check('file_upload_row_issues_severity_valid', sql`${table.severity} in ('error', 'notice')`),
    tenantIsolationPolicy('file_upload_row_issues', table.tenantId),
  ],
);

/**
 * The staging rows of an absence upload, written in the reading phase and turned into daily absences per employee in
 * the applying phase; deleted when the upload ends. One row per employee and reading batch: that employee's accepted
 * rows of the batch (checked, clipped to the period), in file order, as parallel arrays (`first_row` is the first
 * row number, which makes the key unique). Built for a million file rows (docs/performance.md, "Absence uploads"):
 * a row per file row cost a primary-key entry each, 3-4 µs of the staging insert per row, and ten times the space.
 * No foreign key to `tenants` (a per-row check for rows that live only while their upload processes): a trigger on
 * `file_uploads` (migration 0014) deletes them with their upload, also when a tenant goes.
 */
export const absenceUploadRows = pgTable(
  'absence_upload_rows',
  {
    tenantId: uuid('tenant_id').notNull(),
    uploadId: uuid('upload_id').notNull(),
    employeeId: text('employee_id').notNull(),
    firstRow: integer('first_row').notNull(),
    rowNumbers: integer('row_numbers').array().notNull(),
    startDates: date('start_dates', { mode: 'string' }).array().notNull(),
    endDates: date('end_dates', { mode: 'string' }).array().notNull(),
    types: text('types').array().notNull(),
    accidentTypes: text('accident_types').array().notNull(),
    hours: numeric('hours', { precision: 5, scale: 2 }).array().notNull(),
    percentages: numeric('percentages', { precision: 5, scale: 2 }).array().notNull(),
    comments: text('comments').array().notNull(),
    // Already in `absences`: the employee had no live absence in the period that this upload did not write, so the
    // reading batch inserted the days itself; applying only counts them and records the employee's event. Such a
    // row marks the employee and batch only (its arrays are empty since 2026-11-26; earlier ones kept the rows).
    applied: boolean('applied').notNull().default(false),
  },
  (table) => [
    primaryKey({
      name: 'absence_upload_rows_pk',
      columns: [table.tenantId, table.uploadId, table.employeeId, table.firstRow],
    }),
    tenantIsolationPolicy('absence_upload_rows', table.tenantId),
  ],
);

/**
 * The staging rows of an employee upload: every accepted row of the file (one temporal record of one employee),
 * checked, written in the reading phase and applied per employee in the applying phase; deleted when the upload
 * ends. `fields` holds the record's fields the file gave (a column the file does not have keeps the employee's
 * value); `validTo` null is an open end.
 */
export const employeeUploadRows = pgTable(
  'employee_upload_rows',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    employeeId: text('employee_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    fields: jsonb('fields').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.uploadId, table.rowNumber] }),
    index('employee_upload_rows_employee_idx').on(table.tenantId, table.uploadId, table.employeeId),
    tenantIsolationPolicy('employee_upload_rows', table.tenantId),
  ],
);

/**
 * The export summary of an employee upload (spec: employee statistics row): per company subunit and processing
 * group of the employees the file listed, how many and their total salary; summed up batch by batch in the applying
 * phase (in the same transaction as the batch's checkpoint, so a resumed upload counts every employee once).
 */
export const employeeUploadStatistics = pgTable(
  'employee_upload_statistics',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull(),
    companySubunitId: text('company_subunit_id').notNull().default(''),
    processingGroupId: text('processing_group_id').notNull().default(''),
    numEmployees: integer('num_employees').notNull(),
    totalSalary: numeric('total_salary', { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.uploadId, table.companySubunitId, table.processingGroupId] }),
    tenantIsolationPolicy('employee_upload_statistics', table.tenantId),
  ],
);
