// Coverage configurations of a tenant's insurance configuration (spec section 3 "Tenant", "Coverage configuration").
// A coverage configuration says, for the employees it applies to (appliesTo) and the time it is insured
// (insuredPeriod), which policies cover them, which wage types make up the insured salary and how the sick-pay
// engine (src/domain) turns incapacity days into claims.
//
// Kind SIMPLE carries the spec's fixed set of numbers (coverages, calculations, minIncapacityOfWork). Kind
// ADVANCED carries caseCounterDefinitions and declarative decision rules (see advancedCoverageConfiguration).
//
// The conventions of ../shared/domain/conventions.md that are marked *configurable* live here too, each with the
// product default (C2 divisor, C7 benefit-duration model, C8/C14 salary cap, C9 LFZ scale, C15 waiting-period
// scope and relapse window). Their meaning is written down in docs/domain/coverage-configuration.md.
import { z } from 'zod';
import {
  ADVANCED_FIELDS,
  ADVANCED_MESSAGES,
  COMPARISON_OPERATORS,
  COUNTER_EVENTS,
  COUNTER_ROLES,
  COUNTER_SCOPES,
  COUNTER_WEIGHTS,
  type Condition,
  validateAdvancedRules,
} from '../domain/sick-pay/advanced-rules.ts';
import { isoDate, nonEmptyString } from './common.ts';
import {
  ABSENCE_TYPES_ELIGIBLE,
  BENEFIT_DURATION_MODELS,
  CONTINUATION_OF_PAYMENT_SCALES,
  COVERAGE_KINDS,
  COVERAGE_POLICY_TYPES,
  MAX_DURATION_COUNTS,
  WAITING_PERIOD_SCOPES,
} from './configuration-enums.ts';
import { COVERAGE_MESSAGES } from './configuration-messages.ts';

export {
  ABSENCE_TYPES_ELIGIBLE,
  BENEFIT_DURATION_MODELS,
  CONTINUATION_OF_PAYMENT_SCALES,
  COVERAGE_KINDS,
  COVERAGE_MESSAGES,
  COVERAGE_POLICY_TYPES,
  MAX_DURATION_COUNTS,
  WAITING_PERIOD_SCOPES,
};

/** UVG maximum insured earnings in CHF a year (UVV Art. 22, since 2016); UVGZ insures the part above it. */
export const UVG_MAX_INSURED_EARNINGS_CHF = 148_200;

/** C2: insured annual salary / divisor = daily rate. */
export const DAILY_RATE_DIVISORS = [365, 360] as const;

/** appliesTo: both nullable; null (blank) means the whole organisation (spec section 3). */
export const appliesTo = z.strictObject({
  companySubunitId: nonEmptyString().max(100).nullable().default(null),
  processingGroupId: nonEmptyString().max(100).nullable().default(null),
});
export type AppliesTo = z.infer<typeof appliesTo>;

export const percentage = () =>
  z
    .number({ error: COVERAGE_MESSAGES.percentage })
    .min(0, { error: COVERAGE_MESSAGES.percentage })
    .max(100, { error: COVERAGE_MESSAGES.percentage });

/** The longest duration a configuration may give: ten years (the longest real one, a 900-day frame, fits well). */
export const MAX_DAYS = 3650;

/** "Coverage durations are positive integers" (spec section 5), at most MAX_DAYS (its own message). */
export const positiveDays = () =>
  z
    .number({ error: COVERAGE_MESSAGES.positiveDays })
    .int({ error: COVERAGE_MESSAGES.positiveDays })
    .positive({ error: COVERAGE_MESSAGES.positiveDays })
    .max(MAX_DAYS, { error: COVERAGE_MESSAGES.maxDays });

/**
 * The waiting period (shorttermDuration) may be 0 days: a policy without a waiting period pays from case day 1
 * (issue 13). Every other duration stays positive (positiveDays).
 */
