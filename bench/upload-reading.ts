// The JavaScript part of an absence upload's reading phase, without a database (issue 11): stream the bench's
// absence CSV from disk, decode, split, map the columns and check every row, as commitReadBatch does before it
// stages. Prints elapsed and CPU time per run (three runs; the first warms the JIT). BENCH_EMPLOYEES and BENCH_DAYS as
// in bench/uploads.ts. For profiling: node --cpu-prof bench/upload-reading.ts.

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ABSENCE_COLUMNS, parseAbsenceRow } from '../src/server/modules/uploads/columns/absence-columns.ts';
import { mapColumns } from '../src/server/modules/uploads/columns/columns.ts';
import { readRows } from '../src/server/platform/tabular/tabular-reader.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 100);

async function writeCsv(path: string) {
  const out = createWriteStream(path);
  out.write('Mitarbeitenden-ID;Startdatum;Enddatum;Absenzart;Unfallart;Stunden;Prozent;Kommentar\r\n');
  const start = Date.UTC(2026, 0, 1);
  const days = Array.from({ length: DAYS }, (_, day) => new Date(start + day * 86_400_000).toISOString().slice(0, 10));
  for (let employee = 0; employee < EMPLOYEES; employee++) {
    let chunk = '';
    const id = `B-${String(employee).padStart(6, '0')}`;
    for (let day = 0; day < DAYS; day++) {
      const part = employee % 10 === 0 && day % 2 === 1;
      chunk += `${id};${days[day]};${days[day]};${part ? 'ACCIDENT;NBU' : 'SICK;'};${part ? '4.5;' : ';100'};\r\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function readAndCheck(path: string) {
  const file = await readRows(createReadStream(path), 'absences.csv');
  const mapping = mapColumns(ABSENCE_COLUMNS, file.header.cells, { fallbackLanguage: 'de' });
  let accepted = 0;
  for await (const rows of file.rowBatches) {
    for (const row of rows) {
      if (parseAbsenceRow(mapping.toRecord(row.cells), row.rowNumber).ok) accepted += 1;
    }
  }
  return accepted;
}

const dir = await mkdtemp(join(tmpdir(), 'absenza-bench-reading-'));
try {
  const path = join(dir, 'absences.csv');
  await writeCsv(path);
  for (let run = 1; run <= 3; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const accepted = await readAndCheck(path);
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - started;
    console.log(
      JSON.stringify({
        run,
        rows: accepted,
        ms: Math.round(ms),
        cpuMs: Math.round((used.user + used.system) / 1000),
        rowsPerSecond: Math.round(accepted / (ms / 1000)),
      }),
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
