import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
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
});
