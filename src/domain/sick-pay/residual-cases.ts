// Cases that live on only in the accounting (C12; docs/decisions/0027-accounting-months-and-locks.md, "a case whose
// absences were all removed"). When every absence day of a case is deleted after its lines were booked in a locked
// month, the recomputation has no case for them, but the booked lines still stand and applyLockedMonths reverses
// each of them in the first open month. Those lines need a case to be stored and accounted on: the residual case,
// with the booked lines' key, no days and no periods. Its status follows the accounting alone:
//   BEING_FINALIZED (trigger ABSENCES_REMOVED) while a line that moves money is in an open month,
//   CLOSED (LAST_CLAIMS_ACCOUNTED) once the reversals are locked too.
// Without it the reversals were dropped and the booked money of the vanished case stayed paid.
import type { AccountingMonthId, CaseStatusEvent, Claim, SickPayCase } from './types.ts';

/** The trigger of a residual case's status: its absences were removed after its lines were booked. */
export const ABSENCES_REMOVED = 'ABSENCES_REMOVED';

function statusHistoryOf(lines: readonly Claim[], lockedMonths: ReadonlySet<AccountingMonthId>): CaseStatusEvent[] {
  const history: CaseStatusEvent[] = [
    { status: 'BEING_FINALIZED', date: null, trigger: ABSENCES_REMOVED, accountingMonthId: null },
  ];
  const moving = lines.filter((line) => line.dailyAllowance !== 0);
  if (moving.every((line) => lockedMonths.has(line.accountingMonthId))) {
    const lastMonth =
      moving
        .map((line) => line.accountingMonthId)
        .sort()
        .at(-1) ?? null;
    history.push({ status: 'CLOSED', date: null, trigger: 'LAST_CLAIMS_ACCOUNTED', accountingMonthId: lastMonth });
  }
  return history;
}

/**
 * The residual cases of `claims`: one per case key that has claim lines but no computed case, numbered after
 * `firstNumber` in the order of their first booked day. `amountsOf` gives the totals a computed case carries too.
 */
export function residualCasesOf(
  claims: readonly Claim[],
  computedCaseIds: ReadonlySet<string>,
  lockedMonths: ReadonlySet<AccountingMonthId>,
  firstNumber: number,
  amountsOf: (lines: readonly Claim[], claimType: Claim['claimType']) => SickPayCase['amountByCoverageLine'],
): SickPayCase[] {
  const orphans = new Map<string, Claim[]>();
  for (const claim of claims) {
    if (computedCaseIds.has(claim.caseId)) continue;
    const lines = orphans.get(claim.caseId);
    if (lines) lines.push(claim);
    else orphans.set(claim.caseId, [claim]);
  }
  const firstDay = (lines: readonly Claim[]) =>
    lines.reduce((min, line) => (line.date < min ? line.date : min), '9999');
  const ordered = [...orphans].sort(
    ([keyA, a], [keyB, b]) => firstDay(a).localeCompare(firstDay(b)) || keyA.localeCompare(keyB),
  );
  return ordered.map(([caseId, lines], index) => {
    const dates = lines.map((line) => line.date).sort();
    const latest = [...lines].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[0] as Claim;
    const history = statusHistoryOf(lines, lockedMonths);
    return {
      caseId,
      caseNumber: firstNumber + index,
      claimType: latest.claimType,
      status: (history.at(-1) as CaseStatusEvent).status,
      statusHistory: history,
      denial: null,
      absentFrom: dates[0] as string,
      absentTo: dates.at(-1) as string,
      numberOfDays: 0,
      periods: [],
      isTakeover: false,
      accidentDate: null,
      isAccidentDateOverridden: false,
      insuredSalary: latest.insuredSalary,
      coverageConfigurationId: latest.coverageConfigurationId,
      counters: {
        caseDays: 0,
        waitingDaysServed: 0,
        waitingDaysRemaining: null,
        benefitDaysUsed: 0,
        benefitDaysRemaining: null,
        lfzDaysUsed: 0,
        frameStartDate: null,
        takeover: null,
        ruleCounters: {},
      },
      totalAmount: lines.reduce((sum, line) => sum + line.dailyAllowance, 0),
      amountByCoverageLine: amountsOf(lines, latest.claimType),
      employerShareAmount: 0,
    };
  });
}
