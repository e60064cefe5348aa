// GET /absence-periods latency at 1 000 000 absence days (issue 12 "Done when": filtered page p95 < 50 ms on
// PostgreSQL) and GET /absence-calendar for pages of 200 people (the team month calendar's answer). 10 000
// employees × 20 periods of 5 days, 1 % of the periods colour-marked, a gap issue for every tenth employee; generated
// in SQL straight into the derived tables (the derivation has its own benchmark).
// Run: npm run bench:absence-periods (PGlite in memory; BENCH_DATABASE_URL=postgres://… adds PostgreSQL).
// BENCH_SKIP_PGLITE=1 measures PostgreSQL only; BENCH_KEEP=1 keeps the seeded database and BENCH_REUSE=<its name>
// measures it again (migrating it first, without seeding: the ~1 min load is paid once).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { buildApp } from '../src/server/app.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const PERIODS_PER_EMPLOYEE = 20;
const SAMPLES = 60;

async function seed(database: Database, tenantId: string) {
  await database.db.execute(sql`insert into employee_list (tenant_id, employee_id, record_id, personnel_number,
      first_name, last_name, company_subunit_id, processing_group_id, date_of_employment)
    select ${tenantId}::uuid, 'E-' || n, gen_random_uuid(), lpad(n::text, 6, '0'),
      (array['Anna','Beat','Carla','Dario','Elena','Franz','Gina','Hans'])[1 + n % 8],
      (array['Müller','Meier','Schmid','Keller','Weber','Huber','Rossi','Dubois','Favre','Bianchi'])[1 + n % 10] || n,
      (array['ZH','BE','GE'])[1 + n % 3], (array['MONTHLY','HOURLY'])[1 + n % 2], date '2015-01-01' + (n % 3000)
    from generate_series(1, ${EMPLOYEES}) n`);
  await database.db.execute(sql`insert into absence_periods (tenant_id, id, employee_id, type, start_date, end_date,
      calendar_days, is_care_relevant, percentage, is_percentage_varying, source, color_mark, absence_ids, days)
    select ${tenantId}::uuid, gen_random_uuid(), 'E-' || n,
      (array['SICK','VACATION','ACCIDENT','SICK','OTHER','SICK','MILITARY','VACATION'])[1 + (n + k) % 8],
      s, s + 4, 5, true, (array[100, 50, 80, 100])[1 + (n * k) % 4], false, 'automatic',
      case when (n * 31 + k) % 100 = 0 then 'GREEN' end,
      '[]'::jsonb,
      (select jsonb_agg(jsonb_build_object('date', (s + d)::text, 'absenceId', gen_random_uuid(), 'isFilled', false,
          'accidentType', null, 'hours', null, 'percentage', '100', 'source', 'automatic', 'comment', null))
        from generate_series(0, 4) d)
    from generate_series(1, ${EMPLOYEES}) n, generate_series(0, ${PERIODS_PER_EMPLOYEE - 1}) k,
      lateral (select date '2024-01-01' + k * 36 + (n % 30) as s) start`);
  await database.db.execute(sql`insert into tenant_issues (tenant_id, employee_id, type, scope, scope_date, severity,
      key, details)
    select ${tenantId}::uuid, 'E-' || n, 'ABSENCE_GAP_BETWEEN_ABSENCES', 'ABSENCE', date '2024-01-06' + (n % 30), 2,
      'gap|' || n, jsonb_build_object('lastDayBefore', (date '2024-01-05' + (n % 30))::text,
        'firstDayAfter', (date '2024-01-10' + (n % 30))::text)
    from generate_series(10, ${EMPLOYEES}, 10) n`);
  await database.db.execute(sql`vacuum analyze employee_list, absence_periods, absence_period_counts, tenant_issues`);
}

