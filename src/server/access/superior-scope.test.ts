import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployeeRecord } from '../../testing/factories/employee.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { useTestDatabase } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { resolveSuperiorScope, swissToday } from './superior-scope.ts';

describe.each(testBackends())('superior scope on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  it('follows SUPERIOR connections down the line, on the day of reference, within the tenant', async () => {
    const tenant = await createTenant(ctx.database);
    const other = await createTenant(ctx.database);
    // Head H leads team lead L; L leads M and N; N moved from L to X on 2026-07-01; Z is unrelated.
    await createEmployeeRecord(ctx.database, tenant.id, 'H');
    await createEmployeeRecord(ctx.database, tenant.id, 'L', { superiorId: 'H' });
    await createEmployeeRecord(ctx.database, tenant.id, 'M', { superiorId: 'L' });
    await createEmployeeRecord(ctx.database, tenant.id, 'N', { superiorId: 'L', validTo: '2026-06-30' });
    await createEmployeeRecord(ctx.database, tenant.id, 'N', { superiorId: 'X', validFrom: '2026-07-01' });
    await createEmployeeRecord(ctx.database, tenant.id, 'X');
    await createEmployeeRecord(ctx.database, tenant.id, 'Z');
    // Same ids in another tenant must not leak in.
    await createEmployeeRecord(ctx.database, other.id, 'Q', { superiorId: 'L' });

    const inTenant = (superior: string, day: string) =>
      ctx.database.withTenant(tenant.id, (tx) => resolveSuperiorScope(tx, superior, day));
    expect([...(await inTenant('H', '2026-06-30'))].sort()).toEqual(['H', 'L', 'M', 'N']);
    expect([...(await inTenant('H', '2026-07-01'))].sort()).toEqual(['H', 'L', 'M']);
    expect([...(await inTenant('X', '2026-07-01'))].sort()).toEqual(['N', 'X']);
    expect([...(await inTenant('M', '2026-07-01'))]).toEqual(['M']);
    // The other tenant's Q reports to its own L: seen there, and only there.
    const inOther = (superior: string) =>
      ctx.database.withTenant(other.id, (tx) => resolveSuperiorScope(tx, superior, '2026-06-30'));
    expect([...(await inOther('L'))].sort()).toEqual(['L', 'Q']);
    // The connections are searched by employees_reporting_to (migration 0036), which applies the tenant policy's
    // condition itself: without a tenant (the owner connection) it finds nobody, in a tenant only that tenant's.
    const reportingTo = async (db: Parameters<typeof resolveSuperiorScope>[0]) =>
      (
        (await db.execute(sql`select employees_reporting_to('L', '2026-06-30') as employee_id`)) as unknown as {
          rows: { employee_id: string }[];
        }
      ).rows
        .map((row) => row.employee_id)
        .sort();
    expect(await reportingTo(ctx.database.db)).toEqual([]);
    expect(await ctx.database.withTenant(tenant.id, reportingTo)).toEqual(['M', 'N']);
    expect(await ctx.database.withTenant(other.id, reportingTo)).toEqual(['Q']);
  });

  it('survives cycles in bad data', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'A', { superiorId: 'B' });
    await createEmployeeRecord(ctx.database, tenant.id, 'B', { superiorId: 'A' });
    const scope = await ctx.database.withTenant(tenant.id, (tx) => resolveSuperiorScope(tx, 'A', '2026-01-01'));
    expect([...scope].sort()).toEqual(['A', 'B']);
  });

  it('knows the Swiss day', () => {
    expect(swissToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(swissToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
