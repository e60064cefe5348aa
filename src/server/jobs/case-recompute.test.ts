import { describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/cases.ts';
import { createSalariedEmployee } from '../../testing/factories/employee.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser } from '../../testing/factories/user.factory.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { deriveEmployeeState } from '../modules/derivation/index.ts';
import { recomputeOpenCases } from './case-recompute.ts';

describe.each(testBackends())('nightly recomputation of open cases on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('a case computed while the incapacity lasted moves on when the days pass; closed and current cases are left alone', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Nacht AG' });
    // One SIMPLE KTG coverage: waiting period 30 days, 80 % (the test configuration, C14).
    await configureTenantForTest(ctx.database, tenant.id);
    for (const employeeId of ['K-1', 'K-2']) {
      await createSalariedEmployee(ctx.database, tenant.id, employeeId);
    }
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const sick = (employeeId: string, startDate: string, endDate: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: session.headers,
        payload: { employeeId, startDate, endDate, type: 'SICK', percentage: 100 },
      });
    // K-1 sick 01.03.-09.04.2026; K-2 sick 05.-10.01.2026 (6 days, ended long before: nothing to account).
    expect((await sick('K-1', '2026-03-01', '2026-04-09')).statusCode).toBe(201);
    expect((await sick('K-2', '2026-01-05', '2026-01-10')).statusCode).toBe(201);
    // Both computed on 05.04.2026: K-1's waiting period (30 days) was served on 30.03., paid from 31.03., and the
    // incapacity runs on: CLAIMS_ACTIVATED. K-2's ended without a paid day: CLOSED.
    await ctx.database.withTenant(tenant.id, (tx) =>
      deriveEmployeeState(tx, tenant.id, ['K-1', 'K-2'], { asOfDate: '2026-04-05' }),
    );
    const statuses = async () =>
      Object.fromEntries(
        (
          await ctx.database.withTenant(tenant.id, (tx) =>
            tx.select({ employeeId: cases.employeeId, status: cases.status, details: cases.details }).from(cases),
          )
        ).map((row) => [row.employeeId, [row.status, (row.details as { asOfDate: string }).asOfDate]]),
      );
    expect(await statuses()).toEqual({
      'K-1': ['CLAIMS_ACTIVATED', '2026-04-05'],
      'K-2': ['CLOSED', '2026-04-05'],
    });

    // The same day again: nothing is stale.
    expect(await recomputeOpenCases(ctx.database, tenant.id, '2026-04-05')).toBe(0);
    // 20.04.2026: K-1's incapacity ended on 09.04. with paid days not yet accounted: BEING_FINALIZED. K-2's case
    // is closed and is not derived again.
    expect(await recomputeOpenCases(ctx.database, tenant.id, '2026-04-20')).toBe(1);
    expect(await statuses()).toEqual({
      'K-1': ['BEING_FINALIZED', '2026-04-20'],
      'K-2': ['CLOSED', '2026-04-05'],
    });
  });
});
