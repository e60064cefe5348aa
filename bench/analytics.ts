// Analytics queries (issue 32 point 4, "Done when"): the whole tenant's absence rate for 10 000 employees × 24 months
// < 1 s p95 on PostgreSQL, one person's rate < 50 ms; PGlite recorded.
// The stored figures are written straight in SQL as the derivation keeps them: BENCH_EMPLOYEES (default 10 000)
// employees × 24 months (December 2024 – November 2026), four subunits, two processing groups, both employment
// types; every tenth person moves to another subunit mid-way (two segments that month); absence hours by a
// deterministic pattern (about 5 % of the target hours, a long sickness for every twentieth person) with duration
// parts. Then, as HR_Admin and as Payroll over HTTP (app.inject, the whole request path): the rate by month for 24
// months (no breakdown; by subunit), by quarter with sickness only, the people behind one month's figure of one
// subunit, the duration buckets by subunit, one person's rate (stored path; with the counted days, which reads the
// person's facts), and the export as XLSX. 5 warm-up + 40 samples each; p50 / p95 in ms.
// Run: npm run bench:analytics (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true
// skips PGlite). The load average before and after goes to stderr (the machine may be shared).
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { buildApp } from '../src/server/app.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../src/testing/factories/tenant-configuration.factory.ts';
import { signIn } from '../src/testing/factories/user.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const SUBUNITS = ['ZH', 'BE', 'BS', 'GE'];

