// Payouts (issue 15; docs/performance.md "Payouts (issue 15)"): a tenant with 5 000 sick cases in March 2026, locked
// through the real lock (booked_claims, snapshots), then regenerate-for-month (goal < 5 s), one pain.001 file of 5 000
// transactions (buildPain001 and the file written to the document store; goal < 2 s) and the statements job for the
// 5 000 released payouts (goal < 60 s, progress printed), on PGlite and (BENCH_DATABASE_URL) PostgreSQL. The claims
// are written directly (the derivation has its own bench): every employee is sick the whole of March with the
// incapacity changing every third day, so a payout has ~11 settlement periods (more than a usual month: the worst
// case for drafts and statements). BENCH_CASES changes the size; BENCH_ONLY=regenerate stops after the drafts.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, rowsOf } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { nextBankBusinessDay } from '../src/domain/payouts/pain001/bank-business-days.ts';
import { buildPain001 } from '../src/domain/payouts/pain001/pain001.ts';
import { swissToday } from '../src/server/access/superior-scope.ts';
import { lockMonth } from '../src/server/modules/accounting/accounting.service.ts';
import { carriersById } from '../src/server/modules/carriers/carriers.service.ts';
import {
  PAYMENT_FILE_COLUMNS,
  type PaymentFileRow,
  paymentFileInputOf,
  writePaymentFile,
} from '../src/server/modules/payouts/payment-files.service.ts';
import type { PayoutStatementData } from '../src/server/modules/payouts/payout-parties.ts';
import { approveRelease, proposeRelease } from '../src/server/modules/payouts/payout-releases.service.ts';
import { writeReleaseStatements } from '../src/server/modules/payouts/payout-statements.service.ts';
import { regenerateForMonth } from '../src/server/modules/payouts/payouts.service.ts';
import { createDocumentRuntime } from '../src/server/platform/documents/runtime.ts';
import type { RequestContext } from '../src/server/request-context.ts';
import { configureTenantForTest } from '../src/testing/factories/tenant-configuration.factory.ts';
import { validConfigurationInput } from '../src/testing/factories/tenant-configuration-input.ts';
import { withScratchPostgres } from './support.ts';

const CASES = Number(process.env.BENCH_CASES ?? 5_000);
const MONTH = '2026-03';

