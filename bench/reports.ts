// Reports (issue 31): each of the six report kinds for a tenant of 10 000 employees with two years of absences, on
// PostgreSQL (BENCH_DATABASE_URL) and PGlite (BENCH_PGLITE_EMPLOYEES, default 2 000; BENCH_SKIP_PGLITE=true leaves it
// out). The data is built as the derivation bench builds it — employees and their absence days written in SQL, then
// cases and claims derived by the event worker's batches (processDomainEventBatch, 200 a batch) — plus what the
// kinds report on: every tenth employee a long sickness (200 days, beyond the continued pay and the pension fund's
// reporting period) and every twelfth a leaving date in the last year; then every month up to the last one is locked
// (lockMonth), as a tenant's accounting does. Per kind, for the last 12 months (and `bookings` also for the last
// locked accounting month): the facts (REPORT_FACT_LOADERS[kind] in one tenant transaction), the pure build
// (REPORT_KIND_DEFINITIONS[kind].build), the XLSX and PDF files (renderReportFile); p50/max of BENCH_RUNS (3) runs,
// the table's rows, and the process's peak RSS and heap while the files render (process.memoryUsage every 20 ms).
// Goal (issue 31): each kind < 10 s on PostgreSQL (XLSX and PDF), memory bounded. Results: docs/performance.md
// "Reports (issue 31)". BENCH_EMPLOYEES changes the PostgreSQL size; BENCH_KEEP_DATABASE=true keeps the database and
// BENCH_REUSE_DATABASE_URL=<its url> measures the kinds on it again (BENCH_KINDS=kind,… picks kinds).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, rowsOf } from '../src/db/client.ts';
import { refreshDisplayRecords } from '../src/db/employee-records.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { absences } from '../src/db/schema/absences.ts';
import { domainEvents } from '../src/db/schema/domain-events.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { addMonths, fromEpochDay, monthIdOf, swissCivilDate, toEpochDay } from '../src/domain/dates.ts';
import { REPORT_KIND_DEFINITIONS } from '../src/domain/reports/kinds/index.ts';
import type { ReportTable } from '../src/domain/reports/report-table.ts';
import { REPORT_KINDS, type ReportDefinitionValue, type ReportKind } from '../src/domain/reports/report-types.ts';
import { processDomainEventBatch } from '../src/server/jobs/domain-events.ts';
import { lockMonth } from '../src/server/modules/accounting/accounting.service.ts';
import { REPORT_FACT_LOADERS } from '../src/server/modules/reports/facts/index.ts';
import { renderReportFile } from '../src/server/modules/reports/render/index.ts';
import type { RequestContext } from '../src/server/request-context.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { percentile, withScratchPostgres } from './support.ts';