async function seed(database: Database, tenantId: string) {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name,
        company_subunit_id, processing_group_id)
      select ${tenantId}, 'E-' || lpad(i::text, 6, '0'), gen_random_uuid(), lpad(i::text, 6, '0'), 'Bench',
        'Person ' || i, (array['ZH','BE','BS','GE'])[1 + i % 4], case when i % 3 = 0 then 'HOURLY' else 'MONTHLY' end
      from generate_series(1, ${EMPLOYEES}) i`);
    // 24 months; a mover (every tenth) has two segments in month 12.
    await tx.execute(sql`
      insert into analytics_employee_months (tenant_id, employee_id, month, segment, company_subunit_id,
        processing_group_id, employment_type, month_days, employed_days, employment_pm_days, target_centi_hours,
        sickness_centi_hours, accident_centi_hours, other_centi_hours, durations, as_of)
      select ${tenantId}, 'E-' || lpad(i::text, 6, '0'), to_char(date '2024-12-01' + (m || ' month')::interval, 'YYYY-MM'),
        s, (array['ZH','BE','BS','GE'])[1 + (i + case when s = 1 then 1 else 0 end) % 4],
        case when i % 3 = 0 then 'HOURLY' else 'MONTHLY' end,
        case when i % 8 = 0 then 'TEMPORARY' else 'PERMANENT' end,
        30, case when i % 10 = 0 and m = 12 then 15 else 30 end,
        (case when i % 10 = 0 and m = 12 then 15 else 30 end) * (case when i % 4 = 0 then 80000 else 100000 end),
        (case when i % 10 = 0 and m = 12 then 8400 else 16800 end) * (case when i % 4 = 0 then 8 else 10 end) / 10,
        case when i % 20 = 0 and m between 5 and 8 then 16800 else ((i * 7 + m * 13) % 11) * 84 end,
        case when (i + m) % 37 = 0 then 3360 else 0 end,
        case when (i + m) % 17 = 0 then 840 else 0 end,
        jsonb_build_array(jsonb_build_object('category', 'SICKNESS',
          'bucket', case when i % 20 = 0 and m between 5 and 8 then '91-270' else '1-3' end,
          'periodsStarted', case when i % 20 = 0 and m between 6 and 8 then 0 else 1 end,
          'periodsCarriedIn', case when i % 20 = 0 and m between 6 and 8 then 1 else 0 end,
          'days', 2, 'absenceCentiHours', 1680)),
        '2026-11-29'
      from generate_series(1, ${EMPLOYEES}) i cross join generate_series(0, 23) m
      cross join lateral (select generate_series(0, case when i % 10 = 0 and m = 12 then 1 else 0 end) as s) seg`);
  });
  await database.db.execute(sql`vacuum analyze`);
}

async function run(label: string, database: Database) {
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Analytics ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const configuration = validConfigurationInput('Bench Analytics AG');
  configuration.processingGroups = [
    ...(configuration.processingGroups ?? []),
    { processingGroupId: 'HOURLY', name: 'Stundenlohn' },
  ];
  configuration.companySubunits = SUBUNITS.map((id) => ({
    companySubunitId: id,
    name: `Standort ${id}`,
    addressLine1: 'Bahnhofstrasse 1',
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
  }));
  await configureTenantForTest(database, tenantId, configuration);
  const seedStarted = performance.now();
  await seed(database, tenantId);
  const seedMs = Math.round(performance.now() - seedStarted);
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    now: () => new Date('2026-11-29T08:00:00Z'),
  });
  const headersOf = async (role: 'HR_Admin' | 'Payroll') => {
    const [user] = await database.db
      .insert(users)
      .values({
        tenantId,
        name: `Bench ${role}`,
        email: `bench-${role}-${label}-${Date.now()}@example.ch`,
        userRole: role,
      })
      .returning();
    return (await signIn(app, { kind: 'user', id: user?.id as string, tenantId })).headers;
  };
  const hr = await headersOf('HR_Admin');
  const payroll = await headersOf('Payroll');
  const [rows] = await database
    .withTenant(tenantId, (tx) => tx.execute(sql`select count(*)::int as n from analytics_employee_months`))
    .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
  const result: Record<string, unknown> = { employees: EMPLOYEES, rows: rows?.n, seedMs };
  const range = { from: '2024-12', to: '2026-11' };
  const measure = async (
    name: string,
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const times: number[] = [];
    for (let index = 0; index < WARM_UP + SAMPLES; index++) {
      const started = performance.now();
      const response = await app.inject({
        method,
        url: `/api/analytics${url}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (index >= WARM_UP) times.push(elapsed);
    }
    result[name] = { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
  };
  await measure('rate24Months', 'POST', '/absence-rate', hr, range);
  await measure('rate24MonthsBySubunit', 'POST', '/absence-rate', hr, { ...range, dimension: 'COMPANY_SUBUNIT' });
  await measure('rate24MonthsBySubunitPayroll', 'POST', '/absence-rate', payroll, {
    ...range,
    dimension: 'COMPANY_SUBUNIT',
  });
  await measure('rateQuartersSickness', 'POST', '/absence-rate', hr, {
    ...range,
    unit: 'QUARTER',
    categories: ['SICKNESS'],
  });
  await measure('peopleOfOneFigure', 'POST', '/absence-rate/people', hr, {
    ...range,
    dimension: 'COMPANY_SUBUNIT',
    period: '2026-03',
    groupId: 'ZH',
  });
  await measure('durationBySubunit', 'POST', '/absence-duration', hr, { ...range, dimension: 'COMPANY_SUBUNIT' });
  await measure('onePersonStored', 'GET', '/absence-rate/E-000042?from=2024-12&to=2026-11', payroll);
  await measure('onePersonWithDays', 'GET', '/absence-rate/E-000042?from=2024-12&to=2026-11', hr);
  await measure('exportXlsxBySubunit', 'POST', '/absence-rate/export', hr, {
    ...range,
    dimension: 'COMPANY_SUBUNIT',
    format: 'XLSX',
  });
  await app.close();
  return { label, ...result };
}

process.stderr.write(
  `load before: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`,
);
const results: unknown[] = [];
if (process.env.BENCH_SKIP_PGLITE !== 'true') {
  const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrateDatabase(pglite);
  results.push(await run('pglite', pglite));
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  results.push(
    await withScratchPostgres(url, 'analytics', async (postgres) => {
      await migrateDatabase(postgres);
      return run('postgres', postgres);
    }),
  );
}
process.stderr.write(
  `load after: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}\n`,
);
console.log(JSON.stringify(results, null, 2));
