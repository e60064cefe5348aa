// Care stages evaluated again outside the derivation (issue 29; decision 0047): nightly at 00:30 Zurich for every
// tenant whose careStageConfiguration.isUpdateCareStagesCronJobEnabled (no event marks a day passing, but rolling
// look-back windows move with the calendar: a stage is entered or left by the date alone), and for one tenant after
// its stage definitions were saved (a job enqueued in the save's transaction, whatever the cron flag). Batches of
// employees per transaction under their derivation locks, like the case recompute; idempotent (a stint keeps its id).
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { swissCivilDate } from '../../domain/dates.ts';
import {
  allEmployeeIds,
  type CareStagesJob,
  careEvaluationContextOf,
  evaluateCareStages,
} from '../modules/care/index.ts';
import { lockDerivation } from '../modules/derivation/index.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';

/** Employees evaluated together in one transaction. */
const BATCH = 500;

/**
 * Evaluates every employee of the tenant as of `today`; answers how many were evaluated (0 when care is off, or
 * for the nightly run when the tenant switched the nightly update off).
 */
export async function evaluateTenantCareStages(
  database: Database,
  tenantId: string,
  today: string,
  options: { nightly?: boolean } = {},
): Promise<number> {
  const employees = await database.withTenant(tenantId, async (tx) => {
    const context = await careEvaluationContextOf(tx, tenantId);
    if (!context || (options.nightly && !context.isUpdateCareStagesCronJobEnabled)) return [];
    return allEmployeeIds(tx, tenantId);
  });
  for (let start = 0; start < employees.length; start += BATCH) {
    const batch = employees.slice(start, start + BATCH);
    await database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, batch);
      await evaluateCareStages(tx, tenantId, batch, { today });
    });
  }
  return employees.length;
}

export async function evaluateCareStagesAcrossTenants(database: Database, now: Date = new Date()): Promise<number> {
  const today = swissCivilDate(now);
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  let total = 0;
  for (const tenant of all) total += await evaluateTenantCareStages(database, tenant.id, today, { nightly: true });
  return total;
}

/** Works the care-stages queue: a tenant's job after a save, the nightly schedule for all tenants. */
export async function startCareStagesWorker(database: Database, jobs: JobQueue): Promise<void> {
  await jobs.boss.schedule(QUEUES.careStages, '30 0 * * *', { reason: 'nightly' } satisfies CareStagesJob, {
    tz: 'Europe/Zurich',
  });
  await jobs.work<CareStagesJob>(QUEUES.careStages, {}, async (batch) => {
    for (const job of batch) {
      if (job.data.tenantId) await evaluateTenantCareStages(database, job.data.tenantId, swissCivilDate(new Date()));
      else await evaluateCareStagesAcrossTenants(database);
    }
  });
}
