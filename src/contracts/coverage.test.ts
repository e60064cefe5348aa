import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { AdvancedCoverageConfiguration } from '../domain/sick-pay/advanced-rules.ts';
import { computeEmployeeClaims } from '../domain/sick-pay/engine.ts';
import { simpleToAdvanced } from '../domain/sick-pay/simple-to-advanced.ts';
import type { SimpleCoverageConfiguration } from '../domain/sick-pay/types.ts';
import {
  ADVANCED_COVERAGE_MESSAGES,
  advancedCoverageConfiguration,
  COVERAGE_MESSAGES,
  coverageConfiguration,
  simpleCoverageConfiguration,
} from './coverage.ts';

/** 'path: message' of every issue, or [] when the value is valid. */
const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const base = {
  insuredPeriod: { from: '2026-01-01' },
  policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-100' }],
  eligibleWageTypes: ['1000'],
};

const waitingRule = { compare: { left: { counter: 'waitingDays' }, op: 'lt', right: { value: 30 } } };

const advanced = {
  kind: 'ADVANCED',
  ...base,
  caseCounterDefinitions: [
    { id: 'waitingDays', counts: 'SHORTTERM_DAY', scope: 'CASE', role: 'WAITING_DAYS', limit: 30 },
    { id: 'benefitDays', counts: 'BENEFIT_DAY', scope: 'CASE', role: 'BENEFIT_DAYS', limit: 720 },
  ],
  decisionRules: {
    shorttermRisk: {
      rules: [{ when: waitingRule, outcome: { isWithinShorttermRisk: true } }],
      otherwise: { isWithinShorttermRisk: false },
    },
    benefitDuration: {
      rules: [
        {
          when: { compare: { left: { counter: 'benefitDays' }, op: 'lt', right: { value: 720 } } },
          outcome: { isWithinBenefitDuration: true },
        },
      ],
      otherwise: { isWithinBenefitDuration: false },
    },
    coverage: { otherwise: { coverage: 80, reimbursementType: 'DAILY_ALLOWANCE' } },
    continuationOfPayment: { otherwise: { isWithinContinuationOfPayment: false, coverage: 0 } },
  },
};

