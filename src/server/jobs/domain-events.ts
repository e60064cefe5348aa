// The domain event worker (ARCHITECTURE.md §4): processes the events recorded by src/server/platform/domain-events.ts
// per employee and idempotently. A failed event stays visible ('failed', last error, attempts) and never blocks other
// employees. Areas that derive state from facts register their processors here; today every event type derives its
// employee (src/server/modules/derivation).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppTransaction, Database } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { safeErrorMessage } from '../logging.ts';
import { deriveEmployeeState, lockDerivation } from '../modules/derivation/index.ts';
import { markUploadsDerived, markUploadsDerivedAcrossTenants } from '../modules/uploads/index.ts';
import type { DomainEventRow, DomainEventType } from '../platform/domain-events.ts';
import { type DomainEventJob, type JobQueue, QUEUES } from '../platform/job-queue.ts';

export type DomainEventProcessor = (tx: AppTransaction, event: DomainEventRow) => Promise<void>;
export type DomainEventProcessors = Record<DomainEventType, readonly DomainEventProcessor[]>;

/** Recomputes the event's employee's derived state (cases and claims, absence periods, data issues). */
const deriveEmployeeOf: DomainEventProcessor = async (tx, event) => {
  if (!event.employeeId) return;
  await lockDerivation(tx, event.tenantId, [event.employeeId]);
  await deriveEmployeeState(tx, event.tenantId, [event.employeeId]);
};

/** The product's processors. Derivations (cases and claims, absence periods and issues) join as their areas are built. */
export const DOMAIN_EVENT_PROCESSORS: DomainEventProcessors = {
  'absences-modified': [deriveEmployeeOf],
  'employee-data-modified': [deriveEmployeeOf],
};

export type ProcessOutcome = 'processed' | 'skipped' | 'failed';

