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
import { CASE_INPUT_KINDS } from '../../domain/derivation/case-inputs.ts';
import { CASE_STATUSES, CLAIM_TYPES } from '../../domain/sick-pay/types.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export const CLAIM_PROCESSING_STATUSES = ['UNASSIGNED', 'BLOCKED', 'SCHEDULED', 'PROCESSED'] as const;
/** The cover a claim line pays under: KTG for sickness, UVG and the supplementary UVGZ for accidents. */
export const COVERAGE_LINES = ['KTG', 'UVG', 'UVGZ'] as const;

/**
 * Insured persons (spec "Insured person"; issue 13): an employee as the insurer knows them, created the first time
 * the derivation finds a case for the employee (or by a takeover). `employeeCounters` is the engine's employee
 * counters (continuation of pay per service year, waiting days per year, benefit frames), replaced with the cases.
 */
export const insuredPersons = pgTable(
  'insured_persons',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    employeeId: text('employee_id').notNull(),
    processingGroupId: text('processing_group_id'),
    accountingGroupCode: text('accounting_group_code'),
    employeeCounters: jsonb('employee_counters').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('insured_persons_employee_idx').on(table.tenantId, table.employeeId),
    tenantIsolationPolicy('insured_persons', table.tenantId),
  ],
);

/**
 * Cases (spec "Case"; issue 13): derived state, the sick-pay engine's cases of an employee (src/domain/sick-pay),
 * replaced per employee by the event processing (src/server/derived/case-derivation.ts). `id` (the API's caseId
 * and ktgCaseId) stays stable across recomputations: a recomputed case keeps the id of the stored case it
 * continues (same engine key, or overlapping days of the same claim type), so comments and decisions stay attached
 * (docs/decisions/0017-cases-and-claims-storage.md). `engineKey` is the engine's own case id. The list filters
 * (GET /case) read the flat columns; `details` holds the rest of the engine's case (counters, status history,
 * periods, denial, coverage configuration, configuration version).
 */
export const cases = pgTable(
  'cases',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    engineKey: text('engine_key').notNull(),
    employeeId: text('employee_id').notNull(),
    insuredPersonId: uuid('insured_person_id').notNull(),
    caseNumber: integer('case_number').notNull(),
    claimType: text('claim_type', { enum: CLAIM_TYPES }).notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    absentFrom: date('absent_from', { mode: 'string' }).notNull(),
    absentTo: date('absent_to', { mode: 'string' }).notNull(),
    /** UVG cases: the accident date (C5: the employer pays days 1-2 after it); null for sickness. */
    accidentDate: date('accident_date', { mode: 'string' }),
    numberOfDays: integer('number_of_days').notNull(),
    companySubunitId: text('company_subunit_id'),
    processingGroupId: text('processing_group_id'),
    /** Rappen per year (C8). */
    insuredSalary: bigint('insured_salary', { mode: 'number' }).notNull(),
    /** Rappen: every claim line of the case. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    isTakeover: boolean('is_takeover').notNull().default(false),
    /** Some claim day of the case is in the waiting period / short-term risk (C11). */
    withinShorttermRisk: boolean('within_shortterm_risk').notNull(),
    /** Some claim day of the case is inside the employer's continuation of pay (C9, C10). */
    withinContinuationOfPayment: boolean('within_continuation_of_payment').notNull(),
    /** The distinct processing statuses of the case's claims (the list filters by them). */
    processingStatuses: text('processing_statuses').array().notNull(),
    details: jsonb('details').notNull(),
    /** The benefit days the case has used (C7; details.counters.benefitDaysUsed): the list's RISK_COUNTER sort. */
    benefitDaysUsed: numeric('benefit_days_used', { mode: 'number' }).generatedAlwaysAs(
      sql`coalesce(((details -> 'counters') ->> 'benefitDaysUsed')::numeric, 0)`,
    ),
    computedAt: timestamptz('computed_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('cases_risk_counter_idx').on(table.tenantId, table.benefitDaysUsed, table.absentFrom),
    // The admin's case read by id alone (GET /admin/case/{ktgCaseId}: the case's tenant is not known yet).
    index('cases_id_idx').on(table.id),
    uniqueIndex('cases_engine_key_idx').on(table.tenantId, table.employeeId, table.engineKey),
    index('cases_absent_from_idx').on(table.tenantId, table.absentFrom, table.id),
    index('cases_status_idx').on(table.tenantId, table.status),
    // The home page's cases with a blocked claim (decision 0039): the few such cases, without reading the others.
    index('cases_blocked_idx')
      .on(table.tenantId, table.claimType)
      .where(sql`'BLOCKED' = any(${table.processingStatuses})`),
    check('cases_claim_type_valid', sql`${table.claimType} in ('SICK', 'ACCIDENT')`),
    check(
      'cases_status_valid',
      sql`${table.status} in ('WAITING_PERIOD', 'SHORTTERM', 'CLAIMS_ACTIVATED', 'BEING_FINALIZED', 'CLOSED', 'DENIED')`,
    ),
    tenantIsolationPolicy('cases', table.tenantId),
  ],
);

