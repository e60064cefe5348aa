// Reports (issue 31 scope 2, decision 0058): generate (spec section 7 `POST /report`), preview, follow and list the
// history. Who: reports.view (Payroll and HR_Admin; the Superior never); the report covers the whole company (the
// roles that reach it see every employee), narrowed by the definition's subunits and processing groups.
// A small report is generated in the request: facts, table and file first, then the history row and its audit
// entry in one transaction (201). A large one (REPORT_BACKGROUND_EMPLOYEE_DAYS) is written RUNNING with its audit
// entry and its job in one transaction (202); the job writes its progress to the row and finishes it.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createReportBody,
  REPORT_PREVIEW_ROWS,
  type Report,
  type ReportDefinition,
  type reportsQuery,
} from '../../../contracts/reports.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { pageOfRows } from '../../../db/paging.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { ReportTable } from '../../../domain/reports/report-table.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { toSafeError } from '../../logging.ts';
import { type JobQueue, QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { type DocumentRuntime, storeGeneratedDocument } from '../documents/index.ts';
import {
  assertKindAvailable,
  assertKnownScope,
  buildReportTable,
  DEFAULT_REPORT_LIMITS,
  type ReportLimits,
  renderReport,
  runsInBackground,
} from './report-generation.ts';
import { retentionDaysOf } from './report-settings.service.ts';

type ReportRow = typeof reports.$inferSelect;
export type ReportJob = { tenantId: string; reportId: string };

const DAY_MS = 86_400_000;

export function toReport(runtime: DocumentRuntime, row: ReportRow): Report {
  const hasFile = row.status === 'DONE' && row.documentId !== null && row.fileRemovedAt === null;
  return {
    reportId: row.id,
    kind: row.kind as Report['kind'],
    status: row.status,
    progress: row.status === 'DONE' ? 1 : row.progress,
    definition: row.definition as ReportDefinition,
    documentId: hasFile ? row.documentId : null,
    uri: hasFile && row.documentId ? runtime.signer.sign('GET', row.tenantId, row.documentId).uri : null,
    filename: row.filename,
    rowCount: row.rowCount,
    error: row.error,
    requestedBy: { userId: row.requestedByUserId, name: row.requestedByName },
    scheduleId: row.scheduleId,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
  };
}

export type ReportServices = {
  database: Database;
  documents: DocumentRuntime;
  jobs: JobQueue | null;
  limits?: ReportLimits;
};

/** The file of a built table in the document store; answers the document's id and name. */
async function storeReportFile(
  services: ReportServices,
  tenantId: string,
  table: ReportTable,
  definition: ReportDefinition,
  requestedBy: { userId: string | null; name: string },
  now: Date,
) {
  const file = await renderReport(table, definition, now);
  const document = await storeGeneratedDocument(services.documents, services.database, {
    tenantId,
    name: file.filename,
    content: file.content,
    contentType: file.contentType,
    createdByName: requestedBy.name,
    createdByUserId: requestedBy.userId,
  });
  return { documentId: document.id, filename: file.filename };
}

/** `POST /report`: 201 with the document when generated in the request, 202 with a RUNNING report otherwise. */
export async function createReport(
  services: ReportServices,
  ctx: RequestContext,
  body: z.infer<typeof createReportBody>,
  now: Date,
): Promise<{ status: 201 | 202; report: Report }> {
  const tenantId = requireTenantId(ctx);
  const definition = body.reportDefinition;
  assertKindAvailable(definition.kind);
  const actor = actorOf(ctx);
  const requestedBy = { userId: actor.actorType === 'user' ? actor.actorId : null, name: actor.actorName ?? 'system' };
  const limits = services.limits ?? DEFAULT_REPORT_LIMITS;
  const background = await inTenant(services.database, ctx, async (tx) => {
    await assertKnownScope(tx, tenantId, definition, 'reportDefinition');
    return runsInBackground(tx, tenantId, definition, limits);
  });
  if (background) {
    const reportId = randomUUID();
    const row = await inTenant(services.database, ctx, async (tx) => {
      const [inserted] = await tx
        .insert(reports)
        .values({
          tenantId,
          id: reportId,
          kind: definition.kind,
          status: 'RUNNING',
          progress: 0,
          definition,
          requestedByUserId: requestedBy.userId,
          requestedByName: requestedBy.name,
          createdAt: now.toISOString(),
        })
        .returning();
      await recordAudit(tx, ctx, {
        action: 'report.create',
        entityType: 'report',
        entityId: reportId,
        after: { kind: definition.kind, definition, background: true },
      });
      if (services.jobs) await services.jobs.sendInTransaction(tx, QUEUES.reports, { tenantId, reportId });
      return inserted;
    });
    if (!row) throw new Error('report insert returned nothing');
    // Without a job queue (tests, tools) the work runs in this process after the answer.
    if (!services.jobs) {
      setImmediate(() => {
        generateRunningReport(services, { tenantId, reportId }, now).catch(() => {});
      });
    }
    return { status: 202, report: toReport(services.documents, row) };
  }
  const table = await inTenant(services.database, ctx, (tx) => buildReportTable(tx, tenantId, definition, now));
  const file = await storeReportFile(services, tenantId, table, definition, requestedBy, now);
  const row = await inTenant(services.database, ctx, async (tx) => {
    const retentionDays = await retentionDaysOf(tx, tenantId);
    const [inserted] = await tx
      .insert(reports)
      .values({
        tenantId,
        kind: definition.kind,
        status: 'DONE',
        progress: 1,
        definition,
        documentId: file.documentId,
        filename: file.filename,
        rowCount: table.rows.length,
        requestedByUserId: requestedBy.userId,
        requestedByName: requestedBy.name,
        createdAt: now.toISOString(),
        finishedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + retentionDays * DAY_MS).toISOString(),
      })
      .returning();
    if (!inserted) throw new Error('report insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'report.create',
      entityType: 'report',
      entityId: inserted.id,
      after: { kind: definition.kind, definition, documentId: file.documentId, rowCount: table.rows.length },
    });
    return inserted;
  });
  return { status: 201, report: toReport(services.documents, row) };
}

