// The case manager's notes journal (issue 33, decision 0070; docs/performance.md "Case management notes: the journal
// at 10 000 employees and 50 000 notes"). A large employer: BENCH_EMPLOYEES (default 10 000) generated employees
// (src/db/demo-employees.ts, one record each), 2 500 case managements (every fourth employee; the first 1 000 running,
// the others closed) and BENCH_NOTES (default 50 000) notes, 20 per case management, one every ~9 hours back from
// 15.11.2026, by five case managers (the bench's user is one: 10 000 are "mine"), 60-700 characters each, one in five
// naming the physiotherapy; 1 % deleted.
// Then, over HTTP as the Case_Manager (app.inject: routing, session, validation, the service, the audit entries,
// serialisation; no network), 5 warm-up + BENCH_SAMPLES (default 40) rounds of one request per route (p50, p95 in ms):
// the first page of 50, "mine", closed case managements, one week, a word of the text ("physio"), a person's name,
// a word no note has, and page 100.
// With BENCH_EXPLAIN=true the plans of the first page's two statements (EXPLAIN ANALYZE as the application's role,
// row-level security on) go to stderr.
// Run: npm run bench:case-management-notes (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL,
// BENCH_SKIP_PGLITE=true skips PGlite, BENCH_KEEP_DATABASE=true keeps the PostgreSQL database).
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, rowsOf } from '../src/db/client.ts';
import { generateEmployees } from '../src/db/demo-employees.ts';
import { employeeRecordRow, refreshDisplayRecords } from '../src/db/employee-records.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { buildApp } from '../src/server/app.ts';
import { signIn } from '../src/testing/factories/user.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { type TimedRoute, timeGetRoutes, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const NOTES = Number(process.env.BENCH_NOTES ?? 50_000);
const CASE_MANAGEMENTS = Math.floor(EMPLOYEES / 4);
const RUNNING = Math.min(1_000, CASE_MANAGEMENTS);
const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const DAY = '2026-11-15';

