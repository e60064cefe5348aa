// Settlement periods and payout drafts of a locked accounting month (issue "payouts"; spec section 3 "Payout";
// C4, C12, C13; decision 0031). Pure: the server reads the month's booked_claims and the ledger, and stores drafts.
import { fromEpochDay, toEpochDay } from '../dates.ts';
import { divRoundHalfUp } from '../sick-pay/money.ts';
import type { AccountingMonthId, Claim } from '../sick-pay/types.ts';
import { netDrafts } from './netting.ts';
import { accountKeyOf, compareText, daySlotOf, draftKeyOf, guardKeyOf, lineKindOf, payeeOf } from './payout-keys.ts';
import type { BookedClaim, OffsetBalance, PaidLedger, PayoutDraft, PayoutLine, SettlementPeriod } from './types.ts';

const KIND_RANK = { REGULAR: 0, REVERSAL: 1, REBOOKING: 2 } as const;

/** The month a correction corrects: its day's own month (C12); null for a regular day. */
function correctedMonthOf(claim: Claim): AccountingMonthId | null {
  return claim.isCorrection ? claim.date.slice(0, 7) : null;
}

/** Everything that must be equal for two consecutive days to share a period (any change starts a new one). */
function periodKey(claim: Claim): string {
  return [
    claim.caseId,
    claim.payee,
    claim.coverageLine,
    lineKindOf(claim),
    correctedMonthOf(claim) ?? '-',
    claim.insuredSalary,
    claim.incapacityOfWork,
    claim.coverage,
    claim.isWaitingPeriodDay,
    claim.dailyAllowance,
    claim.ivReduction,
  ].join('|');
}

/** C16: the IV deduction as a share of the allowance before it, % with two decimals, half-up; 0 without IV. */
export function ivRateOf(dailyAllowance: number, ivReduction: number): number {
  const reduction = Math.abs(ivReduction);
  if (reduction === 0) return 0;
  return divRoundHalfUp(reduction * 10_000, Math.abs(dailyAllowance) + reduction) / 100;
}

function periodOf(claim: Claim): SettlementPeriod {
  const kind = lineKindOf(claim);
  return {
    startDate: claim.date,
    endDate: claim.date,
    insuredEarnings: claim.insuredSalary,
    absencePercentage: claim.incapacityOfWork,
    insuredPercentage: claim.coverage,
    onWaitingPeriod: claim.isWaitingPeriodDay,
    dailyAllowance: claim.dailyAllowance,
    days: 1,
    amount: claim.dailyAllowance,
    ivReduction: claim.ivReduction,
    ivRate: ivRateOf(claim.dailyAllowance, claim.ivReduction),
    coverageLine: claim.coverageLine,
    isCorrection: kind !== 'REGULAR',
    correctionKind: kind === 'REGULAR' ? null : kind,
    correctedMonthId: correctedMonthOf(claim),
  };
}

/**
 * The settlement periods of claims (normally one case and payee of one month): consecutive calendar days with equal
 * values form one period; a gap or any change of value starts a new one. Regular days come first by date, then the
 * corrections grouped by corrected month, reversals before rebookings — a correction never merges with a regular
 * day. amount = days x dailyAllowance (C4), so the periods carry exactly the claims' money.
 */
export function settlementPeriodsOf(claims: readonly Claim[]): SettlementPeriod[] {
  const sorted = [...claims].sort(
    (a, b) =>
      compareText(a.caseId, b.caseId) ||
      compareText(a.payee, b.payee) ||
      compareText(a.coverageLine, b.coverageLine) ||
      Number(a.isCorrection) - Number(b.isCorrection) ||
      compareText(correctedMonthOf(a) ?? '', correctedMonthOf(b) ?? '') ||
      KIND_RANK[lineKindOf(a)] - KIND_RANK[lineKindOf(b)] ||
      compareText(a.date, b.date),
  );
  const periods: SettlementPeriod[] = [];
  let lastKey = '';
  let lastDay = Number.NaN;
  for (const claim of sorted) {
    const key = periodKey(claim);
    const day = toEpochDay(claim.date);
    const current = periods[periods.length - 1];
    if (current && key === lastKey && day === lastDay + 1) {
      current.endDate = fromEpochDay(day);
      current.days += 1;
      current.amount = current.days * current.dailyAllowance;
    } else {
      periods.push(periodOf(claim));
    }
    lastKey = key;
    lastDay = day;
  }
  return periods;
}

