// Which incapacity belongs to which case (issue 13; spec section 7; docs/decisions/0023-case-links.md). The sick-pay
// engine builds cases from incapacity periods (runs of consecutive qualifying days): a period continues the case
// before it as a relapse within 12 months of the return to fitness (C15), else starts a new case. A case manager
// overrides that per period with a case link — NEW_CASE (the period starts its own case) or RELAPSE (it continues the
// case before it, also after the window) — stored in case_inputs and applied by the next derivation, which runs in
// the same transaction under the employee's derivation lock, so each answer already shows the new cases.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CASE_LINK_MESSAGES, type ReassignBody, type UnassignedAbsences } from '../../../contracts/case-links.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { caseInputs } from '../../../db/schema/cases.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import type { CaseLinkInput, ClaimType } from '../../../domain/sick-pay/index.ts';
import { employeeScopeOf, inScope, swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { caseEditScopes, caseScopes, visibleCases } from '../cases/index.ts';
import { computeStoredEmployee, deriveEmployeeState, lockDerivation } from '../derivation/index.ts';

type Period = { from: string; to: string; isRelapse: boolean };
type StoredCase = {
  id: string;
  claim_type: ClaimType;
  absent_from: string;
  absent_to: string;
  periods: Period[];
};

/** The person's cases of a claim type (or all), oldest first, with their incapacity periods. */
async function casesOf(tx: Queryable, tenantId: string, employeeId: string, claimType?: ClaimType) {
  return rowsOf<StoredCase>(
    tx,
    sql`select c.id, c.claim_type, c.absent_from::text as absent_from, c.absent_to::text as absent_to,
          coalesce(c.details -> 'periods', '[]'::jsonb) as periods
        from cases c
        where c.tenant_id = ${tenantId} and c.employee_id = ${employeeId}
          ${claimType ? sql`and c.claim_type = ${claimType}` : sql``}
        order by c.absent_from, c.id`,
  );
}

/** The insured person's employee, or 400 INSURED_PERSON_NOT_FOUND (spec section 8, as the claim patch). */
async function employeeOfPerson(tx: Queryable, tenantId: string, insuredPersonId: string): Promise<string> {
  const [row] = await rowsOf<{ employee_id: string }>(
    tx,
    sql`select employee_id from insured_persons where tenant_id = ${tenantId} and id = ${insuredPersonId}`,
  );
  if (!row) throw new AppError('INSURED_PERSON_NOT_FOUND', 'Insured person not found', { insuredPersonId });
  return row.employee_id;
}

/**
 * The caller may decide about the employee's cases of this type: sees them (else the person is not found for the
 * caller: `notFound`) and may edit them (else 403 FORBIDDEN).
 */
async function requireEditable(
  tx: Queryable,
  ctx: RequestContext,
  employeeId: string,
  claimType: ClaimType,
  notFound: () => AppError,
) {
  const view = await caseScopes(tx, ctx);
  if (!inScope(claimType === 'SICK' ? view.sick : view.accident, employeeId)) throw notFound();
  const edit = await caseEditScopes(tx, ctx);
  if (!inScope(claimType === 'SICK' ? edit.sick : edit.accident, employeeId)) {
    throw new AppError('FORBIDDEN', 'You may view these cases but not change them');
  }
}

const refused = (message: string, details: Record<string, unknown> = {}) =>
  new AppError('CASE_LINK_NOT_POSSIBLE', message, details);

/**
 * Stores the link (replacing an earlier decision about the same period) and derives the employee again in the
 * caller's transaction, which holds the employee's derivation lock.
 */
async function applyLink(
  tx: AppTransaction,
  ctx: RequestContext,
  tenantId: string,
  employeeId: string,
  link: CaseLinkInput,
) {
  await tx.execute(
    sql`delete from case_inputs where tenant_id = ${tenantId} and employee_id = ${employeeId} and kind = 'CASE_LINK'
          and data ->> 'claimType' = ${link.claimType} and data ->> 'periodStartDate' = ${link.periodStartDate}`,
  );
  const actor = actorOf(ctx);
  await tx.insert(caseInputs).values({
    tenantId,
    id: randomUUID(),
    kind: 'CASE_LINK',
    employeeId,
    caseId: null,
    data: link,
    createdBy: actor.actorName ?? actor.actorId,
    updatedBy: actor.actorName ?? actor.actorId,
  });
  await deriveEmployeeState(tx, tenantId, [employeeId]);
}

/** The stored case a period start belongs to after the derivation (the case that holds that day). */
async function caseHolding(tx: Queryable, tenantId: string, employeeId: string, claimType: ClaimType, day: string) {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from cases where tenant_id = ${tenantId} and employee_id = ${employeeId}
          and claim_type = ${claimType} and absent_from <= ${day}::date and absent_to >= ${day}::date
        order by absent_from desc limit 1`,
  );
  if (!row) throw new Error(`no case holds ${day} after the case link`);
  return row.id;
}

/**
 * The incapacity period starting on startDate becomes a sickness case of its own (a NEW_CASE link). It must be the
 * start of a period that today continues an earlier case (a relapse period).
 */
async function createOwnCase(
  tx: AppTransaction,
  ctx: RequestContext,
  tenantId: string,
  employeeId: string,
  startDate: string,
): Promise<string> {
  const sick = await casesOf(tx, tenantId, employeeId, 'SICK');
  const holder = sick.find((stored) => stored.periods.some((period) => period.from === startDate));
  if (!holder) throw refused(CASE_LINK_MESSAGES.noPeriodStart(startDate), { startDate });
  if (holder.absent_from === startDate) throw refused(CASE_LINK_MESSAGES.alreadyOwnCase(startDate), { startDate });
  await applyLink(tx, ctx, tenantId, employeeId, {
    claimType: 'SICK',
    periodStartDate: startDate,
    decision: 'NEW_CASE',
  });
  const created = await caseHolding(tx, tenantId, employeeId, 'SICK', startDate);
  await recordAudit(tx, ctx, {
    action: 'case.create',
    entityType: 'case',
    entityId: created,
    before: { caseId: holder.id, periodStartDate: startDate },
    after: { caseId: created, periodStartDate: startDate, decision: 'NEW_CASE' },
  });
  return created;
}

/** POST /insured-person/{id}/case: the period from startDate as a sickness case of its own. */
export async function createInsuredPersonCase(
  database: Database,
  ctx: RequestContext,
  insuredPersonId: string,
  startDate: string,
): Promise<{ ktgCaseId: string; insuredPersonId: string }> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const employeeId = await employeeOfPerson(tx, tenantId, insuredPersonId);
    await requireEditable(
      tx,
      ctx,
      employeeId,
      'SICK',
      () => new AppError('INSURED_PERSON_NOT_FOUND', 'Insured person not found', { insuredPersonId }),
    );
    await lockDerivation(tx, tenantId, [employeeId]);
    return { ktgCaseId: await createOwnCase(tx, ctx, tenantId, employeeId, startDate), insuredPersonId };
  });
}

/** The insured person of an employee with cases, or 400 INSURED_PERSON_NOT_FOUND (the employee has no case). */
async function personOfEmployee(tx: Queryable, tenantId: string, employeeId: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from insured_persons where tenant_id = ${tenantId} and employee_id = ${employeeId}`,
  );
  if (!row) throw new AppError('INSURED_PERSON_NOT_FOUND', 'This employee has no case yet', { employeeId });
  return row.id;
}