async function setProgress(database: Database, job: ReportJob, progress: number) {
  await database.withTenant(job.tenantId, (tx) =>
    tx
      .update(reports)
      .set({ progress })
      .where(and(eq(reports.id, job.reportId), eq(reports.status, 'RUNNING'))),
  );
}

/**
 * The background work of a RUNNING report (the `reports` job, a schedule's run): facts → table → file → DONE, the
 * progress written between the steps. Idempotent: a report no longer RUNNING is left alone, and the final update is
 * conditional (of two workers on one report one finishes it; the other's file is removed). A failure ends FAILED
 * with its message (no personal data: the message of the error, never row values). Answers the finished row.
 */
export async function generateRunningReport(
  services: ReportServices,
  job: ReportJob,
  now: Date,
  afterDone?: (tx: AppTransaction, row: ReportRow) => Promise<unknown>,
): Promise<ReportRow | null> {
  const { database } = services;
  const [row] = await database.withTenant(job.tenantId, (tx) =>
    tx
      .select()
      .from(reports)
      .where(and(eq(reports.id, job.reportId), eq(reports.status, 'RUNNING'))),
  );
  if (!row) return null;
  const definition = row.definition as ReportDefinition;
  try {
    await setProgress(database, job, 0.1);
    const table = await database.withTenant(job.tenantId, (tx) => buildReportTable(tx, job.tenantId, definition, now));
    await setProgress(database, job, 0.6);
    const file = await storeReportFile(
      services,
      job.tenantId,
      table,
      definition,
      {
        userId: row.requestedByUserId,
        name: row.requestedByName,
      },
      now,
    );
    await setProgress(database, job, 0.9);
    return await database.withTenant(job.tenantId, async (tx) => {
      const finishedAt = new Date();
      const retentionDays = await retentionDaysOf(tx, job.tenantId);
      const [done] = await tx
        .update(reports)
        .set({
          status: 'DONE',
          progress: 1,
          documentId: file.documentId,
          filename: file.filename,
          rowCount: table.rows.length,
          finishedAt: finishedAt.toISOString(),
          expiresAt: new Date(finishedAt.getTime() + retentionDays * DAY_MS).toISOString(),
        })
        .where(and(eq(reports.id, job.reportId), eq(reports.status, 'RUNNING')))
        .returning();
      if (!done) return null;
      await recordAudit(tx, null, {
        tenantId: job.tenantId,
        action: 'report.done',
        entityType: 'report',
        entityId: done.id,
        after: { documentId: done.documentId, rowCount: done.rowCount },
      });
      if (afterDone) await afterDone(tx, done);
      return done;
    });
  } catch (error) {
    const message = error instanceof AppError ? error.message : toSafeError(error).message;
    await database.withTenant(job.tenantId, (tx) =>
      tx
        .update(reports)
        .set({ status: 'FAILED', error: message.slice(0, 500), finishedAt: new Date().toISOString() })
        .where(and(eq(reports.id, job.reportId), eq(reports.status, 'RUNNING'))),
    );
    services.jobs?.log.error({ err: error, reportId: job.reportId }, 'report generation failed');
    return null;
  }
}

