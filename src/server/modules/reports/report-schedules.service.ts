// Scheduled reports (issue 31 scope 4, beyond the spec; decision 0058): a report definition without its period, run
// on the Nth Swiss working day of each month (domain/reports/working-days.ts) for its period rule, mailed as a link
// to its recipients. Who: reports.view lists, reports.edit changes (Payroll and HR_Admin). Each write is locked
// (the row `for update`), revision-checked, audited, in one transaction.
// The daily run (06:15 Zurich): the due schedules are taken `for update skip locked`, and each run is claimed by a
// conditional update of next_run_on (only from the value read), in the transaction that writes its RUNNING report
// (with the schedule's id) and its job: a run happens once, and a crash after the claim leaves a RUNNING report that
// the worker's start takes up again.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createReportScheduleBody,
  type ReportSchedule,
  reportDefinition,
  type updateReportScheduleBody,
} from '../../../contracts/reports.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { reportSchedules, reports } from '../../../db/schema/reports.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/deadlines/deadlines.ts';
import { schedulePeriodOn } from '../../../domain/reports/schedule-period.ts';
import { nextScheduledRunOn } from '../../../domain/reports/working-days.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { assertRevision } from '../../concurrency.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { assertKindAvailable, assertKnownScope } from './report-generation.ts';
import { runReportJob } from './report-runs.ts';
import type { ReportJob, ReportServices } from './reports.service.ts';

type ScheduleRow = typeof reportSchedules.$inferSelect;
type ScheduleBody = z.infer<typeof createReportScheduleBody>;

export function toSchedule(row: ScheduleRow): ReportSchedule {
  return {
    scheduleId: row.id,
    name: row.name,
    definition: row.definition as ReportSchedule['definition'],
    period: row.period as ReportSchedule['period'],
    workingDayOfMonth: row.workingDayOfMonth,
    recipients: row.recipients as string[],
    isActive: row.isActive,
    nextRunOn: row.nextRunOn,
    lastRunAt: row.lastRunAt,
    createdBy: { userId: row.createdByUserId, name: row.createdByName },
    revision: row.revision,
  };
}

const audited = (row: ScheduleRow) => ({
  name: row.name,
  definition: row.definition,
  period: row.period,
  workingDayOfMonth: row.workingDayOfMonth,
  recipients: row.recipients,
  isActive: row.isActive,
  nextRunOn: row.nextRunOn,
});

/** The first run on or after today (a schedule saved on its run day after the morning's run goes the next morning). */
const firstRunOn = (body: Pick<ScheduleBody, 'isActive' | 'workingDayOfMonth'>, now: Date) =>
  body.isActive ? nextScheduledRunOn(swissCivilDate(now), body.workingDayOfMonth) : null;

export function listReportSchedules(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(reportSchedules)
      .where(isNull(reportSchedules.deletedAt))
      .orderBy(asc(reportSchedules.name), asc(reportSchedules.id));
    return { items: rows.map(toSchedule) };
  });
}

export function createReportSchedule(database: Database, ctx: RequestContext, body: ScheduleBody, now: Date) {
  const tenantId = requireTenantId(ctx);
  assertKindAvailable(body.definition.kind);
  const actor = actorOf(ctx);
  return inTenant(database, ctx, async (tx) => {
    await assertKnownScope(tx, tenantId, body.definition, 'definition');
    const [row] = await tx
      .insert(reportSchedules)
      .values({
        tenantId,
        name: body.name,
        definition: body.definition,
        period: body.period,
        workingDayOfMonth: body.workingDayOfMonth,
        recipients: body.recipients,
        isActive: body.isActive,
        nextRunOn: firstRunOn(body, now),
        createdByUserId: actor.actorType === 'user' ? actor.actorId : null,
        createdByName: actor.actorName ?? 'system',
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning();
    if (!row) throw new Error('schedule insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'report-schedule.create',
      entityType: 'report-schedule',
      entityId: row.id,
      after: audited(row),
    });
    return toSchedule(row);
  });
}

async function lockedSchedule(tx: AppTransaction, id: string): Promise<ScheduleRow> {
  const [row] = await tx
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), isNull(reportSchedules.deletedAt)))
    .for('update');
  if (!row) throw new AppError('REPORT_SCHEDULE_NOT_FOUND', 'Scheduled report not found', { scheduleId: id });
  return row;
}

