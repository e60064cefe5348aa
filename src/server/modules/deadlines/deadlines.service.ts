// Deadlines (issue 30 section 3; decision 0054): the list (filters, paging, names, case number, the explanation in
// the reader's language, overdue / due soon from the app's today in Zurich) and marking one done or open again.
// Who sees a deadline: the deadline of a SICK case (or of a case no longer stored) under the KTG or case management
// view scope, of an ACCIDENT case under the UVG view scope (the cases' rules, decision 0018; a Superior's scope is
// the team). A deadline out of reach answers 404 DEADLINE_NOT_FOUND, like an unknown one. Marking locks the row,
// audits and answers the deadline, in one transaction; marking it as it already is changes nothing.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deadline, deadlinesQuery } from '../../../contracts/deadlines.ts';
import { type AppTransaction, type Database, rowsOf } from '../../../db/client.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/deadlines/deadlines.ts';
import type { EmployeeScope } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { hasPermission, inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { caseEditScopes, caseScopes } from '../cases/index.ts';
import { deadlineLanguageOf, explanationText } from './deadline-texts.ts';

/** "Due soon": open and due from today to today + 7 (also the reminder's window). */
export const DUE_SOON_DAYS = 7;

type Row = {
  id: string;
  kind: Deadline['kind'];
  employee_id: string;
  case_id: string | null;
  case_number: number | null;
  due_date: string;
  basis_date: string;
  explanation: unknown;
  rule_id: string;
  status: Deadline['status'];
  done_at: Date | string | null;
  done_by: string | null;
  reminded_at: Date | string | null;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  total?: number | string;
};

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

function scopeSql(scope: EmployeeScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.employeeIds.size === 0) return sql`false`;
  return sql`d.employee_id = any(${textArray([...scope.employeeIds])})`;
}

/** The deadlines a caller reaches: by the claim type of the case they follow (a vanished case counts as SICK). */
function visibleSql(scopes: { sick: EmployeeScope; accident: EmployeeScope }): SQL {
  return sql`((c.claim_type = 'ACCIDENT' and ${scopeSql(scopes.accident)})
    or (c.claim_type is distinct from 'ACCIDENT' and ${scopeSql(scopes.sick)}))`;
}

const SELECT = sql`select d.id, d.kind, d.employee_id, d.case_id, c.case_number, d.due_date::text as due_date,
    d.basis_date::text as basis_date, d.explanation, d.rule_id, d.status, d.done_at, d.done_by, d.reminded_at,
    el.personnel_number, el.first_name, el.last_name`;
const FROM = sql`from deadlines d
    left join cases c on c.tenant_id = d.tenant_id and c.id = d.case_id
    left join employee_list el on el.tenant_id = d.tenant_id and el.employee_id = d.employee_id`;

function toDeadline(row: Row, today: string, language: string | null | undefined): Deadline {
  const open = row.status === 'OPEN';
  return {
    deadlineId: row.id,
    kind: row.kind,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    ktgCaseId: row.case_id,
    caseNumber: row.case_number === null ? null : String(row.case_number),
    dueDate: row.due_date,
    basisDate: row.basis_date,
    explanation: explanationText(row.explanation, deadlineLanguageOf(language)),
    ruleId: row.rule_id,
    status: row.status,
    isOverdue: open && row.due_date < today,
    isDueSoon: open && row.due_date >= today && row.due_date <= addDays(today, DUE_SOON_DAYS),
    doneAt: iso(row.done_at),
    doneBy: row.done_by,
    remindedAt: iso(row.reminded_at),
  };
}

