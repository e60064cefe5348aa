// POST /admin/initialize-for-takeover (spec sections 3 "Insured person (takeover record)" and 7 "Admin"): an insured
// person taken over from another system. The record's cases become TAKEOVER_CASE inputs and its employee counters
// TAKEOVER_EMPLOYEE_COUNTER inputs (table case_inputs, decision 0019); the employee's takeover inputs are replaced
// and the employee derived in the same transaction under the derivation lock, audited with before and after (as the
// admin case inputs, decision 0021). Sending the same record again writes nothing. The mapping of the record's
// counter names onto the engine's counters: docs/decisions/0024-takeover-and-case-migration.md.
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  TAKEOVER_ENDED_STATUSES,
  type TakeoverCase,
  type TakeoverCounter,
  type TakeoverRecord,
} from '../../../contracts/takeover.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { toEpochDay } from '../../../domain/dates.ts';
import type { CaseInputData } from '../../../domain/derivation/case-inputs.ts';
import {
  TAKEOVER_CASE_COUNTERS,
  TAKEOVER_EMPLOYEE_COUNTERS,
  type TakeoverCaseCounter,
  type TakeoverEmployeeCounter,
} from '../../../domain/sick-pay/types.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../request-context.ts';
import { deriveEmployeeState, lockDerivation } from '../derivation/index.ts';

export const TAKEOVER_KINDS = ['TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER'] as const;
type TakeoverKind = (typeof TAKEOVER_KINDS)[number];

/** Counter names are compared without case, blanks, '-' and '_' ("waitingDays" = "WAITING_DAYS"). */
const normalised = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** TAKEOVER counters of a case: the record's name -> the engine's case counter (decision 0024). */
const CASE_COUNTER_NAMES: Record<string, TakeoverCaseCounter> = {
  ...Object.fromEntries(TAKEOVER_CASE_COUNTERS.map((name) => [normalised(name), name])),
  CASEDAYCOUNTER: 'CASE_DAYS',
  INCAPACITYDAYS: 'CASE_DAYS',
  WAITINGPERIODDAYS: 'WAITING_DAYS',
  WAITINGDAYSSERVED: 'WAITING_DAYS',
  BENEFITDAYSUSED: 'BENEFIT_DAYS',
  PAIDDAYS: 'BENEFIT_DAYS',
  FRAMEDAYS: 'FRAME_BENEFIT_DAYS',
};

/** TAKEOVER counters of the person: the record's name -> the engine's employee counter. */
const EMPLOYEE_COUNTER_NAMES: Record<string, TakeoverEmployeeCounter> = {
  ...Object.fromEntries(TAKEOVER_EMPLOYEE_COUNTERS.map((name) => [normalised(name), name])),
  LFZ: 'LFZ_DAYS',
  CONTINUATIONOFPAYMENTDAYS: 'LFZ_DAYS',
  WAITINGDAYSYEAR: 'YEAR_WAITING_DAYS',
  CALENDARYEARWAITINGDAYS: 'YEAR_WAITING_DAYS',
};

/** NORMAL (date) counters of a case the engine reads; other NORMAL counters are kept in the record only. */
const CASE_DATE_COUNTERS: Record<string, 'lastIncapacityDate' | 'frameStartDate'> = {
  LASTINCAPACITYDATE: 'lastIncapacityDate',
  LASTINCAPACITYDAY: 'lastIncapacityDate',
  FRAMESTARTDATE: 'frameStartDate',
  FRAMESTART: 'frameStartDate',
};

export const invalidRecord = (message: string, path: (string | number)[]) =>
  new AppError('INVALID_TAKEOVER_RECORD', message, { path: path.join('.') }, 400);

const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && z.uuid().safeParse(value).success;

/**
 * The input id of a takeover case or counter: the old system's id when it is a uuid, else a uuid derived from the
 * tenant, employee and that id (name-based, like a UUID v5), so the same record always gives the same ids.
 */