export function updateReportSchedule(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof updateReportScheduleBody>,
  now: Date,
) {
  assertKindAvailable(body.definition.kind);
  return inTenant(database, ctx, async (tx) => {
    await assertKnownScope(tx, requireTenantId(ctx), body.definition, 'definition');
    const before = await lockedSchedule(tx, id);
    assertRevision('scheduled report', body.revision, before.revision, { scheduleId: id });
    const [after] = await tx
      .update(reportSchedules)
      .set({
        name: body.name,
        definition: body.definition,
        period: body.period,
        workingDayOfMonth: body.workingDayOfMonth,
        recipients: body.recipients,
        isActive: body.isActive,
        nextRunOn: firstRunOn(body, now),
        updatedAt: now.toISOString(),
        revision: sql`${reportSchedules.revision} + 1`,
      })
      .where(eq(reportSchedules.id, id))
      .returning();
    if (!after) throw new Error('schedule update returned nothing');
    await recordAudit(tx, ctx, {
      action: 'report-schedule.update',
      entityType: 'report-schedule',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return toSchedule(after);
  });
}

export function deleteReportSchedule(database: Database, ctx: RequestContext, id: string, now: Date) {
  return inTenant(database, ctx, async (tx) => {
    const before = await lockedSchedule(tx, id);
    const [after] = await tx
      .update(reportSchedules)
      .set({ deletedAt: now.toISOString(), updatedAt: now.toISOString(), isActive: false, nextRunOn: null })
      .where(eq(reportSchedules.id, id))
      .returning();
    if (!after) throw new Error('schedule delete returned nothing');
    await recordAudit(tx, ctx, {
      action: 'report-schedule.delete',
      entityType: 'report-schedule',
      entityId: id,
      before: audited(before),
    });
    return toSchedule(before);
  });
}

/**
 * Starts the due runs of one tenant on `now`'s Swiss day: answers the reports written (RUNNING, with the schedule's
 * id). A schedule whose definition no longer fits the contract (a kind removed) ends its run FAILED, still once.
 */
export async function startDueReportRuns(services: ReportServices, tenantId: string, now: Date): Promise<ReportJob[]> {
  const today = swissCivilDate(now);
  return services.database.withTenant(tenantId, async (tx) => {
    const due = await tx
      .select()
      .from(reportSchedules)
      .where(
        and(
          eq(reportSchedules.isActive, true),
          isNull(reportSchedules.deletedAt),
          lte(reportSchedules.nextRunOn, today),
        ),
      )
      .orderBy(asc(reportSchedules.id))
      .for('update', { skipLocked: true });
    const started: ReportJob[] = [];
    for (const schedule of due) {
      const runOn = schedule.nextRunOn as string;
      const [claimed] = await tx
        .update(reportSchedules)
        .set({
          nextRunOn: nextScheduledRunOn(addDays(today, 1), schedule.workingDayOfMonth),
          lastRunAt: now.toISOString(),
        })
        .where(and(eq(reportSchedules.id, schedule.id), eq(reportSchedules.nextRunOn, runOn)))
        .returning({ id: reportSchedules.id });
      if (!claimed) continue;
      const parsed = reportDefinition.safeParse({
        ...(schedule.definition as object),
        period: schedulePeriodOn(schedule.period as Parameters<typeof schedulePeriodOn>[0], today),
      });
      const reportId = randomUUID();
      await tx.insert(reports).values({
        tenantId,
        id: reportId,
        kind: (schedule.definition as { kind: string }).kind,
        status: parsed.success ? 'RUNNING' : 'FAILED',
        error: parsed.success ? null : "The schedule's report definition is no longer valid",
        definition: parsed.success ? parsed.data : (schedule.definition as object),
        requestedByUserId: schedule.createdByUserId,
        requestedByName: schedule.createdByName,
        scheduleId: schedule.id,
        createdAt: now.toISOString(),
        finishedAt: parsed.success ? null : now.toISOString(),
      });
      await recordAudit(tx, null, {
        tenantId,
        action: 'report-schedule.run',
        entityType: 'report-schedule',
        entityId: schedule.id,
        after: { reportId, runOn, period: parsed.success ? parsed.data.period : null },
      });
      if (!parsed.success) continue;
      if (services.jobs) await services.jobs.sendInTransaction(tx, QUEUES.reports, { tenantId, reportId });
      started.push({ tenantId, reportId });
    }
    return started;
  });
}

/**
 * The platform admin's "run now" of one active schedule (a delivery a company says did not arrive): the schedule is
 * made due today and the tenant's due runs start as the daily run would start them (the same claim, audit and job;
 * without a job queue generated here). The next regular run is computed from tomorrow, as after any run.
 */
export async function runReportScheduleNow(
  services: ReportServices,
  tenantId: string,
  scheduleId: string,
  now: Date,
): Promise<{ reportIds: string[] }> {
  const today = swissCivilDate(now);
  const [found] = await services.database.withTenant(tenantId, (tx) =>
    tx
      .update(reportSchedules)
      .set({ nextRunOn: today })
      .where(
        and(eq(reportSchedules.id, scheduleId), eq(reportSchedules.isActive, true), isNull(reportSchedules.deletedAt)),
      )
      .returning({ id: reportSchedules.id }),
  );
  if (!found) throw new AppError('REPORT_SCHEDULE_NOT_FOUND', 'No active scheduled report with this id');
  const jobs = await startDueReportRuns(services, tenantId, now);
  if (!services.jobs) for (const job of jobs) await runReportJob(services, job, now);
  return { reportIds: jobs.map((job) => job.reportId) };
}

/** The daily job over every tenant; without a job queue the runs are generated here, one after the other. */
export async function runDueReportSchedules(services: ReportServices, now: Date = new Date()): Promise<number> {
  const all = await services.database.db.select({ id: tenants.id }).from(tenants);
  let started = 0;
  for (const tenant of all) {
    const jobs = await startDueReportRuns(services, tenant.id, now);
    started += jobs.length;
    if (!services.jobs) for (const job of jobs) await runReportJob(services, job, now);
  }
  return started;
}
