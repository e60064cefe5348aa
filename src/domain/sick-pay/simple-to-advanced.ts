// SIMPLE -> ADVANCED: the same coverage written in the declarative rule format (advanced-rules.ts). The
// equivalence tests run both through the engine and require identical claims; simple-rules.ts is the independent
// native implementation of the SIMPLE kind.
import type { AdvancedCoverageConfiguration, Condition, CounterDefinition, Operand } from './advanced-rules.ts';
import { BENEFIT_FRAME_DAYS } from './simple-rules.ts';
import type { SimpleCoverageConfiguration } from './types.ts';

const counter = (id: string): Operand => ({ counter: id });
const value = (n: number): Operand => ({ value: n });
const lt = (left: Operand, right: Operand): Condition => ({ compare: { left, op: 'lt', right } });
const eq = (left: Operand, right: Operand): Condition => ({ compare: { left, op: 'eq', right } });
const gte = (left: Operand, right: Operand): Condition => ({ compare: { left, op: 'gte', right } });
const lte = (left: Operand, right: Operand): Condition => ({ compare: { left, op: 'lte', right } });

function definition(
  id: string,
  counts: CounterDefinition['counts'],
  scope: CounterDefinition['scope'],
  role: CounterDefinition['role'],
  limit: number | null,
  weight: CounterDefinition['weight'] = 'FULL_DAY',
): CounterDefinition {
  return { id, counts, scope, weight, when: null, role, limit };
}

export function simpleToAdvanced(simple: SimpleCoverageConfiguration): AdvancedCoverageConfiguration {
  const { coverages, calculations } = simple;
  const isFrame = simple.benefitDurationModel === 'FRAME_900_DAYS';
  const countsCaseDays = simple.maxDurationCounts === 'CASE_DAYS';
  const waitingPeriod = coverages.shorttermDuration;

  const counters: CounterDefinition[] = [
    definition('caseDays', 'QUALIFYING_DAY', 'CASE', 'CASE_DAYS', null),
    definition('waitingDays', 'SHORTTERM_DAY', 'CASE', 'WAITING_DAYS', waitingPeriod),
    definition(
      'benefitDays',
      'BENEFIT_DAY',
      'CASE',
      isFrame ? null : 'BENEFIT_DAYS',
      isFrame || countsCaseDays ? null : coverages.maxDuration,
    ),
    definition('lfzDays', 'CONTINUATION_DAY', 'SERVICE_YEAR', 'LFZ_DAYS', coverages.lfzDuration, 'INCAPACITY'),
  ];
  if (simple.waitingPeriodScope === 'PER_CALENDAR_YEAR') {
    counters.push(definition('yearWaitingDays', 'SHORTTERM_DAY', 'CALENDAR_YEAR', 'YEAR_WAITING_DAYS', waitingPeriod));
  }
  if (isFrame) {
    counters.push(
      definition(
        'frameBenefitDays',
        'BENEFIT_DAY',
        'BENEFIT_FRAME',
        'FRAME_BENEFIT_DAYS',
        countsCaseDays ? null : coverages.maxDuration,
      ),
    );
    if (countsCaseDays)
      counters.push(definition('frameCaseDays', 'QUALIFYING_DAY', 'BENEFIT_FRAME', null, coverages.maxDuration));
  }

  // C11 / C15: per case, or per case and calendar year.
  const waitingLeft = lt(counter('waitingDays'), value(waitingPeriod));
  const shorttermWhen: Condition =
    simple.waitingPeriodScope === 'PER_CASE'
      ? waitingLeft
      : { all: [waitingLeft, lt(counter('yearWaitingDays'), value(waitingPeriod))] };

  // C7: benefit days or case days, per case or inside the frame.
  const used = isFrame
    ? counter(countsCaseDays ? 'frameCaseDays' : 'frameBenefitDays')
    : counter(countsCaseDays ? 'caseDays' : 'benefitDays');
  const withinMax = lt(used, value(coverages.maxDuration));
  const benefitWhen: Condition = isFrame
    ? { all: [gte({ field: 'frameDay' }, value(1)), lte({ field: 'frameDay' }, value(BENEFIT_FRAME_DAYS)), withinMax] }
    : withinMax;

  // C9: the scale of the configuration, or lfzDuration fixed days; only when eligible (> 3 months, not after leaving).
  const entitlement: Operand =
    coverages.lfzDuration === null ? { field: 'lfzScaleDays' } : value(coverages.lfzDuration);

  const coverageRules: AdvancedCoverageConfiguration['decisionRules']['coverage']['rules'] = [
    {
      when: eq({ field: 'isWithinShorttermRisk' }, value(1)),
      outcome: { coverage: coverages.shorttermCoverage, reimbursementType: 'DAILY_ALLOWANCE' },
    },
  ];
  if (calculations) {
    coverageRules.push({
      when: gte({ field: 'caseDay' }, value(calculations.start)),
      outcome: { coverage: calculations.coverage, reimbursementType: 'CALCULATION' },
    });
  }

  return {
    kind: 'ADVANCED',
    appliesTo: simple.appliesTo,
    insuredPeriod: simple.insuredPeriod,
    policies: simple.policies,
    eligibleWageTypes: simple.eligibleWageTypes,
    dailyRateDivisor: simple.dailyRateDivisor,
    maxInsuredSalary: simple.maxInsuredSalary,
    continuationOfPaymentScale: simple.continuationOfPaymentScale,
    relapseWindowMonths: simple.relapseWindowMonths,
    ...(simple.uvgzCoverage === undefined ? {} : { uvgzCoverage: simple.uvgzCoverage }),
    minIncapacityOfWork: simple.minIncapacityOfWork,
    benefitFrame: isFrame ? { days: BENEFIT_FRAME_DAYS } : null,
    caseCounterDefinitions: counters,
    decisionRules: {
      shorttermRisk: {
        rules: [{ when: shorttermWhen, outcome: { isWithinShorttermRisk: true } }],
        otherwise: { isWithinShorttermRisk: false },
      },
      benefitDuration: {
        rules: [{ when: benefitWhen, outcome: { isWithinBenefitDuration: true } }],
        otherwise: { isWithinBenefitDuration: false },
      },
      coverage: {
        rules: coverageRules,
        otherwise: { coverage: coverages.maxCoverage, reimbursementType: 'DAILY_ALLOWANCE' },
      },
      continuationOfPayment: {
        rules: [
          {
            when: { all: [eq({ field: 'lfzEligible' }, value(1)), lt(counter('lfzDays'), entitlement)] },
            outcome: { isWithinContinuationOfPayment: true, coverage: coverages.lfzCoverage },
          },
        ],
        otherwise: { isWithinContinuationOfPayment: false, coverage: 0 },
      },
    },
  };
}
