// The tenant's payment overview (issue 15 scope 5; decision 0035): the payouts of the tenant's cases as the employer
// sees them. A payout's state is derived, never stored: IN_PREPARATION before the release (DRAFT or PROPOSED: the
// amount can still change), SCHEDULED once released for an execution date after today (Switzerland), PAID when that
// date has come. The insurer's internal data stays out: the proposal and its admins, the payment file, problems of its
// own paying unit. Statements are the ones the release wrote.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { signedDownload } from '../../../contracts/documents.ts';
import type {
  PAYMENT_STATES,
  paymentOverviewItem,
  paymentOverviewMonths,
  paymentOverviewPage,
  paymentOverviewQuery,
} from '../../../contracts/payment-overview.ts';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { chf } from '../../../domain/money.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { todayInZurich } from '../derivation/index.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import type { PayoutProblem } from '../payouts/index.ts';
import { PAYOUT_COLUMNS, type PayoutRow, statementDownload, toPayout } from '../payouts/index.ts';

type PaymentState = (typeof PAYMENT_STATES)[number];
type Item = z.infer<typeof paymentOverviewItem>;
type Query = z.infer<typeof paymentOverviewQuery>;

/** The payouts with their release's execution date; `r` is null before a proposal. */
const SOURCE = sql`payouts p left join payout_releases r on r.tenant_id = p.tenant_id and r.id = p.release_id`;

/** The state of a payout `p` with its release `r` (decision 0035): the one place the derivation is written. */
export const stateSql = (today: string) => sql`(case when p.status <> 'RELEASED' then 'IN_PREPARATION'
  when r.requested_execution_date > ${today}::date then 'SCHEDULED' else 'PAID' end)`;

const PERSON_SORT = sql`p.person_sort`;

/**
 * The order of a page: the chosen key, then month (newest first), last name, case number and id as tie-breakers so
 * pages never overlap. The default (month, newest first) is the order of the overview index (migration 0031).
 */
function orderOf(query: Query): SQL {
  const direction = query.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
  const ties = sql`${PERSON_SORT}, p.case_number, p.id`;
  switch (query.sortBy) {
    case 'ACCOUNTING_MONTH':
      return sql`p.accounting_month_id ${direction}, ${ties}`;
    case 'EXECUTION_DATE':
      return sql`(case when p.status = 'RELEASED' then r.requested_execution_date end) ${direction} nulls last,
        p.accounting_month_id desc, ${ties}`;
    case 'LAST_NAME':
      return sql`${PERSON_SORT} ${direction}, p.accounting_month_id desc, p.case_number, p.id`;
    case 'NET_AMOUNT':
      return sql`p.net_amount ${direction}, p.accounting_month_id desc, ${ties}`;
  }
}

/** Problems the employer can mend: the payee's (billing) account or address. The carrier's own are the insurer's. */
const employerProblems = (problems: readonly PayoutProblem[]) =>
  problems.filter((problem) => problem.party === 'billing');

function filterOf(query: Query, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.accountingMonthId) parts.push(sql`p.accounting_month_id = ${query.accountingMonthId}`);
  if (query.states?.length) parts.push(sql`${stateSql(today)} = any(${textArray(query.states)})`);
  if (query.caseId) parts.push(sql`p.case_id = ${query.caseId}`);
  if (query.payeeKind) parts.push(sql`p.payee_kind = ${query.payeeKind}`);
  if (query.search) {
    const like = `%${escapeLike(query.search.toLowerCase())}%`;
    parts.push(sql`p.search_text like ${like}`);
  }
  return sql.join(parts, sql` and `);
}

type Row = PayoutRow & { state: PaymentState; execution_date: string | null };

function itemOf(tenantId: string, row: Row): Item {
  const payout = toPayout(tenantId, row);
  const isReleased = row.status === 'RELEASED';
  return {
    payoutId: payout.payoutId,
    accountingMonthId: payout.accountingMonthId,
    state: row.state,
    caseId: payout.caseId,
    caseNumber: payout.caseNumber,
    employeeId: payout.employeeId,
    personNames: payout.personNames,
    coverageLine: payout.coverageLine,
    payeeKind: payout.payeeKind,
    payeeName: payout.billingDetails?.name ?? null,
    iban: payout.iban,
    carrierName: payout.carrier?.name ?? null,
    requestedExecutionDate: isReleased ? row.execution_date : null,
    releasedAt: isReleased ? payout.releasedAt : null,
    endToEndId: isReleased ? payout.endToEndId : null,
    grossAmount: payout.grossAmount,
    offsetApplied: payout.offsetApplied,
    netAmount: payout.netAmount,
    settlementPeriods: payout.settlementPeriods,
    actionNeeded: isReleased
      ? []
      : employerProblems(payout.problems).map((problem) => ({ code: problem.code, message: problem.message })),
    statementAvailable: isReleased,
  };
}

