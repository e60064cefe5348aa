// The release of a payout (issue "payouts": "release under four eyes … a duplicate guard makes it impossible to pay
// the same case, month and period twice, whatever is regenerated or retried"; decision 0031). Pure: the server calls
// assertReleasable inside the release transaction, after locking the payee's ledger rows, and writes what
// recordRelease adds; the unique keys of payout_lines back the guard in the database.
import { accountKeyOf, compareText } from './payout-keys.ts';
import type { OffsetBalance, PaidLedger, PaidLine, PayoutDraft, ReleaseProblem } from './types.ts';

export const EMPTY_LEDGER: PaidLedger = { paid: [], offsets: [], proposed: [] };

const partyOf = (draft: PayoutDraft): PaidLine['party'] => draft.payee.kind;
const slotKey = (daySlot: string, party: PaidLine['party']) => `${daySlot}|${party}`;

/** Per day slot and party: positive lines released minus reversals released (1 = the day is paid). */
function slotBalances(paid: readonly PaidLine[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const line of paid) {
    const key = slotKey(line.daySlot, line.party);
    balances.set(key, (balances.get(key) ?? 0) + (line.kind === 'REVERSAL' ? -1 : 1));
  }
  return balances;
}

export function outstandingOf(ledger: PaidLedger, accountKey: string): number {
  return ledger.offsets.find((balance) => balance.accountKey === accountKey)?.outstanding ?? 0;
}

/**
 * Why a draft cannot be released now (empty = it can):
 * - EMPTY: no line, or nothing but 0-amount regular days;
 * - NEGATIVE_AMOUNT / INCONSISTENT_AMOUNTS: never a negative payment, and the amounts must add up
 *   (periods = grossAmount; grossAmount - offsetApplied = netAmount - carriedOffset; one of them 0);
 * - ALREADY_PAID: a released payout covers one of its guard keys (a retry, or a regenerated copy);
 * - OFFSET_NOT_AVAILABLE: it consumes more offset than the payee owes now (another payout consumed it first:
 *   regenerate);
 * - DAY_PAID_TWICE: after it, a day would be paid twice to the same party — a rebooking released while the reversal
 *   of the line it replaces is not (release the earlier correction month first).
 */
export function assertReleasable(draft: PayoutDraft, ledger: PaidLedger): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  if (draft.lines.length === 0 || (!draft.hasCorrections && draft.lines.every((line) => line.amount === 0))) {
    problems.push({ code: 'EMPTY' });
  }
  for (const field of ['netAmount', 'offsetApplied', 'carriedOffset'] as const) {
    if (draft[field] < 0) problems.push({ code: 'NEGATIVE_AMOUNT', field });
  }
  const periodSum = draft.periods.reduce((sum, period) => sum + period.amount, 0);
  const lineSum = draft.lines.reduce((sum, line) => sum + line.amount, 0);
  if (periodSum !== draft.grossAmount || lineSum !== draft.grossAmount) {
    problems.push({ code: 'INCONSISTENT_AMOUNTS', detail: 'periods and lines must sum to grossAmount' });
  }
  if (
    draft.grossAmount - draft.offsetApplied !== draft.netAmount - draft.carriedOffset ||
    (draft.netAmount > 0 && draft.carriedOffset > 0) ||
    (draft.offsetApplied > 0 && draft.carriedOffset > 0)
  ) {
    problems.push({ code: 'INCONSISTENT_AMOUNTS', detail: 'grossAmount - offsetApplied = netAmount - carriedOffset' });
  }
  const paidKeys = new Set(ledger.paid.map((line) => line.guardKey));
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const key of draft.guardKeys) {
    if (paidKeys.has(key) || seen.has(key)) repeated.push(key);
    seen.add(key);
  }
  if (repeated.length > 0) problems.push({ code: 'ALREADY_PAID', guardKeys: [...new Set(repeated)].sort(compareText) });
  const outstanding = outstandingOf(ledger, accountKeyOf(draft.payee, draft.coverageLine));
  if (draft.offsetApplied > outstanding) {
    problems.push({ code: 'OFFSET_NOT_AVAILABLE', needed: draft.offsetApplied, outstanding });
  }
  const balances = slotBalances(ledger.paid);
  const party = partyOf(draft);
  for (const line of draft.lines) {
    const key = slotKey(line.daySlot, party);
    balances.set(key, (balances.get(key) ?? 0) + (line.kind === 'REVERSAL' ? -1 : 1));
  }
  const twice = draft.lines
    .filter((line) => (balances.get(slotKey(line.daySlot, party)) ?? 0) > 1)
    .map((line) => line.daySlot);
  if (twice.length > 0) problems.push({ code: 'DAY_PAID_TWICE', daySlots: [...new Set(twice)].sort(compareText) });
  return problems;
}

/**
 * The ledger after releasing `draft` as payout `payoutId`: its lines are paid, the payee's outstanding offset drops
 * by offsetApplied and grows by carriedOffset, and its proposal (same draftKey) leaves the in-flight list. Call it
 * only when assertReleasable found no problem.
 */
