import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeRecords } from '../../db/schema/employees.ts';
import { createEmployeeRecord } from '../../testing/factories/employee.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { useTestDatabase } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { refreshAllDisplayRecordsAcrossTenants } from './employee-display-refresh.ts';

describe.each(testBackends())('display record refresh on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  async function displayed(tenantId: string, employeeId: string) {
    const rows = await ctx.database.db
      .select({ validFrom: employeeRecords.validFrom })
      .from(employeeRecords)
      .where(
        and(
          eq(employeeRecords.tenantId, tenantId),
          eq(employeeRecords.employeeId, employeeId),
          eq(employeeRecords.isDisplay, true),
        ),
      );
    return rows.map((row) => row.validFrom);
  }

  it('shows the record valid on the day, a leaver’s last, a future starter’s first — and moves on as days pass', async () => {
    const tenant = await createTenant(ctx.database);
    await createEmployeeRecord(ctx.database, tenant.id, 'MOVER', { validFrom: '2020-01-01', validTo: '2039-12-31' });
    await createEmployeeRecord(ctx.database, tenant.id, 'MOVER', { validFrom: '2040-01-01' });
    await createEmployeeRecord(ctx.database, tenant.id, 'LEAVER', { validFrom: '2015-01-01', validTo: '2018-12-31' });
    await createEmployeeRecord(ctx.database, tenant.id, 'LEAVER', { validFrom: '2019-01-01', validTo: '2020-06-30' });
    await createEmployeeRecord(ctx.database, tenant.id, 'STARTER', { validFrom: '2041-03-01' });

    await refreshAllDisplayRecordsAcrossTenants(ctx.database, new Date('2026-11-21T12:00:00Z'));
    expect(await displayed(tenant.id, 'MOVER')).toEqual(['2020-01-01']);
    expect(await displayed(tenant.id, 'LEAVER')).toEqual(['2019-01-01']);
    expect(await displayed(tenant.id, 'STARTER')).toEqual(['2041-03-01']);

    // 1 January 2040, 00:05 in Zurich (23:05 UTC the day before): the new record is current.
    await refreshAllDisplayRecordsAcrossTenants(ctx.database, new Date('2039-12-31T23:05:00Z'));
    expect(await displayed(tenant.id, 'MOVER')).toEqual(['2040-01-01']);
  });
});