/**
 * Claims (spec "Claim"; issue 13): one per case day (and correction line), as the engine computed them.
 * `claimId` is the engine's (employee, claim type, date; a correction line adds its kind), `revisionId` a hash of
 * every value the amount depends on (optimistic concurrency of PATCH /claim). `processingStatus` and
 * `accountingMonthId` are the accounting's: a recomputation keeps them for a claim whose revision is unchanged.
 * `details` holds the engine's other fields (case day, flags, salary, rate, coverage, reductions, payee, …).
 */
export const claims = pgTable(
  'claims',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    claimId: text('claim_id').notNull(),
    revisionId: text('revision_id').notNull(),
    caseId: uuid('case_id').notNull(),
    employeeId: text('employee_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    claimType: text('claim_type', { enum: CLAIM_TYPES }).notNull(),
    coverageLine: text('coverage_line', { enum: COVERAGE_LINES }).notNull(),
    isCorrection: boolean('is_correction').notNull(),
    incapacityOfWork: numeric('incapacity_of_work', { precision: 6, scale: 3 }).notNull(),
    /** Rappen payable for the day (negative on a reversal). */
    dailyAllowance: bigint('daily_allowance', { mode: 'number' }).notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    processingStatus: text('processing_status', { enum: CLAIM_PROCESSING_STATUSES }).notNull(),
    salaryExportAccountId: text('salary_export_account_id'),
    details: jsonb('details').notNull(),
    // Four of the engine's fields copied out of `details` by PostgreSQL (never written by the application): the
    // reports read them for every claim day of a period, and reading them from the jsonb was half of report kind 1's
    // time at 10 000 employees (decision 0062). Null where `details` lacks the field, as `details->>` would be.
    withinContinuationOfPayment: boolean('within_continuation_of_payment').generatedAlwaysAs(
      sql`(details ->> 'isWithinContinuationOfPayment')::boolean`,
    ),
    withinShorttermRisk: boolean('within_shortterm_risk').generatedAlwaysAs(
      sql`(details ->> 'isWithinShorttermRisk')::boolean`,
    ),
    correctionKind: text('correction_kind').generatedAlwaysAs(sql`details ->> 'correctionKind'`),
    payee: text('payee').generatedAlwaysAs(sql`details ->> 'payee'`),
    /**
     * Rappen IV benefits took off the day (C16; negative on a reversal), copied out of `details` by PostgreSQL: the
     * benefits ledger sums it per month and subunit (decision 0068) through the partial index below, which holds only
     * the few days an IV benefit reduced.
     */
    ivReduction: bigint('iv_reduction', { mode: 'number' }).generatedAlwaysAs(sql`(details ->> 'ivReduction')::bigint`),
    // The policy type a claim day is covered under (KTG, KAV, FTA, UVG, UVGZ; null uninsured): the KAV view splits a
    // year of sickness claims by it per month (decision 0069), which from the jsonb was most of its time.
    policyType: text('policy_type').generatedAlwaysAs(sql`details -> 'coveredUnderPolicy' ->> 'type'`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.claimId] }),
    index('claims_case_idx').on(table.tenantId, table.caseId, table.date),
    index('claims_employee_idx').on(table.tenantId, table.employeeId),
    index('claims_month_idx').on(table.tenantId, table.accountingMonthId, table.processingStatus),
    // The claims no accounting month has taken up (GET /case/with-claims-that-have-no-accounting-month and the home
    // page's count, decision 0039): only UNASSIGNED paying claims, read without their rows (index-only).
    index('claims_unassigned_idx')
      .on(table.tenantId, table.accountingMonthId, table.caseId, table.employeeId)
      .where(sql`${table.processingStatus} = 'UNASSIGNED' and ${table.dailyAllowance} <> 0`),
    index('claims_iv_reduction_idx')
      .on(table.tenantId, table.accountingMonthId, table.caseId, table.coverageLine, table.ivReduction)
      .where(sql`${table.ivReduction} <> 0`),
    check('claims_coverage_line_valid', sql`${table.coverageLine} in ('KTG', 'UVG', 'UVGZ')`),
    check(
      'claims_processing_status_valid',
      sql`${table.processingStatus} in ('UNASSIGNED', 'BLOCKED', 'SCHEDULED', 'PROCESSED')`,
    ),
    tenantIsolationPolicy('claims', table.tenantId),
  ],
);

