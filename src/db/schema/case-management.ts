import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

/**
 * Case management (issue 30, decision 0052): one row per case management of an employee. `status` is ACTIVE while it
 * runs and NOT_ACTIVE once closed; the employee's REQUESTED status comes from an open request. At most one running
 * case management per employee (the partial unique index).
 */
export const caseManagements = pgTable(
  'case_managements',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    responsibleUserId: uuid('responsible_user_id'),
    responsibleName: text('responsible_name'),
    /** The insurance cases (cases.id) it follows. */
    ktgCaseIds: jsonb('ktg_case_ids').notNull().default(sql`'[]'::jsonb`),
    openedAt: timestamptz('opened_at').notNull().default(sql`now()`),
    closedAt: timestamptz('closed_at'),
    outcome: text('outcome'),
    outcomeComment: text('outcome_comment'),
    isCaseReviewCompleted: boolean('is_case_review_completed').notNull().default(false),
    powDocumentId: uuid('pow_document_id'),
    powUploadedAt: timestamptz('pow_uploaded_at'),
    earliestReportDate: date('earliest_report_date', { mode: 'string' }),
    /** The return-to-work plan: {goals, steps, workCapacity} as the contract's returnToWorkPlan (without derived). */
    plan: jsonb('plan').notNull().default(sql`'{"goals":[],"steps":[],"workCapacity":[]}'::jsonb`),
    planUpdatedAt: timestamptz('plan_updated_at'),
    planUpdatedBy: text('plan_updated_by'),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('case_managements_running_unique').on(table.tenantId, table.employeeId).where(sql`status = 'ACTIVE'`),
    index('case_managements_employee_idx').on(table.tenantId, table.employeeId),
    tenantIsolationPolicy('case_managements', table.tenantId),
  ],
);

/** The employee's case management status history (ACTIVE, REQUESTED, NOT_ACTIVE), one row per change. */
export const caseManagementStatusChanges = pgTable(
  'case_management_status_changes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    caseManagementId: uuid('case_management_id'),
    requestId: uuid('request_id'),
    status: text('status').notNull(),
    comment: text('comment'),
    changedAt: timestamptz('changed_at').notNull().default(sql`now()`),
    changedByUserId: uuid('changed_by_user_id'),
    changedBy: text('changed_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('case_management_status_changes_employee_idx').on(table.tenantId, table.employeeId, table.changedAt),
    tenantIsolationPolicy('case_management_status_changes', table.tenantId),
  ],
);

/** Requests for case management. At most one OPEN request per employee (the partial unique index). */
export const caseManagementRequests = pgTable(
  'case_management_requests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    ktgCaseId: uuid('ktg_case_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('OPEN'),
    requestedByUserId: uuid('requested_by_user_id'),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamptz('requested_at').notNull().default(sql`now()`),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamptz('decided_at'),
    declineReason: text('decline_reason'),
    caseManagementId: uuid('case_management_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('case_management_requests_open_unique')
      .on(table.tenantId, table.employeeId)
      .where(sql`status = 'OPEN'`),
    index('case_management_requests_status_idx').on(table.tenantId, table.status, table.requestedAt),
    tenantIsolationPolicy('case_management_requests', table.tenantId),
  ],
);

/** The case manager's confidential notes (soft-deleted: the audit trail keeps that a note existed). */
export const caseManagementNotes = pgTable(
  'case_management_notes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    caseManagementId: uuid('case_management_id').notNull(),
    text: text('text').notNull(),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    deletedAt: timestamptz('deleted_at'),
    /**
     * What the notes journal's search reads (decision 0070): author and text in lower case, computed once on write —
     * `like` over it is ~3.5× faster than `lower(text) like` or `ilike` per read (row-level security keeps trigram
     * indexes out of the plan, decision 0013).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(author_name || ' ' || text)`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('case_management_notes_cm_idx').on(table.tenantId, table.caseManagementId, table.createdAt),
    // The notes journal (decision 0070): a page of the newest notes and their count from the index alone.
    index('case_management_notes_journal_idx')
      .on(table.tenantId, table.createdAt.desc(), table.id.desc(), table.caseManagementId, table.authorUserId)
      .where(sql`deleted_at is null`),
    tenantIsolationPolicy('case_management_notes', table.tenantId),
  ],
);

/**
 * Medical certificates (issue 30, decision 0053): per employee and span; a derived absence period is covered by the
 * certificates that overlap it. Soft-deleted.
 */
export const medicalCertificates = pgTable(
  'medical_certificates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    absenceType: text('absence_type').notNull().default('SICK'),
    kind: text('kind').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** null: until further notice. */
    toDate: date('to_date', { mode: 'string' }),
    incapacityPercentage: integer('incapacity_percentage').notNull(),
    issuerName: text('issuer_name').notNull(),
    issuerPractice: text('issuer_practice'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    documentId: uuid('document_id'),
    uploadLinkId: uuid('upload_link_id'),
    createdByUserId: uuid('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    revision: integer('revision').notNull().default(1),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('medical_certificates_employee_idx').on(table.tenantId, table.employeeId, table.fromDate),
    tenantIsolationPolicy('medical_certificates', table.tenantId),
  ],
);

/**
 * One-time upload links for a certificate. The token is stored only as its SHA-256 (like calendar feeds and API
 * tokens); the public routes find the link by the hash with the owner connection (the address carries no tenant),
 * then everything runs in the link's tenant.
 */
export const certificateUploadLinks = pgTable(
  'certificate_upload_links',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    hashedToken: text('hashed_token').notNull(),
    absenceType: text('absence_type').notNull().default('SICK'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    sentTo: text('sent_to').notNull(),
    language: text('language').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    certificateId: uuid('certificate_id'),
    createdByUserId: uuid('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('certificate_upload_links_hash_unique').on(table.hashedToken),
    index('certificate_upload_links_employee_idx').on(table.tenantId, table.employeeId, table.createdAt),
    tenantIsolationPolicy('certificate_upload_links', table.tenantId),
  ],
);

/**
 * Deadlines (issue 30, decision 0054): computed from the data by the derivation (src/domain/deadlines/), one row per
 * deadline key (kind plus the case or the employee it follows from), upserted on every recomputation; a user's
 * "done" survives recomputation; a deadline that no longer follows from the data becomes OBSOLETE.
 */
export const deadlines = pgTable(
  'deadlines',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** `${kind}:${caseId}` or `${kind}:employee:${employeeId}`: what makes a deadline the same across recomputations. */
    deadlineKey: text('deadline_key').notNull(),
    kind: text('kind').notNull(),
    employeeId: text('employee_id').notNull(),
    caseId: uuid('case_id'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    basisDate: date('basis_date', { mode: 'string' }).notNull(),
    ruleId: text('rule_id').notNull(),
    /** The numbers of the explanation (days, dates), rendered in the reader's language. */
    explanation: jsonb('explanation').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('OPEN'),
    doneAt: timestamptz('done_at'),
    doneByUserId: uuid('done_by_user_id'),
    doneBy: text('done_by'),
    remindedAt: timestamptz('reminded_at'),
    computedAt: timestamptz('computed_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('deadlines_key_unique').on(table.tenantId, table.deadlineKey),
    index('deadlines_due_idx').on(table.tenantId, table.status, table.dueDate),
    index('deadlines_employee_idx').on(table.tenantId, table.employeeId),
    tenantIsolationPolicy('deadlines', table.tenantId),
  ],
);