export const waitingDays = () =>
  z
    .number({ error: COVERAGE_MESSAGES.waitingDays })
    .int({ error: COVERAGE_MESSAGES.waitingDays })
    .min(0, { error: COVERAGE_MESSAGES.waitingDays })
    .max(MAX_DAYS, { error: COVERAGE_MESSAGES.maxDays });

export const insuredPeriod = z
  .strictObject({
    from: isoDate(),
    till: isoDate().nullable().default(null),
    eligibleAbsenceTypes: z
      .array(z.enum(ABSENCE_TYPES_ELIGIBLE))
      .min(1)
      .refine((types) => !types.includes('ACCIDENT'), { error: COVERAGE_MESSAGES.accidentNotSupported })
      .default(['SICK']),
  })
  .refine((period) => period.till === null || period.till >= period.from, {
    error: COVERAGE_MESSAGES.insuredPeriodOrder,
    path: ['till'],
  });

export const coveragePolicy = z.strictObject({
  type: z.enum(COVERAGE_POLICY_TYPES),
  defaultPolicyNumber: nonEmptyString().max(100),
});

/**
 * UVGZ, the supplementary accident insurance (issue 13, C5 / C8): pays on the accident days UVG pays (from the 3rd
 * day after the accident date) on the insured earnings above the UVG maximum (148 200), at `coverage` %, up to
 * `maxInsuredSalary` (null = the whole salary). The amount follows C2 (divisor of the configuration, half-up to the
 * Rappen). The employee's own UVGZ policy number wins over `defaultPolicyNumber`.
 */
export const uvgzCoverage = z.strictObject({
  defaultPolicyNumber: nonEmptyString().max(100),
  coverage: percentage().default(80),
  maxInsuredSalary: z
    .number({ error: COVERAGE_MESSAGES.amount })
    .positive({ error: COVERAGE_MESSAGES.amount })
    .multipleOf(0.01, { error: COVERAGE_MESSAGES.amount })
    .refine((value) => value > UVG_MAX_INSURED_EARNINGS_CHF, { error: COVERAGE_MESSAGES.uvgzMaxInsuredSalary })
    .nullable()
    .default(null),
});
export type UvgzCoverage = z.infer<typeof uvgzCoverage>;

const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: readonly T[]) =>
    new Set(items.map(key)).size === items.length;

/** The fields every coverage configuration has, whatever its kind. */
const coverageBase = {
  appliesTo: appliesTo.default({ companySubunitId: null, processingGroupId: null }),
  insuredPeriod,
  policies: z
    .array(coveragePolicy)
    .min(1)
    .refine(
      uniqueBy((policy: z.infer<typeof coveragePolicy>) => policy.type),
      { error: COVERAGE_MESSAGES.duplicatePolicyType },
    ),
  eligibleWageTypes: z
    .array(nonEmptyString().max(100))
    .min(1)
    .max(1000)
    .refine(
      uniqueBy((id: string) => id),
      { error: COVERAGE_MESSAGES.duplicateWageType },
    ),
  /** C2 (configurable): 365 or 360. */
  dailyRateDivisor: z.union(DAILY_RATE_DIVISORS.map((value) => z.literal(value))).default(365),
  /** C8 / C14: the policy's maximum insured annual salary in CHF (default 250 000). */
  maxInsuredSalary: z
    .number({ error: COVERAGE_MESSAGES.amount })
    .positive({ error: COVERAGE_MESSAGES.amount })
    .multipleOf(0.01, { error: COVERAGE_MESSAGES.amount })
    .default(250_000),
  /** C9 (configurable): the LFZ scale; lfzDuration of a SIMPLE coverage overrides it with fixed days. */
  continuationOfPaymentScale: z.enum(CONTINUATION_OF_PAYMENT_SCALES).default('BERN'),
  /** C15: months of full fitness after which a new incapacity is a new case rather than a relapse. */
  relapseWindowMonths: z.number().int().min(0).max(120).default(12),
  /** UVGZ for the employees and period of this configuration; null = no supplementary accident cover. */
  uvgzCoverage: uvgzCoverage.nullable().default(null),
} as const;

