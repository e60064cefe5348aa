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
 * Care (issue 29, decision 0046). The tenant's care stage definitions, written as a set by HR (levels unique). A
 * definition keeps its id across saves so the stage history and the tasks that name it stay linked.
 */
export const careStageDefinitions = pgTable(
  'care_stage_definitions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    level: integer('level').notNull(),
    triggersLogicalOperator: text('triggers_logical_operator').notNull(),
    /** The triggers as the contract's careTrigger list. */
    triggers: jsonb('triggers').notNull(),
    scheduledTaskDefinitionIds: jsonb('scheduled_task_definition_ids').notNull().default(sql`'[]'::jsonb`),
    notifiedUsers: jsonb('notified_users').notNull().default(sql`'[]'::jsonb`),
    createAdditionalTasksForNewAbsences: boolean('create_additional_tasks_for_new_absences').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('care_stage_definitions_level_unique').on(table.tenantId, table.level),
    tenantIsolationPolicy('care_stage_definitions', table.tenantId),
  ],
);

/** The revision of a tenant's set of stage definitions (the set is replaced as a whole; 409 on a stale revision). */
export const careStageDefinitionSets = pgTable(
  'care_stage_definition_sets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    updatedBy: text('updated_by'),
  },
  (table) => [tenantIsolationPolicy('care_stage_definition_sets', table.tenantId)],
);

/** Care task templates (care task definitions): texts in four languages, the conversation form, due days. */
export const careTaskDefinitions = pgTable(
  'care_task_definitions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** {de, fr, it, en} */
    title: jsonb('title').notNull(),
    description: jsonb('description').notNull(),
    /** The questions as the contract's careFormQuestionInput list. */
    form: jsonb('form').notNull().default(sql`'[]'::jsonb`),
    dueInDays: integer('due_in_days').notNull(),
    responsible: text('responsible').notNull().default('SUPERIOR'),
    isArchived: boolean('is_archived').notNull().default(false),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    tenantIsolationPolicy('care_task_definitions', table.tenantId),
  ],
);

/**
 * Employee care stages (spec section 3): one row per stint at a level, derived from the absences (dates follow the
 * absences, not the arrival of data). Re-evaluation keeps a row's id while its level and enteredCareStageAt stay.
 * The reason is kept as a snapshot in the four languages.
 */
export const employeeCareStages = pgTable(
  'employee_care_stages',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    careStageDefinitionId: uuid('care_stage_definition_id'),
    level: integer('level').notNull(),
    enteredCareStageAt: date('entered_care_stage_at', { mode: 'string' }).notNull(),
    leftCareStageAt: date('left_care_stage_at', { mode: 'string' }),
    changedCareStageTo: integer('changed_care_stage_to'),
    /** The trigger results on the day the stage was entered (the contract's careTriggerResult list). */
    triggers: jsonb('triggers').notNull(),
    /** {de, fr, it, en}: the reason in plain words. */
    reason: jsonb('reason').notNull(),
    evaluatedAt: timestamptz('evaluated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('employee_care_stages_stint_unique').on(table.tenantId, table.employeeId, table.enteredCareStageAt),
    index('employee_care_stages_current_idx')
      .on(table.tenantId, table.level, table.employeeId)
      .where(sql`${table.leftCareStageAt} is null`),
    tenantIsolationPolicy('employee_care_stages', table.tenantId),
  ],
);

/** Care tasks: from a stage (or a new absence at a stage) or by hand. Texts and form frozen at creation. */
export const careTasks = pgTable(
  'care_tasks',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id').notNull(),
    origin: text('origin').notNull(),
    careTaskDefinitionId: uuid('care_task_definition_id'),
    careStageId: uuid('care_stage_id'),
    careStageLevel: integer('care_stage_level'),
    careStageEnteredAt: date('care_stage_entered_at', { mode: 'string' }),
    /** For NEW_ABSENCE tasks: the start of the absence period that created it (one task per period and template). */
    absencePeriodStart: date('absence_period_start', { mode: 'string' }),
    /** {de, fr, it, en}: why the task exists, a snapshot; null for MANUAL. */
    triggerReason: jsonb('trigger_reason'),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    form: jsonb('form').notNull().default(sql`'[]'::jsonb`),
    answers: jsonb('answers').notNull().default(sql`'{}'::jsonb`),
    conversationDate: date('conversation_date', { mode: 'string' }),
    participants: jsonb('participants').notNull().default(sql`'[]'::jsonb`),
    privateNotes: text('private_notes').notNull().default(''),
    status: text('status').notNull().default('OPEN'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    responsibleUserId: uuid('responsible_user_id'),
    completedAt: timestamptz('completed_at'),
    completedBy: text('completed_by'),
    discardedAt: timestamptz('discarded_at'),
    discardKind: text('discard_kind'),
    discardReason: text('discard_reason'),
    protocolDocumentId: uuid('protocol_document_id'),
    /** The "due" mail was written for this due date (so a moved due date is told again). */
    dueNotifiedFor: date('due_notified_for', { mode: 'string' }),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('care_tasks_employee_idx').on(table.tenantId, table.employeeId),
    index('care_tasks_responsible_idx').on(table.tenantId, table.responsibleUserId, table.status, table.dueDate),
    index('care_tasks_status_due_idx').on(table.tenantId, table.status, table.dueDate),
    uniqueIndex('care_tasks_from_stage_unique')
      .on(table.tenantId, table.careStageId, table.careTaskDefinitionId, table.absencePeriodStart)
      .where(sql`${table.origin} <> 'MANUAL'`),
    tenantIsolationPolicy('care_tasks', table.tenantId),
  ],
);

export const careTaskComments = pgTable(
  'care_task_comments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    careTaskId: uuid('care_task_id').notNull(),
    comment: text('comment').notNull(),
    postedBy: text('posted_by').notNull(),
    postedByUserId: uuid('posted_by_user_id'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('care_task_comments_task_idx').on(table.tenantId, table.careTaskId),
    tenantIsolationPolicy('care_task_comments', table.tenantId),
  ],
);

export const careTaskAttachments = pgTable(
  'care_task_attachments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    careTaskId: uuid('care_task_id').notNull(),
    documentId: uuid('document_id').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('care_task_attachments_task_idx').on(table.tenantId, table.careTaskId),
    tenantIsolationPolicy('care_task_attachments', table.tenantId),
  ],
);

/** A user's e-mail notification settings: {event: IMMEDIATE | DAILY_DIGEST | OFF}; no row = the defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    events: jsonb('events').notNull(),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    tenantIsolationPolicy('notification_settings', table.tenantId),
  ],
);

/**
 * Every e-mail the product writes (issue 29 section 4): written in the transaction of the change that causes it,
 * sent by a background job with retries (SMTP_URL), or held as OUTBOX when no SMTP server is configured. A mail
 * waiting for the daily digest has status QUEUED and a digest_on day.
 */
export const mails = pgTable(
  'mails',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    recipientUserId: uuid('recipient_user_id'),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    link: text('link'),
    /** For digests: the day the digest goes out; the digest mail itself gathers these rows. */
    digestOn: date('digest_on', { mode: 'string' }),
    digestMailId: uuid('digest_mail_id'),
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** A key that makes writing the same mail twice a no-op (e.g. CARE_TASK_DUE:<taskId>:<dueDate>:<userId>). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('mails_recipient_idx').on(table.tenantId, table.recipientUserId, table.createdAt),
    index('mails_status_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('mails_dedupe_unique').on(table.tenantId, table.dedupeKey),
    tenantIsolationPolicy('mails', table.tenantId),
  ],
);
