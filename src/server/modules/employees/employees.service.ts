// Employees as temporal records (spec "Employee"; issue "Tenant configuration, organisation and employees"):
// lists and lookups limited to the caller's employee scope, corrections of the current record, and new records
// from a date that close the previous one the day before. Every write is audited and records an
// `employee-data-modified` event in the same transaction.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES, type EmployeeData, type EmployeesQuery } from '../../../contracts/employees.ts';
import type { PermissionKey } from '../../../contracts/roles.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { employeeRecordColumns, refreshDisplayRecords } from '../../../db/employee-records.ts';
import { employeeList, employeeRecords } from '../../../db/schema/employees.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { assertInScope, employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { AppError, type BodyIssue, BodyValidationError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { changedFields, isSameJson } from '../../audit/changes.ts';
import { assertRevision, lockAggregate, lockAggregates } from '../../concurrency.ts';
import { recordDomainEvent } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
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
    revision: row.revision,
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
    const rows = await tx
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
      .limit(query.take);
    const [total] = await tx.select({ value: sql<number>`count(*)::int` }).from(table).where(where);
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

/**
 * The employee's optimistic-concurrency revision: the sum of its records' revisions. Every write adds at least 1
 * (an update adds 1 to one record, a new record adds a record of revision 1) and records are never deleted one by
 * one, so the sum strictly grows with every change to the employee (docs/architecture.md "Concurrency").
 */
function employeeRevision(records: readonly RecordRow[]): number {
  return records.reduce((sum, row) => sum + row.revision, 0);
}

function toEmployee(tenantId: string, records: RecordRow[], chosen: RecordRow) {
  return {
    tenantId,
    employeeId: chosen.employeeId,
    record: toRecord(chosen),
    history: records.map((row) => ({
      recordId: row.id,
      validFrom: row.validFrom,
      validTo: row.validTo,
      revision: row.revision,
    })),
    revision: employeeRevision(records),
  };
}

/** Every employee write starts here: the employee's lock, held to the end of the transaction (../../concurrency.ts). */
function lockEmployee(tx: Queryable, ctx: RequestContext, employeeId: string): Promise<void> {
  return lockAggregate(tx, requireTenantId(ctx), 'employee', employeeId);
}

/**
 * The records of an employee the caller may see or change. A scoped role (a superior) gets the same 403
 * EMPLOYEE_ACCESS_FORBIDDEN for an id outside its scope as for an id that does not exist, so answers never tell
 * whether an employee outside the team exists; full-access roles get 404 EMPLOYEE_NOT_FOUND for unknown ids.
 */
async function recordsInScope(
  tx: Queryable,
  ctx: RequestContext,
  employeeId: string,
  permission: PermissionKey,
  day: string,
): Promise<RecordRow[]> {
  assertInScope(await scopeFor(tx, ctx, permission, day), employeeId);
  return recordsOf(tx, employeeId);
}

export async function getEmployee(
  database: Database,
  ctx: RequestContext,
  employeeId: string,
  dateOfReference: string | undefined,
  permission: PermissionKey = 'employee.personalData.view',
) {
  return inTenant(database, ctx, async (tx) => {
    const records = await recordsInScope(tx, ctx, employeeId, permission, dateOfReference ?? swissToday());
    return toEmployee(requireTenantId(ctx), records, pickRecord(records, employeeId, dateOfReference));
  });
}

export async function getEmployeeMinimal(database: Database, ctx: RequestContext, employeeId: string) {
  return inTenant(database, ctx, async (tx) => {
    const records = await recordsInScope(tx, ctx, employeeId, 'employee.view', swissToday());
    return toMinimal(pickRecord(records, employeeId, undefined));
  });
}

/**
 * Several employees' minimal data at once (GET /employees/minimal), each with the record the single route picks
 * (valid today, else the latest). Ids outside the caller's employee scope and unknown ids are left out alike, so
 * the answer tells no more than the single route's 403 does; the rest come in the order asked for, each once.
 */
