// Cases and claims (issue 13 scope 3; spec sections 3 "Case", 4, 7 "Cases and insured persons", 8, 9): the case
// list, an insured person's cases, the cases with claims no accounting month has taken up, the claim patch of the
// accounting and the case overview. The cases themselves are written by the event processing
// (src/server/derived/case-derivation.ts). Decisions: docs/decisions/0018-case-routes.md.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type {
  CaseComment,
  CaseCommentBody,
  CaseOverview,
  CaseSortField,
  CasesQuery,
  ClaimPatchBody,
} from '../../../contracts/cases.ts';
import { tenantConfiguration } from '../../../contracts/tenant.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { chf } from '../../../domain/money.ts';
import { type EmployeeScope, employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { caseManagementOverviewOf } from '../case-management/index.ts';
import { accountingStateOf, lockDerivation } from '../derivation/index.ts';
import {
  apiRevisionOf,
  CASES_FROM,
  COMMENT_SELECT,
  type CommentRow,
  caseIdsPage,
  casesByIds,
  claimsOfCases,
  commentsOfCases,
  countCases,
  insuredPersonById,
  lockClaims,
  refreshProcessingStatuses,
  toCaseComment,
  toCaseItem,
  updateClaimStates,
} from './cases.repository.ts';

/** The SQL of a sort field. RISK_COUNTER: the benefit days the case has used (caseCounters.benefitDaysUsed, C7). */
const SORT_KEYS: Record<CaseSortField, string> = {
  PERSONNEL_NUMBER: 'e.personnel_number',
  FIRST_NAME: 'e.first_name',
  LAST_NAME: 'e.last_name',
  START_DATE: 'c.absent_from',
  END_DATE: 'c.absent_to',
  RISK_COUNTER: 'c.benefit_days_used',
};
/** Names are null for an employee without a display record: those cases come last both ways. */
const NULLABLE_SORTS = new Set<CaseSortField>(['PERSONNEL_NUMBER', 'FIRST_NAME', 'LAST_NAME']);

/** The reporting obligation period when the tenant configures none (src/contracts/tenant.ts default). */
const DEFAULT_REPORTING_OBLIGATION_DAYS = 30;

function scopeCondition(scope: EmployeeScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.employeeIds.size === 0) return sql`false`;
  return sql`c.employee_id = any(${textArray([...scope.employeeIds])})`;
}

function unionOf(a: EmployeeScope, b: EmployeeScope): EmployeeScope {
  if (a.kind === 'all' || b.kind === 'all') return { kind: 'all' };
  return { kind: 'some', employeeIds: new Set([...a.employeeIds, ...b.employeeIds]) };
}

/**
 * Which cases a caller sees (decision 0018): SICK cases under insurance.ktg.view or
 * employee.caseManagement.cases.view, ACCIDENT cases under insurance.uvg.view; a 'superior' value limits a key to
 * the team, an internal admin sees the tenant's.
 */
export async function caseScopes(
  tx: Queryable,
  ctx: RequestContext,
): Promise<{ sick: EmployeeScope; accident: EmployeeScope }> {
  const today = swissToday();
  const ktg = await employeeScopeOf(tx, ctx, 'insurance.ktg.view', today);
  const management =
    ktg.kind === 'all' ? ktg : await employeeScopeOf(tx, ctx, 'employee.caseManagement.cases.view', today);
  const accident = await employeeScopeOf(tx, ctx, 'insurance.uvg.view', today);
  return { sick: unionOf(ktg, management), accident };
}

export function visibleCases(scopes: { sick: EmployeeScope; accident: EmployeeScope }): SQL {
  return sql`((c.claim_type = 'SICK' and ${scopeCondition(scopes.sick)})
    or (c.claim_type = 'ACCIDENT' and ${scopeCondition(scopes.accident)}))`;
}

