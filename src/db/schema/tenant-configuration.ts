import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ISSUE_TYPES } from '../../contracts/tenant.ts';
import { timestamptz } from './columns.ts';
import { tenantIsolationPolicy } from './roles.ts';
import { tenants } from './tenants.ts';

/**
 * Versions of a tenant's configuration (spec "Tenant"): every change is a new row — who, when, why, which paths
 * changed — and the highest version is the current one. Rows are never updated (migration 0009 refuses it), so a
 * calculation that names the version it used can always show that configuration again.
 */
export const tenantConfigurationVersions = pgTable(
  'tenant_configuration_versions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    configuration: jsonb('configuration').notNull(),
    comment: text('comment').notNull().default(''),
    changedPaths: jsonb('changed_paths').notNull().default([]),
    actorType: text('actor_type', { enum: ['user', 'admin', 'system'] }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.version] }),
    check('tenant_configuration_versions_version_positive', sql`${table.version} > 0`),
    check('tenant_configuration_versions_actor_valid', sql`${table.actorType} in ('user', 'admin', 'system')`),
    tenantIsolationPolicy('tenant_configuration_versions', table.tenantId),
  ],
);

/**
 * The organisation: company subunits as a tree (spec "Organisation"). A unit's superior leads everyone in the unit
 * and in the units below it (superior scope, src/server/access/superior-scope.ts).
 */
export const organizationUnits = pgTable(
  'organization_units',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    parentOrganizationId: text('parent_organization_id'),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionIt: text('description_it').notNull().default(''),
    descriptionShort: text('description_short').notNull().default(''),
    superiorEmployeeId: text('superior_employee_id'),
    superiorCompanySubunitId: text('superior_company_subunit_id'),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.organizationId] }),
    index('organization_units_superior_idx').on(table.tenantId, table.superiorEmployeeId),
    check(
      'organization_units_not_own_parent',
      sql`${table.parentOrganizationId} is distinct from ${table.organizationId}`,
    ),
    tenantIsolationPolicy('organization_units', table.tenantId),
  ],
);

/**
 * Data issues (spec "Issue"): derived state the issue detection writes per employee; dismissed by setting
 * ignored_at. The detection itself comes with the absences; the table and the admin list exist from the start.
 */
export const tenantIssues = pgTable(
  'tenant_issues',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    employeeId: text('employee_id'),
    type: text('type', { enum: ISSUE_TYPES }).notNull(),
    scope: text('scope').notNull(),
    scopeDate: date('scope_date', { mode: 'string' }),
    severity: smallint('severity').notNull(),
    comment: text('comment'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
    ignoredAt: timestamptz('ignored_at'),
    /** Identity across re-detections (src/domain/absences/issues.ts): a dismissed issue stays dismissed. */
    key: text('key'),
    /** The data the issue's message needs (per type). */
    details: jsonb('details'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('tenant_issues_open_severity_idx')
      .on(table.tenantId, table.severity, table.createdAt)
      .where(sql`${table.ignoredAt} is null`),
    index('tenant_issues_employee_idx').on(table.tenantId, table.employeeId),
    uniqueIndex('tenant_issues_key_unique').on(table.tenantId, table.employeeId, table.key),
    check('tenant_issues_severity_range', sql`${table.severity} between 1 and 5`),
    tenantIsolationPolicy('tenant_issues', table.tenantId),
  ],
);
