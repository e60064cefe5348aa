// UVGZ, the supplementary accident insurance (issue 13 item 2; C5 "UVGZ amounts follow C2", C8 "UVGZ insures the
// part above the UVG maximum at its own coverage", swiss-rules 3.4):
//   insured excess = min(UVG insured earnings before the UVG cap, UVGZ maxInsuredSalary) - 148 200 (>= 0)
//   full daily allowance = excess / divisor x coverage %, rounded half-up to 0.01 CHF (C2)
//   day = full x incapacity %, half-up (C3); then the day's benefit stop output % and what is left of the IV
//   deduction after the UVG line (C16), so that UVG and UVGZ together deduct the IV rate at most once.
// A UVGZ line exists on the days UVG pays (from the 3rd day after the accident date), when the coverage
// configuration that applies to the employee on that day has a uvgzCoverage and the earnings exceed 148 200. It is
// a second claim of the ACCIDENT case for the same date: coverageLine 'UVGZ', claimId `<UVG claimId>:UVGZ`,
// covered under the employee's UVGZ policy (else the configuration's default policy number).

import { chfToRappen, percentToPm } from '../money.ts';
import { revisionIdOf } from './claims.ts';
import {
  dailyRateOf,
  ktgFullDailyAllowance,
  partialDailyAllowance,
  payableAfterStopAndIv,
  UVG_MAX_INSURED_EARNINGS,
} from './daily-allowance.ts';
import { step } from './rule-set.ts';
import type { Claim, UvgzCoverage } from './types.ts';

export const UVGZ_CLAIM_SUFFIX = ':UVGZ';

/** Rappen a year of the earnings above the UVG maximum that the UVGZ insures (0 when none). */
export function uvgzInsuredExcess(uvgEarnings: number, coverage: UvgzCoverage): number {
  const cap = coverage.maxInsuredSalary === null ? Number.POSITIVE_INFINITY : chfToRappen(coverage.maxInsuredSalary);
  return Math.max(0, Math.min(uvgEarnings, cap) - UVG_MAX_INSURED_EARNINGS);
}

/**
 * The UVGZ line beside a UVG claim (`uvg`, already computed for the day), or null when the UVGZ insures nothing.
 * `uvgEarnings`: the UVG insured earnings before the UVG cap (C8), Rappen a year.
 */
export function uvgzClaimOf(
  uvg: Omit<Claim, 'revisionId'>,
  params: {
    coverage: UvgzCoverage;
    uvgEarnings: number;
    divisor: 365 | 360;
    incapacityPm: number;
    outputPm: number;
    ivDailyRate: number;
    employeePolicies: readonly { policyType: string; policyNumber: string }[];
    coverageConfigurationId: string;
    explain: boolean;
  },
): Claim | null {
  const excess = uvgzInsuredExcess(params.uvgEarnings, params.coverage);
  if (excess === 0) return null;
  const coveragePm = percentToPm(params.coverage.coverage);
  const fullDailyAllowance = ktgFullDailyAllowance(excess, params.divisor, coveragePm);
  const grossDailyAllowance = partialDailyAllowance(fullDailyAllowance, params.incapacityPm);
  const ivLeft = Math.max(0, params.ivDailyRate - uvg.ivReduction);
  const { ivReduction, payable } = payableAfterStopAndIv(grossDailyAllowance, params.outputPm, ivLeft);
  const own = params.employeePolicies.find((policy) => policy.policyType === 'UVGZ');
  const claim: Omit<Claim, 'revisionId'> = {
    ...uvg,
    claimId: `${uvg.claimId}${UVGZ_CLAIM_SUFFIX}`,
    coverageLine: 'UVGZ',
    insuredSalary: excess,
    dailyRateDivisor: params.divisor,
    dailyRate: dailyRateOf(excess, params.divisor),
    coverage: coveragePm / 1000,
    fullDailyAllowance,
    grossDailyAllowance,
    ivReduction,
    dailyAllowance: payable,
    employerShare: null,
    coverageConfigurationId: params.coverageConfigurationId,
    coveredUnderPolicy: {
      type: 'UVGZ',
      policyNumber: own?.policyNumber ?? params.coverage.defaultPolicyNumber,
    },
  };
  delete (claim as Partial<Claim>).explanation;
  const full = claim as Claim;
  full.revisionId = revisionIdOf(claim);
  if (params.explain) {
    const version = uvg.configurationVersion;
    // The UVG line's trail up to the salary (qualifying day, case day, C5 phase), then the UVGZ arithmetic.
    const before = (uvg.explanation ?? []).filter(
      (s) =>
        ['C17', 'C6', 'C1', 'C15'].includes(s.conventionId) ||
        (s.conventionId === 'C5' && s.inputs.phase !== undefined),
    );
    full.explanation = [
      ...before,
      step(
        'C8',
        'UVGZ insured excess: min(UVG earnings, UVGZ maximum) - 148 200 (Rappen per year)',
        {
          uvgEarnings: params.uvgEarnings,
          uvgzMaxInsuredSalary: params.coverage.maxInsuredSalary,
          uvgMaximum: UVG_MAX_INSURED_EARNINGS,
        },
        excess,
        version,
      ),
      step(
        'C5',
        'UVGZ daily allowance follows C2: excess / divisor x coverage, half-up to 0.01',
        { insuredExcess: excess, divisor: params.divisor, coverage: params.coverage.coverage },
        fullDailyAllowance,
        version,
      ),
      step(
        'C3',
        'partial day: full x incapacity %, half-up to 0.01',
        { fullDailyAllowance, incapacityOfWork: uvg.incapacityOfWork },
        grossDailyAllowance,
        version,
      ),
      step(
        'C16',
        'benefit stop output % and the IV deduction left after the UVG line',
        {
          outputPercentage: params.outputPm / 1000,
          ivDailyRate: params.ivDailyRate,
          ivDeductedOnUvgLine: uvg.ivReduction,
          ivReduction,
        },
        payable,
        version,
      ),
      step('C13', 'payee', { policy: 'UVGZ' }, uvg.payee, version),
      step('C12', 'accounting month', { date: uvg.date }, uvg.accountingMonthId, version),
    ];
  }
  return full;
}
