// The report history's retention (issue 31 scope 2, decision 0058): a generated file is kept `retentionDays` after it
// was finished (default REPORT_RETENTION_DAYS_DEFAULT); the daily cleanup removes the files past it from the document
// store and keeps the history row (who, when, definition), marked as without file. A change of the retention applies
// to the files still kept (their expiry moves with it).
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type putReportSettingsBody, REPORT_RETENTION_DAYS_DEFAULT } from '../../../contracts/reports.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { reportSettings, reports } from '../../../db/schema/reports.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregates } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { type DocumentRuntime, deleteDocumentRows, removeBlobs } from '../documents/index.ts';

export async function retentionDaysOf(tx: Queryable, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ retentionDays: reportSettings.retentionDays })
    .from(reportSettings)
    .where(eq(reportSettings.tenantId, tenantId));
  return row?.retentionDays ?? REPORT_RETENTION_DAYS_DEFAULT;
}

async function settingsOf(tx: Queryable, tenantId: string) {
  const [row] = await tx.select().from(reportSettings).where(eq(reportSettings.tenantId, tenantId));
  return { retentionDays: row?.retentionDays ?? REPORT_RETENTION_DAYS_DEFAULT, revision: row?.revision ?? 1 };
}

export function getReportSettings(database: Database, ctx: RequestContext) {
  return inTenant(database, ctx, (tx) => settingsOf(tx, requireTenantId(ctx)));
}

export function putReportSettings(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof putReportSettingsBody>,
  now: Date,
) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await lockAggregates(tx, tenantId, 'report-settings', [tenantId]);
    const before = await settingsOf(tx, tenantId);
    assertRevision('report setting', body.revision, before.revision);
    const [after] = await tx
      .insert(reportSettings)
      .values({ tenantId, retentionDays: body.retentionDays, revision: 2, updatedAt: now.toISOString() })
      .onConflictDoUpdate({
        target: reportSettings.tenantId,
        set: {
          retentionDays: body.retentionDays,
          revision: sql`${reportSettings.revision} + 1`,
          updatedAt: now.toISOString(),
        },
      })
      .returning();
    if (!after) throw new Error('report settings upsert returned nothing');
    // The files still kept expire by the new retention, counted from when each was finished.
    await tx
      .update(reports)
      .set({ expiresAt: sql`${reports.finishedAt} + make_interval(days => ${body.retentionDays})` })
      .where(and(isNotNull(reports.documentId), isNull(reports.fileRemovedAt), isNotNull(reports.finishedAt)));
    await recordAudit(tx, ctx, {
      action: 'report-settings.update',
      entityType: 'report-settings',
      entityId: tenantId,
      before,
      after: { retentionDays: after.retentionDays, revision: after.revision },
    });
    return { retentionDays: after.retentionDays, revision: after.revision };
  });
}

/** Removes the files of one tenant's reports past their expiry; answers how many. The rows stay. */
export async function removeExpiredReportFiles(
  runtime: DocumentRuntime,
  database: Database,
  tenantId: string,
  now: Date,
): Promise<number> {
  const { keys, removed } = await database.withTenant(tenantId, async (tx) => {
    const expired = await tx
      .select({ id: reports.id, documentId: reports.documentId })
      .from(reports)
      .where(
        and(isNotNull(reports.documentId), isNull(reports.fileRemovedAt), lte(reports.expiresAt, now.toISOString())),
      )
      .for('update', { skipLocked: true });
    if (expired.length === 0) return { keys: [], removed: 0 };
    const storageKeys = await deleteDocumentRows(
      tx,
      expired.map((row) => row.documentId as string),
    );
    for (const row of expired) {
      await tx.update(reports).set({ fileRemovedAt: now.toISOString() }).where(eq(reports.id, row.id));
    }
    await recordAudit(tx, null, {
      tenantId,
      action: 'report.files-expired',
      entityType: 'report',
      after: { reportIds: expired.map((row) => row.id) },
    });
    return { keys: storageKeys, removed: expired.length };
  });
  await removeBlobs(runtime, keys);
  return removed;
}

/** The daily cleanup over every tenant. */
export async function runReportRetentionCleanup(runtime: DocumentRuntime, database: Database, now = new Date()) {
  const all = await database.db.select({ id: tenants.id }).from(tenants);
  let removed = 0;
  for (const tenant of all) removed += await removeExpiredReportFiles(runtime, database, tenant.id, now);
  return removed;
}
