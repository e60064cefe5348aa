// Derived state after a write (issue 34): how long until a write's derived state is there, with the event worker
// running as in production (its job queue, `startDomainEventWorker`), on PGlite and (BENCH_DATABASE_URL) PostgreSQL.
// - write: one sick spell through `POST /absence` (the real app, in process, a Payroll user's session) -> its
//   absence period and its case are in the database (polled every 5 ms); BENCH_WRITES samples (default 40), p50/p95.
//   Goal: p95 < 150 ms.
// - import: an employee file of BENCH_EMPLOYEES (default 2 000) people through the upload processor
//   (`processFileUpload`, with the queue) -> every event it recorded is processed. Goal: < 3 s.
// Before/after in one run: `--before-dir <checkout>` runs the same scenarios against the application code of another
// checkout (e.g. `git worktree add /work/wt-before <commit>`, node_modules symlinked), alternating with this one,
// each on a fresh database. `--workers 1,2` adds the import with that many worker loops (PostgreSQL; the "after"
// code only). Usage:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/derived-latency.ts --before-dir ../wt-before
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type * as Client from '../src/db/client.ts';
import type * as Migrate from '../src/db/migrate.ts';
import type * as App from '../src/server/app.ts';
import type * as Worker from '../src/server/jobs/domain-events.ts';
import type * as Uploads from '../src/server/modules/uploads/index.ts';
import type * as BlobStore from '../src/server/platform/documents/blob-store.ts';
import type * as Signer from '../src/server/platform/documents/signed-urls.ts';
import type * as Queue from '../src/server/platform/job-queue.ts';
import type * as Employees from '../src/testing/factories/employee.factory.ts';
import type * as Tenants from '../src/testing/factories/tenant.factory.ts';
import type * as Configuration from '../src/testing/factories/tenant-configuration.factory.ts';
import type * as Users from '../src/testing/factories/user.factory.ts';
import type * as TestConfig from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const { values: args } = parseArgs({
  options: { 'before-dir': { type: 'string' }, workers: { type: 'string' } },
});
const WRITES = Number(process.env.BENCH_WRITES ?? 40);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2_000);
const HERE = resolve(import.meta.dirname, '..');

/** The application's modules, from this checkout or another one (the "before"). */
async function loadApp(dir: string) {
  const load = (path: string) => import(join(dir, path));
  return {
    client: (await load('src/db/client.ts')) as typeof Client,
    migrate: (await load('src/db/migrate.ts')) as typeof Migrate,
    app: (await load('src/server/app.ts')) as typeof App,
    worker: (await load('src/server/jobs/domain-events.ts')) as typeof Worker,
    uploads: (await load('src/server/modules/uploads/index.ts')) as typeof Uploads,
    blobs: (await load('src/server/platform/documents/blob-store.ts')) as typeof BlobStore,
    signer: (await load('src/server/platform/documents/signed-urls.ts')) as typeof Signer,
    queue: (await load('src/server/platform/job-queue.ts')) as typeof Queue,
    employees: (await load('src/testing/factories/employee.factory.ts')) as typeof Employees,
    configuration: (await load('src/testing/factories/tenant-configuration.factory.ts')) as typeof Configuration,
    tenants: (await load('src/testing/factories/tenant.factory.ts')) as typeof Tenants,
    users: (await load('src/testing/factories/user.factory.ts')) as typeof Users,
    testConfig: (await load('src/testing/test-config.ts')) as typeof TestConfig,
  };
}
type Code = Awaited<ReturnType<typeof loadApp>>;
type Database = Client.Database;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An employee whose sick days build a case: monthly salary, KTG and UVG policies (as bench/derivation.ts). */
const insuredEmployee = {
  dateOfEmployment: '2018-01-01',
  processingGroupId: 'MONTHLY',
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
  policies: [
    { policyType: 'KTG', policyNumber: 'KTG-1' },
    { policyType: 'UVG', policyNumber: 'UVG-1' },
  ],
};

async function visible(code: Code, database: Database, tenantId: string, employeeId: string, date: string) {
  const rows = await code.client.rowsOf<{ ok: boolean }>(
    database.db,
    sql`select exists (select 1 from absence_periods where tenant_id = ${tenantId}
        and employee_id = ${employeeId} and start_date <= ${date} and end_date >= ${date})
      and exists (select 1 from cases where tenant_id = ${tenantId} and employee_id = ${employeeId}) as ok`,
  );
  return rows[0]?.ok === true;
}

async function writes(code: Code, database: Database, jobs: Queue.JobQueue, tenantId: string) {
  const app = await code.app.buildApp({ config: code.testConfig.testConfig(), database, jobs, logger: false });
  await app.ready();
  try {
    const { session } = await code.users.createSignedInUser(app, database, tenantId, 'Payroll');
    const samples: number[] = [];
    for (let index = 0; index < WRITES; index++) {
      const employeeId = `S-${index}`;
      await code.employees.createEmployeeRecord(database, tenantId, employeeId, {
        validFrom: '2018-01-01',
        data: insuredEmployee,
      });
      // A pause between writes (a person's next write is not instant).
      await sleep(200);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: session.headers,
        payload: { employeeId, startDate: '2026-03-02', endDate: '2026-03-13', type: 'SICK', percentage: 100 },
      });
      if (response.statusCode !== 201) throw new Error(`POST /absence answered ${response.statusCode}`);
      while (!(await visible(code, database, tenantId, employeeId, '2026-03-04'))) {
        if (performance.now() - started > 30_000) throw new Error('period and case not visible after 30 s');
        await sleep(5);
      }
      samples.push(performance.now() - started);
    }
    return { p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: percentile(samples, 100) };
  } finally {
    await app.close();
  }
}

