// The tenant's payment overview (issue 15 scope 5, decision 0035; docs/performance.md "Payouts (issue 15)"): a large
// employer's two years of payouts — 24 accounting months × BENCH_PAYOUTS_PER_MONTH (default 2 500: 60 000 payouts,
// each with three settlement periods), the older 22 months released and paid, the month before last released for a
// later day, the last month's drafts in preparation — written directly in SQL (regenerate and release have their own
// bench). Then the screen's requests as the HR admin makes them, each 10 times (p50, p95): the months, the first page,
// a month, a state, a name search, each sort. PGlite and (BENCH_DATABASE_URL) PostgreSQL.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentOverviewQuery } from '../src/contracts/payment-overview.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { tenants } from '../src/db/schema/tenants.ts';
import { listPayments, paymentMonths } from '../src/server/modules/payment-overview/payment-overview.service.ts';
import type { RequestContext } from '../src/server/request-context.ts';
import { percentile, withScratchPostgres } from './support.ts';

const PER_MONTH = Number(process.env.BENCH_PAYOUTS_PER_MONTH ?? 2_500);
const MONTHS = 24;
const RUNS = 10;

function hrCtx(tenantId: string): RequestContext {
  return {
    actor: { kind: 'user', userId: '00000000-0000-4000-8000-000000000001', name: 'Bench HR', email: 'hr@example.ch' },
    authMethod: 'session',
    tenantId,
    permissions: null,
    session: null,
    requestId: 'bench',
  } as RequestContext;
}

/** Releases (one per month) and payouts; months m = 0 … 23 back from 2026-10 (m = 0 in preparation). */
async function seed(database: Database, tenantId: string) {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count, total_amount,
        proposed_by_admin_id, proposed_by_name, decided_by_admin_id, decided_by_name, decided_at)
      select ${tenantId}, gen_random_uuid(), 'RELEASED',
        case when m = 1 then current_date + 7 else (date '2026-11-05' - (m - 1) * interval '1 month')::date end,
        ${PER_MONTH}, 0, gen_random_uuid(), 'A', gen_random_uuid(), 'B', now()
      from generate_series(1, ${MONTHS - 1}) m`);
    await tx.execute(sql`
      with months as (
        select m, to_char(date '2026-10-01' - m * interval '1 month', 'YYYY-MM') as month,
          (select id from payout_releases r where r.requested_execution_date =
            case when m = 1 then current_date + 7 else (date '2026-11-05' - (m - 1) * interval '1 month')::date end
            limit 1) as release_id
        from generate_series(0, ${MONTHS - 1}) m
      )
      insert into payouts (tenant_id, id, draft_key, status, accounting_month_id, case_id, case_number, employee_id,
        payee_kind, company_subunit_id, coverage_line, draft, statement, fingerprint, problems, gross_amount,
        offset_applied, carried_offset, net_amount, release_id, end_to_end_id, released_at)
      select ${tenantId}, gen_random_uuid(), month || '|' || i, case when m = 0 then 'DRAFT' else 'RELEASED' end, month,
        gen_random_uuid(), i, 'E-' || lpad(i::text, 6, '0'), case when i % 20 = 0 then 'INSURED_PERSON' else 'EMPLOYER' end,
        'ZH', 'KTG',
        jsonb_build_object('periods', jsonb_build_array(
          jsonb_build_object('startDate', month || '-01', 'endDate', month || '-10', 'insuredEarnings', 7200000,
            'absencePercentage', 100, 'insuredPercentage', 80, 'onWaitingPeriod', false, 'dailyAllowance', 15781,
            'days', 10, 'amount', 157810, 'ivReduction', 0, 'ivRate', 0, 'coverageLine', 'KTG', 'isCorrection', false,
            'correctionKind', null, 'correctedMonthId', null),
          jsonb_build_object('startDate', month || '-11', 'endDate', month || '-20', 'insuredEarnings', 7200000,
            'absencePercentage', 50, 'insuredPercentage', 80, 'onWaitingPeriod', false, 'dailyAllowance', 7891,
            'days', 10, 'amount', 78910, 'ivReduction', 0, 'ivRate', 0, 'coverageLine', 'KTG', 'isCorrection', false,
            'correctionKind', null, 'correctedMonthId', null),
          jsonb_build_object('startDate', month || '-21', 'endDate', month || '-28', 'insuredEarnings', 7200000,
            'absencePercentage', 100, 'insuredPercentage', 80, 'onWaitingPeriod', false, 'dailyAllowance', 15781,
            'days', 8, 'amount', 126248, 'ivReduction', 0, 'ivRate', 0, 'coverageLine', 'KTG', 'isCorrection', false,
            'correctionKind', null, 'correctedMonthId', null))),
        jsonb_build_object('sender', null, 'contact', null, 'carrier', null, 'iban', 'CH9300762011623852957',
          'billingDetails', jsonb_build_object('name', 'Bench AG', 'streetName', 'Bahnhofstrasse', 'buildingNumber', '1',
            'addressLine1', null, 'addressLine2', null, 'postalCode', '8001', 'city', 'Zürich', 'country', 'CH'),
          'personNames', jsonb_build_object('firstName', 'Zoë', 'lastName', 'Müller ' || i,
            'personnelNumber', lpad(i::text, 6, '0')),
          'caseIdentifier', 'KTG-' || i, 'language', 'DE'),
        '', '[]'::jsonb, 362968, 0, 0, 362968, release_id,
        case when m = 0 then null else 'ABZ' || upper(replace(gen_random_uuid()::text, '-', '')) end,
        case when m = 0 then null else now() end
      from months, generate_series(1, ${PER_MONTH}) i`);
  });
}

type Query = z.infer<typeof paymentOverviewQuery>;
const base: Query = { skip: 0, take: 25, sortBy: 'ACCOUNTING_MONTH', sortOrder: 'DESC' };

async function timed(fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: `Bench Payment Overview ${label}` })
    .returning();
  const tenantId = tenant?.id as string;
  const seedStarted = performance.now();
  await seed(database, tenantId);
  // As autovacuum does after bulk writes (statistics, and the visibility map that lets the index answer alone).
  await database.db.execute(sql`vacuum analyze payouts`);
  await database.db.execute(sql`analyze payout_releases`);
  const ctx = hrCtx(tenantId);
  const list = (query: Partial<Query>) => () => listPayments(database, ctx, { ...base, ...query });
  const first = await listPayments(database, ctx, base);
  return {
    database: label,
    payouts: first.totalCount,
    seedMs: Math.round(performance.now() - seedStarted),
    totals: first.totals,
    months: await timed(() => paymentMonths(database, ctx)),
    firstPage: await timed(list({})),
    oneMonth: await timed(list({ accountingMonthId: '2026-06' })),
    scheduled: await timed(list({ states: ['SCHEDULED'] })),
    searchName: await timed(list({ search: 'müller 1234' })),
    searchCaseNumber: await timed(list({ search: '2017' })),
    sortLastName: await timed(list({ sortBy: 'LAST_NAME', sortOrder: 'ASC' })),
    sortExecutionDate: await timed(list({ sortBy: 'EXECUTION_DATE' })),
    sortNetAmountLastPage: await timed(list({ sortBy: 'NET_AMOUNT', skip: first.totalCount - 25 })),
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
  results.push(await run('pglite', pglite));
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url) results.push(await withScratchPostgres(url, 'overview', (postgres) => run('postgres', postgres)));
process.stderr.write(`load average after: ${load()}\n`);
console.log(JSON.stringify(results, null, 2));
