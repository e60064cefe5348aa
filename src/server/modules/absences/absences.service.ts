// Absences (issue 12; spec "Absence", section 7 "Absences"): daily records per employee. Every write checks that no
// file is processing (FILES_PROCESSING), takes the employees' absence locks (the same the upload's applying phase
// takes: a screen edit and an upload batch never interleave), is audited and records one `absences-modified` event
// per employee, all in one transaction. Decisions: docs/decisions/0012-absence-records.md.
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  ABSENCE_MESSAGES,
  type Absence,
  type AbsenceChanges,
  absenceBasisIssues,
  type CreateAbsenceBody,
  type PatchAbsencesBody,
} from '../../../contracts/absences.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { pageOfRows } from '../../../db/paging.ts';
import { absences } from '../../../db/schema/absences.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { pgArrayLiteralOf, uuidArray } from '../../../db/sql-arrays.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { assertInScope, type EmployeeScope, employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError, type BodyIssue, BodyValidationError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { lockAggregates } from '../../concurrency.ts';
import { recordDomainEvents } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { assertNoFileProcessing } from '../uploads/index.ts';

type AbsenceRow = typeof absences.$inferSelect;

/** The lock of an employee's absences (also taken by the upload's applying phase). */
export const ABSENCE_LOCK = 'employee-absences';

export function toAbsence(row: AbsenceRow): Absence {
  return {
    absenceId: row.id,
    employeeId: row.employeeId,
    date: row.date,
    type: row.type,
    accidentType: row.accidentType,
    hours: row.hours === null ? null : String(Number(row.hours)),
    percentage: row.percentage === null ? null : String(Number(row.percentage)),
    source: row.source,
    comment: row.comment,
    deleted: row.deleted,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function editScope(tx: Queryable, ctx: RequestContext): Promise<EmployeeScope> {
  return employeeScopeOf(tx, ctx, 'employee.absences.edit', swissToday());
}

async function afterWrite(
  tx: AppTransaction,
  jobs: JobQueue | null,
  ctx: RequestContext,
  action: string,
  byEmployee: Map<string, { before: unknown; after: unknown }>,
) {
  const tenantId = requireTenantId(ctx);
  for (const [employeeId, change] of byEmployee) {
    await recordAudit(tx, ctx, { action, entityType: 'employee-absences', entityId: employeeId, ...change });
  }
  await recordDomainEvents(
    tx,
    jobs,
    tenantId,
    [...byEmployee.keys()].map((employeeId) => ({
      type: 'absences-modified' as const,
      employeeId,
      payload: { action },
    })),
  );
}

/** A short, readable description of days for the audit log: '2026-03-02..2026-03-06 SICK 100 %'. */
function describeDays(rows: readonly Pick<AbsenceRow, 'date' | 'type' | 'hours' | 'percentage'>[]) {
  return rows.map(
    (row) => `${row.date} ${row.type} ${row.hours === null ? `${Number(row.percentage)} %` : `${Number(row.hours)} h`}`,
  );
}

export async function createAbsence(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: CreateAbsenceBody,
) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await assertNoFileProcessing(tx);
    assertInScope(await editScope(tx, ctx), input.employeeId);
    await lockAggregates(tx, tenantId, ABSENCE_LOCK, [input.employeeId]);
    const [known] = await tx
      .select({ employeeId: employeeRecords.employeeId })
      .from(employeeRecords)
      .where(eq(employeeRecords.employeeId, input.employeeId))
      .limit(1);
    if (!known) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId: input.employeeId });
    const existing = await tx
      .select({ date: absences.date })
      .from(absences)
      .where(
        and(
          eq(absences.employeeId, input.employeeId),
          eq(absences.deleted, false),
          gte(absences.date, input.startDate),
          lte(absences.date, input.endDate),
        ),
      )
      .orderBy(asc(absences.date));
    if (existing.length > 0) {
      const dates = [...new Set(existing.map((row) => row.date))];
      throw new AppError(
        'ABSENCES_ALREADY_EXIST',
        `The employee already has an absence on ${dates.length === 1 ? dates[0] : `${dates.length} of these days`}`,
        { employeeId: input.employeeId, dates },
      );
    }
    const days: string[] = [];
    for (let day = toEpochDay(input.startDate); day <= toEpochDay(input.endDate); day++) days.push(fromEpochDay(day));
    const rows = await tx
      .insert(absences)
      .values(
        days.map((date) => ({
          tenantId,
          employeeId: input.employeeId,
          date,
          type: input.type,
          accidentType: input.type === 'ACCIDENT' ? (input.accidentType ?? null) : null,
          hours: input.hours ?? null,
          percentage: input.hours ? null : (input.percentage ?? null),
          source: 'manual' as const,
          comment: input.comment ?? null,
        })),
      )
      .returning();
    await afterWrite(
      tx,
      jobs,
      ctx,
      'absence.create',
      new Map([
        [
          input.employeeId,
          {
            before: null,
            after: {
              startDate: input.startDate,
              endDate: input.endDate,
              type: input.type,
              accidentType: input.accidentType ?? null,
              hours: input.hours ?? null,
              percentage: input.percentage ?? null,
              days: rows.length,
            },
          },
        ],
      ]),
    );
    return { items: rows.map(toAbsence) };
  });
}