/** POST /ktg-case-creation/create: as POST /insured-person/{id}/case, named by the employee. */
export async function createKtgCase(
  database: Database,
  ctx: RequestContext,
  body: { employeeId: string; startDate: string },
): Promise<{ ktgCaseId: string; insuredPersonId: string }> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await requireEditable(
      tx,
      ctx,
      body.employeeId,
      'SICK',
      () => new AppError('EMPLOYEE_ACCESS_FORBIDDEN', 'You may not see this employee', { employeeId: body.employeeId }),
    );
    const insuredPersonId = await personOfEmployee(tx, tenantId, body.employeeId);
    await lockDerivation(tx, tenantId, [body.employeeId]);
    return { ktgCaseId: await createOwnCase(tx, ctx, tenantId, body.employeeId, body.startDate), insuredPersonId };
  });
}

/**
 * Moves claims to another case (decision 0023): the claims must be every claim of one case from the first day of one
 * of its periods on. To a new case (target null): that period must not be the case's first (a NEW_CASE link there).
 * To a case: the claims must be the whole case and the target the case of the same type directly before it (a
 * RELAPSE link at its first day). Claims the accounting has scheduled or processed stay where they are.
 */
async function reassignIn(
  tx: AppTransaction,
  ctx: RequestContext,
  tenantId: string,
  insuredPersonId: string,
  body: ReassignBody,
  options: { checkAccess: boolean },
): Promise<void> {
  const employeeId = await employeeOfPerson(tx, tenantId, insuredPersonId);
  await lockDerivation(tx, tenantId, [employeeId]);
  const named = await rowsOf<{ claim_id: string; case_id: string; processing_status: string }>(
    tx,
    sql`select claim_id, case_id, processing_status from claims
        where tenant_id = ${tenantId} and employee_id = ${employeeId} and claim_id = any(${textArray(body.claims)})`,
  );
  if (named.length !== body.claims.length) {
    const found = new Set(named.map((row) => row.claim_id));
    throw new AppError(
      'CASE_NOT_FOUND',
      'Some claims are not claims of this person',
      { claimIds: body.claims.filter((id) => !found.has(id)) },
      400,
    );
  }
  const sourceIds = new Set(named.map((row) => row.case_id));
  if (sourceIds.size !== 1) throw refused(CASE_LINK_MESSAGES.notWholePeriods);
  const all = await casesOf(tx, tenantId, employeeId);
  const source = all.find((stored) => sourceIds.has(stored.id)) as StoredCase;
  if (options.checkAccess) {
    const view = await caseScopes(tx, ctx);
    const [visible] = await rowsOf<{ id: string }>(
      tx,
      sql`select c.id from cases c where c.tenant_id = ${tenantId} and c.id = ${source.id} and ${visibleCases(view)}`,
    );
    if (!visible) {
      throw new AppError('CASE_NOT_FOUND', 'Some claims are not claims of this person', { claimIds: body.claims }, 400);
    }
    await requireEditable(tx, ctx, employeeId, source.claim_type, () => new AppError('FORBIDDEN', 'Not allowed'));
  }
  if (named.some((row) => row.processing_status === 'SCHEDULED' || row.processing_status === 'PROCESSED')) {
    throw refused(CASE_LINK_MESSAGES.accounted);
  }
  // The claims from the first named day on must be exactly the case's claims from a period's first day on.
  const [first] = await rowsOf<{ day: string }>(
    tx,
    sql`select min(date)::text as day from claims where tenant_id = ${tenantId} and claim_id = any(${textArray(body.claims)})`,
  );
  const from = first?.day as string;
  const period = source.periods.find((candidate) => candidate.from === from);
  const [tail] = await rowsOf<{ count: number }>(
    tx,
    sql`select count(*)::int as count from claims
        where tenant_id = ${tenantId} and case_id = ${source.id} and date >= ${from}::date`,
  );
  if (!period || tail?.count !== body.claims.length) throw refused(CASE_LINK_MESSAGES.notWholePeriods);

  let link: CaseLinkInput;
  if (body.targetCaseId === null) {
    if (from === source.absent_from) throw refused(CASE_LINK_MESSAGES.firstPeriodToNewCase);
    link = { claimType: source.claim_type, periodStartDate: from, decision: 'NEW_CASE' };
  } else {
    if (body.targetCaseId === source.id) throw refused(CASE_LINK_MESSAGES.sameCase);
    const before = all.filter(
      (stored) => stored.claim_type === source.claim_type && stored.absent_from < source.absent_from,
    );
    if (from !== source.absent_from || before.at(-1)?.id !== body.targetCaseId) {
      throw refused(CASE_LINK_MESSAGES.notPreviousCase);
    }
    link = { claimType: source.claim_type, periodStartDate: from, decision: 'RELAPSE' };
  }
  await applyLink(tx, ctx, tenantId, employeeId, link);
  const now = await caseHolding(tx, tenantId, employeeId, source.claim_type, from);
  await recordAudit(tx, ctx, {
    action: 'case.reassign',
    entityType: 'insured-person',
    entityId: insuredPersonId,
    before: { caseId: source.id, from, claims: body.claims.length },
    after: { caseId: now, from, decision: link.decision },
  });
}

