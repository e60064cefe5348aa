// KAV (decision 0069; docs/performance.md "KAV at 10 000 employees"). A large legacy employer with KTG and KAV:
// BENCH_EMPLOYEES (default 10 000) generated employees (src/db/demo-employees.ts, three temporal records each: 30 000
// records, 8 % leavers); the demo configuration made LEGACY with a KAV policy beside the KTG policy. Every eighth
// employee has one sickness spell of 40 days between 01.11.2025 and 10.10.2026, written directly as absences (every
// third spell in hours, 4.2 h a day) and as the claims the engine would book (case days 1-30 under KAV at CHF 150, 31-40
// under KTG at CHF 133.33): about 1 250 spells, 50 000 absence days and as many claims (BENCH_SPELL_EVERY=2: every
// second employee, about 5 000 spells and 200 000 claim days, a year of a large employer's sickness). The month split's
// SQL is also timed from the jsonb and from the stored policy_type column (migration 0048), before/after in one run.
// Then, over HTTP as Payroll (app.inject), 5 warm-up + BENCH_SAMPLES (default 40) rounds of one request per route:
// the overview (12 months KAV beside KTG), the completeness list (first page; one missing field; a name search), a
// month's absences (all; hours only). p50 / p95 in ms.
// Run: npm run bench:kav (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true skips PGlite).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { TenantConfigurationInput } from '../src/contracts/tenant.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { generateEmployees } from '../src/db/demo-employees.ts';
import { DEMO_CONFIGURATION } from '../src/db/demo-tenant-configuration.ts';
import { employeeRecordRow, refreshDisplayRecords } from '../src/db/employee-records.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { absences } from '../src/db/schema/absences.ts';
import { claims } from '../src/db/schema/cases.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { fromEpochDay, toEpochDay } from '../src/domain/dates.ts';
import { buildApp } from '../src/server/app.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { signIn } from '../src/testing/factories/user.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, type TimedRoute, timeGetRoutes, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
/** Every how-manieth employee has a 40-day spell (8: ~1 250 spells, 50 000 claim days; 2: ~5 000 and 200 000). */
const SPELL_EVERY = Number(process.env.BENCH_SPELL_EVERY ?? 8);
const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const DAY = '2026-10-15';
const MONTH = '2026-03';

function configuration(): TenantConfigurationInput {
  const input = structuredClone(DEMO_CONFIGURATION) as unknown as TenantConfigurationInput;
  input.insuranceConfiguration.contractGeneration = 'LEGACY';
  input.insuranceConfiguration.insuredProducts = ['KTG', 'KAV'];
  input.insuranceConfiguration.coverageConfigurations = input.insuranceConfiguration.coverageConfigurations.map(
    (coverage) => ({
      ...coverage,
      policies: [...coverage.policies, { type: 'KAV', defaultPolicyNumber: 'KAV-77-1201' }],
    }),
  ) as never;
  return input;
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += 2000) await insert(rows.slice(index, index + 2000));
}