/** Processes one event. Runs its processors and marks it in one transaction; replaying a processed event is a no-op. */
export async function processDomainEvent(
  database: Database,
  job: DomainEventJob,
  processors: DomainEventProcessors = DOMAIN_EVENT_PROCESSORS,
  /** An operator's replay: a processed event is taken up again, in the same locked transaction (never shown pending). */
  options: { evenIfProcessed?: boolean } = {},
): Promise<ProcessOutcome> {
  const where = and(eq(domainEvents.tenantId, job.tenantId), eq(domainEvents.id, job.eventId));
  const open: readonly ('pending' | 'failed' | 'processed')[] = options.evenIfProcessed
    ? ['pending', 'failed', 'processed']
    : ['pending', 'failed'];
  let outcome: ProcessOutcome;
  try {
    outcome = await database.withTenant(job.tenantId, async (tx) => {
      const [event] = await tx
        .select()
        .from(domainEvents)
        .where(and(where, inArray(domainEvents.status, [...open])))
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
      return 'processed' as const;
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
  // An upload whose last event this was is derived now (decision 0040), marked after this commit.
  if (outcome === 'processed') await markUploadsDerived(database, job.tenantId);
  return outcome;
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

/**
 * Processes many events of one tenant together (a burst: an upload touching thousands of employees): one
 * transaction locks the events still open (skipping those another worker holds), derives their employees at once
 * and marks them processed. Should that fail, each event is processed on its own, so one employee's failure stays
 * that employee's (its event is marked failed and retried; the others are processed). Answers the counts and the
 * first error (the worker throws it, so pg-boss retries the batch with backoff).
 */
export async function processDomainEventBatch(
  database: Database,
  tenantId: string,
  eventIds: readonly string[],
): Promise<{ processed: number; failed: number; firstError: unknown }> {
  if (eventIds.length === 0) return { processed: 0, failed: 0, firstError: null };
  try {
    const processed = await database.withTenant(tenantId, async (tx) => {
      const events = await tx
        .select({ id: domainEvents.id, employeeId: domainEvents.employeeId, attempts: domainEvents.attempts })
        .from(domainEvents)
        .where(
          and(
            sql`${domainEvents.id} = any(${uuidArray([...eventIds])})`,
            inArray(domainEvents.status, ['pending', 'failed']),
          ),
        )
        .for('update', { skipLocked: true });
      if (events.length === 0) return 0;
      const employees = [...new Set(events.flatMap((event) => (event.employeeId ? [event.employeeId] : [])))];
      await lockDerivation(tx, tenantId, employees);
      await deriveEmployeeState(tx, tenantId, employees);
      await tx
        .update(domainEvents)
        .set({
          status: 'processed',
          attempts: sql`${domainEvents.attempts} + 1`,
          lastError: null,
          processedAt: new Date().toISOString(),
        })
        .where(sql`${domainEvents.id} = any(${uuidArray(events.map((event) => event.id))})`);
      return events.length;
    });
    // Uploads whose last events these were are derived now (decision 0040), marked after this commit.
    await markUploadsDerived(database, tenantId);
    return { processed, failed: 0, firstError: null };
  } catch {
    // One by one: the failing events are marked failed with their error, the others processed.
    let processed = 0;
    let failed = 0;
    let firstError: unknown = null;
    for (const eventId of eventIds) {
      try {
        if ((await processDomainEvent(database, { tenantId, eventId })) === 'processed') processed++;
      } catch (error) {
        failed++;
        firstError ??= error;
      }
    }
    return { processed, failed, firstError };
  }
}

/**
 * How the worker takes its jobs (decision 0038). Woken by the NOTIFY its jobs are sent with (job-queue.ts), it
 * fetches at once whatever waits, up to 200 jobs: one event after a person's edit, 200 at a time from an upload; a
 * full batch is followed by the next at once (burstWhenBatchFull) until the queue is drained. Polling is the
 * fallback only: every 2 s while the listener runs, every second when it could not be set up (`fallbackPollSeconds`
 * sets both: tests).
 */
export type DomainEventWorkerOptions = { fallbackPollSeconds?: number; workers?: number };

export const DOMAIN_EVENT_BATCH_SIZE = 200;

/**
 * Starts the event worker. `workers` fetch loops run in this process (default: two on PostgreSQL, which derive side by
 * side, and an edit's event need not wait for an upload's batch; one on PGlite, which runs one transaction at a
 * time). Each job is fetched once (pg-boss fetches skip locked) and each batch locks its events skip locked, so
 * loops and worker processes share a burst without deriving an event twice.
 */
export async function startDomainEventWorker(
  database: Database,
  jobs: JobQueue,
  options: DomainEventWorkerOptions = {},
): Promise<string> {
  await enqueuePendingEventsAcrossTenants(database, jobs);
  // Uploads a crash left unmarked between their last event's commit and its marking.
  await markUploadsDerivedAcrossTenants(database);
  return await jobs.work<DomainEventJob>(
    QUEUES.domainEvents,
    {
      batchSize: DOMAIN_EVENT_BATCH_SIZE,
      pollingIntervalSeconds: options.fallbackPollSeconds ?? 1,
      notifyPollingIntervalSeconds: options.fallbackPollSeconds ?? 2,
      burstWhenBatchFull: true,
      localConcurrency: options.workers ?? (database.kind === 'postgres' ? 2 : 1),
    },
    async (batch) => {
      const byTenant = new Map<string, string[]>();
      for (const job of batch)
        byTenant.set(job.data.tenantId, [...(byTenant.get(job.data.tenantId) ?? []), job.data.eventId]);
      let firstError: unknown = null;
      for (const [tenantId, eventIds] of byTenant) {
        const result = await processDomainEventBatch(database, tenantId, eventIds);
        if (result.failed > 0) firstError ??= result.firstError;
      }
      // pg-boss retries the batch's jobs with backoff; processed events are skipped on the retry.
      if (firstError) throw firstError;
    },
  );
}