/**
 * The six numbers of a SIMPLE coverage (spec: shorttermDuration, shorttermCoverage, lfzDuration, lfzCoverage,
 * maxDuration, maxCoverage). Meaning (docs/domain/coverage-configuration.md):
 * - shorttermDuration: the waiting period in case days (C11, C14 default 30); case days up to it are short-term risk;
 *   0 = no waiting period, the coverage pays from case day 1.
 * - shorttermCoverage: % of the insured salary a short-term cover (KAV / KTG_KOMBI with FTA) pays for those days.
 * - lfzDuration: days of employer continuation of pay per service year; null = the configured scale (C9).
 * - lfzCoverage: % of the salary the employer continues to pay inside LFZ (wage-cut reports, C10).
 * - maxDuration: the maximum (C7, default 720), counted as maxDurationCounts says.
 * - maxCoverage: the KTG coverage % after the waiting period (C2, C14 default 80).
 */
export const simpleCoverages = z.strictObject({
  shorttermDuration: waitingDays().default(30),
  shorttermCoverage: percentage().default(80),
  lfzDuration: positiveDays().nullable().default(null),
  lfzCoverage: percentage().default(100),
  maxDuration: positiveDays().default(720),
  maxCoverage: percentage().default(80),
});

/** From case day `start` on, the coverage is `coverage` % instead of maxCoverage (issue 5: reimbursement CALCULATION). */
export const simpleCalculations = z.strictObject({
  start: positiveDays(),
  coverage: percentage(),
});

export const simpleCoverageConfiguration = z
  .strictObject({
    kind: z.literal('SIMPLE'),
    ...coverageBase,
    coverages: simpleCoverages,
    calculations: simpleCalculations.nullable().default(null),
    /** C6 / C14: days below this incapacity % count for nothing (default 25). */
    minIncapacityOfWork: percentage().default(25),
    /** C15: waiting period per case (default) or per calendar year. */
    waitingPeriodScope: z.enum(WAITING_PERIOD_SCOPES).default('PER_CASE'),
    /** C7: 720 per case (default) or within a 900-day frame. */
    benefitDurationModel: z.enum(BENEFIT_DURATION_MODELS).default('PER_CASE'),
    maxDurationCounts: z.enum(MAX_DURATION_COUNTS).default('BENEFIT_DAYS'),
  })
  .refine(
    (configuration) =>
      configuration.calculations === null ||
      configuration.calculations.start > configuration.coverages.shorttermDuration,
    { error: COVERAGE_MESSAGES.calculationStart, path: ['calculations', 'start'] },
  );
export type SimpleCoverageConfiguration = z.infer<typeof simpleCoverageConfiguration>;

// --- ADVANCED ------------------------------------------------------------------------------------------------------
// The declarative rule format of src/domain/sick-pay/advanced-rules.ts (meaning: docs/domain/coverage-configuration.md).
// Plain JSON data only; the references between its parts (counter ids, which decisions a table may read, depth
// and size limits) are checked by the domain's validateAdvancedRules so that the engine and the API agree.

export const ADVANCED_COVERAGE_MESSAGES = {
  ...ADVANCED_MESSAGES,
  condition: 'A condition is one of { all: [...] }, { any: [...] }, { not: ... } or { compare: { left, op, right } }',
  operand: 'An operand is one of { value: number }, { field: name } or { counter: id }',
  counterId: 'A counter id starts with a letter and holds letters, digits and _ only (at most 50)',
} as const;

const counterId = () =>
  z
    .string({ error: ADVANCED_COVERAGE_MESSAGES.counterId })
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, { error: ADVANCED_COVERAGE_MESSAGES.counterId });

export const ruleOperand = z.union(
  [
    z.strictObject({ value: z.number().finite() }),
    z.strictObject({ field: z.enum(ADVANCED_FIELDS) }),
    z.strictObject({ counter: counterId() }),
  ],
  { error: ADVANCED_COVERAGE_MESSAGES.operand },
);

