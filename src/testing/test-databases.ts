// Test databases (ARCHITECTURE.md §8): every test file gets a fresh migrated database.
// - PGlite: restored from a migrated snapshot made once by the global setup, so files do not pay for migrations.
// - PostgreSQL (when TEST_DATABASE_URL is set): CREATE DATABASE … TEMPLATE of a migrated template database.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A short hash of every migration file: a changed migration gets a new snapshot and template. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 12);
}

export const PGLITE_SNAPSHOT_DIR = '.cache/test-db';
export const pgliteSnapshotPath = (fingerprint: string) => join(PGLITE_SNAPSHOT_DIR, `pglite-${fingerprint}.tar`);
export const templateDatabaseName = (fingerprint: string) => `absence_test_template_${fingerprint}`;
export const TEST_DATABASE_PREFIX = 'absence_test_run_';

export function databaseUrlFor(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export type TestDatabase = Database & { backend: Backend; drop(): Promise<void> };

export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const fingerprint = migrationsFingerprint();
  if (backend === 'pglite') {
    const snapshot = readFileSync(pgliteSnapshotPath(fingerprint));
    const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
    return { ...database, backend, drop: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName(fingerprint)}"`);
  } finally {
    await admin.end();
  }
  const database = await createDatabase({ kind: 'postgres', url: databaseUrlFor(baseUrl, name), poolSize: 4 });
  return {
    ...database,
    backend,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
