// Payouts: drafts from locked months, the list, its metadata and one payout (issue 15; spec sections 3 "Payout", 7
// "Admin: payouts"; decisions 0031, 0033). Regeneration rebuilds a month's DRAFT payouts from its booked claims with
// the domain (src/domain/payouts): it never touches PROPOSED or RELEASED ones, skips their lines (duplicate guard) and
// keeps the ids of drafts whose content did not change, so running it twice changes nothing.
import { createHash, randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  payout,
  payoutListQuery,
  payoutMetadata,
  payoutPage,
  regenerateBody,
  regenerateResult,
} from '../../../contracts/payouts.ts';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { chf } from '../../../domain/money.ts';
import { storedPayoutDraftsOf } from '../../../domain/payouts/settlement-periods.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockGate } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { carriersByCoverageLine } from '../carriers/index.ts';
import { type DocumentRuntime, deleteDocumentRows, removeBlobs } from '../documents/index.ts';
import { ibanChecker, type PayoutProblem, type PayoutStatementData, partiesOf } from './payout-parties.ts';
import {
  bookedClaimsOfMonth,
  bookedMonths,
  caseNumbers,
  configurationOf,
  employeeDataOn,
  ledgerOf,
  PAYOUT_COLUMNS,
  type PayoutRow,
} from './payouts.repository.ts';

/** One writer of a tenant's payouts at a time: regeneration, proposals, approvals and cancellations. */
export const PAYOUTS_GATE = 'payouts';

type Payout = z.infer<typeof payout>;

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

export function toPayout(tenantId: string, row: PayoutRow): Payout {
  const statement = row.statement as PayoutStatementData;
  const draft = row.draft;
  return {
    payoutId: row.id,
    caseId: row.case_id,
    ktgCaseId: row.case_id,
    caseNumber: row.case_number,
    accountingMonthId: row.accounting_month_id,
    tenantId,
    employeeId: row.employee_id,
    status: row.status,
    payeeKind: row.payee_kind,
    companySubunitId: row.company_subunit_id,
    coverageLine: row.coverage_line,
    sender: statement.sender ? (({ iban: _iban, bic: _bic, ...address }) => address)(statement.sender) : null,
    contact: statement.contact,
    billingDetails: statement.billingDetails,
    caseIdentifier: statement.caseIdentifier,
    personNames: statement.personNames,
    iban: statement.iban,
    carrier: statement.carrier,
    settlementPeriods: draft.periods.map((period) => ({
      startDate: period.startDate,
      endDate: period.endDate,
      insuredEarnings: chf(period.insuredEarnings),
      absencePercentage: period.absencePercentage,
      insuredPercentage: period.insuredPercentage,
      onWaitingPeriod: period.onWaitingPeriod,
      dailyAllowance: chf(period.dailyAllowance),
      days: period.days,
      amount: chf(period.amount),
      ivReduction: chf(period.ivReduction),
      ivRate: period.ivRate,
      coverageLine: period.coverageLine,
      isCorrection: period.isCorrection,
      correctionKind: period.correctionKind,
      correctedMonthId: period.correctedMonthId,
    })),
    grossAmount: chf(row.gross_amount),
    offsetApplied: chf(row.offset_applied),
    carriedOffset: chf(row.carried_offset),
    netAmount: chf(row.net_amount),
    problems: row.problems as PayoutProblem[],
    releaseId: row.release_id,
    releasedAt:
      row.released_at === null
        ? null
        : (row.released_at instanceof Date ? row.released_at : new Date(row.released_at)).toISOString(),
    endToEndId: row.end_to_end_id,
  };
}

/**
 * The content that decides whether a regenerated draft equals the stored one (then it keeps its row and id): the
 * sha256 of the stored draft, statement and problems as built, as JSON (the same code builds them in the same key
 * order). The stored draft leaves the lines out; its claim ids name them (booked claims never change).
 */
const fingerprintOf = (draftJson: string, statementJson: string, problemsJson: string) =>
  createHash('sha256').update(`[${draftJson},${statementJson},${problemsJson}]`).digest('hex');

