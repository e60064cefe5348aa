// Benefits (issue 33 "Done when": the benefits totals for a 10 000-employee tenant p95 < 100 ms on PostgreSQL;
// docs/performance.md "Benefits: the totals and the case list at 10 000 employees (issue 33)"; decision 0068).
// A large employer: BENCH_EMPLOYEES (default 10 000) people in four subunits, two years of sickness (accounting months
// 2024-11 … 2026-10): three employees in four have a 35-day case in a year (about 15 000 cases), every case day a claim
// (about 525 000, the second case of one employee in a hundred reduced by an IV benefit, 50.00 a day), the monthly totals the claims add up to
// (about 30 000) and a payout per monthly total — the older months released and paid, 2026-09 released for a later
// day (scheduled), 2026-10 drafts (in preparation). Written directly in SQL (the engine, regenerate and release have
// their own benches).
// Then, over HTTP as Payroll (app.inject: routing, session, validation, the service, serialisation), 5 warm-up +
// BENCH_SAMPLES (default 40) rounds of one request per route (p50, p95 in ms): the totals of the screen's twelve
// months, of two years, of one subunit, of one coverage line; the case list (first page, sorted by outstanding, a
// name search); one case.
// Before and after in the same run: the IV offset of two years summed from the claims' jsonb (as it would be without
// migration 0046) and from the generated column through its partial index.
// Run: npm run bench:benefits (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true skips
// PGlite). Load average before/after on stderr.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, rowsOf } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { buildApp } from '../src/server/app.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { signIn } from '../src/testing/factories/user.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, type TimedRoute, timeGetRoutes, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CASE_DAYS = 35;