/**
 * The live absences named, with their employees locked. Read, lock, read again: a row deleted by a write that held
 * the lock is seen as gone. Unknown, deleted or out-of-scope ids answer ABSENCES_NOT_FOUND with the ids (an
 * out-of-scope id is not told apart from an unknown one).
 */
async function lockedAbsences(tx: AppTransaction, ctx: RequestContext, ids: readonly string[]) {
  const tenantId = requireTenantId(ctx);
  const read = () =>
    tx
      .select()
      .from(absences)
      .where(and(sql`${absences.id} = any(${uuidArray(ids)})`, eq(absences.deleted, false)));
  const first = await read();
  await lockAggregates(tx, tenantId, ABSENCE_LOCK, [...new Set(first.map((row) => row.employeeId))]);
  const rows = await read();
  const scope = await editScope(tx, ctx);
  const visible = rows.filter((row) => scope.kind === 'all' || scope.employeeIds.has(row.employeeId));
  const found = new Set(visible.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'ABSENCES_NOT_FOUND',
      `${missing.length} absence${missing.length === 1 ? ' was' : 's were'} not found`,
      { absenceIds: missing },
    );
  }
  return new Map(visible.map((row) => [row.id, row]));
}

type Next = Pick<AbsenceRow, 'type' | 'accidentType' | 'hours' | 'percentage' | 'comment'>;

function applyChanges(row: Next, changes: AbsenceChanges): Next {
  const next: Next = { ...row };
  if (changes.type !== undefined) {
    next.type = changes.type;
    if (changes.type !== 'ACCIDENT' && changes.accidentType === undefined) next.accidentType = null;
  }
  if (changes.accidentType !== undefined) next.accidentType = changes.accidentType;
  if (changes.hours !== undefined) {
    next.hours = changes.hours;
    next.percentage = null;
  }
  if (changes.percentage !== undefined) {
    next.percentage = changes.percentage;
    next.hours = null;
  }
  if (changes.comment !== undefined) next.comment = changes.comment;
  return next;
}

const sameNumber = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Number(a) === Number(b);

