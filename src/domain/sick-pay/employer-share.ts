// The employer's share of a day (issue 13 item 4): what the employer owes the person for a day that no insurer pays,
// shown on the claim for information. It is NOT a claim: it is never part of dailyAllowance, of a monthly total's
// amount or of a case's totalAmount, and it does not enter the revision id (a change to it books no correction).
//
// - KTG_WAITING_DAY (C11): a waiting-period day outside the employer's continuation of pay (C9: e.g. the first
//   3 months of employment, or the LFZ entitlement used up) that no short-term cover (KAV, FTA) insures. Under a
//   KTG that replaces the continuation of pay (OR 324a para. 4) the employer pays 80 % of the wage for those days.
//   Inside LFZ the employer pays the wage itself (lfzCoverage, reported as isWithinContinuationOfPayment).
// - UVG_EMPLOYER_DAY (C5, OR 324b para. 3): the 2 calendar days after the accident date; the employer pays 80 %.
//   The accident day itself is paid as usual (the full wage, no share shown).
// Neither applies after the leaving date (the employment, and with it the employer's duty, has ended).
//
// Amount: the wage (every mapped wage type with its factor, family allowances left out because the family
// compensation fund keeps paying them, no cap) / divisor x 80 %, half-up to the Rappen (C2), x incapacity %,
// half-up (C3). The divisor is the coverage's for KTG, 365 for UVG.
import { applyPercentage, divRoundHalfUp, PM_FULL } from '../money.ts';

export const EMPLOYER_SHARE_PM = 80_000;

export type EmployerShareReason = 'KTG_WAITING_DAY' | 'UVG_EMPLOYER_DAY';

export type EmployerShare = {
  reason: EmployerShareReason;
  /** Rappen per year: the wage the share is taken of. */
  annualWage: number;
  dailyRateDivisor: 365 | 360;
  /** % of the wage the employer owes (80). */
  coverage: number;
  /** Rappen: wage / divisor x 80 %, half-up (C2). */
  fullDailyAmount: number;
  /** Rappen: fullDailyAmount x incapacity %, half-up (C3). Informational, never claimed. */
  amount: number;
};

export function employerShareOf(
  reason: EmployerShareReason,
  annualWage: number,
  divisor: 365 | 360,
  incapacityPm: number,
): EmployerShare {
  const fullDailyAmount = divRoundHalfUp(annualWage * EMPLOYER_SHARE_PM, divisor * PM_FULL);
  return {
    reason,
    annualWage,
    dailyRateDivisor: divisor,
    coverage: EMPLOYER_SHARE_PM / 1000,
    fullDailyAmount,
    amount: applyPercentage(fullDailyAmount, incapacityPm),
  };
}
