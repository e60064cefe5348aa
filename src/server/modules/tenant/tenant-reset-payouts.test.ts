// Issue 28 section 6: a tenant reset deleted a locked month and its snapshots but left its payouts and a proposed
// release behind (payouts of a month that no longer existed, a release a second admin could still approve). Now the
// reset removes what was not paid, in its one transaction, and refuses (could-not-reset-tenant, 409, nothing
// deleted) once a payout was released: its payment file went to a bank (decision 0044).
//
// The company (payout-world.factory.ts): K-1 sick at 100 % from 01.03. to 09.04.2026; March locked pays 31.03.
// (30 waiting days), one payout of CHF 157.81 to the employer.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import {
  createPayoutWorld,
  lockPayoutMonth,
  nextExecutionDate,
  type PayoutWorld,
  payoutCall,
} from '../../../testing/factories/payout-world.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('tenant reset and payouts on %s', (backend) => {
  const ctx = useTestApp(backend);
  const call = payoutCall(ctx);

  /** The tenant's rows in the tables a reset touches (counted as the owner, across RLS). */
  async function counts(tenantId: string) {
    const [row] = await rowsOf<Record<string, number>>(
      ctx.database.db,
      sql`select
        (select count(*)::int from employee_records where tenant_id = ${tenantId}) as "employeeRecords",
        (select count(*)::int from accounting_months where tenant_id = ${tenantId}) as "accountingMonths",
        (select count(*)::int from accounting_snapshots where tenant_id = ${tenantId}) as "accountingSnapshots",
        (select count(*)::int from payouts where tenant_id = ${tenantId}) as "payouts",
        (select count(*)::int from payout_lines where tenant_id = ${tenantId}) as "payoutLines",
        (select count(*)::int from payout_releases where tenant_id = ${tenantId}) as "payoutReleases",
        (select count(*)::int from payment_files where tenant_id = ${tenantId}) as "paymentFiles"`,
    );
    return row;
  }

  /** March locked, its payout drafted and proposed by admin A: one PROPOSED release of one payout. */
  async function proposedMarch(world: PayoutWorld) {
    await lockPayoutMonth(ctx, world, '2026-03');
    const drafted = await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, {
      accountingMonthId: '2026-03',
    });
    expect(drafted.json()).toMatchObject({ drafts: 1, netAmount: '157.81' });
    const list = await call(world.adminA, 'GET', `${world.base}/payout?accountingMonthId=2026-03`);
    const proposed = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
      payoutIds: [list.json().items[0].payoutId],
      requestedExecutionDate: nextExecutionDate(),
    });
    expect(proposed.json()).toMatchObject({ status: 'PROPOSED', payoutCount: 1, totalAmount: '157.81' });
    return proposed.json().releaseId as string;
  }

  it('removes the payouts and the proposed release with the locked month, in one answer', async () => {
    const world = await createPayoutWorld(ctx, 'Reset Vorschlag AG');
    const releaseId = await proposedMarch(world);
    expect(await counts(world.tenantId)).toMatchObject({
      employeeRecords: 1,
      accountingMonths: 2,
      payouts: 1,
      payoutReleases: 1,
      paymentFiles: 0,
    });
    expect((await counts(world.tenantId))?.payoutLines).toBeGreaterThan(0);

    const reset = await call(world.adminA, 'POST', `${world.base}/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().deleted).toMatchObject({
      accountingMonths: 2,
      payouts: 1,
      payoutReleases: 1,
      paymentFiles: 0,
      payoutOffsets: 0,
    });
    expect(await counts(world.tenantId)).toEqual({
      employeeRecords: 0,
      accountingMonths: 0,
      accountingSnapshots: 0,
      payouts: 0,
      payoutLines: 0,
      payoutReleases: 0,
      paymentFiles: 0,
    });
    // Nothing left for a second admin to approve.
    const approve = await call(world.adminB, 'POST', `${world.base}/payout/release/${releaseId}/approve`);
    expect(approve.statusCode).toBe(404);
  });

  it('refuses once a payout was released (could-not-reset-tenant, 409) and deletes nothing', async () => {
    const world = await createPayoutWorld(ctx, 'Reset Bezahlt AG');
    const releaseId = await proposedMarch(world);
    const approved = await call(world.adminB, 'POST', `${world.base}/payout/release/${releaseId}/approve`);
    expect(approved.json()).toMatchObject({ status: 'RELEASED' });
    const before = await counts(world.tenantId);
    expect(before).toMatchObject({ payouts: 1, payoutReleases: 1, paymentFiles: 1 });

    const reset = await call(world.adminA, 'POST', `${world.base}/reset`);
    expect(reset.statusCode, reset.body).toBe(409);
    expect(reset.json()).toMatchObject({
      code: 'could-not-reset-tenant',
      releasedPayouts: 1,
      releases: 1,
    });
    expect(reset.json().message).toContain('released payouts');
    expect(await counts(world.tenantId)).toEqual(before);
  });
});
