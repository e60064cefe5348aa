// Derived absence state (issue 12): recompute absence periods and data issues for 10 000 employees × 2 years of
// absences (about 1 000 000 absence days) from their events, as the event worker does (batches of 200 events per
// transaction), with one worker and with two workers side by side, on PGlite and (BENCH_DATABASE_URL) PostgreSQL.
// Goals on PostgreSQL: periods and issues < 30 s with one worker (issue 12); with cases and claims the whole
// pipeline < 60 s (issue 13); faster with two. BENCH_EMPLOYEES and BENCH_BATCH change the size.
// BENCH_VIA_QUEUE=true runs the event worker as in production instead (issue 34: the job queue, the events recorded
// with their jobs, `startDomainEventWorker` with that many worker loops, woken by the jobs' notification), and
// BENCH_WARM=true derives once untimed first, so every timed run replaces existing state (the first run otherwise
// derives from nothing, the later ones replace). BENCH_WORKERS lists the worker counts on PostgreSQL (default 1,2).
// BENCH_ANALYTICS_STEP=true times the analytics figures' step (issue 32) alone afterwards (see analyticsStep).

import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { absencePeriods, absences } from '../src/db/schema/absences.ts';
import { analyticsEmployeeMonths } from '../src/db/schema/analytics.ts';
import { cases, claims } from '../src/db/schema/cases.ts';
import { domainEvents } from '../src/db/schema/domain-events.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { tenantIssues } from '../src/db/schema/tenant-configuration.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { analyticsVersionOf } from '../src/domain/analytics/stored-inputs.ts';
import { processDomainEventBatch, startDomainEventWorker } from '../src/server/jobs/domain-events.ts';
import { recomputeAnalyticsFigures } from '../src/server/modules/derivation/analytics.step.ts';
import { derivationSettings, loadEmployeeFacts } from '../src/server/modules/derivation/derivation.repository.ts';
import { analyticsFiguresOf, lockDerivation, todayInZurich } from '../src/server/modules/derivation/index.ts';
import { recordDomainEvents } from '../src/server/platform/domain-events.ts';
import { startJobQueue } from '../src/server/platform/job-queue.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const VIA_QUEUE = process.env.BENCH_VIA_QUEUE === 'true';
const WARM = process.env.BENCH_WARM === 'true';
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const ANALYTICS_STEP = process.env.BENCH_ANALYTICS_STEP === 'true';
const employeeId = (index: number) => `D-${String(index).padStart(6, '0')}`;

/**
 * About 100 absence days per employee over 2025-2026: a sick spell each quarter on working days (Mon-Fri, the file
 * style that needs weekend fill), a week of vacation twice a year, every fifth employee a two-week accident, and
 * every seventh a half-day pattern (percentage 50). ~1 000 000 rows for 10 000 employees.
 */
function daysOf(index: number): { date: string; type: 'SICK' | 'ACCIDENT' | 'VACATION'; percentage: string }[] {
  const out: { date: string; type: 'SICK' | 'ACCIDENT' | 'VACATION'; percentage: string }[] = [];
  const start = Date.UTC(2025, 0, 1);
  const add = (from: number, length: number, type: 'SICK' | 'ACCIDENT' | 'VACATION', weekdaysOnly: boolean) => {
    for (let day = from; day < from + length; day++) {
      const date = new Date(start + day * 86_400_000);
      const weekday = date.getUTCDay();
      if (weekdaysOnly && (weekday === 0 || weekday === 6)) continue;
      out.push({ date: date.toISOString().slice(0, 10), type, percentage: index % 7 === 0 ? '50' : '100' });
    }
  };
  for (let quarter = 0; quarter < 8; quarter++) add(quarter * 91 + (index % 40), 12, 'SICK', true);
  add(180 + (index % 30), 7, 'VACATION', false);
  add(540 + (index % 30), 7, 'VACATION', false);
  if (index % 5 === 0) add(300 + (index % 20), 14, 'ACCIDENT', false);
  return out;
}

