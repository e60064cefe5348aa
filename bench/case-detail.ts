// GET /case/{caseId} and GET /case/{caseId}/explanation latency on a long case (issue 13 "Done when": the case detail
// with its explanation < 300 ms). One employee sick at 100 % for 720 days (01.01.2024-20.12.2025: 720 claims, 24
// monthly totals) with an IV setting and a benefit stop, derived by the real event processing code (deriveEmployeeState),
// in a tenant with BENCH_EMPLOYEES (default 2 000) other employees of two cases each and 15 claims per case,
// generated in SQL into the derived tables as in bench/cases.ts. The explanation is asked for days spread over the
// case. Run: npm run bench:case-detail with BENCH_DATABASE_URL=postgres://… and/or BENCH_PGLITE=1.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { absences } from '../src/db/schema/absences.ts';
import { caseInputs, cases } from '../src/db/schema/cases.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { fromEpochDay, toEpochDay } from '../src/domain/dates.ts';
import { buildApp } from '../src/server/app.ts';
import { deriveEmployeeState } from '../src/server/modules/derivation/index.ts';
import { createEmployeeRecord } from '../src/testing/factories/employee.factory.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2_000);
const LONG_DAYS = 720;
const FIRST_DAY = '2024-01-01';
const SAMPLES = 40;

/** Other employees' cases straight into the derived tables (their detail is not measured; they fill the indexes). */
async function seedOthers(database: Database, tenantId: string) {
  await database.db.execute(sql`insert into employee_list (tenant_id, employee_id, record_id, personnel_number,
      first_name, last_name, company_subunit_id, processing_group_id, date_of_employment)
    select ${tenantId}::uuid, 'E-' || n, gen_random_uuid(), lpad(n::text, 6, '0'), 'Anna', 'Muster' || n, 'ZH',
      'MONTHLY', date '2015-01-01'
    from generate_series(1, ${EMPLOYEES}) n`);
  await database.db.execute(sql`insert into insured_persons (tenant_id, id, employee_id, processing_group_id,
      employee_counters)
    select ${tenantId}::uuid, gen_random_uuid(), 'E-' || n, 'MONTHLY',
      '{"continuationOfPayment": [], "waitingPeriodByYear": [], "benefitFrames": []}'::jsonb
    from generate_series(1, ${EMPLOYEES}) n`);
  await database.db.execute(sql`insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id,
      case_number, claim_type, status, absent_from, absent_to, number_of_days, insured_salary, total_amount,
      within_shortterm_risk, within_continuation_of_payment, processing_statuses, details)
    select ${tenantId}::uuid, gen_random_uuid(), p.employee_id || ':SICK:' || k, p.employee_id, p.id, k + 1, 'SICK',
      'CLOSED', date '2024-01-01' + k * 200, date '2024-01-15' + k * 200, 15, 7200000, 0, true, false,
      array['UNASSIGNED'], jsonb_build_object('counters', jsonb_build_object('benefitDaysUsed', 0, 'caseDays', 15,
        'waitingDaysServed', 15, 'waitingDaysRemaining', 15, 'benefitDaysRemaining', 720, 'lfzDaysUsed', 0,
        'frameStartDate', null), 'amountByCoverageLine', jsonb_build_object('KTG', 0), 'employerShareAmount', 0)
    from insured_persons p, generate_series(0, 1) k
    where p.tenant_id = ${tenantId}::uuid and p.employee_id like 'E-%'`);
  await database.db.execute(sql`insert into claims (tenant_id, claim_id, revision_id, case_id, employee_id, date,
      claim_type, coverage_line, is_correction, incapacity_of_work, daily_allowance, accounting_month_id,
      processing_status, details)
    select c.tenant_id, c.employee_id || ':SICK:' || (c.absent_from + d), md5(c.id::text || d), c.id, c.employee_id,
      c.absent_from + d, 'SICK', 'KTG', false, 100, 0, to_char(c.absent_from + d, 'YYYY-MM'), 'UNASSIGNED',
      jsonb_build_object('fullDailyAllowance', 15781, 'caseDay', d + 1)
    from cases c, generate_series(0, 14) d where c.tenant_id = ${tenantId}::uuid and c.employee_id like 'E-%'`);
}

