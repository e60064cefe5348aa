// One client factory, two drivers (ARCHITECTURE.md §2): PostgreSQL through `pg` when a URL is given, otherwise
// embedded PGlite (real PostgreSQL in WASM) in a data directory. Same schema, same migrations, same RLS.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import { sqlStateOf } from './sql-state.ts';

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type AppTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database itself or a transaction. */
export type Queryable = AppDatabase | AppTransaction;

/** Rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; applicationName?: string }
  | {
      kind: 'pglite';
      /** A directory, or 'memory://' for an in-memory database (tests). */
      dataDir: string;
      /** A tarball of a data directory to start from (tests restore a migrated snapshot). */
      loadDataDir?: Blob;
    };

export type Database = {
  kind: DatabaseKind;
  db: AppDatabase;
  /** Present for PGlite (pg-boss and snapshots use it). */
  pglite?: PGlite;
  /** Present for PostgreSQL. */
  pool?: pg.Pool;
  /**
   * Runs `fn` in one transaction as `app_user` with `app.tenant_id` set: row-level security limits every query to
   * that tenant (ARCHITECTURE.md §5). Request and job code always goes through here.
   */
  withTenant<T>(tenantId: string, fn: (tx: AppTransaction) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as `app_user` without a tenant: tenant tables show no rows. */
  withoutTenant<T>(fn: (tx: AppTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const PGLITE_EXTENSIONS = { btree_gist, pgcrypto, pg_trgm };

export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir !== 'memory://' && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** SQLSTATEs after which the whole transaction may simply run again: a deadlock or a serialisation failure. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 3;

function tenantScope(db: AppDatabase) {
  // '' means "no tenant": app_current_tenant_id() turns it into NULL and the policies match no row.
  // A transaction the database aborted as a deadlock victim (or a serialisation failure) rolled back completely, so
  // it runs again from the start (up to three attempts); writers lock in a fixed order, so this stays rare.
  const asAppUser = async <T>(tenantId: string, fn: (tx: AppTransaction) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          // One round trip for both: the tenant and `SET LOCAL ROLE app_user` (set_config('role', …, true) is the
          // same setting, transaction-local).
          await tx.execute(
            sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'app_user', true)`,
          );
          return fn(tx);
        });
      } catch (error) {
        const state = sqlStateOf(error);
        if (attempt >= TRANSACTION_ATTEMPTS || state === undefined || !RETRYABLE_SQLSTATES.has(state)) throw error;
      }
    }
  };
  return {
    withTenant: asAppUser,
    withoutTenant: <T>(fn: (tx: AppTransaction) => Promise<T>) => asAppUser('', fn),
  };
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? 'absence-platform',
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as AppDatabase;
    return {
      kind: 'postgres',
      db,
      pool,
      ...tenantScope(db),
      close: () => pool.end(),
    };
  }

  const isMemory = options.dataDir.startsWith('memory://');
  let lock: DataDirLock | undefined;
  if (!isMemory) lock = acquireDataDirLock(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = await openPglite(isMemory ? options.dataDir : join(options.dataDir, 'pglite'), options.loadDataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as AppDatabase;
  return {
    kind: 'pglite',
    db,
    pglite,
    ...tenantScope(db),
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