/** POST /insured-person/{id}/reassign. */
export async function reassignClaims(
  database: Database,
  ctx: RequestContext,
  insuredPersonId: string,
  body: ReassignBody,
): Promise<'success'> {
  const tenantId = requireTenantId(ctx);
  await inTenant(database, ctx, (tx) => reassignIn(tx, ctx, tenantId, insuredPersonId, body, { checkAccess: true }));
  return 'success';
}

/** POST /admin/tenant/{tenantId}/insured-person/{id}/reassign: every case of the tenant; refusals message only. */
export async function adminReassignClaims(
  database: Database,
  ctx: RequestContext,
  tenantId: string,
  insuredPersonId: string,
  body: ReassignBody,
): Promise<'success'> {
  await database.withTenant(tenantId, (tx) =>
    reassignIn(tx, ctx, tenantId, insuredPersonId, body, { checkAccess: false }),
  );
  return 'success';
}

/** POST /ktg-case-creation/link-cases: the later sickness case continues the case directly before it. */
export async function linkKtgCases(
  database: Database,
  ctx: RequestContext,
  body: { employeeId: string; caseId: string; targetCaseId: string },
): Promise<{ ktgCaseId: string }> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await requireEditable(
      tx,
      ctx,
      body.employeeId,
      'SICK',
      () => new AppError('EMPLOYEE_ACCESS_FORBIDDEN', 'You may not see this employee', { employeeId: body.employeeId }),
    );
    await lockDerivation(tx, tenantId, [body.employeeId]);
    const sick = await casesOf(tx, tenantId, body.employeeId, 'SICK');
    const index = sick.findIndex((stored) => stored.id === body.caseId);
    if (index < 0 || !sick.some((stored) => stored.id === body.targetCaseId)) {
      throw new AppError('CASE_NOT_FOUND', 'Case not found', { caseId: body.caseId, targetCaseId: body.targetCaseId });
    }
    const source = sick[index] as StoredCase;
    if (body.caseId === body.targetCaseId) throw refused(CASE_LINK_MESSAGES.sameCase);
    if (sick[index - 1]?.id !== body.targetCaseId) throw refused(CASE_LINK_MESSAGES.notPreviousCase);
    await applyLink(tx, ctx, tenantId, body.employeeId, {
      claimType: 'SICK',
      periodStartDate: source.absent_from,
      decision: 'RELAPSE',
    });
    const now = await caseHolding(tx, tenantId, body.employeeId, 'SICK', source.absent_from);
    await recordAudit(tx, ctx, {
      action: 'case.link',
      entityType: 'case',
      entityId: body.targetCaseId,
      before: { caseId: source.id, absentFrom: source.absent_from },
      after: { caseId: now, decision: 'RELAPSE' },
    });
    return { ktgCaseId: now };
  });
}

