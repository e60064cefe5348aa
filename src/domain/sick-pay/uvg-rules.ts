// UVG (accident) decisions (C5, swiss-rules 3.2): case day 1 is the accident day, paid by the employer as usual;
// the two following days are the employer's at 80 % (OR 324b para. 3); UVG pays 80 % from the 3rd day after the
// accident day (UVG Art. 16 para. 2), for every calendar day, with no maximum duration. The employer's continuation
// of pay (OR 324a scales) does not apply: OR 324b replaces it when UVG pays at least 80 %.
import { UVG_COVERAGE_PM, UVG_WAITING_DAYS } from './daily-allowance.ts';
import { type DayDecision, type RuleSet, step } from './rule-set.ts';

export function createUvgRuleSet(): RuleSet {
  const waitingByCase = new Map<string, number>();
  return {
    frameDays: 0,
    decide(facts, explain, version): DayDecision {
      const served = waitingByCase.get(facts.caseId) ?? 0;
      const isShortterm = served < UVG_WAITING_DAYS;
      return {
        isWithinShorttermRisk: isShortterm,
        isWithinBenefitDuration: true,
        coveragePm: UVG_COVERAGE_PM,
        reimbursementType: 'DAILY_ALLOWANCE',
        isWithinContinuationOfPayment: false,
        lfzCoveragePm: 0,
        steps: explain
          ? [
              step(
                'C5',
                "UVG pays from the 3rd day after the accident day; the accident day and days 1-2 are the employer's (OR 324b)",
                { caseDay: facts.caseDay, employerDaysServed: served },
                isShortterm,
                version,
              ),
            ]
          : null,
      };
    },
    commit(facts, decision) {
      if (decision.isWithinShorttermRisk) waitingByCase.set(facts.caseId, (waitingByCase.get(facts.caseId) ?? 0) + 1);
    },
    seedCase(facts, counter, value) {
      if (counter === 'WAITING_DAYS') waitingByCase.set(facts.caseId, value);
    },
    seedEmployee() {},
    remaining(facts) {
      return { waitingDays: Math.max(0, UVG_WAITING_DAYS - (waitingByCase.get(facts.caseId) ?? 0)), benefitDays: null };
    },
    caseCounters() {
      return {};
    },
  };
}
