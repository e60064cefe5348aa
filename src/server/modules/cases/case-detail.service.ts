// The case detail and its per-day explanation (issue 13: "why this amount?"; spec sections 3 "Case", 7, 8, 9), and
// the admin's GET /case/{ktgCaseId}. The detail reads what the event processing stored (decision 0017) and the
// inputs people decided (decision 0019); the explanation recomputes the employee read-only with the explanation
// trail, on the day the stored claims were computed for, and says whether the amounts are still the stored ones.
// Decisions: docs/decisions/0020-case-detail-and-explanation.md.
import { type SQL, sql } from 'drizzle-orm';
import type { AdminCaseDetail, CaseDetail, CaseExplanation } from '../../../contracts/case-detail.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { chf } from '../../../domain/money.ts';
import type { Claim, SickPayCase } from '../../../domain/sick-pay/types.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { computeStoredEmployee } from '../derivation/index.ts';
import {
  detailClaimsOfCase,
  inputsOfCase,
  monthlyTotalsOfCase,
  tenantOfCaseAcrossTenants,
} from './case-detail.repository.ts';
import { casesByIds, commentsOfCases, toCaseItem } from './cases.repository.ts';
import { caseScopes, visibleCases } from './cases.service.ts';

/** What the case detail reads of the case row beyond the list item's columns. */
type CaseHead = {
  id: string;
  employee_id: string;
  claim_type: 'SICK' | 'ACCIDENT';
  absent_from: string;
  absent_to: string;
  is_takeover: boolean;
  computed_at: string;
  details: {
    statusHistory?: CaseDetail['statusHistory'];
    periods?: CaseDetail['periods'];
    denial?: CaseDetail['denial'];
    isAccidentDateOverridden?: boolean;
    coverageConfigurationId?: string | null;
    configurationVersion?: string;
    asOfDate?: string;
  };
};

/** The case if it exists and `visible` admits it (a case the caller may not see is not told apart: 404). */
async function caseHead(
  tx: Queryable,
  tenantId: string,
  caseId: string,
  visible: SQL,
  notFound: Record<string, unknown>,
): Promise<CaseHead> {
  const [row] = await rowsOf<CaseHead>(
    tx,
    sql`select c.id, c.employee_id, c.claim_type, c.absent_from::text as absent_from, c.absent_to::text as absent_to,
          c.is_takeover, to_char(c.computed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as computed_at,
          c.details
        from cases c where c.tenant_id = ${tenantId} and c.id = ${caseId} and ${visible}`,
  );
  if (!row) throw new AppError('CASE_NOT_FOUND', 'Case not found', notFound);
  return row;
}

/** The detail of a case the caller may see (`visible`), in the tenant's transaction. */
async function readCaseDetail(
  tx: Queryable,
  tenantId: string,
  caseId: string,
  visible: SQL,
  notFound: Record<string, unknown>,
): Promise<CaseDetail> {
  const head = await caseHead(tx, tenantId, caseId, visible, notFound);
  const [row] = await casesByIds(tx, tenantId, [caseId]);
  if (!row) throw new AppError('CASE_NOT_FOUND', 'Case not found', notFound);
  const claims = await detailClaimsOfCase(tx, tenantId, caseId);
  const comments = (await commentsOfCases(tx, tenantId, [caseId])).get(caseId) ?? [];
  const monthlyTotals = await monthlyTotalsOfCase(tx, tenantId, caseId);
  const inputs = await inputsOfCase(tx, tenantId, caseId, head.employee_id);
  const { claims: _claims, comments: _comments, ...item } = toCaseItem(row);
  const details = head.details;
  return {
    ...item,
    claims,
    comments,
    statusHistory: details.statusHistory ?? [],
    periods: details.periods ?? [],
    denial: details.denial ?? null,
    isTakeover: head.is_takeover,
    isAccidentDateOverridden: details.isAccidentDateOverridden ?? false,
    coverageConfigurationId: details.coverageConfigurationId ?? null,
    configurationVersion: details.configurationVersion ?? '',
    asOfDate: details.asOfDate ?? head.computed_at.slice(0, 10),
    computedAt: head.computed_at,
    monthlyTotals,
    ...inputs,
  };
}

/** GET /case/{caseId}: the case detail; 404 CASE_NOT_FOUND when unknown or not visible (decision 0018's rule). */
export async function caseDetailOf(database: Database, ctx: RequestContext, caseId: string): Promise<CaseDetail> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) =>
    readCaseDetail(tx, tenantId, caseId, visibleCases(await caseScopes(tx, ctx)), { caseId }),
  );
}

/**
 * GET /admin/case/{ktgCaseId}: the case of any tenant. The tenant is looked up across tenants (its id only), then
 * the case is read under that tenant's row-level security; the request's tenant becomes the case's, so the admin
 * audit hook records the read in that tenant's audit log (app.ts). Unknown: 404 CASE_NOT_FOUND.
 */