/** Employees (subunit ZH: its billing account is paid), one sick case each, a claim a day of March. */
async function seed(database: Database, tenantId: string) {
  await database.db.execute(sql`
    insert into employee_records (tenant_id, id, employee_id, valid_from, valid_to, data, personnel_number, first_name,
      last_name, company_subunit_id, processing_group_id, date_of_employment, is_display)
    select ${tenantId}, gen_random_uuid(), id, '2018-01-01', null,
      jsonb_build_object('personnelNumber', id, 'firstName', 'Zoë', 'lastName', 'Müller ' || i,
        'dateOfEmployment', '2018-01-01', 'companySubunitId', 'ZH', 'processingGroupId', 'MONTHLY',
        'wageTypes', jsonb_build_array(jsonb_build_object('wageTypeId', '1000', 'amount', 6000))),
      id, 'Zoë', 'Müller ' || i, 'ZH', 'MONTHLY', '2018-01-01', true
    from (select i, 'P-' || lpad(i::text, 6, '0') as id from generate_series(1, ${CASES}) i) e`);
  await database.db.execute(sql`
    insert into employee_list (tenant_id, employee_id, record_id, personnel_number, first_name, last_name, company_subunit_id,
      processing_group_id, date_of_employment)
    select tenant_id, employee_id, id, personnel_number, first_name, last_name, company_subunit_id,
      processing_group_id, '2018-01-01'
    from employee_records where tenant_id = ${tenantId}`);
  await database.db.execute(sql`
    insert into insured_persons (tenant_id, id, employee_id) select ${tenantId}, gen_random_uuid(), employee_id
    from employee_records where tenant_id = ${tenantId}`);
  await database.db.execute(sql`
    insert into cases (tenant_id, id, engine_key, employee_id, insured_person_id, case_number, claim_type, status,
      absent_from, absent_to, number_of_days, company_subunit_id, processing_group_id, insured_salary, total_amount,
      within_shortterm_risk, within_continuation_of_payment, processing_statuses, details)
    select p.tenant_id, gen_random_uuid(), p.employee_id || ':SICK:2026-01-01', p.employee_id, p.id,
      substring(p.employee_id from 3)::int, 'SICK', 'CLAIMS_ACTIVATED', '2026-01-01', '2026-04-30', 120, 'ZH', 'MONTHLY',
      7200000, 0, false, false, '{UNASSIGNED}', '{"configurationVersion":"1"}'::jsonb
    from insured_persons p where p.tenant_id = ${tenantId}`);
  // 72 000 / 365 x 80 % = 157.81 at 100 %, 78.91 at 50 %; the incapacity changes every third day.
  await database.db.execute(sql`
    insert into claims (tenant_id, claim_id, revision_id, case_id, employee_id, date, claim_type, coverage_line,
      is_correction, incapacity_of_work, daily_allowance, accounting_month_id, processing_status, details)
    select c.tenant_id, c.employee_id || ':SICK:' || d::date, md5(c.employee_id || d::text), c.id, c.employee_id, d::date,
      'SICK', 'KTG', false, case when (extract(day from d)::int / 3) % 2 = 0 then 100 else 50 end,
      case when (extract(day from d)::int / 3) % 2 = 0 then 15781 else 7891 end, ${MONTH}, 'UNASSIGNED',
      jsonb_build_object('reimbursementType', 'DAILY_ALLOWANCE', 'dailyRate', 19726, 'coverage', 80,
        'insuredSalary', 7200000, 'dailyRateDivisor', 365, 'fullDailyAllowance', 15781,
        'grossDailyAllowance', case when (extract(day from d)::int / 3) % 2 = 0 then 15781 else 7891 end,
        'ivReduction', 0, 'benefitStopOutputPercentage', 100, 'isBenefitExhausted', false, 'employerShare', null,
        'isWithinShorttermRisk', false, 'isWithinContinuationOfPayment', false, 'correctionKind', null,
        'correctsRevisionId', null, 'manualCorrectionId', null, 'caseDay', extract(doy from d)::int,
        'benefitDayNumber', extract(doy from d)::int - 30, 'isWaitingPeriodDay', false, 'accountingMonthId', ${MONTH}::text,
        'coverageConfigurationId', 'coverage-1', 'payee', 'EMPLOYER', 'isWeekendFilled', false)
    from cases c, generate_series(${`${MONTH}-01`}::date, ${`${MONTH}-31`}::date, interval '1 day') d
    where c.tenant_id = ${tenantId}`);
  await database.db.execute(sql`
    insert into accounting_months (tenant_id, accounting_month_id, created_by) values (${tenantId}, ${MONTH}, 'Bench')`);
  const carrierId = randomUUID();
  await database.db.execute(sql`insert into carriers (id, name, paying_unit_name, street_name, building_number,
      post_code, town_name, country, iban, contact_name, contact_email)
    values (${carrierId}, ${`Taggeld AG ${carrierId.slice(0, 8)}`}, 'Leistungen', 'Bundesplatz', '3', '3011', 'Bern',
      'CH', 'CH5604835012345678009', 'Petra Leistung', 'leistungen@example.ch')`);
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`insert into tenant_carriers (tenant_id, coverage_line, carrier_id)
        values (${tenantId}, 'KTG', ${carrierId})`),
  );
}

function adminCtx(tenantId: string, adminUserId = randomUUID()): RequestContext {
  return {
    actor: { kind: 'admin', adminUserId, name: 'Bench Admin', email: 'bench@example.ch' },
    authMethod: 'session',
    tenantId,
    permissions: null,
    session: null,
    requestId: 'bench',
  };
}