const POSTGRES_EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const PGLITE_EMPLOYEES = Number(process.env.BENCH_PGLITE_EMPLOYEES ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TODAY = swissCivilDate(new Date());
const LAST_MONTH = monthIdOf(addMonths(toEpochDay(TODAY), -1));
const employeeId = (index: number) => `R-${String(index).padStart(6, '0')}`;
const log = (what: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${what}\n`);

type Day = { date: string; type: 'SICK' | 'ACCIDENT' | 'VACATION' };

/**
 * Two years up to today, the derivation bench's pattern (~100 days each): a 12-working-day sick spell each quarter,
 * a week of vacation twice a year, every fifth employee a two-week accident; every tenth a 200-day sickness from
 * ~300 days ago instead of that year's spells (its cases pass the continued pay and the pension fund's period).
 */
function daysOf(index: number): Day[] {
  const out = new Map<string, Day>();
  const start = toEpochDay(TODAY) - 730;
  const add = (from: number, length: number, type: Day['type'], weekdaysOnly: boolean) => {
    for (let day = start + from; day < start + from + length && day <= toEpochDay(TODAY); day++) {
      const weekday = (day + 4) % 7;
      if (weekdaysOnly && (weekday === 0 || weekday === 6)) continue;
      out.set(fromEpochDay(day), { date: fromEpochDay(day), type });
    }
  };
  const long = index % 10 === 1;
  for (let quarter = 0; quarter < 8; quarter++) {
    if (!long || quarter < 4) add(quarter * 91 + (index % 40), 12, 'SICK', true);
  }
  add(180 + (index % 30), 7, 'VACATION', false);
  if (!long) add(540 + (index % 30), 7, 'VACATION', false);
  if (index % 5 === 0) add(300 + (index % 20), 14, 'ACCIDENT', false);
  if (long) add(430 + (index % 60), 200, 'SICK', false);
  return [...out.values()];
}

/** Every twelfth employee leaves within the last year (spread over its days). */
function leavingDateOf(index: number): string | null {
  return index % 12 === 0 ? fromEpochDay(toEpochDay(TODAY) - 5 - (index % 355)) : null;
}

async function seed(database: Database, tenantId: string, employees: number): Promise<number> {
  let rows = 0;
  for (let first = 0; first < employees; first += 500) {
    const ids = Array.from({ length: Math.min(500, employees - first) }, (_, offset) => first + offset);
    await database.db.insert(employeeRecords).values(
      ids.map((index) => ({
        tenantId,
        employeeId: employeeId(index),
        validFrom: '2018-01-01',
        data: {
          personnelNumber: employeeId(index),
          firstName: 'Bench',
          lastName: `Report ${index}`,
          dateOfEmployment: '2018-01-01',
          leavingDate: leavingDateOf(index),
          oasiNumber: `756.${String(1000 + (index % 9000))}.${String(1000 + (index % 7000))}.${String(10 + (index % 90))}`,
          dateOfBirth: `19${60 + (index % 40)}-0${1 + (index % 9)}-15`,
          // As the derivation bench: the test configuration maps wage type 1000 for MONTHLY (cases need a salary).
          processingGroupId: 'MONTHLY',
          salaryBasis: 'MONTHLY',
          wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
          policies: [
            { policyType: 'KTG', policyNumber: 'KTG-1' },
            { policyType: 'UVG', policyNumber: 'UVG-1' },
          ],
        },
        personnelNumber: employeeId(index),
        firstName: 'Bench',
        lastName: `Report ${index}`,
        processingGroupId: 'MONTHLY',
        leavingDate: leavingDateOf(index),
        isDisplay: true,
      })),
    );
    const absenceRows = ids.flatMap((index) =>
      daysOf(index).map((day) => ({
        tenantId,
        id: randomUUID(),
        employeeId: employeeId(index),
        date: day.date,
        type: day.type,
        accidentType: day.type === 'ACCIDENT' ? ('NON_OCCUPATIONAL' as const) : null,
        percentage: index % 7 === 0 ? '50' : '100',
        source: 'automatic' as const,
      })),
    );
    for (let start = 0; start < absenceRows.length; start += 5000) {
      await database.db.insert(absences).values(absenceRows.slice(start, start + 5000));
    }
    rows += absenceRows.length;
  }
  await database.withTenant(tenantId, (tx) => refreshDisplayRecords(tx, tenantId, TODAY));
  return rows;
}

/** Cases and claims as the event worker derives them: one `absences-modified` event each, batches of 200. */
async function derive(database: Database, tenantId: string, employees: number) {
  const ids: string[] = [];
  for (let first = 0; first < employees; first += 2000) {
    const rows = await database.db
      .insert(domainEvents)
      .values(
        Array.from({ length: Math.min(2000, employees - first) }, (_, offset) => ({
          tenantId,
          type: 'absences-modified' as const,
          employeeId: employeeId(first + offset),
        })),
      )
      .returning({ id: domainEvents.id });
    ids.push(...rows.map((row) => row.id));
  }
  for (let start = 0; start < ids.length; start += 200) {
    const result = await processDomainEventBatch(database, tenantId, ids.slice(start, start + 200));
    if (result.failed > 0) throw result.firstError;
  }
}

function adminCtx(tenantId: string): RequestContext {
  return {
    actor: { kind: 'admin', adminUserId: randomUUID(), name: 'Bench Admin', email: 'bench@example.ch' },
    authMethod: 'session',
    tenantId,
    permissions: null,
    session: null,
    requestId: 'bench',
  };
}

/** Every month with claims up to last month, oldest first, locked for the whole tenant. */
async function lockMonths(database: Database, tenantId: string): Promise<string[]> {
  const months = (
    await rowsOf<{ month: string }>(
      database.db,
      sql`select distinct accounting_month_id as month from claims
          where tenant_id = ${tenantId} and accounting_month_id <= ${LAST_MONTH} order by 1`,
    )
  ).map((row) => row.month);
  for (const month of months) {
    await database.db.execute(sql`
      insert into accounting_months (tenant_id, accounting_month_id, created_by)
      values (${tenantId}, ${month}, 'Bench') on conflict do nothing`);
    await lockMonth(
      database,
      null,
      adminCtx(tenantId),
      month,
      { companySubunitId: null, processingGroupId: null },
      TODAY,
    );
  }
  return months;
}

function definitionOf(kind: ReportKind, period: ReportDefinitionValue['period']): ReportDefinitionValue {
  return {
    kind,
    period,
    filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
    riskCounterThreshold: 0,
    companySubunitIds: [],
    processingGroupIds: [],
    language: 'de',
    format: 'XLSX',
  };
}

/** Peak RSS and heap (MB) sampled every 20 ms while `fn` runs. */
async function sampled<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; rssMb: number; heapMb: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    const value = await fn();
    const ms = performance.now() - started;
    sample();
    return { value, ms, rssMb: Math.round(rss / 1048576), heapMb: Math.round(heap / 1048576) };
  } finally {
    clearInterval(timer);
  }
}

type Measure = { p50: number; max: number };
const summary = (values: number[]): Measure => ({
  p50: percentile(values, 50),
  max: Math.round(Math.max(...values) * 10) / 10,
});

async function measureKind(database: Database, tenantId: string, name: string, definition: ReportDefinitionValue) {
  const times = { facts: [] as number[], build: [] as number[], xlsx: [] as number[], pdf: [] as number[] };
  let rows = 0;
  let xlsxBytes = 0;
  let pdfBytes = 0;
  let peakRssMb = 0;
  let peakHeapMb = 0;
  const baseRssMb = Math.round(process.memoryUsage().rss / 1048576);
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const facts = await database.withTenant(tenantId, (tx) =>
      REPORT_FACT_LOADERS[definition.kind](tx, tenantId, definition, TODAY),
    );
    times.facts.push(performance.now() - started);
    started = performance.now();
    const table: ReportTable = REPORT_KIND_DEFINITIONS[definition.kind].build(facts, {
      definition,
      companyName: 'Bench Reports AG',
      today: TODAY,
      generatedAt: new Date().toISOString(),
    });
    times.build.push(performance.now() - started);
    rows = table.rows.length;
    const xlsx = await sampled(() => renderReportFile(table, 'XLSX'));
    times.xlsx.push(xlsx.ms);
    xlsxBytes = xlsx.value.content.length;
    const pdf = await sampled(() => renderReportFile(table, 'PDF'));
    times.pdf.push(pdf.ms);
    pdfBytes = pdf.value.content.length;
    peakRssMb = Math.max(peakRssMb, xlsx.rssMb, pdf.rssMb);
    peakHeapMb = Math.max(peakHeapMb, xlsx.heapMb, pdf.heapMb);
  }
  const result = {
    report: name,
    rows,
    factsMs: summary(times.facts),
    buildMs: summary(times.build),
    xlsxMs: summary(times.xlsx),
    pdfMs: summary(times.pdf),
    // The goal's measure: facts + build + that file (p50 of each).
    totalXlsxMs: Math.round(percentile(times.facts, 50) + percentile(times.build, 50) + percentile(times.xlsx, 50)),
    totalPdfMs: Math.round(percentile(times.facts, 50) + percentile(times.build, 50) + percentile(times.pdf, 50)),
    xlsxKiB: Math.round(xlsxBytes / 1024),
    pdfKiB: Math.round(pdfBytes / 1024),
    rssBeforeMb: baseRssMb,
    peakRssMb,
    peakHeapMb,
  };
  log(JSON.stringify(result));
  return result;
}

/** The bench tenant: a new one seeded, derived and locked, or (BENCH_REUSE_DATABASE_URL) the one a kept run left. */
async function prepare(label: string, database: Database, employees: number, reuse: boolean) {
  if (reuse) {
    const [tenant] = await rowsOf<{ id: string }>(
      database.db,
      sql`select id from tenants limit 1`, // the scratch database holds the bench tenant only
    );
    return { tenantId: tenant?.id as string, setup: { reused: true } };
  }
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Reports ${label}` })
    .returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  let started = performance.now();
  const absenceDays = await seed(database, tenantId, employees);
  await database.db.execute(sql`analyze`);
  const seedMs = Math.round(performance.now() - started);
  log(`${label}: seeded ${employees} employees, ${absenceDays} absence days in ${seedMs} ms`);
  started = performance.now();
  await derive(database, tenantId, employees);
  await database.db.execute(sql`analyze`);
  const deriveMs = Math.round(performance.now() - started);
  log(`${label}: derived in ${deriveMs} ms`);
  started = performance.now();
  const locked = await lockMonths(database, tenantId);
  // As autovacuum would after the bulk writes (statistics and the visibility map of the booked claims).
  await database.db.execute(sql`vacuum analyze`);
  const lockMs = Math.round(performance.now() - started);
  log(`${label}: locked ${locked.length} months in ${lockMs} ms`);
  return { tenantId, setup: { absenceDays, seedMs, deriveMs, lockedMonths: locked.length, lockMs } };
}