/**
 * POST regenerate-for-month: the month's DRAFT payouts rebuilt from its booked claims. 409 ACCOUNTING_MONTH_NOT_LOCKED
 * when nothing of the month is booked. Idempotent: a second run keeps every draft (unchanged).
 */
export async function regenerateForMonth(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof regenerateBody>,
): Promise<z.infer<typeof regenerateResult>> {
  const tenantId = requireTenantId(ctx);
  const month = body.accountingMonthId;
  // The previews of the drafts this regeneration removes or replaces go with them (decision 0034).
  let previewBlobs: string[] = [];
  const result = await inTenant(database, ctx, async (tx) => {
    await lockGate(tx, tenantId, PAYOUTS_GATE, 'exclusive');
    const booked = await bookedClaimsOfMonth(tx, month);
    if (booked.length === 0) {
      throw new AppError('ACCOUNTING_MONTH_NOT_LOCKED', `Nothing of accounting month ${month} is locked yet`, {
        accountingMonthId: month,
      });
    }
    const ledger = await ledgerOf(tx);
    const { drafts } = storedPayoutDraftsOf(month, booked, ledger);
    const proposedKeys = new Set(
      (
        await rowsOf<{ draft_key: string }>(
          tx,
          sql`select draft_key from payouts where status = 'PROPOSED' and accounting_month_id = ${month}`,
        )
      ).map((row) => row.draft_key),
    );
    const buildable = drafts.filter((draft) => !proposedKeys.has(draft.draftKey));
    const waitingForProposal = drafts.length - buildable.length;

    const configuration = await configurationOf(tx, tenantId);
    const carriers = await carriersByCoverageLine(tx, tenantId);
    const employees = await employeeDataOn(
      tx,
      [...new Set(buildable.map((draft) => draft.employeeId))],
      lastDayOf(month),
    );
    const numbers = await caseNumbers(tx, [...new Set(buildable.map((draft) => draft.caseId))]);
    const existing = await rowsOf<{ id: string; draft_key: string; fingerprint: string }>(
      tx,
      sql`select id, draft_key, fingerprint from payouts where status = 'DRAFT' and accounting_month_id = ${month}`,
    );
    const existingByKey = new Map(existing.map((row) => [row.draft_key, row]));
    let created = 0;
    let replaced = 0;
    let unchanged = 0;
    const keep = new Set<string>();
    // Each row as JSON text, the draft and statement serialised once (for the fingerprint and the row).
    const rows: string[] = [];
    const checkIban = ibanChecker();
    for (const draft of buildable) {
      const carrier = carriers.get(draft.coverageLine) ?? null;
      const { statement, problems } = partiesOf({
        payee: draft.payee,
        carrier,
        configuration,
        employee: employees.get(draft.employeeId),
        caseIdentifier: draft.caseId,
        checkIban,
      });
      const draftJson = JSON.stringify(draft);
      const statementJson = JSON.stringify(statement);
      const problemsJson = JSON.stringify(problems);
      const fingerprint = fingerprintOf(draftJson, statementJson, problemsJson);
      const previous = existingByKey.get(draft.draftKey);
      if (previous?.fingerprint === fingerprint) {
        keep.add(previous.id);
        unchanged += 1;
        continue;
      }
      if (previous) replaced += 1;
      else created += 1;
      const columns = JSON.stringify({
        id: randomUUID(),
        draftKey: draft.draftKey,
        caseId: draft.caseId,
        caseNumber: numbers.get(draft.caseId) ?? null,
        employeeId: draft.employeeId,
        payeeKind: draft.payee.kind,
        companySubunitId: draft.payee.kind === 'EMPLOYER' ? draft.payee.companySubunitId : null,
        coverageLine: draft.coverageLine,
        carrierId: carrier?.id ?? null,
        fingerprint,
        grossAmount: draft.grossAmount,
        offsetApplied: draft.offsetApplied,
        carriedOffset: draft.carriedOffset,
        netAmount: draft.netAmount,
      });
      rows.push(
        `${columns.slice(0, -1)},"draft":${draftJson},"statement":${statementJson},"problems":${problemsJson}}`,
      );
    }
    const removed = existing.filter((row) => !keep.has(row.id)).length - replaced;
    const gone = await rowsOf<{ preview_document_id: string | null }>(
      tx,
      keep.size > 0
        ? sql`delete from payouts where status = 'DRAFT' and accounting_month_id = ${month}
              and not (id = any(${uuidArray([...keep])})) returning preview_document_id`
        : sql`delete from payouts where status = 'DRAFT' and accounting_month_id = ${month}
              returning preview_document_id`,
    );
    previewBlobs = await deleteDocumentRows(
      tx,
      gone.flatMap((row) => (row.preview_document_id ? [row.preview_document_id] : [])),
    );
    // One JSON document per 1 000 payouts, unpacked by the database (not 19 parameters per row).
    for (let start = 0; start < rows.length; start += 1_000) {
      await tx.execute(sql`insert into payouts (tenant_id, id, draft_key, status, accounting_month_id, case_id,
          case_number, employee_id, payee_kind, company_subunit_id, coverage_line, carrier_id, draft, statement,
          problems, fingerprint, gross_amount, offset_applied, carried_offset, net_amount)
        select ${tenantId}, r.id, r."draftKey", 'DRAFT', ${month}, r."caseId", r."caseNumber", r."employeeId",
          r."payeeKind", r."companySubunitId", r."coverageLine", r."carrierId", r.draft, r.statement, r.problems,
          r.fingerprint, r."grossAmount", r."offsetApplied", r."carriedOffset", r."netAmount"
        from jsonb_to_recordset(${`[${rows.slice(start, start + 1_000).join(',')}]`}::jsonb) as r(id uuid,
          "draftKey" text, "caseId" uuid, "caseNumber" int, "employeeId" text, "payeeKind" text,
          "companySubunitId" text, "coverageLine" text, "carrierId" uuid, draft jsonb, statement jsonb,
          problems jsonb, fingerprint text, "grossAmount" bigint, "offsetApplied" bigint, "carriedOffset" bigint,
          "netAmount" bigint)`);
    }
    const [totals] = await rowsOf<{ count: string | number; net: string | number | null }>(
      tx,
      sql`select count(*) as count, sum(net_amount) as net from payouts
          where status = 'DRAFT' and accounting_month_id = ${month}`,
    );
    const result = {
      accountingMonthId: month,
      drafts: Number(totals?.count ?? 0),
      created,
      replaced,
      removed,
      unchanged,
      waitingForProposal,
      netAmount: chf(totals?.net ?? 0),
    };
    if (created + replaced + removed > 0) {
      await recordAudit(tx, ctx, {
        action: 'payout.regenerate',
        entityType: 'accounting-month',
        entityId: month,
        before: null,
        after: result,
      });
    }
    return result;
  });
  await removeBlobs(runtime, previewBlobs);
  return result;
}