export async function adminCaseDetailOf(
  database: Database,
  ctx: RequestContext,
  ktgCaseId: string,
): Promise<AdminCaseDetail> {
  const tenantId = await tenantOfCaseAcrossTenants(database, ktgCaseId);
  if (!tenantId) throw new AppError('CASE_NOT_FOUND', 'Case not found', { ktgCaseId });
  ctx.tenantId = tenantId;
  const detail = await database.withTenant(tenantId, (tx) =>
    readCaseDetail(tx, tenantId, ktgCaseId, sql`true`, { ktgCaseId }),
  );
  return { ...detail, tenantId };
}

/**
 * GET /admin/case/{ktgCaseId}/explanation?date=: the explanation of a case of any tenant. The tenant is looked up as
 * for the admin's case detail and becomes the request's (audited there); then the tenant route's service runs, which
 * lets an internal admin see every case of the tenant (caseScopes). Unknown: 404 CASE_NOT_FOUND.
 */
export async function adminCaseExplanationOf(
  database: Database,
  ctx: RequestContext,
  ktgCaseId: string,
  date: string,
): Promise<CaseExplanation> {
  const tenantId = await tenantOfCaseAcrossTenants(database, ktgCaseId);
  if (!tenantId) throw new AppError('CASE_NOT_FOUND', 'Case not found', { ktgCaseId });
  ctx.tenantId = tenantId;
  return caseExplanationOf(database, ctx, ktgCaseId, date);
}

/** The explanation's order of a day's claims: the regular line(s) first, then corrections; by claim id. */
const byLineOrder = (a: Pick<Claim, 'isCorrection' | 'claimId'>, b: Pick<Claim, 'isCorrection' | 'claimId'>) =>
  Number(a.isCorrection) - Number(b.isCorrection) || (a.claimId < b.claimId ? -1 : a.claimId > b.claimId ? 1 : 0);

/** Why a day of the case has no claim when the engine names no reason: no incapacity recorded that day. */
export const NO_INCAPACITY_ON_DAY = 'NO_INCAPACITY_RECORDED';

/**
 * GET /case/{caseId}/explanation?date=: recomputes the employee read-only with the explanation trail
 * (computeStoredEmployee, explain: true) on the asOfDate the stored case was computed for, so the amounts are the
 * stored ones unless a fact changed since (a derivation pending): matchesStoredAmounts says so. 404 as the detail;
 * a date outside the case (absentFrom-absentTo) 400 DATE_OUTSIDE_CASE.
 */
export async function caseExplanationOf(
  database: Database,
  ctx: RequestContext,
  caseId: string,
  date: string,
): Promise<CaseExplanation> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const head = await caseHead(tx, tenantId, caseId, visibleCases(await caseScopes(tx, ctx)), { caseId });
    if (date < head.absent_from || date > head.absent_to) {
      throw new AppError(
        'DATE_OUTSIDE_CASE',
        `${date} is not a day of this case (${head.absent_from} to ${head.absent_to})`,
        { caseId, date, absentFrom: head.absent_from, absentTo: head.absent_to },
      );
    }
    const asOfDate = head.details.asOfDate ?? head.computed_at.slice(0, 10);
    const stored = await rowsOf<{ claim_id: string; daily_allowance: string }>(
      tx,
      sql`select l.claim_id, l.daily_allowance::text as daily_allowance from claims l
          where l.tenant_id = ${tenantId} and l.case_id = ${caseId} and l.date = ${date}::date`,
    );
    const computation = await computeStoredEmployee(tx, tenantId, head.employee_id, { explain: true, asOfDate });
    const engineKey = computation
      ? [...computation.caseIds].find(([, storedId]) => storedId === caseId)?.[0]
      : undefined;
    const engineCase: SickPayCase | undefined = computation?.result.cases.find((one) => one.caseId === engineKey);
    const dayClaims = engineCase
      ? (computation?.result.claims ?? [])
          .filter((claim) => claim.caseId === engineKey && claim.date === date)
          .sort(byLineOrder)
      : [];
    const storedAmounts = new Map(stored.map((row) => [row.claim_id, Number(row.daily_allowance)]));
    const matchesStoredAmounts =
      dayClaims.length === storedAmounts.size &&
      dayClaims.every((claim) => storedAmounts.get(claim.claimId) === claim.dailyAllowance);
    const ignored = computation?.result.ignoredDays.find(
      (day) => day.date === date && day.claimType === head.claim_type,
    );
    return {
      caseId,
      date,
      asOfDate,
      configurationVersion: computation?.configurationVersion ?? head.details.configurationVersion ?? '',
      claims: dayClaims.map((claim) => ({
        claimId: claim.claimId,
        coverageLine: claim.coverageLine,
        isCorrection: claim.isCorrection,
        correctionKind: claim.correctionKind,
        dailyAllowance: chf(claim.dailyAllowance),
        fullDailyAllowance: chf(claim.fullDailyAllowance),
        incapacityOfWork: claim.incapacityOfWork,
        steps: (claim.explanation ?? []).map((step) => ({
          conventionId: step.conventionId,
          rule: step.rule,
          // The engine names the case by its internal key; the API by the stored id.
          inputs:
            step.inputs.caseId === engineKey && engineKey !== undefined ? { ...step.inputs, caseId } : step.inputs,
          result: step.result,
        })),
      })),
      ignoredReason: dayClaims.length > 0 ? null : (ignored?.reason ?? NO_INCAPACITY_ON_DAY),
      matchesStoredAmounts,
    };
  });
}