async function seed(database: Database, tenantId: string) {
  await configureTenantForTest(database, tenantId);
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name,
        company_subunit_id, processing_group_id, date_of_employment)
      select ${tenantId}, 'E-' || lpad(i::text, 6, '0'), gen_random_uuid(), lpad(i::text, 6, '0'),
        (array['Anna', 'Beat', 'Chantal', 'Daniel', 'Elena', 'Fabio'])[1 + i % 6],
        (array['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Rossi', 'Favre'])[1 + i % 8] || ' ' || i,
        (array['ZH', 'BE', 'GE', 'TI'])[1 + i % 4], 'MONTHLY', date '2015-01-01'
      from generate_series(1, ${EMPLOYEES}) i`);
    // Case k of employee i (k = 0, 1: one a year) unless (i + k) % 4 = 0; 35 days from a day spread over 690.
    await tx.execute(sql`
      insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id, case_number, claim_type, status,
        absent_from, absent_to, number_of_days, company_subunit_id, processing_group_id, insured_salary, total_amount,
        within_shortterm_risk, within_continuation_of_payment, processing_statuses, details)
      select ${tenantId}, gen_random_uuid(), 'bench-' || i || '-' || k, 'E-' || lpad(i::text, 6, '0'),
        gen_random_uuid(), k + 1, 'SICK', 'CLAIMS_ACTIVATED', start, start + ${CASE_DAYS - 1}::int, ${CASE_DAYS}::int,
        (array['ZH', 'BE', 'GE', 'TI'])[1 + i % 4], 'MONTHLY', 7200000, 0, false, false, array['PROCESSED'], '{}'::jsonb
      from generate_series(1, ${EMPLOYEES}::int) i, generate_series(0, 1) k,
        lateral (select date '2024-11-01' + ((i * 37 + k * 353) % 690) as start) s
      where (i + k) % 4 <> 0`);
    await tx.execute(sql`
      insert into claims (tenant_id, claim_id, revision_id, case_id, employee_id, date, claim_type, coverage_line,
        is_correction, incapacity_of_work, daily_allowance, accounting_month_id, processing_status, details)
      select c.tenant_id, c.id || ':' || d, 'r1', c.id, c.employee_id, c.absent_from + d, 'SICK', 'KTG', false, 100,
        case when c.case_number = 2 and c.employee_id like '%00' then 10781 else 15781 end,
        to_char(c.absent_from + d, 'YYYY-MM'), 'PROCESSED',
        jsonb_build_object('grossDailyAllowance', 15781, 'benefitStopOutputPercentage', 100, 'payee', 'EMPLOYER',
          'ivReduction', case when c.case_number = 2 and c.employee_id like '%00' then 5000 else 0 end)
      from cases c, generate_series(0, ${CASE_DAYS - 1}::int) d
      where c.tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into case_monthly_totals (tenant_id, case_id, employee_id, accounting_month_id, coverage_line, days,
        paid_days, amount, correction_amount, employer_share_amount, rate, lines)
      select tenant_id, case_id, min(employee_id), accounting_month_id, 'KTG', count(*), count(*), sum(daily_allowance),
        0, 0, 15781, '[]'::jsonb
      from claims where tenant_id = ${tenantId} group by tenant_id, case_id, accounting_month_id`);
    await tx.execute(sql`
      insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count, total_amount,
        proposed_by_admin_id, proposed_by_name, decided_by_admin_id, decided_by_name, decided_at)
      select ${tenantId}, gen_random_uuid(), 'RELEASED',
        case when m = '2026-09' then current_date + 7 else (m || '-01')::date + interval '1 month 4 days' end,
        0, 0, gen_random_uuid(), 'A', gen_random_uuid(), 'B', now()
      from (select distinct accounting_month_id as m from case_monthly_totals
            where tenant_id = ${tenantId} and accounting_month_id < '2026-10') months`);
    await tx.execute(sql`
      insert into payouts (tenant_id, id, draft_key, status, accounting_month_id, case_id, case_number, employee_id,
        payee_kind, company_subunit_id, coverage_line, draft, statement, fingerprint, problems, gross_amount,
        offset_applied, carried_offset, net_amount, release_id, released_at)
      select t.tenant_id, gen_random_uuid(), t.case_id || '|' || t.accounting_month_id,
        case when t.accounting_month_id >= '2026-10' then 'DRAFT' else 'RELEASED' end, t.accounting_month_id,
        t.case_id, c.case_number, t.employee_id, 'EMPLOYER', c.company_subunit_id, 'KTG', '{}'::jsonb,
        jsonb_build_object('personNames', jsonb_build_object('firstName', 'Anna', 'lastName', 'Müller')),
        '', '[]'::jsonb, t.amount, 0, 0, t.amount,
        (select r.id from payout_releases r where r.tenant_id = t.tenant_id
          and r.requested_execution_date = case when t.accounting_month_id = '2026-09' then current_date + 7
            else (t.accounting_month_id || '-01')::date + interval '1 month 4 days' end limit 1),
        case when t.accounting_month_id >= '2026-10' then null else now() end
      from case_monthly_totals t join cases c on c.tenant_id = t.tenant_id and c.id = t.case_id
      where t.tenant_id = ${tenantId}`);
  });
  // As autovacuum would after a bulk load: statistics and the visibility map.
  await database.db.execute(
    sql`vacuum analyze employee_list, cases, claims, case_monthly_totals, payouts, payout_releases`,
  );
  const [counts] = await database.withTenant(tenantId, (tx) =>
    rowsOf<Record<string, string>>(
      tx,
      sql`select (select count(*) from cases) as cases, (select count(*) from claims) as claims,
        (select count(*) from case_monthly_totals) as monthly_totals, (select count(*) from payouts) as payouts`,
    ),
  );
  return counts;
}

/** The IV offset of two years per month and subunit: from the jsonb (before 0046) and from the column (after). */
async function ivBeforeAfter(database: Database, tenantId: string) {
  const variants = {
    fromJsonb: sql`select k.accounting_month_id, c.company_subunit_id,
        sum((k.details ->> 'ivReduction')::bigint) from claims k
        join cases c on c.tenant_id = k.tenant_id and c.id = k.case_id
        where k.tenant_id = ${tenantId} and k.accounting_month_id between '2024-11' and '2026-10'
          and (k.details ->> 'ivReduction')::bigint <> 0
        group by 1, 2`,
    fromIndex: sql`select k.accounting_month_id, c.company_subunit_id, sum(k.iv_reduction) from claims k
        join cases c on c.tenant_id = k.tenant_id and c.id = k.case_id
        where k.tenant_id = ${tenantId} and k.iv_reduction <> 0 and k.accounting_month_id between '2024-11' and '2026-10'
        group by 1, 2`,
  };
  const result: Record<string, { p50: number; p95: number }> = {};
  for (const [name, query] of Object.entries(variants)) {
    const samples: number[] = [];
    for (let round = 0; round < WARM_UP + 20; round++) {
      const started = performance.now();
      await database.withTenant(tenantId, (tx) => tx.execute(query));
      if (round >= WARM_UP) samples.push(performance.now() - started);
    }
    result[name] = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  }
  return result;
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Benefits ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const seedStarted = performance.now();
  const counts = await seed(database, tenantId);
  const seedMs = Math.round(performance.now() - seedStarted);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const [user] = await database.db
    .insert(users)
    .values({
      tenantId,
      name: 'Bench Payroll',
      email: `bench-payroll-${label}-${Date.now()}@example.ch`,
      userRole: 'Payroll',
    })
    .returning();
  const { headers } = await signIn(app, { kind: 'user', id: user?.id as string, tenantId });
  const [someCase] = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ id: string }>(tx, sql`select id from cases where employee_id = 'E-000100' and case_number = 2`),
  );

  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, ...counts, seedMs };
  const totals = (body: Record<string, unknown>) => ({
    months: (body.months as unknown[]).length,
    total: body.total,
  });
  const page = (body: Record<string, unknown>) => ({
    totalCount: body.totalCount,
    items: (body.items as unknown[]).length,
  });
  const year = 'from=2025-11&to=2026-10';
  const routes: TimedRoute[] = [
    ['sessionOnly', '/api/modular/auth/session', () => ({})],
    ['totalsYear', `/api/modular/benefits?${year}`, totals],
    ['totalsTwoYears', '/api/modular/benefits?from=2024-11&to=2026-10', totals],
    ['totalsSubunit', `/api/modular/benefits?${year}&companySubunitId=BE`, totals],
    ['totalsLine', `/api/modular/benefits?${year}&coverageLine=KTG`, totals],
    ['casesFirstPage', `/api/modular/benefits/cases?${year}&take=25`, page],
    ['casesOutstanding', `/api/modular/benefits/cases?${year}&sortBy=OUTSTANDING&sortOrder=DESC&take=25`, page],
    ['casesSearch', `/api/modular/benefits/cases?${year}&search=${encodeURIComponent('keller 1')}&take=25`, page],
    ['oneCase', `/api/modular/benefits/cases/${someCase?.id}`, (body) => ({ months: (body.months as []).length })],
  ];
  Object.assign(result, await timeGetRoutes(app, headers, routes, { warmUp: WARM_UP, samples: SAMPLES }));
  await app.close();
  result.ivOffsetTwoYears = await ivBeforeAfter(database, tenantId);
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
if (url) results.push(await withScratchPostgres(url, 'benefits', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
