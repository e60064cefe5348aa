// Accounting months and their locks (issue 14; spec sections 3 "Accounting", 4, 7 "Admin: accounting month"; C12;
// docs/decisions/0027-accounting-months-and-locks.md). An admin opens a month, looks at what a lock would freeze
// and locks it for a company subunit and processing group (null = all): the covered employees' claim lines of the
// month become booked claims (the engine's input for later corrections) and snapshot lines, and the claims become
// PROCESSED in the month. Locking is irreversible, idempotent for the same unit, audited, and runs behind the
// accounting gate (exclusive), so no derivation or claim patch of the tenant is half done while it reads. A lock books
// no day after its lock date (today in Zurich) and a month that has not begun is not locked (decision 0041).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  accountingMonthCreateBody,
  accountingMonthDetail,
  lockBody,
  lockedAndUnlocked,
  lockPreview,
  lockPreviewQuery,
} from '../../../contracts/accounting.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import { exportAccountIdOf, mappingFor } from '../../../domain/accounting/booking-lines.ts';
import { lockDateOf, splitAtLockDate } from '../../../domain/accounting/lock-date.ts';
import {
  type AccountingEntity,
  type BookableClaim,
  covers,
  includes,
  type SnapshotPerson,
  snapshotLinesOf,
} from '../../../domain/accounting/snapshots.ts';
import type { SnapshotLine } from '../../../domain/accounting/types.ts';
import { chf } from '../../../domain/money.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockGate } from '../../concurrency.ts';
import { recordDomainEvents } from '../../platform/domain-events.ts';
import { type JobQueue, QUEUES } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { refreshProcessingStatuses } from '../cases/index.ts';
import { ACCOUNTING_GATE } from '../derivation/index.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import {
  type AccountingExportJob,
  assertKnownUnit,
  blockedClaimCount,
  bookableClaims,
  bookClaims,
  entityOfRow,
  insertSnapshots,
  type LockRow,
  lockRows,
  type MonthRow,
  monthRows,
  openIssuesOf,
  requireMonth,
  type Summary,
  sameEntity,
  snapshotPersons,
  submissionRows,
  summaryOf,
  toLockedEntity,
  WHOLE,
} from './accounting.repository.ts';
import { mappingsOf } from './accounting-exports.service.ts';
import { assertMonthHasBegun } from './month-closing.service.ts';
import { salaryExportsOf } from './salary-exports.service.ts';

async function currentConfiguration(tx: AppTransaction, tenantId: string) {
  return (await currentTenantConfiguration(tx, tenantId)).configuration;
}

// --- Months ---------------------------------------------------------------------------------------------------------

export async function createMonth(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof accountingMonthCreateBody>,
): Promise<Summary> {
  const tenantId = requireTenantId(ctx);
  const actor = requireActor(ctx);
  return inTenant(database, ctx, async (tx) => {
    const inserted = await rowsOf<MonthRow>(
      tx,
      sql`insert into accounting_months (tenant_id, accounting_month_id, created_by)
          values (${tenantId}, ${body.accountingMonthId}, ${actor.name})
          on conflict do nothing returning accounting_month_id, created_at`,
    );
    const month = inserted[0];
    if (!month) {
      throw new AppError('ACCOUNTING_MONTH_EXISTS', `Accounting month ${body.accountingMonthId} is already open`, {
        accountingMonthId: body.accountingMonthId,
      });
    }
    await recordAudit(tx, ctx, {
      action: 'accounting-month.create',
      entityType: 'accounting-month',
      entityId: body.accountingMonthId,
      before: null,
      after: { accountingMonthId: body.accountingMonthId },
    });
    return summaryOf(tenantId, month, [], []);
  });
}

export async function listMonths(database: Database, ctx: RequestContext): Promise<{ items: Summary[] }> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const [months, locks, submissions] = [await monthRows(tx), await lockRows(tx), await submissionRows(tx)];
    return { items: months.reverse().map((month) => summaryOf(tenantId, month, locks, submissions)) };
  });
}

/** Locked (for the whole organisation, newest first) and unlocked (oldest first) months of the tenant. */
export async function lockedAndUnlockedMonths(
  database: Database,
  ctx: RequestContext,
): Promise<z.infer<typeof lockedAndUnlocked>> {
  const { items } = await listMonths(database, ctx);
  return {
    locked: items.filter((item) => item.isLocked),
    unlocked: items.filter((item) => !item.isLocked).reverse(),
  };
}

