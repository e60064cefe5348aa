// Policies (issue 33 "Done when": the policies gap list for a 10 000-employee tenant p95 < 100 ms on PostgreSQL;
// docs/performance.md "Policies: the gap list and the overview at 10 000 employees (issue 33)").
// A large employer: BENCH_EMPLOYEES (default 10 000) generated employees (src/db/demo-employees.ts, three temporal
// records each: 30 000 records, 8 % leavers), each record with a KTG and a UVG policy as the demo's. The tenant's
// configuration is the demo's with two coverage configurations, MONTHLY (KTG-77-1201, UVGZ-77-1201) and HOURLY
// (KTG-77-1202), and one for TI-SUD monthly from 2027 (KTG-77-1301, not yet in force). Every tenth employee carries no
// KTG number (insured under the configuration's default); about 4 % have a gap: the other group's number
// (GROUP_MISMATCH), an unknown number (POLICY_NOT_FOUND), no UVG policy (NO_POLICY), the 2027 number (NOT_IN_FORCE
// for TI-SUD monthly, else GROUP_MISMATCH).
// Then, over HTTP as Payroll (app.inject: routing, session, validation, the service, serialisation; no network),
// 5 warm-up + BENCH_SAMPLES (default 40) rounds of one request per route (p50, p95 in ms): the gap list (first page
// of 50; one kind; a name search; one policy type), the overview, the insured list of the main KTG policy (first
// page; a search).
// Afterwards where the gap list's time goes: the service called directly, its records query timed apart (the same
// statement on the same transaction), and with BENCH_EXPLAIN=true that statement's plan (EXPLAIN ANALYZE as the
// application's role, row-level security on).
// Run: npm run bench:policies (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true
// skips PGlite, BENCH_KEEP_DATABASE=true keeps the PostgreSQL database). Load average before/after on stderr.
import { loadavg } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantConfigurationInput } from '../src/contracts/tenant.ts';
import { type AppTransaction, createDatabase, type Database } from '../src/db/client.ts';
import { type GeneratedRecord, generateEmployees } from '../src/db/demo-employees.ts';
import { DEMO_CONFIGURATION } from '../src/db/demo-tenant-configuration.ts';
import { employeeRecordRow, refreshDisplayRecords } from '../src/db/employee-records.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { currentConfigurationVersion } from '../src/db/tenant-configuration.ts';
import { buildApp } from '../src/server/app.ts';
import { policyGapsOf } from '../src/server/modules/policies/policies.service.ts';
import type { RequestContext } from '../src/server/request-context.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { signIn } from '../src/testing/factories/user.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, type TimedRoute, timeGetRoutes, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const PROFILE_SAMPLES = 20;
/** The day the screens ask for (records run to 2026-10-31; leavers until then drop out one by one). */
const DAY = '2026-10-15';
const MAIN_KTG = 'KTG-77-1201';

