// The coverage configurations the engine reads (SIMPLE and ADVANCED: the parsed output of src/contracts/coverage.ts,
// defaults applied) and the few names they use. This file imports nothing: types.ts (the engine's input and output),
// rule-set.ts and advanced-rules.ts (the ADVANCED interpreter) all build on it, so none of them imports another in a
// cycle. types.ts and advanced-rules.ts re-export these names, so importers keep their paths.

export type IsoDate = string;

export const REIMBURSEMENT_TYPES = ['DAILY_ALLOWANCE', 'CALCULATION'] as const;
export type ReimbursementType = (typeof REIMBURSEMENT_TYPES)[number];

export type CoveragePolicyType = 'KTG' | 'KAV' | 'FTA';

/** UVGZ of a coverage configuration (src/contracts/coverage.ts uvgzCoverage); CHF like maxInsuredSalary. */
export type UvgzCoverage = { defaultPolicyNumber: string; coverage: number; maxInsuredSalary: number | null };
export type ContinuationOfPaymentScale = 'BERN' | 'BASEL' | 'ZURICH';

export type AppliesTo = { companySubunitId: string | null; processingGroupId: string | null };

// --- Coverage configurations (the parsed output of src/contracts/coverage.ts, defaults applied) ------------------

export type CoverageBase = {
  appliesTo: AppliesTo;
  insuredPeriod: { from: IsoDate; till: IsoDate | null; eligibleAbsenceTypes: readonly ('SICK' | 'ACCIDENT')[] };
  policies: readonly { type: CoveragePolicyType; defaultPolicyNumber: string }[];
  eligibleWageTypes: readonly string[];
  dailyRateDivisor: 365 | 360;
  maxInsuredSalary: number;
  continuationOfPaymentScale: ContinuationOfPaymentScale;
  relapseWindowMonths: number;
  /** Supplementary accident cover (UVGZ) of the configuration's employees and period; absent or null = none. */
  uvgzCoverage?: UvgzCoverage | null;
};

export type SimpleCoverageConfiguration = CoverageBase & {
  kind: 'SIMPLE';
  coverages: {
    shorttermDuration: number;
    shorttermCoverage: number;
    lfzDuration: number | null;
    lfzCoverage: number;
    maxDuration: number;
    maxCoverage: number;
  };
  calculations: { start: number; coverage: number } | null;
  minIncapacityOfWork: number;
  waitingPeriodScope: 'PER_CASE' | 'PER_CALENDAR_YEAR';
  benefitDurationModel: 'PER_CASE' | 'FRAME_900_DAYS';
  maxDurationCounts: 'BENEFIT_DAYS' | 'CASE_DAYS';
};

// --- ADVANCED: counters and decision rules as plain JSON data (advanced-rules.ts evaluates them) ------------------

export const ADVANCED_FIELDS = [
  'incapacityOfWork',
  'caseDay',
  'calendarDayOfCase',
  'isRelapse',
  'isAfterLeavingDate',
  'serviceYear',
  'lfzEligible',
  'lfzScaleDays',
  'frameDay',
  'isWithinShorttermRisk',
  'isWithinBenefitDuration',
] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];

/** Fields that are decisions: readable only by the tables after the one that decides them. */
export const DECISION_FIELDS: Record<DecisionTableName, readonly AdvancedField[]> = {
  shorttermRisk: ['isWithinShorttermRisk', 'isWithinBenefitDuration'],
  benefitDuration: ['isWithinBenefitDuration'],
  coverage: [],
  continuationOfPayment: [],
};

export const COMPARISON_OPERATORS = ['lt', 'lte', 'eq', 'ne', 'gte', 'gt'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** What a counter counts: every case day, waiting days, benefit days (C7, C16) or days inside LFZ (C9). */
export const COUNTER_EVENTS = ['QUALIFYING_DAY', 'SHORTTERM_DAY', 'BENEFIT_DAY', 'CONTINUATION_DAY'] as const;
export type CounterEvent = (typeof COUNTER_EVENTS)[number];

export const COUNTER_SCOPES = ['CASE', 'CALENDAR_YEAR', 'SERVICE_YEAR', 'BENEFIT_FRAME', 'EMPLOYEE'] as const;
export type CounterScope = (typeof COUNTER_SCOPES)[number];

/** FULL_DAY: 1 per day (C6, C7); INCAPACITY: the day's incapacity %, 50 % = half a day (C9 proportional). */
export const COUNTER_WEIGHTS = ['FULL_DAY', 'INCAPACITY'] as const;
export type CounterWeight = (typeof COUNTER_WEIGHTS)[number];

/** The TAKEOVER counter that seeds a counter, and the standard counter it reports as. */
export const COUNTER_ROLES = [
  'CASE_DAYS',
  'WAITING_DAYS',
  'BENEFIT_DAYS',
  'FRAME_BENEFIT_DAYS',
  'LFZ_DAYS',
  'YEAR_WAITING_DAYS',
] as const;
export type CounterRole = (typeof COUNTER_ROLES)[number];

export const DECISION_TABLES = ['shorttermRisk', 'benefitDuration', 'coverage', 'continuationOfPayment'] as const;
export type DecisionTableName = (typeof DECISION_TABLES)[number];

export type Operand = { value: number } | { field: AdvancedField } | { counter: string };
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { compare: { left: Operand; op: ComparisonOperator; right: Operand } };

export type CounterDefinition = {
  id: string;
  counts: CounterEvent;
  scope: CounterScope;
  weight: CounterWeight;
  when: Condition | null;
  role: CounterRole | null;
  /** For display: the counter's maximum (remaining = limit - value). */
  limit: number | null;
};

export type DecisionTable<T> = { rules: { when: Condition; outcome: T }[]; otherwise: T };

export type AdvancedDecisionRules = {
  shorttermRisk: DecisionTable<{ isWithinShorttermRisk: boolean }>;
  benefitDuration: DecisionTable<{ isWithinBenefitDuration: boolean }>;
  coverage: DecisionTable<{ coverage: number; reimbursementType: ReimbursementType }>;
  continuationOfPayment: DecisionTable<{ isWithinContinuationOfPayment: boolean; coverage: number }>;
};

export type AdvancedCoverageConfiguration = CoverageBase & {
  kind: 'ADVANCED';
  /** C6: days below this incapacity % count for nothing. */
  minIncapacityOfWork: number;
  /** C7 frame model: the benefit frame opened by a new case, in days (900); null = no frame. */
  benefitFrame: { days: number } | null;
  caseCounterDefinitions: CounterDefinition[];
  decisionRules: AdvancedDecisionRules;
};

export type CoverageConfiguration = SimpleCoverageConfiguration | AdvancedCoverageConfiguration;
