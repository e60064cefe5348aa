// Employees as temporal records (spec "Employee"; issue "Tenant configuration, organisation and employees"):
// lists and lookups limited to the caller's employee scope, corrections of the current record, and new records
// from a date that close the previous one the day before. Every write is audited and records an
// `employee-data-modified` event in the same transaction.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { EmployeeData, EmployeesQuery } from '../../../contracts/employees.ts';
import type { PermissionKey } from '../../../contracts/roles.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { employeeRecordColumns, refreshDisplayRecords } from '../../../db/employee-records.ts';
import { employeeList, employeeRecords } from '../../../db/schema/employees.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { assertInScope, employeeScopeOf, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { changedFields } from '../../audit/changes.ts';
import { recordDomainEvent } from '../../jobs/domain-events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';

type RecordRow = typeof employeeRecords.$inferSelect;

const validOn = (day: string): SQL =>
  and(
    lte(employeeRecords.validFrom, day),
    or(isNull(employeeRecords.validTo), gte(employeeRecords.validTo, day)),
  ) as SQL;

export function toRecord(row: RecordRow) {
  return {
    recordId: row.id,
    employeeId: row.employeeId,
    validFrom: row.validFrom,
    validTo: row.validTo,
    data: row.data as EmployeeData,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toMinimal(row: RecordRow) {
  return {
    employeeId: row.employeeId,
    personnelNumber: row.personnelNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    companySubunitId: row.companySubunitId,
    processingGroupId: row.processingGroupId,
    leavingDate: row.leavingDate,
  };
}

async function scopeFor(tx: Queryable, ctx: RequestContext, permission: PermissionKey, day: string) {
  return employeeScopeOf(tx, ctx, permission, day);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const RECORD_SORT_COLUMNS = {
  PERSONNEL_NUMBER: employeeRecords.personnelNumber,
  FIRST_NAME: employeeRecords.firstName,
  LAST_NAME: employeeRecords.lastName,
  DATE_OF_EMPLOYMENT: employeeRecords.dateOfEmployment,
} as const;

const LIST_SORT_COLUMNS = {
  PERSONNEL_NUMBER: employeeList.personnelNumber,
  FIRST_NAME: employeeList.firstName,
  LAST_NAME: employeeList.lastName,
  DATE_OF_EMPLOYMENT: employeeList.dateOfEmployment,
} as const;

/**
 * The employee list. Without `activeOn`: one row per employee from the narrow `employee_list` (each employee's
 * display record: valid today, a leaver's last, a future starter's first). With `activeOn`: the record valid that
 * day, from the temporal records (only employees active that day).
 */
export async function findEmployees(
  database: Database,
  ctx: RequestContext,
  query: EmployeesQuery & { skip: number; take: number },
) {
  const today = swissToday();
  return inTenant(database, ctx, async (tx) => {
    const scope = await scopeFor(tx, ctx, 'employee.view', query.activeOn ?? today);
    const table = query.activeOn ? employeeRecords : employeeList;
    const conditions: SQL[] = [];
    if (scope.kind === 'some') {
      conditions.push(scope.employeeIds.size > 0 ? inArray(table.employeeId, [...scope.employeeIds]) : sql`false`);
    }
    if (query.activeOn) conditions.push(validOn(query.activeOn));
    if (query.search) {
      // One substring match over personnel number, first and last name and id (trigram index on search_text).
      conditions.push(ilike(table.searchText, `%${escapeLike(query.search.toLowerCase())}%`));
    }
    if (query.companySubunitId) conditions.push(eq(table.companySubunitId, query.companySubunitId));
    if (query.processingGroupId) conditions.push(eq(table.processingGroupId, query.processingGroupId));
    const where = and(...conditions);
    const sortBy = query.sortBy ?? 'LAST_NAME';
    const column = query.activeOn ? RECORD_SORT_COLUMNS[sortBy] : LIST_SORT_COLUMNS[sortBy];
    const direction = query.sortOrder === 'DESC' ? desc : asc;
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          employeeId: table.employeeId,
          personnelNumber: table.personnelNumber,
          firstName: table.firstName,
          lastName: table.lastName,
          companySubunitId: table.companySubunitId,
          processingGroupId: table.processingGroupId,
          leavingDate: table.leavingDate,
        })
        .from(table)
        .where(where)
        .orderBy(direction(column), asc(table.employeeId))
        .offset(query.skip)
        .limit(query.take),
      tx.select({ value: sql<number>`count(*)::int` }).from(table).where(where),
    ]);
    return { items: rows, totalCount: total?.value ?? 0 };
  });
}

