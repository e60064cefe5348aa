// "Why this amount?" in plain language: every explanation step the sick-pay engine writes (src/domain/sick-pay/*.ts,
// `step(conventionId, rule, inputs, result)`) has an entry here that names it (`id`), picks the sentence that fits
// its outcome (`variant`) and formats the step's inputs for that sentence (CHF, %, dates, translated codes). The
// sentences are `cases.explanation.rules.<id>.<variant>` in the four locale files. A step this table does not know
// (an engine newer than the web) falls back to a neutral sentence showing its inputs and result. Units as the engine
// writes them (src/domain/sick-pay/types.ts): computed money in integer Rappen, a manual correction's amounts in
// CHF, percentages in percent points, dates 'YYYY-MM-DD'. explanation-rules.test.ts reads the engine's source and
// fails when a step has no entry here, or an entry has no sentence in a language.
import type { TFunction } from '../../lib/translator.ts';

export type StepValue = string | number | boolean | null;
export type ExplanationStepInput = {
  conventionId: string;
  rule: string;
  inputs: Record<string, StepValue>;
  result: StepValue;
};

/** The formatters a sentence needs (useFormatters gives them bound to the UI language). */
export type StepFormatters = {
  chf: (rappen: number) => string;
  percent: (percentPoints: number, options?: { maximumFractionDigits?: number }) => string;
  number: (value: number, options?: { maximumFractionDigits?: number }) => string;
  date: (isoDate: string) => string;
  month: (isoMonth: string) => string;
};

type Values = Record<string, string | number>;

type RuleSpec = {
  id: string;
  conventionId: string;
  /** The engine's rule text, exactly. */
  rule: string;
  variants: readonly string[];
  variant: (step: ExplanationStepInput) => string;
  values: (step: ExplanationStepInput, format: StepFormatters, t: TFunction) => Values;
};

const num = (value: StepValue | undefined): number => (typeof value === 'number' ? value : Number(value ?? 0));
const text = (value: StepValue | undefined): string => (value === null || value === undefined ? '' : String(value));
const isTrue = (value: StepValue | undefined) => value === true;
/** Rappen -> CHF text. */
const rappen = (format: StepFormatters, value: StepValue | undefined) => format.chf(num(value));
/** CHF (a manual correction's input) -> CHF text. */
const francs = (format: StepFormatters, value: StepValue | undefined) => format.chf(Math.round(num(value) * 100));
const percent = (format: StepFormatters, value: StepValue | undefined) =>
  format.percent(num(value), { maximumFractionDigits: 2 });
const date = (format: StepFormatters, value: StepValue | undefined) =>
  typeof value === 'string' ? format.date(value) : text(value);
const days = (format: StepFormatters, value: StepValue | undefined) =>
  format.number(num(value), { maximumFractionDigits: 2 });
/** A code translated under `cases.explanation.codes.<group>`, the code itself when unknown. */
const code = (t: TFunction, group: string, value: StepValue | undefined) =>
  t(`cases.explanation.codes.${group}.${text(value)}`, { defaultValue: text(value) });
/** A rule of the tenant's ADVANCED coverage rules: its number (index + 1), or "the default rule" (-1, -2). */
const matchedRule = (t: TFunction, value: StepValue | undefined) =>
  num(value) >= 0 ? t('cases.explanation.ruleNumber', { number: num(value) + 1 }) : t('cases.explanation.defaultRule');
const yesNo = (value: StepValue | undefined) => (isTrue(value) ? 'yes' : 'no');
const one = () => 'default';

