// Engine step 5: the cases as the result reports them: counters (the rule set's remaining days and its own
// counters), status and its history (case-status.ts), amounts per coverage line; then the residual cases that carry
// the booked lines of cases whose absences were all removed (residual-cases.ts).
import { isoDateOf, toEpochDay } from '../../dates.ts';
import { PM_FULL } from '../../money.ts';
import { deriveCaseStatus } from '../case-status.ts';
import { residualCasesOf } from '../residual-cases.ts';
import type { AccountingMonthId, CaseCounters, Claim, ClaimType, SickPayCase } from '../types.ts';
import type { CaseState, EngineContext } from './context.ts';

export function resultCasesOf(
  ctx: EngineContext,
  claims: readonly Claim[],
  lockedSet: ReadonlySet<AccountingMonthId>,
): SickPayCase[] {
  const { denials, asOf } = ctx;
  const linesByCase = new Map<string, Claim[]>();
  for (const claim of claims) {
    const lines = linesByCase.get(claim.caseId);
    if (lines) lines.push(claim);
    else linesByCase.set(claim.caseId, [claim]);
  }
  const resultCases: SickPayCase[] = ctx.cases
    .filter((state) => state.periods.length > 0 || state.takeover !== null)
    .map((state) => {
      const lines = linesByCase.get(state.caseId) ?? [];
      const denial = denials.get(state.caseId) ?? null;
      // A takeover case without days here that the old system ended (a last incapacity day): its status follows
      // the old system's incapacity, so it closes once that ended (decision 0024). An open one stays open.
      const endedTakeover =
        state.periods.length === 0 && state.takeover?.lastIncapacityDate
          ? [{ from: state.start, to: toEpochDay(state.takeover.lastIncapacityDate) }]
          : null;
      const { status, history } = deriveCaseStatus({
        periods: endedTakeover ?? state.periods,
        waitingDays: state.waitingDays,
        firstActivatedDay: state.firstActivatedDay,
        exhaustedFrom: state.exhaustedFrom,
        asOf,
        lines: lines.map((line) => ({ accountingMonthId: line.accountingMonthId, amount: line.dailyAllowance })),
        lockedMonths: lockedSet,
        denial: denial ? { reason: denial.reason, decidedOn: toEpochDay(denial.decidedOn) } : null,
      });
      const salaryEntry = state.firstConfigurationId ?? 'UVG';
      return {
        caseId: state.caseId,
        caseNumber: state.caseNumber as number,
        claimType: state.claimType,
        status,
        statusHistory: history,
        denial: denial ? { reason: denial.reason, decidedOn: denial.decidedOn } : null,
        absentFrom: isoDateOf(state.periods[0]?.from ?? state.start),
        absentTo: isoDateOf(state.periods[state.periods.length - 1]?.to ?? state.lastDay),
        numberOfDays: state.periods.reduce((sum, period) => sum + period.to - period.from + 1, 0),
        periods: state.periods.map((period) => ({
          from: isoDateOf(period.from),
          to: isoDateOf(period.to),
          isRelapse: period.isRelapse,
        })),
        isTakeover: state.takeover !== null,
        accidentDate: state.accidentDay === null ? null : isoDateOf(state.accidentDay),
        isAccidentDateOverridden: state.isAccidentDateOverridden,
        insuredSalary: state.salaries.get(salaryEntry)?.insuredSalary ?? 0,
        coverageConfigurationId: state.firstConfigurationId,
        counters: caseCountersOf(state),
        totalAmount: lines.reduce((sum, line) => sum + line.dailyAllowance, 0),
        amountByCoverageLine: amountByCoverageLine(lines, state.claimType),
        employerShareAmount: lines.reduce(
          (sum, line) => sum + (line.isCorrection ? 0 : (line.employerShare?.amount ?? 0)),
          0,
        ),
      };
    });

  // Booked lines of a case whose absences were all removed: the residual case carries them and their reversals.
  const residual = residualCasesOf(
    claims,
    new Set(resultCases.map((result) => result.caseId)),
    lockedSet,
    Math.max(0, ...resultCases.map((result) => result.caseNumber)) + 1,
    amountByCoverageLine,
  );
  resultCases.push(...residual);
  return resultCases;
}

/** A case's counters: the engine's own, what the rule set leaves of the waiting period and benefit duration. */
function caseCountersOf(state: CaseState): CaseCounters {
  const remaining =
    state.lastFacts && state.lastRuleSet
      ? state.lastRuleSet.remaining(state.lastFacts)
      : { waitingDays: null, benefitDays: null };
  return {
    caseDays: state.caseDays,
    waitingDaysServed: state.waitingServed,
    waitingDaysRemaining: remaining.waitingDays,
    benefitDaysUsed: state.benefitUsed,
    benefitDaysRemaining: remaining.benefitDays,
    lfzDaysUsed: state.lfzUnits / PM_FULL,
    frameStartDate: state.frameStart === null ? null : isoDateOf(state.frameStart),
    takeover: state.takeover
      ? {
          counterDate: state.takeover.counterDate,
          values: Object.fromEntries(state.takeover.counters.map((counter) => [counter.name, counter.value])),
        }
      : null,
    ruleCounters: state.lastRuleSet ? state.lastRuleSet.caseCounters(state.caseId) : {},
  };
}

/** A case's amount per coverage line; its main line (KTG or UVG) always shows, UVGZ when it has lines. */
function amountByCoverageLine(lines: readonly Claim[], claimType: ClaimType): SickPayCase['amountByCoverageLine'] {
  const main = claimType === 'ACCIDENT' ? 'UVG' : 'KTG';
  const amounts: SickPayCase['amountByCoverageLine'] = { [main]: 0 };
  for (const line of lines) {
    const coverageLine = line.coverageLine === 'UVGZ' ? 'UVGZ' : main;
    amounts[coverageLine] = (amounts[coverageLine] ?? 0) + line.dailyAllowance;
  }
  return amounts;
}
