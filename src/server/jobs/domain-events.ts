// Domain events (ARCHITECTURE.md §4): recorded in the transaction of the fact they describe, processed per
// employee and idempotently by a worker. A failed event stays visible ('failed', last error, attempts) and never
// blocks other employees. Areas that derive state from facts register their processors here.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../db/client.ts';
import { type DOMAIN_EVENT_TYPES, domainEvents } from '../../db/schema/domain-events.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import { lockAggregates, lockGate } from '../concurrency.ts';
import { deriveCases } from '../derived/case-derivation.ts';
import { deriveEmployees } from '../derived/employee-derivation.ts';
import { safeErrorMessage } from '../logging.ts';
import { type DomainEventJob, type JobQueue, QUEUES } from './job-queue.ts';

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];
export type DomainEventRow = typeof domainEvents.$inferSelect;
export type DomainEventProcessor = (tx: AppTransaction, event: DomainEventRow) => Promise<void>;
export type DomainEventProcessors = Record<DomainEventType, readonly DomainEventProcessor[]>;

/** The lock of an employee's derived state: two workers never derive one employee at the same time. */
export const DERIVATION_LOCK = 'employee-derived';
/** The gate a month lock closes (exclusive) while it freezes a month's claims: derivations take it shared. */
export const ACCOUNTING_GATE = 'accounting';

/**
 * Locks employees' derived state for the transaction: the accounting gate (shared) first, then each employee's
 * derivation lock in sorted order. Every writer of derived state or claims takes this, so a month lock (which
 * takes the gate exclusive) sees no derivation half done and none starts until it has committed.
 */
export async function lockDerivation(tx: Queryable, tenantId: string, employeeIds: Iterable<string>) {
  await lockGate(tx, tenantId, ACCOUNTING_GATE, 'shared');
  await lockAggregates(tx, tenantId, DERIVATION_LOCK, employeeIds);
}

/**
 * Recomputes employees' derived state in the caller's transaction: cases and claims first (the sick-pay engine),
 * then absence periods and data issues (the issue of an active case on a leaving date needs the cases).
 */
export async function deriveEmployeeState(
  tx: AppTransaction,
  tenantId: string,
  employeeIds: readonly string[],
  options: { asOfDate?: string } = {},
) {
  const { activeCases } = await deriveCases(tx, tenantId, employeeIds, options);
  await deriveEmployees(tx, tenantId, employeeIds, { activeCases });
}

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

export async function startDomainEventWorker(database: Database, jobs: JobQueue): Promise<void> {
  await enqueuePendingEventsAcrossTenants(database, jobs);
  await jobs.work<DomainEventJob>(QUEUES.domainEvents, { batchSize: 200, pollingIntervalSeconds: 1 }, async (batch) => {
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
  });
}
