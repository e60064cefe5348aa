// Claim building blocks: the policy a day is covered under (C11, spec "insured-product guidance"), the payee
// (C13), and stable claim and revision ids.
import type { EpochDay } from '../dates.ts';
import type { Claim, ClaimPolicyType, ClaimType, CoveragePolicyType, InsuredProduct, Payee } from './types.ts';

export type PolicyChoice = { type: ClaimPolicyType; policyNumber: string | null } | null;

type PolicySources = {
  configurationPolicies: readonly { type: CoveragePolicyType; defaultPolicyNumber: string }[];
  employeePolicies: readonly { policyType: string; policyNumber: string }[];
  insuredProducts: readonly InsuredProduct[];
};

function policyOf(type: ClaimPolicyType, sources: PolicySources): PolicyChoice {
  // The employee's own policy number wins over the configuration's default.
  const own = sources.employeePolicies.find((policy) => policy.policyType === type);
  if (own) return { type, policyNumber: own.policyNumber };
  if (type === 'UVG') return { type, policyNumber: null };
  const configured = sources.configurationPolicies.find((policy) => policy.type === type);
  return configured ? { type, policyNumber: configured.defaultPolicyNumber } : null;
}

/**
 * The policy a claim day is covered under, or null when nobody insures it:
 * - UVG (ACCIDENT): the UVG policy, from the 4th case day; the accident day and days 1-2 are the employer's (C5).
 * - Short-term days (C11): insured only with short-term cover: KTG_KOMBI customers get FTA, customers with KAV get
 *   KAV (spec: "customers with KTG Kombi get only FTA; short-term plus long-term cover get KTG and KAV").
 * - Long-term days: FTA for KTG_KOMBI customers, otherwise KTG (FTA when the configuration only has FTA).
 */
export function coveredUnderPolicy(claimType: ClaimType, isShortterm: boolean, sources: PolicySources): PolicyChoice {
  if (claimType === 'ACCIDENT') return isShortterm ? null : policyOf('UVG', sources);
  const isKombi = sources.insuredProducts.includes('KTG_KOMBI');
  if (isShortterm) {
    if (isKombi) return policyOf('FTA', sources);
    if (sources.insuredProducts.includes('KAV')) return policyOf('KAV', sources);
    return null;
  }
  if (isKombi) return policyOf('FTA', sources) ?? policyOf('KTG', sources);
  return policyOf('KTG', sources) ?? policyOf('FTA', sources);
}

/** C13: the employer while employment lasts; the insured person for days after the leaving date. */
export function payeeOf(day: EpochDay, leavingDate: EpochDay | null): Payee {
  return leavingDate !== null && day > leavingDate ? 'INSURED_PERSON' : 'EMPLOYER';
}

/** Stable per employee, claim type and date: the same day keeps its id whatever case it ends up in. */
export function claimIdOf(employeeId: string, claimType: ClaimType, date: string): string {
  return `${employeeId}:${claimType}:${date}`;
}

// 32-bit FNV-1a over strings and integers, twice with different seeds: 64 bits of revision id.
function mixString(hash: number, text: string): number {
  let h = hash;
  for (let index = 0; index < text.length; index++) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 16_777_619);
  }
  return h ^ 0xff;
}

function mixNumber(hash: number, value: number): number {
  let h = hash;
  // Numbers here are integers (Rappen, milli-percent, counts) below 2^53: hash both 32-bit halves.
  const low = value | 0;
  const high = Math.floor(value / 4_294_967_296) | 0;
  h = Math.imul(h ^ low, 16_777_619);
  h = Math.imul(h ^ high, 16_777_619);
  return h;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** 8 hex digits of a 32-bit value (a table lookup: this runs once per claim). */
function hex(value: number): string {
  return (
    (HEX_BYTES[(value >>> 24) & 0xff] as string) +
    (HEX_BYTES[(value >>> 16) & 0xff] as string) +
    (HEX_BYTES[(value >>> 8) & 0xff] as string) +
    (HEX_BYTES[value & 0xff] as string)
  );
}

/**
 * The revision id is a fingerprint of what a claim says (not where it is booked): an unchanged recomputation
 * keeps its revision, any change to an amount, a percentage, a flag, the policy or the case gives a new one (C12).
 */
export function revisionIdOf(claim: Omit<Claim, 'revisionId' | 'explanation'>): string {
  // Two FNV-1a streams with different seeds over the same fields (no arrays: this runs once per claim).
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  const text = (value: string) => {
    a = mixString(a, value);
    b = mixString(b, value);
  };
  const number = (value: number) => {
    a = mixNumber(a, value);
    b = mixNumber(b ^ 0x27d4eb2d, value);
  };
  text(claim.caseId);
  text(claim.claimType);
  // Only UVGZ lines add their coverage line: the revisions of KTG and UVG lines stay what they were (C12).
  if (claim.coverageLine === 'UVGZ') text('UVGZ');
  text(claim.date);
  text(claim.reimbursementType);
  text(claim.coveredUnderPolicy?.type ?? '-');
  text(claim.coveredUnderPolicy?.policyNumber ?? '-');
  text(claim.payee);
  text(claim.manualCorrectionId ?? '-');
  number(claim.caseDay);
  number(Math.round(claim.incapacityOfWork * 1000));
  number(Math.round(claim.coverage * 1000));
  number(claim.insuredSalary);
  number(claim.fullDailyAllowance);
  number(claim.grossDailyAllowance);
  number(Math.round(claim.benefitStopOutputPercentage * 1000));
  number(claim.ivReduction);
  number(claim.dailyAllowance);
  number(claim.benefitDayNumber ?? -1);
  number(
    (claim.isWaitingPeriodDay ? 1 : 0) |
      (claim.isWithinShorttermRisk ? 2 : 0) |
      (claim.isWithinContinuationOfPayment ? 4 : 0) |
      (claim.isBenefitExhausted ? 8 : 0) |
      (claim.isWeekendFilled ? 16 : 0),
  );
  return `${hex(a)}${hex(b)}`;
}
