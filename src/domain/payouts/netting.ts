// Netting of reversals (issue "payouts": "negative lines net against the next payout of the same payee; never a
// negative payment"; C12; decision 0031). Pure: the server persists the drafts and, on release, the balances.
import { accountKeyOf, compareText, payeeKeyOf } from './payout-keys.ts';
import type { OffsetBalance, StoredPayoutDraft } from './types.ts';

export type UnnettedDraft = Omit<StoredPayoutDraft, 'offsetApplied' | 'carriedOffset' | 'netAmount'>;

type Netted = { offsetApplied: number; carriedOffset: number; netAmount: number };

/** The order offsets are consumed in: month, then case, then payee and coverage line. */
export function compareDrafts(a: UnnettedDraft, b: UnnettedDraft): number {
  return (
    compareText(a.accountingMonthId, b.accountingMonthId) ||
    compareText(a.caseId, b.caseId) ||
    compareText(payeeKeyOf(a.payee), payeeKeyOf(b.payee)) ||
    compareText(a.coverageLine, b.coverageLine)
  );
}

/**
 * Nets drafts against the payees' outstanding offsets. Inside a draft, reversals have already netted against its
 * positive lines (grossAmount is their sum). Then, per account (payee and coverage line), in the order of
 * compareDrafts:
 * - a draft with grossAmount > 0 consumes what is available: offsetApplied = min(grossAmount, available) and pays
 *   netAmount = grossAmount - offsetApplied;
 * - a draft with grossAmount < 0 pays nothing and carries carriedOffset = -grossAmount; it becomes available only
 *   once that draft is released (recordRelease), so it reaches the payee's next drafts, never a draft that could be
 *   released before it.
 * netAmount is never negative. `available` is the ledger's outstanding offsets less what proposed payouts reserve;
 * the balances returned are what the payee will owe once these drafts are released (the server persists the
 * ledger's balance at each release).
 */
export function netDrafts<T extends UnnettedDraft>(
  drafts: readonly T[],
  available: readonly OffsetBalance[],
): { drafts: (T & Netted)[]; balances: OffsetBalance[] } {
  const pool = new Map<string, OffsetBalance>();
  for (const balance of available) {
    pool.set(balance.accountKey, { ...balance, outstanding: Math.max(0, balance.outstanding) });
  }
  const carried = new Map<string, number>();
  const netted: (T & Netted)[] = [];
  for (const draft of [...drafts].sort(compareDrafts)) {
    const accountKey = accountKeyOf(draft.payee, draft.coverageLine);
    let balance = pool.get(accountKey);
    if (!balance) {
      balance = { accountKey, payee: draft.payee, coverageLine: draft.coverageLine, outstanding: 0 };
      pool.set(accountKey, balance);
    }
    if (draft.grossAmount >= 0) {
      const offsetApplied = Math.min(draft.grossAmount, balance.outstanding);
      balance.outstanding -= offsetApplied;
      netted.push({ ...draft, offsetApplied, carriedOffset: 0, netAmount: draft.grossAmount - offsetApplied });
    } else {
      carried.set(accountKey, (carried.get(accountKey) ?? 0) - draft.grossAmount);
      netted.push({ ...draft, offsetApplied: 0, carriedOffset: -draft.grossAmount, netAmount: 0 });
    }
  }
  const balances = [...pool.values()]
    .map((balance) => ({ ...balance, outstanding: balance.outstanding + (carried.get(balance.accountKey) ?? 0) }))
    .sort((a, b) => compareText(a.accountKey, b.accountKey));
  return { drafts: netted, balances };
}
