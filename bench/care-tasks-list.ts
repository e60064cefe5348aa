// The tasks list (issue 29 "Done when": GET /api/modular/care-tasks p95 < 50 ms with 20 000 tasks). A large employer
// written straight in SQL: 10 000 employees in teams of 20 (every 20th leads the next 19 and is a Superior user),
// two care tasks each (20 000): 40 % OPEN with due dates from 60 days ago to 60 days ahead, the rest COMPLETED or
// DISCARDED; every task's responsible is the team's superior. Then the list as HR_Admin and as a Superior calls it
// (default order, open only, overdue, a search, by last name, scope=mine), 5 warm-up + 60 samples each (p50, p95).
// Run: npm run bench:care-tasks (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true
// skips PGlite, BENCH_EXPLAIN=true prints the plan of the default HR list).
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { buildApp } from '../src/server/app.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const TASKS_PER_EMPLOYEE = 2;
const TEAM = 20;
const WARM_UP = 5;
const SAMPLES = 60;

async function seed(database: Database, tenantId: string) {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      insert into employee_records (tenant_id, id, employee_id, valid_from, valid_to, data, personnel_number,
        first_name, last_name, company_subunit_id, processing_group_id, date_of_employment, is_display)
      select ${tenantId}, gen_random_uuid(), id, '2018-01-01', null,
        jsonb_build_object('personnelNumber', id, 'firstName', 'Bench', 'lastName', 'Person ' || i,
          'connections', case when boss = id then '[]'::jsonb
            else jsonb_build_array(jsonb_build_object('employeeId', boss, 'kind', 'SUPERIOR')) end),
        id, 'Bench', 'Person ' || i, null, null, '2018-01-01', true
      from (select i, 'E-' || lpad(i::text, 6, '0') as id,
              'E-' || lpad((1 + ((i - 1) / ${TEAM}) * ${TEAM})::text, 6, '0') as boss
            from generate_series(1, ${EMPLOYEES}) i) e`);
    await tx.execute(sql`
      insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name,
        company_subunit_id, processing_group_id, date_of_employment)
      select tenant_id, employee_id, id, personnel_number, first_name, last_name, null, null, '2018-01-01'
      from employee_records where tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into users (tenant_id, id, name, email, user_role, employee_id)
      select ${tenantId}, gen_random_uuid(), 'Leader ' || i, 'leader-' || i || '-' || ${tenantId} || '@example.ch',
        'Superior', 'E-' || lpad(i::text, 6, '0')
      from generate_series(1, ${EMPLOYEES}, ${TEAM}) i`);
    await tx.execute(sql`
      insert into care_tasks (tenant_id, employee_id, origin, care_stage_level, language, title, description, status,
        due_date, responsible_user_id, completed_at, created_by, created_at, updated_at)
      select ${tenantId}, r.employee_id, 'CARE_STAGE', 1 + k, 'de', 'Rückkehrgespräch ' || k, 'Leitfaden',
        case when (n + k) % 5 < 2 then 'OPEN' when (n + k) % 5 = 4 then 'DISCARDED' else 'COMPLETED' end,
        current_date - 60 + ((n * 7 + k * 13) % 121), u.id,
        case when (n + k) % 5 in (2, 3) then now() - ((n % 300) || ' days')::interval end, 'Bench',
        now() - ((n % 400) || ' days')::interval, now() - ((n % 300) || ' days')::interval
      from employee_records r
      cross join lateral (select substring(r.employee_id from 3)::int as n) e
      cross join generate_series(0, ${TASKS_PER_EMPLOYEE - 1}) k
      join users u on u.tenant_id = r.tenant_id
        and u.employee_id = 'E-' || lpad((1 + ((n - 1) / ${TEAM}) * ${TEAM})::text, 6, '0')
      where r.tenant_id = ${tenantId}`);
  });
  await database.db.execute(sql`vacuum analyze`);
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Care Tasks ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const seedStarted = performance.now();
  await seed(database, tenantId);
  const seedMs = Math.round(performance.now() - seedStarted);
  const [hr] = await database.db
    .insert(users)
    .values({ tenantId, name: 'Bench HR', email: `bench-hr-${label}-${Date.now()}@example.ch`, userRole: 'HR_Admin' })
    .returning();
  const [leader] = await database
    .withTenant(tenantId, (tx) => tx.execute(sql`select id from users where employee_id = 'E-000001'`))
    .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const headers: Record<string, Record<string, string>> = {};
  for (const [who, userId] of [
    ['HR_Admin', hr?.id],
    ['Superior', leader?.id],
  ] as const) {
    const { sessionId } = await app.sessions.create({ kind: 'user', userId: userId as string, tenantId }, 'dev');
    headers[who] = { cookie: `absenza_session=${sessionId}` };
  }
  const [counted] = await database
    .withTenant(tenantId, (tx) => tx.execute(sql`select count(*)::int as n from care_tasks`))
    .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, tasks: counted?.n, seedMs };
  const measure = async (name: string, query: string, who: string) => {
    const times: number[] = [];
    let total = 0;
    for (let index = 0; index < WARM_UP + SAMPLES; index++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: query.startsWith('/') ? query : `/api/modular/care-tasks${query}`,
        headers: headers[who],
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (index >= WARM_UP) times.push(elapsed);
      total = response.json().totalCount ?? 0;
    }
    result[name] = { p50: percentile(times, 50), p95: percentile(times, 95), totalCount: total };
  };
  // The floor under the same load: an authenticated request that reads nothing but the session.
  await measure('sessionOnly', '/api/modular/auth/session', 'HR_Admin');
  await measure('hrDefault', '?take=50', 'HR_Admin');
  await measure('hrOpen', '?status=OPEN&take=50', 'HR_Admin');
  await measure('hrOverdue', '?overdue=true&take=50', 'HR_Admin');
  await measure('hrSearch', '?search=person%2042&take=50', 'HR_Admin');
  await measure('hrLastName', '?sortBy=LAST_NAME&take=50', 'HR_Admin');
  await measure('hrPage100', '?skip=5000&take=50', 'HR_Admin');
  await measure('superiorDefault', '?take=50', 'Superior');
  await measure('superiorMine', '?scope=mine&take=50', 'Superior');
  await app.close();
  if (process.env.BENCH_EXPLAIN === 'true') {
    const explain = (query: ReturnType<typeof sql>) =>
      database
        .withTenant(tenantId, (tx) => tx.execute(sql`explain (analyze, costs off) ${query}`))
        .then((plan) =>
          (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]),
        );
    result.pagePlan = await explain(sql`select t.id from care_tasks t
        order by (t.status <> 'OPEN'), (case when t.status = 'OPEN' then t.due_date end), t.updated_at desc, t.id
        limit 50`);
    result.countPlan = await explain(sql`select count(*) from care_tasks t`);
  }
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
if (url) results.push(await withScratchPostgres(url, 'caretasks', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
