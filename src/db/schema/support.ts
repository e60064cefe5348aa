import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

export const SUPPORT_REQUEST_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export const SUPPORT_AUTHOR_KINDS = ['USER', 'ADMIN'] as const;

/**
 * Support requests (issue 33 scope 6, decision 0067): a tenant user's question to the platform's operators with the
 * context the screen attached (area, path, the ids the user was looking at; health-related ids only with the user's
 * consent). OPEN until an operator answers (ANSWERED), open again when the user writes back, CLOSED by either side.
 * `number` counts per tenant from 1 (the reference users quote).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_REQUEST_STATUSES }).notNull().default('OPEN'),
    area: text('area'),
    path: text('path'),
    /** The ids the screen attached (employeeId, caseId, …), as the contract's supportContext after the consent rule. */
    context: jsonb('context').notNull().default(sql`'{}'::jsonb`),
    includesHealthData: boolean('includes_health_data').notNull().default(false),
    createdByUserId: uuid('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    createdByEmail: text('created_by_email'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    lastMessageAt: timestamptz('last_message_at').notNull().default(sql`now()`),
    closedAt: timestamptz('closed_at'),
    revision: integer('revision').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('support_requests_tenant_number_idx').on(table.tenantId, table.number),
    index('support_requests_status_idx').on(table.status, table.lastMessageAt),
    check('support_requests_status_valid', sql`${table.status} in ('OPEN', 'ANSWERED', 'CLOSED')`),
    tenantIsolationPolicy('support_requests', table.tenantId),
  ],
);

/** The messages of a request, oldest first: the user's (USER) and the operators' answers (ADMIN). */
export const supportMessages = pgTable(
  'support_messages',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    authorKind: text('author_kind', { enum: SUPPORT_AUTHOR_KINDS }).notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('support_messages_request_idx').on(table.tenantId, table.requestId, table.createdAt),
    check('support_messages_author_valid', sql`${table.authorKind} in ('USER', 'ADMIN')`),
    tenantIsolationPolicy('support_messages', table.tenantId),
  ],
);
