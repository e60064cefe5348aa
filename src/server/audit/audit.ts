// The audit log (append-only): one entry per write, in the transaction of the write, so an entry exists exactly
// when the change does. Personal data goes into before/after only where the change needs it.
import type { Queryable } from '../../db/client.ts';
import { auditLog } from '../../db/schema/identity.ts';
import type { RequestContext } from '../request-context.ts';

export type AuditEntryInput = {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the request's tenant. */
  tenantId?: string | null;
};

export function actorOf(ctx: RequestContext | null): {
  actorType: 'user' | 'admin' | 'api-token' | 'system';
  actorId: string | null;
  actorName: string | null;
} {
  const actor = ctx?.actor;
  if (!actor) return { actorType: 'system', actorId: null, actorName: null };
  if (actor.kind === 'user') return { actorType: 'user', actorId: actor.userId, actorName: actor.name };
  if (actor.kind === 'admin') return { actorType: 'admin', actorId: actor.adminUserId, actorName: actor.name };
  return { actorType: 'api-token', actorId: actor.tokenId, actorName: actor.name };
}

function auditRow(ctx: RequestContext | null, entry: AuditEntryInput) {
  return {
    tenantId: entry.tenantId === undefined ? (ctx?.tenantId ?? null) : entry.tenantId,
    ...actorOf(ctx),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx?.requestId ?? null,
  };
}

export async function recordAudit(db: Queryable, ctx: RequestContext | null, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(auditRow(ctx, entry));
}

/** Several entries of one request in one statement (a list read audited per entity it shows); none: nothing. */
export async function recordAudits(
  db: Queryable,
  ctx: RequestContext | null,
  entries: readonly AuditEntryInput[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((entry) => auditRow(ctx, entry)));
}
