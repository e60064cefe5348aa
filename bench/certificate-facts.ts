// Medical certificates in the derivation (issue 30, decision 0053): what the certificate facts and the mismatch
// check (ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH) cost the derivation, before/after in one run.
// Two tenants with the same N employees and the same absences (about 110 days each over 2025-2026: the derivation
// bench's quarterly 12-day sick spell on working days, one of them 45 days long, two vacation weeks, every fifth
// employee a two-week accident, every seventh at 50 %), written straight in SQL. Tenant "certificates" also holds
// medical certificates at a realistic density: every sick or accident run spanning 4+ days (weekends inside a run
// allowed) gets a FIRST certificate over its first 14 days and, when longer, a FOLLOW_UP over the rest; one in ten
// states another % than recorded (100 <-> 50), so the check finds issues. Tenant "none" has no certificates.
// Both tenants are derived once untimed (so every timed run replaces existing state, as the worker mostly does),
// then BENCH_PASSES times in batches of 200 as the event worker does, the two tenants' batches alternating (batch k
// of one, batch k of the other, the order flipped every batch) so a busy minute on the shared machine hits both.
// Then, on the certificate tenant, the two parts alone: the certificate read of `loadEmployeeFacts` per batch (and
// its plan, EXPLAIN ANALYZE) and the pure check per employee over the facts.
// Run: npm run bench:certificate-facts (PGlite, BENCH_PGLITE_EMPLOYEES, default 2 000; BENCH_DATABASE_URL=postgres://…
// adds PostgreSQL with BENCH_EMPLOYEES, default 10 000; BENCH_SKIP_PGLITE=true skips PGlite). The load average
// before and after goes to stderr (the machine may be shared).
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { employeeRecords } from '../src/db/schema/employees.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { certificateMismatchIssues } from '../src/domain/absences/certificate-issues.ts';
import { loadEmployeeFacts } from '../src/server/modules/derivation/derivation.repository.ts';
import { deriveEmployeeState, lockDerivation } from '../src/server/modules/derivation/index.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { withScratchPostgres } from './support.ts';

const POSTGRES_EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const PGLITE_EMPLOYEES = Number(process.env.BENCH_PGLITE_EMPLOYEES ?? 2_000);
const PASSES = Number(process.env.BENCH_PASSES ?? 2);
const BATCH = 200;
const AS_OF = '2026-12-31';
const employeeId = (index: number) => `D-${String(index).padStart(6, '0')}`;
type Rows<T> = { rows: T[] };

async function seedTenant(database: Database, name: string, employees: number) {
  const [tenant] = await database.db.insert(tenants).values({ name }).returning();
  const tenantId = tenant?.id as string;
  await configureTenantForTest(database, tenantId);
  for (let first = 0; first < employees; first += 500) {
    const ids = Array.from({ length: Math.min(500, employees - first) }, (_, offset) => first + offset);
    await database.db.insert(employeeRecords).values(
      ids.map((index) => ({
        tenantId,
        employeeId: employeeId(index),
        validFrom: '2018-01-01',
        data: {
          personnelNumber: employeeId(index),
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
        personnelNumber: employeeId(index),
        firstName: 'Bench',
        lastName: `Person ${index}`,
        processingGroupId: 'MONTHLY',
        isDisplay: true,
      })),
    );
  }
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`
      insert into absences (tenant_id, employee_id, date, type, accident_type, percentage, source)
      select ${tenantId}, 'D-' || lpad(i::text, 6, '0'), s.d, s.type,
        case when s.type = 'ACCIDENT' then 'NON_OCCUPATIONAL' end, case when i % 7 = 0 then 50 else 100 end,
        'automatic'
      from generate_series(0, ${employees - 1}) i
      cross join lateral (
        select 'SICK' as type, date '2025-01-01' + q * 91 + i % 40 + k as d, true as weekdays_only
        from generate_series(0, 7) q, generate_series(0, 44) k
        where k < case when q = 5 then 45 else 12 end
        union all
        select 'VACATION', date '2025-01-01' + v + i % 30 + k, false
        from unnest(array[180, 540]) v, generate_series(0, 6) k
        union all
        select 'ACCIDENT', date '2025-01-01' + 300 + i % 20 + k, false
        from generate_series(0, 13) k where i % 5 = 0
      ) s
      where not s.weekdays_only or extract(isodow from s.d) < 6`),
  );
  return tenantId;
}

