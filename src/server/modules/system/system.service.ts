import { sql } from 'drizzle-orm';
import type { ReadyResponse } from '../../../contracts/system.ts';
import type { Database } from '../../../db/client.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../../db/migrate.ts';

const EXPECTED_MIGRATIONS = expectedMigrationCount();

/** Readiness: the database answers within the request and every migration of this build is applied. */
export async function checkReadiness(database: Database): Promise<ReadyResponse> {
  const started = performance.now();
  let databaseOk = false;
  let databaseDetail = 'reachable';
  let applied = 0;
  try {
    await database.db.execute(sql`select 1`);
    databaseOk = true;
    applied = await appliedMigrationCount(database.db);
  } catch (error) {
    databaseDetail = `unreachable: ${(error as Error).message.split('\n')[0]}`;
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const migrationsOk = databaseOk && applied === EXPECTED_MIGRATIONS;
  return {
    status: databaseOk && migrationsOk ? 'ready' : 'not-ready',
    checks: {
      database: { ok: databaseOk, detail: databaseDetail, latencyMs },
      migrations: {
        ok: migrationsOk,
        detail: migrationsOk ? 'all applied' : `${applied} of ${EXPECTED_MIGRATIONS} applied`,
        applied,
        expected: EXPECTED_MIGRATIONS,
      },
    },
  };
}
