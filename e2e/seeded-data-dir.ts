// The seeded data directory the journeys start from (docs/testing.md "e2e"): the real server seeds the demo tenants
// and derives their absences once per run, in the global setup; each journey's server then starts on its own copy,
// so every journey still gets a fresh database of its own, without paying 20-40 s for the seed and its derivation.
// A journey that starts a server with its own data directory or its own seed settings (startup.e2e.ts) is unchanged.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a server that seeded the demo data and derived it, stopped: copy it, never open it. */
    seededDataDir: string;
  }
}

/** The platform administrator of the demo seed (src/db/seed.ts DEMO_ADMIN). */
const DEMO_ADMIN_ID = '0f3e2d1c-0900-4a5b-8c7d-000000000900';
/** How long the seed's derivation may take on a busy machine before the template is taken as it is. */
const SETTLE_TIMEOUT_MS = 240_000;

/** Waits until no domain event is pending (the demo absences' derivation has ended), asked as the demo admin. */
async function waitForDerivation(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/modular/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'admin', id: DEMO_ADMIN_ID }),
  });
  if (!login.ok) throw new Error(`dev-login as the demo admin failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/modular/admin/events?status=pending&take=1`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`listing pending events failed: ${response.status} ${await response.text()}`);
    const { totalCount } = (await response.json()) as { totalCount: number };
    if (totalCount === 0) return;
    if (Date.now() >= deadline) throw new Error(`${totalCount} events still pending after ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'absenza-e2e-seeded-'));
  const server = await startServer({}, { dataDir, seeded: false });
  try {
    // The start-up line is printed right after the server listens: give it a moment to arrive.
    for (let wait = 0; wait < 50 && !server.output().includes('Absenza is running'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (!server.output().includes('demo data seeded'))
      throw new Error(`the demo seed did not run:\n${server.output()}`);
    await waitForDerivation(server.baseUrl);
  } finally {
    // A graceful stop: the workers end their jobs, the database is closed and the data-directory lock released.
    await server.stop({ keepDataDir: true });
  }
  if (existsSync(join(dataDir, '.lock'))) throw new Error('the seeded server did not release its data directory');
  console.log(`e2e: demo data seeded and derived once in ${Math.round(performance.now() - started)} ms (${dataDir})`);
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
