// Case managements (issue 30, decision 0052): the list (a superior: the team), the detail, the case manager's changes
// (responsible, linked insurance cases, case review, the signed power of attorney, the earliest report date), the
// return-to-work plan (a superior in scope writes it too), closing with an outcome, and the employee's status. A
// case management out of reach answers 404 CASE_MANAGEMENT_NOT_FOUND; a closed one refuses every change with 409
// CASE_MANAGEMENT_CLOSED. Every write takes the employee's case-management lock, locks the row, checks the revision
// (409 REVISION_CONFLICT), records the audit entry (and the status change when closing) in one transaction.
import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CASE_MANAGEMENT_SORT_FIELDS,
  caseManagementsQuery,
  closeCaseManagementBody,
  patchCaseManagementBody,
  putReturnToWorkPlanBody,
} from '../../../contracts/case-management.ts';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { caseManagements } from '../../../db/schema/case-management.ts';
import { documents } from '../../../db/schema/documents.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { plannedFullReturnOf } from '../../../domain/return-to-work.ts';
import { assertInScope, type EmployeeScope, inScope } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision, lockAggregate } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import {
  CASE_MANAGEMENT_LOCK,
  type Caller,
  type CaseManagementRow,
  callerOf,
  caseManagementDetail,
  caseManagementRow,
  employeeExists,
  employeeStatusOf,
  listRows,
  type StoredPlan,
  scopeCondition,
  toListItem,
} from './case-management.repository.ts';
import { recordStatus, responsibleOf } from './case-management-requests.service.ts';

const SORT_KEYS: Record<(typeof CASE_MANAGEMENT_SORT_FIELDS)[number], string> = {
  OPENED_AT: 'm.opened_at',
  LAST_NAME: 'el.last_name',
  STATUS: 'm.status',
  NEXT_DEADLINE: 'nd.due_date',
};

export function listCaseManagements(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof caseManagementsQuery>,
) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    const conditions: SQL[] = [scopeCondition(caller.casesView, sql`m.employee_id`)];
    if (query.status === 'ACTIVE' || query.status === 'NOT_ACTIVE') conditions.push(sql`m.status = ${query.status}`);
    // REQUESTED is an employee's status, never a case management's: no case management is REQUESTED.
    if (query.status === 'REQUESTED') conditions.push(sql`false`);
    if (query.employeeId) conditions.push(sql`m.employee_id = ${query.employeeId}`);
    if (query.mine) {
      conditions.push(caller.userId === null ? sql`false` : sql`m.responsible_user_id = ${caller.userId}::uuid`);
    }
    if (query.search) {
      conditions.push(sql`el.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
    }
    const where = sql.join(conditions, sql` and `);
    const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
    const order = sql`${sql.raw(SORT_KEYS[query.sortBy])} ${direction} nulls last, m.opened_at desc, m.id`;
    const rows = await listRows(tx, where, order, query.skip, query.take);
    const [counted] = await rowsOf<{ total: number }>(
      tx,
      sql`select count(*)::int as total from case_managements m
          left join employee_list el on el.tenant_id = m.tenant_id and el.employee_id = m.employee_id
          where ${where}`,
    );
    return { items: rows.map(toListItem), totalCount: Number(counted?.total ?? 0) };
  });
}

export function getCaseManagement(database: Database, ctx: RequestContext, id: string) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    return caseManagementDetail(tx, caller, await caseManagementRow(tx, id, caller.casesView, false));
  });
}

/**
 * Runs a change of one case management: the caller's reach under `scopeOf` (404 outside), the employee's lock, the
 * row locked, 409 CASE_MANAGEMENT_CLOSED when closed, the revision checked; answers the detail afterwards.
 */
function changeCaseManagement(
  database: Database,
  ctx: RequestContext,
  id: string,
  revision: number | undefined,
  scopeOf: (caller: Caller) => EmployeeScope,
  change: (tx: AppTransaction, row: CaseManagementRow, caller: Caller, tenantId: string) => Promise<CaseManagementRow>,
) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    const peek = await caseManagementRow(tx, id, scopeOf(caller), false);
    await lockAggregate(tx, tenantId, CASE_MANAGEMENT_LOCK, peek.employeeId);
    const row = await caseManagementRow(tx, id, scopeOf(caller), true);
    if (row.status !== 'ACTIVE') {
      throw new AppError('CASE_MANAGEMENT_CLOSED', 'This case management is closed', { caseManagementId: id });
    }
    assertRevision('case management', revision, row.revision, { caseManagementId: id });
    const after = await change(tx, row, caller, tenantId);
    return caseManagementDetail(tx, caller, after);
  });
}

async function updateRow(
  tx: AppTransaction,
  id: string,
  set: Partial<typeof caseManagements.$inferInsert>,
  now: Date,
): Promise<CaseManagementRow> {
  const [row] = await tx
    .update(caseManagements)
    .set({ ...set, revision: sql`${caseManagements.revision} + 1`, updatedAt: now.toISOString() })
    .where(eq(caseManagements.id, id))
    .returning();
  if (!row) throw new Error('case management update returned nothing');
  return row;
}

/** 400 CASE_MANAGEMENT_CASE_INVALID unless every id is an insurance case of the employee. */
async function assertCasesOfEmployee(tx: Queryable, caseIds: readonly string[], employeeId: string) {
  if (caseIds.length === 0) return;
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from cases where id = any(${uuidArray([...caseIds])}) and employee_id = ${employeeId}`,
  );
  const found = new Set(rows.map((row) => row.id));
  const unknown = caseIds.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new AppError('CASE_MANAGEMENT_CASE_INVALID', "Link only the employee's own insurance cases", {
      ktgCaseIds: unknown,
    });
  }
}