const SORT_SQL = {
  ACCOUNTING_MONTH: sql`p.accounting_month_id`,
  // The stored lower-case last name (migration 0031): the same order without reading each statement.
  LAST_NAME: sql`p.person_sort`,
  NET_AMOUNT: sql`p.net_amount`,
  CASE_NUMBER: sql`p.case_number`,
} as const;

function listFilter(query: z.infer<typeof payoutListQuery>): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.accountingMonthId) parts.push(sql`p.accounting_month_id = ${query.accountingMonthId}`);
  if (query.statuses?.length) parts.push(sql`p.status = any(${textArray(query.statuses)})`);
  if (query.carrierId) parts.push(sql`p.carrier_id = ${query.carrierId}`);
  if (query.payeeKind) parts.push(sql`p.payee_kind = ${query.payeeKind}`);
  if (query.releaseId) parts.push(sql`p.release_id = ${query.releaseId}`);
  if (query.withProblems === 'true') parts.push(sql`jsonb_array_length(p.problems) > 0`);
  if (query.withProblems === 'false') parts.push(sql`jsonb_array_length(p.problems) = 0`);
  if (query.search) {
    const like = `%${escapeLike(query.search.toLowerCase())}%`;
    // The stored search text (migration 0031, trigram index): numbers, both name orders, employee id, case number.
    parts.push(sql`p.search_text like ${like}`);
  }
  return sql.join(parts, sql` and `);
}

