// `npm start`: migrate, seed an empty database with demo data, serve UI + API on one port, then start the job workers
// (always in-process on PGlite): the port is open before any worker takes up work (bootstrap.ts).
import type { Database } from '../db/client.ts';
import { seedDemoAdditions, seedDemoDataIfEmptyAcrossTenants } from '../db/seed.ts';
import { buildApp } from './app.ts';
import {
  failStartup,
  listenThenStartWorkers,
  loadConfigOrExit,
  onShutdownSignal,
  openMigratedDatabase,
  startWorkers,
} from './bootstrap.ts';
import { seedDemoAbsences } from './demo-absences.ts';
import { createLogger } from './logging.ts';
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
  const app = await buildApp({ config, database, jobs, documents });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await openDatabase.close();
  });
  onShutdownSignal(config.shutdownTimeoutMs, async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  const { workers } = await listenThenStartWorkers(
    app,
    { port: config.port, host: config.host },
    config.runWorkersInProcess ? () => startWorkers(openDatabase, jobs, documents, config.mail) : null,
  );
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
  await workers;
} catch (error) {
  // Release the database (and the PGlite data-directory lock) before reporting; a failed close changes nothing.
  await database?.close().catch(() => {});
  failStartup(error);
}
