// The tenant's side of the accounting (issue 14; spec section 7 "Accounting, tenant and reports"; decision 0027):
// the lines of a month (locked snapshot lines and the open claim lines grouped the same way), the employer's
// submissions and the daily-allowance widget.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AccountingLine,
  AccountingLinesQuery,
  accountingLinesPage,
  dailyAllowanceWidget,
  submission,
  submissionBody,
  submissions,
  widgetStep,
} from '../../../contracts/accounting.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { includes } from '../../../domain/accounting/snapshots.ts';
import { chf } from '../../../domain/money.ts';
import { type EmployeeScope, employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import {
  assertKnownUnit,
  entityOfRow,
  lockRows,
  monthRows,
  requireMonth,
  type SubmissionRow,
  submissionRows,
  summaryOf,
} from './accounting.repository.ts';
import {
  type Line,
  lineOfSnapshotRow,
  openLinesOfMonth,
  SNAPSHOT_COLUMNS,
  type SnapshotRow,
} from './accounting-lines.repository.ts';
import { assertMonthHasBegun } from './month-closing.service.ts';

function toApiLine(line: Line): AccountingLine {
  return {
    ...line,
    isLocked: line.lockId !== null,
    dailyRate: chf(line.dailyRate),
    dailyAllowance: chf(line.dailyAllowance),
    amount: chf(line.amount),
  };
}

const counterOf = (line: Line, name: string) =>
  line.counterSnapshots.find((counter) => counter.name === name)?.value ?? 0;

/** The value a sort field sorts by (ties: start date, then person and case). */
function sortValue(line: Line, field: AccountingLinesQuery['sortBy']): string | number {
  switch (field) {
    // A missing value sorts as the largest, as in the database's order.
    case 'PERSONNEL_NUMBER':
      return line.personnelNumber ?? '\uffff';
    case 'FIRST_NAME':
      return (line.firstName ?? '\uffff').toLowerCase();
    case 'LAST_NAME':
      return (line.lastName ?? '\uffff').toLowerCase();
    case 'START_DATE':
      return line.startDate;
    case 'END_DATE':
      return line.endDate;
    case 'RISK_COUNTER':
      return counterOf(line, 'BENEFIT_DAYS');
    case 'COUNTER':
      return counterOf(line, 'CASE_DAYS');
    case 'DAILY_ALLOWANCE_RATE':
      return line.dailyAllowance;
    case 'DAILY_ALLOWANCE_AMOUNT':
      return line.amount;
  }
}

function matches(line: Line, query: AccountingLinesQuery, scope: EmployeeScope): boolean {
  if (scope.kind === 'some' && !scope.employeeIds.has(line.employeeId)) return false;
  if (query.employeeId && line.employeeId !== query.employeeId) return false;
  if (query.claimTypes?.length && !query.claimTypes.includes(line.claimType)) return false;
  if (query.companySubunitIds?.length && !query.companySubunitIds.includes(line.companySubunitId ?? '')) return false;
  if (query.processingGroupIds?.length && !query.processingGroupIds.includes(line.processingGroupId ?? ''))
    return false;
  if (query.withinShorttermRisk !== undefined && line.isWithinShorttermRisk !== query.withinShorttermRisk) return false;
  if (
    query.withinContinuationOfPayment !== undefined &&
    line.isWithinContinuationOfPayment !== query.withinContinuationOfPayment
  ) {
    return false;
  }
  if (query.isCorrection !== undefined && line.isCorrection !== query.isCorrection) return false;
  if (query.isLocked !== undefined && (line.lockId !== null) !== query.isLocked) return false;
  if (query.search) {
    const needle = query.search.toLowerCase();
    const text = `${line.personnelNumber ?? ''} ${line.firstName ?? ''} ${line.lastName ?? ''} ${line.employeeId}`;
    if (!text.toLowerCase().includes(needle)) return false;
  }
  return true;
}

/** The SQL filter of the snapshot lines (the same rules as `matches`). */
function snapshotFilter(tenantId: string, month: string, query: AccountingLinesQuery, scope: EmployeeScope): SQL {
  const parts: SQL[] = [sql`s.tenant_id = ${tenantId}`, sql`s.accounting_month_id = ${month}`];
  if (scope.kind === 'some') parts.push(sql`s.employee_id = any(${textArray([...scope.employeeIds])})`);
  if (query.employeeId) parts.push(sql`s.employee_id = ${query.employeeId}`);
  if (query.claimTypes?.length) parts.push(sql`s.claim_type = any(${textArray(query.claimTypes)})`);
  if (query.companySubunitIds?.length) {
    parts.push(sql`coalesce(s.company_subunit_id, '') = any(${textArray(query.companySubunitIds)})`);
  }
  if (query.processingGroupIds?.length) {
    parts.push(sql`coalesce(s.processing_group_id, '') = any(${textArray(query.processingGroupIds)})`);
  }
  if (query.withinShorttermRisk !== undefined)
    parts.push(sql`s.is_within_shortterm_risk = ${query.withinShorttermRisk}`);
  if (query.withinContinuationOfPayment !== undefined) {
    parts.push(sql`s.is_within_continuation_of_payment = ${query.withinContinuationOfPayment}`);
  }
  if (query.isCorrection !== undefined) parts.push(sql`s.is_correction = ${query.isCorrection}`);
  if (query.isLocked === false) parts.push(sql`false`);
  if (query.search) {
    const like = `%${escapeLike(query.search.toLowerCase())}%`;
    parts.push(
      sql`lower(coalesce(s.personnel_number, '') || ' ' || coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '') || ' ' || s.employee_id) like ${like}`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * The month list's sorts, each served by an index with the tie-breakers (schema accounting_snapshots_<column>_idx),
 * forwards for ASC and backwards for DESC. A missing name or personnel number sorts as the largest value (last
 * ascending, first descending), as the index has it.
 */
const SORT_SQL: Record<AccountingLinesQuery['sortBy'], SQL> = {
  PERSONNEL_NUMBER: sql`s.personnel_number`,
  // The stored names as they sort in the database's collation.
  FIRST_NAME: sql`s.first_name`,
  LAST_NAME: sql`s.last_name`,
  START_DATE: sql`s.start_date`,
  END_DATE: sql`s.end_date`,
  // The BENEFIT_DAYS and CASE_DAYS counters of counterSnapshots, stored as columns by the lock.
  RISK_COUNTER: sql`s.benefit_days`,
  COUNTER: sql`s.case_days`,
  DAILY_ALLOWANCE_RATE: sql`s.daily_allowance`,
  DAILY_ALLOWANCE_AMOUNT: sql`s.amount`,
};

/** Whether the query selects the whole month (then the locks' stored totals are the locked lines' totals). */
function selectsWholeMonth(query: AccountingLinesQuery, scope: EmployeeScope): boolean {
  return (
    scope.kind === 'all' &&
    !query.employeeId &&
    !query.claimTypes?.length &&
    !query.companySubunitIds?.length &&
    !query.processingGroupIds?.length &&
    query.withinShorttermRisk === undefined &&
    query.withinContinuationOfPayment === undefined &&
    query.isCorrection === undefined &&
    query.isLocked !== false &&
    !query.search
  );
}

/**
 * GET /accounting-month/{accountingMonthId}: the month's lines with the case list's filters and sorts plus COUNTER,
 * DAILY_ALLOWANCE_RATE and DAILY_ALLOWANCE_AMOUNT, paged, with the totals of every selected line. A month locked for
 * everyone pages in the database; a month with open lines groups them on request and merges them in.
 */
export async function monthLines(
  database: Database,
  ctx: RequestContext,
  month: string,
  query: AccountingLinesQuery,
): Promise<z.infer<typeof accountingLinesPage>> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await requireMonth(tx, month);
    const scope = await employeeScopeOf(tx, ctx, 'dailyAllowances.view', swissToday());
    const open =
      query.isLocked === true
        ? []
        : (await openLinesOfMonth(tx, tenantId, month)).filter((line) => matches(line, query, scope));
    const where = snapshotFilter(tenantId, month, query, scope);
    const direction = query.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
    // The tie-breakers run in the sort's direction, so one index (scanned forwards or backwards) gives the order.
    const order = sql`${SORT_SQL[query.sortBy]} ${direction}, s.start_date ${direction}, s.employee_id ${direction},
      s.case_number ${direction}, s.id ${direction}`;
    type Totals = {
      count: string | number;
      amount: string | number | null;
      days: string | number | null;
      corrections: string | number | null;
    };
    // The whole month: the totals each lock stored (a month of 100 000 lines is not summed per request).
    const [totals] = selectsWholeMonth(query, scope)
      ? await rowsOf<Totals>(
          tx,
          sql`select coalesce(sum(line_count), 0) as count, sum(total_amount) as amount, sum(day_count) as days,
                sum(correction_amount) as corrections
              from accounting_month_locks where tenant_id = ${tenantId} and accounting_month_id = ${month}`,
        )
      : await rowsOf<Totals>(
          tx,
          sql`select count(*) as count, sum(s.amount) as amount, sum(s.days) as days,
                sum(case when s.is_correction then s.amount else 0 end) as corrections
              from accounting_snapshots s where ${where}`,
        );
    const lockedCount = Number(totals?.count ?? 0);
    let items: Line[];
    if (open.length === 0) {
      // The page's ids first (from the sort's index alone), then their rows: a deep page does not read the rows it
      // skips.
      const rows = await rowsOf<SnapshotRow>(
        tx,
        sql`select ${SNAPSHOT_COLUMNS} from accounting_snapshots s
            join (select s.id as page_id from accounting_snapshots s where ${where}
                  order by ${order} limit ${query.take} offset ${query.skip}) p on s.id = p.page_id
            where s.tenant_id = ${tenantId}
            order by ${order}`,
      );
      items = rows.map(lineOfSnapshotRow);
    } else {
      const rows = await rowsOf<SnapshotRow>(
        tx,
        sql`select ${SNAPSHOT_COLUMNS} from accounting_snapshots s where ${where}`,
      );
      const sign = query.sortOrder === 'ASC' ? 1 : -1;
      const all = [...rows.map(lineOfSnapshotRow), ...open].sort((a, b) => {
        const x = sortValue(a, query.sortBy);
        const y = sortValue(b, query.sortBy);
        return (
          (x < y ? -sign : x > y ? sign : 0) ||
          (a.startDate < b.startDate ? -sign : a.startDate > b.startDate ? sign : 0) ||
          (a.employeeId < b.employeeId ? -sign : a.employeeId > b.employeeId ? sign : 0) ||
          sign * (a.caseNumber - b.caseNumber)
        );
      });
      items = all.slice(query.skip, query.skip + query.take);
    }
    const openAmount = open.reduce((sum, line) => sum + line.amount, 0);
    return {
      items: items.map(toApiLine),
      totalCount: lockedCount + open.length,
      totals: {
        amount: chf(Number(totals?.amount ?? 0) + openAmount),
        days: Number(totals?.days ?? 0) + open.reduce((sum, line) => sum + line.days, 0),
        correctionAmount: chf(
          Number(totals?.corrections ?? 0) +
            open.filter((line) => line.isCorrection).reduce((sum, line) => sum + line.amount, 0),
        ),
      },
    };
  });
}

// --- Submissions ----------------------------------------------------------------------------------------------------

function toSubmission(row: SubmissionRow): z.infer<typeof submission> {
  return {
    submissionId: row.id,
    accountingMonthId: row.accounting_month_id,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    comment: row.comment,
    submittedAt: (row.submitted_at instanceof Date ? row.submitted_at : new Date(row.submitted_at)).toISOString(),
    submittedBy: row.submitted_by_name,
  };
}

async function submissionsOf(
  tx: AppTransaction,
  tenantId: string,
  month: string,
): Promise<z.infer<typeof submissions>> {
  const monthRow = await requireMonth(tx, month);
  const rows = await submissionRows(tx, month);
  const summary = summaryOf(tenantId, monthRow, await lockRows(tx, month), rows);
  return { accountingMonthId: month, status: summary.submissionStatus, submissions: rows.map(toSubmission) };
}

export async function listSubmissions(database: Database, ctx: RequestContext, month: string) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, (tx) => submissionsOf(tx, tenantId, month));
}