async function recordsOf(tx: Queryable, employeeId: string): Promise<RecordRow[]> {
  return tx
    .select()
    .from(employeeRecords)
    .where(eq(employeeRecords.employeeId, employeeId))
    .orderBy(asc(employeeRecords.validFrom));
}

/** The record valid on the day; without a day: valid today, else the latest. */
function pickRecord(records: RecordRow[], employeeId: string, dateOfReference: string | undefined): RecordRow {
  if (records.length === 0) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
  const day = dateOfReference ?? swissToday();
  const valid = records.find((row) => row.validFrom <= day && (row.validTo === null || row.validTo >= day));
  if (valid) return valid;
  if (dateOfReference) {
    throw new AppError('EMPLOYEE_NOT_FOUND', `No record of this employee is valid on ${dateOfReference}`, {
      employeeId,
    });
  }
  return records[records.length - 1] as RecordRow;
}

function toEmployee(tenantId: string, records: RecordRow[], chosen: RecordRow) {
  return {
    tenantId,
    employeeId: chosen.employeeId,
    record: toRecord(chosen),
    history: records.map((row) => ({ recordId: row.id, validFrom: row.validFrom, validTo: row.validTo })),
  };
}

export async function getEmployee(
  database: Database,
  ctx: RequestContext,
  employeeId: string,
  dateOfReference: string | undefined,
  permission: PermissionKey = 'employee.personalData.view',
) {
  return inTenant(database, ctx, async (tx) => {
    const records = await recordsOf(tx, employeeId);
    const chosen = pickRecord(records, employeeId, dateOfReference);
    assertInScope(await scopeFor(tx, ctx, permission, dateOfReference ?? swissToday()), employeeId);
    return toEmployee(requireTenantId(ctx), records, chosen);
  });
}

export async function getEmployeeMinimal(database: Database, ctx: RequestContext, employeeId: string) {
  return inTenant(database, ctx, async (tx) => {
    const chosen = pickRecord(await recordsOf(tx, employeeId), employeeId, undefined);
    assertInScope(await scopeFor(tx, ctx, 'employee.view', swissToday()), employeeId);
    return toMinimal(chosen);
  });
}

/** The signed-in user's own employee (users linked to an employee). */
export async function getOwnEmployee(database: Database, ctx: RequestContext) {
  const employeeId = ctx.actor?.kind === 'user' ? ctx.actor.employeeId : null;
  if (!employeeId) throw new AppError('EMPLOYEE_NOT_FOUND', 'Your user is not linked to an employee');
  return inTenant(database, ctx, async (tx) => {
    const records = await recordsOf(tx, employeeId);
    return toEmployee(requireTenantId(ctx), records, pickRecord(records, employeeId, undefined));
  });
}

export async function checkEmployeesExist(database: Database, ctx: RequestContext, employeeIds: string[]) {
  return inTenant(database, ctx, async (tx) => {
    const scope = await scopeFor(tx, ctx, 'employee.view', swissToday());
    const rows = await tx
      .selectDistinct({ employeeId: employeeRecords.employeeId })
      .from(employeeRecords)
      .where(inArray(employeeRecords.employeeId, employeeIds));
    const known = new Set(
      rows.map((row) => row.employeeId).filter((id) => scope.kind === 'all' || scope.employeeIds.has(id)),
    );
    const unique = [...new Set(employeeIds)];
    return { existing: unique.filter((id) => known.has(id)), missing: unique.filter((id) => !known.has(id)) };
  });
}