export async function updateAbsences(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  body: PatchAbsencesBody,
) {
  return inTenant(database, ctx, async (tx) => {
    await assertNoFileProcessing(tx);
    const edits: { id: string; changes: AbsenceChanges; path: string }[] = body.items.flatMap((item, index) => [
      ...item.absenceIds.map((id) => ({ id, changes: item.changes as AbsenceChanges, path: `items.${index}.changes` })),
      ...item.individualAbsenceEdits.map((edit, editIndex) => ({
        id: edit.absenceId,
        changes: edit.changes,
        path: `items.${index}.individualAbsenceEdits.${editIndex}.changes`,
      })),
    ]);
    const rows = await lockedAbsences(
      tx,
      ctx,
      edits.map((edit) => edit.id),
    );
    const issues: BodyIssue[] = [];
    const updates: { row: AbsenceRow; next: Next }[] = [];
    for (const edit of edits) {
      const row = rows.get(edit.id) as AbsenceRow;
      const next = applyChanges(row, edit.changes);
      for (const issue of absenceBasisIssues(next, { requireBasis: true })) {
        issues.push({ path: `${edit.path}.${issue.path.join('.')}`, message: issue.message, code: 'custom' });
      }
      const unchanged =
        next.type === row.type &&
        next.accidentType === row.accidentType &&
        sameNumber(next.hours, row.hours) &&
        sameNumber(next.percentage, row.percentage) &&
        next.comment === row.comment;
      if (!unchanged) updates.push({ row, next });
    }
    if (issues.length > 0) throw new BodyValidationError(issues);
    if (updates.length > 0) {
      const column = (pick: (update: (typeof updates)[number]) => string | null) => pgArrayLiteralOf(updates.map(pick));
      await tx.execute(sql`
        update absences a set
          type = u.type, accident_type = u.accident_type, hours = u.hours, percentage = u.percentage,
          comment = u.comment, source = case when a.source = 'automatic' then 'edited' else a.source end,
          revision = a.revision + 1, updated_at = now()
        from unnest(
          ${column((update) => update.row.id)}::uuid[], ${column((update) => update.next.type)}::text[],
          ${column((update) => update.next.accidentType)}::text[], ${column((update) => update.next.hours)}::numeric[],
          ${column((update) => update.next.percentage)}::numeric[], ${column((update) => update.next.comment)}::text[]
        ) as u(id, type, accident_type, hours, percentage, comment)
        where a.id = u.id`);
      const byEmployee = new Map<string, { before: string[]; after: string[] }>();
      for (const update of updates) {
        const entry = byEmployee.get(update.row.employeeId) ?? { before: [], after: [] };
        entry.before.push(...describeDays([update.row]));
        entry.after.push(...describeDays([{ date: update.row.date, ...update.next }]));
        byEmployee.set(update.row.employeeId, entry);
      }
      await afterWrite(tx, jobs, ctx, 'absence.update', byEmployee);
    }
    const after = await tx
      .select()
      .from(absences)
      .where(sql`${absences.id} = any(${uuidArray([...rows.keys()])})`)
      .orderBy(asc(absences.employeeId), asc(absences.date));
    return { items: after.map(toAbsence) };
  });
}

export async function deleteAbsences(database: Database, jobs: JobQueue | null, ctx: RequestContext, ids: string[]) {
  const unique = [...new Set(ids)];
  return inTenant(database, ctx, async (tx) => {
    await assertNoFileProcessing(tx);
    const rows = await lockedAbsences(tx, ctx, unique);
    await tx
      .update(absences)
      .set({ deleted: true, revision: sql`${absences.revision} + 1`, updatedAt: new Date().toISOString() })
      .where(inArray(absences.id, unique));
    const byEmployee = new Map<string, { before: string[]; after: null }>();
    for (const row of [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : 1))) {
      const entry = byEmployee.get(row.employeeId) ?? { before: [], after: null };
      entry.before.push(...describeDays([row]));
      byEmployee.set(row.employeeId, entry);
    }
    await afterWrite(tx, jobs, ctx, 'absence.delete', byEmployee);
    return { deletedCount: unique.length, absenceIds: unique };
  });
}

export async function listAbsences(
  database: Database,
  ctx: RequestContext,
  query: {
    employeeId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    type?: AbsenceRow['type'] | undefined;
    source?: AbsenceRow['source'] | undefined;
    skip: number;
    take: number;
  },
) {
  return inTenant(database, ctx, async (tx) => {
    const scope = await employeeScopeOf(tx, ctx, 'employee.absences.view', swissToday());
    const conditions: SQL[] = [eq(absences.deleted, false)];
    if (scope.kind === 'some') {
      conditions.push(scope.employeeIds.size > 0 ? inArray(absences.employeeId, [...scope.employeeIds]) : sql`false`);
    }
    if (query.employeeId) conditions.push(eq(absences.employeeId, query.employeeId));
    if (query.from) conditions.push(gte(absences.date, query.from));
    if (query.to) conditions.push(lte(absences.date, query.to));
    if (query.type) conditions.push(eq(absences.type, query.type));
    if (query.source) conditions.push(eq(absences.source, query.source));
    const where = and(...conditions);
    const page = await pageOfRows(
      tx,
      absences,
      where,
      [asc(absences.employeeId), asc(absences.date), asc(absences.id)],
      query,
    );
    return { items: page.rows.map(toAbsence), totalCount: page.totalCount };
  });
}

export { ABSENCE_MESSAGES };