export type PayoutDrafts = {
  /** Ordered by case, payee and coverage line: the order offsets are consumed in (netting.ts). */
  drafts: PayoutDraft[];
  /** Per account: what the payee will owe once the proposed payouts and these drafts are released. */
  balances: OffsetBalance[];
};

/**
 * The payout drafts of a locked month: one per case, payee and coverage line, from the month's booked claims
 * (C12: regular days of the month and corrections of earlier locked months booked in it). Duplicate guard: a booked
 * line whose guard key a released payout covers, or a proposed one (in flight), is skipped, so regenerating or
 * retrying never covers it again. A group of nothing but 0-amount regular days (waiting period, C11) makes no draft;
 * inside a draft such days are periods with amount 0 that explain the month. A group with correction lines makes a
 * draft even when it nets to 0, so the statement explains the offset.
 */
export function payoutDraftsOf(
  month: AccountingMonthId,
  bookedClaims: readonly BookedClaim[],
  ledger: PaidLedger,
): PayoutDrafts {
  const covered = new Set(ledger.paid.map((line) => line.guardKey));
  for (const draft of ledger.proposed) for (const key of draft.guardKeys) covered.add(key);
  const groups = new Map<string, BookedClaim[]>();
  for (const booked of bookedClaims) {
    if (booked.claim.accountingMonthId !== month || covered.has(guardKeyOf(booked))) continue;
    const key = draftKeyOf(month, booked.claim.caseId, payeeOf(booked), booked.claim.coverageLine);
    const group = groups.get(key);
    if (group) group.push(booked);
    else groups.set(key, [booked]);
  }
  const drafts: Omit<PayoutDraft, 'offsetApplied' | 'carriedOffset' | 'netAmount'>[] = [];
  for (const [draftKey, group] of groups) {
    const first = group[0] as BookedClaim;
    const hasCorrections = group.some((booked) => booked.claim.isCorrection);
    if (!hasCorrections && group.every((booked) => booked.claim.dailyAllowance === 0)) continue;
    const lines: PayoutLine[] = group
      .map((booked) => ({
        claimId: booked.claim.claimId,
        revisionId: booked.claim.revisionId,
        correctsRevisionId: booked.claim.correctsRevisionId,
        kind: lineKindOf(booked.claim),
        date: booked.claim.date,
        amount: booked.claim.dailyAllowance,
        guardKey: guardKeyOf(booked),
        daySlot: daySlotOf(booked),
      }))
      .sort((a, b) => compareText(a.guardKey, b.guardKey));
    const periods = settlementPeriodsOf(group.map((booked) => booked.claim));
    drafts.push({
      draftKey,
      accountingMonthId: month,
      caseId: first.claim.caseId,
      employeeId: first.employeeId,
      payee: payeeOf(first),
      coverageLine: first.claim.coverageLine,
      periods,
      lines,
      claimIds: lines.map((line) => line.claimId).sort(compareText),
      guardKeys: lines.map((line) => line.guardKey),
      hasCorrections,
      grossAmount: periods.reduce((sum, period) => sum + period.amount, 0),
    });
  }
  // Offsets: what released payouts left outstanding, less what proposed payouts will consume (reserved).
  const available = new Map<string, OffsetBalance>();
  for (const balance of ledger.offsets) available.set(balance.accountKey, { ...balance });
  const proposedCarried = new Map<string, OffsetBalance>();
  for (const draft of ledger.proposed) {
    const accountKey = accountKeyOf(draft.payee, draft.coverageLine);
    const balance = available.get(accountKey);
    if (balance) balance.outstanding -= draft.offsetApplied;
    if (draft.carriedOffset > 0) {
      const carried = proposedCarried.get(accountKey);
      if (carried) carried.outstanding += draft.carriedOffset;
      else {
        proposedCarried.set(accountKey, {
          accountKey,
          payee: draft.payee,
          coverageLine: draft.coverageLine,
          outstanding: draft.carriedOffset,
        });
      }
    }
  }
  const netted = netDrafts(drafts, [...available.values()]);
  const balances = new Map(netted.balances.map((balance) => [balance.accountKey, { ...balance }]));
  for (const [accountKey, carried] of proposedCarried) {
    const balance = balances.get(accountKey);
    if (balance) balance.outstanding += carried.outstanding;
    else balances.set(accountKey, carried);
  }
  return {
    drafts: netted.drafts,
    balances: [...balances.values()]
      .filter((balance) => balance.outstanding !== 0)
      .sort((a, b) => compareText(a.accountKey, b.accountKey)),
  };
}
