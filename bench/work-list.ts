// The home page's work list (issue 28 section 1, decision 0039; docs/performance.md "Home work list (issue 28)"):
// GET /api/modular/work-list must answer in < 100 ms p95 at 10 000 employees. A large employer after two years,
// written straight in SQL: 10 000 employees (teams of 20 under a superior), two cases each over the last two years
// (20 000 cases; the recent ones CLAIMS_ACTIVATED or BEING_FINALIZED, 1 % with a BLOCKED claim), 15 claim lines a case
// (300 000: the months up to the one before last locked and PROCESSED, the rest UNASSIGNED, 1 % BLOCKED, the first
// three days of a case waiting days of CHF 0), 6 000 data issues (severity 1-5, a third dismissed), two years of
// monthly absence and employee uploads with five failures, 24 accounting months (22 locked, one submitted) and, for
// the admin's list, 20 more tenants with a proposed payout release each. Then the route as each role calls it
// (HR_Admin, Payroll, Case_Manager, Superior; the admin's list), 5 warm-up + 60 samples each (p50, p95), and the
// plan of each of the work list's queries (EXPLAIN ANALYZE, through the repository's own SQL).
// Run: npm run bench:work-list (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true
// skips PGlite, BENCH_EXPLAIN=true prints the plans).
import { loadavg } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { type AppTransaction, createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { adminUsers, users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { swissToday } from '../src/server/access/superior-scope.ts';
import { buildApp } from '../src/server/app.ts';
import {
  accountingMonthStates,
  countCasesToDecide,
  countClaimsToSchedule,
  countFailedUploads,
  countOpenIssues,
  monthsToLockAcrossTenants,
  proposedReleasesAcrossTenants,
} from '../src/server/modules/work-list/work-list.repository.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const TEAM = 20;
const WARM_UP = 5;
const SAMPLES = 60;
const OTHER_TENANTS = 20;

async function seed(database: Database, tenantId: string, adminId: string) {
  await database.withTenant(tenantId, async (tx) => {
    // Employees: E-000001 …; every 20th leads the next 19 (connections: SUPERIOR).
    await tx.execute(sql`
      insert into employee_records (tenant_id, id, employee_id, valid_from, valid_to, data, personnel_number,
        first_name, last_name, company_subunit_id, processing_group_id, date_of_employment, is_display)
      select ${tenantId}, gen_random_uuid(), id, '2018-01-01', null,
        jsonb_build_object('personnelNumber', id, 'firstName', 'Bench', 'lastName', 'Person ' || i,
          'dateOfEmployment', '2018-01-01', 'companySubunitId', unit, 'processingGroupId', 'MONTHLY',
          'connections', case when boss = id then '[]'::jsonb
            else jsonb_build_array(jsonb_build_object('employeeId', boss, 'kind', 'SUPERIOR')) end),
        id, 'Bench', 'Person ' || i, unit, 'MONTHLY', '2018-01-01', true
      from (select i, 'E-' || lpad(i::text, 6, '0') as id,
              'E-' || lpad((1 + ((i - 1) / ${TEAM}) * ${TEAM})::text, 6, '0') as boss,
              (array['ZH','BE','BS','GE'])[1 + i % 4] as unit
            from generate_series(1, ${EMPLOYEES}) i) e`);
    await tx.execute(sql`
      insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name,
        company_subunit_id, processing_group_id, date_of_employment)
      select tenant_id, employee_id, id, personnel_number, first_name, last_name, company_subunit_id,
        processing_group_id, '2018-01-01'
      from employee_records where tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into insured_persons (tenant_id, id, employee_id) select ${tenantId}, gen_random_uuid(), employee_id
      from employee_records where tenant_id = ${tenantId}`);
    // Two cases an employee, 15 days each, starting somewhere in the last two years (the second 120 days later).
    await tx.execute(sql`
      insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id, case_number, claim_type, status,
        absent_from, absent_to, number_of_days, company_subunit_id, processing_group_id, insured_salary, total_amount,
        within_shortterm_risk, within_continuation_of_payment, processing_statuses, details)
      select p.tenant_id, gen_random_uuid(), p.employee_id || ':' || t.claim_type || ':' || t.start, p.employee_id,
        p.id, k + 1, t.claim_type,
        case when t.start < current_date - 60 then 'CLOSED'
          when (n + k) % 3 = 0 then 'BEING_FINALIZED' else 'CLAIMS_ACTIVATED' end,
        t.start, t.start + 14, 15, (array['ZH','BE','BS','GE'])[1 + n % 4], 'MONTHLY', 7200000, 12 * 15781,
        false, false,
        case when (n * 7 + k) % 100 = 0 then array['BLOCKED','UNASSIGNED']
          when t.start < current_date - 60 then array['PROCESSED'] else array['UNASSIGNED'] end,
        '{"configurationVersion":"1"}'::jsonb
      from insured_persons p, lateral (select substring(p.employee_id from 3)::int as n) e(n),
        generate_series(0, 1) k,
        lateral (select case when k = 1 and n % 2 = 0 then 'ACCIDENT' else 'SICK' end as claim_type,
          current_date - 730 + ((n * 37) % 600) + k * 120 as start) t
      where p.tenant_id = ${tenantId}`);
    // The months up to the one before last are locked: their claims PROCESSED; later ones UNASSIGNED.
    await tx.execute(sql`
      insert into claims (tenant_id, claim_id, revision_id, case_id, employee_id, date, claim_type, coverage_line,
        is_correction, incapacity_of_work, daily_allowance, accounting_month_id, processing_status, details)
      select c.tenant_id, c.employee_id || ':' || c.claim_type || ':' || (c.absent_from + d), md5(c.id::text || d),
        c.id, c.employee_id, c.absent_from + d, c.claim_type,
        case when c.claim_type = 'ACCIDENT' then 'UVG' else 'KTG' end, false, 100,
        case when d < 3 then 0 else 15781 end, to_char(c.absent_from + d, 'YYYY-MM'),
        case when 'BLOCKED' = any(c.processing_statuses) and d = 5 then 'BLOCKED'
          when to_char(c.absent_from + d, 'YYYY-MM') < to_char(current_date - interval '1 month', 'YYYY-MM')
            then 'PROCESSED' else 'UNASSIGNED' end,
        '{}'::jsonb
      from cases c, generate_series(0, 14) d where c.tenant_id = ${tenantId}`);
    // Data issues: 6 000, severity 1-5, every third dismissed.
    await tx.execute(sql`
      insert into tenant_issues (tenant_id, employee_id, type, scope, scope_date, severity, key, ignored_at)
      select ${tenantId}, 'E-' || lpad((1 + (i * 7) % ${EMPLOYEES})::text, 6, '0'), 'ABSENCE_DUPLICATED', 'absence',
        current_date - (i % 700), 1 + i % 5, 'bench-' || i, case when i % 3 = 0 then now() end
      from generate_series(1, 6000) i`);
    // Uploads: an absence file and an employee file a month for two years; five failures in the last weeks.
    await tx.execute(sql`
      insert into file_uploads (tenant_id, kind, start_date, end_date, status, phase, uploaded_by_name, uploaded_at)
      select ${tenantId}, kind, case when kind = 'absence' then month end,
        case when kind = 'absence' then (month + interval '1 month - 1 day')::date end,
        case when m < 3 and kind = 'absence' and m % 2 = 0 then 'failed'
          when m < 3 and kind = 'employee' then 'formatting-failed' else 'completed' end, 'done', 'Bench',
        now() - m * interval '10 days' - (case when kind = 'employee' then interval '1 hour' else interval '0' end)
      from generate_series(0, 23) m, unnest(array['absence', 'employee']) kind,
        lateral (select (date_trunc('month', current_date) - m * interval '1 month')::date as month) x`);
    // Accounting months: 24 opened, all but the last two locked for the whole organisation; last month submitted.
    await tx.execute(sql`
      insert into accounting_months (tenant_id, accounting_month_id, created_by)
      select ${tenantId}, to_char(current_date - m * interval '1 month', 'YYYY-MM'), 'Bench'
      from generate_series(0, 23) m`);
    await tx.execute(sql`
      insert into accounting_submissions (tenant_id, id, accounting_month_id, submitted_by_name)
      select ${tenantId}, gen_random_uuid(), to_char(current_date - m * interval '1 month', 'YYYY-MM'), 'Bench'
      from generate_series(1, 23) m`);
    await tx.execute(sql`
      insert into accounting_month_locks (tenant_id, id, accounting_month_id, locked_by, employee_count, line_count,
        total_amount)
      select ${tenantId}, gen_random_uuid(), to_char(current_date - m * interval '1 month', 'YYYY-MM'), 'Bench',
        1000, 1000, 0
      from generate_series(2, 23) m`);
    await tx.execute(sql`
      insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count, total_amount,
        proposed_by_admin_id, proposed_by_name, decided_by_admin_id, decided_by_name, decided_at)
      select ${tenantId}, gen_random_uuid(), 'RELEASED', current_date - m * 30, 500, 50000000, gen_random_uuid(), 'A',
        ${adminId}, 'B', now() from generate_series(1, 22) m`);
    await tx.execute(sql`
      insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count, total_amount,
        proposed_by_admin_id, proposed_by_name)
      values (${tenantId}, gen_random_uuid(), 'PROPOSED', current_date + 3, 480, 48123456, gen_random_uuid(), 'A')`);
  });
  for (let index = 1; index <= OTHER_TENANTS; index++) {
    const [other] = await database.db
      .insert(tenants)
      .values({ name: `Bench Other ${index} AG` })
      .returning();
    await database.withTenant(other?.id as string, (tx) =>
      tx.execute(sql`
        insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count, total_amount,
          proposed_by_admin_id, proposed_by_name)
        values (${other?.id}, gen_random_uuid(), 'PROPOSED', current_date + 3, ${index}, ${index * 10_000},
          ${index % 2 === 0 ? adminId : '00000000-0000-4000-8000-000000000001'}, 'A')`),
    );
  }
  await database.db.execute(sql`vacuum analyze`);
}

/**
 * Each work-list query's plan: the repository's functions on a transaction whose `execute` runs the query under
 * EXPLAIN ANALYZE and keeps the plan (the functions then see no rows).
 */
async function plans(database: Database, tenantId: string, adminId: string): Promise<Record<string, string>> {
  const today = swissToday();
  const month = today.slice(0, 7);
  const result: Record<string, string> = {};
  const explaining = (name: string, tx: AppTransaction) =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: SQL) => {
          const explained = (await target.execute(
            sql`explain (analyze, costs off, timing on) ${query}`,
          )) as unknown as {
            rows: Record<string, string>[];
          };
          result[name] = explained.rows.map((row) => Object.values(row)[0]).join('\n');
          return { rows: [] };
        };
      },
    }) as AppTransaction;
  const team = new Set(Array.from({ length: TEAM }, (_, i) => `E-${String(1 + i).padStart(6, '0')}`));
  await database.withTenant(tenantId, async (tx) => {
    await countOpenIssues(explaining('issues', tx), tenantId, { kind: 'all' });
    await accountingMonthStates(explaining('accountingMonths', tx), tenantId, month);
    await countClaimsToSchedule(explaining('claimsToSchedule', tx), tenantId, month, { kind: 'all' });
    await countFailedUploads(explaining('failedUploads', tx), tenantId);
    await countCasesToDecide(explaining('casesToDecide', tx), tenantId, sql`true`);
    await countCasesToDecide(
      explaining('casesToDecideSuperior', tx),
      tenantId,
      sql`c.employee_id = any(${`{${[...team].join(',')}}`}::text[])`,
    );
  });
  await database.db.transaction(async (tx) => {
    await proposedReleasesAcrossTenants(explaining('adminReleases', tx), adminId, 50);
    await monthsToLockAcrossTenants(explaining('adminMonthsToLock', tx), 50);
  });
  return result;
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Work List ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const [admin] = await database.db
    .insert(adminUsers)
    .values({ name: 'Bench Admin', email: `bench-admin-${label}-${Date.now()}@example.ch` })
    .returning();
  const adminId = admin?.id as string;
  const seedStarted = performance.now();
  await seed(database, tenantId, adminId);
  const seedMs = Math.round(performance.now() - seedStarted);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const roles = [
    ['HR_Admin', null],
    ['Payroll', null],
    ['Case_Manager', null],
    // The leader of the first team: 19 employees (and herself).
    ['Superior', 'E-000001'],
  ] as const;
  const headers: Record<string, Record<string, string>> = {};
  for (const [role, employeeId] of roles) {
    const [user] = await database.db
      .insert(users)
      .values({
        tenantId,
        name: `Bench ${role}`,
        email: `bench-${role}-${label}-${Date.now()}@example.ch`,
        userRole: role,
        employeeId,
      })
      .returning();
    const { sessionId } = await app.sessions.create({ kind: 'user', userId: user?.id as string, tenantId }, 'dev');
    headers[role] = { cookie: `absenza_session=${sessionId}` };
  }
  const { sessionId } = await app.sessions.create({ kind: 'admin', adminUserId: adminId }, 'dev');
  headers.admin = { cookie: `absenza_session=${sessionId}` };

  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, seedMs };
  const measure = async (name: string, url: string, who: string) => {
    const times: number[] = [];
    let body: unknown;
    for (let index = 0; index < WARM_UP + SAMPLES; index++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: headers[who] });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (index >= WARM_UP) times.push(elapsed);
      body = response.json();
    }
    result[name] = { p50: percentile(times, 50), p95: percentile(times, 95), answer: body };
  };
  // The floor under the same load: an authenticated request that reads nothing but the session.
  await measure('sessionOnly', '/api/modular/auth/session', 'HR_Admin');
  for (const [role] of roles) await measure(role, '/api/modular/work-list', role);
  await measure('admin', '/api/modular/admin/work-list', 'admin');
  await app.close();
  if (process.env.BENCH_EXPLAIN === 'true') result.plans = await plans(database, tenantId, adminId);
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
if (url) results.push(await withScratchPostgres(url, 'worklist', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