type Bucket = { count: number; netAmount: string };
type BucketRow = { state: PaymentState; count: string | number; net: string | number | null };

function bucketsOf(rows: readonly BucketRow[]): Record<'paid' | 'scheduled' | 'inPreparation', Bucket> {
  const of = (state: PaymentState): Bucket => {
    const row = rows.find((candidate) => candidate.state === state);
    return { count: Number(row?.count ?? 0), netAmount: chf(row?.net ?? 0) };
  };
  return { paid: of('PAID'), scheduled: of('SCHEDULED'), inPreparation: of('IN_PREPARATION') };
}

/** GET /payment-overview: the payouts the filters select, a page of them, and the totals of all of them. */
export async function listPayments(
  database: Database,
  ctx: RequestContext,
  query: Query,
): Promise<z.infer<typeof paymentOverviewPage>> {
  const tenantId = requireTenantId(ctx);
  const today = todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const where = filterOf(query, today);
    // The page's ids first (sort keys only), then their rows: the sort never carries the payouts' documents.
    const page = await rowsOf<{ id: string; state: PaymentState; execution_date: string | null }>(
      tx,
      sql`select p.id, ${stateSql(today)} as state, r.requested_execution_date::text as execution_date
          from ${SOURCE} where ${where}
          order by ${orderOf(query)}
          limit ${query.take} offset ${query.skip}`,
    );
    const byId = new Map(
      (
        await rowsOf<PayoutRow>(
          tx,
          sql`select ${PAYOUT_COLUMNS} from payouts p where p.id = any(${uuidArray(page.map((row) => row.id))})`,
        )
      ).map((row) => [row.id, row]),
    );
    const rows = page.flatMap((entry) => {
      const row = byId.get(entry.id);
      return row ? [{ ...row, state: entry.state, execution_date: entry.execution_date }] : [];
    });
    const buckets = await rowsOf<BucketRow>(
      tx,
      sql`select ${stateSql(today)} as state, count(*) as count, sum(p.net_amount) as net from ${SOURCE}
          where ${where} group by 1`,
    );
    const totals = bucketsOf(buckets);
    const count = totals.paid.count + totals.scheduled.count + totals.inPreparation.count;
    const net = buckets.reduce((sum, row) => sum + Number(row.net ?? 0), 0);
    return {
      items: rows.map((row) => itemOf(tenantId, row)),
      totalCount: count,
      totals: { count, netAmount: chf(net), ...totals },
      today,
    };
  });
}

/** GET /payment-overview/months: per accounting month, newest first, the three states' counts and net sums. */
export async function paymentMonths(
  database: Database,
  ctx: RequestContext,
): Promise<z.infer<typeof paymentOverviewMonths>> {
  requireTenantId(ctx);
  const today = todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const rows = await rowsOf<BucketRow & { month: string; next_date: string | null; last_date: string | null }>(
      tx,
      sql`select p.accounting_month_id as month, ${stateSql(today)} as state, count(*) as count,
            sum(p.net_amount) as net,
            min(r.requested_execution_date)::text as next_date, max(r.requested_execution_date)::text as last_date
          from ${SOURCE} group by 1, 2 order by 1 desc`,
    );
    const months = [...new Set(rows.map((row) => row.month))];
    return {
      items: months.map((month) => {
        const ofMonth = rows.filter((row) => row.month === month);
        return {
          accountingMonthId: month,
          ...bucketsOf(ofMonth),
          nextExecutionDate: ofMonth.find((row) => row.state === 'SCHEDULED')?.next_date ?? null,
          lastExecutionDate: ofMonth.find((row) => row.state === 'PAID')?.last_date ?? null,
        };
      }),
      today,
    };
  });
}

/**
 * GET /payment-overview/{payoutId}/statement: the statement the release wrote (written now if its job has not yet).
 * 404 PAYOUT_NOT_FOUND; 409 PAYOUT_STATEMENT_NOT_ISSUED before the release (a draft's preview is the insurer's).
 */
export async function paymentStatement(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  payoutId: string,
): Promise<z.infer<typeof signedDownload>> {
  const [row] = await inTenant(database, ctx, (tx) =>
    rowsOf<{ status: PayoutRow['status'] }>(tx, sql`select status from payouts where id = ${payoutId}`),
  );
  if (!row) throw new AppError('PAYOUT_NOT_FOUND', 'There is no such payout', { payoutId });
  if (row.status !== 'RELEASED') {
    throw new AppError('PAYOUT_STATEMENT_NOT_ISSUED', 'The statement is issued when the payout is released', {
      payoutId,
    });
  }
  return statementDownload(runtime, database, ctx, payoutId);
}
