// `npm run worker`: a separate job-worker process against PostgreSQL (scale out by starting more of them).
// The embedded PGlite database allows one process, so there the API server runs the workers itself.
import { failStartup, loadConfigOrExit, onShutdownSignal, openMigratedDatabase, startWorkers } from './bootstrap.ts';
import { createLogger } from './logging.ts';
import { createDocumentRuntime } from './platform/documents/runtime.ts';
import { startJobQueue } from './platform/job-queue.ts';

const config = loadConfigOrExit();
if (config.database.kind !== 'postgres') {
  console.error(
    '\nA separate worker needs PostgreSQL: set DATABASE_URL. With the embedded database (no DATABASE_URL), ' +
      '`npm start` already runs the workers inside the server process.\n',
  );
  process.exit(1);
}

try {
  const database = await openMigratedDatabase(config, 'absence-platform-worker');
  const jobs = await startJobQueue(database, { log: createLogger(config.logLevel, 'worker') });
  const runtime = await createDocumentRuntime(config.documents);
  await startWorkers(database, jobs, runtime, config.mail);
  console.log('Worker started: processing domain events. Stop with Ctrl+C.');
  onShutdownSignal(config.shutdownTimeoutMs, async () => {
    await jobs.stop();
    await database.close();
  });
} catch (error) {
  failStartup(error);
}
