import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

/**
 * Calendar feeds (issue 12): a user's secret subscription address for the absences they may see. The secret is
 * stored only as its SHA-256 (like API tokens); a revoked feed answers nothing. Read by the public feed route with
 * the owner connection (the address carries no tenant), then everything runs in the feed's tenant.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    hashedToken: text('hashed_token').notNull(),
    tokenPrefix: text('token_prefix').notNull(),
    companySubunitId: text('company_subunit_id'),
    absenceTypes: jsonb('absence_types'),
    showAbsenceTypes: boolean('show_absence_types').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    lastFetchedAt: timestamptz('last_fetched_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('calendar_feeds_hash_unique').on(table.hashedToken),
    index('calendar_feeds_user_idx').on(table.tenantId, table.userId),
    tenantIsolationPolicy('calendar_feeds', table.tenantId),
  ],
);
