// Issue 28 section 2: on PGlite, after a restart the server never listened again: main.ts awaited every worker's start
// (which takes up the work left from before: a sweep of pending events, a derivation batch on the one connection)
// before `app.listen`, and a big pending derivation held the event loop. Now the server listens first and starts its
// workers afterwards (bootstrap.ts listenThenStartWorkers), and the derivation's loop over employees yields to the
// event loop between employees (modules/derivation/derive.ts, platform/yielding.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { absences } from '../db/schema/absences.ts';
import { createSalariedEmployee } from '../testing/factories/employee.factory.ts';
import { createTenant } from '../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../testing/factories/tenant-configuration.factory.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';
import { listenThenStartWorkers } from './bootstrap.ts';
import { deriveEmployeeState, lockDerivation } from './modules/derivation/index.ts';

describe.each(testBackends())('start-up and long work on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('listens before the workers start: /health answers while a worker start has not finished', async () => {
    // A worker start that does not finish (work left from before the restart that takes its time). Before, the
    // server awaited it before listening: the port stayed closed and this test timed out.
    let workerStarted = false;
    const { workers } = await listenThenStartWorkers(ctx.app, { port: 0, host: '127.0.0.1' }, () => {
      workerStarted = true;
      return new Promise<void>(() => {});
    });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    // The workers were started (and are still starting): they run beside the open port, not before it.
    expect(workerStarted).toBe(true);
    expect(await Promise.race([workers.then(() => 'started'), Promise.resolve('still starting')])).toBe(
      'still starting',
    );
  });

  it('the derivation of many employees yields to the event loop between employees', async () => {
    // 12 employees, each sick on 02.03.2026, derived in one batch with a slice budget of 0 ms. A chain of
    // setImmediate counts the event loop's turns; the ids the derivation draws for each employee's case and period
    // note the turn they were drawn in. The loop yields before each employee: 12 different turns. Before, the loop
    // computed every employee in one synchronous run: all ids in one turn.
    const tenant = await createTenant(ctx.database);
    await configureTenantForTest(ctx.database, tenant.id);
    const employees = Array.from({ length: 12 }, (_, index) => `Y-${index + 1}`);
    for (const employeeId of employees) await createSalariedEmployee(ctx.database, tenant.id, employeeId);
    await ctx.database.withTenant(tenant.id, async (tx) => {
      await tx.insert(absences).values(
        employees.map((employeeId) => ({
          tenantId: tenant.id,
          employeeId,
          date: '2026-03-02',
          type: 'SICK' as const,
          percentage: '100',
          source: 'manual' as const,
        })),
      );
      await lockDerivation(tx, tenant.id, employees);
      let turn = 0;
      let counting = true;
      const count = () => {
        turn += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const turnsOfIds: number[] = [];
      const derived = await deriveEmployeeState(tx, tenant.id, employees, {
        sliceBudgetMs: 0,
        newId: () => {
          turnsOfIds.push(turn);
          return randomUUID();
        },
      });
      counting = false;
      expect(derived.cases).toBe(employees.length);
      expect(new Set(turnsOfIds).size).toBeGreaterThanOrEqual(employees.length);
    });
  });
});
