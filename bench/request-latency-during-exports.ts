// `node bench/request-latency-during-exports.ts [lines]` (issue 28 section 6: "on PGlite every request waits 6.6–8.9 s
// while an export summary or a KTG protocol is generated"): how long other people's requests wait while long work
// runs. A child process serves the real app (listening, as `npm start` does) on PGlite and, with BENCH_DATABASE_URL,
// on a scratch PostgreSQL database, with a tenant whose March 2026 is locked with `lines` snapshot lines (default
// 10 000, generated and seeded) and a finished employee upload. This process (the clients, so their clock is not the
// server's event loop) sample GET /health every 25 ms and a list route (GET /api/modular/employees as HR) every 250 ms:
//   idle                  nothing else runs
//   regenerate protocol   while an admin regenerates the month's KTG protocol (PDF + XLSX of every line)
//   export summary        while the HR user has the upload's export summary written, 20 times in a row
// Printed per scenario: p50, p95 and max of each route and how long the work itself took. Results:
// docs/performance.md "Requests during long work (issue 28)".
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { employeeUploadStatistics } from '../src/db/schema/file-uploads.ts';
import { buildApp } from '../src/server/app.ts';
import { insertSnapshots } from '../src/server/modules/accounting/accounting.repository.ts';
import { generatedSnapshotLines } from '../src/testing/factories/accounting.factory.ts';
import { createStoredDocument } from '../src/testing/factories/document.factory.ts';
import { createEmployeeRecord } from '../src/testing/factories/employee.factory.ts';
import { createTenant } from '../src/testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { createFinishedEmployeeUpload } from '../src/testing/factories/upload.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../src/testing/factories/user.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

// The server child gets the count from the parent's environment (its own argv holds --serve).
const LINES = Number(process.env.BENCH_LINES ?? process.argv[2] ?? 10_000);
/** GET /health every 25 ms; the list (a real query, one at a time on PGlite) every 250 ms. */
const HEALTH_EVERY_MS = 25;
const LIST_EVERY_MS = 250;

type Ready = {
  baseUrl: string;
  tenantId: string;
  uploadId: string;
  admin: Record<string, string>;
  hr: Record<string, string>;
};

// --- The server (child process) ---------------------------------------------------------------------------------

