// The migration runner (decision 0062): a migration counts as applied when the database recorded its journal time or
// its hash, so one whose journal time is earlier than an applied one's still reaches an older database (drizzle's
// own migrator compared with the latest time only: a database at 0042 would never have received 0043).
import { sql } from 'drizzle-orm';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';
import { rowsOf } from './client.ts';
import { expectedMigrationCount, MIGRATIONS_FOLDER, migrateDatabase, missingMigrations } from './migrate.ts';

const meta = (hash: string, folderMillis: number): MigrationMeta => ({ hash, folderMillis, sql: [], bps: true });

describe('missingMigrations', () => {
  // The journal's times as they are: 0042 was set by hand to 1796000042000, 0043 generated at 1795938262457.
  const m41 = meta('h41', 1_796_000_041_000);
  const m42 = meta('h42', 1_796_000_042_000);
  const m43 = meta('h43', 1_795_938_262_457);
  const m44 = meta('h44', 1_796_000_044_000);

  it('applies a migration with an earlier time than the latest applied one (drizzle skipped it)', () => {
    const applied = [
      { hash: 'h41', createdAt: 1_796_000_041_000 },
      { hash: 'h42', createdAt: 1_796_000_042_000 },
    ];
    expect(missingMigrations([m41, m42, m43, m44], applied).map((m) => m.hash)).toEqual(['h43', 'h44']);
  });

  it('knows an applied migration by its hash when its journal time was changed later', () => {
    const applied = [{ hash: 'h41', createdAt: 1_795_000_000_000 }];
    expect(missingMigrations([m41, m42], applied).map((m) => m.hash)).toEqual(['h42']);
  });

  it('applies nothing to a database that recorded every migration', () => {
    const applied = [m41, m42, m43, m44].map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
    expect(missingMigrations([m41, m42, m43, m44], applied)).toEqual([]);
  });
});

describe.each(testBackends())('migrateDatabase on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  it('brings a database that missed migration 0043 up to date, and a second run changes nothing', async () => {
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    const analytics = migrations.find((m) =>
      m.sql.some((statement) => statement.includes('CREATE TABLE "analytics_employee_months"')),
    ) as MigrationMeta;
    // A database migrated up to 0042 by drizzle's migrator before 0043 existed, then 0044: 0043 is missing.
    await ctx.database.db.execute(sql`drop table analytics_employee_months, analytics_view_settings`);
    await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${analytics.folderMillis}`,
    );
    const tableOf = async () =>
      rowsOf<{ table: string | null }>(
        ctx.database.db,
        sql`select to_regclass('analytics_employee_months')::text as "table"`,
      );
    expect(await tableOf()).toEqual([{ table: null }]);

    await migrateDatabase(ctx.database);
    expect(await tableOf()).toEqual([{ table: 'analytics_employee_months' }]);
    const count = async () =>
      (
        await rowsOf<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      )[0]?.n;
    expect(await count()).toBe(expectedMigrationCount());

    await migrateDatabase(ctx.database);
    expect(await count()).toBe(expectedMigrationCount());
  });
});