/** `POST /report/preview`: the first REPORT_PREVIEW_ROWS rows and how many there are; nothing is stored. */
export async function previewReport(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof createReportBody>,
  now: Date,
) {
  const tenantId = requireTenantId(ctx);
  const definition = body.reportDefinition;
  const table = await inTenant(database, ctx, async (tx) => {
    await assertKnownScope(tx, tenantId, definition, 'reportDefinition');
    return buildReportTable(tx, tenantId, definition, now);
  });
  return {
    kind: definition.kind,
    title: table.title,
    columns: table.columns.map((column) => ({ key: column.key, label: column.label, type: column.type })),
    rows: table.rows.slice(0, REPORT_PREVIEW_ROWS).map((row) => [...row]),
    totalRowCount: table.rows.length,
  };
}

export async function getReport(database: Database, documents: DocumentRuntime, ctx: RequestContext, id: string) {
  const [row] = await inTenant(database, ctx, (tx) => tx.select().from(reports).where(eq(reports.id, id)));
  if (!row) throw new AppError('REPORT_NOT_FOUND', 'Report not found', { reportId: id });
  return toReport(documents, row);
}

export async function listReports(
  database: Database,
  documents: DocumentRuntime,
  ctx: RequestContext,
  query: z.infer<typeof reportsQuery>,
) {
  return inTenant(database, ctx, async (tx) => {
    const conditions: SQL[] = [];
    if (query.kind) conditions.push(eq(reports.kind, query.kind));
    if (query.scheduleId) conditions.push(eq(reports.scheduleId, query.scheduleId));
    const where = conditions.length > 0 ? and(...conditions) : sql`true`;
    const page = await pageOfRows(tx, reports, where, [desc(reports.createdAt), desc(reports.id)], query);
    return { items: page.rows.map((row) => toReport(documents, row)), totalCount: page.totalCount };
  });
}

/** Enqueues every report still RUNNING (a worker's start: a crash loses no report). */
export async function enqueueRunningReports(database: Database, jobs: JobQueue): Promise<number> {
  const rows = await database.db
    .select({ tenantId: reports.tenantId, id: reports.id })
    .from(reports)
    .where(eq(reports.status, 'RUNNING'));
  for (const row of rows) await jobs.boss.send(QUEUES.reports, { tenantId: row.tenantId, reportId: row.id });
  return rows.length;
}
