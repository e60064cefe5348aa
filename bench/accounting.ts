// Accounting (issue 14): lock a month of a 10 000-employee tenant (booked claims and snapshot lines), generate its
// files, and page the month's lines, on PGlite and (BENCH_DATABASE_URL) PostgreSQL. The claims are written directly
// (the derivation has its own bench): every employee is sick the whole of March 2026 with the incapacity changing
// every third day, so March has 310 000 claim days and ~110 000 snapshot lines (the worst month there is); April
// is a realistic month (every eighth employee sick for 20 days: 25 000 claim days, ~1 250 lines).
// Goals (issue 14): lock < 5 s on PostgreSQL; each export of 10 000 lines < 2 s; month list p95 < 50 ms at
// 100 000 snapshot lines. BENCH_EMPLOYEES changes the size.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { accountingLinesQuery } from '../src/contracts/accounting.ts';
import { PERMISSION_MATRIX } from '../src/contracts/roles.ts';
import { createDatabase, type Database, rowsOf } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { swissToday } from '../src/server/access/superior-scope.ts';
import { lockMonth } from '../src/server/modules/accounting/accounting.service.ts';
import { generateLockExports } from '../src/server/modules/accounting/accounting-exports.service.ts';
import { monthLines } from '../src/server/modules/accounting/accounting-lines.service.ts';
import { createDocumentRuntime } from '../src/server/platform/documents/runtime.ts';
import type { RequestContext } from '../src/server/request-context.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);

