import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { toEpochDay } from '../../../domain/dates.ts';
import { inTenant, type RequestContext } from '../../request-context.ts';
import { endOfSwissDay } from '../api-tokens/index.ts';

export type AuditLogFilter = {
  from?: string | undefined;
  to?: string | undefined;
  actorType?: 'user' | 'admin' | 'api-token' | 'system' | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  skip: number;
  take: number;
};

/** Newest first. Dates are Swiss civil days: `from` its start, `to` its end (inclusive). */
export async function findAuditEntries(db: Queryable, filter: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (filter.from) {
    const previousDay = new Date((toEpochDay(filter.from) - 1) * 86_400_000).toISOString().slice(0, 10);
    conditions.push(gte(auditLog.occurredAt, endOfSwissDay(previousDay).toISOString()));
  }
  if (filter.to) conditions.push(lt(auditLog.occurredAt, endOfSwissDay(filter.to).toISOString()));
  if (filter.actorType) conditions.push(eq(auditLog.actorType, filter.actorType));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null })),
    totalCount: total?.value ?? 0,
  };
}

export async function listAuditLog(database: Database, ctx: RequestContext, filter: AuditLogFilter) {
  return inTenant(database, ctx, (tx) => findAuditEntries(tx, filter));
}