export const EXPLANATION_RULES: readonly RuleSpec[] = [
  {
    id: 'weekendFilled',
    conventionId: 'C17',
    rule: 'weekend day filled',
    variants: ['default'],
    variant: one,
    values: (step, _format, t) => ({ mode: code(t, 'weekendFill', step.inputs.mode) }),
  },
  {
    id: 'qualifyingDay',
    conventionId: 'C6',
    rule: 'qualifying day (incapacity at or above the minimum)',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({
      incapacity: percent(format, step.inputs.incapacityOfWork),
      minimum: percent(format, step.inputs.minIncapacityOfWork),
    }),
  },
  {
    id: 'caseDay',
    conventionId: 'C1',
    rule: 'case day (calendar days from the first qualifying day)',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({
      caseDay: format.number(num(step.result)),
      caseStart: date(format, step.inputs.caseStart),
    }),
  },
  {
    id: 'relapse',
    conventionId: 'C15',
    rule: 'relapse continues the case',
    variants: ['yes', 'no'],
    variant: (step) => yesNo(step.result),
    values: () => ({}),
  },
  {
    id: 'waitingPeriod',
    conventionId: 'C11',
    rule: 'waiting period (short-term risk)',
    variants: ['waiting', 'served'],
    variant: (step) => (isTrue(step.result) ? 'waiting' : 'served'),
    values: (step, format, t) => ({
      duration: format.number(num(step.inputs.shorttermDuration)),
      scope: code(t, 'waitingPeriodScope', step.inputs.waitingPeriodScope),
      served: format.number(
        num(
          step.inputs.waitingPeriodScope === 'PER_CALENDAR_YEAR'
            ? step.inputs.waitingDaysServedInYear
            : step.inputs.waitingDaysServedInCase,
        ),
      ),
    }),
  },
  {
    id: 'benefitDuration',
    conventionId: 'C7',
    rule: 'maximum benefit duration',
    variants: ['within', 'exhausted'],
    variant: (step) => (isTrue(step.result) ? 'within' : 'exhausted'),
    values: (step, format, t) => ({
      used: format.number(num(step.inputs.usedBefore)),
      maximum: format.number(num(step.inputs.maxDuration)),
      counts: code(t, 'maxDurationCounts', step.inputs.maxDurationCounts),
      model: code(t, 'benefitDurationModel', step.inputs.benefitDurationModel),
    }),
  },
  {
    id: 'coverage',
    conventionId: 'C2',
    rule: 'coverage',
    variants: ['standard', 'calculation'],
    variant: (step) =>
      step.inputs.calculationStart !== null &&
      step.inputs.calculationStart !== undefined &&
      num(step.inputs.caseDay) >= num(step.inputs.calculationStart)
        ? 'calculation'
        : 'standard',
    values: (step, format) => ({
      coverage: percent(format, step.result),
      start: format.number(num(step.inputs.calculationStart)),
    }),
  },
  {
    id: 'continuationOfPay',
    conventionId: 'C9',
    rule: 'continuation of pay (OR 324a)',
    variants: ['within', 'outside', 'notEligible'],
    variant: (step) => (!isTrue(step.inputs.isEligible) ? 'notEligible' : isTrue(step.result) ? 'within' : 'outside'),
    values: (step, format, t) => ({
      scale: code(t, 'continuationOfPaymentScale', step.inputs.scale),
      serviceYear: format.number(num(step.inputs.serviceYear)),
      entitlement: days(format, step.inputs.entitlementDays),
      used: days(format, step.inputs.usedDaysBefore),
    }),
  },
  {
    id: 'advancedShorttermRisk',
    conventionId: 'C11',
    rule: 'ADVANCED shorttermRisk',
    variants: ['yes', 'no'],
    variant: (step) => yesNo(step.result),
    values: (step, _format, t) => ({ rule: matchedRule(t, step.inputs.matchedRule) }),
  },
  {
    id: 'advancedBenefitDuration',
    conventionId: 'C7',
    rule: 'ADVANCED benefitDuration',
    variants: ['yes', 'no'],
    variant: (step) => yesNo(step.result),
    values: (step, _format, t) => ({ rule: matchedRule(t, step.inputs.matchedRule) }),
  },
  {
    id: 'advancedCoverage',
    conventionId: 'C2',
    rule: 'ADVANCED coverage',
    variants: ['default'],
    variant: one,
    values: (step, format, t) => ({
      rule: matchedRule(t, step.inputs.matchedRule),
      coverage: percent(format, step.result),
      reimbursement: code(t, 'reimbursementType', step.inputs.reimbursementType),
    }),
  },
  {
    id: 'advancedContinuationOfPay',
    conventionId: 'C9',
    rule: 'ADVANCED continuationOfPayment',
    variants: ['yes', 'no'],
    variant: (step) => yesNo(step.result),
    values: (step, format, t) => ({
      rule: matchedRule(t, step.inputs.matchedRule),
      coverage: percent(format, step.inputs.lfzCoverage),
    }),
  },
  {
    id: 'insuredSalary',
    conventionId: 'C8',
    rule: 'insured salary (Rappen per year)',
    variants: ['standard', 'capped'],
    variant: (step) => (isTrue(step.inputs.isCapped) ? 'capped' : 'standard'),
    values: (step, format, t) => ({
      insuredSalary: rappen(format, step.result),
      annualSalary: rappen(format, step.inputs.annualSalary),
      basis: code(t, 'salaryBasis', step.inputs.basis),
    }),
  },
  {
    id: 'ktgDailyAllowance',
    conventionId: 'C2',
    rule: 'full daily allowance: salary / divisor x coverage, half-up to 0.01',
    variants: ['standard', 'exhausted'],
    variant: (step) => (isTrue(step.inputs.isBenefitExhausted) ? 'exhausted' : 'standard'),
    values: (step, format) => ({
      insuredSalary: rappen(format, step.inputs.insuredSalary),
      divisor: format.number(num(step.inputs.divisor)),
      coverage: percent(format, step.inputs.coverage),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'uvgDailyAllowance',
    conventionId: 'C5',
    rule: 'UVG daily allowance: min(salary, 148 200) / 365 x 80 %, up to 0.05, at most 324.80',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({
      insuredSalary: rappen(format, step.inputs.insuredSalary),
      maximum: format.chf(14_820_000),
      ceiling: format.chf(32_480),
      divisor: format.number(num(step.inputs.divisor)),
      coverage: percent(format, step.inputs.coverage),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'partialDay',
    conventionId: 'C3',
    rule: 'partial day: full x incapacity %, half-up to 0.01',
    variants: ['full', 'partial'],
    variant: (step) => (num(step.inputs.incapacityOfWork) >= 100 ? 'full' : 'partial'),
    values: (step, format) => ({
      full: rappen(format, step.inputs.fullDailyAllowance),
      incapacity: percent(format, step.inputs.incapacityOfWork),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'benefitStop',
    conventionId: 'C16',
    rule: 'benefit stop output % and IV deduction',
    variants: ['none', 'stopped', 'iv'],
    variant: (step) =>
      num(step.inputs.outputPercentage) < 100 ? 'stopped' : num(step.inputs.ivReduction) > 0 ? 'iv' : 'none',
    values: (step, format) => ({
      output: percent(format, step.inputs.outputPercentage),
      reason: text(step.inputs.reason) || '–',
      ivRate: rappen(format, step.inputs.ivDailyRate),
      ivReduction: rappen(format, step.inputs.ivReduction),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'uvgzBenefitStop',
    conventionId: 'C16',
    rule: 'benefit stop output % and the IV deduction left after the UVG line',
    variants: ['none', 'stopped', 'iv'],
    variant: (step) =>
      num(step.inputs.outputPercentage) < 100 ? 'stopped' : num(step.inputs.ivReduction) > 0 ? 'iv' : 'none',
    values: (step, format) => ({
      output: percent(format, step.inputs.outputPercentage),
      ivRate: rappen(format, step.inputs.ivDailyRate),
      ivOnUvg: rappen(format, step.inputs.ivDeductedOnUvgLine),
      ivReduction: rappen(format, step.inputs.ivReduction),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'employerShareKtg',
    conventionId: 'C11',
    rule: "employer's share (80 % of the wage, informational, not claimed): wage / divisor x 80 %, half-up, x incapacity %",
    variants: ['default'],
    variant: one,
    values: (step, format) => employerShareValues(step, format),
  },
  {
    id: 'employerShareUvg',
    conventionId: 'OR 324b',
    rule: "employer's share (80 % of the wage, informational, not claimed): wage / divisor x 80 %, half-up, x incapacity %",
    variants: ['default'],
    variant: one,
    values: (step, format) => employerShareValues(step, format),
  },
  {
    id: 'payee',
    conventionId: 'C13',
    rule: 'payee',
    variants: ['employer', 'insuredPerson', 'afterLeaving'],
    variant: (step) =>
      step.result === 'EMPLOYER'
        ? 'employer'
        : typeof step.inputs.leavingDate === 'string'
          ? 'afterLeaving'
          : 'insuredPerson',
    values: (step, format) => ({ leavingDate: date(format, step.inputs.leavingDate) }),
  },
  {
    id: 'accountingMonth',
    conventionId: 'C12',
    rule: 'accounting month',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({ month: format.month(text(step.result)) }),
  },
  {
    id: 'uvgWaitingDays',
    conventionId: 'C5',
    rule: "UVG pays from the 3rd day after the accident day; the accident day and days 1-2 are the employer's (OR 324b)",
    variants: ['employer', 'insurer'],
    variant: (step) => (isTrue(step.result) ? 'employer' : 'insurer'),
    values: (step, format) => ({
      accidentDate: date(format, step.inputs.accidentDate),
      daysAfter: format.number(num(step.inputs.daysAfterAccidentDate)),
    }),
  },
  {
    id: 'uvgzExcess',
    conventionId: 'C8',
    rule: 'UVGZ insured excess: min(UVG earnings, UVGZ maximum) - 148 200 (Rappen per year)',
    variants: ['capped', 'uncapped'],
    variant: (step) => (typeof step.inputs.uvgzMaxInsuredSalary === 'number' ? 'capped' : 'uncapped'),
    values: (step, format) => ({
      earnings: rappen(format, step.inputs.uvgEarnings),
      uvgzMaximum: rappen(format, step.inputs.uvgzMaxInsuredSalary),
      uvgMaximum: rappen(format, step.inputs.uvgMaximum),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'uvgzDailyAllowance',
    conventionId: 'C5',
    rule: 'UVGZ daily allowance follows C2: excess / divisor x coverage, half-up to 0.01',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({
      excess: rappen(format, step.inputs.insuredExcess),
      divisor: format.number(num(step.inputs.divisor)),
      coverage: percent(format, step.inputs.coverage),
      result: rappen(format, step.result),
    }),
  },
  {
    id: 'lockedMonthReversal',
    conventionId: 'C12',
    rule: 'reverse the booked line of a locked month',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({ month: format.month(text(step.result)) }),
  },
  {
    id: 'lockedMonthRebooking',
    conventionId: 'C12',
    rule: 'book the recomputed claim in the first open month',
    variants: ['default'],
    variant: one,
    values: (step, format) => ({ month: format.month(text(step.result)) }),
  },
  {
    id: 'manualCorrection',
    conventionId: 'MANUAL',
    rule: 'manual correction replaces the computed claim',
    variants: ['replaced', 'added'],
    variant: (step) => (step.inputs.computedDailyAllowance === null ? 'added' : 'replaced'),
    values: (step, format) => ({
      computed: rappen(format, step.inputs.computedDailyAllowance),
      result: rappen(format, step.result),
      comment: text(step.inputs.comment) || '–',
      dailyRate: step.inputs.dailyRate === null ? '–' : francs(format, step.inputs.dailyRate),
    }),
  },
];

function employerShareValues(step: ExplanationStepInput, format: StepFormatters): Values {
  return {
    annualWage: rappen(format, step.inputs.annualWage),
    divisor: format.number(num(step.inputs.divisor)),
    coverage: percent(format, step.inputs.coverage),
    fullDailyAmount: rappen(format, step.inputs.fullDailyAmount),
    incapacity: percent(format, step.inputs.incapacityOfWork),
    result: rappen(format, step.result),
  };
}

const BY_KEY = new Map(EXPLANATION_RULES.map((spec) => [`${spec.conventionId}|${spec.rule}`, spec]));

/** The entry of a step, or undefined for a step this web does not know. */
export function ruleOf(step: Pick<ExplanationStepInput, 'conventionId' | 'rule'>): RuleSpec | undefined {
  return BY_KEY.get(`${step.conventionId}|${step.rule}`);
}

/** Every sentence key the table uses: `cases.explanation.rules.<id>.<variant>`. */
export function explanationSentenceKeys(): string[] {
  return EXPLANATION_RULES.flatMap((spec) =>
    spec.variants.map((variant) => `cases.explanation.rules.${spec.id}.${variant}`),
  );
}

/** Every title key the table uses: `cases.explanation.titles.<id>`, and the one of an unknown step. */
export function explanationTitleKeys(): string[] {
  return [
    ...EXPLANATION_RULES.map((spec) => `cases.explanation.titles.${spec.id}`),
    'cases.explanation.titles.unknown',
  ];
}

/** A value of an unknown step as text: numbers and dates formatted, booleans as yes / no. */
function genericValue(value: StepValue, format: StepFormatters, t: TFunction): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? t('cases.explanation.yes') : t('cases.explanation.no');
  if (typeof value === 'number') return format.number(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return format.date(value);
  return value;
}

export type ExplainedStep = {
  /** The step's convention (C1-C19, OR 324b, MANUAL). */
  conventionId: string;
  /** The entry's id; null for a step this web does not know. */
  ruleId: string | null;
  /** The step's plain title ("Waiting period"), shown first; the convention only in its tooltip (decision 0042). */
  title: string;
  sentence: string;
};

/** One step as a sentence in the UI language. */
export function explainStep(step: ExplanationStepInput, format: StepFormatters, t: TFunction): ExplainedStep {
  const spec = ruleOf(step);
  if (spec) {
    const variant = spec.variant(step);
    return {
      conventionId: step.conventionId,
      ruleId: spec.id,
      title: t(`cases.explanation.titles.${spec.id}`),
      sentence: t(`cases.explanation.rules.${spec.id}.${variant}`, spec.values(step, format, t)),
    };
  }
  const inputs = Object.entries(step.inputs)
    .map(([name, value]) => `${name}: ${genericValue(value, format, t)}`)
    .join(', ');
  return {
    conventionId: step.conventionId,
    ruleId: null,
    title: t('cases.explanation.titles.unknown'),
    sentence: t('cases.explanation.generic', {
      rule: step.rule,
      inputs: inputs || '–',
      result: genericValue(step.result, format, t),
    }),
  };
}