async function seed(database: Database, tenantId: string): Promise<number> {
  let rows = 0;
  for (let first = 0; first < EMPLOYEES; first += 500) {
    const ids = Array.from({ length: Math.min(500, EMPLOYEES - first) }, (_, offset) => first + offset);
    await database.db.insert(employeeRecords).values(
      ids.map((index) => {
        const id = employeeId(index);
        const data = {
          personnelNumber: id,
          firstName: 'Bench',
          lastName: `Person ${index}`,
          dateOfEmployment: '2018-01-01',
          // The test configuration maps wage type 1000 for the processing group MONTHLY (cases need a salary).
          processingGroupId: 'MONTHLY',
          salaryBasis: 'MONTHLY',
          wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
          policies: [
            { policyType: 'KTG', policyNumber: 'KTG-1' },
            { policyType: 'UVG', policyNumber: 'UVG-1' },
          ],
        };
        return {
          tenantId,
          employeeId: id,
          validFrom: '2018-01-01',
          data,
          personnelNumber: id,
          firstName: 'Bench',
          lastName: `Person ${index}`,
          processingGroupId: 'MONTHLY',
          isDisplay: true,
        };
      }),
    );
    const absenceRows = ids.flatMap((index) =>
      daysOf(index).map((day) => ({
        tenantId,
        id: randomUUID(),
        employeeId: employeeId(index),
        date: day.date,
        type: day.type,
        accidentType: day.type === 'ACCIDENT' ? ('NON_OCCUPATIONAL' as const) : null,
        percentage: day.percentage,
        source: 'automatic' as const,
      })),
    );
    for (let start = 0; start < absenceRows.length; start += 5000) {
      await database.db.insert(absences).values(absenceRows.slice(start, start + 5000));
    }
    rows += absenceRows.length;
  }
  await database.db.execute(sql`analyze`);
  return rows;
}

async function events(database: Database, tenantId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let first = 0; first < EMPLOYEES; first += 2000) {
    const rows = await database.db
      .insert(domainEvents)
      .values(
        Array.from({ length: Math.min(2000, EMPLOYEES - first) }, (_, offset) => ({
          tenantId,
          type: 'absences-modified' as const,
          employeeId: employeeId(first + offset),
        })),
      )
      .returning({ id: domainEvents.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

async function workers(database: Database, tenantId: string, eventIds: string[], count: number): Promise<number> {
  const batches: string[][] = [];
  for (let start = 0; start < eventIds.length; start += BATCH) batches.push(eventIds.slice(start, start + BATCH));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        const result = await processDomainEventBatch(database, tenantId, batch);
        if (result.failed > 0) throw result.firstError;
      }
    }),
  );
  return performance.now() - started;
}

/** The event worker as in production: events recorded with their jobs (2 000 per transaction), derived by the worker. */
async function viaQueue(database: Database, tenantId: string, loops: number): Promise<number> {
  const jobs = await startJobQueue(database);
  try {
    await startDomainEventWorker(database, jobs, { workers: loops });
    const started = performance.now();
    for (let first = 0; first < EMPLOYEES; first += 2000) {
      await database.withTenant(tenantId, (tx) =>
        recordDomainEvents(
          tx,
          jobs,
          tenantId,
          Array.from({ length: Math.min(2000, EMPLOYEES - first) }, (_, offset) => ({
            type: 'absences-modified' as const,
            employeeId: employeeId(first + offset),
          })),
        ),
      );
    }
    for (;;) {
      const [open] = await database.db
        .select({ value: count() })
        .from(domainEvents)
        .where(sql`${domainEvents.status} <> 'processed'`);
      if (Number(open?.value ?? 0) === 0) return performance.now() - started;
      await new Promise((done) => setTimeout(done, 20));
    }
  } finally {
    await jobs.stop();
  }
}

/**
 * BENCH_ANALYTICS_STEP=true (issue 32): the derivation's step 7 alone, in the same batches, after the runs above —
 * the facts and stored periods read untimed (the derivation has them in memory already), then
 * recomputeAnalyticsFigures timed: once from an empty table (every row inserted) and once more from the same facts
 * (rows compared, nothing written). Its share of a derivation pass is this time over the pass's.
 */
