// The reads of the case detail (docs/decisions/0020-case-detail-and-explanation.md): a case's claims with the day's
// facts the engine stored in `details`, its monthly totals, and the inputs people decided about it (case_inputs),
// shaped as the contract (src/contracts/case-detail.ts) answers them. Every read is by the case's index
// (tenant_id, case_id …), one query each.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CaseDetail,
  CaseDetailClaim,
  caseAccidentDateOverride,
  caseBenefitStop,
  caseIvSetting,
  caseManualCorrection,
  caseMonthlyTotal,
} from '../../../contracts/case-detail.ts';
import type { Database } from '../../../db/client.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import type { CaseInputData } from '../../../domain/derivation/case-inputs.ts';
import { chf } from '../../../domain/money.ts';
import type { MonthlyTotal, SettlementLine } from '../../../domain/sick-pay/types.ts';
import { toClaimItem } from './cases.repository.ts';

/** The engine's claim fields kept in claims.details (decision 0017): Rappen amounts as numbers. */
type ClaimDetails = {
  caseDay: number;
  isWaitingPeriodDay: boolean;
  isWeekendFilled: boolean;
  isWithinShorttermRisk: boolean;
  isWithinContinuationOfPayment: boolean;
  benefitDayNumber: number | null;
  isBenefitExhausted: boolean;
  fullDailyAllowance: number;
  grossDailyAllowance: number;
  coverage: number;
  benefitStopOutputPercentage: number;
  ivReduction: number;
  employerShare: { reason: 'KTG_WAITING_DAY' | 'UVG_EMPLOYER_DAY'; amount: number } | null;
  reimbursementType: CaseDetailClaim['reimbursementType'];
  payee: CaseDetailClaim['payee'];
  manualCorrectionId: string | null;
  correctionKind: CaseDetailClaim['correctionKind'];
};

type DetailClaimRow = Parameters<typeof toClaimItem>[0] & { details: ClaimDetails };

/** CHF of a CHF number (an input as entered): 12.5 -> '12.50'. */
const chfOfFrancs = (francs: number) => chf(Math.round(francs * 100));
const chfOrNull = (francs: number | null | undefined) =>
  francs === null || francs === undefined ? null : chfOfFrancs(francs);

/**
 * Every claim of the case with the day's facts: by date, the regular line before its corrections (C12), then by
 * claim id (the UVG line before the UVGZ line of an accident day).
 */
export async function detailClaimsOfCase(tx: Queryable, tenantId: string, caseId: string): Promise<CaseDetailClaim[]> {
  const rows = await rowsOf<DetailClaimRow>(
    tx,
    sql`select l.claim_id, l.revision_id, l.case_id, l.employee_id, l.is_correction, l.date::text as date,
          l.incapacity_of_work::text as incapacity_of_work, l.daily_allowance::text as daily_allowance, l.claim_type,
          l.coverage_line, l.processing_status, l.accounting_month_id,
          l.details ->> 'accountingMonthId' as engine_month_id, l.salary_export_account_id, l.details
        from claims l where l.tenant_id = ${tenantId} and l.case_id = ${caseId}
        order by l.date, l.is_correction, l.claim_id`,
  );
  return rows.map((row) => {
    const d = row.details;
    return {
      ...toClaimItem(row),
      caseDay: d.caseDay,
      isWaitingPeriodDay: d.isWaitingPeriodDay,
      isWeekendFilled: d.isWeekendFilled,
      isWithinShorttermRisk: d.isWithinShorttermRisk,
      isWithinContinuationOfPayment: d.isWithinContinuationOfPayment,
      benefitDayNumber: d.benefitDayNumber,
      isBenefitExhausted: d.isBenefitExhausted,
      fullDailyAllowance: chf(d.fullDailyAllowance),
      grossDailyAllowance: chf(d.grossDailyAllowance),
      coverage: d.coverage,
      benefitStopOutputPercentage: d.benefitStopOutputPercentage,
      ivReduction: chf(d.ivReduction),
      employerShare: d.employerShare ? { amount: chf(d.employerShare.amount), reason: d.employerShare.reason } : null,
      reimbursementType: d.reimbursementType,
      payee: d.payee,
      manualCorrectionId: d.manualCorrectionId ?? null,
      correctionKind: d.correctionKind ?? null,
    };
  });
}

type TotalRow = Omit<MonthlyTotal, 'caseId' | 'amount' | 'correctionAmount' | 'employerShareAmount' | 'rate'> & {
  amount: string;
  correctionAmount: string;
  employerShareAmount: string;
  rate: string | null;
};

const toLine = (line: SettlementLine): z.infer<typeof caseMonthlyTotal>['lines'][number] => ({
  startDate: line.startDate,
  endDate: line.endDate,
  days: line.days,
  dailyAllowance: chf(line.dailyAllowance),
  amount: chf(line.amount),
  incapacityOfWork: line.incapacityOfWork,
  coverage: line.coverage,
  fullDailyAllowance: chf(line.fullDailyAllowance),
  isWithinShorttermRisk: line.isWithinShorttermRisk,
  isWithinContinuationOfPayment: line.isWithinContinuationOfPayment,
  reimbursementType: line.reimbursementType,
  policyType: line.policyType,
  payee: line.payee,
  isCorrection: line.isCorrection,
});