/** GET /ktg-case-creation/employee/{employeeId}/unassigned: sickness days in no case, as runs with their reason. */
export async function unassignedAbsences(
  database: Database,
  ctx: RequestContext,
  employeeId: string,
): Promise<UnassignedAbsences> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const today = swissToday();
    const ktg = await employeeScopeOf(tx, ctx, 'insurance.ktg.view', today);
    const management =
      ktg.kind === 'all' ? ktg : await employeeScopeOf(tx, ctx, 'employee.caseManagement.cases.view', today);
    if (!inScope(ktg, employeeId) && !inScope(management, employeeId)) {
      throw new AppError('EMPLOYEE_ACCESS_FORBIDDEN', 'You may not see this employee', { employeeId });
    }
    const [known] = await rowsOf<{ found: number }>(
      tx,
      sql`select 1 as found from employee_records where tenant_id = ${tenantId} and employee_id = ${employeeId} limit 1`,
    );
    if (!known) throw new AppError('EMPLOYEE_NOT_FOUND', 'Employee not found', { employeeId });
    const computation = await computeStoredEmployee(tx, tenantId, employeeId);
    const items: UnassignedAbsences['items'] = [];
    const ignored = [...(computation?.result.ignoredDays ?? [])].sort((a, b) => a.date.localeCompare(b.date));
    for (const day of ignored) {
      if (day.claimType !== 'SICK') continue;
      const last = items.at(-1);
      const epoch = toEpochDay(day.date);
      if (last && last.reason === day.reason && toEpochDay(last.to) === epoch - 1) {
        last.to = day.date;
        last.days += 1;
      } else {
        items.push({
          from: day.date,
          to: fromEpochDay(epoch),
          days: 1,
          claimType: day.claimType,
          reason: day.reason as UnassignedAbsences['items'][number]['reason'],
        });
      }
    }
    return { employeeId, items };
  });
}
