// Start-up steps shared by the API server and the worker: configuration, database, migrations.
import { createDatabase, type Database } from '../db/client.ts';
import { DataDirectoryInUseError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { toSafeError } from './logging.ts';

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