describe('SIMPLE coverage configuration', () => {
  it('C14: fills the product defaults (80 %, 30 waiting days per case, 25 %, 720 days, CHF 250 000, Bern, 365)', () => {
    const parsed = simpleCoverageConfiguration.parse({ kind: 'SIMPLE', ...base, coverages: {} });
    expect(parsed).toMatchObject({
      coverages: { shorttermDuration: 30, maxCoverage: 80, maxDuration: 720, lfzDuration: null },
      minIncapacityOfWork: 25,
      maxInsuredSalary: 250_000,
      dailyRateDivisor: 365,
      continuationOfPaymentScale: 'BERN',
      relapseWindowMonths: 12,
      waitingPeriodScope: 'PER_CASE',
      benefitDurationModel: 'PER_CASE',
      maxDurationCounts: 'BENEFIT_DAYS',
      calculations: null,
    });
  });

  it('accepts a waiting period of 0 days (pays from case day 1), but no other duration of 0', () => {
    const parsed = simpleCoverageConfiguration.parse({ kind: 'SIMPLE', ...base, coverages: { shorttermDuration: 0 } });
    expect(parsed.coverages.shorttermDuration).toBe(0);
    // The engine pays the parsed configuration from case day 1: 78 000 / 365 x 80 % = 170.96 on 1 March.
    const result = computeEmployeeClaims({
      employeeId: 'e1',
      asOfDate: '2026-04-01',
      configurationVersion: 'v1',
      tenant: {
        wageTypeMappings: [
          {
            appliesTo: { companySubunitId: null, processingGroupId: null },
            wageTypeId: '1000',
            grapeWageType: 'BASE_SALARY',
            factor: 1,
          },
        ],
        coverageConfigurations: [{ coverageConfigurationId: 'c1', configuration: parsed }],
        insuredProducts: ['KTG'],
        shouldFillWeekendGaps: null,
      },
      records: [
        {
          validFrom: '2020-01-01',
          validTo: null,
          data: {
            companySubunitId: null,
            processingGroupId: null,
            salaryBasis: 'MONTHLY',
            wageTypes: [{ wageTypeId: '1000', amount: 6500 }],
            employmentPercentage: 100,
            dateOfEmployment: '2020-01-01',
            anniversaryAdjustedDateOfEmployment: null,
            leavingDate: null,
            policies: [],
          },
        },
      ],
      absences: [{ date: '2026-03-01', type: 'SICK', incapacityOfWork: 100 }],
    });
    expect(result.claims[0]).toMatchObject({ caseDay: 1, isWithinShorttermRisk: false, dailyAllowance: 17_096 });
    // With no waiting period a calculation may start on case day 1 (1 > 0).
    expect(
      issues(simpleCoverageConfiguration, {
        kind: 'SIMPLE',
        ...base,
        coverages: { shorttermDuration: 0 },
        calculations: { start: 1, coverage: 60 },
      }),
    ).toEqual([]);
    expect(
      issues(simpleCoverageConfiguration, {
        kind: 'SIMPLE',
        ...base,
        coverages: { shorttermDuration: -1, maxDuration: 0, lfzDuration: 0 },
      }),
    ).toEqual([
      `coverages.shorttermDuration: ${COVERAGE_MESSAGES.waitingDays}`,
      `coverages.lfzDuration: ${COVERAGE_MESSAGES.positiveDays}`,
      `coverages.maxDuration: ${COVERAGE_MESSAGES.positiveDays}`,
    ]);
    expect(
      issues(simpleCoverageConfiguration, { kind: 'SIMPLE', ...base, coverages: { shorttermDuration: 1.5 } }),
    ).toEqual([`coverages.shorttermDuration: ${COVERAGE_MESSAGES.waitingDays}`]);
    expect(
      issues(simpleCoverageConfiguration, { kind: 'SIMPLE', ...base, coverages: { shorttermDuration: 3651 } }),
    ).toEqual([`coverages.shorttermDuration: ${COVERAGE_MESSAGES.maxDays}`]);
  });

  it('UVGZ cover: none by default; coverage 80 % and no maximum by default; a maximum must exceed 148 200', () => {
    expect(simpleCoverageConfiguration.parse({ kind: 'SIMPLE', ...base, coverages: {} }).uvgzCoverage).toBeNull();
    const parsed = simpleCoverageConfiguration.parse({
      kind: 'SIMPLE',
      ...base,
      coverages: {},
      uvgzCoverage: { defaultPolicyNumber: 'UVGZ-1' },
    });
    expect(parsed.uvgzCoverage).toEqual({ defaultPolicyNumber: 'UVGZ-1', coverage: 80, maxInsuredSalary: null });
    expect(simpleToAdvanced(parsed).uvgzCoverage).toEqual(parsed.uvgzCoverage);
    const withUvgz = (uvgzCoverage: object) =>
      issues(simpleCoverageConfiguration, { kind: 'SIMPLE', ...base, coverages: {}, uvgzCoverage });
    expect(withUvgz({ defaultPolicyNumber: 'U', maxInsuredSalary: 300_000, coverage: 100 })).toEqual([]);
    expect(withUvgz({ defaultPolicyNumber: 'U', maxInsuredSalary: 148_200 })).toEqual([
      `uvgzCoverage.maxInsuredSalary: ${COVERAGE_MESSAGES.uvgzMaxInsuredSalary}`,
    ]);
    expect(withUvgz({ defaultPolicyNumber: 'U', coverage: 120 })).toEqual([
      `uvgzCoverage.coverage: ${COVERAGE_MESSAGES.percentage}`,
    ]);
    expect(withUvgz({ coverage: 80 })).toHaveLength(1);
  });

  it('rejects a calculation inside the waiting period', () => {
    expect(
      issues(simpleCoverageConfiguration, {
        kind: 'SIMPLE',
        ...base,
        coverages: {},
        calculations: { start: 10, coverage: 60 },
      }),
    ).toEqual([`calculations.start: ${COVERAGE_MESSAGES.calculationStart}`]);
  });

  it('parses into the engine’s input type, and its ADVANCED translation passes the ADVANCED schema', () => {
    const parsed = simpleCoverageConfiguration.parse({ kind: 'SIMPLE', ...base, coverages: {} });
    expectTypeOf(parsed).toExtend<SimpleCoverageConfiguration>();
    const translated = simpleToAdvanced(parsed);
    expect(advancedCoverageConfiguration.parse(translated)).toEqual(translated);
  });
});