async function seed(database: Database, tenantId: string) {
  await configureTenantForTest(database, tenantId, configuration());
  const records = generateEmployees({ count: EMPLOYEES, seed: 7, recordsPerEmployee: 3 });
  await insertAll(records, (batch) =>
    database.db.insert(employeeRecords).values(batch.map((record) => employeeRecordRow(tenantId, record))),
  );
  const absenceRows: (typeof absences.$inferInsert)[] = [];
  const claimRows: (typeof claims.$inferInsert)[] = [];
  const first = toEpochDay('2025-11-01');
  for (let n = SPELL_EVERY; n <= EMPLOYEES; n += SPELL_EVERY) {
    const employeeId = `E-${n}`;
    const start = first + ((n * 17) % 330);
    const caseId = randomUUID();
    const inHours = n % 3 === 0;
    for (let caseDay = 1; caseDay <= 40; caseDay++) {
      const date = fromEpochDay(start + caseDay - 1);
      const isKav = caseDay <= 30;
      absenceRows.push({
        tenantId,
        employeeId,
        date,
        type: 'SICK',
        hours: inHours ? '4.20' : null,
        percentage: inHours ? null : '100',
        source: 'automatic',
      });
      claimRows.push({
        tenantId,
        claimId: `${employeeId}:SICK:${date}`,
        revisionId: 'bench',
        caseId,
        employeeId,
        date,
        claimType: 'SICK',
        coverageLine: 'KTG',
        isCorrection: false,
        incapacityOfWork: inHours ? '50' : '100',
        dailyAllowance: isKav ? 15_000 : 13_333,
        accountingMonthId: date.slice(0, 7),
        processingStatus: 'UNASSIGNED',
        details: {
          caseDay,
          isWithinShorttermRisk: isKav,
          coveredUnderPolicy: { type: isKav ? 'KAV' : 'KTG', policyNumber: isKav ? 'KAV-77-1201' : 'KTG-77-1201' },
        },
      });
    }
  }
  await insertAll(absenceRows, (batch) => database.db.insert(absences).values(batch));
  await insertAll(claimRows, (batch) => database.db.insert(claims).values(batch));
  await refreshDisplayRecords(database.db, tenantId, DAY);
  await database.db.execute(sql`vacuum analyze employee_records, employee_list, absences, claims`);
  return { records: records.length, absences: absenceRows.length, claims: claimRows.length };
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench KAV ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const seedStarted = performance.now();
  const seeded = await seed(database, tenantId);
  const seedMs = Math.round(performance.now() - seedStarted);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const [user] = await database.db
    .insert(users)
    .values({
      tenantId,
      name: 'Bench Payroll',
      email: `bench-kav-${label}-${Date.now()}@example.ch`,
      userRole: 'Payroll',
    })
    .returning();
  const { headers } = await signIn(app, { kind: 'user', id: user?.id as string, tenantId });
  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, ...seeded, seedMs };
  const page = (body: Record<string, unknown>) => ({ totalCount: body.totalCount });
  const routes: TimedRoute[] = [
    ['sessionOnly', '/api/modular/auth/session', () => ({})],
    [
      'overview',
      `/api/modular/kav?date=${DAY}`,
      (body) => ({
        counts: body.counts,
        march: (body.months as { accountingMonthId: string }[]).find((month) => month.accountingMonthId === MONTH),
      }),
    ],
    ['completenessFirstPage', `/api/modular/kav/completeness?date=${DAY}&take=25`, page],
    ['completenessField', `/api/modular/kav/completeness?date=${DAY}&missingField=workingHoursPerWeek&take=25`, page],
    ['completenessSearch', `/api/modular/kav/completeness?date=${DAY}&search=${encodeURIComponent('müller')}`, page],
    ['absencesMonth', `/api/modular/kav/absences?month=${MONTH}&take=25`, page],
    ['absencesHours', `/api/modular/kav/absences?month=${MONTH}&basis=HOURS&take=25`, page],
  ];
  // The overview's month split, before and after the stored policy_type (migration 0048), in the same run: the
  // same grouped read of 12 months of KTG-line claims, once from the jsonb and once from the column.
  const monthSplitSql = (policyType: ReturnType<typeof sql>) =>
    sql`select c.accounting_month_id, ${policyType} as policy_type, c.is_correction, count(*)::int as lines,
          coalesce(sum(c.daily_allowance), 0)::bigint as amount
        from claims c
        where c.tenant_id = ${tenantId} and c.coverage_line = 'KTG'
          and c.accounting_month_id >= '2025-11' and c.accounting_month_id <= '2026-10'
        group by 1, 2, 3`;
  for (const [name, policyType] of [
    ['monthSplitFromJsonb', sql`c.details -> 'coveredUnderPolicy' ->> 'type'`],
    ['monthSplitFromColumn', sql`c.policy_type`],
  ] as const) {
    const samples: number[] = [];
    for (let round = 0; round < WARM_UP + SAMPLES; round++) {
      const started = performance.now();
      await database.withTenant(tenantId, (tx) => tx.execute(monthSplitSql(policyType)));
      if (round >= WARM_UP) samples.push(performance.now() - started);
    }
    result[name] = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  }
  Object.assign(result, await timeGetRoutes(app, headers, routes, { warmUp: WARM_UP, samples: SAMPLES }));
  await app.close();
  return result;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
process.stderr.write(`load average before: ${load()}\n`);
const results = [];
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    results.push(await run('pglite', pglite));
  } finally {
    await pglite.close();
  }
}
const url = process.env.BENCH_DATABASE_URL;
if (url) results.push(await withScratchPostgres(url, 'kav', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
