// Admin case inputs (issue 13 scope 4; spec sections 3 "Case", 7 "Admin", 8): manual corrections, IV settings,
// benefit stops and the accident date of a UVG case, stored in case_inputs (decision 0019) and applied by the
// sick-pay engine on every derivation. Every write takes the employee's derivation lock, writes the input, derives
// the employee in the same transaction (the answer already reflects the new amounts) and is audited with the
// case's total before and after. The preview computes the same without writing. Decisions:
// docs/decisions/0021-admin-case-inputs.md.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ACCIDENT_DATE_MAX_DAYS_BEFORE,
  type AccidentDateBody,
  type AccidentDateResult,
  type BenefitStopBody,
  type CaseAmounts,
  type CaseDecisionBody,
  type CaseDecisionResult,
  type CaseInputPreview,
  type CaseInputPreviewBody,
  type IvSettingBody,
  type ManualCorrectionBody,
} from '../../../contracts/case-inputs.ts';
import type { AppTransaction, Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import type { CaseInputData, CaseInputKind, StoredCaseInput } from '../../../domain/derivation/case-inputs.ts';
import type { EmployeeComputation } from '../../../domain/derivation/cases.ts';
import { chf } from '../../../domain/money.ts';
import { AppError } from '../../app-error.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { insuredPersonById } from '../cases/index.ts';
import { computeStoredEmployee, deriveEmployeeState, lockDerivation } from '../derivation/index.ts';

/** The kinds an admin edits through these routes. */
export type AdminInputKind = Extract<
  CaseInputKind,
  'MANUAL_CORRECTION' | 'IV_SETTING' | 'BENEFIT_STOP' | 'ACCIDENT_DATE' | 'CASE_DECISION'
>;

type CaseRef = { tenantId: string; insuredPersonId: string; caseId: string };

type TargetCase = {
  id: string;
  employee_id: string;
  claim_type: 'SICK' | 'ACCIDENT';
  absent_from: string;
  total_amount: string | number;
  accident_date: string | null;
};

/** The error code of an unknown input id, per kind (decision 0021). */
const NOT_FOUND = {
  MANUAL_CORRECTION: ['MANUAL_CORRECTION_NOT_FOUND', 'Manual correction not found', 'manualCorrectionId'],
  IV_SETTING: ['IV_SETTING_NOT_FOUND', 'IV setting not found', 'ivSettingId'],
  BENEFIT_STOP: ['BENEFIT_STOP_NOT_FOUND', 'Benefit stop not found', 'benefitStopId'],
} as const;

/** Audit action prefixes. */
const ACTION: Record<AdminInputKind, string> = {
  MANUAL_CORRECTION: 'manual-correction',
  IV_SETTING: 'iv-setting',
  BENEFIT_STOP: 'benefit-stop',
  ACCIDENT_DATE: 'accident-date',
  CASE_DECISION: 'case-decision',
};

/**
 * The insured person and their case the path names: 400 INSURED_PERSON_NOT_FOUND when the person is unknown in the
 * tenant, 400 CASE_NOT_FOUND when the case is unknown or not the person's (spec section 8: the admin correction, IV
 * setting and benefit stop calls answer 400 with code and message). With `lock`, the employee's derivation lock is
 * taken before the case is read, so the case is the one the last derivation stored and no other write or derivation
 * of the employee runs until the transaction ends.
 */
async function targetCase(tx: Queryable, ref: CaseRef, options: { lock: boolean }): Promise<TargetCase> {
  const person = await insuredPersonById(tx, ref.tenantId, ref.insuredPersonId);
  if (!person) {
    throw new AppError(
      'INSURED_PERSON_NOT_FOUND',
      'Insured person not found',
      { insuredPersonId: ref.insuredPersonId },
      400,
    );
  }
  if (options.lock) await lockDerivation(tx, ref.tenantId, [person.employee_id]);
  const [row] = await rowsOf<TargetCase>(
    tx,
    sql`select c.id, c.employee_id, c.claim_type, c.absent_from::text as absent_from, c.total_amount,
          c.accident_date::text as accident_date
        from cases c
        where c.tenant_id = ${ref.tenantId} and c.id = ${ref.caseId} and c.insured_person_id = ${ref.insuredPersonId}`,
  );
  if (!row) {
    throw new AppError(
      'CASE_NOT_FOUND',
      'Case not found for this insured person',
      { caseId: ref.caseId, insuredPersonId: ref.insuredPersonId },
      400,
    );
  }
  return row;
}

const invalid = (message: string, details: Record<string, unknown> = {}) =>
  new AppError('INVALID_PARAMETERS', message, details, 400);

/** The engine data of a manual correction; its policy must fit the case's claim type (KTG/KAV/FTA or UVG/UVGZ). */
function manualCorrectionData(body: ManualCorrectionBody, target: TargetCase): CaseInputData['MANUAL_CORRECTION'] {
  const policy = body.coveredUnderPolicy ?? null;
  if (policy) {
    const accident = policy.type === 'UVG' || policy.type === 'UVGZ';
    if (accident !== (target.claim_type === 'ACCIDENT')) {
      throw invalid(
        `coveredUnderPolicy.type ${policy.type} does not fit a ${target.claim_type} case ` +
          `(${target.claim_type === 'ACCIDENT' ? 'UVG or UVGZ' : 'KTG, KAV or FTA'})`,
        { path: 'coveredUnderPolicy.type' },
      );
    }
  }
  return {
    claimType: target.claim_type,
    dates: { from: body.dates.from, to: body.dates.to },
    days: body.days ?? null,
    dailyRate: body.dailyRate ?? null,
    incapacityOfWork: body.incapacityOfWork ?? null,
    reimbursementType: body.reimbursementType ?? null,
    isWithinShorttermRisk: body.isWithinShorttermRisk ?? null,
    isWithinContinuationOfPayment: body.isWithinContinuationOfPayment ?? null,
    coverage: body.coverage ?? null,
    amount: body.amount ?? null,
    comment: body.comment,
    coveredUnderPolicy: policy ? { type: policy.type, policyNumber: policy.policyNumber } : null,
    accountingMonthId: body.accountingMonthId,
  };
}

const ivSettingData = (body: IvSettingBody): CaseInputData['IV_SETTING'] => ({
  type: body.type,
  amount: body.amount,
  startDate: body.startDate,
  endDate: body.endDate,
});

const benefitStopData = (body: BenefitStopBody): CaseInputData['BENEFIT_STOP'] => ({
  reason: body.reason,
  entries: [...body.entries]
    .sort((a, b) => (a.startDate < b.startDate ? -1 : 1))
    .map((entry) => ({ startDate: entry.startDate, endDate: entry.endDate, outputPercentage: entry.outputPercentage })),
});

/** Only an ACCIDENT case has an accident date (400 NOT_AN_ACCIDENT_CASE). */
function assertAccidentCase(target: TargetCase) {
  if (target.claim_type !== 'ACCIDENT') {
    throw new AppError(
      'NOT_AN_ACCIDENT_CASE',
      'Only an accident (UVG) case has an accident date',
      { caseId: target.id, claimType: target.claim_type },
      400,
    );
  }
}

/**
 * The accident date of a UVG case (decision 0021): not after the case's first absence day (the accident happened
 * before the incapacity it caused, or on its first day) and at most 30 days before it.
 */
function accidentDateData(body: AccidentDateBody, target: TargetCase): CaseInputData['ACCIDENT_DATE'] {
  assertAccidentCase(target);
  const earliest = fromEpochDay(toEpochDay(target.absent_from) - ACCIDENT_DATE_MAX_DAYS_BEFORE);
  if (body.accidentDate > target.absent_from || body.accidentDate < earliest) {
    throw new AppError(
      'ACCIDENT_DATE_OUT_OF_RANGE',
      `The accident date must lie between ${earliest} and the case's first absence day ${target.absent_from}`,
      { accidentDate: body.accidentDate, earliest, latest: target.absent_from },
      400,
    );
  }
  const comment = body.comment?.trim();
  return comment ? { accidentDate: body.accidentDate, comment } : { accidentDate: body.accidentDate };
}

type InputRow = { id: string; data: unknown; version: number };

/** A stored input of the case, row-locked; 400 <KIND>_NOT_FOUND when it is not one of the case's. */
async function storedInput(
  tx: Queryable,
  ref: CaseRef,
  kind: Exclude<AdminInputKind, 'ACCIDENT_DATE' | 'CASE_DECISION'>,
  id: string,
  options: { lock: boolean },
): Promise<InputRow> {
  const [row] = await rowsOf<InputRow>(
    tx,
    sql`select id, data, version from case_inputs
        where tenant_id = ${ref.tenantId} and id = ${id} and kind = ${kind} and case_id = ${ref.caseId}
        ${options.lock ? sql`for update` : sql``}`,
  );
  if (!row) {
    const [code, message, field] = NOT_FOUND[kind];
    throw new AppError(code, message, { [field]: id, caseId: ref.caseId }, 400);
  }
  return row;
}

/** The case's inputs of a kind kept once per case (the accident date, the decision), oldest first. */
async function singletonRows(
  tx: Queryable,
  ref: CaseRef,
  kind: 'ACCIDENT_DATE' | 'CASE_DECISION',
  options: { lock: boolean },
): Promise<InputRow[]> {
  return rowsOf<InputRow>(
    tx,
    sql`select id, data, version from case_inputs
        where tenant_id = ${ref.tenantId} and kind = ${kind} and case_id = ${ref.caseId}
        order by created_at, id ${options.lock ? sql`for update` : sql``}`,
  );
}

/**
 * Sets (data) or removes (null) the case's one input of a kind: created, or the oldest replaced with version + 1
 * and any others a concurrent older write left removed; derived and audited by applyChange.
 */
async function replaceSingleton(
  tx: AppTransaction,
  ctx: RequestContext,
  ref: CaseRef,
  target: TargetCase,
  kind: 'ACCIDENT_DATE' | 'CASE_DECISION',
  data: unknown | null,
) {
  const [current, ...extra] = await singletonRows(tx, ref, kind, { lock: true });
  for (const row of extra)
    await tx.execute(sql`delete from case_inputs where tenant_id = ${ref.tenantId} and id = ${row.id}`);
  if (data === null) {
    if (current) await applyChange(tx, ctx, ref, target, { op: 'delete', kind, id: current.id }, current);
    return;
  }
  const change: Change = current ? { op: 'update', kind, id: current.id, data } : { op: 'create', kind, data };
  await applyChange(tx, ctx, ref, target, change, current ?? null);
}

async function storedCaseAfter(tx: Queryable, ref: CaseRef) {
  const [row] = await rowsOf<{
    total_amount: string | number;
    accident_date: string | null;
    overridden: boolean | null;
  }>(
    tx,
    sql`select total_amount, accident_date::text as accident_date,
          (details ->> 'isAccidentDateOverridden')::boolean as overridden
        from cases where tenant_id = ${ref.tenantId} and id = ${ref.caseId}`,
  );
  return row;
}

type Change =
  | { op: 'create'; kind: AdminInputKind; data: unknown }
  | { op: 'update'; kind: AdminInputKind; id: string; data: unknown }
  | { op: 'delete'; kind: AdminInputKind; id: string };

/**
 * Applies one change to the case's inputs and derives the employee, in the caller's transaction under the
 * employee's derivation lock (taken by `targetCase`); audited `<kind>.<create|update|delete>` on the case with the
 * input and the case's total amount before and after.
 */
async function applyChange(
  tx: AppTransaction,
  ctx: RequestContext,
  ref: CaseRef,
  target: TargetCase,
  change: Change,
  before: InputRow | null,
): Promise<{ id: string; totalAfter: string | null }> {
  const actor = actorOf(ctx);
  const who = `${actor.actorType}:${actor.actorId ?? ''}`;
  let id: string;
  let after: { id: string; data: unknown; version: number } | null = null;
  if (change.op === 'create') {
    id = randomUUID();
    await tx.execute(
      sql`insert into case_inputs (tenant_id, id, kind, employee_id, case_id, data, created_by, updated_by)
          values (${ref.tenantId}, ${id}, ${change.kind}, ${target.employee_id}, ${ref.caseId},
            ${JSON.stringify(change.data)}::jsonb, ${who}, ${who})`,
    );
    after = { id, data: change.data, version: 1 };
  } else if (change.op === 'update') {
    id = change.id;
    const version = (before?.version ?? 0) + 1;
    await tx.execute(
      sql`update case_inputs set data = ${JSON.stringify(change.data)}::jsonb, version = ${version},
            updated_at = now(), updated_by = ${who}
          where tenant_id = ${ref.tenantId} and id = ${id}`,
    );
    after = { id, data: change.data, version };
  } else {
    id = change.id;
    await tx.execute(sql`delete from case_inputs where tenant_id = ${ref.tenantId} and id = ${id}`);
  }
  await deriveEmployeeState(tx, ref.tenantId, [target.employee_id]);
  const stored = await storedCaseAfter(tx, ref);
  const totalBefore = chf(target.total_amount);
  const totalAfter = stored ? chf(stored.total_amount) : null;
  await recordAudit(tx, ctx, {
    action: `${ACTION[change.kind]}.${change.op}`,
    entityType: 'case',
    entityId: ref.caseId,
    before: {
      ...(before ? { inputId: before.id, version: before.version, data: before.data } : {}),
      caseTotalAmount: totalBefore,
    },
    after: {
      ...(after ? { inputId: after.id, version: after.version, data: after.data } : {}),
      caseTotalAmount: totalAfter,
    },
  });
  return { id, totalAfter };
}

function write<T>(
  database: Database,
  ctx: RequestContext,
  ref: Omit<CaseRef, 'tenantId'>,
  fn: (tx: AppTransaction, ref: CaseRef, target: TargetCase) => Promise<T>,
): Promise<T> {
  const tenantId = requireTenantId(ctx);
  const full = { ...ref, tenantId };
  return inTenant(database, ctx, async (tx) => fn(tx, full, await targetCase(tx, full, { lock: true })));
}

// --- Manual corrections ---------------------------------------------------------------------------------------------

export function createManualCorrection(
  database: Database,
  ctx: RequestContext,
  params: { insuredPersonId: string; ktgCaseId: string },
  body: ManualCorrectionBody,
) {
  const ref = { insuredPersonId: params.insuredPersonId, caseId: params.ktgCaseId };
  return write(database, ctx, ref, async (tx, full, target) => {
    const data = manualCorrectionData(body, target);
    const { id } = await applyChange(tx, ctx, full, target, { op: 'create', kind: 'MANUAL_CORRECTION', data }, null);
    return { insuredPersonId: params.insuredPersonId, manualCorrectionId: id };
  });
}

export function deleteManualCorrection(
  database: Database,
  ctx: RequestContext,
  params: { insuredPersonId: string; ktgCaseId: string; manualCorrectionId: string },
) {
  const ref = { insuredPersonId: params.insuredPersonId, caseId: params.ktgCaseId };
  return write(database, ctx, ref, async (tx, full, target) => {
    const before = await storedInput(tx, full, 'MANUAL_CORRECTION', params.manualCorrectionId, { lock: true });
    await applyChange(tx, ctx, full, target, { op: 'delete', kind: 'MANUAL_CORRECTION', id: before.id }, before);
    return { manualCorrectionId: before.id };
  });
}

// --- IV settings and benefit stops ----------------------------------------------------------------------------------

type CaseParams = { insuredPersonId: string; caseId: string };

export function createIvSetting(database: Database, ctx: RequestContext, params: CaseParams, body: IvSettingBody) {
  return write(database, ctx, params, async (tx, full, target) => {
    const change = { op: 'create', kind: 'IV_SETTING', data: ivSettingData(body) } as const;
    const { id } = await applyChange(tx, ctx, full, target, change, null);
    return { insuredPersonId: params.insuredPersonId, ivSettingId: id };
  });
}

export function createBenefitStop(database: Database, ctx: RequestContext, params: CaseParams, body: BenefitStopBody) {
  return write(database, ctx, params, async (tx, full, target) => {
    const change = { op: 'create', kind: 'BENEFIT_STOP', data: benefitStopData(body) } as const;
    const { id } = await applyChange(tx, ctx, full, target, change, null);
    return { insuredPersonId: params.insuredPersonId, benefitStopId: id };
  });
}

/** Replaces (body) or removes (null) a stored IV setting or benefit stop of the case. */
export function changeStoredInput(
  database: Database,
  ctx: RequestContext,
  params: CaseParams,
  kind: 'IV_SETTING' | 'BENEFIT_STOP',
  id: string,
  body: IvSettingBody | BenefitStopBody | null,
) {
  return write(database, ctx, params, async (tx, full, target) => {
    const before = await storedInput(tx, full, kind, id, { lock: true });
    const change: Change =
      body === null
        ? { op: 'delete', kind, id }
        : {
            op: 'update',
            kind,
            id,
            data:
              kind === 'IV_SETTING' ? ivSettingData(body as IvSettingBody) : benefitStopData(body as BenefitStopBody),
          };
    await applyChange(tx, ctx, full, target, change, before);
    return id;
  });
}

// --- Accident date --------------------------------------------------------------------------------------------------

async function accidentDateResultOf(tx: Queryable, ref: CaseRef): Promise<AccidentDateResult> {
  const stored = await storedCaseAfter(tx, ref);
  return {
    insuredPersonId: ref.insuredPersonId,
    caseId: ref.caseId,
    accidentDate: stored?.accident_date ?? null,
    isAccidentDateOverridden: stored?.overridden ?? false,
  };
}

/** Sets the accident date of a UVG case (one ACCIDENT_DATE input per case: created, or replaced with version + 1). */
export function setAccidentDate(database: Database, ctx: RequestContext, params: CaseParams, body: AccidentDateBody) {
  return write(database, ctx, params, async (tx, full, target) => {
    await replaceSingleton(tx, ctx, full, target, 'ACCIDENT_DATE', accidentDateData(body, target));
    return accidentDateResultOf(tx, full);
  });
}

/** Back to the default accident date (the first accident absence day); without an override nothing changes. */
export function resetAccidentDate(database: Database, ctx: RequestContext, params: CaseParams) {
  return write(database, ctx, params, async (tx, full, target) => {
    assertAccidentCase(target);
    await replaceSingleton(tx, ctx, full, target, 'ACCIDENT_DATE', null);
    return accidentDateResultOf(tx, full);
  });
}

// --- Decision -------------------------------------------------------------------------------------------------------

async function caseDecisionResultOf(tx: Queryable, ref: CaseRef): Promise<CaseDecisionResult> {
  const [row] = await rowsOf<{ status: CaseDecisionResult['status']; denial: CaseDecisionResult['denial'] }>(
    tx,
    sql`select status, details -> 'denial' as denial from cases where tenant_id = ${ref.tenantId} and id = ${ref.caseId}`,
  );
  return {
    insuredPersonId: ref.insuredPersonId,
    caseId: ref.caseId,
    status: row?.status ?? 'CLOSED',
    denial: row?.denial ?? null,
  };
}

/** The stored decision: not before the case's first day (400 INVALID_PARAMETERS at decidedOn). */
function caseDecisionData(body: CaseDecisionBody, target: TargetCase): CaseInputData['CASE_DECISION'] {
  if (body.decidedOn < target.absent_from) {
    throw invalid(`The decision cannot be before the case's first day ${target.absent_from}`, {
      path: 'decidedOn',
      absentFrom: target.absent_from,
    });
  }
  return { decision: body.decision, reason: body.reason, decidedOn: body.decidedOn };
}

/** Denies the case from decidedOn (not before its first day); one CASE_DECISION per case, a second replaces it. */
export function setCaseDecision(database: Database, ctx: RequestContext, params: CaseParams, body: CaseDecisionBody) {
  return write(database, ctx, params, async (tx, full, target) => {
    await replaceSingleton(tx, ctx, full, target, 'CASE_DECISION', caseDecisionData(body, target));
    return caseDecisionResultOf(tx, full);
  });
}

/** Withdraws the case's decision: the case returns to its derived status (nothing changes without one). */
export function withdrawCaseDecision(database: Database, ctx: RequestContext, params: CaseParams) {
  return write(database, ctx, params, async (tx, full, target) => {
    await replaceSingleton(tx, ctx, full, target, 'CASE_DECISION', null);
    return caseDecisionResultOf(tx, full);
  });
}

// --- Preview --------------------------------------------------------------------------------------------------------

/** The case's amounts in a computation (null when the computation has no case of that stored id). */
function amountsOf(computation: EmployeeComputation | null, caseId: string): CaseAmounts | null {
  if (!computation) return null;
  const engineKey = [...computation.caseIds].find(([, stored]) => stored === caseId)?.[0];
  const computed = computation.result.cases.find((one) => one.caseId === engineKey);
  if (engineKey === undefined || !computed) return null;
  return {
    totalAmount: chf(computed.totalAmount),
    amountByCoverageLine: Object.fromEntries(
      Object.entries(computed.amountByCoverageLine).map(([line, amount]) => [line, chf(amount ?? 0)]),
    ),
    accidentDate: computed.accidentDate,
    months: computation.result.monthlyTotals
      .filter((total) => total.caseId === engineKey)
      .map((total) => ({
        accountingMonthId: total.accountingMonthId,
        coverageLine: total.coverageLine,
        paidDays: total.paidDays,
        amount: chf(total.amount),
        correctionAmount: chf(total.correctionAmount),
      })),
  };
}

/**
 * The case's amounts with the stored inputs and with the proposed change (decision 0021), computed as the save
 * would (`computeStoredEmployee`, today's date) without writing; the same checks as the write it previews.
 */
export async function previewCaseInput(
  database: Database,
  ctx: RequestContext,
  params: CaseParams,
  body: CaseInputPreviewBody,
): Promise<CaseInputPreview> {
  const tenantId = requireTenantId(ctx);
  const ref: CaseRef = { ...params, tenantId };
  return inTenant(database, ctx, async (tx) => {
    const target = await targetCase(tx, ref, { lock: false });
    const proposed = (data: unknown, id: string): StoredCaseInput => ({
      id,
      kind: body.kind,
      employeeId: target.employee_id,
      caseId: ref.caseId,
      data: data as never,
      version: 1,
    });
    let transform: (stored: readonly StoredCaseInput[]) => readonly StoredCaseInput[];
    if (body.kind === 'ACCIDENT_DATE' || body.kind === 'CASE_DECISION') {
      let data: unknown = null;
      if (body.kind === 'ACCIDENT_DATE') {
        assertAccidentCase(target);
        data = body.input ? accidentDateData(body.input, target) : null;
      } else if (body.input) {
        data = caseDecisionData(body.input, target);
      }
      const kind = body.kind;
      transform = (stored) => [
        ...stored.filter((input) => !(input.kind === kind && input.caseId === ref.caseId)),
        ...(data ? [proposed(data, randomUUID())] : []),
      ];
    } else {
      const data =
        body.input === null
          ? null
          : body.kind === 'MANUAL_CORRECTION'
            ? manualCorrectionData(body.input, target)
            : body.kind === 'IV_SETTING'
              ? ivSettingData(body.input)
              : benefitStopData(body.input);
      const id = body.id;
      if (id !== undefined) await storedInput(tx, ref, body.kind, id, { lock: false });
      transform = (stored) => {
        if (id === undefined) return [...stored, proposed(data, randomUUID())];
        return stored.flatMap((input) =>
          input.id !== id ? [input] : data === null ? [] : [{ ...input, data: data as never }],
        );
      };
    }
    const before = amountsOf(await computeStoredEmployee(tx, tenantId, target.employee_id), ref.caseId);
    const after = amountsOf(
      await computeStoredEmployee(tx, tenantId, target.employee_id, { inputs: transform }),
      ref.caseId,
    );
    if (!before)
      throw new AppError('CASE_NOT_FOUND', 'Case not found for this insured person', { caseId: ref.caseId }, 400);
    return { caseId: ref.caseId, before, after };
  });
}
