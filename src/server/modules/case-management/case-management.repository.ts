// Case management (issue 30, decision 0052): the reads the services share — the caller's reach, the employee's
// names and status, the answers' shapes (requests, list items, the detail) and the locks. Never a write.
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  CaseManagement,
  CaseManagementListItem,
  CaseManagementRequest,
  CaseManagementStatus,
} from '../../../contracts/case-management.ts';
import { isAllowed, PERMISSION_MATRIX, type PermissionKey, USER_ROLES } from '../../../contracts/roles.ts';
import { type AppTransaction, type Queryable, rowsOf } from '../../../db/client.ts';
import { caseManagementRequests, caseManagements } from '../../../db/schema/case-management.ts';
import { toIsoTimestamp } from '../../../db/schema/columns.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { plannedFullReturnOf, type WorkCapacityEntry } from '../../../domain/return-to-work.ts';
import { type EmployeeScope, employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { hasPermission, type RequestContext } from '../../request-context.ts';

export type CaseManagementRow = typeof caseManagements.$inferSelect;
export type RequestRow = typeof caseManagementRequests.$inferSelect;
export type StoredPlan = {
  goals: string[];
  steps: { stepId: string; title: string; dueDate: string | null; owner: string; status: 'OPEN' | 'DONE' }[];
  workCapacity: WorkCapacityEntry[];
};

/** The lock of an employee's case management: requests, decisions and closing queue on it. */
export const CASE_MANAGEMENT_LOCK = 'employee-case-management';

/** The roles whose users decide requests and run case managements: those with the case manager's mark (notes edit). */
export const DECIDER_ROLES = USER_ROLES.filter((role) =>
  isAllowed(PERMISSION_MATRIX[role]['employee.caseManagement.notes.edit']),
);

/** Who calls, and what they reach: the scopes of the area's permissions and the case manager's mark. */
export type Caller = {
  userId: string | null;
  name: string;
  mayDecide: boolean;
  mayReadNotes: boolean;
  casesView: EmployeeScope;
  casesEdit: EmployeeScope;
  requestsView: EmployeeScope;
  requestsEdit: EmployeeScope;
};

export async function callerOf(tx: Queryable, ctx: RequestContext): Promise<Caller> {
  const today = swissToday();
  const scope = (key: PermissionKey) => employeeScopeOf(tx, ctx, key, today);
  const actor = ctx.actor;
  return {
    userId: actor?.kind === 'user' ? actor.userId : null,
    name: actor?.name ?? 'Absenza',
    mayDecide: hasPermission(ctx, 'employee.caseManagement.notes.edit'),
    mayReadNotes: hasPermission(ctx, 'employee.caseManagement.notes.view'),
    casesView: await scope('employee.caseManagement.cases.view'),
    casesEdit: await scope('employee.caseManagement.cases.edit'),
    requestsView: await scope('employee.caseManagement.requests.view'),
    requestsEdit: await scope('employee.caseManagement.requests.edit'),
  };
}

/** `column` restricted to the scope's employees. */
export function scopeCondition(scope: EmployeeScope, column: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.employeeIds.size === 0) return sql`false`;
  return sql`${column} = any(${textArray([...scope.employeeIds])})`;
}

