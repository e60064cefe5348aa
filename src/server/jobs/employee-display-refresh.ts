// Records become current as days pass (a new record from the 1st, a leaver's last day): every night shortly after
// midnight in Zurich, and once when a worker starts, each employee's display record is re-marked for the new day.
import type { Database } from '../../db/client.ts';
import { refreshDisplayRecords } from '../../db/employee-records.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { swissCivilDate } from '../../domain/dates.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';

export async function refreshAllDisplayRecordsAcrossTenants(database: Database, now: Date = new Date()): Promise<void> {
  const today = swissCivilDate(now);
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  for (const tenant of all) {
    await database.withTenant(tenant.id, (tx) => refreshDisplayRecords(tx, tenant.id, today));
  }
}

export async function startEmployeeDisplayRefresh(database: Database, jobs: JobQueue): Promise<void> {
  await jobs.boss.schedule(QUEUES.employeeDisplayRefresh, '5 0 * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(QUEUES.employeeDisplayRefresh, {}, async () => refreshAllDisplayRecordsAcrossTenants(database));
  await refreshAllDisplayRecordsAcrossTenants(database);
}
