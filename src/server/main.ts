// `npm start`: migrate, seed an empty database with demo data, start the job workers (always in-process on
// PGlite), and serve UI + API on one port.
import type { Database } from '../db/client.ts';
import { seedDemoAdditions, seedDemoDataIfEmptyAcrossTenants } from '../db/seed.ts';
import { buildApp } from './app.ts';
import { failStartup, loadConfigOrExit, onShutdownSignal, openMigratedDatabase } from './bootstrap.ts';
import { seedDemoAbsences } from './demo-absences.ts';
import { startCaseRecompute } from './jobs/case-recompute.ts';
import { startDomainEventWorker } from './jobs/domain-events.ts';
import { startEmployeeDisplayRefresh } from './jobs/employee-display-refresh.ts';
import { startFileUploadWorker } from './jobs/file-uploads.ts';
import { createLogger } from './logging.ts';
import { startAccountingExportWorker } from './modules/accounting/index.ts';
import { startPayoutStatementWorker } from './modules/payouts/index.ts';
import { createDocumentRuntime } from './platform/documents/runtime.ts';
import { type JobQueue, startJobQueue } from './platform/job-queue.ts';

const startedAt = performance.now();
const config = loadConfigOrExit();

let database: Database | undefined;
try {
  database = await openMigratedDatabase(config, 'absence-platform-api');
  const openDatabase = database;
  const seeded = config.seedDemoData ? await seedDemoDataIfEmptyAcrossTenants(database) : false;
  if (config.seedDemoData && !seeded) await seedDemoAdditions(database);
  // The API enqueues jobs in the transactions of its writes; it also works them unless separate workers do.
  const jobs: JobQueue = await startJobQueue(database, { log: createLogger(config.logLevel, 'jobs') });
  const documents = await createDocumentRuntime(config.documents);
  // The demo absences arrive as a customer's would: two files through the upload processing.
  if (seeded) await seedDemoAbsences(database, documents);
  if (config.runWorkersInProcess) {
    await startDomainEventWorker(database, jobs);
    await startEmployeeDisplayRefresh(database, jobs);
    await startCaseRecompute(database, jobs);
    await startFileUploadWorker(database, jobs, documents);
    await startAccountingExportWorker(database, jobs, documents);
    await startPayoutStatementWorker(database, jobs, documents);
  }
  const app = await buildApp({ config, database, jobs, documents });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await openDatabase.close();
  });
  onShutdownSignal(config.shutdownTimeoutMs, async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const where = config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `  Absenza is running (${config.appEnv}) on ${where}${seeded ? ', demo data seeded' : ''}`,
      `  Web app:        http://${shownHost}:${config.port}/`,
      `  API reference:  http://${shownHost}:${config.port}/api/docs`,
      `  Started in ${Math.round(performance.now() - startedAt)} ms. Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  // Release the database (and the PGlite data-directory lock) before reporting; a failed close changes nothing.
  await database?.close().catch(() => {});
  failStartup(error);
}