/**
 * POST /accounting-month/{accountingMonth}/submissions: the employer submits the month for a unit (null = all).
 * 409 ACCOUNTING_MONTH_LOCKED when a lock already covers the unit, 409 ACCOUNTING_MONTH_ALREADY_SUBMITTED for the
 * same unit twice (also when two requests race: the unique index decides), 409 ACCOUNTING_MONTH_NOT_STARTED for a
 * month that has not begun on `today` (Zurich; decision 0041).
 */
export async function submitMonth(
  database: Database,
  ctx: RequestContext,
  month: string,
  body: z.infer<typeof submissionBody>,
  today: string,
): Promise<z.infer<typeof submission>> {
  const tenantId = requireTenantId(ctx);
  const actor = requireActor(ctx);
  const entity = { companySubunitId: body.companySubunitId, processingGroupId: body.processingGroupId };
  return inTenant(database, ctx, async (tx) => {
    await requireMonth(tx, month);
    assertMonthHasBegun(month, today);
    await assertKnownUnit(tx, tenantId, entity);
    const locks = await lockRows(tx, month);
    if (locks.some((lock) => includes(entityOfRow(lock), entity))) {
      throw new AppError('ACCOUNTING_MONTH_LOCKED', `Accounting month ${month} is already locked for this unit`, {
        accountingMonthId: month,
      });
    }
    const [row] = await rowsOf<SubmissionRow>(
      tx,
      sql`insert into accounting_submissions (tenant_id, id, accounting_month_id, company_subunit_id,
            processing_group_id, comment, submitted_by_user_id, submitted_by_name)
          values (${tenantId}, ${randomUUID()}, ${month}, ${entity.companySubunitId}, ${entity.processingGroupId},
            ${body.comment}, ${actor.kind === 'user' ? actor.userId : null}, ${actor.name})
          on conflict do nothing
          returning id, accounting_month_id, company_subunit_id, processing_group_id, comment, submitted_at,
            submitted_by_name`,
    );
    if (!row) {
      throw new AppError(
        'ACCOUNTING_MONTH_ALREADY_SUBMITTED',
        `Accounting month ${month} has already been submitted for this unit`,
        { accountingMonthId: month },
      );
    }
    const item = toSubmission(row);
    await recordAudit(tx, ctx, {
      action: 'accounting-month.submit',
      entityType: 'accounting-month',
      entityId: month,
      before: null,
      after: { ...entity, comment: body.comment },
    });
    return item;
  });
}

