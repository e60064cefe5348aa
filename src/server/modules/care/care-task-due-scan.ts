// The daily care task job (issue 29 scope 3 and 4): every morning in Zurich it tells the responsible user of each
// open task due today or tomorrow (CARE_TASK_DUE, once per due date: due_notified_for remembers the date told, so
// a moved due date is told again), and writes the PDF protocols a completion left pending (the document store
// failed after the commit). Per tenant, one transaction for the due notices. Decision 0048.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import { notify } from '../notifications/index.ts';
import { addDays } from './care-task-creation.ts';
import { tasksWithPendingProtocol, writeCareTaskProtocol } from './care-task-protocol.ts';

/** The queue of the daily job (created by startCareTaskDueScan; not in QUEUES: nothing sends to it in a transaction). */
export const CARE_TASK_DUE_SCAN_QUEUE = 'care-task-due-scan';

/** The due notices of one tenant: answers how many tasks were told. */
export async function notifyDueCareTasks(database: Database, tenantId: string, today: string): Promise<number> {
  const tomorrow = addDays(today, 1);
  return database.withTenant(tenantId, async (tx) => {
    const due = await rowsOf<{
      id: string;
      employee_id: string;
      title: string;
      due_date: string;
      responsible_user_id: string;
      care_stage_level: number | null;
      first_name: string | null;
      last_name: string | null;
    }>(
      tx,
      sql`select t.id, t.employee_id, t.title, t.due_date::text as due_date, t.responsible_user_id,
            t.care_stage_level, el.first_name, el.last_name
          from care_tasks t
          left join employee_list el on el.tenant_id = t.tenant_id and el.employee_id = t.employee_id
          where t.status = 'OPEN' and t.responsible_user_id is not null
            and t.due_date between ${today}::date and ${tomorrow}::date
            and t.due_notified_for is distinct from t.due_date
          order by t.id for update of t skip locked`,
    );
    for (const task of due) {
      await notify(tx, {
        tenantId,
        event: 'CARE_TASK_DUE',
        recipientUserIds: [task.responsible_user_id],
        dedupeKey: `CARE_TASK_DUE:${task.id}:${task.due_date}:${task.responsible_user_id}`,
        data: {
          employeeId: task.employee_id,
          employeeName: `${task.first_name ?? ''} ${task.last_name ?? ''}`.trim() || task.employee_id,
          careTaskId: task.id,
          title: task.title,
          dueDate: task.due_date,
          ...(task.care_stage_level === null ? {} : { level: task.care_stage_level }),
        },
      });
      await tx.execute(sql`update care_tasks set due_notified_for = due_date where id = ${task.id}`);
    }
    return due.length;
  });
}

/** The job over every tenant: due notices, then the pending protocols. */
export async function runCareTaskDueScan(
  database: Database,
  runtime: DocumentRuntime,
  now: Date = new Date(),
): Promise<{ notified: number; protocols: number }> {
  const today = swissCivilDate(now);
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  let notified = 0;
  let protocols = 0;
  for (const tenant of all) {
    notified += await notifyDueCareTasks(database, tenant.id, today);
    for (const taskId of await tasksWithPendingProtocol(database, tenant.id)) {
      if (await writeCareTaskProtocol(runtime, database, tenant.id, taskId)) protocols += 1;
    }
  }
  return { notified, protocols };
}

/** Schedules the job at 06:30 in Zurich and works it (bootstrap.ts startWorkers calls this). */
export async function startCareTaskDueScan(database: Database, jobs: JobQueue, runtime: DocumentRuntime) {
  await jobs.ensureQueue(CARE_TASK_DUE_SCAN_QUEUE, { retryLimit: 3, retryDelay: 60 });
  await jobs.boss.schedule(CARE_TASK_DUE_SCAN_QUEUE, '30 6 * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(CARE_TASK_DUE_SCAN_QUEUE, {}, async () => runCareTaskDueScan(database, runtime));
}