async function serve(database: Database): Promise<void> {
  await migrateDatabase(database);
  const tenant = await createTenant(database, { name: 'Latenz AG' });
  await configureTenantForTest(database, tenant.id);
  for (let index = 1; index <= 200; index++) await createEmployeeRecord(database, tenant.id, `E-${index}`);
  const lockId = randomUUID();
  const lines = generatedSnapshotLines(LINES).map((line) => ({
    ...line,
    snapshotId: randomUUID(),
    caseId: randomUUID(),
  }));
  await database.withTenant(tenant.id, async (tx) => {
    await tx.execute(sql`insert into accounting_months (tenant_id, accounting_month_id, created_by)
      values (${tenant.id}, '2026-03', 'Bench')`);
    await tx.execute(sql`insert into accounting_month_locks (tenant_id, id, accounting_month_id, locked_by,
        employee_count, line_count, total_amount)
      values (${tenant.id}, ${lockId}, '2026-03', 'Bench', ${lines.length}, ${lines.length}, 0)`);
    await insertSnapshots(tx, tenant.id, lockId, lines);
  });
  const document = await createStoredDocument(database, tenant.id, { name: 'Mitarbeitende.xlsx' });
  const upload = await createFinishedEmployeeUpload(database, tenant.id, document.id);
  await database.withTenant(tenant.id, (tx) =>
    tx.insert(employeeUploadStatistics).values(
      Array.from({ length: 200 }, (_, index) => ({
        tenantId: tenant.id,
        uploadId: upload.id,
        companySubunitId: `U-${index}`,
        processingGroupId: 'MONTHLY',
        numEmployees: 10,
        totalSalary: '65000.00',
      })),
    ),
  );
  // A long request timeout: the regeneration is itself a request (it answers the new protocols).
  const app = await buildApp({
    config: testConfig({ requestTimeoutMs: 600_000 }),
    database,
    logger: false,
    jobs: null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const admin = await signIn(app, { kind: 'admin', id: (await createAdminUser(database)).id });
  const { session: hr } = await createSignedInUser(app, database, tenant.id, 'HR_Admin');
  const ready: Ready = {
    baseUrl: `http://127.0.0.1:${port}`,
    tenantId: tenant.id,
    uploadId: upload.id,
    admin: admin.headers,
    hr: hr.headers,
  };
  process.send?.(ready);
  // The server's own view: the longest the event loop was held during a scenario (a request that arrives then waits
  // at least that long, whatever the clients' clocks say on a busy machine).
  let loop = monitorEventLoopDelay({ resolution: 5 });
  await new Promise<void>((resolve) => {
    process.on('message', (message) => {
      if (message === 'begin') {
        loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
      } else if (message === 'end') {
        loop.disable();
        process.send?.({ maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 });
      } else resolve();
    });
  });
  await app.close();
}

if (process.argv.includes('--serve')) {
  const url = process.env.BENCH_SERVE_POSTGRES;
  if (url) await withScratchPostgres(url, 'latency', serve);
  else {
    const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await serve(database);
    await database.close();
  }
  process.exit(0);
}

// --- The clients (this process) ---------------------------------------------------------------------------------

/**
 * A GET on a connection of its own (no pool: a sample never queues in the client behind a slow one), answering the
 * status once the whole body has arrived.
 */
function get(url: string, headers: Record<string, string> = {}): Promise<{ ok: boolean; status: number }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Sends `request` every `everyMs` (without waiting for the previous answer) until stop(); the latencies. */
function sampler(everyMs: number, request: () => Promise<{ ok: boolean; status: number }>) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let failed = 0;
  const timer = setInterval(() => {
    const started = performance.now();
    pending.push(
      request().then(
        (response) => {
          if (!response.ok) throw new Error(`sample answered ${response.status}`);
          latencies.push(performance.now() - started);
        },
        // A server that holds its event loop long enough lets the connection time out (the connect timeout): counted with
        // the time it waited.
        () => {
          failed += 1;
          latencies.push(performance.now() - started);
        },
      ),
    );
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return Object.assign(latencies, { failed });
  };
}

const summary = (values: number[] & { failed: number }) =>
  `p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms  max ${Math.max(
    ...values,
  )
    .toFixed(0)
    .padStart(6)} ms  (${values.length} samples${values.failed > 0 ? `, ${values.failed} timed out` : ''})`;

type Server = { ready: Ready; ask(message: string): Promise<unknown> };

async function scenario(server: Server, name: string, work: () => Promise<void>) {
  const { ready } = server;
  await server.ask('begin');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const health = sampler(HEALTH_EVERY_MS, () => get(`${ready.baseUrl}/health`));
  const list = sampler(LIST_EVERY_MS, () => get(`${ready.baseUrl}/api/modular/employees?take=50`, ready.hr));
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  const [healthLatencies, listLatencies] = await Promise.all([health(), list()]);
  const loop = (await server.ask('end')) as { maxMs: number; p99Ms: number };
  console.log(
    `  ${name} (the work: ${took.toFixed(0)} ms; the server's event loop held at most ${loop.maxMs.toFixed(0)} ms, p99 ${loop.p99Ms.toFixed(0)} ms)`,
  );
  console.log(`    GET /health                 ${summary(healthLatencies)}`);
  console.log(`    GET /api/modular/employees  ${summary(listLatencies)}`);
}

async function post(ready: Ready, url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${ready.baseUrl}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

async function bench(label: string, env: Record<string, string>) {
  const child = fork(import.meta.filename, ['--serve'], {
    env: { ...process.env, ...env, BENCH_LINES: String(LINES) },
  });
  process.once('exit', () => child.kill());
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  console.log(
    `${label}: ${LINES} protocol lines; /health every ${HEALTH_EVERY_MS} ms, the list every ${LIST_EVERY_MS} ms`,
  );
  const server: Server = {
    ready,
    ask: (message) =>
      new Promise((resolve) => {
        if (message === 'begin') {
          child.send(message);
          resolve(null);
        } else {
          child.once('message', resolve);
          child.send(message);
        }
      }),
  };
  // Warm-up: the first fetch loads the HTTP client (undici) in this process, and the first requests warm the server.
  for (let run = 0; run < 5; run++) {
    await (await fetch(`${ready.baseUrl}/health`)).arrayBuffer();
    await (await fetch(`${ready.baseUrl}/api/modular/employees?take=50`, { headers: ready.hr })).arrayBuffer();
  }
  await scenario(server, 'idle', () => new Promise((resolve) => setTimeout(resolve, 2_000)));
  await scenario(server, 'regenerate protocol', () =>
    post(
      ready,
      `/api/modular/admin/tenant/${ready.tenantId}/accounting-month/2026-03/regenerate-ktg-protocol`,
      ready.admin,
      {},
    ),
  );
  const translations = {
    companySubunit: 'Unterbereich',
    processingGroup: 'Verarbeitungsgruppe',
    employeeCount: 'Anzahl',
    totalSalary: 'Lohnsumme',
    total: 'Total',
  };
  await scenario(server, 'export summary x 20', async () => {
    for (let run = 0; run < 20; run++) {
      await post(ready, `/api/modular/employee-upload/${ready.uploadId}/export-summary`, ready.hr, { translations });
    }
  });
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

console.log(`Requests during long work, Node ${process.version}`);
await bench('PGlite', {});
if (process.env.BENCH_DATABASE_URL) {
  await bench('PostgreSQL', { BENCH_SERVE_POSTGRES: process.env.BENCH_DATABASE_URL });
}
