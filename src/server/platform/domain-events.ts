// Recording domain events (ARCHITECTURE.md §4): a fact's event is written in the transaction of the fact it
// describes, and its job enqueued in the same transaction when a queue runs in this process. Low in the server: it
// imports the data layer and the queue only, so every module can record events without reaching the worker
// (src/server/jobs/domain-events.ts), which processes them.
import { sql } from 'drizzle-orm';
import { type AppTransaction, rowsOf } from '../../db/client.ts';
import { type DOMAIN_EVENT_TYPES, domainEvents } from '../../db/schema/domain-events.ts';
import { type DomainEventJob, type JobQueue, QUEUES } from './job-queue.ts';

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];
export type DomainEventRow = typeof domainEvents.$inferSelect;

/**
 * The priority of a single event's job (a person's edit): ahead of the jobs of bursts (an upload's thousands of
 * events, priority 0), so an edit's periods and issues follow within seconds while a large file is derived.
 */
export const SINGLE_EVENT_PRIORITY = 10;

/**
 * Records the event in the caller's transaction and, when a job queue is running in this process, enqueues its job
 * in the same transaction, with SINGLE_EVENT_PRIORITY. Without a queue the event stays pending until a worker starts and sweeps it up
 * (`enqueuePendingEventsAcrossTenants`), so nothing is lost either way.
 */
export async function recordDomainEvent(
  tx: AppTransaction,
  jobs: JobQueue | null,
  event: { tenantId: string; type: DomainEventType; employeeId?: string | null; payload?: Record<string, unknown> },
): Promise<string> {
  const [row] = await tx
    .insert(domainEvents)
    .values({
      tenantId: event.tenantId,
      type: event.type,
      employeeId: event.employeeId ?? null,
      payload: event.payload ?? {},
    })
    .returning({ id: domainEvents.id });
  if (!row) throw new Error('domain event insert returned nothing');
  const job: DomainEventJob = { tenantId: event.tenantId, eventId: row.id };
  if (jobs) await jobs.sendInTransaction(tx, QUEUES.domainEvents, job, { priority: SINGLE_EVENT_PRIORITY });
  return row.id;
}

/**
 * Records many events of one tenant in one statement and enqueues their jobs in one more (an upload touching
 * thousands of employees), in the caller's transaction. Same guarantees as recordDomainEvent.
 */
export async function recordDomainEvents(
  tx: AppTransaction,
  jobs: JobQueue | null,
  tenantId: string,
  events: readonly { type: DomainEventType; employeeId: string | null; payload?: Record<string, unknown> }[],
): Promise<string[]> {
  if (events.length === 0) return [];
  // One JSON parameter for all events: a bulk writer records one event per employee (an upload batch: 500), and
  // drizzle's insert builder walked every value of every row (~1 s of JavaScript per 10 000 events).
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`insert into domain_events (tenant_id, type, employee_id, payload)
      select ${tenantId}::uuid, e.value->>'type', e.value->>'employeeId', coalesce(e.value->'payload', '{}'::jsonb)
      from jsonb_array_elements(${JSON.stringify(
        events.map((event) => ({ type: event.type, employeeId: event.employeeId, payload: event.payload ?? {} })),
      )}::jsonb) with ordinality as e(value, n)
      order by e.n
      returning id`,
  );
  if (jobs) {
    await jobs.sendManyInTransaction(
      tx,
      QUEUES.domainEvents,
      rows.map((row) => ({ tenantId, eventId: row.id }) satisfies DomainEventJob),
    );
  }
  return rows.map((row) => row.id);
}
