// Case detail (issue 13; spec sections 3 "Case", 7, 8, 9): one case with everything stored about it — its claims with
// the day's facts, comments, status history, periods, monthly totals and the inputs people decided (manual
// corrections, IV settings, benefit stops, the accident date) — and the per-day explanation ("why this amount?"),
// rebuilt on request with the amounts the stored claims carry. Decisions:
// docs/decisions/0020-case-detail-and-explanation.md.
import { z } from 'zod';
import { CASE_STATUSES, CLAIM_TYPES, REIMBURSEMENT_TYPES } from '../domain/sick-pay/types.ts';
import { CLAIM_COVERAGE_LINES, caseComment, caseItem, chfAmount, claimItem } from './cases.ts';
import { accountingMonth, isoDate, timestamp, uuid } from './common.ts';

export const PAYEES = ['EMPLOYER', 'INSURED_PERSON'] as const;
export const CORRECTION_KINDS = ['REVERSAL', 'REBOOKING'] as const;
export const EMPLOYER_SHARE_REASONS = ['KTG_WAITING_DAY', 'UVG_EMPLOYER_DAY'] as const;
export const CLAIM_POLICY_TYPES = ['KTG', 'KAV', 'FTA', 'UVG', 'UVGZ'] as const;
export const IV_SETTING_TYPES = ['IV_DAILY_ALLOWANCE', 'IV_PENSION'] as const;

/** A claim with the day's facts the engine stored with it (C1-C19). */
export const caseDetailClaim = claimItem
  .extend({
    caseDay: z.number().int().meta({ description: 'Day of the case, from 1 (C7)' }),
    isWaitingPeriodDay: z.boolean(),
    isWeekendFilled: z.boolean().meta({ description: 'A weekend day filled between two incapacity days' }),
    isWithinShorttermRisk: z.boolean(),
    isWithinContinuationOfPayment: z.boolean(),
    benefitDayNumber: z
      .number()
      .nullable()
      .meta({ description: 'This day against the maximum benefit duration (C7); null when it uses none' }),
    isBenefitExhausted: z.boolean(),
    fullDailyAllowance: chfAmount().meta({ description: 'The allowance at 100 % incapacity (C2, C5)' }),
    grossDailyAllowance: chfAmount().meta({ description: 'After the incapacity % (C3)' }),
    coverage: z.number().meta({ description: 'Coverage in % of the insured salary' }),
    benefitStopOutputPercentage: z.number().meta({ description: '% still paid under a benefit stop (100 = none)' }),
    ivReduction: chfAmount().meta({ description: 'Deducted for IV benefits (C16)' }),
    employerShare: z
      .object({ amount: chfAmount(), reason: z.enum(EMPLOYER_SHARE_REASONS) })
      .nullable()
      .meta({ description: "Informational: the employer's share of an uninsured day; never in dailyAllowance" }),
    reimbursementType: z.enum(REIMBURSEMENT_TYPES),
    payee: z.enum(PAYEES),
    manualCorrectionId: z.string().nullable(),
    correctionKind: z
      .enum(CORRECTION_KINDS)
      .nullable()
      .meta({ description: 'REVERSAL cancels a booked line, REBOOKING books the recomputed one (C12)' }),
  })
  .meta({ id: 'CaseDetailClaim' });
export type CaseDetailClaim = z.infer<typeof caseDetailClaim>;

/** Consecutive days with the same values (C4): days x dailyAllowance = amount. */
export const settlementLine = z
  .object({
    startDate: isoDate(),
    endDate: isoDate(),
    days: z.number().int(),
    dailyAllowance: chfAmount(),
    amount: chfAmount(),
    incapacityOfWork: z.number(),
    coverage: z.number(),
    fullDailyAllowance: chfAmount(),
    isWithinShorttermRisk: z.boolean(),
    isWithinContinuationOfPayment: z.boolean(),
    reimbursementType: z.enum(REIMBURSEMENT_TYPES),
    policyType: z.enum(CLAIM_POLICY_TYPES).nullable(),
    payee: z.enum(PAYEES),
    isCorrection: z.boolean(),
  })
  .meta({ id: 'SettlementLine' });

export const caseMonthlyTotal = z
  .object({
    accountingMonthId: z.string().meta({ description: 'YYYY-MM' }),
    coverageLine: z.enum(CLAIM_COVERAGE_LINES),
    days: z.number().int(),
    paidDays: z.number().int(),
    amount: chfAmount(),
    correctionAmount: chfAmount(),
    employerShareAmount: chfAmount().meta({ description: 'Informational, not in amount' }),
    rate: chfAmount()
      .nullable()
      .meta({ description: "The month's full daily allowance when it has one; null when it changed or none is paid" }),
    lines: z.array(settlementLine),
  })
  .meta({ id: 'CaseMonthlyTotal' });

const inputMeta = {
  version: z.number().int().meta({ description: 'Changes with every change of the input' }),
  createdAt: timestamp(),
  updatedAt: timestamp(),
};