export async function employeeExists(tx: Queryable, employeeId: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from employee_records where employee_id = ${employeeId} limit 1`,
  );
  return rows.length > 0;
}

type Names = { personnelNumber: string | null; firstName: string | null; lastName: string | null };

export async function namesOf(tx: Queryable, employeeIds: readonly string[]): Promise<Map<string, Names>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await rowsOf<{ employee_id: string; personnel_number: string; first_name: string; last_name: string }>(
    tx,
    sql`select employee_id, personnel_number, first_name, last_name from employee_list
        where employee_id = any(${textArray([...new Set(employeeIds)])})`,
  );
  return new Map(
    rows.map((row) => [
      row.employee_id,
      { personnelNumber: row.personnel_number, firstName: row.first_name, lastName: row.last_name },
    ]),
  );
}

/** The employee's name as a mail or a status line shows it. */
export function displayName(names: Names | undefined, employeeId: string): string {
  return `${names?.firstName ?? ''} ${names?.lastName ?? ''}`.trim() || employeeId;
}

/** The employee's case management status: ACTIVE while one runs, REQUESTED while a request is open, else NOT_ACTIVE. */
export async function employeeStatusOf(
  tx: Queryable,
  employeeId: string,
): Promise<{ status: CaseManagementStatus; caseManagementId: string | null; openRequestId: string | null }> {
  const [row] = await rowsOf<{ case_management_id: string | null; open_request_id: string | null }>(
    tx,
    sql`select
          (select id from case_managements where employee_id = ${employeeId} and status = 'ACTIVE' limit 1)
            as case_management_id,
          (select id from case_management_requests where employee_id = ${employeeId} and status = 'OPEN' limit 1)
            as open_request_id`,
  );
  const caseManagementId = row?.case_management_id ?? null;
  const openRequestId = row?.open_request_id ?? null;
  const status = caseManagementId ? 'ACTIVE' : openRequestId ? 'REQUESTED' : 'NOT_ACTIVE';
  return { status, caseManagementId, openRequestId };
}

/** The case numbers of the named cases. */
async function caseNumbersOf(tx: Queryable, caseIds: readonly string[]): Promise<Map<string, string>> {
  if (caseIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; case_number: number }>(
    tx,
    sql`select id, case_number from cases where id = any(${uuidArray([...new Set(caseIds)])})`,
  );
  return new Map(rows.map((row) => [row.id, String(row.case_number)]));
}

/** Requests as the contract answers them, for this caller. */
export async function toRequests(tx: Queryable, caller: Caller, rows: readonly RequestRow[]) {
  const names = await namesOf(
    tx,
    rows.map((row) => row.employeeId),
  );
  const numbers = await caseNumbersOf(
    tx,
    rows.flatMap((row) => (row.ktgCaseId ? [row.ktgCaseId] : [])),
  );
  return rows.map((row): CaseManagementRequest => {
    const name = names.get(row.employeeId);
    const open = row.status === 'OPEN';
    return {
      requestId: row.id,
      employeeId: row.employeeId,
      personnelNumber: name?.personnelNumber ?? null,
      firstName: name?.firstName ?? null,
      lastName: name?.lastName ?? null,
      ktgCaseId: row.ktgCaseId,
      caseNumber: row.ktgCaseId ? (numbers.get(row.ktgCaseId) ?? null) : null,
      reason: row.reason,
      status: row.status as CaseManagementRequest['status'],
      requestedBy: { userId: row.requestedByUserId, name: row.requestedByName },
      requestedAt: row.requestedAt,
      decidedBy: row.decidedByName === null ? null : { userId: row.decidedByUserId, name: row.decidedByName },
      decidedAt: row.decidedAt,
      declineReason: row.declineReason,
      caseManagementId: row.caseManagementId,
      canDecide: open && caller.mayDecide,
      canWithdraw:
        open &&
        caller.userId !== null &&
        row.requestedByUserId === caller.userId &&
        inScope(caller.requestsEdit, row.employeeId),
    };
  });
}

export async function toRequest(tx: Queryable, caller: Caller, row: RequestRow): Promise<CaseManagementRequest> {
  const [answer] = await toRequests(tx, caller, [row]);
  if (!answer) throw new Error('a request answers itself');
  return answer;
}

type ListRow = {
  id: string;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  status: string;
  responsible_user_id: string | null;
  responsible_name: string | null;
  opened_at: string | Date;
  closed_at: string | Date | null;
  outcome: string | null;
  deadline_kind: string | null;
  deadline_due: string | null;
};

/** The list's columns: the case management, the employee's names and the next open deadline (deadlines table). */
export const LIST_SELECT = sql`select m.id, m.employee_id, el.personnel_number, el.first_name, el.last_name, m.status,
    m.responsible_user_id, m.responsible_name, m.opened_at, m.closed_at, m.outcome,
    nd.kind as deadline_kind, nd.due_date::text as deadline_due
  from case_managements m
  left join employee_list el on el.tenant_id = m.tenant_id and el.employee_id = m.employee_id
  left join lateral (
    select d.kind, d.due_date from deadlines d
    where d.tenant_id = m.tenant_id and d.employee_id = m.employee_id and d.status = 'OPEN'
    order by d.due_date, d.kind limit 1
  ) nd on true`;

export function toListItem(row: ListRow): CaseManagementListItem {
  return {
    caseManagementId: row.id,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status as CaseManagementStatus,
    responsible: row.responsible_name === null ? null : { userId: row.responsible_user_id, name: row.responsible_name },
    openedAt: toIsoTimestamp(row.opened_at),
    closedAt: row.closed_at === null ? null : toIsoTimestamp(row.closed_at),
    outcome: row.outcome as CaseManagementListItem['outcome'],
    nextDeadline:
      row.deadline_kind === null || row.deadline_due === null
        ? null
        : { kind: row.deadline_kind, dueDate: row.deadline_due },
  };
}

export async function listRows(tx: Queryable, where: SQL, order: SQL, skip: number, take: number) {
  return rowsOf<ListRow>(tx, sql`${LIST_SELECT} where ${where} order by ${order} offset ${skip} limit ${take}`);
}

/** The row (optionally locked FOR UPDATE); 404 CASE_MANAGEMENT_NOT_FOUND when unknown or out of the scope. */
export async function caseManagementRow(
  tx: AppTransaction,
  id: string,
  scope: EmployeeScope,
  lock: boolean,
): Promise<CaseManagementRow> {
  const query = tx.select().from(caseManagements).where(eq(caseManagements.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !inScope(scope, row.employeeId)) throw notFound(id);
  return row;
}

const notFound = (caseManagementId: string) =>
  new AppError('CASE_MANAGEMENT_NOT_FOUND', 'Case management not found', { caseManagementId });

/** The detail as the caller sees it: history, the employee's requests, the plan with its derived date. */
export async function caseManagementDetail(
  tx: AppTransaction,
  caller: Caller,
  row: CaseManagementRow,
): Promise<CaseManagement> {
  const [listRow] = await rowsOf<ListRow>(tx, sql`${LIST_SELECT} where m.id = ${row.id}`);
  if (!listRow) throw notFound(row.id);
  const history = await rowsOf<{
    status: string;
    changed_at: string | Date;
    changed_by: string;
    comment: string | null;
  }>(
    tx,
    sql`select s.status, s.changed_at, s.changed_by, s.comment from case_management_status_changes s
        where s.case_management_id = ${row.id}
          or s.request_id in (select r.id from case_management_requests r where r.case_management_id = ${row.id})
        order by s.changed_at,
          case s.status when 'REQUESTED' then 0 when 'ACTIVE' then 1 else 2 end`,
  );
  const requests = await tx
    .select()
    .from(caseManagementRequests)
    .where(eq(caseManagementRequests.employeeId, row.employeeId))
    .orderBy(desc(caseManagementRequests.requestedAt));
  const plan = row.plan as StoredPlan;
  return {
    ...toListItem(listRow),
    ktgCaseIds: row.ktgCaseIds as string[],
    statusHistory: history.map((entry) => ({
      status: entry.status as CaseManagementStatus,
      changedAt: toIsoTimestamp(entry.changed_at),
      changedBy: entry.changed_by,
      comment: entry.comment,
    })),
    requests: await toRequests(tx, caller, requests),
    plan: {
      goals: plan.goals,
      steps: plan.steps,
      workCapacity: plan.workCapacity,
      plannedFullReturn: plannedFullReturnOf(plan.workCapacity),
      updatedAt: row.planUpdatedAt,
      updatedBy: row.planUpdatedBy,
    },
    isCaseReviewCompleted: row.isCaseReviewCompleted,
    powUploadedAt: row.powUploadedAt,
    powDocumentId: row.powDocumentId,
    earliestReportDate: row.earliestReportDate,
    outcomeComment: row.outcomeComment,
    canReadNotes: caller.mayReadNotes,
    canEdit: row.status === 'ACTIVE' && inScope(caller.casesEdit, row.employeeId),
    revision: row.revision,
    updatedAt: row.updatedAt,
  };
}