export async function listPayouts(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof payoutListQuery>,
): Promise<z.infer<typeof payoutPage>> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const where = listFilter(query);
    const direction = query.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
    const rows = await rowsOf<PayoutRow>(
      tx,
      sql`select ${PAYOUT_COLUMNS} from payouts p where ${where}
          order by ${SORT_SQL[query.sortBy]} ${direction} nulls last, p.accounting_month_id desc, p.case_number, p.id
          limit ${query.take} offset ${query.skip}`,
    );
    const [totals] = await rowsOf<{
      count: string | number;
      net: string | number | null;
      gross: string | number | null;
    }>(
      tx,
      sql`select count(*) as count, sum(p.net_amount) as net, sum(p.gross_amount) as gross from payouts p where ${where}`,
    );
    return {
      items: rows.map((row) => toPayout(tenantId, row)),
      totalCount: Number(totals?.count ?? 0),
      totals: {
        count: Number(totals?.count ?? 0),
        netAmount: chf(totals?.net ?? 0),
        grossAmount: chf(totals?.gross ?? 0),
      },
    };
  });
}

export async function payoutDetail(database: Database, ctx: RequestContext, payoutId: string): Promise<Payout> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const [row] = await rowsOf<PayoutRow>(tx, sql`select ${PAYOUT_COLUMNS} from payouts p where p.id = ${payoutId}`);
    if (!row) throw new AppError('PAYOUT_NOT_FOUND', 'There is no such payout', { payoutId });
    return toPayout(tenantId, row);
  });
}

/** GET metadata: counts and net sums per status, per month and status, per carrier; problems; offsets; months. */
export async function payoutMetadataOf(
  database: Database,
  ctx: RequestContext,
): Promise<z.infer<typeof payoutMetadata>> {
  requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    type Bucket = { count: string | number; net: string | number | null };
    const byStatus = await rowsOf<Bucket & { status: Payout['status'] }>(
      tx,
      sql`select status, count(*) as count, sum(net_amount) as net from payouts group by status order by status`,
    );
    const byMonth = await rowsOf<Bucket & { month: string; status: Payout['status'] }>(
      tx,
      sql`select accounting_month_id as month, status, count(*) as count, sum(net_amount) as net from payouts
          group by accounting_month_id, status order by accounting_month_id desc, status`,
    );
    const byCarrier = await rowsOf<Bucket & { carrier_id: string | null; name: string | null }>(
      tx,
      sql`select p.carrier_id, max(c.name) as name, count(*) as count, sum(p.net_amount) as net
          from payouts p left join carriers c on c.id = p.carrier_id group by p.carrier_id order by 2 nulls last`,
    );
    const [problems] = await rowsOf<{ count: string | number }>(
      tx,
      sql`select count(*) as count from payouts where status = 'DRAFT' and jsonb_array_length(problems) > 0`,
    );
    const [offsets] = await rowsOf<{ total: string | number | null }>(
      tx,
      sql`select sum(outstanding) as total from (select sum(delta) as outstanding from payout_offsets
          group by account_key having sum(delta) > 0) o`,
    );
    const bucket = (row: Bucket) => ({ count: Number(row.count), netAmount: chf(row.net ?? 0) });
    return {
      byStatus: byStatus.map((row) => ({ status: row.status, ...bucket(row) })),
      byMonth: byMonth.map((row) => ({ accountingMonthId: row.month, status: row.status, ...bucket(row) })),
      byCarrier: byCarrier.map((row) => ({ carrierId: row.carrier_id, carrierName: row.name, ...bucket(row) })),
      withProblems: Number(problems?.count ?? 0),
      outstandingOffsets: chf(offsets?.total ?? 0),
      lockedMonths: await bookedMonths(tx),
    };
  });
}
