// Runs once per `vitest run`: builds the migrated PGlite snapshot and, with TEST_DATABASE_URL, the migrated
// PostgreSQL template database. Both are keyed by a fingerprint of the migrations and reused while it holds.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import {
  databaseUrlFor,
  migrationsFingerprint,
  PGLITE_SNAPSHOT_DIR,
  pgliteSnapshotPath,
  TEST_DATABASE_PREFIX,
  templateDatabaseName,
} from './test-databases.ts';

async function preparePgliteSnapshot(fingerprint: string) {
  const path = pgliteSnapshotPath(fingerprint);
  if (existsSync(path)) return;
  mkdirSync(PGLITE_SNAPSHOT_DIR, { recursive: true });
  const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite snapshot failed');
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    const { renameSync } = await import('node:fs');
    renameSync(temporary, path);
  } finally {
    await database.close();
  }
}

/** Whether a process of this machine with the pid still runs (signal 0 only checks). */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function preparePostgresTemplate(baseUrl: string, fingerprint: string) {
  const template = templateDatabaseName(fingerprint);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Leftovers of interrupted runs: a run database whose process (its name's pid) has ended, a template of other
    // migrations whose creating run (its comment's pid) has ended. Another checkout's run on the same server
    // (a second working tree with other migrations) keeps its databases while it runs.
    const stale = await admin.query<{ datname: string; owner_pid: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as owner_pid from pg_database
        where datname like $1 or (datname like $2 and datname <> $3)`,
      [`${TEST_DATABASE_PREFIX}%`, 'absence_test_template_%', template],
    );
    for (const { datname, owner_pid } of stale.rows) {
      const pid = datname.startsWith(TEST_DATABASE_PREFIX)
        ? Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0])
        : Number(owner_pid);
      if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) {
      await admin.query(`COMMENT ON DATABASE "${template}" IS '${process.pid}'`);
      return;
    }
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.query(`COMMENT ON DATABASE "${template}" IS '${process.pid}'`);
  } finally {
    await admin.end();
  }
  const database = await createDatabase({ kind: 'postgres', url: databaseUrlFor(baseUrl, template), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await cleanup.end();
    throw error;
  }
  await database.close();
}

export default async function setup() {
  const fingerprint = migrationsFingerprint();
  await preparePgliteSnapshot(fingerprint);
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) await preparePostgresTemplate(baseUrl, fingerprint);
}
