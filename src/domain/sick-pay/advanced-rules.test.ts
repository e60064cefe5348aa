import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  asAdvanced,
  baseInput,
  claimOn,
  recordData,
  run,
  simpleConfig,
  tenantWith,
} from '../../testing/domain/sick-pay.ts';
import { ADVANCED_MESSAGES, type AdvancedCoverageConfiguration, validateAdvancedRules } from './advanced-rules.ts';
import { simpleToAdvanced } from './simple-to-advanced.ts';
import type { SimpleCoverageConfiguration } from './types.ts';

const absences = [
  ...absenceRange('2025-01-06', '2025-03-20'),
  ...absenceRange('2025-03-21', '2025-03-22', 10),
  ...absenceRange('2025-03-23', '2025-05-31', 50),
  ...absenceRange('2025-08-01', '2025-08-20'),
  ...absenceRange('2026-09-01', '2026-12-31', 75),
];

describe('SIMPLE and its ADVANCED translation give the same claims', () => {
  it.each<[string, Parameters<typeof simpleConfig>[0]]>([
    ['C14 defaults', {}],
    [
      'waiting period per calendar year',
      { waitingPeriodScope: 'PER_CALENDAR_YEAR', relapseWindowMonths: 0, coverages: { shorttermDuration: 14 } },
    ],
    [
      '900-day frame, 40 benefit days',
      { benefitDurationModel: 'FRAME_900_DAYS', relapseWindowMonths: 1, coverages: { maxDuration: 40 } },
    ],
    [
      'frame counting case days',
      { benefitDurationModel: 'FRAME_900_DAYS', maxDurationCounts: 'CASE_DAYS', coverages: { maxDuration: 60 } },
    ],
    ['case days per case', { maxDurationCounts: 'CASE_DAYS', coverages: { maxDuration: 45 } }],
    ['calculations from day 50 at 60 %', { calculations: { start: 50, coverage: 60 } }],
    [
      'Zurich scale, divisor 360, minimum 50 %',
      { continuationOfPaymentScale: 'ZURICH', dailyRateDivisor: 360, minIncapacityOfWork: 50 },
    ],
    ['fixed LFZ of 10 days', { coverages: { lfzDuration: 10, lfzCoverage: 80 } }],
  ])('%s', (_name, overrides) => {
    const input = baseInput({
      tenant: tenantWith(simpleConfig(overrides), { insuredProducts: ['KTG', 'KAV'] }),
      records: [{ validFrom: '2024-06-01', validTo: null, data: recordData({ dateOfEmployment: '2024-06-01' }) }],
      absences,
      options: { explain: false },
    });
    const simple = run(input);
    const advanced = run(asAdvanced(input));
    expect(advanced.claims).toEqual(simple.claims);
    expect(advanced.monthlyTotals).toEqual(simple.monthlyTotals);
    expect(advanced.cases.map((c) => c.status)).toEqual(simple.cases.map((c) => c.status));
    // The comparison is not empty: both pay something and serve waiting days.
    expect(simple.claims.some((c) => c.dailyAllowance > 0)).toBe(true);
  });

  it('translates the SIMPLE numbers into counters and rules', () => {
    const advanced = simpleToAdvanced(simpleConfig({ waitingPeriodScope: 'PER_CALENDAR_YEAR' }));
    expect(advanced.caseCounterDefinitions.map((c) => [c.id, c.counts, c.scope, c.role])).toEqual([
      ['caseDays', 'QUALIFYING_DAY', 'CASE', 'CASE_DAYS'],
      ['waitingDays', 'SHORTTERM_DAY', 'CASE', 'WAITING_DAYS'],
      ['benefitDays', 'BENEFIT_DAY', 'CASE', 'BENEFIT_DAYS'],
      ['lfzDays', 'CONTINUATION_DAY', 'SERVICE_YEAR', 'LFZ_DAYS'],
      ['yearWaitingDays', 'SHORTTERM_DAY', 'CALENDAR_YEAR', 'YEAR_WAITING_DAYS'],
    ]);
    expect(advanced.decisionRules.shorttermRisk.rules[0]?.when).toEqual({
      all: [
        { compare: { left: { counter: 'waitingDays' }, op: 'lt', right: { value: 30 } } },
        { compare: { left: { counter: 'yearWaitingDays' }, op: 'lt', right: { value: 30 } } },
      ],
    });
    expect(validateAdvancedRules(advanced)).toEqual([]);
  });
});

