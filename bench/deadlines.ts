// Deadlines (issue 30 "Done when"): (1) the deadlines list at 10 000 employees p95 < 50 ms on PostgreSQL, and (2) the
// deadline step's share of a derivation (goal: < 10 % of the derivation's time).
// (1) Written straight in SQL: 10 000 employees, every second with a SICK case, 7 deadlines per case (35 000 rows:
//     70 % OPEN, 20 % DONE, 10 % OBSOLETE, due from 100 days ago to 700 ahead). The list as HR_Admin calls it: the
//     default (OPEN by due date), a kind filter, a window, an employee, a search, a deep page; 5 warm-up + 60 samples.
// (2) BENCH_DERIVE_EMPLOYEES (default 1 000) employees with about 100 absence days each over 2025-2026 (the
//     derivation benchmark's pattern) derived in batches of 200 as the event worker does, timed; then the deadline
//     step alone on the same batches (the cases and claims read back, the stored deadlines removed first so the step
//     writes every row, as on a first derivation), timed. Its share is step / derivation.
// Run: npm run bench:deadlines (PGlite; BENCH_DATABASE_URL=postgres://… adds PostgreSQL, BENCH_SKIP_PGLITE=true
// skips PGlite). The load average before and after goes to stderr (the machine may be shared).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { absences } from '../src/db/schema/absences.ts';
import { cases, claims } from '../src/db/schema/cases.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { users } from '../src/db/schema/identity.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import type { CaseRow, ClaimRow } from '../src/domain/derivation/cases.ts';
import { buildApp } from '../src/server/app.ts';
import { recomputeDeadlines } from '../src/server/modules/derivation/deadlines.step.ts';
import { derivationSettings } from '../src/server/modules/derivation/derivation.repository.ts';
import { deriveEmployeeState, lockDerivation } from '../src/server/modules/derivation/index.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { testConfig } from '../src/testing/test-config.ts';
import { percentile, withScratchPostgres } from './support.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DERIVE_EMPLOYEES = Number(process.env.BENCH_DERIVE_EMPLOYEES ?? 1_000);
const BATCH = 200;
const WARM_UP = 5;
const SAMPLES = 60;
const KINDS = [
  'INSURER_REPORT',
  'CONTINUED_PAY_END',
  'IV_EARLY_DETECTION',
  'IV_REGISTRATION',
  'PENSION_FUND_REPORT',
  'BENEFITS_EXPIRY_NOTICE',
  'BENEFITS_EXHAUSTED',
];