async function analyticsStep(database: Database, tenantId: string) {
  const ids = Array.from({ length: EMPLOYEES }, (_, index) => employeeId(index));
  const asOf = todayInZurich();
  const timed: Record<string, number> = {};
  for (const label of ['analyticsStepFromNothingMs', 'analyticsStepReplacingMs']) {
    if (label === 'analyticsStepFromNothingMs') await database.db.execute(sql`delete from analytics_employee_months`);
    let total = 0;
    let compute = 0;
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      await database.withTenant(tenantId, async (tx) => {
        await lockDerivation(tx, tenantId, batch);
        const settings = await derivationSettings(tx, tenantId);
        const { facts } = await loadEmployeeFacts(tx, batch);
        const periods = [...facts.values()].flatMap((employee) =>
          employee.previousPeriods.map((period) => ({ ...period, employeeId: employee.employeeId })),
        );
        // The pure part alone (the figures of the batch, one cache), then the whole step.
        const computeStarted = performance.now();
        const cache = new Map();
        for (const id of batch) {
          const employee = facts.get(id);
          if (!employee) continue;
          analyticsFiguresOf(
            {
              versions: employee.records.map((record) => analyticsVersionOf(record, settings.cantons)),
              absences: employee.absences.map((absence) => ({ ...absence, absenceId: absence.id })),
              periods: employee.previousPeriods,
            },
            asOf,
            undefined,
            cache,
          );
        }
        compute += performance.now() - computeStarted;
        const started = performance.now();
        await recomputeAnalyticsFigures(tx, tenantId, batch, {
          records: (id) => facts.get(id)?.records ?? [],
          absences: (id) => (facts.get(id)?.absences ?? []).map((absence) => ({ ...absence, absenceId: absence.id })),
          periods,
          cantons: settings.cantons,
          asOf,
        });
        total += performance.now() - started;
      });
    }
    timed[label] = Math.round(total);
    timed[label.replace('Ms', 'ComputeMs')] = Math.round(compute);
  }
  return timed;
}

async function run(label: string, database: Database, workerCounts: number[]) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Derivation ${label}` })
    .returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  const seedStarted = performance.now();
  const absenceDays = await seed(database, tenantId);
  const seedMs = performance.now() - seedStarted;
  const results: Record<string, number> = {};
  for (const count of [...(WARM ? [0] : []), ...workerCounts]) {
    // The first run derives from nothing; later runs replace existing state (ids and marks kept): reset the events.
    await database.db.execute(sql`delete from domain_events`);
    const ms = VIA_QUEUE
      ? await viaQueue(database, tenantId, Math.max(1, count))
      : await workers(database, tenantId, await events(database, tenantId), Math.max(1, count));
    if (count === 0) results.warmMs = Math.round(ms);
    else {
      const key = `${count}worker${count === 1 ? '' : 's'}${VIA_QUEUE ? 'ViaQueue' : ''}Ms`;
      // BENCH_WORKERS=1,1: the first run derives from nothing, the second replaces; both are kept.
      results[results[key] === undefined ? key : `${key}Again`] = Math.round(ms);
    }
  }
  if (ANALYTICS_STEP) Object.assign(results, await analyticsStep(database, tenantId));
  const [periods] = await database.db.select({ value: count() }).from(absencePeriods);
  const [issues] = await database.db.select({ value: count() }).from(tenantIssues);
  const [caseCount] = await database.db.select({ value: count() }).from(cases);
  const [claimCount] = await database.db.select({ value: count() }).from(claims);
  const [analyticsRows] = await database.db.select({ value: count() }).from(analyticsEmployeeMonths);
  return {
    database: label,
    employees: EMPLOYEES,
    absenceDays,
    seedMs: Math.round(seedMs),
    ...results,
    periods: Number(periods?.value ?? 0),
    issues: Number(issues?.value ?? 0),
    cases: Number(caseCount?.value ?? 0),
    claims: Number(claimCount?.value ?? 0),
    analyticsRows: Number(analyticsRows?.value ?? 0),
  };
}

const results = [];
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  results.push(await run('pglite', pglite, [1]));
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  results.push(await withScratchPostgres(url, 'derivation', (postgres) => run('postgres', postgres, WORKERS)));
}
console.log(JSON.stringify(results, null, 2));
