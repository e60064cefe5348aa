// Background jobs on pg-boss (ARCHITECTURE.md §2, §4): on PostgreSQL through its own pool, on PGlite sharing the
// application's instance. Jobs are enqueued in the same transaction as the data change that causes them.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Job, PgBoss, type WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { AppTransaction, Database } from '../../db/client.ts';
import { createLogger, toSafeError } from '../logging.ts';

export const QUEUES = {
  domainEvents: 'domain-events',
  employeeDisplayRefresh: 'employee-display-refresh',
  caseRecompute: 'case-recompute',
  fileUploads: 'file-uploads',
  accountingExports: 'accounting-exports',
  payoutStatements: 'payout-statements',
  mailDelivery: 'mail-delivery',
  mailDigest: 'mail-digest',
  /** Care stages evaluated again: nightly (look-back windows move) and after a save of the definitions (issue 29). */
  careStages: 'care-stages',
  /** A large report generated in the background, or a schedule's run (issue 31, decision 0058). */
  reports: 'reports',
  /** The analytics figures of recent months computed again as the days pass (issue 32). */
  analyticsRefresh: 'analytics-refresh',
} as const;

/**
 * Queue settings beyond the defaults. Every queue notifies (decision 0071): a job sent to it wakes its workers on
 * commit, so a worker polls only as a fallback (pg-boss: every 30 s while the listener runs, unless the worker asks
 * for less). A file upload may run for minutes (a million rows); it is resumable, so a retry continues where the
 * failed attempt committed its last batch.
 */
const QUEUE_OPTIONS: Partial<Record<string, { expireInSeconds?: number; retryLimit?: number }>> = {
  [QUEUES.fileUploads]: { expireInSeconds: 3600, retryLimit: 5 },
  // A month's KTG protocol PDF of 10 000 lines takes ~10 s (docs/performance.md).
  [QUEUES.accountingExports]: { expireInSeconds: 900, retryLimit: 5 },
  // A release of 5 000 payouts writes 5 000 statement PDFs (docs/performance.md); a retry continues where it stopped.
  [QUEUES.payoutStatements]: { expireInSeconds: 1800, retryLimit: 5 },
  // A mail written in a request is sent within seconds (decision 0049); the mails keep their own attempts and
  // backoff, so a failed delivery job needs no retry of its own.
  [QUEUES.mailDelivery]: { retryLimit: 0 },
  // A tenant of 10 000 employees evaluates in seconds (docs/performance.md); a retry evaluates again (idempotent).
  [QUEUES.careStages]: { expireInSeconds: 1800, retryLimit: 3 },
  // A report of 10 000 employees over two years takes seconds to a minute (docs/performance.md); a failed report
  // ends FAILED on its row (the job does not throw), so a retry only follows a crash.
  [QUEUES.reports]: { expireInSeconds: 1800, retryLimit: 2 },
  // Every employee of every tenant in batches of 500 (docs/performance.md); a retry runs again (idempotent).
  [QUEUES.analyticsRefresh]: { expireInSeconds: 3600, retryLimit: 3 },
};

export type DomainEventJob = { tenantId: string; eventId: string };

