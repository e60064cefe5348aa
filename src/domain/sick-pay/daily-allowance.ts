// Daily allowances (C2-C5, C16). All amounts in Rappen, percentages in milli-percent (money.ts).
import { applyPercentage, divCeil, divRoundHalfUp, PM_FULL } from '../money.ts';

/** UVG maximum insured earnings: CHF 148 200 a year (UVV Art. 22, since 2016). */
export const UVG_MAX_INSURED_EARNINGS = 14_820_000;
/** UVG maximum daily allowance: 80 % of CHF 406 = CHF 324.80. */
export const UVG_MAX_DAILY_ALLOWANCE = 32_480;
export const UVG_COVERAGE_PM = 80_000;
/** UVG pays from the 3rd day after the accident day: case days 1-3 (the accident day and two more) are not UVG's. */
export const UVG_WAITING_DAYS = 3;

/** C2: insured annual salary / divisor x coverage %, rounded half-up to 0.01 CHF (one rounding). */
export function ktgFullDailyAllowance(insuredSalary: number, divisor: number, coveragePm: number): number {
  return divRoundHalfUp(insuredSalary * coveragePm, divisor * PM_FULL);
}

/** The daily insured salary shown next to the allowance: salary / divisor, half-up to the Rappen. */
export function dailyRateOf(insuredSalary: number, divisor: number): number {
  return divRoundHalfUp(insuredSalary, divisor);
}

/**
 * C5: UVG daily allowance = min(annual insured earnings, 148 200) / 365 x 80 %, rounded UP to 0.05 CHF, never
 * above 324.80. Suva's example: 68 220 -> 149.55.
 */
export function uvgFullDailyAllowance(insuredEarnings: number): number {
  const capped = Math.min(insuredEarnings, UVG_MAX_INSURED_EARNINGS);
  const fiveRappenSteps = divCeil(capped * UVG_COVERAGE_PM, 365 * PM_FULL * 5);
  return Math.min(fiveRappenSteps * 5, UVG_MAX_DAILY_ALLOWANCE);
}

/** C3: a partial day pays round_half_up(full x incapacity %, 0.01). */
export function partialDailyAllowance(fullDailyAllowance: number, incapacityPm: number): number {
  return applyPercentage(fullDailyAllowance, incapacityPm);
}

/** C16: an IV pension per month becomes a calendar-day rate: monthly x 12 / 365, half-up to the Rappen. */
export function ivPensionDailyRate(monthlyPension: number): number {
  return divRoundHalfUp(monthlyPension * 12, 365);
}

/**
 * C16: the payable day after a benefit stop (output % applied after the incapacity %, rounded after each factor)
 * and the IV deduction (never below 0).
 */
export function payableAfterStopAndIv(
  grossDailyAllowance: number,
  outputPm: number,
  ivDailyRate: number,
): { afterStop: number; ivReduction: number; payable: number } {
  const afterStop = outputPm === PM_FULL ? grossDailyAllowance : applyPercentage(grossDailyAllowance, outputPm);
  const ivReduction = Math.min(afterStop, ivDailyRate);
  return { afterStop, ivReduction, payable: afterStop - ivReduction };
}
