// Users, sessions, API tokens and the audit log (spec section 3 "User", "External API token"; section 6).
import { z } from 'zod';
import { AUDIT_LOG_KINDS } from './audit-actions.ts';
import {
  isoDate,
  nonEmptyString,
  page,
  pagingQuery,
  queryBoolean,
  revision,
  SUPPORTED_LANGUAGES,
  timestamp,
  uuid,
} from './common.ts';
import { PERMISSION_KEYS, type PermissionKey, USER_ROLES } from './roles.ts';
import { appEnv } from './system.ts';

export const userRole = z.enum(USER_ROLES);
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const userStatus = z.enum(USER_STATUSES);
export const userLanguage = z.enum(SUPPORTED_LANGUAGES);
export const CORRESPONDENCE_LANGUAGES = ['DE', 'FR', 'EN', 'IT'] as const;

const email = () =>
  z.email({ error: 'Must be a valid e-mail address' }).max(254).meta({ example: 'anna.muster@example.ch' });

export const user = z
  .object({
    id: uuid(),
    name: z.string(),
    email: z.string(),
    language: userLanguage,
    userRole,
    companyId: uuid().meta({ description: 'The tenant the user belongs to' }),
    status: userStatus,
    employeeId: z.string().nullable().meta({ description: 'The employee this user is (for superior scope)' }),
    revision: z.int().min(1).meta({ description: 'Grows with every change; send it back with an edit (PATCH)' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const adminUser = z.object({ id: uuid(), name: z.string(), email: z.string() }).meta({ id: 'AdminUser' });

const permissionValue = z.union([z.boolean(), z.literal('superior'), z.literal('*')]);
export const permissionSet = z
  .record(z.enum(PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]), permissionValue)
  .meta({ id: 'PermissionSet' });

export const tenantSummary = z
  .object({ id: uuid(), name: z.string(), defaultCorrespondenceLanguage: z.enum(CORRESPONDENCE_LANGUAGES) })
  .meta({ id: 'TenantSummary' });

/** A company the signed-in person belongs to, with the role there (decisions/0006-identity-across-companies.md). */
export const membership = z.object({ tenantId: uuid(), tenantName: z.string(), userRole }).meta({ id: 'Membership' });

/** Who is signed in, for which tenant, with which permissions. */
export const sessionResponse = z
  .object({
    actor: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('user'), user }),
      z.object({ kind: z.literal('admin'), admin: adminUser }),
    ]),
    tenant: tenantSummary.nullable(),
    memberships: z.array(membership).meta({
      description:
        "The signed-in person's active memberships (the current one included), by company name; empty for an " +
        'admin. With more than one the session can switch: PUT /api/modular/auth/session/tenant',
    }),
    permissions: permissionSet,
    canChangeOwnRole: z.boolean().meta({ description: 'Only in staging, local, preview and demo' }),
    environment: appEnv,
    csrfToken: z.string().meta({ description: 'Send as x-csrf-token on every cookie-authenticated write' }),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const loginOptionsResponse = z
  .object({
    oidcEnabled: z.boolean(),
    devLoginEnabled: z.boolean(),
    devLoginCandidates: z
      .array(
        z.object({
          kind: z.enum(['user', 'admin']),
          id: uuid(),
          name: z.string(),
          email: z.string(),
          userRole: userRole.nullable(),
          tenantName: z.string().nullable(),
        }),
      )
      .meta({ description: 'Only outside production: the users one may sign in as without an identity provider' }),
  })
  .meta({ id: 'LoginOptions' });

export const devLoginBody = z.strictObject({ kind: z.enum(['user', 'admin']).default('user'), id: uuid() });

export const changeOwnRoleBody = z.strictObject({ userRole });

export const switchTenantBody = z.strictObject({
  tenantId: uuid().meta({ description: 'A company of the own memberships (sessionResponse.memberships)' }),
});

export const updateProfileBody = z.strictObject({
  name: nonEmptyString().max(200).optional(),
  language: userLanguage.optional(),
  revision: revision().optional(),
});

export const usersQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  userRole: userRole.optional(),
  status: userStatus.optional(),
  ...pagingQuery(),
});
export const usersPage = page(user).meta({ id: 'UserPage' });

