// A case's status and counters depend on the day they are computed for (the engine's asOfDate: an incapacity that
// has not ended yet keeps its case open; one that ended moves it on to BEING_FINALIZED and CLOSED). No event marks
// a day passing, so every night shortly after midnight in Zurich — and once when a worker starts — the employees
// with a case still open and computed for an earlier day are derived again for today (issue 13: cases stay true
// as days pass). Batches of employees per transaction under their derivation locks, like an upload's events.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { swissCivilDate } from '../../domain/dates.ts';
import { deriveEmployeeState, lockDerivation } from '../modules/derivation/index.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';

/** Employees derived together in one transaction (the event batches' size). */
const BATCH = 200;

/** The employees of a tenant with a case not CLOSED or DENIED that was computed for a day before `today`. */
export async function employeesWithStaleOpenCases(database: Database, tenantId: string, today: string) {
  return database.withTenant(tenantId, (tx) =>
    rowsOf<{ employee_id: string }>(
      tx,
      sql`select distinct employee_id from cases
          where tenant_id = ${tenantId} and status not in ('CLOSED', 'DENIED')
            and coalesce(details->>'asOfDate', '') < ${today}
          order by employee_id`,
    ),
  );
}

/** Derives again, for `today`, every employee of the tenant with a stale open case; answers how many. */
export async function recomputeOpenCases(database: Database, tenantId: string, today: string): Promise<number> {
  const employees = (await employeesWithStaleOpenCases(database, tenantId, today)).map((row) => row.employee_id);
  for (let start = 0; start < employees.length; start += BATCH) {
    const batch = employees.slice(start, start + BATCH);
    await database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, batch);
      await deriveEmployeeState(tx, tenantId, batch, { asOfDate: today });
    });
  }
  return employees.length;
}

export async function recomputeOpenCasesAcrossTenants(database: Database, now: Date = new Date()): Promise<number> {
  const today = swissCivilDate(now);
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  let total = 0;
  for (const tenant of all) total += await recomputeOpenCases(database, tenant.id, today);
  return total;
}

/**
 * Nightly at 00:15 Zurich time (after the display records moved on at 00:05), and one run when a worker starts
 * (a job, so a restart does not wait for it and several workers run it once per day: the singleton key is the day).
 */
export async function startCaseRecompute(database: Database, jobs: JobQueue): Promise<void> {
  await jobs.boss.schedule(QUEUES.caseRecompute, '15 0 * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(QUEUES.caseRecompute, {}, async () => recomputeOpenCasesAcrossTenants(database));
  await jobs.boss.send(QUEUES.caseRecompute, {}, { singletonKey: `start-${swissCivilDate(new Date())}` });
}