function conditionsOf(tenantId: string, query: CasesQuery, visible: SQL): SQL {
  const conditions: SQL[] = [sql`c.tenant_id = ${tenantId}`, visible];
  if (query.employeeId) conditions.push(sql`c.employee_id = ${query.employeeId}`);
  if (query.from) conditions.push(sql`c.absent_to >= ${query.from}::date`);
  if (query.to) conditions.push(sql`c.absent_from <= ${query.to}::date`);
  if (query.claimTypes?.length) conditions.push(sql`c.claim_type = any(${textArray(query.claimTypes)})`);
  if (query.companySubunitIds?.length) {
    conditions.push(sql`c.company_subunit_id = any(${textArray(query.companySubunitIds)})`);
  }
  if (query.processingGroupIds?.length) {
    conditions.push(sql`c.processing_group_id = any(${textArray(query.processingGroupIds)})`);
  }
  if (query.withinShorttermRisk !== undefined) {
    conditions.push(sql`c.within_shortterm_risk = ${query.withinShorttermRisk}`);
  }
  if (query.withinContinuationOfPayment !== undefined) {
    conditions.push(sql`c.within_continuation_of_payment = ${query.withinContinuationOfPayment}`);
  }
  if (query.processingStatuses?.length) {
    conditions.push(sql`c.processing_statuses && ${textArray(query.processingStatuses)}`);
  }
  if (query.status) conditions.push(sql`c.status = ${query.status}`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    // The display record's search text holds personnel number, names and employee id (one trigram index); every
    // case's employee has one (the engine needs the employee's records).
    conditions.push(sql`e.search_text like ${pattern}`);
  }
  return sql.join(conditions, sql` and `);
}

export async function listCases(database: Database, ctx: RequestContext, query: CasesQuery) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const where = conditionsOf(tenantId, query, visibleCases(await caseScopes(tx, ctx)));
    const direction = sql.raw(query.sortOrder === 'DESC' ? 'desc' : 'asc');
    const nulls = sql.raw(NULLABLE_SORTS.has(query.sortBy) ? ' nulls last' : '');
    const orderBy = sql`${sql.raw(SORT_KEYS[query.sortBy])} ${direction}${nulls}, c.absent_from ${direction}, c.id asc`;
    const ids = await caseIdsPage(tx, where, orderBy, query.skip, query.take);
    const rows = await casesByIds(tx, tenantId, ids);
    const claims = query.include?.includes('claims') ? await claimsOfCases(tx, tenantId, ids) : null;
    const comments = query.include?.includes('comments') ? await commentsOfCases(tx, tenantId, ids) : null;
    const totalCount = await countCases(tx, where);
    return {
      items: rows.map((row) => toCaseItem(row, claims?.get(row.id) ?? undefined, comments?.get(row.id) ?? undefined)),
      totalCount,
    };
  });
}

const insuredPersonNotFound = (insuredPersonId: string, status: 400 | 404) =>
  new AppError('INSURED_PERSON_NOT_FOUND', 'Insured person not found', { insuredPersonId }, status);

/** The person's cases the caller may see, oldest first, with their claims; 404 when none is visible or unknown. */
export async function insuredPersonCases(database: Database, ctx: RequestContext, insuredPersonId: string) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const person = await insuredPersonById(tx, tenantId, insuredPersonId);
    const scopes = await caseScopes(tx, ctx);
    if (!person || !(inScope(scopes.sick, person.employee_id) || inScope(scopes.accident, person.employee_id))) {
      throw insuredPersonNotFound(insuredPersonId, 404);
    }
    const where = sql`c.tenant_id = ${tenantId} and c.insured_person_id = ${insuredPersonId} and ${visibleCases(scopes)}`;
    const ids = await caseIdsPage(tx, where, sql`c.absent_from asc, c.id asc`, 0, 10_000);
    const rows = await casesByIds(tx, tenantId, ids);
    const claims = await claimsOfCases(tx, tenantId, ids);
    const comments = await commentsOfCases(tx, tenantId, ids);
    return {
      insuredPersonId: person.id,
      employeeId: person.employee_id,
      employeeCounters: person.employee_counters,
      items: rows.map((row) => toCaseItem(row, claims.get(row.id) ?? [], comments.get(row.id) ?? [])),
    };
  });
}

/**
 * Cases with UNASSIGNED claims that pay something (amount not 0) in closed-out months: months before the current
 * one (Zurich), whose claims no accounting month has taken up (decision 0018). Oldest case first.
 */
