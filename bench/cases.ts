// GET /case latency with 20 000 cases (issue 13 "Done when": p95 < 50 ms on PostgreSQL). 10 000 employees with two
// cases each (a sickness and, for every other one, an accident or a second sickness), 15 claim lines per case
// (300 000), generated in SQL straight into the derived tables (the derivation has its own benchmark:
// bench/derivation.ts). Run: npm run bench:cases with BENCH_DATABASE_URL=postgres://…
// (PostgreSQL only; BENCH_PGLITE=1 measures PGlite as well).
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { buildApp } from '../src/server/app.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const SAMPLES = 60;

async function seed(database: Database, tenantId: string) {
  await database.db.execute(sql`insert into employee_list (tenant_id, employee_id, record_id, personnel_number,
      first_name, last_name, company_subunit_id, processing_group_id, date_of_employment)
    select ${tenantId}::uuid, 'E-' || n, gen_random_uuid(), lpad(n::text, 6, '0'),
      (array['Anna','Beat','Carla','Dario','Elena','Franz','Gina','Hans'])[1 + n % 8],
      (array['Müller','Meier','Schmid','Keller','Weber','Huber','Rossi','Dubois','Favre','Bianchi'])[1 + n % 10] || n,
      (array['ZH','BE','GE'])[1 + n % 3], (array['MONTHLY','HOURLY'])[1 + n % 2], date '2015-01-01' + (n % 3000)
    from generate_series(1, ${EMPLOYEES}) n`);
  await database.db.execute(sql`insert into insured_persons (tenant_id, id, employee_id, processing_group_id,
      employee_counters)
    select ${tenantId}::uuid, gen_random_uuid(), 'E-' || n, (array['MONTHLY','HOURLY'])[1 + n % 2],
      '{"continuationOfPayment": [], "waitingPeriodByYear": [], "benefitFrames": []}'::jsonb
    from generate_series(1, ${EMPLOYEES}) n`);
  await database.db.execute(sql`insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id,
      case_number, claim_type, status, absent_from, absent_to, accident_date, number_of_days, company_subunit_id,
      processing_group_id, insured_salary, total_amount, within_shortterm_risk, within_continuation_of_payment,
      processing_statuses, details)
    select ${tenantId}::uuid, gen_random_uuid(), p.employee_id || ':' || t.claim_type || ':' || t.start, p.employee_id,
      p.id, k + 1, t.claim_type,
      (array['WAITING_PERIOD','SHORTTERM','CLAIMS_ACTIVATED','BEING_FINALIZED','CLOSED','CLOSED'])[1 + (n + k) % 6],
      t.start, t.start + 14, case when t.claim_type = 'ACCIDENT' then t.start end, 15,
      (array['ZH','BE','GE'])[1 + n % 3], p.processing_group_id, 7200000, 15 * 15781, (n + k) % 3 = 0,
      (n + k) % 4 = 0, case when (n + k) % 5 = 0 then array['SCHEDULED','UNASSIGNED'] else array['UNASSIGNED'] end,
      jsonb_build_object('counters', jsonb_build_object('benefitDaysUsed', (n * 7 + k) % 400, 'caseDays', 15,
          'waitingDaysServed', 15, 'waitingDaysRemaining', 15, 'benefitDaysRemaining', 320, 'lfzDaysUsed', 0,
          'frameStartDate', null),
        'amountByCoverageLine', jsonb_build_object(case when t.claim_type = 'ACCIDENT' then 'UVG' else 'KTG' end,
          15 * 15781), 'employerShareAmount', 0)
    from insured_persons p, lateral (select substring(p.employee_id from 3)::int as n) e(n),
      generate_series(0, 1) k,
      lateral (select case when k = 1 and n % 2 = 0 then 'ACCIDENT' else 'SICK' end as claim_type,
        date '2024-01-01' + (n % 600) + k * 120 as start) t
    where p.tenant_id = ${tenantId}::uuid`);
  await database.db.execute(sql`insert into claims (tenant_id, claim_id, revision_id, case_id, employee_id, date,
      claim_type, coverage_line, is_correction, incapacity_of_work, daily_allowance, accounting_month_id,
      processing_status, details)
    select c.tenant_id, c.employee_id || ':' || c.claim_type || ':' || (c.absent_from + d), md5(c.id::text || d),
      c.id, c.employee_id, c.absent_from + d, c.claim_type,
      case when c.claim_type = 'ACCIDENT' then 'UVG' else 'KTG' end, false, 100, 15781,
      to_char(c.absent_from + d, 'YYYY-MM'), 'UNASSIGNED',
      jsonb_build_object('fullDailyAllowance', 15781, 'caseDay', d + 1, 'accountingMonthId',
        to_char(c.absent_from + d, 'YYYY-MM'))
    from cases c, generate_series(0, 14) d where c.tenant_id = ${tenantId}::uuid`);
  await database.db.execute(sql`vacuum analyze employee_list, insured_persons, cases, claims`);
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench cases ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const [user] = await database.db
    .insert(users)
    .values({
      tenantId,
      name: 'Bench HR',
      email: `bench-cases-${label}-${Date.now()}@example.ch`,
      userRole: 'HR_Admin',
    })
    .returning();
  const started = performance.now();
  await seed(database, tenantId);
  const loadMs = Math.round(performance.now() - started);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const { sessionId } = await app.sessions.create({ kind: 'user', userId: user?.id as string, tenantId }, 'dev');
  const headers = { cookie: `absenza_session=${sessionId}` };
  const scenarios: Record<string, (index: number) => string> = {
    plain: (i) => `skip=${(i % 10) * 50}&take=50`,
    quarter: (i) =>
      `from=${['2024-04-01', '2024-10-01', '2025-04-01'][i % 3]}&to=${['2024-06-30', '2024-12-31', '2025-06-30'][i % 3]}&take=50`,
    search: (i) => `search=${['müller', 'rossi1', 'anna', '0042'][i % 4]}&take=50`,
    employee: (i) => `employeeId=E-${1 + ((i * 7919) % EMPLOYEES)}`,
    accidents: () => 'claimTypes=ACCIDENT&status=CLAIMS_ACTIVATED&take=50',
    riskCounter: (i) => `sortBy=RISK_COUNTER&sortOrder=${i % 2 ? 'DESC' : 'ASC'}&take=50`,
    lastName: (i) => `sortBy=LAST_NAME&sortOrder=${i % 2 ? 'DESC' : 'ASC'}&skip=${(i % 5) * 50}&take=50`,
    scheduled: () => 'processingStatuses=SCHEDULED&withinShorttermRisk=true&take=50',
    group: (i) => `processingGroupIds=${i % 2 ? 'MONTHLY' : 'HOURLY'}&companySubunitIds=ZH&take=50`,
    withClaims: (i) => `employeeId=E-${1 + ((i * 7919) % EMPLOYEES)}&include=claims`,
  };
  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, cases: EMPLOYEES * 2, loadMs };
  for (const [name, query] of Object.entries(scenarios)) {
    const times: number[] = [];
    for (let index = 0; index < SAMPLES + 5; index++) {
      const t = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/modular/case?${query(index)}`, headers });
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (index >= 5) times.push(performance.now() - t);
    }
    result[name] = { p50: percentile(times, 50), p95: percentile(times, 95) };
  }
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
    JSON.stringify(await withScratchPostgres(url, 'cases', (postgres) => run('postgres', postgres)), null, 2),
  );
}
