import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export const REPORT_ROW_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;

/**
 * Generated reports (issue 31, decision 0058): the history of the tenant's reports, one row per generation (by a
 * person or by a schedule's run). The file lives in the document store (`document_id`) until `expires_at` (the
 * tenant's retention); the daily cleanup removes the document and sets `file_removed_at`, the row stays.
 */
export const reports = pgTable(
  'reports',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status', { enum: REPORT_ROW_STATUSES }).notNull().default('RUNNING'),
    /** 0 … 1 while RUNNING (the background job writes it). */
    progress: doublePrecision('progress').notNull().default(0),
    /** The parsed report definition (the contract's reportDefinition with its defaults). */
    definition: jsonb('definition').notNull(),
    documentId: uuid('document_id'),
    filename: text('filename'),
    rowCount: integer('row_count'),
    error: text('error'),
    requestedByUserId: uuid('requested_by_user_id'),
    requestedByName: text('requested_by_name').notNull(),
    scheduleId: uuid('schedule_id'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    finishedAt: timestamptz('finished_at'),
    expiresAt: timestamptz('expires_at'),
    /** When the retention cleanup removed the file (the history row stays). */
    fileRemovedAt: timestamptz('file_removed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('reports_tenant_created_idx').on(table.tenantId, table.createdAt),
    index('reports_schedule_idx').on(table.tenantId, table.scheduleId),
    index('reports_expires_idx').on(table.expiresAt).where(sql`document_id is not null`),
    check('reports_status_valid', sql`${table.status} in ('RUNNING', 'DONE', 'FAILED')`),
    check('reports_progress_range', sql`${table.progress} >= 0 and ${table.progress} <= 1`),
    tenantIsolationPolicy('reports', table.tenantId),
  ],
);

/**
 * Scheduled reports (issue 31 scope 4): a definition without its period, run on the Nth Swiss working day of each
 * month for the period rule, mailed as a link to the recipients. Soft-deleted (its runs stay in the history).
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** The report definition without its period. */
    definition: jsonb('definition').notNull(),
    period: text('period').notNull(),
    workingDayOfMonth: integer('working_day_of_month').notNull(),
    /** The e-mail addresses (a JSON array of strings). */
    recipients: jsonb('recipients').notNull().default(sql`'[]'::jsonb`),
    isActive: boolean('is_active').notNull().default(true),
    nextRunOn: date('next_run_on', { mode: 'string' }),
    lastRunAt: timestamptz('last_run_at'),
    createdByUserId: uuid('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    revision: integer('revision').notNull().default(1),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('report_schedules_due_idx').on(table.nextRunOn).where(sql`is_active and deleted_at is null`),
    check(
      'report_schedules_period_valid',
      sql`${table.period} in ('previous-month', 'previous-accounting-month', 'month-to-date')`,
    ),
    check(
      'report_schedules_working_day_range',
      sql`${table.workingDayOfMonth} >= 1 and ${table.workingDayOfMonth} <= 20`,
    ),
    tenantIsolationPolicy('report_schedules', table.tenantId),
  ],
);

/** The tenant's report settings: how long generated files are kept (one row per tenant, absent = defaults). */
export const reportSettings = pgTable(
  'report_settings',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    retentionDays: integer('retention_days').notNull().default(90),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    check('report_settings_retention_range', sql`${table.retentionDays} >= 7 and ${table.retentionDays} <= 3650`),
    tenantIsolationPolicy('report_settings', table.tenantId),
  ],
);

/** A user's saved filters (spec section 3 "saved filter setting": filterKey and value), per tenant membership. */
export const filterSettings = pgTable(
  'filter_settings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    filterKey: text('filter_key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.filterKey] }),
    tenantIsolationPolicy('filter_settings', table.tenantId),
  ],
);