/**
 * Releases the payouts: by default through the services (one proposal of all, approved by a second admin: the release
 * guard in one pass, the guard keys, the offsets, the payment file row); BENCH_RELEASE=direct writes the same end
 * state in SQL (a RELEASED release, the payouts RELEASED with end-to-end ids, one payment file row of them all).
 */
async function releaseAll(database: Database, tenantId: string, ids: string[], result: Record<string, unknown>) {
  const executionDate = nextBankBusinessDay(swissToday());
  const started = performance.now();
  if (process.env.BENCH_RELEASE !== 'direct') {
    const proposed = await proposeRelease(database, adminCtx(tenantId), {
      payoutIds: ids,
      requestedExecutionDate: executionDate,
      comment: 'Bench',
    });
    const approveStarted = performance.now();
    await approveRelease(null, null, database, adminCtx(tenantId), proposed.releaseId);
    result.release = {
      payouts: ids.length,
      proposeMs: Math.round(approveStarted - started),
      approveMs: Math.round(performance.now() - approveStarted),
    };
    return proposed.releaseId;
  }
  const releaseId = randomUUID();
  const fileId = randomUUID();
  await database.withTenant(tenantId, async (tx) => {
    const [totals] = await rowsOf<{ total: string | number; carrier_id: string }>(
      tx,
      sql`select sum(net_amount) as total, max(carrier_id::text) as carrier_id from payouts where status = 'DRAFT'`,
    );
    await tx.execute(sql`insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count,
        total_amount, proposed_by_admin_id, proposed_by_name, decided_by_admin_id, decided_by_name, decided_at)
      values (${tenantId}, ${releaseId}, 'RELEASED', ${executionDate}, ${ids.length}, ${Number(totals?.total ?? 0)},
        ${randomUUID()}, 'Bench A', ${randomUUID()}, 'Bench B', now())`);
    const createdAt = new Date().toISOString().slice(0, 19);
    await tx.execute(sql`insert into payment_files (tenant_id, id, release_id, carrier_id, message_id,
        transaction_count, control_sum, requested_execution_date, created_at_text)
      values (${tenantId}, ${fileId}, ${releaseId}, ${totals?.carrier_id}::uuid,
        ${`ABZ${createdAt.slice(0, 10).replaceAll('-', '')}${fileId.replaceAll('-', '').slice(0, 20).toUpperCase()}`},
        ${ids.length}, ${Number(totals?.total ?? 0)}, ${executionDate}, ${createdAt})`);
    await tx.execute(sql`update payouts set status = 'RELEASED', release_id = ${releaseId}, released_at = now(),
        payment_file_id = ${fileId}, end_to_end_id = 'ABZ' || upper(replace(id::text, '-', ''))
        where status = 'DRAFT'`);
  });
  result.release = { payouts: ids.length, directMs: Math.round(performance.now() - started) };
  return releaseId;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
};

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Payouts ${label}` })
    .returning();
  const tenantId = tenant?.id as string;
  const configuration = validConfigurationInput('Bench Payouts AG');
  configuration.insuranceConfiguration.billingAddress.iban = 'CH93 0076 2011 6238 5295 7';
  await configureTenantForTest(database, tenantId, configuration);
  const progress = (what: string) => process.stderr.write(`${label}: ${what} at ${Math.round(performance.now())} ms\n`);
  const seedStarted = performance.now();
  await seed(database, tenantId);
  await database.db.execute(sql`analyze`);
  const lockStarted = performance.now();
  await lockMonth(
    database,
    null,
    adminCtx(tenantId),
    MONTH,
    { companySubunitId: null, processingGroupId: null },
    swissToday(),
  );
  // As autovacuum would after bulk writes.
  await database.db.execute(sql`analyze`);
  const result: Record<string, unknown> = {
    database: label,
    cases: CASES,
    seedMs: Math.round(lockStarted - seedStarted),
    lockMs: Math.round(performance.now() - lockStarted),
  };
  progress('seeded and locked');

  const runtime = await createDocumentRuntime({
    storeDir: await mkdtemp(join(tmpdir(), 'absenza-bench-')),
    signingSecret: 'bench-secret-bench-secret-bench-secret',
    maxUploadBytes: 100 * 1024 * 1024,
  });

  // regenerate-for-month: the first run creates the drafts, the second finds them unchanged.
  for (const run of ['first', 'again'] as const) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const regenerated = await regenerateForMonth(runtime, database, adminCtx(tenantId), {
      accountingMonthId: MONTH,
    });
    result[`regenerate_${run}`] = {
      ms: Math.round(performance.now() - started),
      cpuMs: cpuMs(cpu),
      drafts: regenerated.drafts,
      created: regenerated.created,
      unchanged: regenerated.unchanged,
      netAmount: regenerated.netAmount,
    };
    progress(`regenerated (${run})`);
  }
  if (process.env.BENCH_ONLY === 'regenerate') return result;
  await database.db.execute(sql`analyze`);

  // Release all of them (no files, no statements here: they are measured on their own below).
  const ids = (
    await database.withTenant(tenantId, (tx) =>
      rowsOf<{ id: string }>(tx, sql`select id from payouts where status = 'DRAFT' order by id`),
    )
  ).map((row) => row.id);
  const releaseId = await releaseAll(database, tenantId, ids, result);
  progress('released');

  // One pain.001 file of all transactions: buildPain001 alone, then the whole write (read, build, store).
  const [file] = await database.withTenant(tenantId, (tx) =>
    rowsOf<PaymentFileRow>(tx, sql`select ${PAYMENT_FILE_COLUMNS} from payment_files`),
  );
  if (!file) throw new Error('no payment file');
  const { carrier, payouts } = await database.withTenant(tenantId, async (tx) => ({
    carrier: (await carriersById(tx, [file.carrier_id])).get(file.carrier_id),
    payouts: await rowsOf<{
      id: string;
      accounting_month_id: string;
      case_number: number | null;
      net_amount: string | number;
      statement: PayoutStatementData;
    }>(
      tx,
      sql`select id, accounting_month_id, case_number, net_amount, statement from payouts
          where payment_file_id = ${file.id} order by id`,
    ),
  }));
  if (!carrier) throw new Error('no carrier');
  const buildStarted = performance.now();
  const xml = buildPain001(paymentFileInputOf(file, carrier, payouts));
  const buildMs = Math.round(performance.now() - buildStarted);
  const writeStarted = performance.now();
  await writePaymentFile(runtime, database, tenantId, file.id);
  result.pain001 = {
    transactions: file.transaction_count,
    bytes: Buffer.byteLength(xml),
    buildMs,
    writeMs: Math.round(performance.now() - writeStarted),
  };
  progress('pain.001 written');

  // The statements job for every released payout, progress printed every 500.
  const statementsStarted = performance.now();
  const cpu = process.cpuUsage();
  let next = 500;
  const written = await writeReleaseStatements(runtime, database, { tenantId, releaseId }, (done, total) => {
    if (done >= next || done === total) {
      progress(`statements ${done} / ${total}`);
      next = done + 500;
    }
  });
  const statementsMs = Math.round(performance.now() - statementsStarted);
  const [release] = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ statements_written: number }>(
      tx,
      sql`select statements_written from payout_releases where id = ${releaseId}`,
    ),
  );
  const [sizes] = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ bytes: string | number }>(
      tx,
      sql`select avg(size_bytes)::int as bytes from documents where name like 'Taggeldabrechnung%'`,
    ),
  );
  const rerunStarted = performance.now();
  const rerun = await writeReleaseStatements(runtime, database, { tenantId, releaseId });
  result.statements = {
    written,
    progress: release?.statements_written,
    ms: statementsMs,
    cpuMs: cpuMs(cpu),
    perStatementMs: Math.round((statementsMs / Math.max(1, written)) * 100) / 100,
    averageBytes: Number(sizes?.bytes ?? 0),
    rerunWritten: rerun,
    rerunMs: Math.round(performance.now() - rerunStarted),
  };
  progress('statements written');
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
  results.push(await run('pglite', pglite));
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) results.push(await withScratchPostgres(url, 'payouts', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
