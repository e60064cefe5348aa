// Start-up steps shared by the API server and the worker: configuration, database, migrations, the job workers; and
// the API server's order of start (listen first, then the workers).
import type { FastifyInstance } from 'fastify';
import { createDatabase, type Database } from '../db/client.ts';
import { DataDirectoryInUseError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { startAnalyticsRefresh } from './jobs/analytics-refresh.ts';
import { startCareStagesWorker } from './jobs/care-stages-nightly.ts';
import { startCaseRecompute } from './jobs/case-recompute.ts';
import { startDomainEventWorker } from './jobs/domain-events.ts';
import { startEmployeeDisplayRefresh } from './jobs/employee-display-refresh.ts';
import { startFileUploadWorker } from './jobs/file-uploads.ts';
import { startMailDelivery } from './jobs/mail-delivery.ts';
import { startMailDigest } from './jobs/mail-digest.ts';
import { toSafeError } from './logging.ts';
import { startAccountingExportWorker } from './modules/accounting/index.ts';
import { startCareTaskDueScan } from './modules/care/index.ts';
import { startDeadlineDueScan } from './modules/deadlines/index.ts';
import type { DocumentRuntime } from './modules/documents/index.ts';
import { startPayoutStatementWorker } from './modules/payouts/index.ts';
import { startReportWorkers } from './modules/reports/index.ts';
import type { JobQueue } from './platform/job-queue.ts';
import type { MailSettings } from './platform/mail/mail-runtime.ts';

/** Prints a start-up failure a person can act on, then exits. */
export function failStartup(error: unknown): never {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    console.error(`\n${error.message}\n`);
  } else if (code === 'EADDRINUSE' || code === 'EACCES') {
    const { address, port } = error as NodeJS.ErrnoException & { address?: string; port?: number };
    console.error(
      `\nCannot listen on ${address ?? 'the address'}:${port ?? '?'} (${code === 'EADDRINUSE' ? 'already in use' : 'not permitted'}). ` +
        'Stop the other process or choose another port with PORT=….\n',
    );
  } else {
    // A failed migration or seed query carries its parameters and row values; print what failed, not them.
    console.error('\nStart-up failed:', toSafeError(error));
  }
  process.exit(1);
}

export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    failStartup(error);
  }
}

export async function openMigratedDatabase(config: AppConfig, applicationName: string): Promise<Database> {
  const database = await createDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize, applicationName }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Runs `stop` once on SIGINT/SIGTERM; exits when done or after the timeout. */
export function onShutdownSignal(timeoutMs: number, stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => {
      console.error(`Shutdown took longer than ${timeoutMs} ms; exiting.`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    stop(signal).then(
      () => process.exit(0),
      (error) => {
        console.error('Shutdown failed:', toSafeError(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Starts every job worker of this process: the API server's own (always on PGlite) or `npm run worker`'s. */
export async function startWorkers(
  database: Database,
  jobs: JobQueue,
  documents: DocumentRuntime,
  mail: MailSettings,
): Promise<void> {
  await startDomainEventWorker(database, jobs);
  await startEmployeeDisplayRefresh(database, jobs);
  await startCaseRecompute(database, jobs);
  await startCareStagesWorker(database, jobs);
  await startFileUploadWorker(database, jobs, documents);
  await startAccountingExportWorker(database, jobs, documents);
  await startPayoutStatementWorker(database, jobs, documents);
  await startMailDelivery(database, jobs, mail);
  await startMailDigest(database, jobs);
  await startCareTaskDueScan(database, jobs, documents);
  await startDeadlineDueScan(database, jobs);
  await startReportWorkers(database, jobs, documents);
  await startAnalyticsRefresh(database, jobs);
}

/**
 * The API server's start (issue 28 section 2): it listens first and starts its workers afterwards. Workers started
 * before `listen` take up work left from before the restart (a sweep of pending events, a derivation batch on the
 * one PGlite connection) while the port is still closed: after a restart with a big pending derivation the server
 * never listened. Now the port is open before any worker runs, and the long loops of the work yield to the event
 * loop (platform/yielding.ts), so /health is answered while they work. Resolves once listening; `workers` settles
 * when every worker has started (a failure there is the caller's to report).
 */
export async function listenThenStartWorkers(
  app: FastifyInstance,
  address: { port: number; host: string },
  startWorkersOfProcess: (() => Promise<void>) | null,
): Promise<{ workers: Promise<void> }> {
  await app.listen(address);
  return { workers: startWorkersOfProcess ? startWorkersOfProcess() : Promise.resolve() };
}
