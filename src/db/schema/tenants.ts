import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';

export const CORRESPONDENCE_LANGUAGES = ['DE', 'FR', 'EN', 'IT'] as const;

/**
 * The tenant registry. Under `app_user` a transaction sees only its own tenant's row; listing every tenant is an
 * admin path that runs as the owner and is named `…AcrossTenants`.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    defaultCorrespondenceLanguage: text('default_correspondence_language', { enum: CORRESPONDENCE_LANGUAGES })
      .notNull()
      .default('DE'),
    /** Optimistic-concurrency revision of the organisation tree: +1 with every replacement. */
    organizationRevision: integer('organization_revision').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    check('tenants_name_not_blank', sql`length(trim(${table.name})) > 0`),
    check(
      'tenants_default_correspondence_language_valid',
      sql`${table.defaultCorrespondenceLanguage} in ('DE', 'FR', 'EN', 'IT')`,
    ),
    tenantIsolationPolicy('tenants', table.id),
  ],
);
