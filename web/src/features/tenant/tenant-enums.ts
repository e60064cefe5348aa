// Every enum of the tenant and coverage contracts that the UI shows, with its translation group: values are
// translated under `tenant.enums.<group>.<value>` (the contract's values verbatim). A test checks all four locales.
// From the Zod-free enum modules: company settings must not load the contract's schemas (issue 10).
import {
  ABSENCE_TYPES_ELIGIBLE,
  BENEFIT_DURATION_MODELS,
  CONTINUATION_OF_PAYMENT_SCALES,
  CONTRACT_GENERATIONS,
  CORRESPONDENCE_LANGUAGE_CODES,
  COVERAGE_KINDS,
  COVERAGE_POLICY_TYPES,
  GRAPE_CONNECT_DATA_UPLOAD_TYPES,
  GRAPE_WAGE_TYPES,
  INSURED_PRODUCTS,
  MAX_DURATION_COUNTS,
  SALARY_RHYTHMS,
  WAITING_PERIOD_SCOPES,
  WEEKEND_GAP_FILL_MODES,
} from '../../../../src/contracts/configuration-enums.ts';
import { ISSUE_TYPES } from '../../../../src/domain/absences/issue-types.ts';

export const TENANT_ENUMS = {
  grapeWageType: GRAPE_WAGE_TYPES,
  insuredProduct: INSURED_PRODUCTS,
  contractGeneration: CONTRACT_GENERATIONS,
  weekendGapFillMode: WEEKEND_GAP_FILL_MODES,
  issueType: ISSUE_TYPES,
  salaryRhythm: SALARY_RHYTHMS,
  policyType: COVERAGE_POLICY_TYPES,
  waitingPeriodScope: WAITING_PERIOD_SCOPES,
  benefitDurationModel: BENEFIT_DURATION_MODELS,
  maxDurationCounts: MAX_DURATION_COUNTS,
  continuationOfPaymentScale: CONTINUATION_OF_PAYMENT_SCALES,
  eligibleAbsenceType: ABSENCE_TYPES_ELIGIBLE,
  coverageKind: COVERAGE_KINDS,
  grapeConnectDataUploadType: GRAPE_CONNECT_DATA_UPLOAD_TYPES,
  correspondenceLanguage: CORRESPONDENCE_LANGUAGE_CODES,
} as const;

export type TenantEnumGroup = keyof typeof TENANT_ENUMS;

/** Translation key of an enum value, e.g. ('insuredProduct', 'KTG') -> 'tenant.enums.insuredProduct.KTG'. */
export function tenantEnumKey(group: TenantEnumGroup, value: string): string {
  return `tenant.enums.${group}.${value}`;
}

/** Whether the value is one of the group's (a configuration edited as JSON may hold anything). */
export function isTenantEnumValue(group: TenantEnumGroup, value: unknown): value is string {
  const values: readonly string[] = TENANT_ENUMS[group];
  return typeof value === 'string' && values.includes(value);
}

/** Every translation key of every enum value (for the locale completeness test). */
export function allTenantEnumKeys(): string[] {
  return (Object.keys(TENANT_ENUMS) as TenantEnumGroup[]).flatMap((group) =>
    TENANT_ENUMS[group].map((value) => tenantEnumKey(group, value)),
  );
}