export function updateCaseManagement(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof patchCaseManagementBody>,
  now: Date,
) {
  return changeCaseManagement(
    database,
    ctx,
    id,
    body.revision,
    (caller) => caller.casesView,
    async (tx, row) => {
      const set: Partial<typeof caseManagements.$inferInsert> = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const change = (field: string, from: unknown, to: unknown) => {
        before[field] = from;
        after[field] = to;
      };
      if (body.responsibleUserId !== undefined && body.responsibleUserId !== row.responsibleUserId) {
        const responsible = await responsibleOf(tx, body.responsibleUserId);
        set.responsibleUserId = responsible.userId;
        set.responsibleName = responsible.name;
        change('responsibleUserId', row.responsibleUserId, responsible.userId);
      }
      if (body.ktgCaseIds !== undefined) {
        const ids = [...new Set(body.ktgCaseIds)];
        if (JSON.stringify(ids) !== JSON.stringify(row.ktgCaseIds)) {
          await assertCasesOfEmployee(tx, ids, row.employeeId);
          set.ktgCaseIds = ids;
          change('ktgCaseIds', row.ktgCaseIds, ids);
        }
      }
      if (body.isCaseReviewCompleted !== undefined && body.isCaseReviewCompleted !== row.isCaseReviewCompleted) {
        set.isCaseReviewCompleted = body.isCaseReviewCompleted;
        change('isCaseReviewCompleted', row.isCaseReviewCompleted, body.isCaseReviewCompleted);
      }
      if (body.powDocumentId !== undefined && body.powDocumentId !== row.powDocumentId) {
        if (body.powDocumentId === null) {
          set.powDocumentId = null;
          set.powUploadedAt = null;
        } else {
          const [document] = await tx
            .select({ id: documents.id, status: documents.status })
            .from(documents)
            .where(eq(documents.id, body.powDocumentId));
          if (!document) {
            throw new AppError('DOCUMENT_NOT_FOUND', 'Document not found', { documentId: body.powDocumentId });
          }
          set.powDocumentId = document.id;
          set.powUploadedAt = now.toISOString();
        }
        change('powDocumentId', row.powDocumentId, set.powDocumentId);
      }
      if (body.earliestReportDate !== undefined && body.earliestReportDate !== row.earliestReportDate) {
        set.earliestReportDate = body.earliestReportDate;
        change('earliestReportDate', row.earliestReportDate, body.earliestReportDate);
      }
      if (Object.keys(set).length === 0) return row;
      const updated = await updateRow(tx, id, set, now);
      await recordAudit(tx, ctx, {
        action: 'case-management.update',
        entityType: 'case-management',
        entityId: id,
        before,
        after,
      });
      return updated;
    },
  );
}

