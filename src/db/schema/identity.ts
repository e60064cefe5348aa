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

const timestamps = {
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
};

/**
 * Users of a tenant (spec "User"; `companyId` = tenant_id): one membership of a person in a company. A person (one
 * identity: the verified e-mail address) may be a user of several tenants with a role in each; an address is unique
 * within a tenant (docs/decisions/0006-identity-across-companies.md).
 */
export const users = pgTable(
  'users',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    language: text('language', { enum: ['de', 'fr', 'it', 'en'] })
      .notNull()
      .default('de'),
    userRole: text('user_role', {
      enum: ['HR_Admin', 'Superior', 'HR_Business_Partner', 'Case_Manager', 'Payroll'],
    })
      .notNull()
      .default('HR_Admin'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    employeeId: text('employee_id'),
    /** Optimistic-concurrency revision: 1 when invited, +1 with every change. */
    revision: integer('revision').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('users_id_unique').on(table.id),
    uniqueIndex('users_tenant_email_unique').on(table.tenantId, sql`lower(${table.email})`),
    index('users_email_idx').on(sql`lower(${table.email})`),
    index('users_tenant_name_idx').on(table.tenantId, table.name),
    index('users_tenant_employee_idx').on(table.tenantId, table.employeeId),
    check('users_language_valid', sql`${table.language} in ('de', 'fr', 'it', 'en')`),
    check(
      'users_role_valid',
      sql`${table.userRole} in ('HR_Admin', 'Superior', 'HR_Business_Partner', 'Case_Manager', 'Payroll')`,
    ),
    check('users_status_valid', sql`${table.status} in ('ACTIVE', 'INACTIVE')`),
    check('users_name_not_blank', sql`length(trim(${table.name})) > 0`),
    tenantIsolationPolicy('users', table.tenantId),
  ],
);

/** Internal admin users: not members of a tenant; they act on behalf of one through the admin routes. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('admin_users_email_unique').on(sql`lower(${table.email})`),
    check('admin_users_status_valid', sql`${table.status} in ('ACTIVE', 'INACTIVE')`),
  ],
);

/**
 * Sign-in sessions. The cookie holds a random id; only its SHA-256 hash is stored. Looked up before a tenant is
 * known, so this table is platform-level (no RLS) and only the auth plugin reads it.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    actorKind: text('actor_kind', { enum: ['user', 'admin'] }).notNull(),
    userId: uuid('user_id'),
    tenantId: uuid('tenant_id'),
    adminUserId: uuid('admin_user_id'),
    csrfToken: text('csrf_token').notNull(),
    identityProvider: text('identity_provider', { enum: ['oidc', 'dev'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    lastSeenAt: timestamptz('last_seen_at').notNull().default(sql`now()`),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
    check(
      'sessions_actor_consistent',
      sql`(${table.actorKind} = 'user' and ${table.userId} is not null and ${table.tenantId} is not null and ${table.adminUserId} is null)
        or (${table.actorKind} = 'admin' and ${table.adminUserId} is not null and ${table.userId} is null)`,
    ),
  ],
);

/** External API tokens (spec "External API token"): SHA-256 hash only; the plain token is shown once. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    hashedToken: text('hashed_token').notNull(),
    tokenPrefix: text('token_prefix').notNull(),
    isRevoked: boolean('is_revoked').notNull().default(false),
    createdByUserId: uuid('created_by_user_id'),
    createdByName: text('created_by_name'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('api_tokens_hash_unique').on(table.hashedToken),
    check('api_tokens_hash_is_sha256', sql`${table.hashedToken} ~ '^[0-9a-f]{64}$'`),
    tenantIsolationPolicy('api_tokens', table.tenantId),
  ],
);

/**
 * Append-only audit log: every write, with actor, entity, before/after and request id. No foreign key to tenants
 * (the history outlives a tenant); a trigger refuses UPDATE and DELETE for everyone (migration 0003).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: uuid('tenant_id'),
    id: uuid('id').notNull().defaultRandom().primaryKey(),
    occurredAt: timestamptz('occurred_at').notNull().default(sql`now()`),
    actorType: text('actor_type', { enum: ['user', 'admin', 'api-token', 'system'] }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_tenant_time_idx').on(table.tenantId, table.occurredAt),
    index('audit_log_tenant_entity_idx').on(table.tenantId, table.entityType, table.entityId),
    check('audit_log_actor_type_valid', sql`${table.actorType} in ('user', 'admin', 'api-token', 'system')`),
    tenantIsolationPolicy('audit_log', table.tenantId),
  ],
);

/**
 * Rate-limit counters shared by every API process (@fastify/rate-limit store): one row per client key and route,
 * counting hits in a fixed window. A platform table read and written only on the owner connection.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (table) => [index('rate_limit_hits_reset_idx').on(table.resetAt)],
);
