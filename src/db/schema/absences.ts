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
  uuid,
} from 'drizzle-orm/pg-core';
import { ABSENCE_SOURCES } from '../../contracts/absences.ts';
import { ABSENCE_TYPES, ACCIDENT_TYPES } from '../../domain/sick-pay/types.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export { ABSENCE_SOURCES, ABSENCE_TYPES, ACCIDENT_TYPES };

/**
 * Absences (spec "Absence"): one row per employee and day. Either `hours` or `percentage` is set, never both.
 * `source`: automatic (from a file or the interface), edited (an automatic one changed by a person), manual (entered
 * on a screen). Absences are soft-deleted (`deleted`); every list and derivation reads the live ones. `upload_id`
 * names the upload that wrote an automatic absence (replacement and resumption of uploads rely on it).
 */
export const absences = pgTable(
  'absences',
  {
    // No foreign key to tenants: checked per inserted row, it was a third of an upload's insert time (a million
    // days per file). Row-level security admits only the session's tenant; a trigger on tenants deletes a deleted
    // tenant's absences (migration 0019).
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type', { enum: ABSENCE_TYPES }).notNull(),
    accidentType: text('accident_type', { enum: ACCIDENT_TYPES }),
    hours: numeric('hours', { precision: 5, scale: 2 }),
    percentage: numeric('percentage', { precision: 5, scale: 2 }),
    source: text('source', { enum: ABSENCE_SOURCES }).notNull(),
    comment: text('comment'),
    deleted: boolean('deleted').notNull().default(false),
    uploadId: uuid('upload_id'),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('absences_tenant_employee_date_idx')
      .on(table.tenantId, table.employeeId, table.date)
      .where(sql`not ${table.deleted}`),
    index('absences_tenant_date_idx').on(table.tenantId, table.date).where(sql`not ${table.deleted}`),
    check('absences_hours_xor_percentage', sql`(${table.hours} is null) <> (${table.percentage} is null)`),
    check('absences_hours_range', sql`${table.hours} is null or (${table.hours} > 0 and ${table.hours} <= 24)`),
    check(
      'absences_percentage_range',
      sql`${table.percentage} is null or (${table.percentage} > 0 and ${table.percentage} <= 100)`,
    ),
    check(
      'absences_type_valid',
      sql`${table.type} in ('SICK', 'ACCIDENT', 'MILITARY', 'MATERNITY', 'PATERNITY', 'VACATION', 'FAMILY_CARE', 'OTHER')`,
    ),
    check(
      'absences_accident_type_valid',
      sql`${table.accidentType} is null or ${table.accidentType} in ('OCCUPATIONAL', 'NON_OCCUPATIONAL')`,
    ),
    check('absences_source_valid', sql`${table.source} in ('automatic', 'edited', 'manual')`),
    check('absences_comment_length', sql`${table.comment} is null or length(${table.comment}) <= 1000`),
    tenantIsolationPolicy('absences', table.tenantId),
  ],
);

export const COLOR_MARKS = ['DARK_RED', 'GREEN', 'PURPLE', 'DARK_PURPLE', 'GREY'] as const;

/**
 * Absence periods (spec "Absence period"; issue 12): derived state, one employee's live absences grouped by type
 * after weekend fill and the care configuration's combination rules (src/domain/absences/periods.ts). Replaced per
 * employee by the event processing (src/server/derived/); ids stay stable across recomputations, so the colour
 * mark — the only field a person sets — survives. `days` holds the per-day entries (incl. filled weekend days).
 */
export const absencePeriods = pgTable(
  'absence_periods',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    employeeId: text('employee_id').notNull(),
    type: text('type', { enum: ABSENCE_TYPES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    calendarDays: integer('calendar_days').notNull(),
    isCareRelevant: boolean('is_care_relevant').notNull(),
    accidentType: text('accident_type', { enum: ACCIDENT_TYPES }),
    hours: numeric('hours', { precision: 8, scale: 2 }),
    percentage: numeric('percentage', { precision: 5, scale: 2 }),
    isPercentageVarying: boolean('is_percentage_varying').notNull().default(false),
    source: text('source').notNull(),
    colorMark: text('color_mark', { enum: COLOR_MARKS }),
    absenceIds: jsonb('absence_ids').notNull(),
    days: jsonb('days').notNull(),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // The period list (GET /absence-periods, docs/decisions/0013-absence-periods-and-issues-routes.md) filters and
    // sorts through these without reading the rows (index-only: the rows are wide, `days` is jsonb). Row-level
    // security allows only leakproof operators in index conditions, so overlaps are btree date ranges (bounded by
    // the longest period, the calendar_days index), never a GiST on daterange.
    index('absence_periods_employee_idx').on(
      table.tenantId,
      table.employeeId,
      table.startDate,
      table.endDate,
      table.type,
      table.percentage,
      table.id,
    ),
    index('absence_periods_start_idx').on(
      table.tenantId,
      table.startDate,
      table.endDate,
      table.employeeId,
      table.type,
      table.percentage,
      table.id,
    ),
    index('absence_periods_end_idx').on(table.tenantId, table.endDate, table.employeeId),
    index('absence_periods_length_idx').on(table.tenantId, table.calendarDays),
    index('absence_periods_color_mark_idx')
      .on(table.tenantId, table.colorMark)
      .where(sql`${table.colorMark} is not null`),
    check(
      'absence_periods_color_mark_valid',
      sql`${table.colorMark} is null or ${table.colorMark} in ('DARK_RED', 'GREEN', 'PURPLE', 'DARK_PURPLE', 'GREY')`,
    ),
    check('absence_periods_dates', sql`${table.endDate} >= ${table.startDate}`),
    tenantIsolationPolicy('absence_periods', table.tenantId),
  ],
);

/**
 * How many periods each employee has (only employees with at least one), kept by statement triggers on
 * `absence_periods` (migration 0021: every insert and delete, whoever writes — the derivation, a tenant reset).
 * The period list counts a page's total from these ~10 000 rows instead of 200 000 period index entries when its
 * filters are on the employee only (group, search, scope): docs/decisions/0013-absence-periods-and-issues-routes.md.
 */
export const absencePeriodCounts = pgTable(
  'absence_period_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id').notNull(),
    periods: integer('periods').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.employeeId] }),
    check('absence_period_counts_positive', sql`${table.periods} > 0`),
    tenantIsolationPolicy('absence_period_counts', table.tenantId),
  ],
);
