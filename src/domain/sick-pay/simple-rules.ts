// The SIMPLE coverage configuration, evaluated natively (fast path). advanced-rules.ts evaluates the same
// configuration after simpleToAdvanced(); the equivalence tests compare the two independent implementations.
import { PM_FULL, percentToPm } from '../money.ts';
import { type DayDecision, type DayFacts, type Remaining, type RuleSet, step } from './rule-set.ts';
import type { SimpleCoverageConfiguration, TakeoverCaseCounter, TakeoverEmployeeCounter } from './types.ts';

/** C7: the frame of the frame model, in days. */
export const BENEFIT_FRAME_DAYS = 900;

type CaseCounts = { waiting: number; benefit: number; caseDays: number };

/** Counters of one employee shared by all SIMPLE configurations (a new contract does not reset a running case). */
export class SimpleState {
  readonly cases = new Map<string, CaseCounts>();
  readonly yearWaiting = new Map<number, number>();
  /** LFZ used per service year in milli-percent days (100 000 = one full day, C9 proportional use). */
  readonly lfzUnits = new Map<number, number>();
  readonly frameBenefit = new Map<number, number>();
  readonly frameCaseDays = new Map<number, number>();

  caseCounts(caseId: string): CaseCounts {
    let counts = this.cases.get(caseId);
    if (!counts) {
      counts = { waiting: 0, benefit: 0, caseDays: 0 };
      this.cases.set(caseId, counts);
    }
    return counts;
  }
}

