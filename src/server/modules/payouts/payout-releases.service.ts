// The release of payouts under four eyes (issue 15; spec section 4 "DRAFT, then RELEASED through the release action";
// decisions 0031, 0033). Admin A proposes DRAFT payouts for a bank business day (PROPOSED: their lines enter the
// duplicate guard at once); a different admin B approves (RELEASED: offsets booked, payment files written) or either
// cancels (the payouts return to DRAFT). Every step runs behind the tenant's payouts gate, re-checks the domain's
// release guard against the ledger and is audited with the amounts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { payoutRelease, payoutReleaseList, releaseBody } from '../../../contracts/payouts.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { pgArrayLiteral, textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { swissDateTime } from '../../../domain/dates.ts';
import { chf } from '../../../domain/money.ts';
import { compareDrafts } from '../../../domain/payouts/netting.ts';
import { isBankBusinessDay, nextBankBusinessDay } from '../../../domain/payouts/pain001/bank-business-days.ts';
import { accountKeyOf } from '../../../domain/payouts/payout-keys.ts';
import { batchReleaseProblems } from '../../../domain/payouts/release-guard.ts';
import type { PaidLedger, PayoutDraft, ReleaseProblem } from '../../../domain/payouts/types.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockGate } from '../../concurrency.ts';
import { type JobQueue, QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { type DocumentRuntime, deleteDocumentRows, removeBlobs } from '../documents/index.ts';
import {
  PAYMENT_FILE_COLUMNS,
  type PaymentFileRow,
  paymentFilesOf,
  writePaymentFile,
} from './payment-files.service.ts';
import type { PayoutProblem } from './payout-parties.ts';
import { type PayoutStatementJob, writeReleaseStatements } from './payout-statements.service.ts';
import { ledgerOf, type PayoutRow, payoutRowsByIds, withLines } from './payouts.repository.ts';
import { PAYOUTS_GATE } from './payouts.service.ts';

type Release = z.infer<typeof payoutRelease>;

type ReleaseRow = {
  id: string;
  status: Release['status'];
  requested_execution_date: string;
  payout_count: number;
  total_amount: string | number;
  proposed_by_admin_id: string;
  proposed_by_name: string;
  proposed_at: Date | string;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  comment: string;
  statements_written: number;
};

const RELEASE_COLUMNS = sql`id, status, requested_execution_date::text as requested_execution_date, payout_count,
  total_amount, proposed_by_admin_id, proposed_by_name, proposed_at, decided_by_name, decided_at, comment,
  statements_written`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function requireAdmin(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (actor.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only platform admins release payouts');
  return actor;
}

function checkExecutionDate(date: string) {
  const today = swissToday();
  if (date < today || !isBankBusinessDay(date)) {
    const suggestion = nextBankBusinessDay(date < today ? today : date);
    throw new AppError(
      'EXECUTION_DATE_NOT_BUSINESS_DAY',
      `${date} is ${date < today ? 'in the past' : 'not a Swiss bank business day'}: the next possible day is ${suggestion}`,
      { requestedExecutionDate: date, nextBankBusinessDay: suggestion },
    );
  }
}

const RELEASE_MESSAGES: Record<ReleaseProblem['code'], string> = {
  EMPTY: 'Nothing to pay or explain',
  NEGATIVE_AMOUNT: 'A negative amount',
  INCONSISTENT_AMOUNTS: 'The amounts do not add up',
  ALREADY_PAID: 'A line of it was already paid or proposed: regenerate the month',
  OFFSET_NOT_AVAILABLE: 'The offset it consumes was used by another payout: regenerate the month',
  DAY_PAID_TWICE: 'A day would be paid twice: release the earlier correction month first',
};

/** A payout row with its draft's lines (the stored draft has none: withLines reads them from its booked claims). */
type PayoutWithLines = Omit<PayoutRow, 'draft'> & { draft: PayoutDraft };

/** The payouts (locked for update) with their drafts' lines. */
async function payoutsWithLines(tx: AppTransaction, ids: readonly string[]): Promise<PayoutWithLines[]> {
  const rows = await payoutRowsByIds(tx, ids);
  const drafts = await withLines(
    tx,
    rows.map((row) => row.draft),
  );
  return rows.map((row, index) => ({ ...row, draft: drafts[index] as PayoutDraft }));
}

/**
 * The release guard over a batch, in the order offsets are consumed: each payout against the ledger with the ones
 * before it released (one pass, batchReleaseProblems). Payment data problems stop a payout that pays something.
 */
function batchProblems(rows: readonly PayoutWithLines[], ledger: PaidLedger) {
  const ordered = [...rows].sort((a, b) => compareDrafts(a.draft, b.draft));
  const found = batchReleaseProblems(
    ordered.map((row) => row.draft),
    ledger,
    (_draft, index) => {
      const row = ordered[index] as PayoutWithLines;
      return Number(row.net_amount) > 0 ? (row.problems as PayoutProblem[]) : [];
    },
  );
  return [...found].map(([index, problems]) => ({
    payoutId: (ordered[index] as PayoutWithLines).id,
    problems: problems.map((problem) =>
      'message' in problem
        ? { code: problem.code, message: problem.message }
        : { code: problem.code, message: RELEASE_MESSAGES[problem.code] },
    ),
  }));
}

function refuse(problems: ReturnType<typeof batchProblems>) {
  throw new AppError(
    'PAYOUT_NOT_RELEASABLE',
    `${problems.length} payout${problems.length === 1 ? '' : 's'} cannot be released: ${problems[0]?.problems[0]?.message}`,
    { problems },
  );
}

/** POST release: admin A proposes DRAFT payouts for payment on a bank business day. */
export async function proposeRelease(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof releaseBody>,
): Promise<Release> {
  const tenantId = requireTenantId(ctx);
  const admin = requireAdmin(ctx);
  checkExecutionDate(body.requestedExecutionDate);
  const releaseId = randomUUID();
  await inTenant(database, ctx, async (tx) => {
    await lockGate(tx, tenantId, PAYOUTS_GATE, 'exclusive');
    const ids = [...new Set(body.payoutIds)];
    const rows = await payoutsWithLines(tx, ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new AppError('PAYOUT_NOT_FOUND', 'There is no such payout', { payoutIds: missing });
    const notDraft = rows.filter((row) => row.status !== 'DRAFT');
    if (notDraft.length > 0) {
      throw new AppError('PAYOUT_NOT_DRAFT', 'Only DRAFT payouts can be proposed for release', {
        payoutIds: notDraft.map((row) => row.id),
      });
    }
    const problems = batchProblems(rows, await ledgerOf(tx));
    if (problems.length > 0) refuse(problems);
    const total = rows.reduce((sum, row) => sum + Number(row.net_amount), 0);
    await tx.execute(sql`insert into payout_releases (tenant_id, id, status, requested_execution_date, payout_count,
        total_amount, proposed_by_admin_id, proposed_by_name, comment)
      values (${tenantId}, ${releaseId}, 'PROPOSED', ${body.requestedExecutionDate}, ${rows.length}, ${total},
        ${admin.adminUserId}, ${admin.name}, ${body.comment})`);
    await tx.execute(sql`update payouts set status = 'PROPOSED', release_id = ${releaseId}
        where id = any(${uuidArray(ids)})`);
    const lines = rows.flatMap((row) => {
      const accountKey = accountKeyOf(row.draft.payee, row.draft.coverageLine);
      return row.draft.lines.map((line) => ({ line, payoutId: row.id, party: row.draft.payee.kind, accountKey }));
    });
    for (let start = 0; start < lines.length; start += 20_000) {
      // The duplicate guard in the database: a guard key a proposed or released payout holds cannot enter twice.
      // One array per column (not ten parameters per line).
      const chunk = lines.slice(start, start + 20_000);
      const texts = (value: (item: (typeof chunk)[number]) => string) => textArray(chunk.map(value));
      await tx.execute(sql`insert into payout_lines (tenant_id, guard_key, payout_id, day_slot, party, kind, claim_id,
          revision_id, amount, account_key)
        select ${tenantId}, l.guard_key, l.payout_id, l.day_slot, l.party, l.kind, l.claim_id, l.revision_id, l.amount,
          l.account_key
        from unnest(${texts((item) => item.line.guardKey)}, ${uuidArray(chunk.map((item) => item.payoutId))},
          ${texts((item) => item.line.daySlot)}, ${texts((item) => item.party)}, ${texts((item) => item.line.kind)},
          ${texts((item) => item.line.claimId)}, ${texts((item) => item.line.revisionId)},
          ${pgArrayLiteral(chunk.map((item) => String(item.line.amount)))}::bigint[],
          ${texts((item) => item.accountKey)})
          as l(guard_key, payout_id, day_slot, party, kind, claim_id, revision_id, amount, account_key)`);
    }
    await recordAudit(tx, ctx, {
      action: 'payout.release.propose',
      entityType: 'payout-release',
      entityId: releaseId,
      before: null,
      after: {
        requestedExecutionDate: body.requestedExecutionDate,
        payoutCount: rows.length,
        totalAmount: chf(total),
        payouts: rows.map((row) => ({ payoutId: row.id, netAmount: chf(row.net_amount) })),
      },
    });
  });
  return releaseDetail(null, database, ctx, releaseId);
}

async function releaseForUpdate(tx: AppTransaction, releaseId: string) {
  const [release] = await rowsOf<ReleaseRow>(
    tx,
    sql`select ${RELEASE_COLUMNS} from payout_releases where id = ${releaseId} for update`,
  );
  if (!release) throw new AppError('PAYOUT_RELEASE_NOT_FOUND', 'There is no such release', { releaseId });
  if (release.status !== 'PROPOSED') {
    throw new AppError('PAYOUT_RELEASE_NOT_PROPOSED', `This release is ${release.status.toLowerCase()} already`, {
      releaseId,
      status: release.status,
    });
  }
  return release;
}

/**
 * POST approve: admin B (not the proposer: 403 FOUR_EYES_REQUIRED) releases the proposal. The guard is checked once
 * more against everything released meanwhile; the offsets are booked (never below 0) and a payment file row is
 * written per carrier; the files' bytes follow after the commit. The statements job is enqueued in the transaction
 * (without a job queue the statements are written after the commit, before the answer).
 */
export async function approveRelease(
  runtime: DocumentRuntime | null,
  jobs: JobQueue | null,
  database: Database,
  ctx: RequestContext,
  releaseId: string,
): Promise<Release> {
  const tenantId = requireTenantId(ctx);
  const admin = requireAdmin(ctx);
  // The draft previews of the released payouts: their statements are written apart (decision 0034).
  let previewBlobs: string[] = [];
  const fileIds = await inTenant(database, ctx, async (tx) => {
    await lockGate(tx, tenantId, PAYOUTS_GATE, 'exclusive');
    const release = await releaseForUpdate(tx, releaseId);
    if (release.proposed_by_admin_id === admin.adminUserId) {
      throw new AppError(
        'FOUR_EYES_REQUIRED',
        `${release.proposed_by_name} proposed this release: a second admin must approve it`,
        { releaseId },
      );
    }
    checkExecutionDate(release.requested_execution_date);
    const ids = (
      await rowsOf<{ id: string }>(tx, sql`select id from payouts where release_id = ${releaseId} order by id`)
    ).map((row) => row.id);
    const rows = await payoutsWithLines(tx, ids);
    const problems = batchProblems(rows, await ledgerOf(tx, { exceptReleaseId: releaseId }));
    if (problems.length > 0) refuse(problems);

    const previews = await rowsOf<{ preview_document_id: string }>(
      tx,
      sql`select preview_document_id from payouts where release_id = ${releaseId} and preview_document_id is not null`,
    );
    await tx.execute(sql`update payouts set status = 'RELEASED', released_at = now(),
        end_to_end_id = case when net_amount > 0 then 'ABZ' || upper(replace(id::text, '-', '')) end,
        preview_document_id = null, preview_fingerprint = null
        where release_id = ${releaseId}`);
    previewBlobs = await deleteDocumentRows(
      tx,
      previews.map((row) => row.preview_document_id),
    );
    for (const row of rows) {
      const accountKey = accountKeyOf(row.draft.payee, row.draft.coverageLine);
      for (const delta of [-Number(row.offset_applied), Number(row.carried_offset)]) {
        if (delta === 0) continue;
        await tx.execute(sql`insert into payout_offsets (tenant_id, id, account_key, payee, coverage_line, payout_id,
            delta) values (${tenantId}, ${randomUUID()}, ${accountKey}, ${JSON.stringify(row.draft.payee)}::jsonb,
            ${row.draft.coverageLine}, ${row.id}, ${delta})`);
      }
    }
    const [negative] = await rowsOf<{ account_key: string }>(
      tx,
      sql`select account_key from payout_offsets group by account_key having sum(delta) < 0 limit 1`,
    );
    if (negative) {
      refuse([
        {
          payoutId: rows[0]?.id ?? '',
          problems: [{ code: 'OFFSET_NOT_AVAILABLE', message: RELEASE_MESSAGES.OFFSET_NOT_AVAILABLE }],
        },
      ]);
    }
    // GrpHdr/CreDtTm: the local time in Zurich with its offset (the message id takes its local date).
    const createdAt = swissDateTime(new Date());
    const byCarrier = new Map<string, PayoutWithLines[]>();
    for (const row of rows) {
      if (Number(row.net_amount) <= 0 || !row.carrier_id) continue;
      const group = byCarrier.get(row.carrier_id);
      if (group) group.push(row);
      else byCarrier.set(row.carrier_id, [row]);
    }
    const ids2: string[] = [];
    for (const [carrierId, group] of byCarrier) {
      const fileId = randomUUID();
      const messageId = `ABZ${createdAt.slice(0, 10).replaceAll('-', '')}${fileId.replaceAll('-', '').slice(0, 20).toUpperCase()}`;
      await tx.execute(sql`insert into payment_files (tenant_id, id, release_id, carrier_id, message_id,
          transaction_count, control_sum, requested_execution_date, created_at_text)
        values (${tenantId}, ${fileId}, ${releaseId}, ${carrierId}, ${messageId}, ${group.length},
          ${group.reduce((sum, row) => sum + Number(row.net_amount), 0)}, ${release.requested_execution_date},
          ${createdAt})`);
      await tx.execute(sql`update payouts set payment_file_id = ${fileId}
          where release_id = ${releaseId} and carrier_id = ${carrierId} and net_amount > 0`);
      ids2.push(fileId);
    }
    await tx.execute(sql`update payout_releases set status = 'RELEASED', decided_by_admin_id = ${admin.adminUserId},
        decided_by_name = ${admin.name}, decided_at = now() where id = ${releaseId}`);
    await recordAudit(tx, ctx, {
      action: 'payout.release.approve',
      entityType: 'payout-release',
      entityId: releaseId,
      before: { status: 'PROPOSED', proposedBy: release.proposed_by_name },
      after: {
        status: 'RELEASED',
        requestedExecutionDate: release.requested_execution_date,
        payoutCount: rows.length,
        totalAmount: chf(release.total_amount),
        payouts: rows.map((row) => ({ payoutId: row.id, netAmount: chf(row.net_amount) })),
      },
    });
    if (jobs) {
      await jobs.sendInTransaction(tx, QUEUES.payoutStatements, { tenantId, releaseId } satisfies PayoutStatementJob);
    }
    return ids2;
  });
  if (runtime) {
    await removeBlobs(runtime, previewBlobs);
    for (const fileId of fileIds) await writePaymentFile(runtime, database, tenantId, fileId);
  }
  if (runtime && !jobs) await writeReleaseStatements(runtime, database, { tenantId, releaseId });
  return releaseDetail(runtime, database, ctx, releaseId);
}

/** POST cancel: either admin withdraws a proposal; its payouts return to DRAFT and leave the guard. */
export async function cancelRelease(database: Database, ctx: RequestContext, releaseId: string): Promise<Release> {
  const tenantId = requireTenantId(ctx);
  const admin = requireAdmin(ctx);
  await inTenant(database, ctx, async (tx) => {
    await lockGate(tx, tenantId, PAYOUTS_GATE, 'exclusive');
    const release = await releaseForUpdate(tx, releaseId);
    await tx.execute(sql`delete from payout_lines where payout_id in
        (select id from payouts where release_id = ${releaseId})`);
    await tx.execute(sql`update payouts set status = 'DRAFT', release_id = null where release_id = ${releaseId}`);
    await tx.execute(sql`update payout_releases set status = 'CANCELLED', decided_by_admin_id = ${admin.adminUserId},
        decided_by_name = ${admin.name}, decided_at = now() where id = ${releaseId}`);
    await recordAudit(tx, ctx, {
      action: 'payout.release.cancel',
      entityType: 'payout-release',
      entityId: releaseId,
      before: { status: 'PROPOSED', totalAmount: chf(release.total_amount) },
      after: { status: 'CANCELLED' },
    });
  });
  return releaseDetail(null, database, ctx, releaseId);
}

/** The admin asking (null for anyone else): a release they proposed is theirs, and another admin approves it. */
function viewerAdminId(ctx: RequestContext): string | null {
  const actor = ctx.actor;
  return actor?.kind === 'admin' ? actor.adminUserId : null;
}

function toRelease(row: ReleaseRow, files: Release['paymentFiles'], viewer: string | null): Release {
  return {
    releaseId: row.id,
    status: row.status,
    requestedExecutionDate: row.requested_execution_date,
    payoutCount: row.payout_count,
    totalAmount: chf(row.total_amount),
    proposedBy: row.proposed_by_name,
    isOwnProposal: viewer !== null && row.proposed_by_admin_id === viewer,
    proposedAt: iso(row.proposed_at),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    comment: row.comment,
    statementsWritten: row.statements_written,
    paymentFiles: files,
  };
}

export async function releaseDetail(
  runtime: DocumentRuntime | null,
  database: Database,
  ctx: RequestContext,
  releaseId: string,
): Promise<Release> {
  const tenantId = requireTenantId(ctx);
  const { release, files } = await inTenant(database, ctx, async (tx) => {
    const [release] = await rowsOf<ReleaseRow>(
      tx,
      sql`select ${RELEASE_COLUMNS} from payout_releases where id = ${releaseId}`,
    );
    if (!release) throw new AppError('PAYOUT_RELEASE_NOT_FOUND', 'There is no such release', { releaseId });
    const files = await rowsOf<PaymentFileRow>(
      tx,
      sql`select ${PAYMENT_FILE_COLUMNS} from payment_files where release_id = ${releaseId} order by message_id`,
    );
    return { release, files };
  });
  return toRelease(release, await paymentFilesOf(runtime, database, tenantId, files), viewerAdminId(ctx));
}

export async function listReleases(
  runtime: DocumentRuntime | null,
  database: Database,
  ctx: RequestContext,
): Promise<z.infer<typeof payoutReleaseList>> {
  const tenantId = requireTenantId(ctx);
  const { releases, files } = await inTenant(database, ctx, async (tx) => ({
    releases: await rowsOf<ReleaseRow>(
      tx,
      sql`select ${RELEASE_COLUMNS} from payout_releases order by proposed_at desc limit 200`,
    ),
    files: await rowsOf<PaymentFileRow>(tx, sql`select ${PAYMENT_FILE_COLUMNS} from payment_files order by message_id`),
  }));
  const items: Release[] = [];
  for (const release of releases) {
    const own = files.filter((file) => file.release_id === release.id);
    items.push(toRelease(release, await paymentFilesOf(runtime, database, tenantId, own), viewerAdminId(ctx)));
  }
  return { items };
}