async function seed(database: Database, tenantId: string, authorIds: string[]) {
  const records = generateEmployees({ count: EMPLOYEES, seed: 7, recordsPerEmployee: 1 });
  for (let index = 0; index < records.length; index += 2000) {
    await database.db
      .insert(employeeRecords)
      .values(records.slice(index, index + 2000).map((record) => employeeRecordRow(tenantId, record)));
  }
  await refreshDisplayRecords(database.db, tenantId, DAY);
  const ids = records.map((record) => record.employeeId).filter((_, index) => index % 4 === 0);
  const authors = sql.raw(`array[${authorIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  await database.db.execute(sql`
    insert into case_managements (tenant_id, employee_id, status, responsible_user_id, responsible_name, opened_at,
      closed_at, outcome)
    select ${tenantId}::uuid, e.employee_id,
      case when e.n <= ${RUNNING} then 'ACTIVE' else 'NOT_ACTIVE' end,
      (${authors})[1 + e.n % 5], 'Case Manager ' || (1 + e.n % 5),
      timestamptz '2025-01-01' + (e.n || ' hours')::interval,
      case when e.n > ${RUNNING} then timestamptz '2026-01-01' + (e.n || ' hours')::interval end,
      case when e.n > ${RUNNING} then 'BACK_TO_WORK_FULL' end
    from unnest(${sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]`)}::text[]) with ordinality as e(employee_id, n)
    limit ${CASE_MANAGEMENTS}`);
  await database.db.execute(sql`
    with cms as (select id, row_number() over (order by opened_at) as n from case_managements
                 where tenant_id = ${tenantId}::uuid)
    insert into case_management_notes (tenant_id, case_management_id, text, author_user_id, author_name, created_at,
      updated_at, deleted_at)
    select ${tenantId}::uuid, cms.id,
      (array['Gespräch mit der Mitarbeiterin', 'Telefonat mit dem Hausarzt', 'Runder Tisch mit der Vorgesetzten',
             'Physiotherapie zweimal pro Woche', 'Rückmeldung der IV-Stelle'])[1 + g % 5]
        || ': ' || repeat(md5(g::text) || ' ', 1 + g % 20),
      (${authors})[1 + (g / 7) % 5], 'Case Manager ' || (1 + (g / 7) % 5),
      timestamptz '${sql.raw(DAY)}T18:00:00Z' - (g * 9 || ' hours')::interval,
      timestamptz '${sql.raw(DAY)}T18:00:00Z' - (g * 9 || ' hours')::interval
        + case when g % 10 = 0 then interval '1 hour' else interval '0' end,
      case when g % 100 = 99 then timestamptz '${sql.raw(DAY)}T18:00:00Z' end
    from generate_series(0, ${NOTES - 1}) g
    join cms on cms.n = 1 + g % ${CASE_MANAGEMENTS}`);
  await database.db.execute(
    sql`vacuum analyze employee_records, employee_list, case_managements, case_management_notes`,
  );
}

async function explain(database: Database, tenantId: string) {
  // The service's statements as they run for the case manager (scope "all": the notes alone): the first page's ids,
  // its count, and the text search (ids and count in one, with the case management for the person's names).
  const from = sql`from case_management_notes n`;
  const joined = sql`${from} join case_managements m on m.tenant_id = n.tenant_id and m.id = n.case_management_id`;
  const where = sql`n.deleted_at is null and true`;
  const search = sql`(n.search_text like '%physio%'
    or m.employee_id in (select e.employee_id from employee_list e where e.search_text like '%physio%'))`;
  return database.withTenant(tenantId, async (tx) => {
    const plans: string[] = [];
    for (const statement of [
      sql`select n.id ${from} where ${where} order by n.created_at desc nulls last, n.id desc nulls last offset 0 limit 50`,
      sql`select count(*)::int ${from} where ${where}`,
      sql`with matches as materialized (select n.id, n.created_at ${joined} where ${where} and ${search})
          select n.id, count(*) over ()::int as total from matches n
          order by n.created_at desc nulls last, n.id desc nulls last offset 0 limit 50`,
    ]) {
      const rows = await rowsOf<Record<string, string>>(tx, sql`explain (analyze, buffers) ${statement}`);
      plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    return plans.join('\n\n');
  });
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Notes ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const authors = await database.db
    .insert(users)
    .values(
      [1, 2, 3, 4, 5].map((n) => ({
        tenantId,
        name: `Case Manager ${n}`,
        email: `bench-cm-${n}-${label}-${Date.now()}@example.ch`,
        userRole: 'Case_Manager' as const,
      })),
    )
    .returning();
  const seedStarted = performance.now();
  await seed(
    database,
    tenantId,
    authors.map((author) => author.id),
  );
  const seedMs = Math.round(performance.now() - seedStarted);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const { headers } = await signIn(app, { kind: 'user', id: authors[0]?.id as string, tenantId });
  const [counted] = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ notes: number }>(tx, sql`select count(*)::int as notes from case_management_notes`),
  );
  const result: Record<string, unknown> = {
    database: label,
    employees: EMPLOYEES,
    caseManagements: CASE_MANAGEMENTS,
    notes: counted?.notes,
    seedMs,
  };
  const journal = '/api/modular/case-management-notes';
  const totalCount = (body: Record<string, unknown>) => ({ totalCount: body.totalCount });
  const routes: TimedRoute[] = [
    ['sessionOnly', '/api/modular/auth/session', totalCount],
    ['firstPage', `${journal}?take=50`, totalCount],
    ['mine', `${journal}?mine=true&take=50`, totalCount],
    ['closed', `${journal}?caseManagementStatus=NOT_ACTIVE&take=50`, totalCount],
    ['oneWeek', `${journal}?from=2026-10-05&to=2026-10-11&take=50`, totalCount],
    ['searchText', `${journal}?search=physio&take=50`, totalCount],
    ['searchPerson', `${journal}?search=${encodeURIComponent('müller')}&take=50`, totalCount],
    ['searchNothing', `${journal}?search=zzzq&take=50`, totalCount],
    ['page100', `${journal}?skip=4950&take=50`, totalCount],
  ];
  Object.assign(result, await timeGetRoutes(app, headers, routes, { warmUp: WARM_UP, samples: SAMPLES }));
  await app.close();
  if (process.env.BENCH_EXPLAIN === 'true') process.stderr.write(`${await explain(database, tenantId)}\n`);
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
if (url) results.push(await withScratchPostgres(url, 'notes', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
