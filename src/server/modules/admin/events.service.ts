// Admin: domain events (issue 12): the list across tenants and the replay of one event or of a tenant's failed
// events. A replay recomputes derived state from the facts as they are now, so running it twice changes nothing
// the first run did not (src/server/derived/employee-derivation.ts).
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { domainEvents } from '../../../db/schema/domain-events.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { AppError } from '../../app-error.ts';
import { processDomainEvent, processDomainEventBatch } from '../../jobs/domain-events.ts';

type EventRow = typeof domainEvents.$inferSelect;

function toEvent(row: EventRow, tenantName: string) {
  return {
    eventId: row.id,
    tenantId: row.tenantId,
    tenantName,
    type: row.type,
    employeeId: row.employeeId,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    payload: row.payload as Record<string, unknown>,
    createdAt: row.createdAt,
    processedAt: row.processedAt,
  };
}

export async function listDomainEvents(
  database: Database,
  query: {
    tenantId?: string | undefined;
    type?: EventRow['type'] | undefined;
    status?: EventRow['status'] | undefined;
    employeeId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    skip: number;
    take: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.tenantId) conditions.push(eq(domainEvents.tenantId, query.tenantId));
  if (query.type) conditions.push(eq(domainEvents.type, query.type));
  if (query.status) conditions.push(eq(domainEvents.status, query.status));
  if (query.employeeId) conditions.push(eq(domainEvents.employeeId, query.employeeId));
  if (query.from) conditions.push(gte(domainEvents.createdAt, `${query.from}T00:00:00.000Z`));
  if (query.to) conditions.push(lt(domainEvents.createdAt, sql`(${query.to}::date + 1)::timestamptz`));
  const where = and(...conditions);
  // Cross-tenant by design (the owner connection): the operators' view of the event pipeline.
  const [rows, [total]] = await Promise.all([
    database.db
      .select({ event: domainEvents, tenantName: tenants.name })
      .from(domainEvents)
      .innerJoin(tenants, eq(tenants.id, domainEvents.tenantId))
      .where(where)
      .orderBy(desc(domainEvents.createdAt), desc(domainEvents.id))
      .offset(query.skip)
      .limit(query.take),
    database.db.select({ value: count() }).from(domainEvents).where(where),
  ]);
  return { items: rows.map((row) => toEvent(row.event, row.tenantName)), totalCount: Number(total?.value ?? 0) };
}

async function eventOf(database: Database, tenantId: string, eventId: string) {
  const [row] = await database.db
    .select({ event: domainEvents, tenantName: tenants.name })
    .from(domainEvents)
    .innerJoin(tenants, eq(tenants.id, domainEvents.tenantId))
    .where(and(eq(domainEvents.tenantId, tenantId), eq(domainEvents.id, eventId)));
  if (!row) throw new AppError('event-not-found', 'Event not found', { eventId });
  return row;
}

/**
 * Processes one event again now. A processed event is taken up again as well (its employee is re-derived), inside the
 * processing's own locked transaction: parallel replays take turns on the event's row and none of them ever sees it
 * pending (an earlier version reset it to pending first, so a replay that had finished could answer "pending").
 */
export async function replayDomainEvent(database: Database, tenantId: string, eventId: string) {
  await eventOf(database, tenantId, eventId);
  try {
    await processDomainEvent(database, { tenantId, eventId }, undefined, { evenIfProcessed: true });
  } catch {
    // The failure is on the event (status failed, lastError): the answer shows it.
  }
  const after = await eventOf(database, tenantId, eventId);
  return toEvent(after.event, after.tenantName);
}

/** Every failed event of the tenant, in batches of 200 (oldest first). */
export async function replayFailedEvents(database: Database, tenantId: string) {
  const failedIds = (
    await database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(eq(domainEvents.status, 'failed'))
        .orderBy(domainEvents.createdAt),
    )
  ).map((row) => row.id);
  let processed = 0;
  let failed = 0;
  for (let start = 0; start < failedIds.length; start += 200) {
    // Events another replay or worker holds are skipped here (they end processed or failed there).
    const result = await processDomainEventBatch(database, tenantId, failedIds.slice(start, start + 200));
    processed += result.processed;
    failed += result.failed;
  }
  return { replayed: processed + failed, processed, failed };
}
