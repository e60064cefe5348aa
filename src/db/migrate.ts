// Applies the drizzle-kit migrations in src/db/migrations at start-up, on both drivers. On PostgreSQL an advisory
// lock makes concurrent starts (API and workers) apply them once.
//
// A migration counts as applied when the database recorded its journal time or its hash (decision 0062). drizzle's
// own migrator compares with the latest recorded time only, so a migration whose journal time is earlier than an
// applied one's (0040, 0043 and 0044 are: some times were set by hand) would never reach a database created before
// it; here every missing migration is applied, in the journal's order, in one transaction, recorded as drizzle does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type Database, type Queryable, rowsOf } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 4_242_001;

type Journal = { entries: { idx: number; tag: string }[] };

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.length;
}

export async function migrateDatabase(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  if (database.kind === 'pglite') {
    await applyMissingMigrations(database.db, migrations);
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database without its pool');
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await applyMissingMigrations(drizzleNodePg(client) as unknown as Queryable, migrations);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The migrations the database has not recorded (by journal time or hash), in the journal's order. */
export function missingMigrations(
  migrations: readonly MigrationMeta[],
  applied: readonly { hash: string; createdAt: number }[],
): MigrationMeta[] {
  const times = new Set(applied.map((row) => row.createdAt));
  const hashes = new Set(applied.map((row) => row.hash));
  return migrations.filter((migration) => !times.has(migration.folderMillis) && !hashes.has(migration.hash));
}

async function applyMissingMigrations(db: Queryable, migrations: readonly MigrationMeta[]): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const applied = await rowsOf<{ hash: string; created_at: string | number | null }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations`,
  );
  const missing = missingMigrations(
    migrations,
    applied.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) })),
  );
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    for (const migration of missing) {
      for (const statement of migration.sql) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrationCount(db: Queryable): Promise<number> {
  const exists = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return 0;
  const result = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result[0]?.count ?? 0;
}
