// The event worker wakes when events are recorded (decision 0038): the job's NOTIFY, sent in the recording
// transaction and delivered on commit, makes the worker fetch at once; polling (every 30 s here) is only the fallback.
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { useTestDatabase } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { recordDomainEvent, recordDomainEvents } from '../platform/domain-events.ts';
import { type JobQueue, QUEUES, startJobQueue } from '../platform/job-queue.ts';
import { startDomainEventWorker } from './domain-events.ts';

const POLL_SECONDS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('the event worker wakes when events are recorded on %s', (backend) => {
  const ctx = useTestDatabase(backend);
  let jobs: JobQueue;
  /** The domain-event notifications this test saw, in the order they arrived. */
  const notifications: string[] = [];
  let stopListening: () => Promise<void> = async () => {};

  beforeAll(async () => {
    jobs = await startJobQueue(ctx.database);
    // A listener of our own on pg-boss's channel (the expression of its notifyChannelSql for the schema pgboss).
    const [row] = await rowsOf<{ channel: string }>(
      ctx.database.db,
      sql`select 'pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24) as channel`,
    );
    const channel = row?.channel as string;
    if (ctx.database.pglite) {
      // pg-boss LISTENs on the same instance; onNotification sees every notification delivered to it.
      const off = ctx.database.pglite.onNotification((from, payload) => {
        if (from === channel && payload === QUEUES.domainEvents) notifications.push(payload);
      });
      stopListening = async () => off();
    } else {
      const client = new pg.Client({
        connectionString: (ctx.database.pool?.options as { connectionString?: string } | undefined)?.connectionString,
      });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload === QUEUES.domainEvents) notifications.push(message.payload);
      });
      await client.query(`listen "${channel}"`);
      stopListening = () => client.end();
    }
    await startDomainEventWorker(ctx.database, jobs, { fallbackPollSeconds: POLL_SECONDS });
    // The worker loops' first fetch runs at start; wait for them, so what follows can only be taken by a wake-up (or in 30 s).
    const started = Date.now();
    const fetchedOnce = () => {
      const workers = jobs.boss.getWipData().filter((worker) => worker.name === QUEUES.domainEvents);
      return workers.length > 0 && workers.every((worker) => worker.lastFetchedOn !== null);
    };
    while (!fetchedOnce() && Date.now() - started < 10_000) await sleep(20);
  });
  afterAll(async () => {
    await stopListening();
    await jobs?.stop();
  });

  /** Waits until every event is processed; answers the milliseconds it took, or fails after `limitMs`. */
  const processedWithin = async (tenantId: string, eventIds: readonly string[], limitMs: number) => {
    const started = Date.now();
    for (;;) {
      const rows = await ctx.database.db
        .select({ status: domainEvents.status, attempts: domainEvents.attempts })
        .from(domainEvents)
        .where(and(eq(domainEvents.tenantId, tenantId), inArray(domainEvents.id, [...eventIds])));
      if (rows.length === eventIds.length && rows.every((row) => row.status === 'processed')) {
        // Nothing derived twice: each event was processed in one attempt.
        expect(rows.every((row) => row.attempts === 1)).toBe(true);
        return Date.now() - started;
      }
      if (Date.now() - started > limitMs) throw new Error(`events not processed within ${limitMs} ms`);
      await sleep(25);
    }
  };

  it('a committed event is processed at once, without waiting for the poll (every 30 s here)', async () => {
    const tenant = await createTenant(ctx.database);
    const eventId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'absences-modified', employeeId: 'E-1' }),
    );
    expect(await processedWithin(tenant.id, [eventId], 5_000)).toBeLessThan(5_000);
  });

  it("an upload's burst is taken batch after batch while events wait (450 events, batches of 200)", async () => {
    const tenant = await createTenant(ctx.database);
    const ids = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvents(
        tx,
        jobs,
        tenant.id,
        Array.from({ length: 450 }, (_, index) => ({ type: 'absences-modified' as const, employeeId: `B-${index}` })),
      ),
    );
    // One notification for the burst: after a full batch the worker fetches the next at once, not in 30 s.
    expect(await processedWithin(tenant.id, ids, 15_000)).toBeLessThan(15_000);
  });

  it.runIf(backend === 'postgres')(
    'two worker processes share a burst: every event processed once, none derived twice',
    async () => {
      const second = await startJobQueue(ctx.database);
      try {
        await startDomainEventWorker(ctx.database, second, { fallbackPollSeconds: POLL_SECONDS });
        const tenant = await createTenant(ctx.database);
        const ids = await ctx.database.withTenant(tenant.id, (tx) =>
          recordDomainEvents(
            tx,
            jobs,
            tenant.id,
            Array.from({ length: 800 }, (_, index) => ({
              type: 'absences-modified' as const,
              employeeId: `W-${index % 400}`,
            })),
          ),
        );
        await processedWithin(tenant.id, ids, 20_000);
      } finally {
        await second.stop();
      }
    },
  );

  it('a rolled-back write notifies nobody and leaves nothing to process; the next committed one does', async () => {
    const tenant = await createTenant(ctx.database);
    const before = notifications.length;
    let rolledBackId = '';
    await expect(
      ctx.database.withTenant(tenant.id, async (tx) => {
        rolledBackId = await recordDomainEvent(tx, jobs, {
          tenantId: tenant.id,
          type: 'absences-modified',
          employeeId: 'E-2',
        });
        throw new Error('the fact write failed');
      }),
    ).rejects.toThrow('the fact write failed');
    // A committed write after it: its notification arrives, and the rolled-back one, had it been sent, before it.
    const committedId = await ctx.database.withTenant(tenant.id, (tx) =>
      recordDomainEvent(tx, jobs, { tenantId: tenant.id, type: 'absences-modified', employeeId: 'E-3' }),
    );
    await processedWithin(tenant.id, [committedId], 5_000);
    const started = Date.now();
    while (notifications.length === before && Date.now() - started < 5_000) await sleep(20);
    await sleep(200);
    expect(notifications.length - before).toBe(1);
    expect(rolledBackId).not.toBe('');
    expect(await ctx.database.db.select().from(domainEvents).where(eq(domainEvents.id, rolledBackId))).toEqual([]);
    const queued = await jobs.boss.findJobs<{ eventId: string }>(QUEUES.domainEvents, {
      data: { eventId: rolledBackId },
    });
    expect(queued).toEqual([]);
  });
});
