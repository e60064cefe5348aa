// Care stages (issue 29): the nightly evaluation of 10 000 employees with two years of absences (goal < 30 s on
// PostgreSQL; PGlite recorded too), the preview of a definition set over every employee, and the derivation of
// employees before/after the care step (the same batches of 200 events as the event worker; goal: the step adds
// < 10 %). BENCH_EMPLOYEES (10 000) sizes the nightly run and the preview, BENCH_DERIVATION_EMPLOYEES (2 000) the
// derivation comparison; BENCH_DATABASE_URL adds PostgreSQL, BENCH_SKIP_PGLITE=true leaves PGlite out.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { refreshDisplayRecords } from '../src/db/employee-records.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { absences } from '../src/db/schema/absences.ts';
import { careStageDefinitions, careTasks, employeeCareStages } from '../src/db/schema/care.ts';
import { domainEvents } from '../src/db/schema/domain-events.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { fromEpochDay, swissCivilDate, toEpochDay } from '../src/domain/dates.ts';
import { evaluateTenantCareStages } from '../src/server/jobs/care-stages-nightly.ts';
import { processDomainEventBatch } from '../src/server/jobs/domain-events.ts';
import { previewCareStageDefinitions } from '../src/server/modules/care/care-stages.service.ts';
import type { RequestContext } from '../src/server/request-context.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../src/testing/factories/tenant-configuration.factory.ts';
import { withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DERIVATION_EMPLOYEES = Number(process.env.BENCH_DERIVATION_EMPLOYEES ?? 2_000);
const TODAY = swissCivilDate(new Date());
const employeeId = (index: number) => `C-${String(index).padStart(6, '0')}`;

/** The demo's three stages (src/db/demo-care.ts) without tasks. */
const DEFINITIONS = [
  {
    level: 1,
    triggersLogicalOperator: 'OR',
    triggers: [
      { kind: 'number-of-absence-periods', count: 3, minimumLengthInDays: 1, lookBackMonths: 12, startDate: null },
    ],
  },
  {
    level: 2,
    triggersLogicalOperator: 'OR',
    triggers: [
      { kind: 'number-of-absence-periods', count: 5, minimumLengthInDays: 1, lookBackMonths: 12, startDate: null },
      { kind: 'number-of-absence-days', absenceTypes: ['SICK', 'ACCIDENT'], count: 20, lookBackMonths: 6 },
    ],
  },
  {
    level: 3,
    triggersLogicalOperator: 'OR',
    triggers: [
      { kind: 'number-of-absence-periods', count: 8, minimumLengthInDays: 1, lookBackMonths: 12, startDate: null },
    ],
  },
] as const;

/**
 * Two years up to today, ~100 absence days per employee (the derivation bench's pattern): a sick spell of 12 working
 * days each quarter, a week of vacation twice a year, every fifth employee a two-week accident, and every third
 * employee a one-day sick day each month (24 more periods: levels 2 and 3).
 */
function daysOf(index: number): { date: string; type: 'SICK' | 'ACCIDENT' | 'VACATION' }[] {
  const out: { date: string; type: 'SICK' | 'ACCIDENT' | 'VACATION' }[] = [];
  const start = toEpochDay(TODAY) - 730;
  const add = (from: number, length: number, type: 'SICK' | 'ACCIDENT' | 'VACATION', weekdaysOnly: boolean) => {
    for (let day = start + from; day < start + from + length && day <= toEpochDay(TODAY); day++) {
      const weekday = (day + 4) % 7;
      if (weekdaysOnly && (weekday === 0 || weekday === 6)) continue;
      out.push({ date: fromEpochDay(day), type });
    }
  };
  for (let quarter = 0; quarter < 8; quarter++) add(quarter * 91 + (index % 40), 12, 'SICK', true);
  add(180 + (index % 30), 7, 'VACATION', false);
  add(540 + (index % 30), 7, 'VACATION', false);
  if (index % 5 === 0) add(300 + (index % 20), 14, 'ACCIDENT', false);
  if (index % 3 === 0) for (let month = 0; month < 24; month++) add(month * 30 + 20 + (index % 5), 1, 'SICK', true);
  return out;
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
          lastName: `Care ${index}`,
          dateOfEmployment: '2018-01-01',
          // As the derivation bench: the test configuration maps wage type 1000 for MONTHLY (cases need a salary).
          processingGroupId: 'MONTHLY',
          salaryBasis: 'MONTHLY',
          wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
          policies: [
            { policyType: 'KTG', policyNumber: 'KTG-1' },
            { policyType: 'UVG', policyNumber: 'UVG-1' },
          ],
        },
        processingGroupId: 'MONTHLY',
        personnelNumber: employeeId(index),
        firstName: 'Bench',
        lastName: `Care ${index}`,
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
        percentage: '100',
        source: 'automatic' as const,
      })),
    );
    for (let start = 0; start < absenceRows.length; start += 5000) {
      await database.db.insert(absences).values(absenceRows.slice(start, start + 5000));
    }
    rows += absenceRows.length;
  }
  await database.withTenant(tenantId, (tx) => refreshDisplayRecords(tx, tenantId, TODAY));
  await database.db.execute(sql`analyze`);
  return rows;
}