/** The long case: 720 days at 100 %, an IV pension of the person and a benefit stop, derived by the engine. */
async function seedLongCase(database: Database, tenantId: string): Promise<string> {
  await createEmployeeRecord(database, tenantId, 'LONG', {
    firstName: 'Lea',
    lastName: 'Lang',
    data: {
      personnelNumber: '999999',
      dateOfEmployment: '2015-01-01',
      processingGroupId: 'MONTHLY',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
    },
  });
  const first = toEpochDay(FIRST_DAY);
  const rows = Array.from({ length: LONG_DAYS }, (_, index) => ({
    tenantId,
    employeeId: 'LONG',
    date: fromEpochDay(first + index),
    type: 'SICK' as const,
    percentage: '100',
    source: 'manual' as const,
  }));
  await database.withTenant(tenantId, (tx) => tx.insert(absences).values(rows));
  await database.withTenant(tenantId, (tx) => deriveEmployeeState(tx, tenantId, ['LONG']));
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx.select({ id: cases.id }).from(cases).where(eq(cases.employeeId, 'LONG')),
  );
  const caseId = row?.id as string;
  await database.withTenant(tenantId, async (tx) => {
    await tx.insert(caseInputs).values([
      {
        tenantId,
        id: randomUUID(),
        kind: 'IV_SETTING',
        employeeId: 'LONG',
        caseId: null,
        data: { type: 'IV_PENSION', amount: 800, startDate: '2025-01-01', endDate: null },
      },
      {
        tenantId,
        id: randomUUID(),
        kind: 'BENEFIT_STOP',
        employeeId: 'LONG',
        caseId,
        data: { reason: 'Bench', entries: [{ startDate: '2025-06-01', endDate: '2025-06-30', outputPercentage: 50 }] },
      },
    ]);
    await deriveEmployeeState(tx, tenantId, ['LONG']);
  });
  return caseId;
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench case detail ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  const [user] = await database.db
    .insert(users)
    .values({
      tenantId,
      name: 'Bench HR',
      email: `bench-detail-${label}-${Date.now()}@example.ch`,
      userRole: 'HR_Admin',
    })
    .returning();
  const started = performance.now();
  await seedOthers(database, tenantId);
  const caseId = await seedLongCase(database, tenantId);
  if (database.kind === 'postgres') {
    await database.db.execute(sql`vacuum analyze employee_list, insured_persons, cases, claims, case_monthly_totals`);
  }
  const loadMs = Math.round(performance.now() - started);
  const app = await buildApp({ config: testConfig(), database, logger: process.env.BENCH_LOG === '1' });
  const { sessionId } = await app.sessions.create({ kind: 'user', userId: user?.id as string, tenantId }, 'dev');
  const headers = { cookie: `absenza_session=${sessionId}` };
  const first = toEpochDay(FIRST_DAY);
  const scenarios: Record<string, (index: number) => string> = {
    detail: () => `/api/modular/case/${caseId}`,
    explanation: (i) => `/api/modular/case/${caseId}/explanation?date=${fromEpochDay(first + ((i * 37) % LONG_DAYS))}`,
  };
  const detail = await app.inject({ method: 'GET', url: scenarios.detail?.(0) as string, headers });
  if (detail.statusCode !== 200) throw new Error(`detail: ${detail.statusCode} ${detail.body.slice(0, 500)}`);
  const body = detail.json() as { claims: unknown[]; monthlyTotals: unknown[] };
  const result: Record<string, unknown> = {
    database: label,
    otherCases: EMPLOYEES * 2,
    longCaseClaims: body.claims.length,
    longCaseMonths: body.monthlyTotals.length,
    detailBytes: detail.body.length,
    loadMs,
  };
  const both: number[] = [];
  const timesOf: Record<string, number[]> = { detail: [], explanation: [] };
  for (let index = 0; index < SAMPLES + 5; index++) {
    let sum = 0;
    for (const [name, url] of Object.entries(scenarios)) {
      const t = performance.now();
      const response = await app.inject({ method: 'GET', url: url(index), headers });
      const elapsed = performance.now() - t;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (name === 'explanation' && !(response.json() as { matchesStoredAmounts: boolean }).matchesStoredAmounts) {
        throw new Error(`explanation of ${url(index)} does not match the stored amounts`);
      }
      if (index >= 5) timesOf[name]?.push(elapsed);
      sum += elapsed;
    }
    if (index >= 5) both.push(sum);
  }
  for (const [name, times] of Object.entries(timesOf)) {
    result[name] = { p50: percentile(times, 50), p95: percentile(times, 95) };
  }
  result.detailPlusExplanation = { p50: percentile(both, 50), p95: percentile(both, 95) };
  await app.close();
  return result;
}

if (process.env.BENCH_PGLITE) {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    console.log(JSON.stringify(await run('pglite', pglite), null, 2));
  } finally {
    await pglite.close();
  }
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  console.log(
    JSON.stringify(await withScratchPostgres(url, 'case_detail', (postgres) => run('postgres', postgres)), null, 2),
  );
}
