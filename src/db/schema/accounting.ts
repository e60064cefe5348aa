import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { CLAIM_TYPES } from '../../domain/sick-pay/types.ts';
import { COVERAGE_LINES } from './cases.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export const SALARY_EXPORT_TYPES = ['SALARY_EXPORT', 'KTG_PROTOCOL'] as const;
export const CORRECTION_KINDS = ['REVERSAL', 'REBOOKING'] as const;

/**
 * Accounting months (spec "Accounting month"; issue 14; docs/decisions/0027-accounting-months-and-locks.md): the
 * months an admin opened for a tenant's daily-allowance accounting. The id is the month itself ('YYYY-MM'): a claim
 * dated in month M is booked in M (C12).
 */
export const accountingMonths = pgTable(
  'accounting_months',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountingMonthId: text('accounting_month_id').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    createdBy: text('created_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.accountingMonthId] }),
    check('accounting_months_id_valid', sql`${table.accountingMonthId} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    tenantIsolationPolicy('accounting_months', table.tenantId),
  ],
);

/**
 * A lock of an accounting month for a company subunit and processing group (spec lockedEntities; null = all):
 * irreversible. Locking froze the covered employees' claim lines of the month (booked_claims, accounting_snapshots).
 */
export const accountingMonthLocks = pgTable(
  'accounting_month_locks',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    lockedAt: timestamptz('locked_at').notNull().default(sql`now()`),
    lockedBy: text('locked_by').notNull(),
    employeeCount: integer('employee_count').notNull(),
    lineCount: integer('line_count').notNull(),
    /** Rappen: the sum of the snapshot lines the lock froze. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** The days of the lines the lock froze, and the Rappen of its correction lines: the month list's totals. */
    dayCount: integer('day_count').notNull().default(0),
    correctionAmount: bigint('correction_amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('accounting_month_locks_entity_idx').on(
      table.tenantId,
      table.accountingMonthId,
      sql`coalesce(${table.companySubunitId}, '')`,
      sql`coalesce(${table.processingGroupId}, '')`,
    ),
    tenantIsolationPolicy('accounting_month_locks', table.tenantId),
  ],
);

/**
 * The engine's claim lines as booked by a lock (C12): the input the engine compares a recomputation with, so a
 * locked month never changes and differences become correction lines in the first open month. `claim` is the
 * engine's claim with `caseId` the stored case id and `accountingMonthId` the booked month.
 */
export const bookedClaims = pgTable(
  'booked_claims',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountingMonthId: text('accounting_month_id').notNull(),
    claimId: text('claim_id').notNull(),
    employeeId: text('employee_id').notNull(),
    lockId: uuid('lock_id').notNull(),
    claim: jsonb('claim').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.accountingMonthId, table.claimId] }),
    index('booked_claims_employee_idx').on(table.tenantId, table.employeeId, table.accountingMonthId),
    tenantIsolationPolicy('booked_claims', table.tenantId),
  ],
);

/**
 * Snapshot lines (spec "Snapshot"): a locked month's claim lines grouped into consecutive days with the same
 * values, with the person's names and number as they were when the month was locked. Never updated.
 */
export const accountingSnapshots = pgTable(
  'accounting_snapshots',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    lockId: uuid('lock_id').notNull(),
    employeeId: text('employee_id').notNull(),
    personnelNumber: text('personnel_number'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    caseId: uuid('case_id').notNull(),
    caseNumber: integer('case_number').notNull(),
    claimType: text('claim_type', { enum: CLAIM_TYPES }).notNull(),
    coverageLine: text('coverage_line', { enum: COVERAGE_LINES }).notNull(),
    reimbursementType: text('reimbursement_type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    /** Rappen per day (insured salary over the divisor). */
    dailyRate: bigint('daily_rate', { mode: 'number' }).notNull(),
    /** Rappen per day payable. */
    dailyAllowance: bigint('daily_allowance', { mode: 'number' }).notNull(),
    /** Rappen (negative for a reversal). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    incapacityOfWork: numeric('incapacity_of_work', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    coverage: numeric('coverage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    isWithinShorttermRisk: boolean('is_within_shortterm_risk').notNull(),
    isWithinContinuationOfPayment: boolean('is_within_continuation_of_payment').notNull(),
    isCorrection: boolean('is_correction').notNull(),
    correctionKind: text('correction_kind', { enum: CORRECTION_KINDS }),
    correctedMonthId: text('corrected_month_id'),
    manualCorrectionId: text('manual_correction_id'),
    salaryExportAccountId: text('salary_export_account_id'),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    counterSnapshots: jsonb('counter_snapshots').notNull(),
    /** The CASE_DAYS and BENEFIT_DAYS counters of counterSnapshots (0 without), for the month list's sorts. */
    caseDays: integer('case_days').notNull().default(0),
    benefitDays: integer('benefit_days').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // One index per sort of the month list with its tie-breakers (accounting-lines.service.ts SORT_SQL): the first
    // page of a month of 100 000 lines reads 50 index entries, forwards or backwards, instead of sorting the month.
    ...(
      [
        ['last_name', table.lastName],
        ['personnel_number', table.personnelNumber],
        ['first_name', table.firstName],
        ['start_date', table.startDate],
        ['end_date', table.endDate],
        ['case_days', table.caseDays],
        ['benefit_days', table.benefitDays],
        ['daily_allowance', table.dailyAllowance],
        ['amount', table.amount],
      ] as const
    ).map(([name, column]) =>
      index(`accounting_snapshots_${name}_idx`).on(
        table.tenantId,
        table.accountingMonthId,
        ...(column === table.startDate ? [] : [column]),
        table.startDate,
        table.employeeId,
        table.caseNumber,
        table.id,
      ),
    ),
    index('accounting_snapshots_lock_idx').on(table.tenantId, table.lockId),
    check('accounting_snapshots_days_positive', sql`${table.days} > 0`),
    check('accounting_snapshots_correction_kind_valid', sql`${table.correctionKind} in ('REVERSAL', 'REBOOKING')`),
    tenantIsolationPolicy('accounting_snapshots', table.tenantId),
  ],
);

/**
 * The employer's submissions of a month (spec: not_submitted -> submitted -> locked): payroll says the month's
 * data is complete for a subunit and processing group (null = all); the insurer locks it afterwards.
 */
export const accountingSubmissions = pgTable(
  'accounting_submissions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamptz('submitted_at').notNull().default(sql`now()`),
    submittedByUserId: uuid('submitted_by_user_id'),
    submittedByName: text('submitted_by_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('accounting_submissions_entity_idx').on(
      table.tenantId,
      table.accountingMonthId,
      sql`coalesce(${table.companySubunitId}, '')`,
      sql`coalesce(${table.processingGroupId}, '')`,
    ),
    tenantIsolationPolicy('accounting_submissions', table.tenantId),
  ],
);

/**
 * Salary exports and KTG protocols (spec "Salary export"): the files generated for a month, subunit and processing
 * group, in the document store. `isPreview` marks files of a month not yet locked for the entity; `generation`
 * counts regenerations of a KTG protocol (the snapshots never change).
 */
export const salaryExports = pgTable(
  'salary_exports',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    type: text('type', { enum: SALARY_EXPORT_TYPES }).notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    lockId: uuid('lock_id'),
    isPreview: boolean('is_preview').notNull(),
    generation: integer('generation').notNull().default(1),
    documents: jsonb('documents').notNull(),
    /** Salary exports: lines no export account mapping covers (left out of the files; the screens warn). */
    unmappedLineCount: integer('unmapped_line_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('salary_exports_month_idx').on(table.tenantId, table.accountingMonthId),
    check('salary_exports_type_valid', sql`${table.type} in ('SALARY_EXPORT', 'KTG_PROTOCOL')`),
    tenantIsolationPolicy('salary_exports', table.tenantId),
  ],
);