describe('ADVANCED rules beyond SIMPLE', () => {
  // A policy SIMPLE cannot express: 90 % for the first 60 paid days, then 70 %; waiting period 14 days, but only 3
  // days for a relapse; LFZ counted in full days whatever the incapacity.
  const custom: AdvancedCoverageConfiguration = {
    ...simpleToAdvanced(simpleConfig()),
    caseCounterDefinitions: [
      {
        id: 'waiting',
        counts: 'SHORTTERM_DAY',
        scope: 'CASE',
        weight: 'FULL_DAY',
        when: null,
        role: 'WAITING_DAYS',
        limit: 14,
      },
      {
        id: 'paid',
        counts: 'BENEFIT_DAY',
        scope: 'CASE',
        weight: 'FULL_DAY',
        when: null,
        role: 'BENEFIT_DAYS',
        limit: 720,
      },
      {
        id: 'lfz',
        counts: 'CONTINUATION_DAY',
        scope: 'SERVICE_YEAR',
        weight: 'FULL_DAY',
        when: null,
        role: 'LFZ_DAYS',
        limit: null,
      },
    ],
    decisionRules: {
      shorttermRisk: {
        rules: [
          {
            when: {
              any: [
                {
                  all: [
                    { compare: { left: { field: 'isRelapse' }, op: 'eq', right: { value: 0 } } },
                    { compare: { left: { counter: 'waiting' }, op: 'lt', right: { value: 14 } } },
                  ],
                },
                {
                  all: [
                    { compare: { left: { field: 'isRelapse' }, op: 'eq', right: { value: 1 } } },
                    { compare: { left: { counter: 'waiting' }, op: 'lt', right: { value: 3 } } },
                  ],
                },
              ],
            },
            outcome: { isWithinShorttermRisk: true },
          },
        ],
        otherwise: { isWithinShorttermRisk: false },
      },
      benefitDuration: {
        rules: [
          {
            when: { compare: { left: { counter: 'paid' }, op: 'lt', right: { value: 720 } } },
            outcome: { isWithinBenefitDuration: true },
          },
        ],
        otherwise: { isWithinBenefitDuration: false },
      },
      coverage: {
        rules: [
          {
            when: { compare: { left: { counter: 'paid' }, op: 'lt', right: { value: 60 } } },
            outcome: { coverage: 90, reimbursementType: 'DAILY_ALLOWANCE' },
          },
        ],
        otherwise: { coverage: 70, reimbursementType: 'CALCULATION' },
      },
      continuationOfPayment: {
        rules: [
          {
            when: {
              all: [
                { compare: { left: { field: 'lfzEligible' }, op: 'eq', right: { value: 1 } } },
                { compare: { left: { counter: 'lfz' }, op: 'lt', right: { field: 'lfzScaleDays' } } },
              ],
            },
            outcome: { isWithinContinuationOfPayment: true, coverage: 100 },
          },
        ],
        otherwise: { isWithinContinuationOfPayment: false, coverage: 0 },
      },
    },
  };

  it('evaluates counters and first-match decision tables day by day', () => {
    expect(validateAdvancedRules(custom)).toEqual([]);
    const result = run({
      tenant: tenantWith(custom),
      absences: [...absenceRange('2026-01-01', '2026-03-31'), ...absenceRange('2026-05-01', '2026-05-10')],
      asOfDate: '2026-05-10',
    });
    // Waiting 1-14 January; paid days 1-60 at 90 %: 15 Jan - 15 Mar; from 16 March 70 %.
    // 78 000 / 365 x 90 % = 192.328 -> 192.33; x 70 % = 149.589 -> 149.59.
    expect(claimOn(result, '2026-01-14').isWithinShorttermRisk).toBe(true);
    expect(claimOn(result, '2026-01-15')).toMatchObject({ dailyAllowance: 19_233, benefitDayNumber: 1 });
    expect(claimOn(result, '2026-03-15')).toMatchObject({ dailyAllowance: 19_233, benefitDayNumber: 60 });
    expect(claimOn(result, '2026-03-16')).toMatchObject({ dailyAllowance: 14_959, reimbursementType: 'CALCULATION' });
    // The relapse on 1 May: the case already served 14 waiting days (>= 3), so it pays at once.
    expect(claimOn(result, '2026-05-01')).toMatchObject({ isWithinShorttermRisk: false, dailyAllowance: 14_959 });
    // Case counters by id: paid = 90 days (1 Jan - 31 Mar) - 14 waiting + 10 relapse days = 86.
    expect(result.cases[0]?.counters.ruleCounters).toEqual({ waiting: 14, paid: 86 });
    expect(result.cases[0]?.counters.benefitDaysRemaining).toBe(720 - 86);
  });

  it('rejects unknown counters, decisions read too early, missing frames, duplicates and deep nesting', () => {
    const broken: AdvancedCoverageConfiguration = {
      ...custom,
      benefitFrame: null,
      caseCounterDefinitions: [
        ...custom.caseCounterDefinitions,
        {
          id: 'paid',
          counts: 'BENEFIT_DAY',
          scope: 'BENEFIT_FRAME',
          weight: 'FULL_DAY',
          when: { compare: { left: { counter: 'waiting' }, op: 'gt', right: { value: 0 } } },
          role: 'WAITING_DAYS',
          limit: null,
        },
      ],
      decisionRules: {
        ...custom.decisionRules,
        shorttermRisk: {
          rules: [
            {
              when: { compare: { left: { field: 'isWithinBenefitDuration' }, op: 'eq', right: { counter: 'nope' } } },
              outcome: { isWithinShorttermRisk: true },
            },
          ],
          otherwise: { isWithinShorttermRisk: false },
        },
        benefitDuration: {
          rules: [
            {
              when: { not: { not: { not: { not: { not: { not: { not: { not: { all: [] } } } } } } } } },
              outcome: { isWithinBenefitDuration: true },
            },
          ],
          otherwise: { isWithinBenefitDuration: false },
        },
      },
    };
    expect(validateAdvancedRules(broken)).toEqual([
      { path: ['caseCounterDefinitions', 3, 'id'], message: ADVANCED_MESSAGES.duplicateCounter },
      { path: ['caseCounterDefinitions', 3, 'role'], message: ADVANCED_MESSAGES.duplicateRole },
      { path: ['caseCounterDefinitions', 3, 'scope'], message: ADVANCED_MESSAGES.frameScopeNeedsFrame },
      { path: ['caseCounterDefinitions', 3, 'when', 'compare', 'left'], message: ADVANCED_MESSAGES.counterCondition },
      {
        path: ['decisionRules', 'shorttermRisk', 'rules', 0, 'when', 'compare', 'left'],
        message: ADVANCED_MESSAGES.decisionTooEarly,
      },
      {
        path: ['decisionRules', 'shorttermRisk', 'rules', 0, 'when', 'compare', 'right'],
        message: ADVANCED_MESSAGES.unknownCounter,
      },
      {
        path: [
          'decisionRules',
          'benefitDuration',
          'rules',
          0,
          'when',
          'not',
          'not',
          'not',
          'not',
          'not',
          'not',
          'not',
          'not',
        ],
        message: ADVANCED_MESSAGES.tooDeep,
      },
    ]);
  });

  it('a SIMPLE configuration type-checks as the translation input (no shared mutable state)', () => {
    const simple: SimpleCoverageConfiguration = simpleConfig();
    const copy = structuredClone(simple);
    simpleToAdvanced(simple);
    expect(simple).toEqual(copy);
  });
});