async function afterWrite(
  tx: AppTransaction,
  jobs: JobQueue | null,
  ctx: RequestContext,
  action: string,
  employeeId: string,
  change: { before: unknown; after: unknown },
) {
  await refreshDisplayRecords(tx, requireTenantId(ctx), swissToday(), [employeeId]);
  await recordAudit(tx, ctx, { action, entityType: 'employee', entityId: employeeId, ...change });
  await recordDomainEvent(tx, jobs, {
    tenantId: requireTenantId(ctx),
    type: 'employee-data-modified',
    employeeId,
    payload: { action },
  });
}

function translateOverlap(error: unknown): never {
  if ((error as { cause?: { code?: string } }).cause?.code === '23P01') {
    throw new AppError('INVALID_PARAMETERS', 'Records of one employee must not overlap');
  }
  throw error;
}

export async function createEmployee(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { employeeId: string; validFrom: string; data: EmployeeData },
) {
  return inTenant(database, ctx, async (tx) => {
    if ((await recordsOf(tx, input.employeeId)).length > 0) {
      throw new AppError('EMPLOYEE_ALREADY_EXISTS', 'An employee with this id already exists', {
        employeeId: input.employeeId,
      });
    }
    const [row] = await tx
      .insert(employeeRecords)
      .values({
        tenantId: requireTenantId(ctx),
        employeeId: input.employeeId,
        validFrom: input.validFrom,
        data: input.data,
        ...employeeRecordColumns(input.data),
      })
      .returning();
    if (!row) throw new Error('employee insert returned nothing');
    await afterWrite(tx, jobs, ctx, 'employee.create', input.employeeId, {
      before: null,
      after: { validFrom: input.validFrom },
    });
    return toEmployee(requireTenantId(ctx), [row], row);
  });
}

/** Corrects the current record (valid today, else the latest) with the given fields. */
export async function correctCurrentRecord(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  employeeId: string,
  changes: Partial<EmployeeData>,
  validate: (data: unknown) => EmployeeData,
) {
  return inTenant(database, ctx, async (tx) => {
    const records = await recordsOf(tx, employeeId);
    const current = pickRecord(records, employeeId, undefined);
    const before = current.data as EmployeeData;
    const data = validate({ ...before, ...changes });
    const [row] = await tx
      .update(employeeRecords)
      .set({ data, ...employeeRecordColumns(data), updatedAt: new Date().toISOString() })
      .where(eq(employeeRecords.id, current.id))
      .returning();
    if (!row) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    await afterWrite(tx, jobs, ctx, 'employee.correct', employeeId, changedFields(before, data));
    return toEmployee(
      requireTenantId(ctx),
      records.map((r) => (r.id === row.id ? row : r)),
      row,
    );
  });
}

/**
 * A new record from `validFrom`: the record covering that day ends the day before; the new record runs until the
 * day before the next record starts (or open-ended). A record that already starts that day is corrected instead.
 */
export async function addTemporalRecord(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  employeeId: string,
  input: { validFrom: string; data: EmployeeData },
) {
  try {
    return await inTenant(database, ctx, async (tx) => {
      const records = await recordsOf(tx, employeeId);
      if (records.length === 0) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
      if (records.some((row) => row.validFrom === input.validFrom)) {
        throw new AppError(
          'INVALID_PARAMETERS',
          `A record already starts on ${input.validFrom}; correct that record instead`,
        );
      }
      const dayBefore = fromEpochDay(toEpochDay(input.validFrom) - 1);
      const covering = records.find(
        (row) => row.validFrom < input.validFrom && (row.validTo === null || row.validTo >= input.validFrom),
      );
      const next = records.find((row) => row.validFrom > input.validFrom);
      const validTo = covering ? covering.validTo : next ? fromEpochDay(toEpochDay(next.validFrom) - 1) : null;
      if (covering) {
        await tx
          .update(employeeRecords)
          .set({ validTo: dayBefore, updatedAt: new Date().toISOString() })
          .where(eq(employeeRecords.id, covering.id));
      }
      const [row] = await tx
        .insert(employeeRecords)
        .values({
          tenantId: requireTenantId(ctx),
          employeeId,
          validFrom: input.validFrom,
          validTo,
          data: input.data,
          ...employeeRecordColumns(input.data),
        })
        .returning();
      if (!row) throw new Error('employee record insert returned nothing');
      const base = (covering?.data ?? {}) as Record<string, unknown>;
      await afterWrite(tx, jobs, ctx, 'employee.new-record', employeeId, {
        before: covering ? { validFrom: covering.validFrom, validTo: covering.validTo } : null,
        after: { validFrom: row.validFrom, validTo: row.validTo, changes: changedFields(base, input.data).after },
      });
      const all = await recordsOf(tx, employeeId);
      return toEmployee(requireTenantId(ctx), all, row);
    });
  } catch (error) {
    translateOverlap(error);
  }
}