export function recordRelease(ledger: PaidLedger, draft: PayoutDraft, payoutId: string): PaidLedger {
  const accountKey = accountKeyOf(draft.payee, draft.coverageLine);
  const paid: PaidLine[] = draft.lines.map((line) => ({
    payoutId,
    guardKey: line.guardKey,
    daySlot: line.daySlot,
    party: partyOf(draft),
    kind: line.kind,
    amount: line.amount,
    accountKey,
  }));
  const outstanding = outstandingOf(ledger, accountKey) - draft.offsetApplied + draft.carriedOffset;
  const offsets: OffsetBalance[] = ledger.offsets.filter((balance) => balance.accountKey !== accountKey);
  if (outstanding !== 0)
    offsets.push({ accountKey, payee: draft.payee, coverageLine: draft.coverageLine, outstanding });
  offsets.sort((a, b) => compareText(a.accountKey, b.accountKey));
  return {
    paid: [...ledger.paid, ...paid],
    offsets,
    proposed: ledger.proposed.filter((proposal) => proposal.draftKey !== draft.draftKey),
  };
}

/** Four eyes: the admin who approves a proposal is not the admin who proposed it. */
export function approvalProblems(proposal: { proposedBy: string }, approvedBy: string): 'SAME_ADMIN'[] {
  return proposal.proposedBy === approvedBy ? ['SAME_ADMIN'] : [];
}

/**
 * The release guard over a batch in one pass (a release of 5 000 payouts): each draft is checked against the ledger
 * with the drafts before it that passed already released, exactly as assertReleasable followed by recordRelease
 * would, but with the paid keys, day-slot balances and offsets kept in maps and updated per draft, so the batch costs
 * O(lines) instead of O(drafts x lines). `extraProblems` adds a caller's problems (payment data) to a draft; a draft
 * with any problem is not recorded. Answers the problems per draft index (empty arrays omitted).
 */
export function batchReleaseProblems<T>(
  drafts: readonly PayoutDraft[],
  ledger: PaidLedger,
  extraProblems: (draft: PayoutDraft, index: number) => T[] = () => [],
): Map<number, (ReleaseProblem | T)[]> {
  const paidKeys = new Set(ledger.paid.map((line) => line.guardKey));
  const balances = slotBalances(ledger.paid);
  const outstanding = new Map(ledger.offsets.map((balance) => [balance.accountKey, balance.outstanding]));
  const result = new Map<number, (ReleaseProblem | T)[]>();
  drafts.forEach((draft, index) => {
    const problems: (ReleaseProblem | T)[] = [];
    if (draft.lines.length === 0 || (!draft.hasCorrections && draft.lines.every((line) => line.amount === 0))) {
      problems.push({ code: 'EMPTY' });
    }
    for (const field of ['netAmount', 'offsetApplied', 'carriedOffset'] as const) {
      if (draft[field] < 0) problems.push({ code: 'NEGATIVE_AMOUNT', field });
    }
    const periodSum = draft.periods.reduce((sum, period) => sum + period.amount, 0);
    const lineSum = draft.lines.reduce((sum, line) => sum + line.amount, 0);
    if (periodSum !== draft.grossAmount || lineSum !== draft.grossAmount) {
      problems.push({ code: 'INCONSISTENT_AMOUNTS', detail: 'periods and lines must sum to grossAmount' });
    }
    if (
      draft.grossAmount - draft.offsetApplied !== draft.netAmount - draft.carriedOffset ||
      (draft.netAmount > 0 && draft.carriedOffset > 0) ||
      (draft.offsetApplied > 0 && draft.carriedOffset > 0)
    ) {
      problems.push({
        code: 'INCONSISTENT_AMOUNTS',
        detail: 'grossAmount - offsetApplied = netAmount - carriedOffset',
      });
    }
    const seen = new Set<string>();
    const repeated = draft.guardKeys.filter((key) => paidKeys.has(key) || seen.has(key) || !seen.add(key));
    if (repeated.length > 0) {
      problems.push({ code: 'ALREADY_PAID', guardKeys: [...new Set(repeated)].sort(compareText) });
    }
    const accountKey = accountKeyOf(draft.payee, draft.coverageLine);
    const available = outstanding.get(accountKey) ?? 0;
    if (draft.offsetApplied > available) {
      problems.push({ code: 'OFFSET_NOT_AVAILABLE', needed: draft.offsetApplied, outstanding: available });
    }
    const party = partyOf(draft);
    const after = new Map<string, number>();
    for (const line of draft.lines) {
      const key = slotKey(line.daySlot, party);
      after.set(key, (after.get(key) ?? balances.get(key) ?? 0) + (line.kind === 'REVERSAL' ? -1 : 1));
    }
    const twice = draft.lines
      .filter((line) => (after.get(slotKey(line.daySlot, party)) ?? 0) > 1)
      .map((line) => line.daySlot);
    if (twice.length > 0) problems.push({ code: 'DAY_PAID_TWICE', daySlots: [...new Set(twice)].sort(compareText) });
    problems.push(...extraProblems(draft, index));
    if (problems.length > 0) {
      result.set(index, problems);
      return;
    }
    for (const line of draft.lines) paidKeys.add(line.guardKey);
    for (const [key, value] of after) balances.set(key, value);
    outstanding.set(accountKey, available - draft.offsetApplied + draft.carriedOffset);
  });
  return result;
}
