// The RLS mechanism of ARCHITECTURE.md §5, proven on both databases with the first tenant tables.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDomainEvent } from '../testing/factories/domain-event.factory.ts';
import { createTenant } from '../testing/factories/tenant.factory.ts';
import { useTestDatabase } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';
import { rowsOf } from './client.ts';
import { domainEvents } from './schema/domain-events.ts';
import { tenants } from './schema/tenants.ts';

describe.each(testBackends())('row-level security on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  it('a tenant transaction sees only its own rows', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    await createDomainEvent(ctx.database, a.id, { employeeId: 'A-1' });
    await createDomainEvent(ctx.database, a.id, { employeeId: 'A-2' });
    await createDomainEvent(ctx.database, b.id, { employeeId: 'B-1' });

    const seenByA = await ctx.database.withTenant(a.id, (tx) => tx.select().from(domainEvents));
    const seenByB = await ctx.database.withTenant(b.id, (tx) => tx.select().from(domainEvents));
    expect(seenByA.map((event) => event.employeeId).sort()).toEqual(['A-1', 'A-2']);
    expect(seenByB.map((event) => event.employeeId)).toEqual(['B-1']);

    const tenantsSeenByA = await ctx.database.withTenant(a.id, (tx) => tx.select().from(tenants));
    expect(tenantsSeenByA.map((tenant) => tenant.id)).toEqual([a.id]);
  });

  it('a query without tenant context sees nothing', async () => {
    const a = await createTenant(ctx.database);
    await createDomainEvent(ctx.database, a.id);
    const events = await ctx.database.withoutTenant((tx) => tx.select().from(domainEvents));
    const visibleTenants = await ctx.database.withoutTenant((tx) => tx.select().from(tenants));
    expect(events).toEqual([]);
    expect(visibleTenants).toEqual([]);
    // …while the rows do exist (the owner's cross-tenant view).
    const all = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, a.id));
    expect(all).toHaveLength(1);
  });

  it("refuses to write another tenant's rows", async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    await expect(
      ctx.database.withTenant(b.id, (tx) =>
        tx.insert(domainEvents).values({ tenantId: a.id, type: 'absences-modified' }),
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });

    const event = await createDomainEvent(ctx.database, a.id);
    const updated = await ctx.database.withTenant(b.id, (tx) =>
      tx.update(domainEvents).set({ status: 'processed' }).where(eq(domainEvents.id, event.id)).returning(),
    );
    const deleted = await ctx.database.withTenant(b.id, (tx) =>
      tx.delete(domainEvents).where(eq(domainEvents.id, event.id)).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    const [stillThere] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(stillThere?.status).toBe('pending');
  });

  it('resets role and tenant after the transaction', async () => {
    const a = await createTenant(ctx.database);
    await ctx.database.withTenant(a.id, async () => {});
    const [state] = await rowsOf<{ role: string; tenant: string | null }>(
      ctx.database.db,
      sql`select current_user as role, app_current_tenant_id()::text as tenant`,
    );
    expect(state?.role).not.toBe('app_user');
    expect(state?.tenant).toBeNull();
  });

  it('the exclusion-constraint extension and pgcrypto are installed', async () => {
    const extensions = await rowsOf<{ extname: string }>(
      ctx.database.db,
      sql`select extname from pg_extension where extname in ('btree_gist', 'pgcrypto') order by extname`,
    );
    expect(extensions.map((row) => row.extname)).toEqual(['btree_gist', 'pgcrypto']);
    const [digest] = await rowsOf<{ hex: string }>(
      ctx.database.db,
      sql`select encode(digest('abc', 'sha256'), 'hex') as hex`,
    );
    expect(digest?.hex).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