/** Certificates from the tenant's own sick and accident runs (a gap of up to 3 days, a weekend, stays in a run). */
async function seedCertificates(database: Database, tenantId: string) {
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`
      insert into medical_certificates (tenant_id, employee_id, absence_type, kind, from_date, to_date,
        incapacity_percentage, issuer_name, received_on, source, created_by)
      with days as (
        select employee_id, type, date, max(percentage)::int as pct
        from absences where not deleted and type in ('SICK', 'ACCIDENT')
        group by employee_id, type, date
      ), marked as (
        select *, case when date - lag(date) over w > 3 then 1 else 0 end as starts
        from days window w as (partition by employee_id, type order by date)
      ), numbered as (
        select *, sum(starts) over (partition by employee_id, type order by date) as run from marked
      ), runs as (
        select employee_id, type, min(date) as from_date, max(date) as to_date, max(pct) as pct
        from numbered group by employee_id, type, run
        having max(date) - min(date) >= 3
      ), spans as (
        select employee_id, type, 'FIRST' as kind, from_date, least(to_date, from_date + 13) as to_date, pct
        from runs
        union all
        select employee_id, type, 'FOLLOW_UP', from_date + 14, to_date, pct from runs where to_date >= from_date + 14
      )
      select ${tenantId}, employee_id, type, kind, from_date, to_date,
        case when abs(hashtext(employee_id || from_date::text)) % 10 = 0 then case when pct = 100 then 50 else 100 end
          else pct end,
        'Dr. med. Bench', from_date + 2, 'HR', 'bench'
      from spans`),
  );
}