export type JobQueue = {
  boss: PgBoss;
  /** The process's logger for job failures (src/server/logging.ts: no personal data). */
  log: Logger;
  /**
   * Enqueues in the caller's transaction: the job exists exactly when the transaction commits. A higher priority
   * is fetched first (pg-boss orders by priority, then creation).
   */
  sendInTransaction(tx: AppTransaction, queue: string, data: object, options?: { priority?: number }): Promise<void>;
  /** Enqueues many jobs in one statement, in the caller's transaction (bursts: an upload's events). */
  sendManyInTransaction(tx: AppTransaction, queue: string, data: readonly object[]): Promise<void>;
  /**
   * Works a queue like `boss.work`, but a failure is logged and stored without values: pg-boss keeps a failed
   * job's error with every field, and a database error carries the query's parameters and the row's values.
   */
  work<T>(queue: string, options: WorkOptions, handler: (jobs: Job<T>[]) => Promise<unknown>): Promise<string>;
  /** Creates a module's own queue (a daily job's) if missing, notifying like every queue (decision 0071). */
  ensureQueue(queue: string, options: QueueSettings): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobQueue(database: Database, options: { log?: Logger } = {}): Promise<JobQueue> {
  const log = options.log ?? createLogger('info', 'jobs');
  // useListenNotify (decision 0038): pg-boss listens for its queues' NOTIFY and wakes their workers at once. On
  // PostgreSQL on a dedicated connection of its own (heartbeat, reconnect, and a fetch after a reconnect for what
  // was missed meanwhile); on PGlite through the instance's listen(), which delivers on commit like PostgreSQL.
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss', useListenNotify: true })
      : new PgBoss({ connectionString: requireUrl(database), schema: 'pgboss', max: 4, useListenNotify: true });
  boss.on('error', (error) => {
    // pg-boss reports maintenance and polling failures here; they must not crash the process.
    log.error({ err: error }, 'job queue error');
  });
  boss.on('warning', (warning) => {
    // The listener could not be established: workers then only poll (their fallback interval).
    if ((warning.data as { type?: string }).type === 'listen_notify_unavailable') log.warn(warning.message);
  });
  await boss.start();
  for (const queue of Object.values(QUEUES))
    await ensureNotifyingQueue(boss, queue, {
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      ...QUEUE_OPTIONS[queue],
    });
  // Request and job transactions run as app_user (RLS); they enqueue jobs, so they need pg-boss's tables.
  await grantJobTablesToAppUser(database);
  return {
    boss,
    log,
    ensureQueue: (queue, queueOptions) => ensureNotifyingQueue(boss, queue, queueOptions),
    async sendInTransaction(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, {
        db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
        ...(sendOptions.priority === undefined ? {} : { priority: sendOptions.priority }),
      });
    },
    async sendManyInTransaction(tx, queue, data) {
      if (data.length === 0) return;
      await boss.insert(
        queue,
        data.map((item) => ({ data: item })),
        { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) },
      );
    },
    work<T>(queue: string, workOptions: WorkOptions, handler: (jobs: Job<T>[]) => Promise<unknown>) {
      return boss.work<T>(queue, workOptions, async (jobs: Job<T>[]) => {
        try {
          return await handler(jobs);
        } catch (error) {
          log.error({ err: error, queue, jobIds: jobs.map((job) => job.id) }, 'job failed');
          throw toSafeError(error);
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

type QueueSettings = {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
};

/**
 * Creates the queue with `notify: true`, or switches an existing one to notify (a queue created before decisions
 * 0038 and 0071). pg-boss then inlines a NOTIFY into the statement that inserts a runnable job (a send, a schedule's
 * job), which wakes the queue's workers on commit; they poll only as a fallback, every 30 s, where polling every 1-2 s
 * cost an idle server 2.8 % of a core (eleven queues; docs/performance.md, 2026-11-30). A job that becomes runnable
 * later (a retry's delay) is taken up by that fallback poll.
 */
async function ensureNotifyingQueue(boss: PgBoss, queue: string, settings: QueueSettings): Promise<void> {
  const existing = await boss.getQueue(queue);
  if (!existing) await boss.createQueue(queue, { ...settings, notify: true });
  else if (!existing.notify) await boss.updateQueue(queue, { notify: true });
  // Warm pg-boss's queue cache (loaded at start, before the queue existed). A cache miss inside a transactional
  // send would query through pg-boss's own connection, which on PGlite (one connection) waits for the very
  // transaction that is sending: a deadlock. Deleting a job id that cannot exist is a no-op that fills the cache.
  await boss.deleteJob(queue, '00000000-0000-0000-0000-000000000000');
}

async function grantJobTablesToAppUser(database: Database): Promise<void> {
  await database.db.execute(sql.raw('GRANT USAGE ON SCHEMA pgboss TO app_user'));
  await database.db.execute(sql.raw('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO app_user'));
  await database.db.execute(sql.raw('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO app_user'));
  await database.db.execute(sql.raw('GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO app_user'));
}

function requireUrl(database: Database): string {
  const options = database.pool?.options as { connectionString?: string } | undefined;
  if (!options?.connectionString) throw new Error('PostgreSQL job queue needs the database URL');
  return options.connectionString;
}