export async function monthDetail(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  month: string,
): Promise<z.infer<typeof accountingMonthDetail>> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const row = await requireMonth(tx, month);
    const locks = await lockRows(tx, month);
    const submissions = await submissionRows(tx, month);
    const [locked] = await rowsOf<{
      count: string | number;
      days: string | number | null;
      amount: string | number | null;
    }>(
      tx,
      sql`select count(*) as count, sum(days) as days, sum(amount) as amount from accounting_snapshots
          where tenant_id = ${tenantId} and accounting_month_id = ${month}`,
    );
    const [open] = await rowsOf<{ count: string | number; amount: string | number | null }>(
      tx,
      sql`select count(*) as count, sum(c.daily_allowance) as amount from claims c
          where c.tenant_id = ${tenantId} and c.accounting_month_id = ${month} and c.processing_status <> 'BLOCKED'
            and not exists (select 1 from booked_claims b where b.tenant_id = c.tenant_id
                            and b.accounting_month_id = ${month} and b.claim_id = c.claim_id)`,
    );
    const exports = await salaryExportsOf(tx, runtime, tenantId, { accountingMonthId: month });
    return {
      ...summaryOf(tenantId, row, locks, submissions),
      totals: {
        lockedLineCount: Number(locked?.count ?? 0),
        lockedDayCount: Number(locked?.days ?? 0),
        lockedAmount: chf(locked?.amount ?? 0),
        openLineCount: Number(open?.count ?? 0),
        openDayCount: Number(open?.count ?? 0),
        openAmount: chf(open?.amount ?? 0),
      },
      salaryExports: exports.filter((item) => item.type === 'SALARY_EXPORT'),
      ktgProtocolExports: exports.filter((item) => item.type === 'KTG_PROTOCOL'),
    };
  });
}

// --- Locks ----------------------------------------------------------------------------------------------------------

type LockPlan = {
  entity: AccountingEntity;
  covering: LockRow | undefined;
  /** The last day the lock books (today, or the month's last day once it is over). */
  lockDate: string;
  /** The covered claims up to the lock date: what the lock books. */
  claims: BookableClaim[];
  /** The covered claims after the lock date: not booked; C12 takes them into the next open month (0041). */
  later: BookableClaim[];
  lines: Omit<SnapshotLine, 'snapshotId'>[];
  employeeIds: string[];
  blocked: number;
  /** Lines no export account mapping covers (the salary exports leave them out; the preview warns). */
  unmapped: number;
};

/**
 * What locking `entity` on `today` would freeze: the claims of the covered employees not covered by an earlier lock,
 * dated up to the lock date (the later ones are named, not booked).
 */
async function planLock(
  tx: AppTransaction,
  tenantId: string,
  month: string,
  entity: AccountingEntity,
  today: string,
): Promise<LockPlan> {
  const lockDate = lockDateOf(month, today);
  const locks = await lockRows(tx, month);
  const covering = locks.find((lock) => includes(entityOfRow(lock), entity));
  const candidates = covering ? [] : await bookableClaims(tx, tenantId, month);
  const persons = await snapshotPersons(tx, tenantId, month, [...new Set(candidates.map((claim) => claim.employeeId))]);
  const isCovered = (employeeId: string) => {
    const unit = persons.get(employeeId)?.entity ?? WHOLE;
    return covers(entity, unit) && !locks.some((lock) => covers(entityOfRow(lock), unit));
  };
  const { booked: claims, later } = splitAtLockDate(
    candidates.filter((claim) => isCovered(claim.employeeId)),
    lockDate,
  );
  // Each line keeps the export account it is booked on (decision 0028): a later mapping change moves no locked line.
  const mappings = mappingsOf(await currentConfiguration(tx, tenantId));
  let unmapped = 0;
  const lines = snapshotLinesOf(month, claims, (employeeId) => persons.get(employeeId) as SnapshotPerson).map(
    (line) => {
      if (line.salaryExportAccountId !== null) return line;
      const found = mappingFor({ ...line, snapshotId: '' }, mappings);
      if (!found) {
        unmapped += 1;
        return line;
      }
      return { ...line, salaryExportAccountId: exportAccountIdOf(found.mapping) };
    },
  );
  return {
    entity,
    covering,
    lockDate,
    claims,
    later,
    lines,
    employeeIds: [...new Set(claims.map((claim) => claim.employeeId))],
    blocked: await blockedClaimCount(tx, tenantId, month),
    unmapped,
  };
}

