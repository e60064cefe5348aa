// The daily deadline reminder (issue 30 section 3; decision 0054): every morning in Zurich, each OPEN deadline due
// from today to today + 7 that was not reminded yet is told once (DEADLINE_DUE, through the notification settings
// of issue 29) to the responsible case manager of the employee's running case management (case_managements ACTIVE,
// responsible_user_id), else to the tenant's active HR_Admin users; remindedAt is set in the same transaction. Two
// scans at once: the rows are taken `for update skip locked` and only while reminded_at is null, and the mail's
// dedupe key is the deadline and its date, so each deadline is told once. A moved due date clears remindedAt
// (the derivation's reconciliation), so the new date is told again.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/deadlines/deadlines.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { notify } from '../notifications/index.ts';
import { DUE_SOON_DAYS } from './deadlines.service.ts';

/** The queue of the daily job (created by startDeadlineDueScan; nothing sends to it in a transaction). */
export const DEADLINE_DUE_SCAN_QUEUE = 'deadline-due-scan';

/** The reminders of one tenant on `today`: answers how many deadlines were reminded. */
export async function remindDueDeadlines(database: Database, tenantId: string, now: Date): Promise<number> {
  const today = swissCivilDate(now);
  return database.withTenant(tenantId, async (tx) => {
    const due = await rowsOf<{
      id: string;
      kind: string;
      employee_id: string;
      due_date: string;
      first_name: string | null;
      last_name: string | null;
      responsible_user_id: string | null;
    }>(
      tx,
      sql`select d.id, d.kind, d.employee_id, d.due_date::text as due_date, el.first_name, el.last_name,
            (select cm.responsible_user_id from case_managements cm
              where cm.tenant_id = d.tenant_id and cm.employee_id = d.employee_id and cm.status = 'ACTIVE'
                and cm.responsible_user_id is not null
              limit 1) as responsible_user_id
          from deadlines d
          left join employee_list el on el.tenant_id = d.tenant_id and el.employee_id = d.employee_id
          where d.tenant_id = ${tenantId} and d.status = 'OPEN' and d.reminded_at is null
            and d.due_date between ${today}::date and ${addDays(today, DUE_SOON_DAYS)}::date
          order by d.id for update of d skip locked`,
    );
    if (due.length === 0) return 0;
    const admins = (
      await rowsOf<{ id: string }>(
        tx,
        sql`select id from users where tenant_id = ${tenantId} and user_role = 'HR_Admin' and status = 'ACTIVE'
            order by id`,
      )
    ).map((row) => row.id);
    for (const deadline of due) {
      await notify(tx, {
        tenantId,
        event: 'DEADLINE_DUE',
        recipientUserIds: deadline.responsible_user_id ? [deadline.responsible_user_id] : admins,
        dedupeKey: `DEADLINE_DUE:${deadline.id}:${deadline.due_date}`,
        data: {
          employeeId: deadline.employee_id,
          employeeName: `${deadline.first_name ?? ''} ${deadline.last_name ?? ''}`.trim() || deadline.employee_id,
          dueDate: deadline.due_date,
          deadlineKind: deadline.kind,
        },
      });
    }
    await tx.execute(
      sql`update deadlines set reminded_at = ${now.toISOString()}::timestamptz
          where tenant_id = ${tenantId} and id = any(${uuidArray(due.map((deadline) => deadline.id))})`,
    );
    return due.length;
  });
}

/** The job over every tenant. */
export async function runDeadlineDueScan(database: Database, now: Date = new Date()): Promise<number> {
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  let reminded = 0;
  for (const tenant of all) reminded += await remindDueDeadlines(database, tenant.id, now);
  return reminded;
}

/** Schedules the job at 06:35 in Zurich (after the care due scan) and works it (bootstrap.ts startWorkers). */
export async function startDeadlineDueScan(database: Database, jobs: JobQueue) {
  await jobs.ensureQueue(DEADLINE_DUE_SCAN_QUEUE, { retryLimit: 3, retryDelay: 60 });
  await jobs.boss.schedule(DEADLINE_DUE_SCAN_QUEUE, '35 6 * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(DEADLINE_DUE_SCAN_QUEUE, {}, async () => runDeadlineDueScan(database));
}