export const caseManualCorrection = z
  .object({
    manualCorrectionId: uuid(),
    caseId: uuid().nullable(),
    claimType: z.enum(CLAIM_TYPES),
    dates: z.object({ from: isoDate(), to: isoDate() }),
    days: z.number().int().nullable().meta({ description: 'Days paid from dates.from; null = every date' }),
    dailyRate: chfAmount().nullable().meta({ description: 'Full daily allowance of these days; null = computed' }),
    incapacityOfWork: z.number().nullable(),
    reimbursementType: z.enum(REIMBURSEMENT_TYPES).nullable(),
    isWithinShorttermRisk: z.boolean().nullable(),
    isWithinContinuationOfPayment: z.boolean().nullable(),
    coverage: z.number().nullable(),
    amount: chfAmount().nullable().meta({ description: 'For the whole correction; null = per-day amounts' }),
    comment: z.string(),
    coveredUnderPolicy: z.object({ type: z.enum(CLAIM_POLICY_TYPES), policyNumber: z.string().nullable() }).nullable(),
    accountingMonthId: accountingMonth()
      .nullable()
      .meta({ description: 'Booked in this month instead of the month of each date (admin corrections)' }),
    ...inputMeta,
  })
  .meta({ id: 'CaseManualCorrection' });

export const caseIvSetting = z
  .object({
    ivSettingId: uuid(),
    caseId: uuid().nullable().meta({ description: 'null: every case of the insured person' }),
    type: z.enum(IV_SETTING_TYPES),
    amount: chfAmount().meta({ description: 'Per day (IV_DAILY_ALLOWANCE) or per month (IV_PENSION)' }),
    startDate: isoDate(),
    endDate: isoDate().nullable(),
    ...inputMeta,
  })
  .meta({ id: 'CaseIvSetting' });

export const caseBenefitStop = z
  .object({
    benefitStopId: uuid(),
    caseId: uuid().nullable(),
    reason: z.string(),
    entries: z.array(z.object({ startDate: isoDate(), endDate: isoDate().nullable(), outputPercentage: z.number() })),
    ...inputMeta,
  })
  .meta({ id: 'CaseBenefitStop' });

export const caseAccidentDateOverride = z
  .object({ accidentDate: isoDate(), comment: z.string().nullable(), ...inputMeta })
  .meta({ id: 'CaseAccidentDateOverride' });

export const caseDetail = caseItem
  .omit({ claims: true, comments: true })
  .extend({
    claims: z
      .array(caseDetailClaim)
      .meta({ description: 'Every claim of the case: by date, the regular line before its corrections' }),
    comments: z.array(caseComment).meta({ description: 'Oldest first' }),
    statusHistory: z.array(
      z.object({
        status: z.enum(CASE_STATUSES),
        date: isoDate().nullable(),
        trigger: z.string(),
        accountingMonthId: z.string().nullable(),
      }),
    ),
    periods: z.array(z.object({ from: isoDate(), to: isoDate(), isRelapse: z.boolean() })),
    denial: z.object({ reason: z.string(), decidedOn: isoDate() }).nullable(),
    isTakeover: z.boolean(),
    isAccidentDateOverridden: z.boolean(),
    coverageConfigurationId: z.string().nullable(),
    configurationVersion: z
      .string()
      .meta({ description: 'The tenant configuration version the case was computed under' }),
    asOfDate: isoDate().meta({ description: 'The day the stored computation was for (the explanation uses it)' }),
    computedAt: timestamp(),
    monthlyTotals: z.array(caseMonthlyTotal).meta({ description: 'By accounting month, then coverage line' }),
    manualCorrections: z.array(caseManualCorrection).meta({ description: 'Oldest first' }),
    ivSettings: z
      .array(caseIvSetting)
      .meta({ description: "The case's and the insured person's (caseId null) IV settings, oldest first" }),
    benefitStops: z.array(caseBenefitStop),
    accidentDateOverride: caseAccidentDateOverride
      .nullable()
      .meta({ description: 'The stored accident date input of an ACCIDENT case; null = the first accident day' }),
  })
  .meta({ id: 'CaseDetail' });
export type CaseDetail = z.infer<typeof caseDetail>;

export const caseDetailParams = z.strictObject({ caseId: uuid() });

export const caseExplanationQuery = z.strictObject({
  date: isoDate().meta({ description: 'A day of the case (absentFrom to absentTo)' }),
});

export const explanationStep = z
  .object({
    conventionId: z.string().meta({ description: 'Convention (C1-C19) or the rule it applies' }),
    rule: z.string(),
    inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    result: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  })
  .meta({
    id: 'ExplanationStep',
    description:
      "One rule applied to the day, as the engine computed it: money in the engine's unit, integer Rappen " +
      '(insuredSalary 7200000 = CHF 72 000, result 15781 = CHF 157.81), percentages in %, days as counts',
  });

export const caseExplanation = z
  .object({
    caseId: uuid(),
    date: isoDate(),
    asOfDate: isoDate().meta({ description: 'The day the computation was for (the stored one)' }),
    configurationVersion: z.string(),
    claims: z.array(
      z.object({
        claimId: z.string(),
        coverageLine: z.enum(CLAIM_COVERAGE_LINES),
        isCorrection: z.boolean(),
        correctionKind: z.enum(CORRECTION_KINDS).nullable(),
        dailyAllowance: chfAmount(),
        fullDailyAllowance: chfAmount(),
        incapacityOfWork: z.number(),
        steps: z.array(explanationStep),
      }),
    ),
    ignoredReason: z
      .string()
      .nullable()
      .meta({ description: 'Why the day builds no claim (below the minimum, not insured, …); null otherwise' }),
    matchesStoredAmounts: z
      .boolean()
      .meta({ description: 'The recomputed claims of the day equal the stored ones (ids and amounts)' }),
  })
  .meta({ id: 'CaseExplanation' });
export type CaseExplanation = z.infer<typeof caseExplanation>;

export const adminCaseParams = z.strictObject({ ktgCaseId: uuid() });

export const adminCaseDetail = caseDetail.extend({ tenantId: uuid() }).meta({ id: 'AdminCaseDetail' });
export type AdminCaseDetail = z.infer<typeof adminCaseDetail>;
