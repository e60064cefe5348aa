// Test data for the payouts' pure modules: claims as the engine books them, with defaults and overrides, and the
// corrections a later lock books for them (the shapes of sick-pay/locked-months.ts).
import { fromEpochDay, toEpochDay } from '../../domain/dates.ts';
import type { BookedClaim } from '../../domain/payouts/types.ts';
import { revisionIdOf } from '../../domain/sick-pay/claims.ts';
import type { Claim } from '../../domain/sick-pay/types.ts';

/**
 * A regular KTG day of case-1 in March 2026: insured salary CHF 78 000 / 365 = 213.70 a day; 80 % coverage gives
 * the full allowance 170.96 (62 400 / 365 = 170.9589, C2); 50 % incapacity gives 85.48 (C3).
 */
export function claim(overrides: Partial<Claim> = {}): Claim {
  const date = overrides.date ?? '2026-03-01';
  const base: Omit<Claim, 'revisionId'> = {
    claimId: `emp-1:SICK:${date}`,
    isCorrection: false,
    correctionKind: null,
    correctsRevisionId: null,
    caseId: 'case-1',
    claimType: 'SICK',
    coverageLine: 'KTG',
    date,
    accountingMonthId: date.slice(0, 7),
    caseDay: 40,
    isWeekendFilled: false,
    isWaitingPeriodDay: false,
    isWithinShorttermRisk: false,
    isWithinContinuationOfPayment: false,
    benefitDayNumber: 10,
    isBenefitExhausted: false,
    incapacityOfWork: 50,
    insuredSalary: 7_800_000,
    dailyRateDivisor: 365,
    dailyRate: 21_370,
    coverage: 80,
    fullDailyAllowance: 17_096,
    grossDailyAllowance: 8_548,
    benefitStopOutputPercentage: 100,
    ivReduction: 0,
    dailyAllowance: 8_548,
    employerShare: null,
    reimbursementType: 'DAILY_ALLOWANCE',
    coveredUnderPolicy: { type: 'KTG', policyNumber: 'KTG-100' },
    payee: 'EMPLOYER',
    processingStatus: 'PROCESSED',
    manualCorrectionId: null,
    coverageConfigurationId: 'cov-1',
    configurationVersion: 'cfg-v1',
    ...overrides,
  };
  return { ...base, revisionId: overrides.revisionId ?? revisionIdOf(base) };
}

/** One claim per calendar day from `from` to `to` (inclusive), each with the overrides. */
export function claimDays(from: string, to: string, overrides: Partial<Claim> = {}): Claim[] {
  const claims: Claim[] = [];
  for (let day = toEpochDay(from); day <= toEpochDay(to); day++) {
    const date = fromEpochDay(day);
    claims.push(claim({ ...overrides, date, claimId: `emp-1:SICK:${date}` }));
  }
  return claims;
}

/** The reversal a lock books in `month` for a booked line (locked-months.ts applyLockedMonths). */
export function reversalOf(line: Claim, month: string): Claim {
  const reversal: Omit<Claim, 'revisionId'> = {
    ...line,
    claimId: `${line.claimId.split('#')[0]}#R${month}`,
    isCorrection: true,
    correctionKind: 'REVERSAL',
    correctsRevisionId: line.revisionId,
    accountingMonthId: month,
    dailyAllowance: -line.dailyAllowance,
    ivReduction: -line.ivReduction,
  };
  return { ...reversal, revisionId: `R${revisionIdOf(reversal)}` };
}

/** The rebooking of a recomputed day in `month`, replacing `line` (null: a day no lock booked before). */
export function rebookingOf(line: Claim | null, recomputed: Claim, month: string): Claim {
  return {
    ...recomputed,
    claimId: `${recomputed.claimId.split('#')[0]}#C${month}`,
    isCorrection: true,
    correctionKind: 'REBOOKING',
    correctsRevisionId: line?.revisionId ?? null,
    accountingMonthId: month,
  };
}

export function booked(claims: readonly Claim[], companySubunitId: string | null = 'ZH'): BookedClaim[] {
  return claims.map((claim) => ({ employeeId: 'emp-1', companySubunitId, claim }));
}
