// Generated from the route table (src/contracts/endpoints.ts): every route x every role (plus anonymous, an
// internal admin and an API token) against the permission matrix. A denied caller gets 401/403 before any input is
// looked at; an allowed one never does. New routes are covered automatically.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenPermissionOf, permissionKeysOf } from '../../contracts/endpoint.ts';
import { type Endpoint, type EndpointName, endpoints } from '../../contracts/endpoints.ts';
import {
  API_TOKEN_PERMISSIONS,
  isAllowed,
  PERMISSION_MATRIX,
  USER_ROLES,
  type UserRole,
} from '../../contracts/roles.ts';
import { createApiTokenForTest } from '../../testing/factories/api-token.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { createAdminUser, createUser, signIn } from '../../testing/factories/user.factory.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';

type Caller = 'anonymous' | 'admin' | 'api-token' | UserRole;
const CALLERS: Caller[] = ['anonymous', 'admin', 'api-token', ...USER_ROLES];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** What the matrix (and the route's access kind) says about a caller: may it pass the authorisation? */
function expectedAccess(endpoint: Endpoint, caller: Caller): 'allowed' | 401 | 403 {
  const access = endpoint.access;
  if (access.kind === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (caller === 'api-token') {
    const tokenPermission = apiTokenPermissionOf(access);
    return tokenPermission !== null && isAllowed(API_TOKEN_PERMISSIONS[tokenPermission]) ? 'allowed' : 403;
  }
  if (access.kind === 'api-token') return 401;
  if (caller === 'admin') return access.kind === 'session' || access.kind === 'admin' ? 'allowed' : 403;
  switch (access.kind) {
    case 'session':
    case 'user':
      return 'allowed';
    case 'admin':
      return 403;
    case 'permission':
      return permissionKeysOf(access).some((key) => isAllowed(PERMISSION_MATRIX[caller][key])) ? 'allowed' : 403;
  }
}

function concretePath(path: string, tenantId: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => (name === 'tenantId' ? tenantId : UNKNOWN_ID));
}

describe.each(testBackends())('route access matrix on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let adminId = '';
  let token = '';
  const userIds = new Map<UserRole, string>();

  beforeAll(async () => {
    const tenant = await createTenant(ctx.database);
    tenantId = tenant.id;
    for (const role of USER_ROLES) userIds.set(role, (await createUser(ctx.database, tenantId, { userRole: role })).id);
    adminId = (await createAdminUser(ctx.database)).id;
    token = (await createApiTokenForTest(ctx.database, tenantId)).token;
  });

  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (caller === 'api-token') return { authorization: `Bearer ${token}` };
    if (caller === 'admin') return (await signIn(ctx.app, { kind: 'admin', id: adminId })).headers;
    return (await signIn(ctx.app, { kind: 'user', id: userIds.get(caller) as string, tenantId })).headers;
  }

  const cases = Object.entries(endpoints).flatMap(([name, endpoint]) =>
    CALLERS.map((caller) => [name as EndpointName, caller, expectedAccess(endpoint, caller)] as const),
  );

  it.each(cases)('%s as %s -> %s', async (name, caller, expected) => {
    const endpoint: Endpoint = endpoints[name];
    // Writes get an empty body: an allowed caller fails validation (400) and changes nothing.
    const response = await ctx.app.inject({
      method: endpoint.method,
      url: concretePath(endpoint.path, tenantId),
      headers: await headersFor(caller),
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });
    if (expected === 'allowed') {
      // Route access granted; a scoped role may still meet the object-level scope check (403
      // EMPLOYEE_ACCESS_FORBIDDEN, the same for an unknown id as for one outside its scope), never a route refusal.
      expect(response.statusCode, response.body).not.toBe(401);
      if (response.statusCode === 403) expect(response.json()).toMatchObject({ code: 'EMPLOYEE_ACCESS_FORBIDDEN' });
    } else {
      expect(response.statusCode, response.body).toBe(expected);
      expect(response.json()).toMatchObject({ code: expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN' });
    }
  });
});