export function takeoverInputId(
  tenantId: string,
  employeeId: string,
  scope: string,
  ids: (string | null | undefined)[],
) {
  const own = ids.find(isUuid);
  if (own) return own.toLowerCase();
  const hash = createHash('sha1')
    .update([tenantId, employeeId, scope, ids.find((id) => id) ?? ''].join('\u0000'))
    .digest('hex');
  const variant = ((Number.parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}

const days = (from: string, to: string) => toEpochDay(to) - toEpochDay(from);

export type PlannedInput = { id: string; kind: TakeoverKind; data: unknown };

/** What the record said about a case beyond the engine's fields (kept in the input as `record`). */
export type TakeoverCaseRecord = {
  id: string;
  ktgCaseId: string | null;
  reference: string | null;
  type: TakeoverCase['type'];
  status: TakeoverCase['status'];
  openedAt: string;
  span: TakeoverCase['span'] | null;
  activeRange: TakeoverCase['activeRange'];
  wages: TakeoverCase['wages'];
  applicablePolicies: TakeoverCase['applicablePolicies'];
  employeeCounterIds: string[];
  otherCounters: TakeoverCounter[];
};

export type TakeoverCaseData = CaseInputData['TAKEOVER_CASE'] & { record: TakeoverCaseRecord };

/**
 * The contradictions of a case's engine counters (decision 0024), also checked again by the case migration:
 * waiting and benefit days are case days (a paid day is no waiting day), case days fit the calendar days from the
 * start to the counter date, and the counter date is not before the start.
 */
export function counterContradictions(data: Pick<TakeoverCaseData, 'startDate' | 'counterDate' | 'counters'>) {
  const problems: string[] = [];
  const value = (name: TakeoverCaseCounter) => data.counters.find((counter) => counter.name === name)?.value;
  if (data.counterDate < data.startDate)
    problems.push(`the counter date ${data.counterDate} is before the case's start ${data.startDate}`);
  const calendarDays = days(data.startDate, data.counterDate) + 1;
  const caseDays = value('CASE_DAYS');
  const waiting = value('WAITING_DAYS') ?? 0;
  const benefit = value('BENEFIT_DAYS') ?? 0;
  if (caseDays !== undefined) {
    if (caseDays > calendarDays)
      problems.push(
        `CASE_DAYS ${caseDays} exceeds the ${calendarDays} days from ${data.startDate} to ${data.counterDate}`,
      );
    if (waiting + benefit > caseDays)
      problems.push(`WAITING_DAYS ${waiting} + BENEFIT_DAYS ${benefit} exceed CASE_DAYS ${caseDays}`);
  } else if (waiting + benefit > calendarDays) {
    problems.push(
      `WAITING_DAYS ${waiting} + BENEFIT_DAYS ${benefit} exceed the ${calendarDays} days from ${data.startDate} to ${data.counterDate}`,
    );
  }
  const frame = value('FRAME_BENEFIT_DAYS');
  if (frame !== undefined && frame < benefit)
    problems.push(`FRAME_BENEFIT_DAYS ${frame} is below the case's BENEFIT_DAYS ${benefit}`);
  return problems;
}

function caseData(entry: TakeoverCase, index: number, recordCounterIds: Set<string>): TakeoverCaseData {
  const path = ['cases', index];
  const counters: { name: TakeoverCaseCounter; value: number }[] = [];
  const dates = new Set<string>();
  const dated: Partial<Record<'lastIncapacityDate' | 'frameStartDate', string>> = {};
  const otherCounters: TakeoverCounter[] = [];
  entry.counters.forEach((counter, counterIndex) => {
    const at = [...path, 'counters', counterIndex, 'name'];
    const key = normalised(counter.name);
    if (counter.value.type === 'TAKEOVER') {
      const name = CASE_COUNTER_NAMES[key];
      if (!name) {
        const employee = EMPLOYEE_COUNTER_NAMES[key];
        throw invalidRecord(
          employee
            ? `${counter.name} is a counter of the person (${employee}): list it in the record's counters and name its id in employeeCounterIds`
            : `Unknown case counter ${counter.name} (known: ${TAKEOVER_CASE_COUNTERS.join(', ')})`,
          at,
        );
      }
      if (counters.some((known) => known.name === name)) throw invalidRecord(`The case has two ${name} counters`, at);
      counters.push({ name, value: counter.value.value });
      dates.add(counter.value.date);
      return;
    }
    const dateField = CASE_DATE_COUNTERS[key];
    if (dateField) dated[dateField] = counter.value.date;
    else if (CASE_COUNTER_NAMES[key] || EMPLOYEE_COUNTER_NAMES[key])
      throw invalidRecord(`${counter.name} counts days: it must be a TAKEOVER counter (a date and a value)`, at);
    else otherCounters.push(counter);
  });
  if (dates.size > 1)
    throw invalidRecord(`The TAKEOVER counters of a case must share one date (found ${[...dates].sort().join(', ')})`, [
      ...path,
      'counters',
    ]);
  const counterDate = [...dates][0] ?? entry.activeRange.till;
  if (!counterDate)
    throw invalidRecord('A case needs TAKEOVER counters (their date is the counter date) or activeRange.till', [
      ...path,
      'counters',
    ]);
  if (entry.span && entry.span.from > entry.activeRange.from)
    throw invalidRecord('span.from must not be after activeRange.from', [...path, 'span', 'from']);
  if (
    entry.activeRange.till !== null &&
    entry.activeRange.days > days(entry.activeRange.from, entry.activeRange.till) + 1
  )
    throw invalidRecord('activeRange.days exceeds the days from activeRange.from to activeRange.till', [
      ...path,
      'activeRange',
      'days',
    ]);
  if (entry.type === 'ACCIDENT' && entry.applicablePolicies.length > 0)
    throw invalidRecord('An ACCIDENT (UVG) case has no KTG, KAV or FTA policy', [...path, 'applicablePolicies']);
  entry.employeeCounterIds.forEach((id, idIndex) => {
    if (!recordCounterIds.has(id))
      throw invalidRecord(`employeeCounterIds names ${id}, which is not one of the record's counters`, [
        ...path,
        'employeeCounterIds',
        idIndex,
      ]);
  });
  const ended = TAKEOVER_ENDED_STATUSES.includes(entry.status);
  const data: TakeoverCaseData = {
    caseNumber: entry.caseNumber,
    claimType: entry.type,
    startDate: entry.activeRange.from,
    counterDate,
    lastIncapacityDate: dated.lastIncapacityDate ?? entry.activeRange.till ?? (ended ? counterDate : null),
    frameStartDate: dated.frameStartDate ?? null,
    counters: [...counters].sort((a, b) => (a.name < b.name ? -1 : 1)),
    record: {
      id: entry.id,
      ktgCaseId: entry.ktgCaseId ?? null,
      reference: entry.reference ?? null,
      type: entry.type,
      status: entry.status,
      openedAt: entry.openedAt,
      span: entry.span ?? null,
      activeRange: entry.activeRange,
      wages: entry.wages,
      applicablePolicies: entry.applicablePolicies,
      employeeCounterIds: entry.employeeCounterIds,
      otherCounters,
    },
  };
  const problems = counterContradictions(data);
  if (problems.length > 0) throw invalidRecord(`Contradictory counters: ${problems.join('; ')}`, [...path, 'counters']);
  if (data.lastIncapacityDate !== null && data.lastIncapacityDate < data.startDate)
    throw invalidRecord('The last incapacity day is before the case start', [...path, 'activeRange', 'till']);
  return data;
}

/** The takeover inputs of a record (pure; 400 INVALID_TAKEOVER_RECORD on the first problem, with its path). */
export function planTakeover(record: TakeoverRecord): PlannedInput[] {
  const planned: PlannedInput[] = [];
  const counterIds = new Set<string>();
  const seen = new Set<string>();
  record.counters.forEach((counter, index) => {
    const at = ['counters', index];
    if (counterIds.has(counter.id)) throw invalidRecord(`Two counters have the id ${counter.id}`, [...at, 'id']);
    counterIds.add(counter.id);
    const key = normalised(counter.name);
    const name = EMPLOYEE_COUNTER_NAMES[key];
    if (!name) {
      if (CASE_COUNTER_NAMES[key])
        throw invalidRecord(`${counter.name} is a counter of a case: list it in that case's counters`, [...at, 'name']);
      if (counter.value.type === 'TAKEOVER')
        throw invalidRecord(`Unknown counter ${counter.name} (known: ${TAKEOVER_EMPLOYEE_COUNTERS.join(', ')})`, [
          ...at,
          'name',
        ]);
      return; // a NORMAL counter the engine does not read: kept in the audit of the takeover only
    }
    if (counter.value.type !== 'TAKEOVER')
      throw invalidRecord(`${counter.name} counts days: it must be a TAKEOVER counter (a date and a value)`, at);
    const key2 = `${name}@${counter.value.date}`;
    if (seen.has(key2)) throw invalidRecord(`Two ${name} counters on ${counter.value.date}`, at);
    seen.add(key2);
    planned.push({
      id: takeoverInputId(record.tenantId, record.employeeId, 'counter', [counter.id]),
      kind: 'TAKEOVER_EMPLOYEE_COUNTER',
      data: { name, date: counter.value.date, value: counter.value.value },
    });
  });
  const cases: { id: string; data: TakeoverCaseData }[] = [];
  record.cases.forEach((entry, index) => {
    const data = caseData(entry, index, counterIds);
    const id = takeoverInputId(record.tenantId, record.employeeId, 'case', [entry.ktgCaseId, entry.id]);
    if (cases.some((other) => other.id === id))
      throw invalidRecord(`Two cases have the id ${entry.ktgCaseId ?? entry.id}`, ['cases', index, 'id']);
    for (const other of cases) {
      if (other.data.claimType !== data.claimType) continue;
      if (other.data.caseNumber === data.caseNumber)
        throw invalidRecord(`Two ${data.claimType} cases have the case number ${data.caseNumber}`, [
          'cases',
          index,
          'caseNumber',
        ]);
      if (other.data.startDate <= data.counterDate && data.startDate <= other.data.counterDate)
        throw invalidRecord(`Two ${data.claimType} cases overlap (${other.data.startDate} and ${data.startDate})`, [
          'cases',
          index,
          'activeRange',
        ]);
    }
    cases.push({ id, data });
    planned.push({ id, kind: 'TAKEOVER_CASE', data });
  });
  return planned;
}

/** JSON with sorted keys: stored jsonb does not keep key order, so inputs are compared in this form. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type StoredTakeoverRow = { id: string; kind: TakeoverKind; data: Record<string, unknown>; version: number };

/** The data without the migration's outcome (a changed record is migrated again). */
const withoutMigration = (data: unknown) => {
  const { migration: _migration, ...rest } = (data ?? {}) as Record<string, unknown>;
  return canonical(rest);
};

export async function employeeExists(tx: Queryable, tenantId: string, employeeId: string) {
  const [row] = await rowsOf<{ found: number }>(
    tx,
    sql`select 1 as found from employee_records where tenant_id = ${tenantId} and employee_id = ${employeeId} limit 1`,
  );
  return row !== undefined;
}

/**
 * Stores a takeover record (decision 0024): replaces the employee's takeover inputs with the record's, creates the
 * insured person when missing, derives the employee and audits `takeover.initialize` — all in one transaction under
 * the employee's derivation lock. An identical record changes nothing and is not audited again.
 */
export async function initializeForTakeover(
  database: Database,
  ctx: RequestContext,
  record: TakeoverRecord,
): Promise<void> {
  const { tenantId, employeeId } = record;
  const [tenant] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found', { tenantId }, 400);
  const planned = planTakeover(record);
  const actor = actorOf(ctx);
  const who = `${actor.actorType}:${actor.actorId ?? ''}`;
  await database.withTenant(tenantId, async (tx) => {
    await lockDerivation(tx, tenantId, [employeeId]);
    if (!(await employeeExists(tx, tenantId, employeeId)))
      throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found in the tenant', { employeeId }, 400);
    const ids = planned.map((input) => input.id);
    if (ids.length > 0) {
      const [taken] = await rowsOf<{ id: string; employee_id: string }>(
        tx,
        sql`select id, employee_id from case_inputs
            where tenant_id = ${tenantId} and id = any(${`{${ids.join(',')}}`}::uuid[])
              and (employee_id <> ${employeeId} or kind not in ('TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER'))
            limit 1`,
      );
      if (taken) {
        const index = record.cases.findIndex(
          (entry) => takeoverInputId(tenantId, employeeId, 'case', [entry.ktgCaseId, entry.id]) === taken.id,
        );
        throw invalidRecord(
          `The id ${taken.id} is already used by ${taken.employee_id === employeeId ? 'another input' : 'another employee'}`,
          index >= 0 ? ['cases', index, 'id'] : ['counters'],
        );
      }
    }
    const current = await rowsOf<StoredTakeoverRow>(
      tx,
      sql`select id, kind, data, version from case_inputs
          where tenant_id = ${tenantId} and employee_id = ${employeeId}
            and kind in ('TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER')
          order by created_at, id for update`,
    );
    const currentById = new Map(current.map((row) => [row.id, row]));
    const plannedIds = new Set(ids);
    let changed = false;
    for (const row of current) {
      if (plannedIds.has(row.id)) continue;
      await tx.execute(sql`delete from case_inputs where tenant_id = ${tenantId} and id = ${row.id}`);
      changed = true;
    }
    for (const input of planned) {
      const before = currentById.get(input.id);
      if (!before) {
        await tx.execute(
          sql`insert into case_inputs (tenant_id, id, kind, employee_id, case_id, data, created_by, updated_by)
              values (${tenantId}, ${input.id}, ${input.kind}, ${employeeId}, null,
                ${JSON.stringify(input.data)}::jsonb, ${who}, ${who})`,
        );
        changed = true;
      } else if (before.kind !== input.kind || withoutMigration(before.data) !== canonical(input.data)) {
        await tx.execute(
          sql`update case_inputs set kind = ${input.kind}, data = ${JSON.stringify(input.data)}::jsonb,
                version = ${before.version + 1}, updated_at = now(), updated_by = ${who}
              where tenant_id = ${tenantId} and id = ${input.id}`,
        );
        changed = true;
      }
    }
    const [person] = await rowsOf<{ id: string; accounting_group_code: string | null; created: boolean }>(
      tx,
      sql`insert into insured_persons as p (tenant_id, id, employee_id, processing_group_id, accounting_group_code)
          values (${tenantId}, ${randomUUID()}, ${employeeId}, ${record.processingGroupId ?? null},
            ${record.accountingGroupCode ?? null})
          on conflict (tenant_id, employee_id) do update set
            accounting_group_code = coalesce(excluded.accounting_group_code, p.accounting_group_code),
            updated_at = case when p.accounting_group_code is distinct from
              coalesce(excluded.accounting_group_code, p.accounting_group_code) then now() else p.updated_at end
          returning id, accounting_group_code, (xmax = 0) as created`,
    );
    if (person?.created) changed = true;
    if (!changed) return;
    await deriveEmployeeState(tx, tenantId, [employeeId]);
    await recordAudit(tx, ctx, {
      tenantId,
      action: 'takeover.initialize',
      entityType: 'insured-person',
      entityId: person?.id ?? employeeId,
      before: { inputs: current.map((row) => ({ id: row.id, kind: row.kind, version: row.version, data: row.data })) },
      after: {
        employeeId,
        accountingGroupCode: person?.accounting_group_code ?? null,
        inputs: planned,
      },
    });
  });
}
