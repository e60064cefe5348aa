// Absence upload throughput (issue 11): an absence file of 1 000 000 day rows (10 000 employees × 100 days) processed
// by the real processor (reading: stream, decode, split, check, stage; applying: daily absences per employee with
// events), on PGlite and (with BENCH_DATABASE_URL) PostgreSQL, against a raw COPY of the same file into a table of
// the same columns in the same run (and, as a second baseline, into a table indexed like `absences`). Peak memory is sampled every 50 ms. Goals (PostgreSQL): ≥ 100 000 rows/s,
// within 3× of the COPY, peak RSS < 1 GB. BENCH_EMPLOYEES and BENCH_DAYS change the size.

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { documents } from '../src/db/schema/documents.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { fileUploads } from '../src/db/schema/file-uploads.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { processFileUpload } from '../src/server/modules/uploads/index.ts';
import { LocalDiskBlobStore } from '../src/server/platform/documents/blob-store.ts';
import { UrlSigner } from '../src/server/platform/documents/signed-urls.ts';
import { memorySampler, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 100);
const HEADER = 'Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar';

const employeeId = (index: number) => `B-${String(index).padStart(6, '0')}`;

async function writeCsv(path: string): Promise<number> {
  const out = createWriteStream(path);
  out.write(`${HEADER}\r\n`);
  const start = Date.UTC(2026, 0, 1);
  const days = Array.from({ length: DAYS }, (_, day) => new Date(start + day * 86_400_000).toISOString().slice(0, 10));
  for (let employee = 0; employee < EMPLOYEES; employee++) {
    let chunk = '';
    for (let day = 0; day < DAYS; day++) {
      const date = days[day];
      const part = employee % 10 === 0 && day % 2 === 1;
      chunk += `${employeeId(employee)};${date};${date};${part ? 'ACCIDENT;NBU' : 'SICK;'};${part ? '4.5;' : ';100'};\r\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return EMPLOYEES * DAYS;
}

async function copyBaseline(database: Database, csvPath: string): Promise<number> {
  await database.db.execute(sql`drop table if exists bench_copy`);
  await database.db.execute(
    sql.raw(
      'create table bench_copy (employee_id text, start_date date, end_date date, type text, accident_type text, hours numeric(5,2), percentage numeric(5,2), comment text)',
    ),
  );
  const started = performance.now();
  if (database.kind === 'pglite' && database.pglite) {
    const blob = new Blob([await readFile(csvPath)]);
    await database.pglite.query("copy bench_copy from '/dev/blob' with (format csv, header true, delimiter ';')", [], {
      blob,
    });
  } else {
    // The server reads the file itself (same machine, superuser connection of the bench).
    await database.db.execute(
      sql.raw(`copy bench_copy from '${csvPath}' with (format csv, header true, delimiter ';')`),
    );
  }
  const ms = performance.now() - started;
  await database.db.execute(sql`drop table bench_copy`);
  return ms;
}

/**
 * A second baseline (not the goal's): COPY of the same file into a table shaped and indexed like `absences` — a
 * generated key (tenant, random uuid) as primary key, and the indexes (tenant, employee, date) and (tenant, date) —
 * which is what storing a million days costs at the least, before any checking, splitting into days or events.
 */
async function copyIndexedBaseline(database: Database, csvPath: string, tenantId: string): Promise<number> {
  await database.db.execute(sql`drop table if exists bench_copy_indexed`);
  for (const statement of [
    `create table bench_copy_indexed (tenant_id uuid not null default '${tenantId}', id uuid not null default gen_random_uuid(), employee_id text not null, start_date date not null, end_date date not null, type text not null, accident_type text, hours numeric(5,2), percentage numeric(5,2), comment text, primary key (tenant_id, id))`,
    'create index on bench_copy_indexed (tenant_id, employee_id, start_date)',
    'create index on bench_copy_indexed (tenant_id, start_date)',
  ]) {
    await database.db.execute(sql.raw(statement));
  }
  const columns = '(employee_id, start_date, end_date, type, accident_type, hours, percentage, comment)';
  const started = performance.now();
  if (database.kind === 'pglite' && database.pglite) {
    const blob = new Blob([await readFile(csvPath)]);
    await database.pglite.query(
      `copy bench_copy_indexed ${columns} from '/dev/blob' with (format csv, header true, delimiter ';')`,
      [],
      { blob },
    );
  } else {
    await database.db.execute(
      sql.raw(`copy bench_copy_indexed ${columns} from '${csvPath}' with (format csv, header true, delimiter ';')`),
    );
  }
  const ms = performance.now() - started;
  await database.db.execute(sql`drop table bench_copy_indexed`);
  return ms;
}

/**
 * CPU time (user + system, ms) of the database's server processes serving `database`'s scratch database, read from
 * /proc: only when the server runs on this machine (PostgreSQL here; PGlite runs inside the bench process). CPU time
 * depends far less on the other work of a shared machine than elapsed time does.
 */
async function serverCpu(database: Database): Promise<Map<number, number> | null> {
  if (database.kind !== 'postgres') return null;
  const { rows } = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100); // utime + stime, 100 ticks/s
    } catch {
      return null; // not on this machine
    }
  }
  return ticks;
}

async function run(label: string, database: Database, csvPath: string, rows: number, storeDir: string) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Upload ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  for (let index = 0; index < EMPLOYEES; index += 2000) {
    const batch = Array.from({ length: Math.min(2000, EMPLOYEES - index) }, (_, offset) => {
      const id = employeeId(index + offset);
      return {
        tenantId,
        employeeId: id,
        validFrom: '2020-01-01',
        data: { personnelNumber: id, firstName: 'Bench', lastName: `Person ${id}` },
        personnelNumber: id,
        firstName: 'Bench',
        lastName: `Person ${id}`,
        isDisplay: true,
      };
    });
    await database.db.insert(employeeRecords).values(batch);
  }
  await database.db.execute(sql`analyze employee_records`);

  const copyMs = await copyBaseline(database, csvPath);
  const copyIndexedMs = await copyIndexedBaseline(database, csvPath, tenantId);

  const blobs = new LocalDiskBlobStore(storeDir);
  const documentId = randomUUID();
  const storageKey = `${tenantId}/${documentId}`;
  const { createReadStream } = await import('node:fs');
  const stored = await blobs.put(storageKey, createReadStream(csvPath), { maxBytes: Number.MAX_SAFE_INTEGER });
  await database.db.insert(documents).values({
    tenantId,
    id: documentId,
    name: 'bench.csv',
    fileType: 'csv',
    contentType: 'text/csv',
    purpose: 'upload',
    status: 'stored',
    storageKey,
    sizeBytes: stored.sizeBytes,
    sha256: stored.sha256,
    createdByName: 'Bench',
  });
  const [upload] = await database.db
    .insert(fileUploads)
    .values({
      tenantId,
      kind: 'absence',
      documentId,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      uploadedByName: 'Bench',
    })
    .returning();
  const runtime = { blobs, signer: new UrlSigner('bench-secret-bench-secret-bench-secret!!'), maxUploadBytes: 2 ** 40 };
  const cpuBefore = await serverCpu(database);
  // A marker for profilers started from outside (perf record of the server during the processing only).
  console.error('processing: started');
  const nodeCpuBefore = process.cpuUsage();
  const memory = memorySampler();
  const started = performance.now();
  let readingDoneAt = started;
  const applyingBatchesAt: number[] = [];
  const readingBatchesAt: number[] = [];
  const outcome = await processFileUpload(
    database,
    runtime,
    null,
    { tenantId, uploadId: upload?.id as string },
    {
      afterBatch: (phase) => {
        if (phase === 'reading') {
          readingDoneAt = performance.now();
          readingBatchesAt.push(readingDoneAt);
        } else applyingBatchesAt.push(performance.now());
      },
    },
  );
  const totalMs = performance.now() - started;
  console.error('processing: ended');
  const peakMb = memory.stop();
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const cpuAfter = await serverCpu(database);
  let serverCpuMs: number | null = null;
  if (cpuBefore && cpuAfter) {
    serverCpuMs = 0;
    for (const [pid, ms] of cpuAfter) serverCpuMs += ms - (cpuBefore.get(pid) ?? 0);
  }
  const [result] = await database.db.select().from(fileUploads).where(sql`${fileUploads.id} = ${upload?.id}`);
  return {
    database: label,
    rows,
    fileMb: Math.round((stored.sizeBytes / 1024 / 1024) * 10) / 10,
    outcome,
    created: result?.created,
    rowsRejected: result?.rowsRejected,
    copyMs: Math.round(copyMs),
    // The second baseline: the same COPY into a table indexed like `absences` (see copyIndexedBaseline).
    copyIndexedMs: Math.round(copyIndexedMs),
    readingMs: Math.round(readingDoneAt - started),
    applyingMs: Math.round(totalMs - (readingDoneAt - started)),
    // Time between committed reading batches (10 000 rows each), first, middle and last.
    readingBatchMs: [0, Math.floor(readingBatchesAt.length / 2), readingBatchesAt.length - 1].map((index) =>
      Math.round((readingBatchesAt[index] ?? 0) - (readingBatchesAt[index - 1] ?? started)),
    ),
    // Time between committed applying batches (500 employees each), first, middle and last: growth shows the
    // absences table and its indexes outgrowing the database's memory.
    applyingBatchMs: [0, Math.floor(applyingBatchesAt.length / 2), applyingBatchesAt.length - 1].map((index) =>
      Math.round((applyingBatchesAt[index] ?? 0) - (applyingBatchesAt[index - 1] ?? readingDoneAt)),
    ),
    totalMs: Math.round(totalMs),
    rowsPerSecond: Math.round(rows / (totalMs / 1000)),
    timesCopy: Math.round((totalMs / copyMs) * 10) / 10,
    timesCopyIndexed: Math.round((totalMs / copyIndexedMs) * 10) / 10,
    peakRssMb: peakMb,
    // CPU time spent processing, by this process (reading, checking; with PGlite also the database) and by the
    // PostgreSQL server processes of the run (null for PGlite): less sensitive to the machine's load than elapsed time.
    nodeCpuMs: Math.round((nodeCpu.user + nodeCpu.system) / 1000),
    serverCpuMs: serverCpuMs === null ? null : Math.round(serverCpuMs),
    // The machine's load when the run ended (1, 5, 15 minutes): other work on it slows every figure above.
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

const workDir = await mkdtemp(join(tmpdir(), 'absenza-bench-uploads-'));
const csvPath = join(workDir, 'absences.csv');
const rows = await writeCsv(csvPath);
// The PostgreSQL server process reads the file for the COPY baseline.
await chmod(workDir, 0o755);
await chmod(csvPath, 0o644);
console.error(`file: ${rows} rows, ${Math.round((await stat(csvPath)).size / 1024 / 1024)} MB`);
const results = [];
try {
  if (process.env.BENCH_SKIP_PGLITE !== 'true') {
    const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
    results.push(await run('pglite', pglite, csvPath, rows, join(workDir, 'store-pglite')));
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    results.push(
      await withScratchPostgres(url, 'uploads', (postgres) =>
        run('postgres', postgres, csvPath, rows, join(workDir, 'store-postgres')),
      ),
    );
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