/** The demo's configuration with a coverage configuration per processing group, and one not yet in force. */
function configuration(): TenantConfigurationInput {
  const input = structuredClone(DEMO_CONFIGURATION) as unknown as TenantConfigurationInput;
  const [monthly] = DEMO_CONFIGURATION.insuranceConfiguration.coverageConfigurations;
  if (!monthly) throw new Error('the demo configuration has no coverage configuration');
  const hourly = {
    ...structuredClone(monthly),
    appliesTo: { companySubunitId: null, processingGroupId: 'HOURLY' },
    policies: [{ type: 'KTG' as const, defaultPolicyNumber: 'KTG-77-1202' }],
    uvgzCoverage: null,
  };
  const ticino2027 = {
    ...structuredClone(monthly),
    appliesTo: { companySubunitId: 'TI-SUD', processingGroupId: 'MONTHLY' },
    insuredPeriod: { ...monthly.insuredPeriod, from: '2027-01-01' },
    policies: [{ type: 'KTG' as const, defaultPolicyNumber: 'KTG-77-1301' }],
    uvgzCoverage: null,
  };
  input.insuranceConfiguration.coverageConfigurations = [
    { ...structuredClone(monthly), appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' } },
    hourly,
    ticino2027,
  ] as never;
  return input;
}

/** The employee's policies by its number (E-<n>): see the header for the shares. */
function withPolicies(record: GeneratedRecord): GeneratedRecord {
  const n = Number(record.employeeId.slice(2));
  const own = record.data.processingGroupId === 'HOURLY' ? 'KTG-77-1202' : 'KTG-77-1201';
  const other = own === 'KTG-77-1201' ? 'KTG-77-1202' : 'KTG-77-1201';
  const ktg =
    n % 100 === 11
      ? other
      : n % 100 === 37
        ? `KTG-99-${n}`
        : n % 100 === 89
          ? 'KTG-77-1301'
          : n % 10 === 5
            ? null
            : own;
  const policies = record.data.policies
    .filter((policy) => !(policy.policyType === 'UVG' && n % 100 === 73))
    .flatMap((policy) => {
      if (policy.policyType !== 'KTG') return [policy];
      return ktg === null ? [] : [{ ...policy, policyNumber: ktg }];
    });
  return { ...record, data: { ...record.data, policies } };
}

async function seed(database: Database, tenantId: string) {
  await configureTenantForTest(database, tenantId, configuration());
  const records = generateEmployees({ count: EMPLOYEES, seed: 7, recordsPerEmployee: 3 }).map(withPolicies);
  for (let index = 0; index < records.length; index += 2000) {
    await database.db
      .insert(employeeRecords)
      .values(records.slice(index, index + 2000).map((record) => employeeRecordRow(tenantId, record)));
  }
  await refreshDisplayRecords(database.db, tenantId, DAY);
  // As autovacuum would after a bulk load: statistics and the visibility map.
  await database.db.execute(sql`vacuum analyze employee_records, employee_list, tenant_configuration_versions`);
  return records.length;
}

/**
 * Where the gap list's time goes: the service called directly on a transaction whose `execute` (the records query;
 * the configuration is read through the query builder) is timed, and once run under EXPLAIN ANALYZE first.
 */
async function profile(database: Database, tenantId: string) {
  const ctx = {
    actor: { kind: 'user', userId: '00000000-0000-4000-8000-000000000001', name: 'Bench', email: 'b@example.ch' },
    authMethod: 'session',
    tenantId,
    permissions: null,
    session: null,
    requestId: 'bench',
  } as unknown as RequestContext;
  let recordsMs = 0;
  let rows = 0;
  let plan: string | undefined;
  let explain = process.env.BENCH_EXPLAIN === 'true';
  const watched = (tx: AppTransaction) =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: SQL) => {
          if (explain) {
            explain = false;
            const explained = (await target.execute(
              sql`explain (analyze, buffers, timing on) ${query}`,
            )) as unknown as { rows: Record<string, string>[] };
            plan = explained.rows.map((row) => Object.values(row)[0]).join('\n');
          }
          const started = performance.now();
          const result = (await target.execute(query)) as unknown as { rows: unknown[] };
          recordsMs += performance.now() - started;
          rows = result.rows.length;
          return result;
        };
      },
    }) as AppTransaction;
  const watching: Database = {
    ...database,
    withTenant: (id, fn) => database.withTenant(id, (tx) => fn(watched(tx))),
  };
  const total: number[] = [];
  const records: number[] = [];
  const configurationRead: number[] = [];
  const query = { date: DAY, skip: 0, take: 50 };
  for (let index = 0; index < WARM_UP + PROFILE_SAMPLES; index++) {
    recordsMs = 0;
    const started = performance.now();
    await policyGapsOf(watching, ctx, query);
    const elapsed = performance.now() - started;
    const configurationStarted = performance.now();
    await database.withTenant(tenantId, (tx) => currentConfigurationVersion(tx, tenantId));
    const configurationMs = performance.now() - configurationStarted;
    if (index >= WARM_UP) {
      total.push(elapsed);
      records.push(recordsMs);
      configurationRead.push(configurationMs);
    }
  }
  const median = (values: number[]) => percentile(values, 50);
  return {
    rowsRead: rows,
    serviceMs: median(total),
    recordsQueryMs: median(records),
    // A transaction of its own (begin, the tenant's settings, the select, commit): an upper bound.
    configurationTransactionMs: median(configurationRead),
    restMs: Math.round((median(total) - median(records)) * 10) / 10,
    ...(plan ? { plan } : {}),
  };
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Policies ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const seedStarted = performance.now();
  const recordCount = await seed(database, tenantId);
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

  const result: Record<string, unknown> = { database: label, employees: EMPLOYEES, records: recordCount, seedMs };
  const page = (body: Record<string, unknown>) => ({
    totalCount: body.totalCount,
    items: (body.items as unknown[]).length,
  });
  const gaps = `/api/modular/policies/gaps?date=${DAY}`;
  const insured = `/api/modular/policies/insured?date=${DAY}&policyType=KTG&policyNumber=${MAIN_KTG}`;
  const routes: TimedRoute[] = [
    // The floor under the same load: an authenticated request that reads nothing but the session.
    ['sessionOnly', '/api/modular/auth/session', () => ({})],
    ['gapsFirstPage', `${gaps}&skip=0&take=50`, page],
    ['gapsKind', `${gaps}&kind=POLICY_NOT_FOUND&skip=0&take=50`, page],
    ['gapsSearch', `${gaps}&search=${encodeURIComponent('müller')}&skip=0&take=50`, page],
    ['gapsUvg', `${gaps}&policyType=UVG&skip=0&take=50`, page],
    [
      'overview',
      `/api/modular/policies?date=${DAY}`,
      (body) => ({
        employeeCount: body.employeeCount,
        gaps: body.gaps,
        insured: (body.policies as { policyType: string; policyNumber: string; insuredCount: number }[]).map(
          (policy) => `${policy.policyType} ${policy.policyNumber}: ${policy.insuredCount}`,
        ),
      }),
    ],
    ['insuredFirstPage', `${insured}&skip=0&take=50`, page],
    ['insuredSearch', `${insured}&search=${encodeURIComponent('müller')}&skip=0&take=50`, page],
  ];
  // Round by round (each route once a round), so that a burst of load from elsewhere on the machine falls on all
  // routes alike rather than on the one measured at that moment.
  Object.assign(result, await timeGetRoutes(app, headers, routes, { warmUp: WARM_UP, samples: SAMPLES }));
  await app.close();
  result.gapListProfile = await profile(database, tenantId);
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
if (url) results.push(await withScratchPostgres(url, 'policies', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
