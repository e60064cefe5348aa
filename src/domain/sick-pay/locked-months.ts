// Corrections of locked accounting months (C12). A claim dated in month M is booked in M. Once M is locked its
// booked lines never change: when a recomputation gives a different claim for a day whose lines are locked, the
// engine books, in the first open month after them, a REVERSAL of the booked line (its amount negated) and a
// REBOOKING of the recomputed claim, both with isCorrection = true. Their sum with the booked lines is the
// recomputed amount, and the revision ids (content fingerprints, claims.ts) tell whether anything changed.
import { revisionIdOf } from './claims.ts';
import { step } from './rule-set.ts';
import type { AccountingMonthId, Claim, LockedMonthInput } from './types.ts';

function nextMonth(id: AccountingMonthId): AccountingMonthId {
  const year = Number(id.slice(0, 4));
  const month = Number(id.slice(5, 7));
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01`
    : `${id.slice(0, 4)}-${String(month + 1).padStart(2, '0')}`;
}

/** The first month after `after` that is not locked. */
export function firstOpenMonthAfter(
  after: AccountingMonthId,
  locked: ReadonlySet<AccountingMonthId>,
): AccountingMonthId {
  let candidate = nextMonth(after);
  while (locked.has(candidate)) candidate = nextMonth(candidate);
  return candidate;
}

/** One line per claim type, date and coverage line (a UVGZ line beside the UVG line of an accident day). */
function keyOf(claim: Pick<Claim, 'claimType' | 'date' | 'coverageLine'>): string {
  return claim.coverageLine === 'UVGZ' ? `${claim.claimType}|${claim.date}|UVGZ` : `${claim.claimType}|${claim.date}`;
}

const KIND_ORDER = { null: 0, REVERSAL: 1, REBOOKING: 2 } as const;

function kindRank(claim: Claim): number {
  return KIND_ORDER[claim.correctionKind ?? 'null'];
}

/** The booked line that is in force after all booked reversals and rebookings (null when reversed). */
export function effectiveBookedLine(lines: readonly Claim[]): Claim | null {
  const ordered = [...lines].sort(
    (a, b) =>
      (a.accountingMonthId < b.accountingMonthId ? -1 : a.accountingMonthId > b.accountingMonthId ? 1 : 0) ||
      kindRank(a) - kindRank(b),
  );
  let effective: Claim | null = null;
  for (const line of ordered) {
    if (line.correctionKind === 'REVERSAL') {
      if (effective && line.correctsRevisionId === effective.revisionId) effective = null;
    } else {
      effective = line;
    }
  }
  return effective;
}

/**
 * The claim lines to report: booked lines of locked months as they are, recomputed claims of open months, and
 * correction lines for days whose locked lines differ from the recomputation.
 */
export function applyLockedMonths(
  fresh: readonly Claim[],
  lockedMonths: readonly LockedMonthInput[],
  configurationVersion: string,
  explain: boolean,
): Claim[] {
  if (lockedMonths.length === 0) return [...fresh];
  const locked = new Set(lockedMonths.map((month) => month.accountingMonthId));
  const booked = new Map<string, Claim[]>();
  const output: Claim[] = [];
  for (const month of lockedMonths) {
    for (const line of month.bookedClaims) {
      output.push(line);
      const key = keyOf(line);
      const lines = booked.get(key);
      if (lines) lines.push(line);
      else booked.set(key, [line]);
    }
  }
  const freshByKey = new Map<string, Claim>();
  for (const claim of fresh) freshByKey.set(keyOf(claim), claim);

  const correct = (key: string, claim: Claim | null, lines: readonly Claim[]) => {
    const effective = effectiveBookedLine(lines);
    if (claim && effective && claim.revisionId === effective.revisionId) return;
    if (!claim && !effective) return;
    const sample = (claim ?? effective) as Claim;
    let latest = sample.date.slice(0, 7);
    for (const line of lines) if (line.accountingMonthId > latest) latest = line.accountingMonthId;
    if (claim && claim.accountingMonthId > latest) latest = claim.accountingMonthId;
    const target = locked.has(latest) ? firstOpenMonthAfter(latest, locked) : latest;
    const explanation = (what: string) =>
      explain
        ? [
            step(
              'C12',
              what,
              { bookedRevisionId: effective?.revisionId ?? null, recomputedRevisionId: claim?.revisionId ?? null, key },
              target,
              configurationVersion,
            ),
          ]
        : undefined;
    if (effective) {
      const reversal: Omit<Claim, 'revisionId'> = {
        ...effective,
        claimId: `${effective.claimId.split('#')[0]}#R${target}`,
        isCorrection: true,
        correctionKind: 'REVERSAL',
        correctsRevisionId: effective.revisionId,
        accountingMonthId: target,
        dailyAllowance: -effective.dailyAllowance,
        ivReduction: -effective.ivReduction,
        processingStatus: 'UNASSIGNED',
      };
      const line: Claim = { ...reversal, revisionId: `R${revisionIdOf(reversal)}` };
      const steps = explanation('reverse the booked line of a locked month');
      if (steps) line.explanation = steps;
      else delete line.explanation;
      output.push(line);
    }
    if (claim) {
      const line: Claim = {
        ...claim,
        claimId: `${claim.claimId.split('#')[0]}#C${target}`,
        isCorrection: true,
        correctionKind: 'REBOOKING',
        correctsRevisionId: effective?.revisionId ?? null,
        accountingMonthId: target,
      };
      const steps = explanation('book the recomputed claim in the first open month');
      if (steps) line.explanation = [...(claim.explanation ?? []), ...steps];
      output.push(line);
    }
  };

  for (const [key, claim] of freshByKey) {
    const lines = booked.get(key);
    if (lines) correct(key, claim, lines);
    else if (locked.has(claim.accountingMonthId)) correct(key, claim, []);
    else output.push(claim);
  }
  for (const [key, lines] of booked) if (!freshByKey.has(key)) correct(key, null, lines);
  return output;
}