// --- Widget ---------------------------------------------------------------------------------------------------------

type Step = z.infer<typeof widgetStep>;

/**
 * GET /accounting-month/daily-allowance-widget: the steps of a month (default: the oldest month not locked for the
 * whole organisation) from data received to exported, each completed, pending or blocked, with the reason and where
 * to act (decision 0027).
 */
export async function dailyAllowanceWidgetOf(
  database: Database,
  ctx: RequestContext,
  requested: string | undefined,
): Promise<z.infer<typeof dailyAllowanceWidget>> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const months = await monthRows(tx);
    const locks = await lockRows(tx);
    const allSubmissions = await submissionRows(tx);
    const summaries = months.map((row) => summaryOf(tenantId, row, locks, allSubmissions));
    const summary = requested
      ? summaries.find((item) => item.accountingMonthId === requested)
      : summaries.find((item) => !item.isLocked);
    if (requested && !summary) await requireMonth(tx, requested);
    if (!summary) return { accountingMonthId: null, submissionStatus: null, steps: [] };
    const month = summary.accountingMonthId;
    const start = `${month}-01`;
    const count = async (query: SQL) => Number((await rowsOf<{ count: string | number }>(tx, query))[0]?.count ?? 0);
    const absenceDays = await count(
      sql`select count(*) as count from (select 1 from absences where tenant_id = ${tenantId} and not deleted
            and date between ${start}::date and (date_trunc('month', ${start}::date) + interval '1 month - 1 day')::date
            limit 1) a`,
    );
    const uploads = await count(
      sql`select count(*) as count from file_uploads where tenant_id = ${tenantId} and kind = 'absence'
            and status = 'completed' and start_date <= (date_trunc('month', ${start}::date) + interval '1 month - 1 day')::date
            and end_date >= ${start}::date`,
    );
    const issues = await count(
      sql`select count(*) as count from tenant_issues where tenant_id = ${tenantId} and ignored_at is null`,
    );
    const blocked = await count(
      sql`select count(*) as count from claims where tenant_id = ${tenantId} and accounting_month_id = ${month}
            and processing_status = 'BLOCKED'`,
    );
    const exported = await count(
      sql`select count(*) as count from salary_exports where tenant_id = ${tenantId} and accounting_month_id = ${month}
            and type = 'SALARY_EXPORT' and not is_preview`,
    );
    const link = `/daily-allowances?month=${month}`;
    const submitted = summary.submissionStatus !== 'not_submitted';
    const steps: Step[] = [
      uploads > 0 || absenceDays > 0
        ? {
            step: 'DATA_RECEIVED',
            status: 'completed',
            reason: 'Absences of the month are recorded',
            count: null,
            link: '/data-hub',
          }
        : {
            step: 'DATA_RECEIVED',
            status: 'pending',
            reason: 'No absence file or absence of the month yet',
            count: null,
            link: '/data-hub',
          },
      issues === 0
        ? {
            step: 'ISSUES_RESOLVED',
            status: 'completed',
            reason: 'No open data issue',
            count: 0,
            link: '/insurance/issues',
          }
        : {
            step: 'ISSUES_RESOLVED',
            status: 'pending',
            reason: 'Open data issues to resolve or dismiss',
            count: issues,
            link: '/insurance/issues',
          },
      blocked === 0
        ? { step: 'CLAIMS_REVIEWED', status: 'completed', reason: 'No blocked claim in the month', count: 0, link }
        : {
            step: 'CLAIMS_REVIEWED',
            status: 'blocked',
            reason: 'Blocked claims are not booked until released',
            count: blocked,
            link,
          },
      submitted
        ? { step: 'SUBMITTED', status: 'completed', reason: 'The employer submitted the month', count: null, link }
        : {
            step: 'SUBMITTED',
            status: 'pending',
            reason: 'Payroll submits the month when its data is complete',
            count: null,
            link,
          },
      summary.isLocked
        ? { step: 'LOCKED', status: 'completed', reason: 'The insurer locked the month', count: null, link }
        : submitted
          ? {
              step: 'LOCKED',
              status: 'pending',
              reason: 'Waiting for the insurer to lock the month',
              count: null,
              link,
            }
          : {
              step: 'LOCKED',
              status: 'blocked',
              reason: 'The month is locked after its submission',
              count: null,
              link,
            },
      exported > 0
        ? { step: 'EXPORTED', status: 'completed', reason: 'The salary export is ready to download', count: null, link }
        : summary.isLocked
          ? { step: 'EXPORTED', status: 'pending', reason: 'The salary export is being generated', count: null, link }
          : { step: 'EXPORTED', status: 'blocked', reason: 'The salary export follows the lock', count: null, link },
    ];
    return { accountingMonthId: month, submissionStatus: summary.submissionStatus, steps };
  });
}
