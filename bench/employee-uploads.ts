// Employee upload throughput (issue 11): an employee file of 50 000 rows (one record per employee, 20 columns incl.
// address, bank account and a wage type) processed by the real processor on PGlite and (with BENCH_DATABASE_URL)
// PostgreSQL, twice: first into an empty company (every employee created), then a second file a month later in which
// every tenth employee changes (new record from 1 July: the others are confirmed unchanged). A raw COPY of the same
// file into a table of the same columns is measured in the same run. Peak memory is sampled every 50 ms.
// BENCH_EMPLOYEES changes the size.

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { documents } from '../src/db/schema/documents.ts';
import { fileUploads } from '../src/db/schema/file-uploads.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { processFileUpload } from '../src/server/modules/uploads/index.ts';
import { LocalDiskBlobStore } from '../src/server/platform/documents/blob-store.ts';
import { UrlSigner } from '../src/server/platform/documents/signed-urls.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { memorySampler, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 50_000);
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
  'Adresse',
  'PLZ',
  'Ort',
  'Land',
  'IBAN',
  'Kontoinhaber',
  'PLZ Kontoinhaber',
  'Ort Kontoinhaber',
  'Lohnart 1000',
].join(';');
const COLUMNS = HEADER.split(';').length;

const employeeId = (index: number) => `M-${String(index).padStart(6, '0')}`;

async function writeCsv(path: string, month: 'first' | 'second'): Promise<number> {
  const out = createWriteStream(path);
  out.write(`${HEADER}\r\n`);
  for (let index = 0; index < EMPLOYEES; index++) {
    const id = employeeId(index);
    const changes = month === 'second' && index % 10 === 0;
    const validFrom = changes ? '01.07.2026' : '01.01.2026';
    const percentage = changes ? 60 : 80 + (index % 3) * 10;
    const birthYear = 1960 + (index % 40);
    const line = [
      id,
      id,
      ['Anna', 'Luca', 'Chiara', 'Marc', 'Élodie'][index % 5],
      `Muster${index}`,
      validFrom,
      '',
      'ZH',
      'MONTHLY',
      `${String((index % 28) + 1).padStart(2, '0')}.0${(index % 9) + 1}.${birthYear}`,
      index % 2 === 0 ? 'F' : 'M',
      '01.03.2019',
      String(percentage),
      String((42 * percentage) / 100),
      'MONTHLY',
      `Bahnhofstrasse ${(index % 200) + 1}`,
      '8001',
      'Zürich',
      'CH',
      'CH93 0076 2011 6238 5295 7',
      `Anna Muster${index}`,
      '8001',
      'Zürich',
      String(5000 + (index % 40) * 50),
    ].join(';');
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return EMPLOYEES;
}

async function copyBaseline(database: Database, csvPath: string): Promise<number> {
  await database.db.execute(sql`drop table if exists bench_copy`);
  const columns = Array.from({ length: COLUMNS }, (_, index) => `c${index} text`).join(', ');
  await database.db.execute(sql.raw(`create table bench_copy (${columns})`));
  const started = performance.now();
  if (database.kind === 'pglite' && database.pglite) {
    const blob = new Blob([await readFile(csvPath)]);
    await database.pglite.query("copy bench_copy from '/dev/blob' with (format csv, header true, delimiter ';')", [], {
      blob,
    });
  } else {
    await database.db.execute(
      sql.raw(`copy bench_copy from '${csvPath}' with (format csv, header true, delimiter ';')`),
    );
  }
  const ms = performance.now() - started;
  await database.db.execute(sql`drop table bench_copy`);
  return ms;
}

async function uploadOnce(database: Database, tenantId: string, csvPath: string, storeDir: string, label: string) {
  const blobs = new LocalDiskBlobStore(storeDir);
  const documentId = randomUUID();
  const storageKey = `${tenantId}/${documentId}`;
  const stored = await blobs.put(storageKey, createReadStream(csvPath), { maxBytes: Number.MAX_SAFE_INTEGER });
  await database.db.insert(documents).values({
    tenantId,
    id: documentId,
    name: `${label}.csv`,
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
    .values({ tenantId, kind: 'employee', documentId, uploadedByName: 'Bench' })
    .returning();
  const runtime = { blobs, signer: new UrlSigner('bench-secret-bench-secret-bench-secret!!'), maxUploadBytes: 2 ** 40 };
  const memory = memorySampler();
  const started = performance.now();
  let readingDoneAt = started;
  const outcome = await processFileUpload(
    database,
    runtime,
    null,
    { tenantId, uploadId: upload?.id as string },
    {
      afterBatch: (phase) => {
        if (phase === 'reading') readingDoneAt = performance.now();
      },
    },
  );
  const totalMs = performance.now() - started;
  const peakRssMb = memory.stop();
  const [result] = await database.db.select().from(fileUploads).where(sql`${fileUploads.id} = ${upload?.id}`);
  return {
    file: label,
    outcome,
    fileMb: Math.round((stored.sizeBytes / 1024 / 1024) * 10) / 10,
    created: result?.created,
    updated: result?.updated,
    unchanged: result?.unchanged,
    rowsRejected: result?.rowsRejected,
    readingMs: Math.round(readingDoneAt - started),
    applyingMs: Math.round(totalMs - (readingDoneAt - started)),
    totalMs: Math.round(totalMs),
    rowsPerSecond: Math.round(EMPLOYEES / (totalMs / 1000)),
    peakRssMb,
  };
}

async function run(label: string, database: Database, files: { first: string; second: string }, storeDir: string) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Employees ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  const copyMs = await copyBaseline(database, files.first);
  const first = await uploadOnce(database, tenantId, files.first, storeDir, 'first-month');
  await database.db.execute(sql`analyze employee_records`);
  const second = await uploadOnce(database, tenantId, files.second, storeDir, 'second-month');
  return {
    database: label,
    rows: EMPLOYEES,
    copyMs: Math.round(copyMs),
    runs: [first, second].map((result) => ({
      ...result,
      timesCopy: Math.round((result.totalMs / copyMs) * 10) / 10,
    })),
  };
}

const workDir = await mkdtemp(join(tmpdir(), 'absenza-bench-employee-uploads-'));
const files = { first: join(workDir, 'first.csv'), second: join(workDir, 'second.csv') };
await writeCsv(files.first, 'first');
await writeCsv(files.second, 'second');
await chmod(workDir, 0o755);
await chmod(files.first, 0o644);
console.error(`file: ${EMPLOYEES} rows, ${Math.round((await stat(files.first)).size / 1024 / 1024)} MB`);
const results = [];
try {
  if (process.env.BENCH_SKIP_PGLITE !== 'true') {
    const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
    results.push(await run('pglite', pglite, files, join(workDir, 'store-pglite')));
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    results.push(
      await withScratchPostgres(url, 'employee_uploads', (postgres) =>
        run('postgres', postgres, files, join(workDir, 'store-postgres')),
      ),
    );
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
