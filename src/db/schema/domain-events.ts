import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { DOMAIN_EVENT_STATUSES, DOMAIN_EVENT_TYPES } from '../../contracts/events.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export { DOMAIN_EVENT_STATUSES, DOMAIN_EVENT_TYPES };

/**
 * Domain events (ARCHITECTURE.md §4): every write of a fact records one in the same transaction; a worker
 * processes them per employee, idempotently. A failed event stays visible (status 'failed', last error) and can be
 * replayed by an admin. The first tenant table: it proves the row-level-security mechanism.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    type: text('type', { enum: DOMAIN_EVENT_TYPES }).notNull(),
    employeeId: text('employee_id'),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: DOMAIN_EVENT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    processedAt: timestamptz('processed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('domain_events_tenant_status_created_idx').on(table.tenantId, table.status, table.createdAt),
    index('domain_events_tenant_employee_idx').on(table.tenantId, table.employeeId),
    // The events of an upload not processed yet (few at any time): whether its derived state is written (0040).
    index('domain_events_open_upload_idx')
      .on(table.tenantId, sql`(${table.payload}->>'uploadId')`)
      .where(sql`${table.status} <> 'processed'`),
    check('domain_events_type_valid', sql`${table.type} in ('absences-modified', 'employee-data-modified')`),
    check('domain_events_status_valid', sql`${table.status} in ('pending', 'processed', 'failed')`),
    check('domain_events_attempts_non_negative', sql`${table.attempts} >= 0`),
    tenantIsolationPolicy('domain_events', table.tenantId),
  ],
);
