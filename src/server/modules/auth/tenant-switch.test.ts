// One person, several companies (docs/decisions/0006-identity-across-companies.md): the session lists the person's
// own active memberships and switches between them; anything that is not such a membership is one 404.
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX } from '../../../contracts/roles.ts';
import { auditLog, sessions } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';

const SWITCH_URL = '/api/modular/auth/session/tenant';
const UNKNOWN_TENANT = '00000000-0000-4000-8000-000000000000';

function newSessionOf(response: LightMyRequestResponse): TestSession {
  const raw = response.headers['set-cookie'];
  const header = (Array.isArray(raw) ? raw : [raw ?? '']).find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie set');
  const cookie = header.split(';')[0] as string;
  const csrfToken = response.json().csrfToken as string;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

describe.each(testBackends())('tenant switch on %s', (backend) => {
  const ctx = useTestApp(backend, { config: { appEnv: 'local' } });

  /** Pia works for three companies (one membership deactivated); Otto is someone else in one of them. */
  async function broker() {
    const run = crypto.randomUUID().slice(0, 8);
    const zeta = await createTenant(ctx.database, { name: `Zeta Treuhand ${run} AG` });
    const alpha = await createTenant(ctx.database, { name: `Alpha Bau ${run} AG` });
    const mitte = await createTenant(ctx.database, { name: `Mitte Logistik ${run} AG` });
    const email = `pia.${run}@broker.example.ch`;
    const inZeta = await createUser(ctx.database, zeta.id, { name: 'Pia Zeta', email, userRole: 'HR_Admin' });
    const inAlpha = await createUser(ctx.database, alpha.id, {
      name: 'Pia Alpha',
      email: email.toUpperCase(),
      userRole: 'Payroll',
    });
    const inMitte = await createUser(ctx.database, mitte.id, { email, status: 'INACTIVE' });
    const otto = await createUser(ctx.database, alpha.id, { name: 'Otto Anders', email: `otto.${run}@example.ch` });
    const session = await signIn(ctx.app, { kind: 'user', id: inZeta.id, tenantId: zeta.id });
    return { zeta, alpha, mitte, inZeta, inAlpha, inMitte, otto, session };
  }

  const switchTo = (session: TestSession, tenantId: string, headers = session.headers) =>
    ctx.app.inject({ method: 'PUT', url: SWITCH_URL, headers, payload: { tenantId } });

  it("the session lists the person's own active memberships by company name, nothing of anybody else", async () => {
    const { zeta, alpha, mitte, otto, session } = await broker();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: session.headers,
    });
    expect(response.json().memberships).toEqual([
      { tenantId: alpha.id, tenantName: alpha.name, userRole: 'Payroll' },
      { tenantId: zeta.id, tenantName: zeta.name, userRole: 'HR_Admin' },
    ]);
    expect(response.body).not.toContain(mitte.id);
    expect(response.body).not.toContain(otto.id);
    expect(response.body).not.toContain('Otto Anders');

    const single = await createUser(ctx.database, alpha.id);
    const singleSession = await signIn(ctx.app, { kind: 'user', id: single.id, tenantId: alpha.id });
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: singleSession.headers,
    });
    expect(own.json().memberships).toEqual([{ tenantId: alpha.id, tenantName: alpha.name, userRole: 'HR_Admin' }]);

    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const adminState = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: admin.headers,
    });
    expect(adminState.json().memberships).toEqual([]);
  });

  it('switching moves the session to the other membership, renews cookie and CSRF token, audits both', async () => {
    const { zeta, alpha, inZeta, inAlpha, session } = await broker();
    const response = await switchTo(session, alpha.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.actor.user).toMatchObject({ id: inAlpha.id, name: 'Pia Alpha', userRole: 'Payroll' });
    expect(body.tenant).toMatchObject({ id: alpha.id, name: alpha.name });
    expect(body.permissions).toEqual(PERMISSION_MATRIX.Payroll);
    expect(body.memberships.map((membership: { tenantId: string }) => membership.tenantId)).toEqual([
      alpha.id,
      zeta.id,
    ]);
    const switched = newSessionOf(response);
    expect(switched.cookie).not.toBe(session.cookie);
    expect(switched.csrfToken).not.toBe(session.csrfToken);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);

    // The old cookie is gone at once; the new one acts in tenant Alpha with the role there.
    const old = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/session', headers: session.headers });
    expect(old.statusCode).toBe(401);
    const state = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/session', headers: switched.headers });
    expect(state.json()).toMatchObject({ actor: { user: { id: inAlpha.id } }, tenant: { id: alpha.id } });
    const usersList = await ctx.app.inject({ method: 'GET', url: '/api/modular/users', headers: switched.headers });
    expect(usersList.statusCode).toBe(403); // Payroll in Alpha, though HR_Admin in Zeta
    // A page still holding the old CSRF token cannot write into the new tenant.
    const staleWrite = await switchTo(switched, zeta.id, {
      cookie: switched.cookie,
      'x-csrf-token': session.csrfToken,
    });
    expect(staleWrite.statusCode).toBe(403);
    expect(staleWrite.json().code).toBe('INVALID_CSRF_TOKEN');

    // The same session row, now of the Alpha membership.
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [inZeta.id, inAlpha.id]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: inAlpha.id, tenantId: alpha.id, revokedAt: null });

    // Each tenant's log names its own membership only.
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.switch-tenant'), inArray(auditLog.tenantId, [zeta.id, alpha.id])));
    expect(entries).toHaveLength(2);
    const inZetaLog = entries.find((entry) => entry.tenantId === zeta.id);
    const inAlphaLog = entries.find((entry) => entry.tenantId === alpha.id);
    expect(inZetaLog).toMatchObject({ actorType: 'user', actorId: inZeta.id, entityType: 'user', entityId: inZeta.id });
    expect(inAlphaLog).toMatchObject({ actorId: inAlpha.id, actorName: 'Pia Alpha', entityId: inAlpha.id });
    expect(inZetaLog?.requestId).toBe(inAlphaLog?.requestId);
    expect(JSON.stringify(inZetaLog)).not.toContain(alpha.id);
    expect(JSON.stringify(inAlphaLog)).not.toContain(zeta.id);

    // And back.
    const back = await switchTo(switched, zeta.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ actor: { user: { id: inZeta.id } }, permissions: PERMISSION_MATRIX.HR_Admin });
  });

  it('anything but an active membership of the same person is one 404 TENANT_NOT_FOUND and changes nothing', async () => {
    const { zeta, mitte, session } = await broker();
    const strangers = await createTenant(ctx.database, { name: 'Fremd AG' });
    await createUser(ctx.database, strangers.id, { name: 'Pia Zeta' }); // same name, another person
    const before = await ctx.database.db.select().from(sessions);
    const auditBefore = (await ctx.database.db.select().from(auditLog)).length;

    const answers = [];
    for (const tenantId of [UNKNOWN_TENANT, strangers.id, mitte.id]) {
      const response = await switchTo(session, tenantId);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
      const { code, message } = response.json();
      answers.push({ code, message });
    }
    expect(answers[0]).toEqual({ code: 'TENANT_NOT_FOUND', message: expect.any(String) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect(await ctx.database.db.select().from(sessions)).toEqual(before);
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(auditBefore);
    const still = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/session', headers: session.headers });
    expect(still.json().tenant.id).toBe(zeta.id);
  });

  it('a membership deactivated after the session started cannot be switched to', async () => {
    const { alpha, inAlpha, session } = await broker();
    const admin = await createUser(ctx.database, alpha.id, { userRole: 'HR_Admin' });
    const adminSession = await signIn(ctx.app, { kind: 'user', id: admin.id, tenantId: alpha.id });
    const deactivated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/modular/users/${inAlpha.id}`,
      headers: adminSession.headers,
      payload: { status: 'INACTIVE' },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const response = await switchTo(session, alpha.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('the current tenant answers the session unchanged; the switch needs the CSRF token and a user', async () => {
    const { zeta, alpha, session } = await broker();
    const same = await switchTo(session, zeta.id);
    expect(same.statusCode).toBe(200);
    expect(same.headers['set-cookie']).toBeUndefined();
    expect(same.json().csrfToken).toBe(session.csrfToken);

    const withoutToken = await switchTo(session, alpha.id, { cookie: session.cookie });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().code).toBe('INVALID_CSRF_TOKEN');
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    expect((await switchTo(admin, alpha.id)).statusCode).toBe(403);
    const malformed = await switchTo(session, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
  });

  it('the dev-login picker lists every membership with its company; picking one starts there', async () => {
    const { zeta, alpha, inAlpha } = await broker();
    const options = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/login-options' });
    const pia = options
      .json()
      .devLoginCandidates.filter((candidate: { id: string; tenantName: string }) =>
        [zeta.name, alpha.name].includes(candidate.tenantName),
      )
      .filter((candidate: { name: string }) => candidate.name.startsWith('Pia'));
    expect(pia.map((candidate: { tenantName: string }) => candidate.tenantName).sort()).toEqual(
      [alpha.name, zeta.name].sort(),
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/auth/dev-login',
      payload: { kind: 'user', id: inAlpha.id },
    });
    expect(login.json()).toMatchObject({ tenant: { id: alpha.id }, actor: { user: { id: inAlpha.id } } });
    expect(login.json().memberships).toHaveLength(2);
  });
});