async function seedList(database: Database, tenantId: string) {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name)
      select ${tenantId}, 'E-' || lpad(i::text, 6, '0'), gen_random_uuid(), 'E-' || lpad(i::text, 6, '0'), 'Bench',
        'Person ' || i
      from generate_series(1, ${EMPLOYEES}) i`);
    await tx.execute(sql`
      insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id, case_number, claim_type, status,
        absent_from, absent_to, number_of_days, insured_salary, total_amount, within_shortterm_risk,
        within_continuation_of_payment, processing_statuses, details)
      select ${tenantId}, gen_random_uuid(), 'K:' || i, 'E-' || lpad(i::text, 6, '0'), gen_random_uuid(), 1, 'SICK',
        'CLAIMS_ACTIVATED', current_date - 60 - (i % 90), current_date + 10, 70, 7200000, 100000, true, true,
        array['UNASSIGNED'], '{}'::jsonb
      from generate_series(1, ${EMPLOYEES}, 2) i`);
    await tx.execute(sql`
      insert into deadlines (tenant_id, deadline_key, kind, employee_id, case_id, due_date, basis_date, rule_id,
        explanation, status)
      select c.tenant_id, k.kind || ':' || c.id, k.kind, c.employee_id, c.id,
        current_date - 100 + ((abs(hashtext(c.id::text)) + k.n * 97) % 800)::int, c.absent_from,
        'D' || k.n, jsonb_build_object('formula', 'DAYS_AFTER', 'from', c.absent_from, 'days', 30),
        case when (abs(hashtext(c.id::text)) + k.n) % 10 < 7 then 'OPEN'
          when (abs(hashtext(c.id::text)) + k.n) % 10 < 9 then 'DONE' else 'OBSOLETE' end
      from cases c
      cross join unnest(${`{${KINDS.join(',')}}`}::text[]) with ordinality as k(kind, n)
      where c.tenant_id = ${tenantId}`);
  });
  await database.db.execute(sql`vacuum analyze`);
}

async function measureList(label: string, database: Database) {
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Deadlines ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  const seedStarted = performance.now();
  await seedList(database, tenantId);
  const seedMs = Math.round(performance.now() - seedStarted);
  const [hr] = await database.db
    .insert(users)
    .values({ tenantId, name: 'Bench HR', email: `bench-hr-${label}-${Date.now()}@example.ch`, userRole: 'HR_Admin' })
    .returning();
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const { sessionId } = await app.sessions.create({ kind: 'user', userId: hr?.id as string, tenantId }, 'dev');
  const headers = { cookie: `absenza_session=${sessionId}` };
  const [counted] = await database
    .withTenant(tenantId, (tx) => tx.execute(sql`select count(*)::int as n from deadlines`))
    .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
  const result: Record<string, unknown> = { employees: EMPLOYEES, deadlines: counted?.n, seedMs };
  const measure = async (name: string, query: string) => {
    const times: number[] = [];
    let total = 0;
    for (let index = 0; index < WARM_UP + SAMPLES; index++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: query.startsWith('/') ? query : `/api/modular/deadlines${query}`,
        headers,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (index >= WARM_UP) times.push(elapsed);
      total = response.json().totalCount ?? 0;
    }
    result[name] = { p50: percentile(times, 50), p95: percentile(times, 95), totalCount: total };
  };
  await measure('sessionOnly', '/api/modular/auth/session');
  await measure('default', '?take=50');
  await measure('kinds', '?kinds=IV_EARLY_DETECTION,IV_REGISTRATION&take=50');
  await measure('window', `?from=${new Date().toISOString().slice(0, 10)}&take=50`);
  await measure('employee', '?employeeId=E-000041');
  await measure('search', '?search=person%2042&take=50');
  await measure('deepPage', '?skip=10000&take=50&sortOrder=desc');
  await measure('workList', '/api/modular/work-list');
  await app.close();
  return result;
}

const derivedId = (index: number) => `D-${String(index).padStart(6, '0')}`;

/** The derivation benchmark's absence pattern: a sick spell each quarter, every fifth a two-week accident. */
function daysOf(index: number): { date: string; type: 'SICK' | 'ACCIDENT'; percentage: string }[] {
  const out: { date: string; type: 'SICK' | 'ACCIDENT'; percentage: string }[] = [];
  const start = Date.UTC(2025, 0, 1);
  const add = (from: number, length: number, type: 'SICK' | 'ACCIDENT') => {
    for (let day = from; day < from + length; day++) {
      const date = new Date(start + day * 86_400_000);
      out.push({ date: date.toISOString().slice(0, 10), type, percentage: index % 7 === 0 ? '50' : '100' });
    }
  };
  for (let quarter = 0; quarter < 8; quarter++) add(quarter * 91 + (index % 40), quarter === 5 ? 45 : 12, 'SICK');
  if (index % 5 === 0) add(300 + (index % 20), 14, 'ACCIDENT');
  return out;
}

async function measureDerivation(label: string, database: Database) {
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Deadline Derivation ${label} AG` })
    .returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  const ids = Array.from({ length: DERIVE_EMPLOYEES }, (_, index) => index);
  for (let first = 0; first < ids.length; first += 500) {
    const chunk = ids.slice(first, first + 500);
    await database.db.insert(employeeRecords).values(
      chunk.map((index) => ({
        tenantId,
        employeeId: derivedId(index),
        validFrom: '2018-01-01',
        data: {
          personnelNumber: derivedId(index),
          firstName: 'Bench',
          lastName: `Person ${index}`,
          dateOfEmployment: '2018-01-01',
          processingGroupId: 'MONTHLY',
          salaryBasis: 'MONTHLY',
          wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
          policies: [
            { policyType: 'KTG', policyNumber: 'KTG-1' },
            { policyType: 'UVG', policyNumber: 'UVG-1' },
          ],
        },
        personnelNumber: derivedId(index),
        firstName: 'Bench',
        lastName: `Person ${index}`,
        processingGroupId: 'MONTHLY',
        isDisplay: true,
      })),
    );
    const rows = chunk.flatMap((index) =>
      daysOf(index).map((day) => ({
        tenantId,
        id: randomUUID(),
        employeeId: derivedId(index),
        date: day.date,
        type: day.type,
        accidentType: day.type === 'ACCIDENT' ? ('NON_OCCUPATIONAL' as const) : null,
        percentage: day.percentage,
        source: 'automatic' as const,
      })),
    );
    for (let start = 0; start < rows.length; start += 5000) {
      await database.db.insert(absences).values(rows.slice(start, start + 5000));
    }
  }
  await database.db.execute(sql`analyze`);
  const asOfDate = '2026-07-15';
  const batches: string[][] = [];
  for (let first = 0; first < ids.length; first += BATCH) batches.push(ids.slice(first, first + BATCH).map(derivedId));
  const deriveStarted = performance.now();
  for (const batch of batches) {
    await database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, batch);
      await deriveEmployeeState(tx, tenantId, batch, { asOfDate });
    });
  }
  const deriveMs = performance.now() - deriveStarted;
  // The step alone, on the same batches: the rows read back (untimed), the stored deadlines removed (untimed), then
  // recomputeDeadlines timed (its read, the rules, its write).
  let stepMs = 0;
  let written = 0;
  for (const batch of batches) {
    await database.withTenant(tenantId, async (tx) => {
      const settings = await derivationSettings(tx, tenantId);
      const coverages = new Map(
        (settings.cases?.facts.coverageConfigurations ?? []).map((entry) => [
          entry.coverageConfigurationId,
          entry.configuration,
        ]),
      );
      const caseRows = (await tx
        .select()
        .from(cases)
        .where(sql`${cases.employeeId} = any(${`{${batch.join(',')}}`}::text[])`)) as unknown as CaseRow[];
      const claimRows = (await tx
        .select()
        .from(claims)
        .where(sql`${claims.employeeId} = any(${`{${batch.join(',')}}`}::text[])`)) as unknown as ClaimRow[];
      await tx.execute(sql`delete from deadlines where employee_id = any(${`{${batch.join(',')}}`}::text[])`);
      const started = performance.now();
      written += await recomputeDeadlines(tx, tenantId, batch, {
        cases: caseRows,
        claims: claimRows,
        reports: settings.reports,
        coverageOf: (id) => coverages.get(id),
        today: asOfDate,
        newId: randomUUID,
      });
      stepMs += performance.now() - started;
    });
  }
  return {
    employees: DERIVE_EMPLOYEES,
    deriveMs: Math.round(deriveMs),
    deadlineStepMs: Math.round(stepMs),
    deadlinesWritten: written,
    stepShareOfDerivation: `${((stepMs / deriveMs) * 100).toFixed(1)} %`,
  };
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  return {
    database: label,
    list: await measureList(label, database),
    derivation: await measureDerivation(label, database),
  };
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
if (url) results.push(await withScratchPostgres(url, 'deadlines', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
