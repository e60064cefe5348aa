import { and, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { ADMIN_REQUEST_ACTION, type AuditLogKind } from '../../../contracts/audit-actions.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { pageOfRows } from '../../../db/paging.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { toEpochDay } from '../../../domain/dates.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { endOfSwissDay } from '../api-tokens/index.ts';
import { nameAuditEntities } from './audit-log.names.ts';

export type AuditLogFilter = {
  from?: string | undefined;
  to?: string | undefined;
  actorType?: 'user' | 'admin' | 'api-token' | 'system' | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** changes: all but the administrators' requests; admin-requests: only those; all (default). */
  kind?: AuditLogKind | undefined;
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
  if (filter.kind === 'changes') conditions.push(ne(auditLog.action, ADMIN_REQUEST_ACTION));
  if (filter.kind === 'admin-requests') conditions.push(eq(auditLog.action, ADMIN_REQUEST_ACTION));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = await pageOfRows(db, auditLog, where, [desc(auditLog.occurredAt), desc(auditLog.id)], filter);
  return {
    items: page.rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null })),
    totalCount: page.totalCount,
  };
}

const UNNAMED = { entityName: null, entityCaseNumber: null };

/** One page of the tenant's log, each entry with its object's name (decision 0042). */
export async function listAuditLog(database: Database, ctx: RequestContext, filter: AuditLogFilter) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const page = await findAuditEntries(tx, filter);
    const names = await nameAuditEntities(tx, tenantId, page.items);
    return { ...page, items: page.items.map((item, index) => ({ ...item, ...(names[index] ?? UNNAMED) })) };
  });
}