const sumOf = (lines: readonly { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);
const dayCountOf = (lines: readonly { days: number }[]) => lines.reduce((sum, line) => sum + line.days, 0);

export async function previewLock(
  database: Database,
  ctx: RequestContext,
  month: string,
  query: z.infer<typeof lockPreviewQuery>,
  today: string,
): Promise<z.infer<typeof lockPreview>> {
  const tenantId = requireTenantId(ctx);
  const entity = {
    companySubunitId: query.companySubunitId ?? null,
    processingGroupId: query.processingGroupId ?? null,
  };
  return inTenant(database, ctx, async (tx) => {
    await requireMonth(tx, month);
    assertMonthHasBegun(month, today);
    await assertKnownUnit(tx, tenantId, entity);
    const plan = await planLock(tx, tenantId, month, entity, today);
    const units = new Map<
      string,
      { companySubunitId: string | null; processingGroupId: string | null; lineCount: number; amount: number }
    >();
    for (const line of plan.lines) {
      const key = `${line.companySubunitId ?? ''}|${line.processingGroupId ?? ''}`;
      const unit = units.get(key) ?? {
        companySubunitId: line.companySubunitId,
        processingGroupId: line.processingGroupId,
        lineCount: 0,
        amount: 0,
      };
      unit.lineCount += 1;
      unit.amount += line.amount;
      units.set(key, unit);
    }
    return {
      accountingMonthId: month,
      ...entity,
      lockDate: plan.lockDate,
      employeeCount: plan.employeeIds.length,
      lineCount: plan.lines.length,
      dayCount: dayCountOf(plan.lines),
      laterDayCount: plan.later.length,
      laterAmount: chf(plan.later.reduce((sum, claim) => sum + claim.dailyAllowance, 0)),
      openIssues: await openIssuesOf(tx, tenantId, entity),
      totalAmount: chf(sumOf(plan.lines)),
      correctionAmount: chf(sumOf(plan.lines.filter((line) => line.isCorrection))),
      byUnit: [...units.values()]
        .sort((a, b) =>
          `${a.companySubunitId}|${a.processingGroupId}`.localeCompare(`${b.companySubunitId}|${b.processingGroupId}`),
        )
        .map((unit) => ({ ...unit, amount: chf(unit.amount) })),
      blockedClaimCount: plan.blocked,
      unmappedLineCount: plan.unmapped,
      alreadyLocked: plan.covering !== undefined,
    };
  });
}

/**
 * Locks a month for a unit (decision 0027) on `today` (Zurich). The same unit again answers the existing lock
 * (created: false); a unit inside an earlier, wider lock answers 409 ACCOUNTING_MONTH_LOCKED; a preview that no
 * longer matches (expected line count or total) answers 409 LOCK_PREVIEW_OUTDATED and locks nothing; a month that has
 * not begun 409 ACCOUNTING_MONTH_NOT_STARTED. Only days up to today are booked (decision 0041): the employees whose
 * later days stay unbooked are derived again, so C12 books those days as corrections in the next open month.
 */
export async function lockMonth(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  month: string,
  body: z.infer<typeof lockBody>,
  today: string,
) {
  const tenantId = requireTenantId(ctx);
  const actor = requireActor(ctx);
  const entity = { companySubunitId: body.companySubunitId, processingGroupId: body.processingGroupId };
  return inTenant(database, ctx, async (tx) => {
    // Exclusive: no derivation or claim patch of the tenant runs while the month's claims are read and booked.
    await lockGate(tx, tenantId, ACCOUNTING_GATE, 'exclusive');
    const monthRow = await requireMonth(tx, month);
    assertMonthHasBegun(month, today);
    await assertKnownUnit(tx, tenantId, entity);
    const plan = await planLock(tx, tenantId, month, entity, today);
    if (plan.covering) {
      if (sameEntity(entityOfRow(plan.covering), entity)) {
        return {
          created: false,
          lock: toLockedEntity(plan.covering),
          month: summaryOf(tenantId, monthRow, await lockRows(tx, month), await submissionRows(tx, month)),
        };
      }
      throw new AppError(
        'ACCOUNTING_MONTH_LOCKED',
        `Accounting month ${month} is already locked for this unit by a wider lock`,
        { accountingMonthId: month, lockId: plan.covering.id },
      );
    }
    const total = sumOf(plan.lines);
    const lineCountChanged = body.expectedLineCount !== undefined && body.expectedLineCount !== plan.lines.length;
    const totalChanged = body.expectedTotalAmount !== undefined && body.expectedTotalAmount !== chf(total);
    if (lineCountChanged || totalChanged) {
      throw new AppError(
        'LOCK_PREVIEW_OUTDATED',
        'The lines of the month changed since the preview: look at the preview again, then lock',
        { lineCount: plan.lines.length, totalAmount: chf(total) },
      );
    }
    const lockId = randomUUID();
    await tx.execute(sql`
      insert into accounting_month_locks (tenant_id, id, accounting_month_id, company_subunit_id, processing_group_id,
        locked_by, employee_count, line_count, total_amount, day_count, correction_amount)
      values (${tenantId}, ${lockId}, ${month}, ${entity.companySubunitId}, ${entity.processingGroupId},
        ${actor.name}, ${plan.employeeIds.length}, ${plan.lines.length}, ${total}, ${dayCountOf(plan.lines)},
        ${sumOf(plan.lines.filter((line) => line.isCorrection))})`);
    if (plan.claims.length > 0) {
      await bookClaims(tx, tenantId, lockId, month, plan.employeeIds, plan.lockDate);
      await insertSnapshots(
        tx,
        tenantId,
        lockId,
        plan.lines.map((line) => ({ ...line, snapshotId: randomUUID() })),
      );
      await refreshProcessingStatuses(tx, tenantId, [...new Set(plan.claims.map((claim) => claim.caseId))]);
      // Cases whose last open lines were just booked move on to CLOSED: their employees are derived again.
      const finalising = await rowsOf<{ employee_id: string }>(
        tx,
        sql`select distinct employee_id from cases where tenant_id = ${tenantId} and status = 'BEING_FINALIZED'
            and id = any(${uuidArray([...new Set(plan.claims.map((claim) => claim.caseId))])})`,
      );
      await recordDomainEvents(
        tx,
        jobs,
        tenantId,
        finalising.map((row) => ({
          type: 'employee-data-modified' as const,
          employeeId: row.employee_id,
          payload: { cause: 'accounting-month-locked', accountingMonthId: month },
        })),
      );
    }
    // The employees with days after the lock date: derived again, their later days become corrections (C12) in the
    // first open month after this one, where a lock books them once they have happened (decision 0041).
    await recordDomainEvents(
      tx,
      jobs,
      tenantId,
      [...new Set(plan.later.map((claim) => claim.employeeId))].map((employeeId) => ({
        type: 'employee-data-modified' as const,
        employeeId,
        payload: { cause: 'accounting-month-locked-before-its-end', accountingMonthId: month, lockDate: plan.lockDate },
      })),
    );
    // The files follow in a job enqueued with the lock (without a queue the route generates them after the commit).
    if (jobs) {
      await jobs.sendInTransaction(tx, QUEUES.accountingExports, { tenantId, lockId } satisfies AccountingExportJob);
    }
    const [lock] = await lockRows(tx, month).then((rows) => rows.filter((row) => row.id === lockId));
    const lockItem = toLockedEntity(lock as LockRow);
    await recordAudit(tx, ctx, {
      action: 'accounting-month.lock',
      entityType: 'accounting-month',
      entityId: month,
      before: null,
      after: {
        ...lockItem,
        lockedAt: undefined,
        lockDate: plan.lockDate,
        laterDayCount: plan.later.length,
        laterAmount: chf(plan.later.reduce((sum, claim) => sum + claim.dailyAllowance, 0)),
      },
    });
    return {
      created: true,
      lock: lockItem,
      month: summaryOf(tenantId, monthRow, await lockRows(tx, month), await submissionRows(tx, month)),
    };
  });
}
