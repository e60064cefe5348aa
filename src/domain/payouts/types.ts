// Payouts' vocabulary (issue "payouts"; spec section 3 "Payout", section 4; C4, C12, C13, C16; decision 0031).
// Amounts are integer Rappen, percentages numbers (80 = 80 %), dates ISO 'YYYY-MM-DD', accounting months 'YYYY-MM'.
// Everything here is computed from what a lock froze (booked_claims, decision 0027): never from open claims.

import type { AccountingMonthId, Claim, CoverageLine, IsoDate } from '../sick-pay/types.ts';

/**
 * Who receives the money (C13): the employer's billing account while the person is employed — the billing address of
 * the employee's company subunit in the booked month (null = the tenant's own billing address) — and the insured
 * person's bank account for days after the leaving date.
 */
export type PayeeRef =
  | { kind: 'EMPLOYER'; companySubunitId: string | null }
  | { kind: 'INSURED_PERSON'; employeeId: string };

export type CorrectionKind = 'REVERSAL' | 'REBOOKING';
/** REGULAR: a day booked in its own month (C12); REVERSAL / REBOOKING: a correction of a locked month. */
export type LineKind = 'REGULAR' | CorrectionKind;

/**
 * The fields of a booked claim that payouts read: the settlement period's values, the payee, the keys of the line
 * (guard key, day slot) and its revisions. The server reads only these columns of booked_claims.
 */
export type PayoutClaim = Pick<
  Claim,
  | 'claimId'
  | 'revisionId'
  | 'caseId'
  | 'claimType'
  | 'coverageLine'
  | 'date'
  | 'accountingMonthId'
  | 'isCorrection'
  | 'correctionKind'
  | 'correctsRevisionId'
  | 'payee'
  | 'insuredSalary'
  | 'incapacityOfWork'
  | 'coverage'
  | 'isWaitingPeriodDay'
  | 'dailyAllowance'
  | 'ivReduction'
>;

/**
 * One row of booked_claims as the payout reads it: the frozen claim, its employee, and the employee's company subunit
 * in the booked month (the lock's accounting unit, `entityInMonth`), which names the employer's billing account.
 */
export type BookedClaim = { employeeId: string; companySubunitId: string | null; claim: PayoutClaim };

/**
 * Consecutive days of one case, payee and coverage line with equal values (spec "settlementPeriods"). amount = days x
 * dailyAllowance with no further rounding (C4); a reversal's period has negative dailyAllowance and amount.
 */
export type SettlementPeriod = {
  startDate: IsoDate;
  endDate: IsoDate;
  /** Rappen per year: the claim's insured salary (C8). */
  insuredEarnings: number;
  /** The incapacity of work in % (C3). */
  absencePercentage: number;
  /** The coverage in % (C2). */
  insuredPercentage: number;
  /** Waiting-period days (C6, C11): shown with allowance 0 to explain the month, never paid. */
  onWaitingPeriod: boolean;
  /** Rappen per day payable (after benefit stop and IV reduction; negative on a reversal). */
  dailyAllowance: number;
  days: number;
  /** Rappen: days x dailyAllowance (C4). */
  amount: number;
  /** Rappen per day deducted for IV benefits (C16; negative on a reversal, like the claim). */
  ivReduction: number;
  /**
   * The IV deduction as a share of the allowance before it, in % with two decimals: ivReduction / (dailyAllowance +
   * ivReduction) x 100, rounded half-up; 0 without IV. 100 = the IV benefit absorbs the whole allowance (C16: never
   * below 0). The IV daily rate itself is not frozen in booked claims, so the statement shows this share instead.
   */
  ivRate: number;
  coverageLine: CoverageLine;
  isCorrection: boolean;
  correctionKind: CorrectionKind | null;
  /** The month of the corrected days (the claim's own month) for corrections, null for regular days. */
  correctedMonthId: AccountingMonthId | null;
};