async function run(label: string, database: Database, reuse = false) {
  await migrateDatabase(database);
  let tenantId: string;
  let userId: string;
  let loadMs = 0;
  if (reuse) {
    const [row] = await database.db
      .select({ tenantId: users.tenantId, userId: users.id })
      .from(users)
      .where(sql`${users.name} = 'Bench HR'`);
    if (!row?.tenantId) throw new Error('BENCH_REUSE: no seeded tenant in that database');
    tenantId = row.tenantId;
    userId = row.userId;
    await database.db.execute(sql`analyze employee_list, absence_periods, absence_period_counts, tenant_issues`);
  } else {
    const [tenant] = await database.db
      .insert(tenants)
      .values({ name: `Bench periods ${label} AG` })
      .returning();
    tenantId = tenant?.id as string;
    const [user] = await database.db
      .insert(users)
      .values({ tenantId, name: 'Bench HR', email: `bench-${label}-${Date.now()}@example.ch`, userRole: 'HR_Admin' })
      .returning();
    userId = user?.id as string;
    const started = performance.now();
    await seed(database, tenantId);
    loadMs = Math.round(performance.now() - started);
  }
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const { sessionId } = await app.sessions.create({ kind: 'user', userId, tenantId }, 'dev');
  const headers = { cookie: `absenza_session=${sessionId}` };
  const months = ['2024-03', '2024-09', '2025-02', '2025-06', '2025-11'];
  const periods = '/api/modular/absence-periods?';
  const calendar = '/api/modular/absence-calendar?';
  const scenarios: Record<string, (index: number) => string> = {
    plain: (i) => `skip=${(i % 10) * 50}&take=50`,
    month: (i) => `accountingMonth=${months[i % months.length]}&sortField=LAST_NAME&sortOrder=ASC&take=50`,
    search: (i) => `search=${['müller', 'rossi1', 'anna', '0042'][i % 4]}&absenceType=SICK&take=50`,
    employee: (i) => `employeeId=E-${1 + ((i * 7919) % EMPLOYEES)}&take=50`,
    colour: () => 'colorMark=GREEN&take=50',
    percentage: (i) => `sortField=PERCENTAGE&sortOrder=${i % 2 ? 'DESC' : 'ASC'}&from=2025-01-01&to=2025-03-31&take=50`,
    issues: (i) => `include=issues&hasIssues=true&accountingGroup=${i % 2 ? 'MONTHLY' : 'HOURLY'}&take=50`,
    byEmployee: (i) => `paginateByEmployee=true&accountingMonth=${months[i % months.length]}&take=20`,
    group200: (i) => `accountingGroup=HOURLY&sortField=FIRST_NAME&skip=${(i % 5) * 200}&take=200`,
    name200: (i) => `sortField=LAST_NAME&sortOrder=${i % 2 ? 'DESC' : 'ASC'}&skip=${(i % 5) * 200}&take=200`,
    calendar200: (i) => `${calendar}month=${months[i % months.length]}&skip=${(i % 5) * 200}&take=200`,
    calendarSubunit: (i) => `${calendar}month=${months[i % months.length]}&companySubunitId=ZH&take=200`,
    calendarAbsent: (i) => `${calendar}month=${months[i % months.length]}&onlyAbsent=true&absenceType=SICK&take=200`,
  };
  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, days: EMPLOYEES * 100, loadMs };
  for (const [name, query] of Object.entries(scenarios)) {
    const times: number[] = [];
    for (let index = 0; index < SAMPLES + 5; index++) {
      const t = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: query(index).startsWith('/') ? query(index) : `${periods}${query(index)}`,
        headers,
      });
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (index >= 5) times.push(performance.now() - t);
    }
    result[name] = { p50: percentile(times, 50), p95: percentile(times, 95) };
  }
  await app.close();
  return result;
}

if (!process.env.BENCH_SKIP_PGLITE) {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    console.log(JSON.stringify(await run('pglite', pglite), null, 2));
  } finally {
    await pglite.close();
  }
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const reuse = process.env.BENCH_REUSE;
  const name = reuse ?? `absenza_bench_periods_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!reuse) await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const postgres = await createDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 });
  try {
    console.log(JSON.stringify(await run('postgres', postgres, !!reuse), null, 2));
  } finally {
    await postgres.close();
    if (!process.env.BENCH_KEEP && !reuse) await admin.query(`drop database if exists "${name}" with (force)`);
    else console.log(`kept ${name} (measure it again with BENCH_REUSE=${name})`);
    await admin.end();
  }
}