async function configure(database: Database, tenantId: string, withCare: boolean) {
  await configureTenantForTest(database, tenantId, {
    ...validConfigurationInput('Bench Care AG'),
    careConfiguration: withCare
      ? {
          keyContactEmail: 'care@bench.example',
          careStageConfiguration: {
            resetEmployeeCareStageTriggers: [
              {
                kind: 'no-absences-in-look-back-period',
                includedAbsenceTypes: ['SICK', 'ACCIDENT'],
                lookBackMonths: 12,
              },
            ],
          },
        }
      : null,
  });
}

async function derive(database: Database, tenantId: string, employees: number): Promise<number> {
  await database.db.execute(sql`delete from domain_events`);
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
  const started = performance.now();
  for (let start = 0; start < ids.length; start += 200) {
    const result = await processDomainEventBatch(database, tenantId, ids.slice(start, start + 200));
    if (result.failed > 0) throw result.firstError;
  }
  return performance.now() - started;
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Care ${label}` })
    .returning();
  const tenantId = tenant?.id as string;
  await configure(database, tenantId, true);
  await database.withTenant(tenantId, (tx) =>
    tx.insert(careStageDefinitions).values(DEFINITIONS.map((definition) => ({ tenantId, ...definition }))),
  );
  const seedStarted = performance.now();
  const absenceDays = await seed(database, tenantId, EMPLOYEES);
  const seedMs = performance.now() - seedStarted;

  let started = performance.now();
  await evaluateTenantCareStages(database, tenantId, TODAY, { nightly: true });
  const nightlyFirstMs = performance.now() - started;
  started = performance.now();
  await evaluateTenantCareStages(database, tenantId, TODAY, { nightly: true });
  const nightlyAgainMs = performance.now() - started;
  const byLevel = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ level: employeeCareStages.level, value: count() })
      .from(employeeCareStages)
      .where(sql`${employeeCareStages.leftCareStageAt} is null`)
      .groupBy(employeeCareStages.level),
  );
  const [stints] = await database.db.select({ value: count() }).from(employeeCareStages);
  const [tasks] = await database.db.select({ value: count() }).from(careTasks);

  const ctx: RequestContext = {
    actor: { kind: 'admin', adminUserId: randomUUID(), name: 'Bench', email: 'bench@example.ch' },
    authMethod: 'session',
    tenantId,
    permissions: null,
    session: null,
    requestId: 'bench',
  };
  started = performance.now();
  const preview = await previewCareStageDefinitions(database, ctx, {
    definitions: DEFINITIONS.map((definition) => ({
      ...definition,
      triggers: [...definition.triggers] as never,
      scheduledTaskDefinitionIds: [],
      notifiedUsers: [],
      createAdditionalTasksForNewAbsences: false,
    })),
  });
  const previewMs = performance.now() - started;

  // The derivation of the first DERIVATION_EMPLOYEES employees: warm once, then without care, then with care.
  await derive(database, tenantId, DERIVATION_EMPLOYEES);
  await configure(database, tenantId, false);
  const withoutCareMs = await derive(database, tenantId, DERIVATION_EMPLOYEES);
  await configure(database, tenantId, true);
  const withCareMs = await derive(database, tenantId, DERIVATION_EMPLOYEES);
  const [tasksAfter] = await database.db
    .select({ value: count() })
    .from(careTasks)
    .where(eq(careTasks.tenantId, tenantId));

  return {
    database: label,
    employees: EMPLOYEES,
    absenceDays,
    seedMs: Math.round(seedMs),
    nightlyFirstMs: Math.round(nightlyFirstMs),
    nightlyAgainMs: Math.round(nightlyAgainMs),
    stints: Number(stints?.value ?? 0),
    currentByLevel: Object.fromEntries(byLevel.map((row) => [row.level, Number(row.value)])),
    tasks: Number(tasks?.value ?? 0),
    previewMs: Math.round(previewMs),
    preview: preview.byLevel,
    derivationEmployees: DERIVATION_EMPLOYEES,
    derivationWithoutCareMs: Math.round(withoutCareMs),
    derivationWithCareMs: Math.round(withCareMs),
    careStepShare: `${(((withCareMs - withoutCareMs) / withoutCareMs) * 100).toFixed(1)} %`,
    tasksAfter: Number(tasksAfter?.value ?? 0),
  };
}

const results = [];
const url = process.env.BENCH_DATABASE_URL;
if (url) results.push(await withScratchPostgres(url, 'care-stages', (postgres) => run('postgres', postgres)));
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  results.push(await run('pglite', pglite));
  await pglite.close();
}
console.log(JSON.stringify(results, null, 2));