/**
 * How deep a configuration's JSON may nest. Zod checks a rule condition by recursion, so `{not: {not: …}}` a few
 * thousand levels deep (a 40 KB body) would exhaust the stack before validateAdvancedRules could refuse it
 * (MAX_CONDITION_DEPTH, 8 levels). A real configuration nests about 30 levels.
 */
export const MAX_CONFIGURATION_NESTING = 64;
export const CONFIGURATION_NESTING_MESSAGE = `A configuration may nest at most ${MAX_CONFIGURATION_NESTING} levels deep`;

/** True when no object or array in `value` sits deeper than `max` levels. Iterative: deep input cannot overflow it. */
export function nestsAtMost(value: unknown, max = MAX_CONFIGURATION_NESTING): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

// A recursive schema must carry an id: the OpenAPI generator (fastify-type-provider-zod) can only refer to a cycle
// through a named component; without one it emits a $ref to a `schema0` that the document does not contain.
export const ruleCondition: z.ZodType<Condition> = z
  .lazy(() =>
    z.union(
      [
        z.strictObject({ all: z.array(ruleCondition).max(50) }),
        z.strictObject({ any: z.array(ruleCondition).max(50) }),
        z.strictObject({ not: ruleCondition }),
        z.strictObject({
          compare: z.strictObject({ left: ruleOperand, op: z.enum(COMPARISON_OPERATORS), right: ruleOperand }),
        }),
      ],
      { error: ADVANCED_COVERAGE_MESSAGES.condition },
    ),
  )
  .meta({ id: 'RuleCondition' });

export const caseCounterDefinition = z.strictObject({
  id: counterId(),
  counts: z.enum(COUNTER_EVENTS),
  scope: z.enum(COUNTER_SCOPES),
  weight: z.enum(COUNTER_WEIGHTS).default('FULL_DAY'),
  when: ruleCondition.nullable().default(null),
  role: z.enum(COUNTER_ROLES).nullable().default(null),
  limit: positiveDays().nullable().default(null),
});

const decisionTable = <T extends z.ZodType>(outcome: T) =>
  z.strictObject({
    rules: z
      .array(z.strictObject({ when: ruleCondition, outcome: outcome }))
      .max(50)
      .default([]),
    otherwise: outcome,
  });

export const advancedDecisionRules = z.strictObject({
  shorttermRisk: decisionTable(z.strictObject({ isWithinShorttermRisk: z.boolean() })),
  benefitDuration: decisionTable(z.strictObject({ isWithinBenefitDuration: z.boolean() })),
  coverage: decisionTable(
    z.strictObject({ coverage: percentage(), reimbursementType: z.enum(['DAILY_ALLOWANCE', 'CALCULATION']) }),
  ),
  continuationOfPayment: decisionTable(
    z.strictObject({ isWithinContinuationOfPayment: z.boolean(), coverage: percentage() }),
  ),
});

export const advancedCoverageConfiguration = z
  .strictObject({
    kind: z.literal('ADVANCED'),
    ...coverageBase,
    /** C6 / C14: days below this incapacity % count for nothing (default 25). */
    minIncapacityOfWork: percentage().default(25),
    /** C7 frame model: a new case opens a frame of this many days (900); null = no frame. */
    benefitFrame: z.strictObject({ days: positiveDays() }).nullable().default(null),
    caseCounterDefinitions: z.array(caseCounterDefinition).max(50),
    decisionRules: advancedDecisionRules,
  })
  .superRefine((configuration, ctx) => {
    for (const issue of validateAdvancedRules(configuration)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type AdvancedCoverageConfigurationContract = z.infer<typeof advancedCoverageConfiguration>;

/** A coverage configuration of either kind. */
export const coverageConfiguration = z.discriminatedUnion('kind', [
  simpleCoverageConfiguration,
  advancedCoverageConfiguration,
]);
export type CoverageConfiguration = z.infer<typeof coverageConfiguration>;
export type CoverageConfigurationInput = z.input<typeof coverageConfiguration>;