export const inviteUserBody = z.strictObject({
  name: nonEmptyString().max(200),
  email: email(),
  userRole: userRole.default('HR_Admin'),
  language: userLanguage.default('de'),
  employeeId: nonEmptyString().max(100).nullable().default(null),
});

export const updateUserBody = z
  .strictObject({
    name: nonEmptyString().max(200).optional(),
    userRole: userRole.optional(),
    status: userStatus.optional(),
    language: userLanguage.optional(),
    employeeId: nonEmptyString().max(100).nullable().optional(),
    revision: revision().optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'revision'), {
    error: 'At least one field must be given',
  });

export const userIdParams = z.strictObject({ userId: uuid() });

export const apiToken = z
  .object({
    tenantId: uuid(),
    externalApiAuthenticationTokenId: uuid(),
    name: z.string(),
    isRevoked: z.boolean(),
    createdAt: timestamp(),
    expiresAt: timestamp(),
    lastUsedAt: timestamp().nullable(),
    createdBy: z.string().nullable().meta({ description: 'Name of the user who created the token' }),
    tokenPrefix: z.string().meta({ description: 'First characters of the token, to recognise it' }),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenList = z.object({ items: z.array(apiToken) }).meta({ id: 'ApiTokenList' });

export const createApiTokenBody = z.strictObject({
  name: nonEmptyString().max(100),
  expiresAt: isoDate().meta({ description: 'Last day the token is valid (Swiss time), at most 2 years ahead' }),
});

export const createdApiToken = apiToken
  .extend({ token: z.string().meta({ description: 'The token itself. Shown once; only its hash is stored.' }) })
  .meta({ id: 'CreatedApiToken' });

export const apiTokenIdParams = z.strictObject({ tokenId: uuid() });

export const apiTokenIdentity = z
  .object({
    tenantId: uuid(),
    tenantName: z.string(),
    externalApiAuthenticationTokenId: uuid(),
    name: z.string(),
    expiresAt: timestamp(),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'ApiTokenIdentity' });

export const AUDIT_ACTOR_TYPES = ['user', 'admin', 'api-token', 'system'] as const;
export const auditEntry = z
  .object({
    id: uuid(),
    tenantId: uuid().nullable(),
    occurredAt: timestamp(),
    actorType: z.enum(AUDIT_ACTOR_TYPES),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    requestId: z.string().nullable(),
    entityName: z
      .string()
      .nullable()
      .meta({
        description:
          "The object's name now (a person, user, token, file, carrier or the company), read when the page is " +
          'listed; null when it has none or no longer exists',
      }),
    entityCaseNumber: z
      .number()
      .int()
      .nullable()
      .meta({ description: "A case's number (its person in entityName); null for other objects" }),
  })
  .meta({ id: 'AuditEntry' });

export const auditLogQuery = z.strictObject({
  from: isoDate().optional(),
  to: isoDate().optional(),
  actorType: z.enum(AUDIT_ACTOR_TYPES).optional(),
  action: z.string().max(100).optional(),
  entityType: z.string().max(100).optional(),
  entityId: z.string().max(200).optional(),
  kind: z
    .enum(AUDIT_LOG_KINDS)
    .optional()
    .meta({
      description:
        "changes: every entry but the platform administrators' requests; admin-requests: only those (admin.request); " +
        'all (the default)',
    }),
  ...pagingQuery(),
});
export const auditLogPage = page(auditEntry).meta({ id: 'AuditEntryPage' });

export const tenantIdParams = z.strictObject({ tenantId: uuid() });
export const adminTenantsQuery = z.strictObject({ search: z.string().trim().max(200).optional(), ...pagingQuery() });
export const tenantsPage = page(tenantSummary).meta({ id: 'TenantPage' });

export const emptyResponse = z.null().meta({ id: 'Empty' });
export { queryBoolean };
