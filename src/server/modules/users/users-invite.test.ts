// Invitations and identities across companies (docs/decisions/0006-identity-across-companies.md): inviting an
// address must answer the same whether or not another tenant knows it, so one tenant learns nothing about another
// and cannot block it from inviting a person. Only a duplicate within the same tenant is refused.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { auditLog, users } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser, createUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('invitations across tenants on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function invite(headers: Record<string, string>, email: string, name = 'Anna Meier') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/modular/users',
      headers,
      payload: { name, email, userRole: 'HR_Business_Partner' },
    });
  }

  it('an address known in another tenant answers 201 like an unknown one: a new membership of that person', async () => {
    const other = await createTenant(ctx.database, { name: 'Other Employer AG' });
    const elsewhere = await createUser(ctx.database, other.id, { name: 'Anna Meier', email: 'anna.meier@broker.ch' });
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');

    const unknown = await invite(session.headers, 'nobody.yet@broker.ch', 'Nobody Yet');
    const known = await invite(session.headers, 'Anna.Meier@Broker.ch');
    expect(unknown.statusCode).toBe(201);
    expect(known.statusCode).toBe(201);
    // Same shape: nothing in the answer tells the two cases apart or names the other tenant.
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(known.json()).toMatchObject({ companyId: tenant.id, email: 'Anna.Meier@Broker.ch', status: 'ACTIVE' });
    expect(known.json().id).not.toBe(elsewhere.id);
    expect(known.body).not.toContain(other.id);
    expect(known.body).not.toContain('Other Employer AG');

    // The other tenant's membership is untouched.
    const [untouched] = await ctx.database.db.select().from(users).where(eq(users.id, elsewhere.id));
    expect(untouched).toEqual(elsewhere);
    const memberships = await ctx.database.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(sql`lower(${users.email}) = 'anna.meier@broker.ch'`);
    expect(memberships.map((row) => row.tenantId).sort()).toEqual([other.id, tenant.id].sort());
  });

  it('the same address twice in one tenant is 409 USER_EMAIL_TAKEN (case-insensitive)', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    expect((await invite(session.headers, 'twice@example.ch')).statusCode).toBe(201);
    const again = await invite(session.headers, 'TWICE@example.CH');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USER_EMAIL_TAKEN');
  });

  it('parallel invitations of one address in one tenant: one 201, the others 409, never 500', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const parallel = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        invite(session.headers, index % 2 ? 'RACE@example.ch' : 'race@example.ch'),
      );
    let responses: Awaited<ReturnType<typeof invite>>[];
    if (backend === 'postgres') {
      // Force the race: a SHARE lock lets both invitations pass the "already a user here?" check and holds their
      // inserts; released together, the unique index lets one win and the other must still answer 409.
      let pending: ReturnType<typeof parallel> = [];
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in share mode`);
        pending = parallel(2);
        for (let waited = 0; ; waited += 20) {
          const [locks] = await rowsOf<{ waiting: number }>(
            tx,
            sql`select count(*)::int as waiting from pg_locks where relation = 'users'::regclass and not granted`,
          );
          if ((locks?.waiting ?? 0) >= 2) break;
          if (waited > 10_000) throw new Error('the invitations never reached their insert');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      responses = await Promise.all(pending);
    } else {
      // PGlite has one connection: requests run one after the other, so this checks the sequential answer.
      responses = await Promise.all(parallel(2));
    }
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().code).toBe('USER_EMAIL_TAKEN');
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), sql`lower(${users.email}) = 'race@example.ch'`));
    expect(rows).toHaveLength(1);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, 'user.invite')));
    expect(audits).toHaveLength(1);
  });
});
