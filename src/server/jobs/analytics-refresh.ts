// The analytics figures of recent months computed again every night (issue 32 point 4; decision 0059): the running
// month's target hours, FTE days and absence hours grow with each day, last month's become final once it has ended,
// and a period still running may move into a longer duration bucket — with no event to mark the day passing. At
// 00:45 Zurich (after the display records at 00:05, the case recompute at 00:15 and the care stages at 00:30), for
// every tenant and every employee, in batches of 500 per transaction under their derivation locks (held for one
// batch only: an event's derivation waits at most one batch), refreshAnalyticsFigures of the derivation module.
// Idempotent: a second run on the same day writes the same rows.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { swissCivilDate } from '../../domain/dates.ts';
import { lockDerivation, refreshAnalyticsFigures } from '../modules/derivation/index.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';

/** Employees refreshed together in one transaction. */
const BATCH = 500;

/** Refreshes the recent months of every employee of the tenant as of `today`; answers how many employees. */
export async function refreshTenantAnalytics(database: Database, tenantId: string, today: string): Promise<number> {
  const employees = await database.withTenant(tenantId, async (tx) =>
    (
      await rowsOf<{ employee_id: string }>(
        tx,
        sql`select employee_id from employee_list where tenant_id = ${tenantId} order by employee_id`,
      )
    ).map((row) => row.employee_id),
  );
  for (let start = 0; start < employees.length; start += BATCH) {
    const batch = employees.slice(start, start + BATCH);
    await database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, batch);
      await refreshAnalyticsFigures(tx, tenantId, batch, today);
    });
  }
  return employees.length;
}

export async function refreshAnalyticsAcrossTenants(database: Database, now: Date = new Date()): Promise<number> {
  const today = swissCivilDate(now);
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  let total = 0;
  for (const tenant of all) total += await refreshTenantAnalytics(database, tenant.id, today);
  return total;
}

/** Schedules the nightly refresh and works it (bootstrap.ts startWorkers). */
export async function startAnalyticsRefresh(database: Database, jobs: JobQueue): Promise<void> {
  await jobs.boss.schedule(QUEUES.analyticsRefresh, '45 0 * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(QUEUES.analyticsRefresh, {}, async () => refreshAnalyticsAcrossTenants(database));
}