async function counts(database: Database, tenantId: string) {
  return database.withTenant(tenantId, async (tx) => {
    const one = async (query: ReturnType<typeof sql>) =>
      Number(((await tx.execute(query)) as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0);
    return {
      absenceDays: await one(sql`select count(*)::int as n from absences`),
      certificates: await one(sql`select count(*)::int as n from medical_certificates`),
      mismatchingCertificates: await one(sql`
        select count(*)::int as n from medical_certificates c
        where c.incapacity_percentage <> case when c.employee_id in (
          select 'D-' || lpad(i::text, 6, '0') from generate_series(0, 99999, 7) i) then 50 else 100 end`),
      cases: await one(sql`select count(*)::int as n from cases`),
      claims: await one(sql`select count(*)::int as n from claims`),
      periods: await one(sql`select count(*)::int as n from absence_periods`),
      issues: await one(sql`select count(*)::int as n from tenant_issues`),
      mismatchIssues: await one(
        sql`select count(*)::int as n from tenant_issues where type = 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH'`,
      ),
    };
  });
}

async function deriveBatch(database: Database, tenantId: string, batch: string[]) {
  const started = performance.now();
  await database.withTenant(tenantId, async (tx) => {
    await lockDerivation(tx, tenantId, batch);
    await deriveEmployeeState(tx, tenantId, batch, { asOfDate: AS_OF });
  });
  return performance.now() - started;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percent = (after: number, before: number) => `${(((after - before) / before) * 100).toFixed(1)} %`;

/** The certificate read as `loadEmployeeFacts` issues it, alone, per batch; and its plan for one batch. */
async function certificateRead(database: Database, tenantId: string, batches: string[][]) {
  const query = (ids: string[]) => sql`
    select employee_id, id, absence_type, from_date, to_date, incapacity_percentage, received_on
    from medical_certificates
    where employee_id = any(${`{${ids.join(',')}}`}::text[]) and deleted_at is null
      and absence_type in ('SICK', 'ACCIDENT')`;
  let ms = 0;
  let rows = 0;
  for (const batch of batches) {
    await database.withTenant(tenantId, async (tx) => {
      const started = performance.now();
      const result = (await tx.execute(query(batch))) as unknown as Rows<unknown>;
      ms += performance.now() - started;
      rows += result.rows.length;
    });
  }
  const plan = await database.withTenant(tenantId, async (tx) => {
    const result = (await tx.execute(
      sql`explain (analyze, buffers) ${query(batches[Math.floor(batches.length / 2)] ?? [])}`,
    )) as unknown as Rows<Record<string, string>>;
    // The plan's lines, the batch's id list cut short.
    return result.rows.map((row) => String(Object.values(row)[0]).replace(/\{D-[^}]{60,}\}/, '{D-…}'));
  });
  return { ms, rows, plan };
}

/** The pure check alone over the batches' facts (the facts read untimed). */
async function pureCheck(database: Database, tenantId: string, batches: string[][]) {
  let ms = 0;
  let found = 0;
  for (const batch of batches) {
    const { facts } = await database.withTenant(tenantId, (tx) => loadEmployeeFacts(tx, batch));
    const started = performance.now();
    for (const fact of facts.values()) {
      const live = fact.absences.map((row) => ({
        absenceId: row.id,
        date: row.date,
        type: row.type,
        accidentType: row.accidentType,
        hours: row.hours,
        percentage: row.percentage,
        source: row.source,
        comment: row.comment,
      }));
      found += certificateMismatchIssues(fact.employeeId, fact.certificates, live).length;
    }
    ms += performance.now() - started;
  }
  return { ms, found };
}

async function run(label: string, database: Database, employees: number) {
  await migrateDatabase(database);
  const seedStarted = performance.now();
  const none = await seedTenant(database, `Bench Certificates ${label} none`, employees);
  const withCertificates = await seedTenant(database, `Bench Certificates ${label} certificates`, employees);
  await seedCertificates(database, withCertificates);
  await database.db.execute(sql`analyze`);
  const seedMs = performance.now() - seedStarted;
  const batches: string[][] = [];
  for (let first = 0; first < employees; first += BATCH) {
    batches.push(Array.from({ length: Math.min(BATCH, employees - first) }, (_, offset) => employeeId(first + offset)));
  }
  const warmStarted = performance.now();
  for (const batch of batches) {
    await deriveBatch(database, none, batch);
    await deriveBatch(database, withCertificates, batch);
  }
  const warmMs = performance.now() - warmStarted;
  const timesNone: number[] = [];
  const timesWith: number[] = [];
  const passes: { pass: number; noneMs: number; withMs: number; added: string }[] = [];
  for (let pass = 1; pass <= PASSES; pass++) {
    const before = timesNone.length;
    for (const [index, batch] of batches.entries()) {
      const order = (index + pass) % 2 === 0 ? [none, withCertificates] : [withCertificates, none];
      for (const tenantId of order) {
        const ms = await deriveBatch(database, tenantId, batch);
        (tenantId === none ? timesNone : timesWith).push(ms);
      }
    }
    const noneMs = sum(timesNone.slice(before));
    const withMs = sum(timesWith.slice(before));
    passes.push({ pass, noneMs: Math.round(noneMs), withMs: Math.round(withMs), added: percent(withMs, noneMs) });
  }
  const read = await certificateRead(database, withCertificates, batches);
  const check = await pureCheck(database, withCertificates, batches);
  const totalNone = sum(timesNone);
  const totalWith = sum(timesWith);
  const perPass = (ms: number) => ms / PASSES;
  return {
    database: label,
    employees,
    batches: batches.length,
    passes: PASSES,
    seedMs: Math.round(seedMs),
    warmMs: Math.round(warmMs),
    none: await counts(database, none),
    withCertificates: await counts(database, withCertificates),
    derivation: {
      noneMsPerPass: Math.round(perPass(totalNone)),
      withMsPerPass: Math.round(perPass(totalWith)),
      added: percent(totalWith, totalNone),
      batchMedianNoneMs: Math.round(median(timesNone)),
      batchMedianWithMs: Math.round(median(timesWith)),
      batchMedianAdded: percent(median(timesWith), median(timesNone)),
      passes,
    },
    certificateReadMsPerPass: Math.round(read.ms),
    certificateReadRows: read.rows,
    certificateReadShare: `${((read.ms / perPass(totalWith)) * 100).toFixed(1)} %`,
    pureCheckMsPerPass: Math.round(check.ms),
    pureCheckIssues: check.found,
    pureCheckShare: `${((check.ms / perPass(totalWith)) * 100).toFixed(1)} %`,
    certificateReadPlan: read.plan,
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
    results.push(await run('pglite', pglite, PGLITE_EMPLOYEES));
  } finally {
    await pglite.close();
  }
  process.stderr.write(`load average after PGlite: ${load()}\n`);
}
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  results.push(
    await withScratchPostgres(url, 'certificates', (postgres) => run('postgres', postgres, POSTGRES_EMPLOYEES)),
  );
}
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
