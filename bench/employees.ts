// Employee list and lookup latency at scale (issue "Tenant configuration, organisation and employees"): 50 000
// generated employees with 1-3 temporal records each, on PGlite and (with BENCH_DATABASE_URL) PostgreSQL.
// Measures, through the real app (inject: routing, auth, validation, query, serialisation; no network):
// - GET /employees with search + filter + sort + page
// - GET /employee/{id}?dateOfReference=…
// Goal: p95 < 50 ms on PostgreSQL. BENCH_EMPLOYEES overrides the count.

import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { generateEmployees } from '../src/db/demo-employees.ts';
import { employeeRecordRow, refreshDisplayRecords } from '../src/db/employee-records.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { swissCivilDate } from '../src/domain/dates.ts';
import { buildApp } from '../src/server/app.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const COUNT = Number(process.env.BENCH_EMPLOYEES ?? 50_000);
const SAMPLES = 200;

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const [user] = await database.db
    .insert(users)
    .values({ tenantId, name: 'Bench HR', email: `bench-${label}-${Date.now()}@example.ch`, userRole: 'HR_Admin' })
    .returning();
  const started = performance.now();
  const records = generateEmployees({ count: COUNT, seed: 7, recordsPerEmployee: 3 });
  const generatedMs = performance.now() - started;
  for (let index = 0; index < records.length; index += 2000) {
    await database.db
      .insert(employeeRecords)
      .values(records.slice(index, index + 2000).map((r) => employeeRecordRow(tenantId, r)));
  }
  await refreshDisplayRecords(database.db, tenantId, swissCivilDate(new Date()));
  // As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
  await database.db.execute(sql`vacuum analyze employee_records, employee_list`);
  const loadedMs = performance.now() - started;

  const app = await buildApp({ config: testConfig(), database, logger: false });
  const { sessionId } = await app.sessions.create({ kind: 'user', userId: user?.id as string, tenantId }, 'dev');
  const headers = { cookie: `absenza_session=${sessionId}` };
  const searches = ['mül', 'rossi', 'an', '1002', 'dubois', 'ke'];
  const subunits = ['ZH-HQ', 'BE-LOG', 'GE-SUD', 'TI-SUD', 'BS-NORD'];
  const sorts = ['LAST_NAME', 'PERSONNEL_NUMBER', 'FIRST_NAME', 'DATE_OF_EMPLOYMENT'];

  const time = async (url: string) => {
    const t = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return performance.now() - t;
  };
  const list: number[] = [];
  const lookup: number[] = [];
  for (let index = 0; index < SAMPLES + 10; index++) {
    const query = `search=${searches[index % searches.length]}&companySubunitId=${subunits[index % subunits.length]}&sortBy=${sorts[index % sorts.length]}&sortOrder=${index % 2 ? 'DESC' : 'ASC'}&skip=${(index % 5) * 50}&take=50`;
    const listMs = await time(`/api/modular/employees?${query}`);
    const id = `E-${1 + ((index * 7919) % COUNT)}`;
    const lookupMs = await time(`/api/modular/employee/${id}?dateOfReference=2026-0${1 + (index % 9)}-15`);
    if (index >= 10) {
      list.push(listMs);
      lookup.push(lookupMs);
    }
  }
  const plain: number[] = [];
  for (let index = 0; index < 50; index++) plain.push(await time(`/api/modular/employees?skip=${index * 100}&take=50`));
  await app.close();
  return {
    database: label,
    employees: COUNT,
    records: records.length,
    generateMs: Math.round(generatedMs),
    loadMs: Math.round(loadedMs),
    list: { p50: percentile(list, 50), p95: percentile(list, 95), max: percentile(list, 100) },
    listWithoutSearch: { p50: percentile(plain, 50), p95: percentile(plain, 95) },
    lookup: { p50: percentile(lookup, 50), p95: percentile(lookup, 95), max: percentile(lookup, 100) },
  };
}

const results = [];
const pglite = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
results.push(await run('pglite', pglite));
await pglite.close();

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  results.push(await withScratchPostgres(url, 'employees', (postgres) => run('postgres', postgres)));
}
console.log(JSON.stringify(results, null, 2));
