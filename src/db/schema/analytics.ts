import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

/**
 * The absence-rate figures of each employee and month (issue 32, decisions 0059 and 0061): what
 * `employeeMonthFigures` (src/domain/analytics) computes, kept by the derivation (every derivation of an employee
 * replaces that employee's rows) and by the daily refresh of the running month, so that a query sums rows instead of
 * counting days. One row per segment: the month, and the subunit, processing group and employment type of the record
 * valid on the segment's days (a move on the 15th gives two rows). Hours in hundredths (840 = 8.40 h).
 * `as_of`: the day after which nothing was counted (today when computed; the month's end for a past month).
 */
export const analyticsEmployeeMonths = pgTable(
  'analytics_employee_months',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    /** 0, 1, …: the segments of the month in their order (the key; the ids below can be null). */
    segment: integer('segment').notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    employmentType: text('employment_type'),
    /** The month's days up to as_of (the FTE denominator). */
    monthDays: integer('month_days').notNull(),
    employedDays: integer('employed_days').notNull(),
    /** Σ over the employed days of the employment % in milli-percent (100 % = 100 000). */
    employmentPmDays: bigint('employment_pm_days', { mode: 'number' }).notNull(),
    targetCentiHours: integer('target_centi_hours').notNull(),
    sicknessCentiHours: integer('sickness_centi_hours').notNull(),
    accidentCentiHours: integer('accident_centi_hours').notNull(),
    otherCentiHours: integer('other_centi_hours').notNull(),
    /**
     * The duration parts (C18) of the segment: [{ category, bucket, periodsStarted, periodsCarriedIn, days,
     * absenceCentiHours }] — few per row, summed in SQL with jsonb_to_recordset.
     */
    durations: jsonb('durations').notNull().default(sql`'[]'::jsonb`),
    asOf: text('as_of').notNull(),
    computedAt: timestamptz('computed_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.employeeId, table.month, table.segment] }),
    index('analytics_employee_months_month_idx').on(table.tenantId, table.month),
    check('analytics_employee_months_month_format', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    tenantIsolationPolicy('analytics_employee_months', table.tenantId),
  ],
);

/** Each user's saved analytics views (spec section 3 "analytics view"; decision 0061): the whole list, revisioned. */
export const analyticsViewSettings = pgTable(
  'analytics_view_settings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    views: jsonb('views').notNull().default(sql`'[]'::jsonb`),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    tenantIsolationPolicy('analytics_view_settings', table.tenantId),
  ],
);
