// `npm start` behaviour around the process: one process per embedded data directory, clear configuration errors,
// graceful shutdown that releases the directory, a warm restart on the same data, and a restart with derivations
// left pending that listens at once and answers /health while its workers derive (issue 28 section 2).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { createDatabase, rowsOf } from '../src/db/client.ts';
import { runServerToExit, startServer } from './harness.ts';

/** The platform administrator of the demo seed (src/db/seed.ts DEMO_ADMIN). */
const DEMO_ADMIN_ID = '0f3e2d1c-0900-4a5b-8c7d-000000000900';

async function pendingEvents(baseUrl: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/modular/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'admin', id: DEMO_ADMIN_ID }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const response = await fetch(`${baseUrl}/api/modular/admin/events?status=pending&take=1`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalCount: number }).totalCount;
}

describe('server start-up', () => {
  it('refuses a second server on the same data directory with a clear message, and restarts warm after shutdown', async () => {
    // From the run's seeded directory: the first start's seed on an empty one is the global setup's own check
    // (seeded-data-dir.ts fails without "demo data seeded"), and seeding a directory here again took a minute of the
    // run on a busy machine.
    const dataDir = mkdtempSync(join(tmpdir(), 'absenza-e2e-lock-'));
    cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    try {
      const first = await startServer({}, { dataDir });
      // The start-up line comes right after the server listens; it says whether the start seeded.
      await vi.waitFor(() => expect(first.output()).toContain('Absenza is running'), { timeout: 10_000 });
      expect(first.output()).not.toContain('demo data seeded'); // a seeded directory is never seeded twice
      const second = await runServerToExit({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data directory ${dataDir} is in use by another process`);
      // The first server is unharmed.
      expect((await fetch(`${first.baseUrl}/ready`)).status).toBe(200);

      await first.stop({ keepDataDir: true });
      expect(existsSync(join(dataDir, '.lock'))).toBe(false);

      const again = await startServer({}, { dataDir });
      await vi.waitFor(() => expect(again.output()).toContain('Absenza is running'), { timeout: 10_000 });
      expect(again.output()).not.toContain('demo data seeded'); // the data survived; no second seed
      expect((await fetch(`${again.baseUrl}/ready`)).status).toBe(200);
      await again.stop({ keepDataDir: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('restarts with derivations left pending: listens, answers /health while the workers derive, then derives all', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'absenza-e2e-pending-'));
    try {
      cpSync(inject('seededDataDir'), dataDir, { recursive: true });
      // Work left from before the restart: every employee of both demo companies to derive again, three times over
      // (as after configuration changes the server stopped before it had derived them): 3 x 340 events and more.
      const database = await createDatabase({ kind: 'pglite', dataDir });
      const [left] = await rowsOf<{ count: number }>(
        database.db,
        sql`with inserted as (
              insert into domain_events (tenant_id, type, employee_id, payload, status)
              select e.tenant_id, 'employee-data-modified', e.employee_id, '{"reason":"e2e restart"}'::jsonb, 'pending'
              from (select distinct tenant_id, employee_id from employee_records) e, generate_series(1, 3)
              returning 1)
            select count(*)::int as count from inserted`,
      );
      await database.close();
      expect(left?.count).toBeGreaterThanOrEqual(3 * 300);

      // Before, the workers started (and took up this work) before the server listened. Now the port opens first:
      // "up" here is the first answer of /health (not /ready, which waits for the database the workers use).
      const server = await startServer({}, { dataDir, upPath: '/health' });
      let lastHealthAt = 0;
      try {
        for (let request = 0; request < 20; request++) {
          const health = await fetch(`${server.baseUrl}/health`);
          expect(health.status).toBe(200);
        }
        lastHealthAt = Date.now();
        // And the work ends: every event derived.
        const deadline = Date.now() + 240_000;
        let pending = await pendingEvents(server.baseUrl);
        while (pending > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          pending = await pendingEvents(server.baseUrl);
        }
        expect(pending).toBe(0);
      } finally {
        await server.stop({ keepDataDir: true });
      }
      // The work was under way while /health answered: the last of the left events was derived after the 20th answer
      // (a check of the pending count at that moment raced the workers on a quiet machine; the stored times do not).
      const after = await createDatabase({ kind: 'pglite', dataDir });
      const [derived] = await rowsOf<{ last: string | null; count: number }>(
        after.db,
        sql`select max(processed_at)::text as last, count(processed_at)::int as count from domain_events
             where payload ->> 'reason' = 'e2e restart'`,
      );
      await after.close();
      expect(derived?.count).toBeGreaterThan(0);
      expect(new Date(derived?.last ?? 0).getTime()).toBeGreaterThan(lastHealthAt);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);

  it('stops on a bad configuration value, naming the variable and the reason', async () => {
    const result = await runServerToExit({ APP_ENV: 'prod', DATA_DIR: join(tmpdir(), 'absenza-never-created') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Invalid configuration:');
    expect(result.output).toContain('APP_ENV must be one of production, staging, local, preview, demo (got "prod")');
  });
});