/** Employees, their list rows, one sick case each, March claims for everyone and April claims for every eighth. */
async function seed(database: Database, tenantId: string) {
  await database.db.execute(sql`
    insert into employee_records (tenant_id, id, employee_id, valid_from, valid_to, data, personnel_number, first_name,
      last_name, company_subunit_id, processing_group_id, date_of_employment, is_display)
    select ${tenantId}, gen_random_uuid(), id, '2018-01-01', null,
      jsonb_build_object('personnelNumber', id, 'firstName', 'Bench', 'lastName', 'Person ' || i,
        'dateOfEmployment', '2018-01-01', 'companySubunitId', unit, 'processingGroupId', 'MONTHLY',
        'wageTypes', jsonb_build_array(jsonb_build_object('wageTypeId', '1000', 'amount', 6000))),
      id, 'Bench', 'Person ' || i, unit, 'MONTHLY', '2018-01-01', true
    from (select i, 'A-' || lpad(i::text, 6, '0') as id, (array['ZH','BE','BS','GE'])[1 + i % 4] as unit
          from generate_series(1, ${EMPLOYEES}) i) e`);
  await database.db.execute(sql`
    insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name, company_subunit_id,
      processing_group_id, date_of_employment)
    select tenant_id, employee_id, id, personnel_number, first_name, last_name, company_subunit_id,
      processing_group_id, '2018-01-01'
    from employee_records where tenant_id = ${tenantId}`);
  await database.db.execute(sql`
    insert into insured_persons (tenant_id, id, employee_id) select ${tenantId}, gen_random_uuid(), employee_id
    from employee_records where tenant_id = ${tenantId}`);
  await database.db.execute(sql`
    insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id, case_number, claim_type, status,
      absent_from, absent_to, number_of_days, company_subunit_id, processing_group_id, insured_salary, total_amount,
      within_shortterm_risk, within_continuation_of_payment, processing_statuses, details)
    select p.tenant_id, gen_random_uuid(), p.employee_id || ':SICK:2026-01-01', p.employee_id, p.id, 1, 'SICK',
      'CLAIMS_ACTIVATED', '2026-01-01', '2026-04-30', 120, r.data->>'companySubunitId', 'MONTHLY', 7200000, 0, false,
      false, '{UNASSIGNED}', '{"configurationVersion":"1"}'::jsonb
    from insured_persons p join employee_records r on r.tenant_id = p.tenant_id and r.employee_id = p.employee_id
    where p.tenant_id = ${tenantId}`);
  // A claim a day: 80 % of 197.26 = 157.81 at 100 %, 78.91 at 50 %; the incapacity changes every third day.
  const claimsOf = (month: string, days: number, every: number) => sql`
    insert into claims (tenant_id, claim_id, revision_id, case_id, employee_id, date, claim_type, coverage_line,
      is_correction, incapacity_of_work, daily_allowance, accounting_month_id, processing_status, details)
    select c.tenant_id, c.employee_id || ':SICK:' || d::date, md5(c.employee_id || d::text), c.id, c.employee_id, d::date,
      'SICK', 'KTG', false, case when (extract(day from d)::int / 3) % 2 = 0 then 100 else 50 end,
      case when (extract(day from d)::int / 3) % 2 = 0 then 15781 else 7891 end, ${month}, 'UNASSIGNED',
      jsonb_build_object('reimbursementType', 'DAILY_ALLOWANCE', 'dailyRate', 19726, 'coverage', 80,
        'isWithinShorttermRisk', false, 'isWithinContinuationOfPayment', false, 'correctionKind', null,
        'correctsRevisionId', null, 'manualCorrectionId', null, 'caseDay', extract(doy from d)::int,
        'benefitDayNumber', extract(doy from d)::int - 30, 'isWaitingPeriodDay', false, 'accountingMonthId', ${month}::text,
        'coverageConfigurationId', 'coverage-1', 'payee', 'EMPLOYER', 'isWeekendFilled', false)
    from cases c, generate_series(${`${month}-01`}::date, ${`${month}-01`}::date + ${days - 1}::int, interval '1 day') d
    where c.tenant_id = ${tenantId} and (substring(c.employee_id from 3)::int % ${every}) = 0`;
  await database.db.execute(claimsOf('2026-03', 31, 1));
  await database.db.execute(claimsOf('2026-04', 20, 8));
  await database.db.execute(sql`
    insert into accounting_months (tenant_id, accounting_month_id, created_by)
    values (${tenantId}, '2026-03', 'Bench'), (${tenantId}, '2026-04', 'Bench')`);
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

function payrollCtx(tenantId: string): RequestContext {
  return {
    actor: {
      kind: 'user',
      userId: randomUUID(),
      name: 'Bench Payroll',
      email: 'p@example.ch',
      userRole: 'Payroll',
      employeeId: null,
    },
    authMethod: 'session',
    tenantId,
    permissions: PERMISSION_MATRIX.Payroll,
    session: null,
    requestId: 'bench',
  };
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Accounting ${label}` })
    .returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  const seedStarted = performance.now();
  await seed(database, tenantId);
  // As autovacuum would after bulk writes: the planner needs statistics to join claims, cases and booked lines.
  await database.db.execute(sql`analyze`);
  const seedMs = Math.round(performance.now() - seedStarted);
  const runtime = await createDocumentRuntime({
    storeDir: await mkdtemp(join(tmpdir(), 'absenza-bench-')),
    signingSecret: 'bench-secret-bench-secret-bench-secret',
    maxUploadBytes: 100 * 1024 * 1024,
  });
  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, seedMs };
  const progress = (what: string) => process.stderr.write(`${label}: ${what} at ${Math.round(performance.now())} ms\n`);
  progress('seeded');
  for (const month of ['2026-04', '2026-03']) {
    const started = performance.now();
    const locked = await lockMonth(
      database,
      null,
      adminCtx(tenantId),
      month,
      { companySubunitId: null, processingGroupId: null },
      swissToday(),
    );
    const lockMs = Math.round(performance.now() - started);
    progress(`locked ${month}`);
    const exportsStarted = performance.now();
    if (month === '2026-04' || process.env.BENCH_WORST_EXPORTS === 'true') {
      await generateLockExports(runtime, database, { tenantId, lockId: locked.lock.lockId });
    }
    result[month] = {
      lockMs,
      lines: locked.lock.lineCount,
      employees: locked.lock.employeeCount,
      total: locked.lock.totalAmount,
      exportsMs: Math.round(performance.now() - exportsStarted),
    };
  }
  // The month list at ~110 000 snapshot lines: first pages by each sort, a search, a unit filter, a deep page.
  const scenarios: Record<string, Record<string, string>> = {
    lastName: { sortBy: 'LAST_NAME' },
    amountDesc: { sortBy: 'DAILY_ALLOWANCE_AMOUNT', sortOrder: 'DESC' },
    riskCounter: { sortBy: 'RISK_COUNTER', sortOrder: 'DESC' },
    search: { search: 'Person 42' },
    subunit: { companySubunitIds: 'BE', sortBy: 'START_DATE' },
    deepPage: { skip: '50000', take: '100' },
  };
  if (process.env.BENCH_EXPLAIN === 'true') {
    const plan = await rowsOf<Record<string, string>>(
      database.db,
      sql`explain analyze select c.claim_id from claims c join cases cs on cs.tenant_id = c.tenant_id and cs.id = c.case_id
          where c.tenant_id = ${tenantId} and c.accounting_month_id = '2026-03' and c.processing_status <> 'BLOCKED'
          and not exists (select 1 from booked_claims b where b.tenant_id = c.tenant_id and b.accounting_month_id = '2026-03'
          and b.employee_id = c.employee_id)`,
    );
    for (const row of plan) process.stderr.write(`${Object.values(row)[0]}\n`);
  }
  const list: Record<string, Record<string, { p50: number; p95: number }>> = {};
  for (const month of ['2026-04', '2026-03']) {
    list[month] = {};
    for (const [name, query] of Object.entries(scenarios)) {
      if (month === '2026-04' && name === 'deepPage') continue;
      const parsed = accountingLinesQuery.parse(query);
      const times: number[] = [];
      for (let round = 0; round < 30; round++) {
        const started = performance.now();
        await monthLines(database, payrollCtx(tenantId), month, parsed);
        times.push(performance.now() - started);
      }
      (list[month] as Record<string, { p50: number; p95: number }>)[name] = {
        p50: percentile(times.slice(5), 50),
        p95: percentile(times.slice(5), 95),
      };
    }
  }
  const [snapshots] = await rowsOf<{ n: string | number }>(
    database.db,
    sql`select count(*) as n from accounting_snapshots`,
  );
  result.snapshotLines = Number(snapshots?.n ?? 0);
  result.monthList = list;
  return result;
}

const results = [];
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  results.push(await run('pglite', pglite));
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) results.push(await withScratchPostgres(url, 'accounting', (postgres) => run('postgres', postgres)));
console.log(JSON.stringify(results, null, 2));
