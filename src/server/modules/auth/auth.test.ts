import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX } from '../../../contracts/roles.ts';
import { sessions, users } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { sha256Hex } from '../../auth/secrets.ts';
import { createSessionStore, SESSION_COOKIE } from '../../auth/sessions.ts';

function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith(SESSION_COOKIE));
  if (!header) throw new Error('no session cookie set');
  return header;
}

describe.each(testBackends())('sign-in and sessions on %s (local)', (backend) => {
  const ctx = useTestApp(backend, { config: { appEnv: 'local' } });

  it('login options list active users and admins for the picker', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Picker AG' });
    const active = await createUser(ctx.database, tenant.id, { name: 'Active Person' });
    await createUser(ctx.database, tenant.id, { name: 'Gone Person', status: 'INACTIVE' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/login-options' });
    const body = response.json();
    expect(body).toMatchObject({ oidcEnabled: false, devLoginEnabled: true });
    const names = body.devLoginCandidates.map((candidate: { name: string }) => candidate.name);
    expect(names).toContain('Active Person');
    expect(names).not.toContain('Gone Person');
    expect(body.devLoginCandidates.find((c: { id: string }) => c.id === active.id)).toMatchObject({
      kind: 'user',
      tenantName: 'Picker AG',
      userRole: 'HR_Admin',
    });
  });

  it('dev login sets an httpOnly SameSite cookie, stores only the hash, and answers the session', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id, { userRole: 'Superior', employeeId: 'E-7' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/auth/dev-login',
      payload: { kind: 'user', id: user.id },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // local runs on plain http
    const sessionId = cookie.split(';')[0]?.split('=')[1] as string;
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.idHash).toBe(sha256Hex(sessionId));
    expect(JSON.stringify(stored)).not.toContain(sessionId);

    const body = login.json();
    expect(body.actor).toEqual({
      kind: 'user',
      user: expect.objectContaining({ id: user.id, userRole: 'Superior', employeeId: 'E-7' }),
    });
    expect(body.tenant).toMatchObject({ id: tenant.id });
    expect(body.permissions).toEqual(PERMISSION_MATRIX.Superior);
    expect(body.canChangeOwnRole).toBe(true);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().csrfToken).toBe(body.csrfToken);
  });

  it('refuses inactive and unknown users', async () => {
    const tenant = await createTenant(ctx.database);
    const inactive = await createUser(ctx.database, tenant.id, { status: 'INACTIVE' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/auth/dev-login',
      payload: { id: inactive.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('USER_INACTIVE');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/auth/dev-login',
      payload: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('writes need the CSRF token of the session', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id);
    const session = await signIn(ctx.app, { kind: 'user', id: user.id, tenantId: tenant.id });
    const without = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/user-profile',
      headers: { cookie: session.cookie },
      payload: { language: 'fr' },
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('INVALID_CSRF_TOKEN');
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/user-profile',
      headers: { cookie: session.cookie, 'x-csrf-token': 'forged' },
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(403);
    const [unchanged] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.language).toBe('de');
    const right = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/user-profile',
      headers: session.headers,
      payload: { language: 'fr' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().language).toBe('fr');
  });

  it('logout ends the session for good', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id);
    const session = await signIn(ctx.app, { kind: 'user', id: user.id, tenantId: tenant.id });
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/modular/auth/logout', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    const after = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/session', headers: session.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('a user may change the own role outside production', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id, { userRole: 'HR_Admin' });
    const session = await signIn(ctx.app, { kind: 'user', id: user.id, tenantId: tenant.id });
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/auth/session/role',
      headers: session.headers,
      payload: { userRole: 'Payroll' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().actor.user.userRole).toBe('Payroll');
    expect(changed.json().permissions).toEqual(PERMISSION_MATRIX.Payroll);
    // The new role applies at once: Payroll may not list users.
    const users = await ctx.app.inject({ method: 'GET', url: '/api/modular/users', headers: session.headers });
    expect(users.statusCode).toBe(403);
  });

  it('an admin session has no tenant permissions', async () => {
    const admin = await createAdminUser(ctx.database, { name: 'Ada Admin' });
    const session = await signIn(ctx.app, { kind: 'admin', id: admin.id });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: session.headers,
    });
    expect(response.json()).toMatchObject({ actor: { kind: 'admin', admin: { name: 'Ada Admin' } }, tenant: null });
    expect(Object.values(response.json().permissions).every((value) => value === false)).toBe(true);
  });
});

describe.each(testBackends())('sign-in on %s (production)', (backend) => {
  const ctx = useTestApp(backend, { config: { appEnv: 'production' } });

  it('offers no user picker and refuses dev login', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id);
    const options = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/login-options' });
    expect(options.json()).toEqual({ oidcEnabled: false, devLoginEnabled: false, devLoginCandidates: [] });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/auth/dev-login',
      payload: { id: user.id },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('DEV_LOGIN_DISABLED');
  });

  it('refuses a change of the own role, and the cookie is Secure', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id, { userRole: 'Superior' });
    const session = await signIn(ctx.app, { kind: 'user', id: user.id, tenantId: tenant.id });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/auth/session/role',
      headers: session.headers,
      payload: { userRole: 'HR_Admin' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ROLE_CHANGE_NOT_ALLOWED');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.userRole).toBe('Superior');
    const state = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/session', headers: session.headers });
    expect(state.json().canChangeOwnRole).toBe(false);
  });
});

describe.each(testBackends())('identity cache on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('caches the identity for 60 000 ms, then re-validates against the database', async () => {
    let now = Date.parse('2026-11-21T08:00:00Z');
    const store = createSessionStore(ctx.database, { ttlMs: 12 * 3_600_000, now: () => now });
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id, { userRole: 'HR_Admin' });
    const { sessionId } = await store.create({ kind: 'user', userId: user.id, tenantId: tenant.id }, 'dev');

    await ctx.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    now += 59_999;
    expect((await store.resolve(sessionId))?.actor).toMatchObject({ userId: user.id }); // still cached
    now += 1;
    expect(await store.resolve(sessionId)).toBeNull(); // re-validated: the user is inactive

    await ctx.database.db.update(users).set({ status: 'ACTIVE', userRole: 'Payroll' }).where(eq(users.id, user.id));
    now += 60_000;
    expect((await store.resolve(sessionId))?.actor).toMatchObject({ userRole: 'Payroll' });

    now += 12 * 3_600_000; // past the session's lifetime
    expect(await store.resolve(sessionId)).toBeNull();
  });
});
