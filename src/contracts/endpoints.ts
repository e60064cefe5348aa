// The API's endpoints: method, path and schemas in one place. The server registers its routes from these
// entries and the web's typed client calls them by name, so the two cannot drift apart.
import { z } from 'zod';
import { accountingMonthsQuery, accountingMonthsResponse } from './calendar.ts';
import {
  checkEmployeesExistBody,
  checkEmployeesExistResponse,
  createEmployeeBody,
  employeeIdParams,
  employeeListPatchBody,
  employeeListPatchResult,
  employeeMinimal,
  employeeQuery,
  employeeResponse,
  employeesPage,
  employeesQuery,
  extendDataValidityBody,
  newTemporalRecordBody,
  patchEmployeeBody,
} from './employees.ts';
import {
  adminTenantsQuery,
  apiToken,
  apiTokenIdentity,
  apiTokenIdParams,
  apiTokenList,
  auditLogPage,
  auditLogQuery,
  changeOwnRoleBody,
  createApiTokenBody,
  createdApiToken,
  devLoginBody,
  inviteUserBody,
  loginOptionsResponse,
  sessionResponse,
  tenantIdParams,
  tenantsPage,
  updateProfileBody,
  updateUserBody,
  user,
  userIdParams,
  usersPage,
  usersQuery,
} from './identity.ts';
import type { PermissionKey } from './roles.ts';
import { healthResponse, readyResponse, systemInfoResponse } from './system.ts';
import {
  adminTenant,
  adminTenantIssuesQuery,
  configurationVersionsResult,
  configureTenantBody,
  organizationBody,
  organizationResult,
  resetTenantResult,
  subunitsResult,
  tenantConfiguration,
  tenantInfo,
  tenantIssue,
  validateSchemaBody,
  validateSchemaResult,
} from './tenant.ts';

export const API_PREFIX = {
  modular: '/api/modular',
  admin: '/api/modular/admin',
  analytics: '/api/analytics',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone (login, health, reference data)
 * - `session`: any signed-in user or admin
 * - `user`: a signed-in tenant user (own session and profile)
 * - `permission`: a tenant user whose role grants the key (or an API token, when `apiToken` is true)
 * - `api-token`: only an external API token whose permissions grant the key (the upload interface)
 * - `admin`: an internal admin user; `/api/modular/admin/...` routes that name a tenant are audited
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'user' }
  | { kind: 'permission'; permission: PermissionKey; apiToken?: boolean }
  | { kind: 'api-token'; permission: PermissionKey }
  | { kind: 'admin' };

