// The policies screen in words (decision 0065): a policy's type by its product name, a coverage configuration as the
// facts a payroll clerk reads ("waiting period 30 days, the employer continues the pay"), and a gap as what is wrong
// and how to mend it, from its kind (never the API's English message). Pure: the texts come from the `t` given, the
// numbers in the language's Swiss format, the unit names from the lookups given.
import type { SupportedLanguage } from '../../../../src/contracts/index.ts';
import type { ApiResponse } from '../../lib/api-client.ts';
import { formatChf, formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import type { TFunction } from '../../lib/translator.ts';
import type { PolicyGapKind, PolicyType } from './policies-search.ts';

export type PoliciesOverview = ApiResponse<'policiesOverview'>;
export type PolicySummary = PoliciesOverview['policies'][number];
export type PolicyCoverage = PolicySummary['coverages'][number];
export type PolicyGap = ApiResponse<'policyGaps'>['items'][number];
export type InsuredPerson = ApiResponse<'policyInsured'>['items'][number];

/** The UVG's maximum insured earnings a year (UVV Art. 22, since 2016): UVGZ insures the earnings above it. */
export const UVG_MAX_INSURED_EARNINGS_RAPPEN = 148_200_00;

export type WordsContext = {
  t: TFunction;
  language: SupportedLanguage;
  /** A subunit's name by id (the id when the configuration does not know it). */
  subunitName: (id: string | null) => string | null;
  /** A processing group's name by id. */
  groupName: (id: string | null) => string | null;
};

/** One fact of a coverage: its label, its value in words and a test id. */
export type CoverageFact = { id: string; label: string; value: string };

/** "250000.00" -> 25000000 Rappen (the contract's chfAmount: two decimals). */
export function rappenOf(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return Math.round(Number(amount) * 100);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** The product name of a policy type: "Krankentaggeldversicherung (KTG)". */
export function policyTypeName(type: PolicyType, t: TFunction): string {
  return t(`policies.types.${type}.name`);
}

/** The short name a sentence uses: "KTG" (de, en), "IJM" (fr), "IGM" (it). */
export function policyTypeShort(type: PolicyType, t: TFunction): string {
  return t(`policies.types.${type}.short`);
}

/** Who a configuration applies to, by name: the whole company, a subunit, a processing group or both. */
export function appliesToText(
  appliesTo: { companySubunitId: string | null; processingGroupId: string | null },
  context: WordsContext,
): string {
  const { t } = context;
  const subunit = context.subunitName(appliesTo.companySubunitId);
  const group = context.groupName(appliesTo.processingGroupId);
  if (subunit && group) return t('policies.coverage.appliesBoth', { subunit, group });
  if (subunit) return t('policies.coverage.appliesSubunit', { name: subunit });
  if (group) return t('policies.coverage.appliesGroup', { name: group });
  return t('policies.coverage.wholeCompany');
}

/** The insured period: "01.01.2020 – 31.12.2026" or "from 01.01.2020, open-ended". */
export function periodText(from: string, till: string | null, t: TFunction): string {
  return till
    ? t('policies.coverage.periodRange', { from: formatDate(from), till: formatDate(till) })
    : t('policies.coverage.periodOpen', { from: formatDate(from) });
}

function days(count: number, language: SupportedLanguage, t: TFunction): string {
  return t('policies.coverage.days', { count, n: formatNumber(count, language) });
}

function percent(value: number, language: SupportedLanguage): string {
  return formatPercent(value, language);
}

/** The waiting period and who pays it: the employer (continued pay) or the insurer's short-term cover at X %. */
function waitingText(coverage: PolicyCoverage, context: WordsContext): string | null {
  const { t, language } = context;
  if (coverage.waitingPeriodDays === null) return null;
  if (coverage.waitingPeriodDays === 0) return t('policies.coverage.waitingNone');
  const period = days(coverage.waitingPeriodDays, language, t);
  if (coverage.waitingPeriodPaidBy === 'INSURER') {
    return coverage.shorttermCoveragePercent === null
      ? t('policies.coverage.waitingInsurerPlain', { days: period })
      : t('policies.coverage.waitingInsurer', {
          days: period,
          percent: percent(coverage.shorttermCoveragePercent, language),
        });
  }
  return t('policies.coverage.waitingEmployer', { days: period });
}

/** The daily allowance: X % of the insured salary, for up to N days. */
function allowanceText(coverage: PolicyCoverage, context: WordsContext): string | null {
  const { t, language } = context;
  if (coverage.coveragePercent === null) return null;
  const share = percent(coverage.coveragePercent, language);
  return coverage.maxDurationDays === null
    ? t('policies.coverage.allowance', { percent: share })
    : t('policies.coverage.allowanceFor', { percent: share, days: days(coverage.maxDurationDays, language, t) });
}

/** The continued pay: fixed days a service year, or the Bern, Basel or Zurich scale, at X %. */
function continuedPayText(coverage: PolicyCoverage, context: WordsContext): string | null {
  const { t, language } = context;
  const pay = coverage.continuationOfPayment;
  if (!pay) return null;
  const rate = pay.coveragePercent === null ? null : percent(pay.coveragePercent, language);
  if (pay.days !== null) {
    const fixed = days(pay.days, language, t);
    return rate
      ? t('policies.coverage.continuedPayDays', { days: fixed, percent: rate })
      : t('policies.coverage.continuedPayDaysPlain', { days: fixed });
  }
  const scale = t(`policies.coverage.scales.${pay.scale}`);
  return rate
    ? t('policies.coverage.continuedPayScale', { scale, percent: rate })
    : t('policies.coverage.continuedPayScalePlain', { scale });
}

/** The facts every configuration has: who it applies to and the insured period. */
function commonFacts(coverage: PolicyCoverage, context: WordsContext): CoverageFact[] {
  const { t } = context;
  return [
    { id: 'applies-to', label: t('policies.coverage.appliesTo'), value: appliesToText(coverage.appliesTo, context) },
    {
      id: 'period',
      label: t('policies.coverage.period'),
      value: periodText(coverage.insuredFrom, coverage.insuredTill, t),
    },
  ];
}

/** Whether the configuration is in force on the day: "in force on 29.11.2026" / "not in force on …". */
export function inForceText(coverage: Pick<PolicyCoverage, 'isInForce'>, date: string, t: TFunction): string {
  return t(coverage.isInForce ? 'policies.coverage.inForce' : 'policies.coverage.notInForce', {
    date: formatDate(date),
  });
}

/** A UVGZ configuration: X % of the earnings above the UVG maximum, up to its own maximum, from the 3rd day. */
function uvgzFacts(coverage: PolicyCoverage, context: WordsContext): CoverageFact[] {
  const { t, language } = context;
  const facts: CoverageFact[] = [];
  if (coverage.coveragePercent !== null) {
    facts.push({
      id: 'uvgz-benefit',
      label: t('policies.coverage.benefit'),
      value: t('policies.coverage.uvgzBenefit', {
        percent: percent(coverage.coveragePercent, language),
        uvgMax: formatChf(UVG_MAX_INSURED_EARNINGS_RAPPEN, language),
      }),
    });
  }
  facts.push({
    id: 'max-salary',
    label: t('policies.coverage.maxSalary'),
    value:
      coverage.maxInsuredSalary === null
        ? t('policies.coverage.noMaximum')
        : formatChf(rappenOf(coverage.maxInsuredSalary), language),
  });
  if (coverage.waitingPeriodDays !== null) {
    facts.push({
      id: 'uvgz-start',
      label: t('policies.coverage.start'),
      value: t('policies.coverage.uvgzStart', { day: coverage.waitingPeriodDays + 1 }),
    });
  }
  return facts;
}

/** A sickness configuration (KTG, KAV, FTA): SIMPLE field by field; ADVANCED says its rules decide. */
function sicknessFacts(coverage: PolicyCoverage, context: WordsContext): CoverageFact[] {
  const { t, language } = context;
  const facts: CoverageFact[] = [];
  const add = (id: string, label: string, value: string | null) => {
    if (value !== null) facts.push({ id, label: t(label), value });
  };
  if (coverage.kind === 'ADVANCED') {
    add('rules', 'policies.coverage.rules', t('policies.coverage.advanced'));
  } else {
    add('waiting', 'policies.coverage.waiting', waitingText(coverage, context));
    add('allowance', 'policies.coverage.dailyAllowance', allowanceText(coverage, context));
  }
  add('continued-pay', 'policies.coverage.continuedPay', continuedPayText(coverage, context));
  add(
    'max-salary',
    'policies.coverage.maxSalary',
    coverage.maxInsuredSalary === null ? null : formatChf(rappenOf(coverage.maxInsuredSalary), language),
  );
  add(
    'min-incapacity',
    'policies.coverage.minIncapacity',
    coverage.minIncapacityOfWork === null
      ? null
      : t('policies.coverage.minIncapacityValue', { percent: percent(coverage.minIncapacityOfWork, language) }),
  );
  return facts;
}

/** One coverage configuration behind a policy as facts in words (whether it is in force: inForceText). */
export function coverageFacts(policyType: PolicyType, coverage: PolicyCoverage, context: WordsContext): CoverageFact[] {
  const specific = policyType === 'UVGZ' ? uvgzFacts(coverage, context) : sicknessFacts(coverage, context);
  return [...commonFacts(coverage, context), ...specific];
}

/** What a policy is, in a sentence: its source and, for UVG, what the law insures. */
export function policyNote(
  policy: Pick<PolicySummary, 'policyType' | 'source'>,
  t: TFunction,
  language: SupportedLanguage,
): string {
  if (policy.policyType === 'UVG') {
    // UVG Art. 15-17: 80 % of the insured earnings from the 3rd day after the accident, up to the maximum a year.
    return t('policies.card.uvgNote', {
      percent: percent(80, language),
      max: formatChf(UVG_MAX_INSURED_EARNINGS_RAPPEN, language),
    });
  }
  if (policy.source === 'EMPLOYEE_RECORDS') return t('policies.card.recordsNote');
  if (policy.policyType === 'UVGZ') return t('policies.card.uvgzNote');
  return t('policies.card.configurationNote');
}

/** The gap in words: what is wrong (with the policy's type and number) and how to mend it. */
export function gapTexts(
  gap: Pick<PolicyGap, 'kind' | 'policyType' | 'policyNumber'>,
  date: string,
  t: TFunction,
): { problem: string; remedy: string } {
  const kind: PolicyGapKind = gap.kind;
  const values = {
    type: policyTypeShort(gap.policyType, t),
    number: gap.policyNumber ?? '',
    date: formatDate(date),
  };
  // A missing UVG number is its own case: no configuration can supply it, the record must name it.
  const key = kind === 'NO_POLICY' && gap.policyType === 'UVG' ? 'NO_POLICY_UVG' : kind;
  return {
    problem: t(`policies.gaps.problem.${key}`, values),
    remedy: t(`policies.gaps.remedy.${key}`, values),
  };
}

/** "Meier, Anna", or the employee id when the record has no names. */
export function personName(person: { firstName: string | null; lastName: string | null; employeeId: string }) {
  return [person.lastName, person.firstName].filter(Boolean).join(', ') || person.employeeId;
}