function increment(map: Map<number, number>, key: number, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export function createSimpleRuleSet(configuration: SimpleCoverageConfiguration, state: SimpleState): RuleSet {
  const { coverages, calculations, waitingPeriodScope, benefitDurationModel, maxDurationCounts } = configuration;
  const waitingPeriod = coverages.shorttermDuration;
  const isFrame = benefitDurationModel === 'FRAME_900_DAYS';
  const shorttermCoveragePm = percentToPm(coverages.shorttermCoverage);
  const maxCoveragePm = percentToPm(coverages.maxCoverage);
  const calculationCoveragePm = calculations ? percentToPm(calculations.coverage) : 0;
  const lfzCoveragePm = percentToPm(coverages.lfzCoverage);

  /** C7: benefit days (or case days) used before the day, per case or in the frame. */
  function usedBefore(facts: DayFacts, counts: CaseCounts): number {
    if (maxDurationCounts === 'CASE_DAYS') {
      return isFrame && facts.frameStart !== null
        ? (state.frameCaseDays.get(facts.frameStart) ?? 0)
        : facts.caseDay - 1;
    }
    return isFrame && facts.frameStart !== null ? (state.frameBenefit.get(facts.frameStart) ?? 0) : counts.benefit;
  }

  return {
    frameDays: isFrame ? BENEFIT_FRAME_DAYS : 0,

    decide(facts, explain, version): DayDecision {
      const counts = state.caseCounts(facts.caseId);
      const yearWaiting = state.yearWaiting.get(facts.year) ?? 0;
      // C6 / C11 / C15: a case serves at most `waitingPeriod` days; per calendar year, all cases of the year share it.
      const isShortterm =
        counts.waiting < waitingPeriod && (waitingPeriodScope === 'PER_CASE' || yearWaiting < waitingPeriod);
      const used = usedBefore(facts, counts);
      const isWithinFrame = !isFrame || (facts.frameStart !== null && facts.frameDay <= BENEFIT_FRAME_DAYS);
      const isWithinBenefitDuration = isShortterm || (isWithinFrame && used < coverages.maxDuration);
      const isCalculation = !isShortterm && calculations !== null && facts.caseDay >= calculations.start;
      const coveragePm = isShortterm ? shorttermCoveragePm : isCalculation ? calculationCoveragePm : maxCoveragePm;
      const entitlement = coverages.lfzDuration ?? facts.lfzScaleDays;
      const lfzUsed = state.lfzUnits.get(facts.serviceYear) ?? 0;
      // C9: inside LFZ while entitlement is left at the start of the day (eligibility: > 3 months, before leaving).
      const isWithinContinuationOfPayment = facts.lfzEligible && lfzUsed < entitlement * PM_FULL;
      return {
        isWithinShorttermRisk: isShortterm,
        isWithinBenefitDuration,
        coveragePm,
        reimbursementType: isCalculation ? 'CALCULATION' : 'DAILY_ALLOWANCE',
        isWithinContinuationOfPayment,
        lfzCoveragePm: isWithinContinuationOfPayment ? lfzCoveragePm : 0,
        steps: explain
          ? [
              step(
                'C11',
                'waiting period (short-term risk)',
                {
                  shorttermDuration: waitingPeriod,
                  waitingPeriodScope,
                  waitingDaysServedInCase: counts.waiting,
                  waitingDaysServedInYear: yearWaiting,
                },
                isShortterm,
                version,
              ),
              step(
                'C7',
                'maximum benefit duration',
                {
                  maxDuration: coverages.maxDuration,
                  maxDurationCounts,
                  benefitDurationModel,
                  usedBefore: used,
                  frameDay: facts.frameDay,
                },
                isWithinBenefitDuration,
                version,
              ),
              step(
                'C2',
                'coverage',
                {
                  maxCoverage: coverages.maxCoverage,
                  shorttermCoverage: coverages.shorttermCoverage,
                  calculationStart: calculations?.start ?? null,
                  calculationCoverage: calculations?.coverage ?? null,
                  caseDay: facts.caseDay,
                },
                coveragePm / 1000,
                version,
              ),
              step(
                'C9',
                'continuation of pay (OR 324a)',
                {
                  scale: coverages.lfzDuration === null ? configuration.continuationOfPaymentScale : 'FIXED',
                  serviceYear: facts.serviceYear,
                  entitlementDays: facts.lfzEligible ? entitlement : 0,
                  usedDaysBefore: lfzUsed / PM_FULL,
                  isEligible: facts.lfzEligible,
                },
                isWithinContinuationOfPayment,
                version,
              ),
            ]
          : null,
      };
    },

    commit(facts, decision, isBenefitDay) {
      const counts = state.caseCounts(facts.caseId);
      counts.caseDays++;
      if (decision.isWithinShorttermRisk) {
        counts.waiting++;
        increment(state.yearWaiting, facts.year, 1);
      }
      if (isBenefitDay) {
        counts.benefit++;
        if (facts.frameStart !== null) increment(state.frameBenefit, facts.frameStart, 1);
      }
      if (facts.frameStart !== null) increment(state.frameCaseDays, facts.frameStart, 1);
      if (decision.isWithinContinuationOfPayment) increment(state.lfzUnits, facts.serviceYear, facts.incapacityPm);
    },

    seedCase(facts, counter: TakeoverCaseCounter, value) {
      const counts = state.caseCounts(facts.caseId);
      if (counter === 'WAITING_DAYS') counts.waiting = value;
      else if (counter === 'BENEFIT_DAYS') counts.benefit = value;
      else if (counter === 'CASE_DAYS') counts.caseDays = value;
      else if (facts.frameStart !== null) state.frameBenefit.set(facts.frameStart, value);
    },

    seedEmployee(facts, counter: TakeoverEmployeeCounter, value) {
      if (counter === 'LFZ_DAYS') state.lfzUnits.set(facts.serviceYear, value * PM_FULL);
      else state.yearWaiting.set(facts.year, value);
    },

    remaining(facts): Remaining {
      const counts = state.caseCounts(facts.caseId);
      const waitingDays = Math.max(0, waitingPeriod - counts.waiting);
      const used =
        maxDurationCounts === 'CASE_DAYS'
          ? isFrame && facts.frameStart !== null
            ? (state.frameCaseDays.get(facts.frameStart) ?? 0)
            : counts.caseDays
          : isFrame && facts.frameStart !== null
            ? (state.frameBenefit.get(facts.frameStart) ?? 0)
            : counts.benefit;
      return { waitingDays, benefitDays: Math.max(0, coverages.maxDuration - used) };
    },

    caseCounters() {
      return {};
    },
  };
}
