// A lock books no day that has not happened (issue 28 section 3; C12; docs/decisions/0041-closing-a-month.md). A lock
// on 28.11. books the claims of days up to 28.11.; the month's later days are not booked: once the month is locked
// for the employee, the engine books them (C12) as corrections in the first open month after it, where a lock takes
// them once they have happened. A month that has not begun is neither submitted nor locked. Pure: the service passes
// today's date in Zurich.
import { lastDayOf } from './snapshots.ts';
import type { AccountingMonthId } from './types.ts';

/** Whether `month` has begun on `today` (its first day is today or earlier): only then may it be submitted or locked. */
export function monthHasBegun(month: AccountingMonthId, today: string): boolean {
  return `${month}-01` <= today;
}

/** The first day of `month` ('2026-12' → '2026-12-01'): the day from which it may be submitted and locked. */
export function firstDayOf(month: AccountingMonthId): string {
  return `${month}-01`;
}

/**
 * The last day a lock of `month` on `today` books: today, or the month's last day once the month is over. (A claim of
 * a month is never dated after the month's last day — a correction is booked in its day's month or a later one.)
 */
export function lockDateOf(month: AccountingMonthId, today: string): string {
  const last = lastDayOf(month);
  return today < last ? today : last;
}

/**
 * A lock's claims split at its lock date: `booked` the claims of days up to and including `lockDate` (what the lock
 * freezes), `later` the claims of days after it (not booked; they follow C12 into the next open month). Order kept.
 */
export function splitAtLockDate<Claim extends { date: string }>(
  claims: readonly Claim[],
  lockDate: string,
): { booked: Claim[]; later: Claim[] } {
  const booked: Claim[] = [];
  const later: Claim[] = [];
  for (const claim of claims) (claim.date <= lockDate ? booked : later).push(claim);
  return { booked, later };
}