export async function casesWithUnassignedClaims(
  database: Database,
  ctx: RequestContext,
  query: { skip: number; take: number },
) {
  const tenantId = requireTenantId(ctx);
  const currentMonth = swissToday().slice(0, 7);
  return inTenant(database, ctx, async (tx) => {
    const scope = await employeeScopeOf(tx, ctx, 'claims.view', swissToday());
    const open = sql`with open_claims as materialized (
        select l.case_id, count(*)::int as claim_count, count(distinct l.date)::int as day_count,
          sum(l.daily_allowance)::bigint as amount,
          array_agg(distinct l.accounting_month_id order by l.accounting_month_id) as months
        from claims l
        where l.tenant_id = ${tenantId} and l.processing_status = 'UNASSIGNED' and l.daily_allowance <> 0
          and l.accounting_month_id < ${currentMonth}
        group by l.case_id) `;
    const where = sql`c.tenant_id = ${tenantId} and ${scopeCondition(scope)}`;
    const page = await rowsOf<{
      id: string;
      claim_count: number;
      day_count: number;
      amount: number | string;
      months: string[] | string;
    }>(
      tx,
      sql`${open}select c.id, o.claim_count, o.day_count, o.amount, o.months from ${CASES_FROM}
          join open_claims o on o.case_id = c.id
          where ${where} order by c.absent_from asc, c.id asc offset ${query.skip} limit ${query.take}`,
    );
    const [total] = await rowsOf<{ value: number }>(
      tx,
      sql`${open}select count(*)::int as value from ${CASES_FROM} join open_claims o on o.case_id = c.id where ${where}`,
    );
    const rows = await casesByIds(
      tx,
      tenantId,
      page.map((row) => row.id),
    );
    const extra = new Map(page.map((row) => [row.id, row]));
    return {
      items: rows.map((row) => {
        const open = extra.get(row.id);
        const months = open?.months ?? [];
        return {
          ...toCaseItem(row),
          unassignedClaimCount: open?.claim_count ?? 0,
          unassignedDayCount: open?.day_count ?? 0,
          unassignedAmount: chf(open?.amount ?? 0),
          unassignedMonths: Array.isArray(months) ? months : months.replace(/^\{|\}$/g, '').split(','),
        };
      }),
      totalCount: total?.value ?? 0,
    };
  });
}

/**
 * Sets the processing status (and month) of an insured person's claims (decision 0018). All or nothing: an unknown
 * person (or one outside the caller's scope) answers 400 INSURED_PERSON_NOT_FOUND, a claim that is not the
 * person's 400 CASE_NOT_FOUND with the claimIds, a claim whose revision moved on 409 REVISION_CONFLICT with the
 * claimIds. Takes the employee's derivation lock (the event processing replaces claims under it and carries their
 * accounting state over) and the claims' row locks; updates the cases' processing statuses; audited with the
 * claims' states before and after.
 */
export async function patchClaims(database: Database, ctx: RequestContext, body: ClaimPatchBody) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const person = await insuredPersonById(tx, tenantId, body.insuredPersonId);
    const scope = await employeeScopeOf(tx, ctx, 'claims.edit', swissToday());
    if (!person || !inScope(scope, person.employee_id)) throw insuredPersonNotFound(body.insuredPersonId, 400);
    await lockDerivation(tx, tenantId, [person.employee_id]);
    const rows = await lockClaims(
      tx,
      tenantId,
      person.employee_id,
      body.claims.map((claim) => claim.claimId),
    );
    const byId = new Map(rows.map((row) => [row.claim_id, row]));
    const missing = body.claims.filter((claim) => !byId.has(claim.claimId)).map((claim) => claim.claimId);
    if (missing.length > 0) {
      throw new AppError(
        'CASE_NOT_FOUND',
        `${missing.length} claim${missing.length === 1 ? ' was' : 's were'} not found in the cases of this insured person`,
        { claimIds: missing },
        400,
      );
    }
    // A locked month never changes (C12): a booked claim keeps its state, no claim moves into a locked month.
    const accounting = await accountingStateOf(tx, tenantId, person.employee_id);
    const touchesLocked = body.claims.filter(
      (claim) =>
        accounting.bookedClaimIds.has(claim.claimId) ||
        (claim.accountingMonthId !== undefined && accounting.lockedMonths.has(claim.accountingMonthId)),
    );
    if (touchesLocked.length > 0) {
      throw new AppError(
        'ACCOUNTING_MONTH_LOCKED',
        `${touchesLocked.length === 1 ? 'A claim is' : `${touchesLocked.length} claims are`} booked in a locked ` +
          'accounting month or would move into one: a locked month never changes',
        { claimIds: touchesLocked.map((claim) => claim.claimId) },
      );
    }
    const stale = body.claims.filter((claim) => apiRevisionOf(byId.get(claim.claimId) as never) !== claim.revisionId);
    if (stale.length > 0) {
      throw new AppError(
        'REVISION_CONFLICT',
        `${stale.length === 1 ? 'A claim was' : `${stale.length} claims were`} changed (recomputed or patched) since ` +
          'you read them. Reload the claims to see their current state, then make your change again.',
        {
          claimIds: stale.map((claim) => claim.claimId),
          currentRevisionIds: stale.map((claim) => apiRevisionOf(byId.get(claim.claimId) as never)),
        },
      );
    }
    const changes = body.claims
      .map((claim) => {
        const row = byId.get(claim.claimId) as NonNullable<ReturnType<typeof byId.get>>;
        const accountingMonthId = claim.accountingMonthId ?? null;
        const beforeMonth =
          row.processing_status === 'SCHEDULED' || row.processing_status === 'PROCESSED'
            ? row.accounting_month_id
            : null;
        return { claim, row, accountingMonthId, beforeMonth };
      })
      .filter(
        (change) =>
          change.row.processing_status !== change.claim.processingStatus ||
          change.beforeMonth !== change.accountingMonthId,
      );
    if (changes.length > 0) {
      await updateClaimStates(
        tx,
        tenantId,
        changes.map((change) => ({
          claimId: change.claim.claimId,
          processingStatus: change.claim.processingStatus,
          accountingMonthId: change.accountingMonthId,
        })),
      );
      await refreshProcessingStatuses(tx, tenantId, [...new Set(changes.map((change) => change.row.case_id))]);
      const state = (status: string, month: string | null) => ({ processingStatus: status, accountingMonthId: month });
      await recordAudit(tx, ctx, {
        action: 'claim.patch',
        entityType: 'insured-person',
        entityId: person.id,
        before: Object.fromEntries(
          changes.map((change) => [change.claim.claimId, state(change.row.processing_status, change.beforeMonth)]),
        ),
        after: Object.fromEntries(
          changes.map((change) => [
            change.claim.claimId,
            state(change.claim.processingStatus, change.accountingMonthId),
          ]),
        ),
      });
    }
    return { patchedIds: changes.map((change) => change.claim.claimId) };
  });
}

