// `npm run bench:ktg-protocol-pdf` (or `node bench/ktg-protocol-pdf.ts [lines]`): the KTG protocol (issue 14) of 10 000
// generated snapshot lines of one month (seeded, so every run renders the same data) as PDF and as XLSX,
// single-threaded. Printed per format: the median of 3 runs after a warm-up, every run, the process CPU time of the
// median run (steadier than wall time on a shared machine), the file size, the page count and the goal (issue 14: each
// export of 10 000 lines < 2 s). BENCH_OUT=dir also writes the files there (to look at them).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ktgProtocolPdf, ktgProtocolXlsx } from '../src/server/modules/accounting/ktg-protocol.ts';
import { generatedSnapshotLines } from '../src/testing/factories/accounting.factory.ts';

const LINES = Number(process.argv[2] ?? process.env.BENCH_LINES ?? 10_000);
const RUNS = 3;
const GOAL_MS = 2_000;

const input = {
  tenantName: 'Bench AG',
  accountingMonthId: '2026-03',
  generatedAt: '2026-04-01T06:00:00.000Z',
  language: 'de' as const,
  lines: generatedSnapshotLines(LINES),
  subunitNames: { ZH: 'Zürich', GE: 'Genève', TI: 'Ticino' },
};

async function measure(name: string, extension: string, render: () => Promise<Buffer>) {
  await render(); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes: Buffer = Buffer.alloc(0);
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    bytes = await render();
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
  const medianCpu = cpu[times.indexOf(median)] ?? 0;
  const pages =
    extension === 'pdf' ? ` ${(bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length} pages` : '';
  console.log(
    `${name.padEnd(5)} ${median.toFixed(0).padStart(6)} ms (CPU ${medianCpu.toFixed(0)} ms; runs ${times.map((time) => time.toFixed(0)).join(', ')})  ${(bytes.length / 1024).toFixed(0).padStart(6)} KiB${pages}  ${median < GOAL_MS ? 'ok' : 'OVER GOAL'}`,
  );
  if (process.env.BENCH_OUT) writeFileSync(join(process.env.BENCH_OUT, `ktg-protocol-${LINES}.${extension}`), bytes);
}

console.log(
  `KTG protocol, ${LINES} lines, median of ${RUNS} runs (goal < ${GOAL_MS} ms each), Node ${process.version}`,
);
await measure('PDF', 'pdf', () => ktgProtocolPdf(input));
await measure('XLSX', 'xlsx', () => ktgProtocolXlsx(input));