describe('ADVANCED coverage configuration', () => {
  it('accepts a valid configuration and fills its defaults', () => {
    const parsed = advancedCoverageConfiguration.parse(advanced);
    expectTypeOf(parsed).toExtend<AdvancedCoverageConfiguration>();
    expect(parsed).toMatchObject({
      minIncapacityOfWork: 25,
      benefitFrame: null,
      appliesTo: { companySubunitId: null, processingGroupId: null },
      caseCounterDefinitions: [{ id: 'waitingDays', weight: 'FULL_DAY', when: null }, { id: 'benefitDays' }],
      decisionRules: { coverage: { rules: [] } },
    });
    expect(coverageConfiguration.parse(advanced).kind).toBe('ADVANCED');
  });

  it('is the engine’s input: the parsed configuration computes claims', () => {
    const parsed = advancedCoverageConfiguration.parse(advanced);
    const result = computeEmployeeClaims({
      employeeId: 'e',
      asOfDate: '2026-12-31',
      configurationVersion: 'v',
      tenant: {
        wageTypeMappings: [
          {
            appliesTo: { companySubunitId: null, processingGroupId: null },
            wageTypeId: '1000',
            grapeWageType: 'BASE_SALARY',
            factor: 1,
          },
        ],
        coverageConfigurations: [{ coverageConfigurationId: 'a', configuration: parsed }],
        insuredProducts: ['KTG'],
        shouldFillWeekendGaps: null,
      },
      records: [
        {
          validFrom: '2020-01-01',
          validTo: null,
          data: {
            companySubunitId: null,
            processingGroupId: null,
            salaryBasis: 'MONTHLY',
            wageTypes: [{ wageTypeId: '1000', amount: 6500 }],
            employmentPercentage: 100,
            dateOfEmployment: '2020-01-01',
            anniversaryAdjustedDateOfEmployment: null,
            leavingDate: null,
            policies: [],
          },
        },
      ],
      absences: Array.from({ length: 31 }, (_, index) => ({
        date: `2026-03-${String(index + 1).padStart(2, '0')}`,
        type: 'SICK' as const,
        incapacityOfWork: 100,
      })),
      options: { explain: false },
    });
    // Day 31 (31 March) is the first paid day: 78 000 / 365 x 80 % = 170.96.
    expect(result.claims.filter((c) => c.dailyAllowance > 0).map((c) => [c.date, c.dailyAllowance])).toEqual([
      ['2026-03-31', 17_096],
    ]);
  });

  it.each<[string, unknown, string[]]>([
    [
      'an unknown counter',
      {
        ...advanced,
        decisionRules: {
          ...advanced.decisionRules,
          shorttermRisk: {
            rules: [
              {
                when: { compare: { left: { counter: 'nope' }, op: 'lt', right: { value: 1 } } },
                outcome: { isWithinShorttermRisk: true },
              },
            ],
            otherwise: { isWithinShorttermRisk: false },
          },
        },
      },
      [`decisionRules.shorttermRisk.rules.0.when.compare.left: ${ADVANCED_COVERAGE_MESSAGES.unknownCounter}`],
    ],
    [
      'a condition that is not one of the four forms',
      {
        ...advanced,
        decisionRules: {
          ...advanced.decisionRules,
          shorttermRisk: {
            rules: [{ when: { eval: 'x > 1' }, outcome: { isWithinShorttermRisk: true } }],
            otherwise: { isWithinShorttermRisk: false },
          },
        },
      },
      [`decisionRules.shorttermRisk.rules.0.when: ${ADVANCED_COVERAGE_MESSAGES.condition}`],
    ],
    [
      'an unknown field',
      {
        ...advanced,
        decisionRules: {
          ...advanced.decisionRules,
          shorttermRisk: {
            rules: [
              {
                when: { compare: { left: { field: 'salary' }, op: 'lt', right: { value: 1 } } },
                outcome: { isWithinShorttermRisk: true },
              },
            ],
            otherwise: { isWithinShorttermRisk: false },
          },
        },
      },
      [`decisionRules.shorttermRisk.rules.0.when: ${ADVANCED_COVERAGE_MESSAGES.condition}`],
    ],
    [
      'a decision read before it is made',
      {
        ...advanced,
        decisionRules: {
          ...advanced.decisionRules,
          benefitDuration: {
            rules: [
              {
                when: { compare: { left: { field: 'isWithinBenefitDuration' }, op: 'eq', right: { value: 1 } } },
                outcome: { isWithinBenefitDuration: true },
              },
            ],
            otherwise: { isWithinBenefitDuration: false },
          },
        },
      },
      [`decisionRules.benefitDuration.rules.0.when.compare.left: ${ADVANCED_COVERAGE_MESSAGES.decisionTooEarly}`],
    ],
    [
      'a coverage above 100 %',
      {
        ...advanced,
        decisionRules: {
          ...advanced.decisionRules,
          coverage: { otherwise: { coverage: 120, reimbursementType: 'DAILY_ALLOWANCE' } },
        },
      },
      [`decisionRules.coverage.otherwise.coverage: ${COVERAGE_MESSAGES.percentage}`],
    ],
    [
      'duplicate counter ids and a frame counter without a frame',
      {
        ...advanced,
        caseCounterDefinitions: [
          ...advanced.caseCounterDefinitions,
          { id: 'benefitDays', counts: 'BENEFIT_DAY', scope: 'BENEFIT_FRAME' },
        ],
      },
      [
        `caseCounterDefinitions.2.id: ${ADVANCED_COVERAGE_MESSAGES.duplicateCounter}`,
        `caseCounterDefinitions.2.scope: ${ADVANCED_COVERAGE_MESSAGES.frameScopeNeedsFrame}`,
      ],
    ],
    [
      'a counter id that is not a name',
      { ...advanced, caseCounterDefinitions: [{ id: '1 bad', counts: 'SHORTTERM_DAY', scope: 'CASE' }] },
      [
        `caseCounterDefinitions.0.id: ${ADVANCED_COVERAGE_MESSAGES.counterId}`,
        // The rules still name the two counters that are no longer defined.
        `decisionRules.shorttermRisk.rules.0.when.compare.left: ${ADVANCED_COVERAGE_MESSAGES.unknownCounter}`,
        `decisionRules.benefitDuration.rules.0.when.compare.left: ${ADVANCED_COVERAGE_MESSAGES.unknownCounter}`,
      ],
    ],
    [
      'accident as an eligible absence type',
      { ...advanced, insuredPeriod: { from: '2026-01-01', eligibleAbsenceTypes: ['ACCIDENT'] } },
      [`insuredPeriod.eligibleAbsenceTypes: ${COVERAGE_MESSAGES.accidentNotSupported}`],
    ],
  ])('rejects %s', (_name, value, expected) => {
    expect(issues(advancedCoverageConfiguration, value)).toEqual(expected);
  });

  it('the union picks the kind by its discriminator', () => {
    expect(issues(coverageConfiguration, { ...advanced, kind: 'OTHER' })[0]).toMatch(/^kind: /);
  });
});
