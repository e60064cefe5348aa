// Domain events: recorded with their job in one transaction, processed idempotently, failures kept visible.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { useTestDatabase } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { recordDomainEvent, recordDomainEvents, SINGLE_EVENT_PRIORITY } from '../platform/domain-events.ts';
import { type JobQueue, QUEUES, startJobQueue } from '../platform/job-queue.ts';
import { type DomainEventProcessors, processDomainEvent } from './domain-events.ts';

describe.each(testBackends())('domain events on %s', (backend) => {
  const ctx = useTestDatabase(backend);
  let jobs: JobQueue;
  beforeAll(async () => {
    jobs = await startJobQueue(ctx.database);
  });
  afterAll(async () => {
    await jobs?.stop();
  });

  const queuedJobs = async () =>
    (await jobs.boss.findJobs<{ eventId: string }>(QUEUES.domainEvents)).map((job) => job.data.eventId);

  it('records the event and its job in the same transaction; a rollback leaves neither', async () => {
    const tenant = await createTenant(ctx.database);
    const eventId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'employee-data-modified', employeeId: 'E-1' }),
    );
    expect(await queuedJobs()).toContain(eventId);

    let rolledBackId = '';
    await expect(
      ctx.database.withTenant(tenant.id, async (tx) => {
        rolledBackId = await recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'absences-modified' });
        throw new Error('the fact write failed');
      }),
    ).rejects.toThrow('the fact write failed');
    expect(rolledBackId).not.toBe('');
    expect(await queuedJobs()).not.toContain(rolledBackId);
    expect(await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, rolledBackId))).toEqual([]);
  });

  it('records a burst of events and their jobs in two statements, in the transaction; a rollback leaves none', async () => {
    const tenant = await createTenant(ctx.database);
    const burst = Array.from({ length: 300 }, (_, index) => ({
      type: 'absences-modified' as const,
      employeeId: `E-${index}`,
      payload: { uploadId: 'u-1' },
    }));
    const ids = await ctx.database.withTenant(tenant.id, (tx) => recordDomainEvents(tx, jobs, tenant.id, burst));
    expect(ids).toHaveLength(300);
    const queued = new Set(await queuedJobs());
    for (const id of ids) expect(queued.has(id)).toBe(true);
    const stored = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.tenantId, tenant.id));
    expect(stored.map((row) => row.employeeId).sort()).toEqual(burst.map((event) => event.employeeId).sort());

    let rolledBack: string[] = [];
    await expect(
      ctx.database.withTenant(tenant.id, async (tx) => {
        rolledBack = await recordDomainEvents(tx, jobs, tenant.id, burst.slice(0, 5));
        throw new Error('the fact write failed');
      }),
    ).rejects.toThrow('the fact write failed');
    const after = new Set(await queuedJobs());
    for (const id of rolledBack) expect(after.has(id)).toBe(false);
  });

  it("a person's single event is fetched ahead of an earlier burst", async () => {
    const tenant = await createTenant(ctx.database);
    const queue = `priority-test-${backend}`;
    await jobs.boss.createQueue(queue);
    // Fill pg-boss's queue cache outside a transaction (job-queue.ts: a miss inside one deadlocks PGlite).
    await jobs.boss.deleteJob(queue, '00000000-0000-0000-0000-000000000000');
    // A burst of 300 (an upload) first, then one edit: a worker's next fetch of 200 starts with the edit.
    const burstIds = await ctx.database.withTenant(tenant.id, async (tx) => {
      const ids = Array.from({ length: 300 }, (_, index) => `burst-${index}`);
      await jobs.sendManyInTransaction(
        tx,
        queue,
        ids.map((eventId) => ({ tenantId: tenant.id, eventId })),
      );
      return ids;
    });
    const editId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'absences-modified', employeeId: 'E-1' }),
    );
    const [edit] = await jobs.boss.findJobs<{ eventId: string }>(QUEUES.domainEvents, { data: { eventId: editId } });
    expect(edit?.priority).toBe(SINGLE_EVENT_PRIORITY);
    // The same priority on the test queue (the domain-event queue's own worker is not running here).
    await ctx.database.withTenant(tenant.id, (tx) =>
      jobs.sendInTransaction(tx, queue, { tenantId: tenant.id, eventId: 'edit' }, { priority: SINGLE_EVENT_PRIORITY }),
    );
    const fetched = await jobs.boss.fetch<{ eventId: string }>(queue, { batchSize: 200 });
    expect(fetched[0]?.data.eventId).toBe('edit');
    expect(fetched.slice(1).map((job) => job.data.eventId)).toEqual(burstIds.slice(0, 199));
  });

  it('processes an event once: processors run, status processed; a replay is a no-op', async () => {
    const tenant = await createTenant(ctx.database);
    const seen: string[] = [];
    const processors: DomainEventProcessors = {
      'employee-data-modified': [async (_tx, event) => void seen.push(event.employeeId ?? '')],
      'absences-modified': [],
    };
    const eventId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'employee-data-modified', employeeId: 'E-7' }),
    );
    expect(await processDomainEvent(ctx.database, { tenantId: tenant.id, eventId }, processors)).toBe('processed');
    expect(await processDomainEvent(ctx.database, { tenantId: tenant.id, eventId }, processors)).toBe('skipped');
    expect(seen).toEqual(['E-7']);
    const [row] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(row).toMatchObject({ status: 'processed', attempts: 1, lastError: null });
    expect(row?.processedAt).not.toBeNull();
  });

  it('a failing processor leaves the event failed with its error, rolls back its work, and can be replayed', async () => {
    const tenant = await createTenant(ctx.database);
    let shouldFail = true;
    const processors: DomainEventProcessors = {
      'employee-data-modified': [],
      'absences-modified': [
        async (tx, event) => {
          await tx.update(domainEvents).set({ employeeId: 'changed' }).where(eq(domainEvents.id, event.id));
          if (shouldFail) throw new Error('absence period build failed');
        },
      ],
    };
    const eventId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'absences-modified', employeeId: 'E-9' }),
    );
    await expect(processDomainEvent(ctx.database, { tenantId: tenant.id, eventId }, processors)).rejects.toThrow(
      'absence period build failed',
    );
    const [failed] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'absence period build failed',
      employeeId: 'E-9',
    });

    shouldFail = false;
    expect(await processDomainEvent(ctx.database, { tenantId: tenant.id, eventId }, processors)).toBe('processed');
    const [replayed] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(replayed).toMatchObject({ status: 'processed', attempts: 2, lastError: null, employeeId: 'changed' });
  });

  it('a failed query is kept as the last error without its parameters (no personal data at rest in errors)', async () => {
    const tenant = await createTenant(ctx.database);
    const ahv = '756.9217.0769.85';
    const processors: DomainEventProcessors = {
      'employee-data-modified': [
        // last_name is NOT NULL: the insert fails after its parameters were sent.
        (tx, event) =>
          tx
            .insert(employeeRecords)
            .values({ tenantId: event.tenantId, employeeId: ahv, validFrom: '2020-01-01', data: { ahv } } as never)
            .then(() => undefined),
      ],
      'absences-modified': [],
    };
    const eventId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'employee-data-modified', employeeId: ahv }),
    );
    await expect(processDomainEvent(ctx.database, { tenantId: tenant.id, eventId }, processors)).rejects.toThrow(ahv);
    const [failed] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(failed?.status).toBe('failed');
    expect(failed?.lastError).toMatch(/^Failed query: insert into "employee_records"/);
    expect(failed?.lastError).not.toContain(ahv);
  });

  it('an event of another tenant is invisible to the job of this tenant', async () => {
    const a = await createTenant(ctx.database);
    const b = await createTenant(ctx.database);
    const eventId = await ctx.database.withTenant(a.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: a.id, type: 'absences-modified' }),
    );
    expect(await processDomainEvent(ctx.database, { tenantId: b.id, eventId })).toBe('skipped');
    const [row] = await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(row?.status).toBe('pending');
  });
});
