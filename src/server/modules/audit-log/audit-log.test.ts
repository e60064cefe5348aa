import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
import { caseQueries, createCaseWorld } from '../../../testing/factories/case-world.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('audit log on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('records every write with actor, before/after and request id; HR_Admin lists them newest first', async () => {
    const tenant = await createTenant(ctx.database);
    const { user, session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/users',
      headers: { ...session.headers, 'x-request-id': 'req-invite-1' },
      payload: { name: 'Tim Test', email: 'tim.test@example.ch', userRole: 'Payroll' },
    });
    const tim = invited.json();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/modular/users/${tim.id}`,
      headers: session.headers,
      payload: { userRole: 'Case_Manager' },
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/audit-log', headers: session.headers });
    expect(list.statusCode).toBe(200);
    const [update, invite] = list.json().items;
    expect(update).toMatchObject({
      action: 'user.update',
      entityType: 'user',
      entityId: tim.id,
      actorType: 'user',
      actorId: user.id,
      before: expect.objectContaining({ userRole: 'Payroll' }),
      after: expect.objectContaining({ userRole: 'Case_Manager' }),
    });
    expect(invite).toMatchObject({ action: 'user.invite', requestId: 'req-invite-1', before: null });

    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/audit-log?action=user.invite&entityId=${tim.id}`,
      headers: session.headers,
    });
    expect(filtered.json().totalCount).toBe(1);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE, for the owner too', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/user-profile',
      headers: session.headers,
      payload: { language: 'it' },
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    expect(entry).toBeDefined();
    await expect(
      ctx.database.db
        .update(auditLog)
        .set({ action: 'forged' })
        .where(eq(auditLog.id, entry?.id as string)),
    ).rejects.toThrow();
    await expect(ctx.database.db.delete(auditLog).where(eq(auditLog.id, entry?.id as string))).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(
      ctx.database.withTenant(tenant.id, (tx) => tx.delete(auditLog).where(eq(auditLog.id, entry?.id as string))),
    ).rejects.toThrow();
    const [still] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, entry?.id as string));
    expect(still?.action).toBe('user.update-profile');
  });

  it("audits every admin call on a tenant's behalf, reads included", async () => {
    const tenant = await createTenant(ctx.database);
    const admin = await createAdminUser(ctx.database, { name: 'Olga Ops' });
    const session = await signIn(ctx.app, { kind: 'admin', id: admin.id });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/tenant/${tenant.id}/users`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    let entries: (typeof auditLog.$inferSelect)[] = [];
    for (let attempt = 0; attempt < 50 && entries.length === 0; attempt++) {
      entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
      if (entries.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(entries).toEqual([
      expect.objectContaining({
        actorType: 'admin',
        actorId: admin.id,
        actorName: 'Olga Ops',
        action: 'admin.request',
        entityId: 'GET /api/modular/admin/tenant/:tenantId/users',
      }),
    ]);
  });

  it("names each entry's object (a person, a case with its number, a user, a token) instead of its id", async () => {
    // Decision 0042: the log showed "Benutzer/in 0f3e2d1c-…" and "Fall 5b0c…"; now the names, read per page.
    const world = await createCaseWorld(ctx);
    const cases = caseQueries(ctx, () => world.hr);
    const sick = await cases.caseOf('E-1', 'SICK');
    const comment = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/case/${sick.caseId}/comments`,
      headers: world.hr.headers,
      payload: { insuredPersonId: sick.insuredPersonId, comment: 'Arztzeugnis liegt vor' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/api-tokens',
      headers: world.hr.headers,
      payload: { name: 'Lohnsystem', expiresAt: '2027-06-30' },
    });
    expect(token.statusCode, token.body).toBe(201);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/users',
      headers: world.hr.headers,
      payload: { name: 'Tim Test', email: 'tim.test@example.ch', userRole: 'Payroll' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // An id that is not a uuid where one is expected (a takeover names the person by employee id): no name, no 500.
    await ctx.database.db.insert(auditLog).values({
      tenantId: world.tenantId,
      actorType: 'system',
      action: 'takeover.initialize',
      entityType: 'insured-person',
      entityId: 'E-2',
    });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/audit-log?take=100',
      headers: world.hr.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    type Item = { action: string; entityId: string; entityName: string | null; entityCaseNumber: number | null };
    const items: Item[] = list.json().items;
    const named = (action: string) =>
      items
        .filter((item) => item.action === action)
        .map(({ entityName, entityCaseNumber }) => ({ entityName, entityCaseNumber }));
    expect(named('case-comment.create')).toEqual([{ entityName: 'Anna Zeller', entityCaseNumber: 1 }]);
    expect(named('api-token.create')).toEqual([{ entityName: 'Lohnsystem', entityCaseNumber: null }]);
    expect(named('user.invite')).toEqual([{ entityName: 'Tim Test', entityCaseNumber: null }]);
    // The absences of E-1 and E-2 (employee-absences, by employee id): the people's names.
    expect(
      named('absence.create')
        .map((item) => item.entityName)
        .sort(),
    ).toEqual(['Anna Zeller', 'Beat Ammann', 'Beat Ammann']);
    expect(named('takeover.initialize')).toEqual([{ entityName: null, entityCaseNumber: null }]);
  });

  it("lists the changes apart from the platform administrators' requests (kind)", async () => {
    const tenant = await createTenant(ctx.database, { name: 'Kind AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/modular/user-profile',
      headers: session.headers,
      payload: { language: 'fr' },
    });
    const admin = await createAdminUser(ctx.database, { name: 'Olga Ops' });
    const adminSession = await signIn(ctx.app, { kind: 'admin', id: admin.id });
    for (const path of ['users', 'issues']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/admin/tenant/${tenant.id}/${path}`,
        headers: adminSession.headers,
      });
      expect(response.statusCode).toBe(200);
    }
    // The admin's entries are written after the response: wait for both.
    const adminRequests = () =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.tenantId} = ${tenant.id} and ${auditLog.action} = 'admin.request'`);
    for (let attempt = 0; attempt < 50 && (await adminRequests()).length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const actions = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/audit-log${query}`,
        headers: session.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { action: string }[]).map((item) => item.action);
    };
    // The profile change is the change; the two reads are the admin's requests; all: 1 + 2.
    expect(await actions('?kind=changes')).toEqual(['user.update-profile']);
    expect(await actions('?kind=admin-requests')).toEqual(['admin.request', 'admin.request']);
    expect((await actions('')).length).toBe(3);
    expect((await actions('?kind=all')).length).toBe(3);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/audit-log?kind=views',
      headers: session.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