export type Endpoint = {
  method: HttpMethod;
  access: Access;
  /** Full path with `:param` placeholders. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Rate limit per client (login, tokens): requests per minute. */
  rateLimitPerMinute?: number;
  /** Success response schema (status 200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: number;
};

const PUBLIC = { kind: 'public' } as const;
const permission = (key: PermissionKey, options: { apiToken?: boolean } = {}) =>
  ({ kind: 'permission', permission: key, ...options }) as const;

export const endpoints = {
  health: {
    method: 'GET',
    access: PUBLIC,
    path: '/health',
    summary: 'Liveness: the process is up',
    tags: ['system'],
    response: healthResponse,
  },
  ready: {
    method: 'GET',
    access: PUBLIC,
    path: '/ready',
    summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
    tags: ['system'],
    response: readyResponse,
  },
  systemInfo: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/system/info`,
    summary: 'Product name, version and environment',
    tags: ['system'],
    response: systemInfoResponse,
  },
  accountingMonths: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/calendar/accounting-months`,
    summary: 'Accounting months of a range with their calendar facts',
    tags: ['calendar'],
    querystring: accountingMonthsQuery,
    response: accountingMonthsResponse,
  },

  // ---- Sign-in and the own session -------------------------------------------------------------------------
  authLoginOptions: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/login-options`,
    summary: 'How one can sign in here (identity provider; outside production also the user picker)',
    tags: ['auth'],
    response: loginOptionsResponse,
  },
  authDevLogin: {
    method: 'POST',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/dev-login`,
    summary: 'Sign in as a user without an identity provider (staging, local, preview, demo only)',
    tags: ['auth'],
    body: devLoginBody,
    rateLimitPerMinute: 20,
    response: sessionResponse,
  },
  authOidcLogin: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/oidc/login`,
    summary:
      'Start the sign-in through the identity provider (OIDC with PKCE): redirects the browser to the provider; ' +
      'returnTo is a path of this app to come back to',
    tags: ['auth'],
    querystring: z.strictObject({ returnTo: z.string().max(500).optional() }),
    rateLimitPerMinute: 30,
    status: 302,
    response: z.null(),
  },
  authOidcCallback: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/oidc/callback`,
    summary:
      'Where the identity provider sends the browser back: signs in and redirects to returnTo, or to ' +
      '/login?error=<CODE> when the sign-in fails',
    tags: ['auth'],
    querystring: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
      error_description: z.string().optional(),
    }),
    rateLimitPerMinute: 30,
    status: 302,
    response: z.null(),
  },
  authSession: {
    method: 'GET',
    access: { kind: 'session' },
    path: `${API_PREFIX.modular}/auth/session`,
    summary: 'The signed-in user or admin, tenant, permissions and CSRF token',
    tags: ['auth'],
    response: sessionResponse,
  },
  authLogout: {
    method: 'POST',
    access: { kind: 'session' },
    path: `${API_PREFIX.modular}/auth/logout`,
    summary: 'Sign out: ends the session and clears the cookie',
    tags: ['auth'],
    status: 204,
    response: z.null(),
  },
  authChangeOwnRole: {
    method: 'PATCH',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/auth/session/role`,
    summary: 'Change the own role (staging, local, preview, demo only; 403 in production)',
    tags: ['auth'],
    body: changeOwnRoleBody,
    response: sessionResponse,
  },
  userProfileUpdate: {
    method: 'PATCH',
    access: permission('userProfile.edit'),
    path: `${API_PREFIX.modular}/user-profile`,
    summary: 'Change the own name or language',
    tags: ['users'],
    body: updateProfileBody,
    response: user,
  },

  // ---- Company users ----------------------------------------------------------------------------------------
  usersList: {
    method: 'GET',
    access: permission('tenant.users.view'),
    path: `${API_PREFIX.modular}/users`,
    summary: 'Users of the company',
    tags: ['users'],
    querystring: usersQuery,
    response: usersPage,
  },
  usersInvite: {
    method: 'POST',
    access: permission('tenant.users.edit'),
    path: `${API_PREFIX.modular}/users`,
    summary: 'Invite a user by e-mail (they sign in through the identity provider with that address)',
    tags: ['users'],
    body: inviteUserBody,
    status: 201,
    response: user,
  },
  usersGet: {
    method: 'GET',
    access: permission('tenant.users.view'),
    path: `${API_PREFIX.modular}/users/:userId`,
    summary: 'One user of the company',
    tags: ['users'],
    params: userIdParams,
    response: user,
  },
  usersUpdate: {
    method: 'PATCH',
    access: permission('tenant.users.edit'),
    path: `${API_PREFIX.modular}/users/:userId`,
    summary: 'Change a user: name, role, language, linked employee, or deactivate / reactivate',
    tags: ['users'],
    params: userIdParams,
    body: updateUserBody,
    response: user,
  },

  // ---- External API tokens -----------------------------------------------------------------------------------
  apiTokensList: {
    method: 'GET',
    access: permission('tenant.apiTokens.view'),
    path: `${API_PREFIX.modular}/api-tokens`,
    summary: 'External API tokens of the company (never the tokens themselves)',
    tags: ['api-tokens'],
    response: apiTokenList,
  },
  apiTokensCreate: {
    method: 'POST',
    access: permission('tenant.apiTokens.edit'),
    path: `${API_PREFIX.modular}/api-tokens`,
    summary: 'Create a token; the answer is the only time the token is shown',
    tags: ['api-tokens'],
    body: createApiTokenBody,
    status: 201,
    rateLimitPerMinute: 20,
    response: createdApiToken,
  },
  apiTokensRevoke: {
    method: 'POST',
    access: permission('tenant.apiTokens.edit'),
    path: `${API_PREFIX.modular}/api-tokens/:tokenId/revoke`,
    summary: 'Revoke a token; requests with it answer 401 from now on',
    tags: ['api-tokens'],
    params: apiTokenIdParams,
    response: apiToken,
  },
  connectTokenIdentity: {
    method: 'GET',
    access: { kind: 'api-token', permission: 'grapeConnect.view' },
    path: `${API_PREFIX.modular}/connect/token`,
    summary: 'For integrations: which tenant and permissions the calling API token has',
    tags: ['api-tokens'],
    rateLimitPerMinute: 600,
    response: apiTokenIdentity,
  },

  // ---- Audit log ---------------------------------------------------------------------------------------------
  auditLogList: {
    method: 'GET',
    access: permission('tenant.auditLog.view'),
    path: `${API_PREFIX.modular}/audit-log`,
    summary: "The company's audit log: every write, newest first",
    tags: ['audit-log'],
    querystring: auditLogQuery,
    response: auditLogPage,
  },

  // ---- Employees (spec section 7) ------------------------------------------------------------------------------
  employeesList: {
    method: 'GET',
    access: permission('employee.view'),
    path: `${API_PREFIX.modular}/employees`,
    summary: 'Employees: search, filters, sort and paging (a superior sees their team only)',
    tags: ['employees'],
    querystring: employeesQuery,
    response: employeesPage,
  },
  employeeOwn: {
    method: 'GET',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/employee`,
    summary: "The signed-in user's own employee",
    tags: ['employees'],
    response: employeeResponse,
  },
  employeeGet: {
    method: 'GET',
    access: permission('employee.personalData.view'),
    path: `${API_PREFIX.modular}/employee/:employeeId`,
    summary: 'An employee with the record valid on dateOfReference (default today) and the record history',
    tags: ['employees'],
    params: employeeIdParams,
    querystring: employeeQuery,
    response: employeeResponse,
  },
  employeeMinimal: {
    method: 'GET',
    access: permission('employee.view'),
    path: `${API_PREFIX.modular}/employee/:employeeId/minimal`,
    summary: 'Name, personnel number and assignment of an employee (403 EMPLOYEE_ACCESS_FORBIDDEN outside the scope)',
    tags: ['employees'],
    params: employeeIdParams,
    response: employeeMinimal,
  },
  employeesCheckExist: {
    method: 'POST',
    access: permission('employee.view'),
    path: `${API_PREFIX.modular}/employee/check-employees-exist`,
    summary: 'Which of the given employee ids exist (within the caller’s scope)',
    tags: ['employees'],
    body: checkEmployeesExistBody,
    response: checkEmployeesExistResponse,
  },
  employeeCreate: {
    method: 'POST',
    access: permission('employee.edit'),
    path: `${API_PREFIX.modular}/employees`,
    summary: 'Create an employee with its first record',
    tags: ['employees'],
    body: createEmployeeBody,
    status: 201,
    response: employeeResponse,
  },
  employeeCorrect: {
    method: 'PATCH',
    access: permission('employee.edit'),
    path: `${API_PREFIX.modular}/employee/:employeeId`,
    summary: 'Correct the current record (valid today, else the latest)',
    tags: ['employees'],
    params: employeeIdParams,
    body: patchEmployeeBody,
    response: employeeResponse,
  },
  employeeNewRecord: {
    method: 'POST',
    access: permission('employee.edit'),
    path: `${API_PREFIX.modular}/employee/:employeeId`,
    summary: 'A new temporal record from validFrom; the previous record ends the day before',
    tags: ['employees'],
    params: employeeIdParams,
    body: newTemporalRecordBody,
    response: employeeResponse,
  },

  employeeListPatch: {
    method: 'PATCH',
    access: permission('grapeConnect.edit', { apiToken: true }),
    path: `${API_PREFIX.modular}/employee-list`,
    summary:
      'Employee-list patch upload: set or clear the superior and HR business partner of many employees at once ' +
      '(omitted = unchanged, null = remove); changes the record valid today',
    tags: ['employees'],
    body: employeeListPatchBody,
    response: employeeListPatchResult,
  },

  // ---- Tenant and organisation ------------------------------------------------------------------------------
  tenantInfo: {
    method: 'GET',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/tenant/info`,
    summary:
      "The signed-in user's tenant: name, language, products, subunits, processing groups, configuration version",
    tags: ['tenant'],
    response: tenantInfo,
  },
  tenantConfigurationGet: {
    method: 'GET',
    access: permission('tenant.view'),
    path: `${API_PREFIX.modular}/tenant/configuration`,
    summary: "The tenant's current configuration (company settings, read only; changes go through the platform admins)",
    tags: ['tenant'],
    response: z.object({ configuration: tenantConfiguration.nullable(), version: z.number().int().nullable() }),
  },
  subunitsList: {
    method: 'GET',
    access: permission('tenant.view'),
    path: `${API_PREFIX.modular}/subunit`,
    summary: 'The company subunits with billing details and their place in the organisation tree',
    tags: ['tenant'],
    response: subunitsResult,
  },
  organizationGet: {
    method: 'GET',
    access: permission('tenant.view'),
    path: `${API_PREFIX.modular}/organization`,
    summary: 'The organisation: company subunits as a tree with descriptions and superiors',
    tags: ['tenant'],
    response: organizationResult,
  },
  organizationReplace: {
    method: 'PUT',
    access: permission('tenant.edit'),
    path: `${API_PREFIX.modular}/organization`,
    summary: 'Replace the organisation tree (parents must exist, no cycles, superiors must be employees)',
    tags: ['tenant'],
    body: organizationBody,
    response: organizationResult,
  },

  // ---- Admin -------------------------------------------------------------------------------------------------
  adminTenantGet: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId`,
    summary: 'A tenant with its current configuration and version (admin; audited)',
    tags: ['admin'],
    params: tenantIdParams,
    response: adminTenant,
  },
  adminTenantConfigure: {
    method: 'PUT',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/configure`,
    summary: 'Replace the tenant configuration; a change becomes a new version (who, when, why, which paths)',
    tags: ['admin'],
    params: tenantIdParams,
    body: configureTenantBody,
    response: adminTenant,
  },
  adminTenantConfigurationVersions: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/configuration-versions`,
    summary: 'Every version of the tenant configuration, newest first (admin)',
    tags: ['admin'],
    params: tenantIdParams,
    response: configurationVersionsResult,
  },
  adminTenantConfigurationVersion: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/configuration-versions/:version`,
    summary: 'One version of the tenant configuration as it was (admin)',
    tags: ['admin'],
    params: tenantIdParams.extend({ version: z.coerce.number().int().positive() }),
    response: z.object({ version: z.number().int(), configuration: tenantConfiguration }),
  },
  adminTenantReset: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/reset`,
    summary:
      "Delete the tenant's employees, organisation, issues and events (not users, tokens, audit log or " +
      'configuration); only outside production and only without care configuration',
    tags: ['admin'],
    params: tenantIdParams,
    response: resetTenantResult,
  },
  adminTenantIssues: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/issues`,
    summary: "The tenant's data issues (severity filter 1-3; take up to 1000, default 200)",
    tags: ['admin'],
    params: tenantIdParams,
    querystring: adminTenantIssuesQuery,
    response: z.object({ items: z.array(tenantIssue), totalCount: z.number().int().min(0) }),
  },
  adminTenantValidateSchema: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/validate-schema`,
    summary: 'Check a tenant configuration without saving it: every problem with its path and message',
    tags: ['admin'],
    body: validateSchemaBody,
    response: validateSchemaResult,
  },
  adminTenantsList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenants`,
    summary: 'All tenants (admin)',
    tags: ['admin'],
    querystring: adminTenantsQuery,
    response: tenantsPage,
  },
  adminUsersList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/users`,
    summary: "A tenant's users (admin, on behalf of the tenant; audited)",
    tags: ['admin'],
    params: tenantIdParams,
    querystring: usersQuery,
    response: usersPage,
  },
  adminEmployeesList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/employee`,
    summary: "A tenant's employees (admin, on behalf of the tenant; audited)",
    tags: ['admin'],
    params: tenantIdParams,
    querystring: employeesQuery,
    response: employeesPage,
  },
  adminEmployeeGet: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/employee/:employeeId`,
    summary: 'An employee of a tenant with the record valid on dateOfReference (admin)',
    tags: ['admin'],
    params: tenantIdParams.extend(employeeIdParams.shape),
    querystring: employeeQuery,
    response: employeeResponse,
  },
  adminEmployeeUpdate: {
    method: 'PATCH',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/employee/:employeeId`,
    summary: "Correct an employee's current record (admin)",
    tags: ['admin'],
    params: tenantIdParams.extend(employeeIdParams.shape),
    body: patchEmployeeBody,
    response: employeeResponse,
  },
  adminEmployeeExtendDataValidity: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/employee/:employeeId/extend-data-validity`,
    summary: "Set the last day of an employee's latest record, or open it (admin)",
    tags: ['admin'],
    params: tenantIdParams.extend(employeeIdParams.shape),
    body: extendDataValidityBody,
    response: employeeResponse,
  },
  adminAuditLogList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/audit-log`,
    summary: "A tenant's audit log (admin, on behalf of the tenant; audited)",
    tags: ['admin'],
    params: tenantIdParams,
    querystring: auditLogQuery,
    response: auditLogPage,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