async function run(label: string, database: Database, employees: number, reuse = false) {
  const { tenantId, setup } = await prepare(label, database, employees, reuse);
  const [counts] = await rowsOf<Record<string, string | number>>(
    database.db,
    sql`select (select count(*) from employee_records) as employees, (select count(*) from cases) as cases,
          (select count(*) from claims) as claims, (select count(*) from accounting_snapshots) as snapshot_lines,
          (select count(*) from employee_records where leaving_date is not null) as leavers,
          (select count(*) from deadlines) as deadlines`,
  );
  const lastYear = {
    kind: 'time-range' as const,
    from: fromEpochDay(addMonths(toEpochDay(TODAY), -12) + 1),
    to: TODAY,
  };
  const kinds = [];
  for (const kind of REPORT_KINDS) {
    if (process.env.BENCH_KINDS && !process.env.BENCH_KINDS.split(',').includes(kind)) continue;
    kinds.push(await measureKind(database, tenantId, `${kind} (12 months)`, definitionOf(kind, lastYear)));
    if (kind === 'bookings') {
      kinds.push(
        await measureKind(
          database,
          tenantId,
          `bookings (${LAST_MONTH})`,
          definitionOf(kind, { kind: 'accounting-period', accountingMonthId: LAST_MONTH }),
        ),
      );
    }
  }
  return {
    database: label,
    period: lastYear,
    ...setup,
    counts: Object.fromEntries(Object.entries(counts ?? {}).map(([key, value]) => [key, Number(value)])),
    kinds,
  };
}

const results = [];
log(`today ${TODAY}, Node ${process.version}, ${RUNS} runs per kind`);
const reuseUrl = process.env.BENCH_REUSE_DATABASE_URL;
const url = process.env.BENCH_DATABASE_URL;
if (reuseUrl) {
  // A database a run kept (BENCH_KEEP_DATABASE=true): the kinds measured again without the ~10 minutes of setup.
  const database = await createDatabase({ kind: 'postgres', url: reuseUrl, poolSize: 4 });
  results.push(await run('postgres (reused)', database, POSTGRES_EMPLOYEES, true));
  await database.close();
} else if (url) {
  results.push(await withScratchPostgres(url, 'reports', (postgres) => run('postgres', postgres, POSTGRES_EMPLOYEES)));
}
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  results.push(await run('pglite', pglite, PGLITE_EMPLOYEES));
  await pglite.close();
}
console.log(JSON.stringify(results, null, 2));