/** One booked claim a draft covers, with the keys that stop it from being paid twice. */
export type PayoutLine = {
  claimId: string;
  revisionId: string;
  correctsRevisionId: string | null;
  kind: LineKind;
  date: IsoDate;
  /** Rappen (the claim's dailyAllowance). */
  amount: number;
  /** Unique per booked line: see guardKeyOf (payout-keys.ts). */
  guardKey: string;
  /** The person's day: see daySlotOf (payout-keys.ts). */
  daySlot: string;
};

/**
 * A payout before release: one per case, accounting month, payee and coverage line (a sickness case has one coverage
 * line, KTG; an accident case pays UVG and UVGZ apart because they may be different carriers, like MonthlyTotal).
 */
export type PayoutDraft = {
  /** Stable identity for regeneration: month|case|payee|coverage line (payout-keys.ts draftKeyOf). */
  draftKey: string;
  accountingMonthId: AccountingMonthId;
  caseId: string;
  employeeId: string;
  payee: PayeeRef;
  coverageLine: CoverageLine;
  /** Regular periods by start date, then corrections grouped by corrected month (reversals before rebookings). */
  periods: SettlementPeriod[];
  lines: PayoutLine[];
  /** Claim ids covered, sorted. */
  claimIds: string[];
  /** Guard keys of the lines, sorted: the database's unique key backs them (decision 0031). */
  guardKeys: string[];
  hasCorrections: boolean;
  /** Rappen: the sum of the periods (reversals net against positive lines inside the draft first). */
  grossAmount: number;
  /** Rappen >= 0: the payee's outstanding offset this draft consumes (only when grossAmount > 0). */
  offsetApplied: number;
  /** Rappen >= 0: what the payee owes after this draft when grossAmount < 0; becomes outstanding on release. */
  carriedOffset: number;
  /** Rappen >= 0: what the release pays. grossAmount - offsetApplied = netAmount - carriedOffset. */
  netAmount: number;
};

/**
 * A draft as the server stores it (payouts.draft): everything but its lines and guard keys, which follow from its
 * claim ids and the month's booked claims (immutable once locked): `draftWithLines` (settlement-periods.ts) gives
 * them back, the same as when the draft was built.
 */
export type StoredPayoutDraft = Omit<PayoutDraft, 'lines' | 'guardKeys'>;

/** A line of a RELEASED payout (table payout_lines). */
export type PaidLine = {
  payoutId: string;
  guardKey: string;
  daySlot: string;
  /** Slot balances are kept per payee party: the employer as a whole, or the insured person. */
  party: 'EMPLOYER' | 'INSURED_PERSON';
  kind: LineKind;
  amount: number;
  /** accountKeyOf(payee, coverage line): the account the amount was netted in. */
  accountKey: string;
};

/** What a payee owes the carrier after reversals that no positive line has absorbed yet (Rappen > 0). */
export type OffsetBalance = { accountKey: string; payee: PayeeRef; coverageLine: CoverageLine; outstanding: number };

/**
 * What released payouts covered, the outstanding offsets, and the payouts proposed for release (four eyes, in
 * flight): regeneration leaves those alone, skips their lines and reserves the offsets they consume.
 */
export type PaidLedger = {
  paid: readonly PaidLine[];
  offsets: readonly OffsetBalance[];
  proposed: readonly PayoutDraft[];
};

export type ReleaseProblem =
  | { code: 'EMPTY' }
  | { code: 'NEGATIVE_AMOUNT'; field: 'netAmount' | 'offsetApplied' | 'carriedOffset' }
  | { code: 'INCONSISTENT_AMOUNTS'; detail: string }
  | { code: 'ALREADY_PAID'; guardKeys: string[] }
  | { code: 'OFFSET_NOT_AVAILABLE'; needed: number; outstanding: number }
  | { code: 'DAY_PAID_TWICE'; daySlots: string[] };

/** Spec section 4: DRAFT, then RELEASED; PROPOSED is the first of the four eyes (decision 0031). */
export type PayoutStatus = 'DRAFT' | 'PROPOSED' | 'RELEASED';