export async function getEmployeesMinimal(database: Database, ctx: RequestContext, employeeIds: readonly string[]) {
  return inTenant(database, ctx, async (tx) => {
    const today = swissToday();
    const scope = await scopeFor(tx, ctx, 'employee.view', today);
    const wanted = [...new Set(employeeIds)].filter((employeeId) => inScope(scope, employeeId));
    if (wanted.length === 0) return { items: [] };
    const rows = await tx
      .select()
      .from(employeeRecords)
      .where(inArray(employeeRecords.employeeId, wanted))
      .orderBy(asc(employeeRecords.validFrom));
    const byEmployee = Map.groupBy(rows, (row) => row.employeeId);
    return {
      items: wanted.flatMap((employeeId) => {
        const records = byEmployee.get(employeeId);
        return records ? [toMinimal(pickRecord(records, employeeId, undefined))] : [];
      }),
    };
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

type OrganisationIds = { companySubunitId?: string | null; processingGroupId?: string | null };

/**
 * The subunit and processing group a write sets must be ones the tenant's current configuration has (read in the
 * write's transaction). A tenant without a configuration has nothing to check against: any id is accepted
 * (docs/decisions/0009-employee-data-plausibility.md). Refused: 400 in the validation shape at
 * `data.companySubunitId` / `data.processingGroupId`.
 */
async function assertKnownOrganisation(tx: Queryable, ctx: RequestContext, ids: OrganisationIds): Promise<void> {
  const { companySubunitId, processingGroupId } = ids;
  if (!companySubunitId && !processingGroupId) return;
  const current = await currentConfigurationVersion(tx, requireTenantId(ctx));
  if (!current) return;
  const configuration = current.configuration as {
    companySubunits?: { companySubunitId: string }[];
    processingGroups?: { processingGroupId: string }[];
  };
  const issues: BodyIssue[] = [];
  if (companySubunitId && !configuration.companySubunits?.some((unit) => unit.companySubunitId === companySubunitId)) {
    issues.push({ path: 'data.companySubunitId', message: EMPLOYEE_MESSAGES.unknownSubunit, code: 'custom' });
  }
  if (
    processingGroupId &&
    !configuration.processingGroups?.some((group) => group.processingGroupId === processingGroupId)
  ) {
    issues.push({ path: 'data.processingGroupId', message: EMPLOYEE_MESSAGES.unknownProcessingGroup, code: 'custom' });
  }
  if (issues.length > 0) throw new BodyValidationError(issues);
}

/** The organisation ids a correction changes (an unchanged id is not checked again: old records stay correctable). */
function changedOrganisation(before: EmployeeData, after: EmployeeData): OrganisationIds {
  return {
    companySubunitId: after.companySubunitId !== before.companySubunitId ? after.companySubunitId : null,
    processingGroupId: after.processingGroupId !== before.processingGroupId ? after.processingGroupId : null,
  };
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

export async function createEmployee(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  input: { employeeId: string; validFrom: string; data: EmployeeData },
) {
  return inTenant(database, ctx, async (tx) => {
    // The lock makes parallel creates of one id queue: the first creates, the others see it and answer 409.
    await lockEmployee(tx, ctx, input.employeeId);
    if ((await recordsOf(tx, input.employeeId)).length > 0) {
      throw new AppError('EMPLOYEE_ALREADY_EXISTS', 'An employee with this id already exists', {
        employeeId: input.employeeId,
      });
    }
    await assertKnownOrganisation(tx, ctx, input.data);
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

/**
 * Corrects the current record (valid today, else the latest) with the given fields, merged onto the record as it
 * is under the employee's lock (parallel corrections of different fields all survive). With `expectedRevision`
 * (an edit from a screen) a changed employee answers 409 REVISION_CONFLICT. A correction that changes nothing
 * writes nothing: no update, no audit entry, no event.
 */
export async function correctCurrentRecord(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  employeeId: string,
  changes: Partial<EmployeeData>,
  validate: (data: unknown) => EmployeeData,
  expectedRevision?: number,
) {
  return inTenant(database, ctx, async (tx) => {
    await lockEmployee(tx, ctx, employeeId);
    const records = await recordsInScope(tx, ctx, employeeId, 'employee.edit', swissToday());
    const current = pickRecord(records, employeeId, undefined);
    assertRevision('employee', expectedRevision, employeeRevision(records), { employeeId });
    const before = current.data as EmployeeData;
    const data = validate({ ...before, ...changes });
    if (isSameJson(before, data)) return toEmployee(requireTenantId(ctx), records, current);
    await assertKnownOrganisation(tx, ctx, changedOrganisation(before, data));
    const [row] = await tx
      .update(employeeRecords)
      .set({
        data,
        ...employeeRecordColumns(data),
        revision: sql`${employeeRecords.revision} + 1`,
        updatedAt: new Date().toISOString(),
      })
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
  input: { validFrom: string; data: EmployeeData; revision?: number | undefined },
) {
  return inTenant(database, ctx, async (tx) => {
    await lockEmployee(tx, ctx, employeeId);
    const records = await recordsInScope(tx, ctx, employeeId, 'employee.edit', swissToday());
    if (records.length === 0) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    assertRevision('employee', input.revision, employeeRevision(records), { employeeId });
    if (records.some((row) => row.validFrom === input.validFrom)) {
      throw new AppError(
        'INVALID_PARAMETERS',
        `A record already starts on ${input.validFrom}; correct that record instead`,
      );
    }
    await assertKnownOrganisation(tx, ctx, input.data);
    const dayBefore = fromEpochDay(toEpochDay(input.validFrom) - 1);
    const covering = records.find(
      (row) => row.validFrom < input.validFrom && (row.validTo === null || row.validTo >= input.validFrom),
    );
    const next = records.find((row) => row.validFrom > input.validFrom);
    const validTo = covering ? covering.validTo : next ? fromEpochDay(toEpochDay(next.validFrom) - 1) : null;
    if (covering) {
      await tx
        .update(employeeRecords)
        .set({
          validTo: dayBefore,
          revision: sql`${employeeRecords.revision} + 1`,
          updatedAt: new Date().toISOString(),
        })
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
}

/** Admin: set the last day of the employee's latest record (null = open-ended). Overlaps are impossible here. */
export async function extendDataValidity(
  database: Database,
  jobs: JobQueue | null,
  ctx: RequestContext,
  employeeId: string,
  validTo: string | null,
  expectedRevision?: number,
) {
  return inTenant(database, ctx, async (tx) => {
    await lockEmployee(tx, ctx, employeeId);
    const records = await recordsOf(tx, employeeId);
    const latest = records.at(-1);
    if (!latest) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    assertRevision('employee', expectedRevision, employeeRevision(records), { employeeId });
    if (validTo !== null && validTo < latest.validFrom) {
      throw new AppError('INVALID_PARAMETERS', `validTo must not be before the record's start (${latest.validFrom})`);
    }
    if (latest.validTo === validTo) return toEmployee(requireTenantId(ctx), records, latest);
    const [row] = await tx
      .update(employeeRecords)
      .set({ validTo, revision: sql`${employeeRecords.revision} + 1`, updatedAt: new Date().toISOString() })
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
    // Every listed employee's lock, in sorted order (two overlapping uploads cannot deadlock).
    await lockAggregates(tx, requireTenantId(ctx), 'employee', ids);
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
      if (isSameJson(connections, data.connections)) continue;
      const [updatedRow] = await tx
        .update(employeeRecords)
        .set({
          data: { ...data, connections },
          revision: sql`${employeeRecords.revision} + 1`,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(employeeRecords.id, row.id))
        .returning();
      // An employee listed twice in one upload: the second change applies to the first one's result.
      if (updatedRow) byId.set(item.employeeId, updatedRow);
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
