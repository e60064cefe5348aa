// `npm run bench:accounting-exports` (or `node bench/accounting-exports.ts [lines]`): every salary export preset and
// the KTG protocol (XLSX, PDF) for 10 000 generated snapshot lines of one month (seeded, so every run renders the
// same data), single-threaded. Printed per format: the median of 3 runs after a warm-up, the file size and the
// goal (issue 14: each export of 10 000 lines < 2 s). Results: docs/performance.md "Salary exports and KTG protocol".
import { performance } from 'node:perf_hooks';
import { bookingLinesOf } from '../src/domain/accounting/booking-lines.ts';
import { EXPORT_LAYOUTS } from '../src/domain/accounting/export-formats/index.ts';
import { type ExportMeta, renderExport, SALARY_EXPORT_FILE_TYPES } from '../src/domain/accounting/export-layouts.ts';
import { ktgProtocolPdf, ktgProtocolXlsx } from '../src/server/modules/accounting/ktg-protocol.ts';
import { accountMapping, generatedSnapshotLines } from '../src/testing/factories/accounting.factory.ts';

const LINES = Number(process.argv[2] ?? process.env.BENCH_LINES ?? 10_000);
const RUNS = 3;
const GOAL_MS = 2_000;

const snapshots = generatedSnapshotLines(LINES);
const mappings = [
  accountMapping(),
  accountMapping({ absenceType: 'ACCIDENT', accountOut: '3010', accountIn: '1091' }),
  accountMapping({ entryType: 'CORRECTION', accountOut: '3001' }),
];
const meta: ExportMeta = {
  tenantName: 'Bench AG',
  accountingMonthId: '2026-03',
  generatedAt: '2026-04-01T06:00:00.000Z',
  companySubunitId: null,
  processingGroupId: null,
  isPreview: false,
  payrollClientNumber: '7777',
};
const protocolInput = {
  tenantName: 'Bench AG',
  accountingMonthId: '2026-03',
  generatedAt: meta.generatedAt,
  language: 'de' as const,
  lines: snapshots,
};

async function measure(name: string, render: () => Buffer | Promise<Buffer>) {
  await render(); // warm-up
  const times: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    size = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  const verdict = median < GOAL_MS ? 'ok' : 'OVER GOAL';
  console.log(
    `${name.padEnd(22)} ${median.toFixed(0).padStart(7)} ms  ${(size / 1024).toFixed(0).padStart(7)} KiB  ${verdict}`,
  );
}

console.log(`${LINES} snapshot lines, median of ${RUNS} runs (goal < ${GOAL_MS} ms each), Node ${process.version}`);
const bookingStart = performance.now();
const booked = bookingLinesOf(snapshots, mappings);
console.log(
  `bookingLinesOf         ${(performance.now() - bookingStart).toFixed(0).padStart(7)} ms  (${booked.lines.length} lines, ${booked.unmapped.length} unmapped)`,
);
for (const fileType of SALARY_EXPORT_FILE_TYPES) {
  await measure(`salary export ${fileType}`, () => renderExport(EXPORT_LAYOUTS[fileType], booked.lines, meta));
}
await measure('KTG protocol XLSX', () => ktgProtocolXlsx(protocolInput));
await measure('KTG protocol PDF', () => ktgProtocolPdf(protocolInput));
