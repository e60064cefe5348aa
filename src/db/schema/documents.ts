import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

export const DOCUMENT_STATUSES = ['pending', 'stored'] as const;
export const DOCUMENT_PURPOSES = ['upload', 'generated'] as const;

/**
 * Documents (issue 11): every file the platform receives or generates. The row is the metadata; the bytes live in
 * the blob store (src/server/documents/blob-store.ts: local disk or an S3-compatible store) under `storage_key`.
 * A document is created `pending` when a client asks for a signed upload address and becomes `stored` exactly once,
 * when its content has arrived whole (size and SHA-256 known); generated files are stored directly.
 */
export const documents = pgTable(
  'documents',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-case extension without the dot ('csv', 'xlsx', 'pdf'); '' when the name has none. */
    fileType: text('file_type').notNull(),
    contentType: text('content_type').notNull(),
    purpose: text('purpose', { enum: DOCUMENT_PURPOSES }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    createdByUserId: uuid('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    storedAt: timestamptz('stored_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('documents_tenant_created_idx').on(table.tenantId, table.createdAt),
    check('documents_status_valid', sql`${table.status} in ('pending', 'stored')`),
    check('documents_purpose_valid', sql`${table.purpose} in ('upload', 'generated')`),
    check(
      'documents_stored_complete',
      sql`${table.status} <> 'stored' or (${table.sizeBytes} is not null and ${table.sha256} is not null)`,
    ),
    tenantIsolationPolicy('documents', table.tenantId),
  ],
);