const HEADER = [
  'Mitarbeitenden-ID',
  'Personalnummer',
  'Vorname',
  'Nachname',
  'Gültig ab',
  'Gültig bis',
  'Unterbereich',
  'Verarbeitungsgruppe',
  'Geburtsdatum',
  'Geschlecht',
  'Eintrittsdatum',
  'Beschäftigungsgrad',
  'Wochenstunden',
  'Lohnbasis',
  'Lohnart 1000',
].join(';');
('Mitarbeitenden-ID;Personalnummer;Vorname;Nachname;Gültig ab;Verarbeitungsgruppe;Geburtsdatum;Eintrittsdatum;Beschäftigungsgrad;Lohnbasis;Lohnart 1000');

async function importFile(code: Code, database: Database, jobs: Queue.JobQueue, tenantId: string, dir: string) {
  const lines = [HEADER];
  for (let index = 0; index < EMPLOYEES; index++) {
    const id = `M-${String(index).padStart(6, '0')}`;
    lines.push(`${id};${id};Anna;Muster${index};01.01.2026;;ZH;MONTHLY;01.03.1980;F;01.03.2019;100;42;MONTHLY;6000`);
  }
  const path = join(dir, `employees-${randomUUID()}.csv`);
  await writeFile(path, `${lines.join('\r\n')}\r\n`);
  const blobs = new code.blobs.LocalDiskBlobStore(join(dir, 'store'));
  const documentId = randomUUID();
  const storageKey = `${tenantId}/${documentId}`;
  const stored = await blobs.put(storageKey, createReadStream(path), { maxBytes: Number.MAX_SAFE_INTEGER });
  await database.db.execute(sql`insert into documents (tenant_id, id, name, file_type, content_type, purpose, status,
      storage_key, size_bytes, sha256, created_by_name)
    values (${tenantId}, ${documentId}, 'employees.csv', 'csv', 'text/csv', 'upload', 'stored', ${storageKey},
      ${stored.sizeBytes}, ${stored.sha256}, 'Bench')`);
  const [upload] = await code.client.rowsOf<{ id: string }>(
    database.db,
    sql`insert into file_uploads (tenant_id, kind, document_id, uploaded_by_name)
      values (${tenantId}, 'employee', ${documentId}, 'Bench') returning id`,
  );
  const runtime = {
    blobs,
    signer: new code.signer.UrlSigner('bench-secret-bench-secret-bench-secret!!'),
    maxUploadBytes: 2 ** 40,
  };
  const started = performance.now();
  await code.uploads.processFileUpload(database, runtime, jobs, { tenantId, uploadId: upload?.id as string });
  const processedMs = performance.now() - started;
  const [result] = await code.client.rowsOf<{ status: string; created: number; error: string | null }>(
    database.db,
    sql`select status, created, error_message as error from file_uploads where id = ${upload?.id}`,
  );
  if (result?.created !== EMPLOYEES) throw new Error(`upload: ${JSON.stringify(result)}`);
  for (;;) {
    const [open] = await code.client.rowsOf<{ open: number; all: number }>(
      database.db,
      sql`select count(*) filter (where status <> 'processed')::int as open, count(*)::int as all
        from domain_events where tenant_id = ${tenantId}`,
    );
    if (open && open.all >= EMPLOYEES && open.open === 0) break;
    if (performance.now() - started > 120_000) throw new Error('import not derived after 120 s');
    await sleep(10);
  }
  return { processedMs: Math.round(processedMs), derivedMs: Math.round(performance.now() - started) };
}

type Variant = { label: string; code: Code; workers?: number };

async function runVariant(variant: Variant, database: Database, dir: string) {
  const { code } = variant;
  await code.migrate.migrateDatabase(database);
  const tenant = await code.tenants.createTenant(database, { name: `Bench Latency ${variant.label}` });
  await code.configuration.configureTenantForTest(database, tenant.id);
  const jobs = await code.queue.startJobQueue(database);
  try {
    const start = code.worker.startDomainEventWorker as (
      database: Database,
      jobs: Queue.JobQueue,
      options?: { workers?: number },
    ) => Promise<unknown>;
    await start(database, jobs, variant.workers ? { workers: variant.workers } : {});
    const write = variant.workers ? null : await writes(code, database, jobs, tenant.id);
    const imported = await importFile(code, database, jobs, tenant.id, dir);
    return { code: variant.label, ...write, import: imported };
  } finally {
    await jobs.stop();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'absenza-bench-derived-latency-'));
const after = await loadApp(HERE);
const before = args['before-dir'] ? await loadApp(resolve(args['before-dir'])) : null;
const variants: Variant[] = before
  ? [
      { label: 'before', code: before },
      { label: 'after', code: after },
    ]
  : [{ label: 'after', code: after }];
const results: Record<string, unknown>[] = [];
try {
  if (process.env.BENCH_SKIP_PGLITE !== 'true') {
    for (const variant of variants) {
      const database = await variant.code.client.createDatabase({ kind: 'pglite', dataDir: 'memory://' });
      try {
        results.push({ database: 'pglite', employees: EMPLOYEES, ...(await runVariant(variant, database, dir)) });
      } finally {
        await database.close();
      }
    }
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const extra = (args.workers ?? '')
      .split(',')
      .filter(Boolean)
      .map((count) => ({ label: `after, ${count} worker loop(s)`, code: after, workers: Number(count) }));
    for (const variant of [...variants, ...extra]) {
      const result = await withScratchPostgres(url, 'latency', (database) => runVariant(variant, database, dir));
      results.push({ database: 'postgres', employees: EMPLOYEES, ...result });
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
process.exit(0);
