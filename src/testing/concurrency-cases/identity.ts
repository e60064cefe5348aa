// The concurrency cases of the identity routes, part of concurrency.test.ts: users (update, profile, invite), API
// tokens (create, revoke) and sessions (own role, logout, dev login, tenant switch), each hit by parallel requests.
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiTokens, auditLog, sessions, users } from '../../db/schema/identity.ts';
import { expectAcknowledgedOrConflict, fireInParallel } from '../concurrency.ts';
import { createApiTokenForTest } from '../factories/api-token.factory.ts';
import { createTenant } from '../factories/tenant.factory.ts';
import { createUser, signIn } from '../factories/user.factory.ts';
import { auditEntries, type CaseTable, type Env, json } from './support.ts';

export const identityConcurrencyCases = {
  usersUpdate: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const url = `/api/modular/users/${user.id}`;
    const changes = [{ name: 'Neu Name' }, { language: 'fr' }, { employeeId: 'E-LINK' }, { userRole: 'Superior' }];
    const fired = await fireInParallel(
      env.ctx.app,
      changes.map((payload) => ({ method: 'PATCH' as const, url, headers: env.hr.headers, payload })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(changes.length);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Neu Name', language: 'fr', employeeId: 'E-LINK', userRole: 'Superior' });
    expect(row?.revision).toBe(1 + changes.length);
    const stale = await fireInParallel(
      env.ctx.app,
      ['A', 'B', 'C'].map((name) => ({
        method: 'PATCH' as const,
        url,
        headers: env.hr.headers,
        payload: { name, revision: row?.revision },
      })),
    );
    const outcome = expectAcknowledgedOrConflict(stale);
    expect(outcome.acknowledged).toHaveLength(1);
    for (const conflict of outcome.conflicts) expect(json(conflict).code).toBe('REVISION_CONFLICT');
  },

  userProfileUpdate: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll', language: 'de' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      [{ name: 'Profil Neu' }, { language: 'it' }].map((payload) => ({
        method: 'PATCH' as const,
        url: '/api/modular/user-profile',
        headers: session.headers,
        payload,
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(2);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Profil Neu', language: 'it' });
  },

  usersInvite: async (env: Env) => {
    // Ten parallel invitations of one address: one 201, nine 409 USER_EMAIL_TAKEN, one user.
    const email = 'parallel.invite@example.ch';
    const fired = await fireInParallel(
      env.ctx.app,
      Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/api/modular/users',
        headers: env.hr.headers,
        payload: { name: 'Paula Parallel', email, userRole: 'Payroll' },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('USER_EMAIL_TAKEN');
    const rows = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  },

  apiTokensCreate: async (env: Env) => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map((n) => ({
        method: 'POST' as const,
        url: '/api/modular/api-tokens',
        headers: env.hr.headers,
        payload: { name: `Parallel ${n}`, expiresAt },
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(5);
    expect(new Set(acknowledged.map((item) => json(item).token)).size).toBe(5);
  },

  apiTokensRevoke: async (env: Env) => {
    // Five parallel revocations: all answer the revoked token; one audit entry.
    const { row } = await createApiTokenForTest(env.ctx.database, env.tenantId, { name: 'Revoke me' });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3, 4, 5].map(() => ({
        method: 'POST' as const,
        url: `/api/modular/api-tokens/${row.id}/revoke`,
        headers: env.hr.headers,
        payload: {},
      })),
    );
    const { acknowledged } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(5);
    for (const item of acknowledged) expect(json(item).isRevoked).toBe(true);
    expect(await auditEntries(env, 'api-token.revoke', row.id)).toHaveLength(1);
    const [stored] = await env.ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, row.id));
    expect(stored?.isRevoked).toBe(true);
  },

  authChangeOwnRole: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      (['Superior', 'Case_Manager', 'HR_Admin'] as const).map((userRole) => ({
        method: 'PATCH' as const,
        url: '/api/modular/auth/session/role',
        headers: session.headers,
        payload: { userRole },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(3);
  },

  authLogout: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: user.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({ method: 'POST' as const, url: '/api/modular/auth/logout', headers: session.headers })),
    );
    expectAcknowledgedOrConflict(fired);
    const [row] = await env.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.revokedAt).not.toBeNull();
  },

  authDevLogin: async (env: Env) => {
    const user = await createUser(env.ctx.database, env.tenantId, { userRole: 'Payroll' });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'POST' as const,
        url: '/api/modular/auth/dev-login',
        payload: { kind: 'user', id: user.id },
      })),
    );
    expect(expectAcknowledgedOrConflict(fired).acknowledged).toHaveLength(3);
    const rows = await env.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(3);
  },

  authSwitchTenant: async (env: Env) => {
    // One session switched three times at once (a double click, two tabs): one moves it, the others lose the race
    // with 409 CONFLICT; one session row in the other tenant, one audit entry in each tenant.
    const other = await createTenant(env.ctx.database, { name: 'Switch Target AG' });
    const email = 'switch.race@example.ch';
    const here = await createUser(env.ctx.database, env.tenantId, { email, userRole: 'Payroll' });
    const there = await createUser(env.ctx.database, other.id, { email, userRole: 'Case_Manager' });
    const session = await signIn(env.ctx.app, { kind: 'user', id: here.id, tenantId: env.tenantId });
    const fired = await fireInParallel(
      env.ctx.app,
      [1, 2, 3].map(() => ({
        method: 'PUT' as const,
        url: '/api/modular/auth/session/tenant',
        headers: session.headers,
        payload: { tenantId: other.id },
      })),
    );
    const { acknowledged, conflicts } = expectAcknowledgedOrConflict(fired);
    expect(acknowledged).toHaveLength(1);
    for (const conflict of conflicts) expect(json(conflict).code).toBe('CONFLICT');
    const rows = await env.ctx.database.db
      .select()
      .from(sessions)
      .where(inArray(sessions.userId, [here.id, there.id]));
    expect(rows.map((row) => [row.userId, row.tenantId])).toEqual([[there.id, other.id]]);
    const switches = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.switch-tenant'), inArray(auditLog.entityId, [here.id, there.id])));
    expect(switches.map((entry) => entry.tenantId).sort()).toEqual([env.tenantId, other.id].sort());
  },
} satisfies CaseTable;
