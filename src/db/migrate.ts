// Applies the drizzle-kit migrations in src/db/migrations at start-up, on both drivers. On PostgreSQL an advisory
// lock makes concurrent starts (API and workers) apply them once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type Queryable, rowsOf } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 4_242_001;

type Journal = { entries: { idx: number; tag: string }[] };

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.length;
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its instance');
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database without its pool');
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
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
