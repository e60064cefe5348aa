// Requests for case management (issue 30, decision 0052): a superior (for a team member) or HR asks with a reason; a
// case manager (the notes-edit mark: Case_Manager, HR_Admin) accepts — the case management starts ACTIVE with its
// responsible case manager — or declines with a reason; the requester may withdraw an open one. Every write takes
// the employee's case-management lock, locks the request row, records the status change and the audit entry and
// writes the mails, in one transaction. The partial unique indexes (one OPEN request, one ACTIVE case management per
// employee) are the last guard: their refusal answers the same 409 codes as the checks before them.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  acceptCaseManagementRequestBody,
  caseManagementRequestsQuery,
  createCaseManagementRequestBody,
  declineCaseManagementRequestBody,
} from '../../../contracts/case-management.ts';
import { careConfiguration } from '../../../contracts/tenant-sections.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import {
  caseManagementRequests,
  caseManagementStatusChanges,
  caseManagements,
} from '../../../db/schema/case-management.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { constraintOf, sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { assertInScope, employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockAggregate } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { notify } from '../notifications/index.ts';
import {
  CASE_MANAGEMENT_LOCK,
  type Caller,
  callerOf,
  DECIDER_ROLES,
  displayName,
  employeeExists,
  employeeStatusOf,
  namesOf,
  type RequestRow,
  scopeCondition,
  toRequest,
  toRequests,
} from './case-management.repository.ts';

/** The partial unique indexes' refusals as the codes of the checks they back (a race both checks passed). */
export function mapUniqueRefusal(error: unknown): unknown {
  if (sqlStateOf(error) !== UNIQUE_VIOLATION) return error;
  const constraint = constraintOf(error) ?? messagesOf(error);
  if (constraint.includes('case_management_requests_open_unique')) {
    return new AppError('CASE_MANAGEMENT_REQUEST_OPEN', 'A request for case management is open for this employee');
  }
  if (constraint.includes('case_managements_running_unique')) {
    return new AppError('CASE_MANAGEMENT_ACTIVE', 'A case management runs for this employee already');
  }
  return error;
}

/** The messages of an error's cause chain (a driver that names no constraint names the index in its message). */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n');
}

/** Runs the write; a refusal of the unique indexes becomes its 409 code. */
export async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw mapUniqueRefusal(error);
  }
}

