// Background jobs on pg-boss (ARCHITECTURE.md §2, §4): on PostgreSQL through its own pool, on PGlite sharing the
// application's instance. Jobs are enqueued in the same transaction as the data change that causes them.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { AppTransaction, Database } from '../../db/client.ts';

export const QUEUES = {
  domainEvents: 'domain-events',
} as const;

export type DomainEventJob = { tenantId: string; eventId: string };

export type JobQueue = {
  boss: PgBoss;
  /** Enqueues in the caller's transaction: the job exists exactly when the transaction commits. */
  sendInTransaction(tx: AppTransaction, queue: string, data: object): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobQueue(database: Database): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: requireUrl(database), schema: 'pgboss', max: 4 });
  boss.on('error', (error) => {
    // pg-boss reports maintenance and polling failures here; they must not crash the process.
    process.emitWarning(`job queue: ${(error as Error).message}`);
  });
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    if (!(await boss.getQueue(queue))) {
      await boss.createQueue(queue, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
    }
  }
  return {
    boss,
    async sendInTransaction(tx, queue, data) {
      await boss.send(queue, data, { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

function requireUrl(database: Database): string {
  const options = database.pool?.options as { connectionString?: string } | undefined;
  if (!options?.connectionString) throw new Error('PostgreSQL job queue needs the database URL');
  return options.connectionString;
}