const addDays = (date: string, days: number) => fromEpochDay(toEpochDay(date) + days);

/**
 * The case overview (decision 0018): isCaseReviewCompleted and powUploadedAt have no inputs yet (false, null);
 * backToWork is the day after the last incapacity day once that day is past; earliestReportDate is absentFrom plus
 * the tenant's reporting obligation period (days), when the case lasts that long. 404 CASE_NOT_FOUND when unknown or
 * not visible to the caller.
 */
export async function caseOverviewOf(
  database: Database,
  ctx: RequestContext,
  ktgCaseId: string,
): Promise<CaseOverview> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const visible = visibleCases(await caseScopes(tx, ctx));
    const [row] = await rowsOf<{ absent_from: string; absent_to: string; status: string; employee_id: string }>(
      tx,
      sql`select c.absent_from::text as absent_from, c.absent_to::text as absent_to, c.status, c.employee_id
          from cases c
          where c.tenant_id = ${tenantId} and c.id = ${ktgCaseId} and ${visible}`,
    );
    if (!row) throw new AppError('CASE_NOT_FOUND', 'Case not found', { ktgCaseId });
    const version = await currentConfigurationVersion(tx, tenantId);
    const parsed = version ? tenantConfiguration.safeParse(version.configuration) : null;
    const period = parsed?.success
      ? parsed.data.insuranceConfiguration.reportsConfiguration.reportingObligationPeriod
      : DEFAULT_REPORTING_OBLIGATION_DAYS;
    const reportDate = addDays(row.absent_from, period);
    // Case management (issue 30, decision 0052): the one naming this case, else the employee's running one, gives
    // the review, the power of attorney, the case manager's report date and the plan's full return.
    const managed = await caseManagementOverviewOf(tx, ktgCaseId, row.employee_id);
    return {
      isCaseReviewCompleted: managed?.isCaseReviewCompleted ?? false,
      powUploadedAt: managed?.powUploadedAt ?? null,
      backToWork: managed?.plannedFullReturn ?? (row.absent_to < swissToday() ? addDays(row.absent_to, 1) : null),
      earliestReportDate: managed?.earliestReportDate ?? (reportDate <= row.absent_to ? reportDate : null),
    };
  });
}

/** The edit scopes of the comment writes: SICK under insurance.ktg.edit or case management edit, ACCIDENT uvg. */
export async function caseEditScopes(
  tx: Queryable,
  ctx: RequestContext,
): Promise<{ sick: EmployeeScope; accident: EmployeeScope }> {
  const today = swissToday();
  const ktg = await employeeScopeOf(tx, ctx, 'insurance.ktg.edit', today);
  const management =
    ktg.kind === 'all' ? ktg : await employeeScopeOf(tx, ctx, 'employee.caseManagement.cases.edit', today);
  const accident = await employeeScopeOf(tx, ctx, 'insurance.uvg.edit', today);
  return { sick: unionOf(ktg, management), accident };
}