/** The case's monthly totals by accounting month, then coverage line; amounts as CHF. */
export async function monthlyTotalsOfCase(
  tx: Queryable,
  tenantId: string,
  caseId: string,
): Promise<z.infer<typeof caseMonthlyTotal>[]> {
  const rows = await rowsOf<TotalRow>(
    tx,
    sql`select t.accounting_month_id as "accountingMonthId", t.coverage_line as "coverageLine", t.days,
          t.paid_days as "paidDays", t.amount::text as amount, t.correction_amount::text as "correctionAmount",
          t.employer_share_amount::text as "employerShareAmount", t.rate::text as rate, t.lines
        from case_monthly_totals t where t.tenant_id = ${tenantId} and t.case_id = ${caseId}
        order by t.accounting_month_id, t.coverage_line`,
  );
  return rows.map((row) => ({
    accountingMonthId: row.accountingMonthId,
    coverageLine: row.coverageLine,
    days: row.days,
    paidDays: row.paidDays,
    amount: chf(row.amount),
    correctionAmount: chf(row.correctionAmount),
    employerShareAmount: chf(row.employerShareAmount),
    rate: row.rate === null ? null : chf(row.rate),
    lines: (row.lines ?? []).map(toLine),
  }));
}

type InputRow = {
  id: string;
  kind: 'MANUAL_CORRECTION' | 'IV_SETTING' | 'BENEFIT_STOP' | 'ACCIDENT_DATE';
  case_id: string | null;
  data: Record<string, unknown>;
  version: number;
  created_at: string;
  updated_at: string;
};

export type CaseInputsOfCase = Pick<
  CaseDetail,
  'manualCorrections' | 'ivSettings' | 'benefitStops' | 'accidentDateOverride'
>;

const ISO_INSTANT = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The stored inputs of a case (table case_inputs, decision 0019), oldest first: its manual corrections, benefit
 * stops and accident date, and the IV settings of the case and of the person (caseId null: every case of the
 * employee). Case links, decisions and takeovers are not case detail fields.
 */
export async function inputsOfCase(
  tx: Queryable,
  tenantId: string,
  caseId: string,
  employeeId: string,
): Promise<CaseInputsOfCase> {
  const rows = await rowsOf<InputRow>(
    tx,
    sql`select i.id, i.kind, i.case_id, i.data, i.version, ${ISO_INSTANT('i.created_at')} as created_at,
          ${ISO_INSTANT('i.updated_at')} as updated_at
        from case_inputs i
        where i.tenant_id = ${tenantId} and (
          (i.case_id = ${caseId} and i.kind in ('MANUAL_CORRECTION', 'IV_SETTING', 'BENEFIT_STOP', 'ACCIDENT_DATE'))
          or (i.case_id is null and i.kind = 'IV_SETTING' and i.employee_id = ${employeeId}))
        order by i.created_at, i.id`,
  );
  const result: CaseInputsOfCase = {
    manualCorrections: [],
    ivSettings: [],
    benefitStops: [],
    accidentDateOverride: null,
  };
  for (const row of rows) {
    const meta = { version: row.version, createdAt: row.created_at, updatedAt: row.updated_at };
    switch (row.kind) {
      case 'MANUAL_CORRECTION': {
        const data = row.data as CaseInputData['MANUAL_CORRECTION'];
        result.manualCorrections.push({
          manualCorrectionId: row.id,
          caseId: row.case_id,
          claimType: data.claimType,
          dates: data.dates,
          days: data.days ?? null,
          dailyRate: chfOrNull(data.dailyRate),
          incapacityOfWork: data.incapacityOfWork ?? null,
          reimbursementType: data.reimbursementType ?? null,
          isWithinShorttermRisk: data.isWithinShorttermRisk ?? null,
          isWithinContinuationOfPayment: data.isWithinContinuationOfPayment ?? null,
          coverage: data.coverage ?? null,
          amount: chfOrNull(data.amount),
          comment: data.comment ?? '',
          coveredUnderPolicy: data.coveredUnderPolicy ?? null,
          accountingMonthId: data.accountingMonthId ?? null,
          ...meta,
        } satisfies z.infer<typeof caseManualCorrection>);
        break;
      }
      case 'IV_SETTING': {
        const data = row.data as CaseInputData['IV_SETTING'];
        result.ivSettings.push({
          ivSettingId: row.id,
          caseId: row.case_id,
          type: data.type,
          amount: chfOfFrancs(data.amount),
          startDate: data.startDate,
          endDate: data.endDate ?? null,
          ...meta,
        } satisfies z.infer<typeof caseIvSetting>);
        break;
      }
      case 'BENEFIT_STOP': {
        const data = row.data as CaseInputData['BENEFIT_STOP'];
        result.benefitStops.push({
          benefitStopId: row.id,
          caseId: row.case_id,
          reason: data.reason,
          entries: data.entries.map((entry) => ({
            startDate: entry.startDate,
            endDate: entry.endDate ?? null,
            outputPercentage: entry.outputPercentage,
          })),
          ...meta,
        } satisfies z.infer<typeof caseBenefitStop>);
        break;
      }
      case 'ACCIDENT_DATE': {
        const data = row.data as CaseInputData['ACCIDENT_DATE'];
        // One per case; should there be more, the newest applies as in the engine's input order.
        result.accidentDateOverride = {
          accidentDate: data.accidentDate,
          comment: data.comment ?? null,
          ...meta,
        } satisfies z.infer<typeof caseAccidentDateOverride>;
        break;
      }
    }
  }
  return result;
}

/**
 * The tenant of a case, across tenants (the owner connection, decision 0020): the admin's GET /case/{ktgCaseId}
 * names no tenant. Reads the tenant id only; everything else is then read under the tenant's row-level security.
 */
export async function tenantOfCaseAcrossTenants(database: Database, caseId: string): Promise<string | null> {
  const rows = await rowsOf<{ tenant_id: string }>(
    database.db,
    sql`select c.tenant_id from cases c where c.id = ${caseId} limit 1`,
  );
  return rows[0]?.tenant_id ?? null;
}