/** The active users who may decide requests: the decider roles, and the tenant's listed case manager addresses. */
export async function deciderUserIds(tx: AppTransaction, tenantId: string): Promise<string[]> {
  const version = await currentConfigurationVersion(tx, tenantId);
  const stored = (version?.configuration as { careConfiguration?: unknown } | undefined)?.careConfiguration;
  const parsed = stored ? careConfiguration.safeParse(stored) : null;
  const emails = parsed?.success
    ? parsed.data.caseManagementConfiguration.caseManagerEmails.map((email) => email.toLowerCase())
    : [];
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from users where status = 'ACTIVE'
          and (user_role = any(${textArray(DECIDER_ROLES)}) or lower(email) = any(${textArray(emails)}))
        order by created_at, id`,
  );
  return rows.map((row) => row.id);
}

/** 400 CASE_MANAGEMENT_RESPONSIBLE_INVALID unless the user is an active user of the tenant who may decide. */
export async function responsibleOf(tx: AppTransaction, userId: string): Promise<{ userId: string; name: string }> {
  const [user] = await rowsOf<{ name: string; user_role: string; status: string }>(
    tx,
    sql`select name, user_role, status from users where id = ${userId}`,
  );
  if (user?.status !== 'ACTIVE' || !(DECIDER_ROLES as readonly string[]).includes(user.user_role)) {
    throw new AppError(
      'CASE_MANAGEMENT_RESPONSIBLE_INVALID',
      'The responsible case manager must be an active user of the company with the role Case_Manager or HR_Admin',
      { responsibleUserId: userId },
    );
  }
  return { userId, name: user.name };
}

/** A status change of the employee's case management status (the history the detail shows). */
export async function recordStatus(
  tx: AppTransaction,
  input: {
    tenantId: string;
    employeeId: string;
    status: 'ACTIVE' | 'REQUESTED' | 'NOT_ACTIVE';
    caseManagementId: string | null;
    requestId: string | null;
    comment: string | null;
    caller: Caller;
    now: Date;
  },
): Promise<void> {
  await tx.insert(caseManagementStatusChanges).values({
    tenantId: input.tenantId,
    employeeId: input.employeeId,
    status: input.status,
    caseManagementId: input.caseManagementId,
    requestId: input.requestId,
    comment: input.comment,
    changedAt: input.now.toISOString(),
    changedByUserId: input.caller.userId,
    changedBy: input.caller.name,
  });
}

/** The case a request names: one of the employee's cases the caller sees (SICK: KTG or case management view). */
async function assertCaseOfEmployee(tx: AppTransaction, ctx: RequestContext, caseId: string, employeeId: string) {
  const [row] = await rowsOf<{ claim_type: string }>(
    tx,
    sql`select claim_type from cases where id = ${caseId} and employee_id = ${employeeId}`,
  );
  const today = swissToday();
  const visible =
    row !== undefined &&
    (row.claim_type === 'SICK'
      ? inScope(await employeeScopeOf(tx, ctx, 'insurance.ktg.view', today), employeeId) ||
        inScope(await employeeScopeOf(tx, ctx, 'employee.caseManagement.cases.view', today), employeeId)
      : inScope(await employeeScopeOf(tx, ctx, 'insurance.uvg.view', today), employeeId));
  if (!visible) throw new AppError('CASE_NOT_FOUND', 'Case not found', { ktgCaseId: caseId, employeeId });
}

export function listRequests(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof caseManagementRequestsQuery>,
) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    const conditions: SQL[] = [scopeCondition(caller.requestsView, sql`${caseManagementRequests.employeeId}`)];
    if (query.status) conditions.push(eq(caseManagementRequests.status, query.status));
    if (query.employeeId) conditions.push(eq(caseManagementRequests.employeeId, query.employeeId));
    const where = and(...conditions);
    const rows = await tx
      .select()
      .from(caseManagementRequests)
      .where(where)
      .orderBy(
        sql`(${caseManagementRequests.status} = 'OPEN') desc`,
        desc(caseManagementRequests.requestedAt),
        caseManagementRequests.id,
      )
      .offset(query.skip)
      .limit(query.take);
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(caseManagementRequests).where(where);
    return { items: await toRequests(tx, caller, rows), totalCount: Number(counted?.total ?? 0) };
  });
}

export function createRequest(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof createCaseManagementRequestBody>,
  now: Date,
) {
  const tenantId = requireTenantId(ctx);
  return guarded(() =>
    inTenant(database, ctx, async (tx) => {
      const caller = await callerOf(tx, ctx);
      assertInScope(caller.requestsEdit, body.employeeId);
      await lockAggregate(tx, tenantId, CASE_MANAGEMENT_LOCK, body.employeeId);
      if (!(await employeeExists(tx, body.employeeId))) {
        throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId: body.employeeId });
      }
      if (body.ktgCaseId) await assertCaseOfEmployee(tx, ctx, body.ktgCaseId, body.employeeId);
      const current = await employeeStatusOf(tx, body.employeeId);
      if (current.status === 'ACTIVE') {
        throw new AppError('CASE_MANAGEMENT_ACTIVE', 'A case management runs for this employee already', {
          employeeId: body.employeeId,
          caseManagementId: current.caseManagementId,
        });
      }
      if (current.status === 'REQUESTED') {
        throw new AppError('CASE_MANAGEMENT_REQUEST_OPEN', 'A request for case management is open for this employee', {
          employeeId: body.employeeId,
          requestId: current.openRequestId,
        });
      }
      const [row] = await tx
        .insert(caseManagementRequests)
        .values({
          tenantId,
          employeeId: body.employeeId,
          ktgCaseId: body.ktgCaseId ?? null,
          reason: body.reason,
          requestedByUserId: caller.userId,
          requestedByName: caller.name,
          requestedAt: now.toISOString(),
        })
        .returning();
      if (!row) throw new Error('case management request insert returned nothing');
      await recordStatus(tx, {
        tenantId,
        employeeId: row.employeeId,
        status: 'REQUESTED',
        caseManagementId: null,
        requestId: row.id,
        comment: row.reason,
        caller,
        now,
      });
      // The reason stays out of the audit entry and the mails: it may speak of health.
      await recordAudit(tx, ctx, {
        action: 'case-management-request.create',
        entityType: 'case-management-request',
        entityId: row.id,
        after: { employeeId: row.employeeId, ktgCaseId: row.ktgCaseId, status: row.status },
      });
      const names = await namesOf(tx, [row.employeeId]);
      await notify(tx, {
        tenantId,
        event: 'CASE_MANAGEMENT_REQUESTED',
        recipientUserIds: (await deciderUserIds(tx, tenantId)).filter((id) => id !== caller.userId),
        dedupeKey: `CASE_MANAGEMENT_REQUESTED:${row.id}`,
        data: {
          employeeId: row.employeeId,
          employeeName: displayName(names.get(row.employeeId), row.employeeId),
          requesterName: caller.name,
        },
      });
      return toRequest(tx, caller, row);
    }),
  );
}

/**
 * Runs a decision on one request: the caller's reach (404 when out of the requests-view scope), the employee's lock,
 * the request row locked; `decide` answers the row after.
 */
function onRequest(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  decide: (tx: AppTransaction, row: RequestRow, caller: Caller, tenantId: string) => Promise<RequestRow>,
) {
  const tenantId = requireTenantId(ctx);
  return guarded(() =>
    inTenant(database, ctx, async (tx) => {
      const caller = await callerOf(tx, ctx);
      const [peek] = await tx.select().from(caseManagementRequests).where(eq(caseManagementRequests.id, requestId));
      if (!peek || !inScope(caller.requestsView, peek.employeeId)) {
        throw new AppError('CASE_MANAGEMENT_REQUEST_NOT_FOUND', 'Case management request not found', { requestId });
      }
      await lockAggregate(tx, tenantId, CASE_MANAGEMENT_LOCK, peek.employeeId);
      const [row] = await tx
        .select()
        .from(caseManagementRequests)
        .where(eq(caseManagementRequests.id, requestId))
        .for('update');
      if (!row) throw new AppError('CASE_MANAGEMENT_REQUEST_NOT_FOUND', 'Case management request not found');
      const after = await decide(tx, row, caller, tenantId);
      return toRequest(tx, caller, after);
    }),
  );
}

function assertOpen(row: RequestRow) {
  if (row.status !== 'OPEN') {
    throw new AppError('CASE_MANAGEMENT_REQUEST_NOT_OPEN', `This request is ${row.status.toLowerCase()} already`, {
      requestId: row.id,
      status: row.status,
    });
  }
}

async function updateRequest(tx: AppTransaction, id: string, set: Partial<typeof caseManagementRequests.$inferInsert>) {
  const [row] = await tx.update(caseManagementRequests).set(set).where(eq(caseManagementRequests.id, id)).returning();
  if (!row) throw new Error('case management request update returned nothing');
  return row;
}

async function notifyRequester(tx: AppTransaction, row: RequestRow, accepted: boolean) {
  if (!row.requestedByUserId || row.requestedByUserId === row.decidedByUserId) return;
  const names = await namesOf(tx, [row.employeeId]);
  await notify(tx, {
    tenantId: row.tenantId,
    event: 'CASE_MANAGEMENT_REQUEST_DECIDED',
    recipientUserIds: [row.requestedByUserId],
    dedupeKey: `CASE_MANAGEMENT_REQUEST_DECIDED:${row.id}`,
    data: {
      employeeId: row.employeeId,
      employeeName: displayName(names.get(row.employeeId), row.employeeId),
      requesterName: row.requestedByName,
      accepted,
      ...(row.caseManagementId ? { caseManagementId: row.caseManagementId } : {}),
    },
  });
}

export function acceptRequest(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  body: z.infer<typeof acceptCaseManagementRequestBody>,
  now: Date,
) {
  return onRequest(database, ctx, requestId, async (tx, row, caller, tenantId) => {
    assertOpen(row);
    const responsible = body.responsibleUserId
      ? await responsibleOf(tx, body.responsibleUserId)
      : { userId: caller.userId, name: caller.name };
    const [management] = await tx
      .insert(caseManagements)
      .values({
        tenantId,
        employeeId: row.employeeId,
        status: 'ACTIVE',
        responsibleUserId: responsible.userId,
        responsibleName: responsible.name,
        ktgCaseIds: row.ktgCaseId ? [row.ktgCaseId] : [],
        openedAt: now.toISOString(),
      })
      .returning();
    if (!management) throw new Error('case management insert returned nothing');
    const after = await updateRequest(tx, row.id, {
      status: 'ACCEPTED',
      decidedByUserId: caller.userId,
      decidedByName: caller.name,
      decidedAt: now.toISOString(),
      caseManagementId: management.id,
    });
    await recordStatus(tx, {
      tenantId,
      employeeId: row.employeeId,
      status: 'ACTIVE',
      caseManagementId: management.id,
      requestId: row.id,
      comment: null,
      caller,
      now,
    });
    await recordAudit(tx, ctx, {
      action: 'case-management-request.accept',
      entityType: 'case-management-request',
      entityId: row.id,
      before: { status: row.status },
      after: { status: after.status, caseManagementId: management.id },
    });
    await recordAudit(tx, ctx, {
      action: 'case-management.create',
      entityType: 'case-management',
      entityId: management.id,
      after: {
        employeeId: management.employeeId,
        requestId: row.id,
        responsibleUserId: management.responsibleUserId,
        ktgCaseIds: management.ktgCaseIds,
      },
    });
    await notifyRequester(tx, after, true);
    return after;
  });
}

export function declineRequest(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  body: z.infer<typeof declineCaseManagementRequestBody>,
  now: Date,
) {
  return onRequest(database, ctx, requestId, async (tx, row, caller, tenantId) => {
    assertOpen(row);
    const after = await updateRequest(tx, row.id, {
      status: 'DECLINED',
      decidedByUserId: caller.userId,
      decidedByName: caller.name,
      decidedAt: now.toISOString(),
      declineReason: body.declineReason,
    });
    const current = await employeeStatusOf(tx, row.employeeId);
    await recordStatus(tx, {
      tenantId,
      employeeId: row.employeeId,
      status: current.status === 'ACTIVE' ? 'ACTIVE' : 'NOT_ACTIVE',
      caseManagementId: current.caseManagementId,
      requestId: row.id,
      comment: body.declineReason,
      caller,
      now,
    });
    await recordAudit(tx, ctx, {
      action: 'case-management-request.decline',
      entityType: 'case-management-request',
      entityId: row.id,
      before: { status: row.status },
      after: { status: after.status },
    });
    await notifyRequester(tx, after, false);
    return after;
  });
}

export function withdrawRequest(database: Database, ctx: RequestContext, requestId: string, now: Date) {
  return onRequest(database, ctx, requestId, async (tx, row, caller, tenantId) => {
    if (
      caller.userId === null ||
      row.requestedByUserId !== caller.userId ||
      !inScope(caller.requestsEdit, row.employeeId)
    ) {
      throw new AppError('FORBIDDEN', 'Only the requester withdraws a request', { requestId: row.id });
    }
    assertOpen(row);
    const after = await updateRequest(tx, row.id, { status: 'WITHDRAWN', decidedAt: now.toISOString() });
    const current = await employeeStatusOf(tx, row.employeeId);
    await recordStatus(tx, {
      tenantId,
      employeeId: row.employeeId,
      status: current.status === 'ACTIVE' ? 'ACTIVE' : 'NOT_ACTIVE',
      caseManagementId: current.caseManagementId,
      requestId: row.id,
      comment: null,
      caller,
      now,
    });
    await recordAudit(tx, ctx, {
      action: 'case-management-request.withdraw',
      entityType: 'case-management-request',
      entityId: row.id,
      before: { status: row.status },
      after: { status: after.status },
    });
    return after;
  });
}
