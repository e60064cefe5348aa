// Domain events (ARCHITECTURE.md §4): recorded in the transaction of the fact they describe, processed per
// employee and idempotently by a worker. A failed event stays visible ('failed', last error, attempts) and never
// blocks other employees. Areas that derive state from facts register their processors here.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppTransaction, Database } from '../../db/client.ts';
import { type DOMAIN_EVENT_TYPES, domainEvents } from '../../db/schema/domain-events.ts';
import { safeErrorMessage } from '../logging.ts';
import { type DomainEventJob, type JobQueue, QUEUES } from './job-queue.ts';

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];
export type DomainEventRow = typeof domainEvents.$inferSelect;
export type DomainEventProcessor = (tx: AppTransaction, event: DomainEventRow) => Promise<void>;
export type DomainEventProcessors = Record<DomainEventType, readonly DomainEventProcessor[]>;

/** The product's processors. Derivations (absence periods, cases, …) join as their areas are built. */
export const DOMAIN_EVENT_PROCESSORS: DomainEventProcessors = {
  'absences-modified': [],
  'employee-data-modified': [],
};

/**
 * Records the event in the caller's transaction and, when a job queue is running in this process, enqueues its job
 * in the same transaction. Without a queue the event stays pending until a worker starts and sweeps it up
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
  if (jobs) await jobs.sendInTransaction(tx, QUEUES.domainEvents, job);
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
  const rows = await tx
    .insert(domainEvents)
    .values(
      events.map((event) => ({
        tenantId,
        type: event.type,
        employeeId: event.employeeId,
        payload: event.payload ?? {},
      })),
    )
    .returning({ id: domainEvents.id });
  if (jobs) {
    await jobs.sendManyInTransaction(
      tx,
      QUEUES.domainEvents,
      rows.map((row) => ({ tenantId, eventId: row.id }) satisfies DomainEventJob),
    );
  }
  return rows.map((row) => row.id);
}

export type ProcessOutcome = 'processed' | 'skipped' | 'failed';

/** Processes one event. Runs its processors and marks it in one transaction; replaying a processed event is a no-op. */
export async function processDomainEvent(
  database: Database,
  job: DomainEventJob,
  processors: DomainEventProcessors = DOMAIN_EVENT_PROCESSORS,
): Promise<ProcessOutcome> {
  const where = and(eq(domainEvents.tenantId, job.tenantId), eq(domainEvents.id, job.eventId));
  try {
    return await database.withTenant(job.tenantId, async (tx) => {
      const [event] = await tx
        .select()
        .from(domainEvents)
        .where(and(where, inArray(domainEvents.status, ['pending', 'failed'])))
        .for('update');
      if (!event) return 'skipped';
      for (const processor of processors[event.type]) await processor(tx, event);
      await tx
        .update(domainEvents)
        .set({
          status: 'processed',
          attempts: event.attempts + 1,
          lastError: null,
          processedAt: new Date().toISOString(),
        })
        .where(where);
      return 'processed';
    });
  } catch (error) {
    // Shown to people who look at failed events: what failed, never the values of the query that failed.
    const message = safeErrorMessage(error);
    await database.withTenant(job.tenantId, async (tx) => {
      const [event] = await tx.select({ attempts: domainEvents.attempts }).from(domainEvents).where(where);
      if (!event) return;
      await tx
        .update(domainEvents)
        .set({ status: 'failed', attempts: event.attempts + 1, lastError: message.slice(0, 4000) })
        .where(where);
    });
    throw error;
  }
}

/** Enqueues every pending event (recorded without a queue, or left by a crash). Jobs are keyed by event id. */
export async function enqueuePendingEventsAcrossTenants(database: Database, jobs: JobQueue): Promise<number> {
  const pending = await database.db
    .select({ tenantId: domainEvents.tenantId, eventId: domainEvents.id })
    .from(domainEvents)
    .where(eq(domainEvents.status, 'pending'));
  for (const job of pending) await jobs.boss.send(QUEUES.domainEvents, job, { singletonKey: job.eventId });
  return pending.length;
}

export async function startDomainEventWorker(database: Database, jobs: JobQueue): Promise<void> {
  await enqueuePendingEventsAcrossTenants(database, jobs);
  await jobs.work<DomainEventJob>(QUEUES.domainEvents, { batchSize: 50, pollingIntervalSeconds: 1 }, async (batch) => {
    for (const job of batch) await processDomainEvent(database, job.data);
  });
}
