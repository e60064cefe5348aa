// Configuration paths as the labels the editor shows ('Coverage 1 › Short-term coverage' for
// insuranceConfiguration.coverageConfigurations.0.coverages.shorttermCoverage), so that a problem names the field
// the user sees, not the document's raw path. Paths without a known label stay as they are (null).
import type { TFunction } from 'i18next';

const COVERAGE_PATH = /^insuranceConfiguration\.coverageConfigurations\.(\d+)(?:\.(.+))?$/;

/** Fields of a coverage configuration (path below the coverage) -> translation key of their editor label. */
const COVERAGE_FIELD_KEYS: Readonly<Record<string, string>> = {
  'coverages.shorttermDuration': 'tenant.coverage.numbers.shorttermDuration',
  'coverages.shorttermCoverage': 'tenant.coverage.numbers.shorttermCoverage',
  'coverages.lfzDuration': 'tenant.coverage.numbers.lfzDuration',
  'coverages.lfzCoverage': 'tenant.coverage.numbers.lfzCoverage',
  'coverages.maxDuration': 'tenant.coverage.numbers.maxDuration',
  'coverages.maxCoverage': 'tenant.coverage.numbers.maxCoverage',
  minIncapacityOfWork: 'tenant.coverage.minIncapacityOfWork',
  'calculations.start': 'admin.editor.calculationStart',
  'calculations.coverage': 'admin.editor.calculationCoverage',
  calculations: 'tenant.coverage.calculations',
  dailyRateDivisor: 'tenant.coverage.dailyRateDivisor',
  maxInsuredSalary: 'tenant.coverage.maxInsuredSalary',
  continuationOfPaymentScale: 'tenant.coverage.continuationOfPaymentScale',
  relapseWindowMonths: 'tenant.coverage.relapseWindowMonths',
  waitingPeriodScope: 'tenant.coverage.waitingPeriodScope',
  benefitDurationModel: 'tenant.coverage.benefitDurationModel',
  maxDurationCounts: 'tenant.coverage.maxDurationCounts',
  'appliesTo.companySubunitId': 'admin.editor.subunit',
  'appliesTo.processingGroupId': 'admin.editor.processingGroup',
  appliesTo: 'tenant.coverage.appliesTo',
  'insuredPeriod.from': 'admin.editor.insuredFrom',
  'insuredPeriod.till': 'admin.editor.insuredTill',
  'insuredPeriod.eligibleAbsenceTypes': 'tenant.coverage.eligibleAbsenceTypes',
  insuredPeriod: 'tenant.coverage.insuredPeriod',
  policies: 'tenant.coverage.policies',
  eligibleWageTypes: 'admin.editor.eligibleWageTypes',
};

/** The label of a coverage field below a coverage ('coverages.maxDuration'), or null when it has none. */
export function coverageFieldLabel(field: string, t: TFunction): string | null {
  const exact = COVERAGE_FIELD_KEYS[field];
  if (exact) return t(exact);
  // A list entry (policies.0.type, eligibleWageTypes.2): the list's label.
  const list = field.split('.')[0] ?? '';
  return COVERAGE_FIELD_KEYS[list] && /\.\d+(\.|$)/.test(field) ? t(COVERAGE_FIELD_KEYS[list]) : null;
}

/** 'Coverage 1 › Short-term coverage' for a coverage path; null for a path without a known label. */
export function configurationPathLabel(path: string, t: TFunction): string | null {
  const match = COVERAGE_PATH.exec(path);
  if (!match) return null;
  const coverage = t('tenant.coverage.title', { number: Number(match[1]) + 1 });
  if (match[2] === undefined) return coverage;
  const field = coverageFieldLabel(match[2], t);
  return field ? `${coverage} › ${field}` : null;
}