export function putPlan(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof putReturnToWorkPlanBody>,
  now: Date,
) {
  return changeCaseManagement(
    database,
    ctx,
    id,
    body.revision,
    (caller) => caller.casesEdit,
    async (tx, row, caller) => {
      const existing = new Set((row.plan as StoredPlan).steps.map((step) => step.stepId));
      const kept = new Set<string>();
      const steps = body.steps.map((step) => {
        // An existing step keeps its id (once); a new one, or an id the plan does not have, gets a new id.
        const stepId =
          step.stepId !== undefined && existing.has(step.stepId) && !kept.has(step.stepId) ? step.stepId : randomUUID();
        kept.add(stepId);
        return { stepId, title: step.title, dueDate: step.dueDate, owner: step.owner, status: step.status };
      });
      const workCapacity = [...body.workCapacity].sort((a, b) => (a.from < b.from ? -1 : 1));
      const plan: StoredPlan = { goals: body.goals, steps, workCapacity };
      const updated = await updateRow(
        tx,
        id,
        { plan, planUpdatedAt: now.toISOString(), planUpdatedBy: caller.name },
        now,
      );
      // Counts and the derived date, not the texts (goals and steps may speak of health).
      await recordAudit(tx, ctx, {
        action: 'case-management.plan',
        entityType: 'case-management',
        entityId: id,
        before: { plannedFullReturn: plannedFullReturnOf((row.plan as StoredPlan).workCapacity) },
        after: {
          goals: plan.goals.length,
          steps: plan.steps.length,
          workCapacity: plan.workCapacity,
          plannedFullReturn: plannedFullReturnOf(plan.workCapacity),
        },
      });
      return updated;
    },
  );
}

export function closeCaseManagement(
  database: Database,
  ctx: RequestContext,
  id: string,
  body: z.infer<typeof closeCaseManagementBody>,
  now: Date,
) {
  return changeCaseManagement(
    database,
    ctx,
    id,
    body.revision,
    (caller) => caller.casesView,
    async (tx, row, caller, tenantId) => {
      const comment = body.comment && body.comment.length > 0 ? body.comment : null;
      const updated = await updateRow(
        tx,
        id,
        { status: 'NOT_ACTIVE', closedAt: now.toISOString(), outcome: body.outcome, outcomeComment: comment },
        now,
      );
      const current = await employeeStatusOf(tx, row.employeeId);
      await recordStatus(tx, {
        tenantId,
        employeeId: row.employeeId,
        status: current.status,
        caseManagementId: id,
        requestId: null,
        comment,
        caller,
        now,
      });
      await recordAudit(tx, ctx, {
        action: 'case-management.close',
        entityType: 'case-management',
        entityId: id,
        before: { status: row.status },
        after: { status: updated.status, outcome: body.outcome },
      });
      return updated;
    },
  );
}

export function employeeCaseManagementStatus(database: Database, ctx: RequestContext, employeeId: string) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    if (!(await employeeExists(tx, employeeId))) {
      throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    }
    assertInScope(caller.casesView, employeeId);
    const current = await employeeStatusOf(tx, employeeId);
    return {
      employeeId,
      ...current,
      canRequest: current.status === 'NOT_ACTIVE' && inScope(caller.requestsEdit, employeeId),
    };
  });
}