export function listDeadlines(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof deadlinesQuery>,
  now: Date,
): Promise<{ items: Deadline[]; totalCount: number }> {
  const today = swissCivilDate(now);
  return inTenant(database, ctx, async (tx) => {
    const tenantId = requireTenantId(ctx);
    const scopes = await caseScopes(tx, ctx);
    // The page and the count read the deadlines alone (the index on tenant, status, due date) unless the caller's
    // scope needs the case's claim type or the search the names; the names and case numbers are joined for the
    // page's rows only (docs/performance.md, "Deadlines").
    const everything = scopes.sick.kind === 'all' && scopes.accident.kind === 'all';
    const conditions: SQL[] = [sql`d.tenant_id = ${tenantId}`, sql`d.status = ${query.status}`];
    if (!everything) conditions.push(visibleSql(scopes));
    if (query.kinds?.length) conditions.push(sql`d.kind = any(${textArray(query.kinds)})`);
    if (query.employeeId) conditions.push(sql`d.employee_id = ${query.employeeId}`);
    if (query.ktgCaseId) conditions.push(sql`d.case_id = ${query.ktgCaseId}`);
    if (query.from) conditions.push(sql`d.due_date >= ${query.from}::date`);
    if (query.to) conditions.push(sql`d.due_date <= ${query.to}::date`);
    if (query.search) {
      const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
      conditions.push(sql`el.search_text like ${pattern}`);
    }
    const joins = sql.join(
      [
        ...(everything ? [] : [sql`left join cases c on c.tenant_id = d.tenant_id and c.id = d.case_id`]),
        ...(query.search
          ? [sql`left join employee_list el on el.tenant_id = d.tenant_id and el.employee_id = d.employee_id`]
          : []),
      ],
      sql` `,
    );
    const where = sql.join(conditions, sql` and `);
    const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
    const pageIds = await rowsOf<{ id: string }>(
      tx,
      sql`select d.id from deadlines d ${joins} where ${where}
          order by d.due_date ${direction}, d.kind ${direction}, d.id ${direction}
          limit ${query.take} offset ${query.skip}`,
    );
    const [count] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from deadlines d ${joins} where ${where}`,
    );
    if (pageIds.length === 0) return { items: [], totalCount: Number(count?.total ?? 0) };
    const rows = await rowsOf<Row>(
      tx,
      sql`${SELECT} ${FROM}
          where d.tenant_id = ${tenantId} and d.id = any(${uuidArray(pageIds.map((row) => row.id))})
          order by d.due_date ${direction}, d.kind ${direction}, d.id ${direction}`,
    );
    return { items: rows.map((row) => toDeadline(row, today, ctx.language)), totalCount: Number(count?.total ?? 0) };
  });
}

/**
 * The home work list's deadlines (issue 30): OPEN ones the caller reaches, due from today to today + 7 and overdue.
 * Null when the caller may see no deadline (neither key).
 */
export async function countOpenDeadlines(
  tx: AppTransaction,
  ctx: RequestContext,
  today: string,
): Promise<{ dueSoon: number; overdue: number } | null> {
  if (!hasPermission(ctx, 'employee.caseManagement.cases.view') && !hasPermission(ctx, 'insurance.ktg.view')) {
    return null;
  }
  const [row] = await rowsOf<{ due_soon: number | string; overdue: number | string }>(
    tx,
    sql`select count(*) filter (where d.due_date >= ${today}::date) as due_soon,
          count(*) filter (where d.due_date < ${today}::date) as overdue
        ${FROM}
        where d.tenant_id = ${requireTenantId(ctx)} and d.status = 'OPEN'
          and d.due_date <= ${addDays(today, DUE_SOON_DAYS)}::date and ${visibleSql(await caseScopes(tx, ctx))}`,
  );
  return { dueSoon: Number(row?.due_soon ?? 0), overdue: Number(row?.overdue ?? 0) };
}

async function visibleRow(
  tx: AppTransaction,
  ctx: RequestContext,
  deadlineId: string,
  forUpdate: boolean,
): Promise<Row & { claim_type: string | null }> {
  const tenantId = requireTenantId(ctx);
  const lock = forUpdate ? sql`for update of d` : sql``;
  const [row] = await rowsOf<Row & { claim_type: string | null }>(
    tx,
    sql`${SELECT}, c.claim_type ${FROM}
        where d.tenant_id = ${tenantId} and d.id = ${deadlineId} and ${visibleSql(await caseScopes(tx, ctx))} ${lock}`,
  );
  if (!row) throw new AppError('DEADLINE_NOT_FOUND', 'Deadline not found', { deadlineId });
  return row;
}

/** Marks a deadline done (true) or open again (false); 404 when unknown or out of reach, 409 when OBSOLETE. */
export function markDeadline(
  database: Database,
  ctx: RequestContext,
  deadlineId: string,
  done: boolean,
  now: Date,
): Promise<Deadline> {
  const today = swissCivilDate(now);
  return inTenant(database, ctx, async (tx) => {
    const row = await visibleRow(tx, ctx, deadlineId, true);
    const edit = await caseEditScopes(tx, ctx);
    const scope = row.claim_type === 'ACCIDENT' ? edit.accident : edit.sick;
    if (scope.kind !== 'all' && !scope.employeeIds.has(row.employee_id)) {
      throw new AppError('EMPLOYEE_ACCESS_FORBIDDEN', 'You are not responsible for this employee', {
        employeeId: row.employee_id,
      });
    }
    if (row.status === 'OBSOLETE') {
      throw new AppError('DEADLINE_OBSOLETE', 'This deadline no longer follows from the data', { deadlineId });
    }
    const target = done ? 'DONE' : 'OPEN';
    if (row.status === target) return toDeadline(row, today, ctx.language);
    const actor = actorOf(ctx);
    const userId = actor.actorType === 'user' ? actor.actorId : null;
    await tx.execute(
      done
        ? sql`update deadlines set status = 'DONE', done_at = ${now.toISOString()}::timestamptz,
                done_by_user_id = ${userId}::uuid, done_by = ${actor.actorName}
              where tenant_id = ${requireTenantId(ctx)} and id = ${deadlineId}`
        : sql`update deadlines set status = 'OPEN', done_at = null, done_by_user_id = null, done_by = null
              where tenant_id = ${requireTenantId(ctx)} and id = ${deadlineId}`,
    );
    await recordAudit(tx, ctx, {
      action: done ? 'deadline.done' : 'deadline.reopen',
      entityType: 'deadline',
      entityId: deadlineId,
      before: { status: row.status },
      after: { status: target, kind: row.kind, employeeId: row.employee_id, dueDate: row.due_date },
    });
    const after = await visibleRow(tx, ctx, deadlineId, false);
    return toDeadline(after, today, ctx.language);
  });
}