/**
 * Monthly totals per case, accounting month and coverage line (engine `monthlyTotals`; an accident month has a UVG
 * and a UVGZ total): days, paid days, amount, correction amount, the employer's share (informational), the month's
 * rate and its settlement lines (C4). Replaced with the cases.
 */
export const caseMonthlyTotals = pgTable(
  'case_monthly_totals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').notNull(),
    employeeId: text('employee_id').notNull(),
    accountingMonthId: text('accounting_month_id').notNull(),
    coverageLine: text('coverage_line', { enum: COVERAGE_LINES }).notNull(),
    days: integer('days').notNull(),
    paidDays: integer('paid_days').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    correctionAmount: bigint('correction_amount', { mode: 'number' }).notNull(),
    employerShareAmount: bigint('employer_share_amount', { mode: 'number' }).notNull(),
    rate: bigint('rate', { mode: 'number' }),
    lines: jsonb('lines').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.caseId, table.accountingMonthId, table.coverageLine] }),
    index('case_monthly_totals_employee_idx').on(table.tenantId, table.employeeId),
    tenantIsolationPolicy('case_monthly_totals', table.tenantId),
  ],
);

/**
 * Case comments (spec "Case" → "Comment"; issue 13; docs/decisions/0018-case-routes.md): written by people, so NOT
 * derived state — keyed by (tenant, caseId) and left alone when the derivation replaces the cases. Case ids are
 * stable across recomputations (decision 0017), so a comment stays with its case; a comment whose case no longer
 * exists is simply not shown. `posted_by_*` are the actor columns as the audit log has them.
 */
export const caseComments = pgTable(
  'case_comments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    caseId: uuid('case_id').notNull(),
    insuredPersonId: uuid('insured_person_id').notNull(),
    comment: text('comment').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    postedByType: text('posted_by_type', { enum: ['user', 'admin', 'api-token', 'system'] }).notNull(),
    postedById: text('posted_by_id'),
    postedByName: text('posted_by_name'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('case_comments_case_idx').on(table.tenantId, table.caseId, table.createdAt),
    check('case_comments_comment_length', sql`char_length(${table.comment}) between 1 and 1000`),
    check(
      'case_comments_valid_between',
      sql`${table.validFrom} is null or ${table.validTo} is null or ${table.validTo} >= ${table.validFrom}`,
    ),
    check('case_comments_posted_by_type_valid', sql`${table.postedByType} in ('user', 'admin', 'api-token', 'system')`),
    tenantIsolationPolicy('case_comments', table.tenantId),
  ],
);

/**
 * What people decide about cases, kept apart from the derived rows (which are replaced on every recomputation) and
 * fed to the sick-pay engine on each derivation (docs/decisions/0019-case-inputs.md): manual corrections, IV
 * settings, benefit stops, accident dates, case links and decisions, takeover cases and counters. `id` is the
 * input's own id in the API (manualCorrectionId, ivSettingId, benefitStopId, ...); `caseId` the stored case it
 * belongs to (null: every case of the employee, or the input finds its case by date); `data` the engine input
 * without its id and case (src/domain/derivation/case-inputs.ts). `version` counts the writes (optimistic concurrency).
 */
export { CASE_INPUT_KINDS };

export const caseInputs = pgTable(
  'case_inputs',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: CASE_INPUT_KINDS }).notNull(),
    employeeId: text('employee_id').notNull(),
    caseId: uuid('case_id'),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    createdBy: text('created_by'),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    updatedBy: text('updated_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('case_inputs_employee_idx').on(table.tenantId, table.employeeId),
    index('case_inputs_case_idx').on(table.tenantId, table.caseId),
    check(
      'case_inputs_kind_valid',
      sql`${table.kind} in ('MANUAL_CORRECTION', 'IV_SETTING', 'BENEFIT_STOP', 'ACCIDENT_DATE', 'CASE_LINK', 'CASE_DECISION', 'TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER')`,
    ),
    tenantIsolationPolicy('case_inputs', table.tenantId),
  ],
);