/** Admin: set the last day of the employee's latest record (null = open-ended). Overlaps are impossible here. */
export async function extendDataValidity(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  employeeId: string,
  validTo: string | null,
) {
  return inTenant(database, ctx, async (tx) => {
    const records = await recordsOf(tx, employeeId);
    const latest = records.at(-1);
    if (!latest) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    if (validTo !== null && validTo < latest.validFrom) {
      throw new AppError('INVALID_PARAMETERS', `validTo must not be before the record's start (${latest.validFrom})`);
    }
    const [row] = await tx
      .update(employeeRecords)
      .set({ validTo, updatedAt: new Date().toISOString() })
      .where(eq(employeeRecords.id, latest.id))
      .returning();
    if (!row) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    await afterWrite(tx, jobs, ctx, 'employee.extend-data-validity', employeeId, {
      before: { validTo: latest.validTo },
      after: { validTo },
    });
    const all = await recordsOf(tx, employeeId);
    return toEmployee(requireTenantId(ctx), all, row);
  });
}

type ConnectionChange = {
  employeeId: string;
  superiorId?: string | null | undefined;
  hrBusinessPartnerId?: string | null | undefined;
};

function withConnection(
  connections: EmployeeData['connections'],
  kind: 'SUPERIOR' | 'HR_BUSINESS_PARTNER',
  target: string | null | undefined,
): EmployeeData['connections'] {
  if (target === undefined) return connections;
  const others = connections.filter((connection) => connection.kind !== kind);
  return target === null ? others : [...others, { employeeId: target, kind }];
}

/**
 * Employee-list patch upload: superior and HR business partner per employee, applied to each employee's current
 * record in one transaction (all or nothing). Unknown employees are reported, not created.
 */
export async function patchEmployeeList(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  items: readonly ConnectionChange[],
) {
  return inTenant(database, ctx, async (tx) => {
    const ids = items.map((item) => item.employeeId);
    const current = await tx
      .select()
      .from(employeeRecords)
      .where(and(inArray(employeeRecords.employeeId, ids), eq(employeeRecords.isDisplay, true)));
    const byId = new Map(current.map((row) => [row.employeeId, row]));
    let updated = 0;
    for (const item of items) {
      const row = byId.get(item.employeeId);
      if (!row) continue;
      const data = row.data as EmployeeData;
      const connections = withConnection(
        withConnection(data.connections, 'SUPERIOR', item.superiorId),
        'HR_BUSINESS_PARTNER',
        item.hrBusinessPartnerId,
      );
      if (JSON.stringify(connections) === JSON.stringify(data.connections)) continue;
      await tx
        .update(employeeRecords)
        .set({ data: { ...data, connections }, updatedAt: new Date().toISOString() })
        .where(eq(employeeRecords.id, row.id));
      await recordAudit(tx, ctx, {
        action: 'employee.update-connections',
        entityType: 'employee',
        entityId: item.employeeId,
        before: { connections: data.connections },
        after: { connections },
      });
      await recordDomainEvent(tx, jobs, {
        tenantId: requireTenantId(ctx),
        type: 'employee-data-modified',
        employeeId: item.employeeId,
        payload: { action: 'employee.update-connections' },
      });
      updated++;
    }
    return { updated, unknownEmployeeIds: ids.filter((id) => !byId.has(id)) };
  });
}