/**
 * The case a comment write names (decision 0018): 404 CASE_NOT_FOUND when unknown, not visible to the caller or not
 * of the insured person; 403 FORBIDDEN when visible but the caller may not edit its claim type for the employee.
 */
async function writableCase(
  tx: Queryable,
  ctx: RequestContext,
  tenantId: string,
  caseId: string,
  insuredPersonId: string,
): Promise<{ id: string; employee_id: string; claim_type: 'SICK' | 'ACCIDENT' }> {
  const visible = visibleCases(await caseScopes(tx, ctx));
  const [row] = await rowsOf<{ id: string; employee_id: string; claim_type: 'SICK' | 'ACCIDENT' }>(
    tx,
    sql`select c.id, c.employee_id, c.claim_type from cases c
        where c.tenant_id = ${tenantId} and c.id = ${caseId} and c.insured_person_id = ${insuredPersonId}
          and ${visible}`,
  );
  if (!row) throw new AppError('CASE_NOT_FOUND', 'Case not found', { caseId, insuredPersonId });
  const edit = await caseEditScopes(tx, ctx);
  if (!inScope(row.claim_type === 'SICK' ? edit.sick : edit.accident, row.employee_id)) {
    throw new AppError('FORBIDDEN', 'You may view this case but not comment on it');
  }
  return row;
}

/** Posts a comment on a case (decision 0018); audited `case-comment.create`. */
export async function createCaseComment(
  database: Database,
  ctx: RequestContext,
  caseId: string,
  body: CaseCommentBody,
): Promise<CaseComment> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await writableCase(tx, ctx, tenantId, caseId, body.insuredPersonId);
    const actor = actorOf(ctx);
    const [row] = await rowsOf<CommentRow>(
      tx,
      sql`insert into case_comments as m (tenant_id, id, case_id, insured_person_id, comment, valid_from, valid_to,
            posted_by_type, posted_by_id, posted_by_name)
          values (${tenantId}, ${randomUUID()}, ${caseId}, ${body.insuredPersonId}, ${body.comment},
            ${body.validBetween?.from ?? null}::date, ${body.validBetween?.to ?? null}::date, ${actor.actorType},
            ${actor.actorId}, ${actor.actorName})
          returning ${COMMENT_SELECT}`,
    );
    const comment = toCaseComment(row as CommentRow);
    await recordAudit(tx, ctx, {
      action: 'case-comment.create',
      entityType: 'case',
      entityId: caseId,
      after: { commentId: comment.commentId, comment: comment.comment, validBetween: comment.validBetween },
    });
    return comment;
  });
}

/**
 * Deletes a comment (decision 0018): the case must be writable by the caller (as for a new comment), the comment
 * one of the case's (404 COMMENT_NOT_FOUND), and the caller its poster, an HR_Admin or an internal admin (403
 * FORBIDDEN otherwise). Audited `case-comment.delete` with the comment before.
 */
export async function deleteCaseComment(
  database: Database,
  ctx: RequestContext,
  params: { insuredPersonId: string; caseId: string; commentId: string },
): Promise<void> {
  const tenantId = requireTenantId(ctx);
  await inTenant(database, ctx, async (tx) => {
    await writableCase(tx, ctx, tenantId, params.caseId, params.insuredPersonId);
    const [row] = await rowsOf<CommentRow>(
      tx,
      sql`select ${COMMENT_SELECT} from case_comments m
          where m.tenant_id = ${tenantId} and m.id = ${params.commentId} and m.case_id = ${params.caseId}
          for update`,
    );
    if (!row) throw new AppError('COMMENT_NOT_FOUND', 'Comment not found', { commentId: params.commentId });
    const actor = actorOf(ctx);
    const isPoster = row.posted_by_type === actor.actorType && row.posted_by_id === actor.actorId;
    const isHrAdmin = ctx.actor?.kind === 'admin' || (ctx.actor?.kind === 'user' && ctx.actor.userRole === 'HR_Admin');
    if (!isPoster && !isHrAdmin) throw new AppError('FORBIDDEN', 'Only the poster or an HR_Admin may delete a comment');
    await tx.execute(sql`delete from case_comments where tenant_id = ${tenantId} and id = ${params.commentId}`);
    const comment = toCaseComment(row);
    await recordAudit(tx, ctx, {
      action: 'case-comment.delete',
      entityType: 'case',
      entityId: params.caseId,
      before: {
        commentId: comment.commentId,
        comment: comment.comment,
        validBetween: comment.validBetween,
        postedBy: comment.postedBy,
      },
    });
  });
}
