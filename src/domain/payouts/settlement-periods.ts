// Settlement periods and payout drafts of a locked accounting month (issue "payouts"; spec section 3 "Payout";
// C4, C12, C13; decision 0031). Pure: the server reads the month's booked_claims and the ledger, and stores drafts.
import { toEpochDay } from '../dates.ts';
import { divRoundHalfUp } from '../money.ts';
import type { AccountingMonthId } from '../sick-pay/types.ts';
import { netDrafts } from './netting.ts';
import {
  accountKeyOf,
  compareText,
  daySlotOf,
  draftKeyOf,
  guardKeyOf,
  guardKeyOfSlot,
  lineKindOf,
  payeeOf,
} from './payout-keys.ts';
import type {
  BookedClaim,
  OffsetBalance,
  PaidLedger,
  PayoutClaim,
  PayoutDraft,
  PayoutLine,
  SettlementPeriod,
  StoredPayoutDraft,
} from './types.ts';

const KIND_RANK = { REGULAR: 0, REVERSAL: 1, REBOOKING: 2 } as const;

/** The month a correction corrects: its day's own month (C12); null for a regular day. */
function correctedMonthOf(claim: PayoutClaim): AccountingMonthId | null {
  return claim.isCorrection ? claim.date.slice(0, 7) : null;
}

/** Everything that must be equal for two consecutive days to share a period (any change starts a new one). */
function samePeriodValues(a: PayoutClaim, b: PayoutClaim): boolean {
  return (
    a.caseId === b.caseId &&
    a.payee === b.payee &&
    a.coverageLine === b.coverageLine &&
    lineKindOf(a) === lineKindOf(b) &&
    correctedMonthOf(a) === correctedMonthOf(b) &&
    a.insuredSalary === b.insuredSalary &&
    a.incapacityOfWork === b.incapacityOfWork &&
    a.coverage === b.coverage &&
    a.isWaitingPeriodDay === b.isWaitingPeriodDay &&
    a.dailyAllowance === b.dailyAllowance &&
    a.ivReduction === b.ivReduction
  );
}

/** C16: the IV deduction as a share of the allowance before it, % with two decimals, half-up; 0 without IV. */
export function ivRateOf(dailyAllowance: number, ivReduction: number): number {
  const reduction = Math.abs(ivReduction);
  if (reduction === 0) return 0;
  return divRoundHalfUp(reduction * 10_000, Math.abs(dailyAllowance) + reduction) / 100;
}

function periodOf(claim: PayoutClaim): SettlementPeriod {
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
export function settlementPeriodsOf(claims: readonly PayoutClaim[]): SettlementPeriod[] {
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
  let last: PayoutClaim | null = null;
  let lastDay = Number.NaN;
  for (const claim of sorted) {
    const day = toEpochDay(claim.date);
    const current = periods[periods.length - 1];
    if (current && last && day === lastDay + 1 && samePeriodValues(last, claim)) {
      current.endDate = claim.date;
      current.days += 1;
      current.amount = current.days * current.dailyAllowance;
    } else {
      periods.push(periodOf(claim));
    }
    last = claim;
    lastDay = day;
  }
  return periods;
}

/** The lines of booked claims (a draft's), sorted by guard key. */
export function payoutLinesOf(bookedClaims: readonly Pick<BookedClaim, 'employeeId' | 'claim'>[]): PayoutLine[] {
  return bookedClaims
    .map((booked) => {
      const daySlot = daySlotOf(booked);
      return {
        claimId: booked.claim.claimId,
        revisionId: booked.claim.revisionId,
        correctsRevisionId: booked.claim.correctsRevisionId,
        kind: lineKindOf(booked.claim),
        date: booked.claim.date,
        amount: booked.claim.dailyAllowance,
        guardKey: guardKeyOfSlot(daySlot, booked.claim),
        daySlot,
      };
    })
    .sort((a, b) => compareText(a.guardKey, b.guardKey));
}

/**
 * A stored draft with its lines again, from its booked claims: the booked claims of its month with its claim ids
 * (immutable once locked, so these are the lines it was built with). A claim id without its booked claim leaves the
 * line out: the release guard then refuses the draft (its lines no longer add up to its gross amount).
 */
export function draftWithLines(
  stored: StoredPayoutDraft,
  bookedClaims: readonly Pick<BookedClaim, 'employeeId' | 'claim'>[],
): PayoutDraft {
  const lines = payoutLinesOf(bookedClaims);
  return { ...stored, lines, guardKeys: lines.map((line) => line.guardKey) };
}

export type PayoutDrafts<T extends StoredPayoutDraft = PayoutDraft> = {
  /** Ordered by case, payee and coverage line: the order offsets are consumed in (netting.ts). */
  drafts: T[];
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
  return draftsOf(month, bookedClaims, ledger, (draft, group) => {
    const lines = payoutLinesOf(group);
    return { ...draft, lines, guardKeys: lines.map((line) => line.guardKey) };
  });
}

/**
 * payoutDraftsOf as the server stores the drafts: the same drafts without their lines and guard keys (their claim
 * ids name them; draftWithLines gives them back), so a month of 155 000 lines does not build them only to drop them.
 */
export function storedPayoutDraftsOf(
  month: AccountingMonthId,
  bookedClaims: readonly BookedClaim[],
  ledger: PaidLedger,
): PayoutDrafts<StoredPayoutDraft> {
  return draftsOf(month, bookedClaims, ledger, (draft) => draft);
}

type Unnetted<T> = Omit<T, 'offsetApplied' | 'carriedOffset' | 'netAmount'>;

function draftsOf<T extends StoredPayoutDraft>(
  month: AccountingMonthId,
  bookedClaims: readonly BookedClaim[],
  ledger: PaidLedger,
  complete: (draft: Unnetted<StoredPayoutDraft>, group: readonly BookedClaim[]) => Unnetted<T>,
): PayoutDrafts<T> {
  const covered = new Set(ledger.paid.map((line) => line.guardKey));
  for (const draft of ledger.proposed) for (const key of draft.guardKeys) covered.add(key);
  const groups = new Map<string, BookedClaim[]>();
  for (const booked of bookedClaims) {
    if (booked.claim.accountingMonthId !== month || (covered.size > 0 && covered.has(guardKeyOf(booked)))) continue;
    const key = draftKeyOf(month, booked.claim.caseId, payeeOf(booked), booked.claim.coverageLine);
    const group = groups.get(key);
    if (group) group.push(booked);
    else groups.set(key, [booked]);
  }
  const drafts: Unnetted<T>[] = [];
  for (const [draftKey, group] of groups) {
    const first = group[0] as BookedClaim;
    const hasCorrections = group.some((booked) => booked.claim.isCorrection);
    if (!hasCorrections && group.every((booked) => booked.claim.dailyAllowance === 0)) continue;
    const periods = settlementPeriodsOf(group.map((booked) => booked.claim));
    drafts.push(
      complete(
        {
          draftKey,
          accountingMonthId: month,
          caseId: first.claim.caseId,
          employeeId: first.employeeId,
          payee: payeeOf(first),
          coverageLine: first.claim.coverageLine,
          periods,
          claimIds: group.map((booked) => booked.claim.claimId).sort(compareText),
          hasCorrections,
          grossAmount: periods.reduce((sum, period) => sum + period.amount, 0),
        },
        group,
      ),
    );
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
    drafts: netted.drafts as T[],
    balances: [...balances.values()]
      .filter((balance) => balance.outstanding !== 0)
      .sort((a, b) => compareText(a.accountKey, b.accountKey)),
  };
}
