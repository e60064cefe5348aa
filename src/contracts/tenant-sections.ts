// Tenant configuration (tenant.ts), its sections: the messages, the lists, the addresses and organisation units
// (billing address, company subunits, processing groups, file uploads, wage type mappings), the insurance
// configuration and the care configuration. tenant-configuration.ts puts them together and checks across them.
import { z } from 'zod';
import { ISSUE_TYPES as DOMAIN_ISSUE_TYPES } from '../domain/absences/issue-types.ts';
import { SWISS_CANTONS } from '../domain/analytics/cantons.ts';
import { REPORT_FORMATS, REPORT_KINDS } from '../domain/reports/report-types.ts';
import { ABSENCE_TYPES as DOMAIN_ABSENCE_TYPES } from '../domain/sick-pay/types.ts';
import { isSwissPostcode, isValidUid, UID_PATTERN, validateIban } from '../domain/swiss-identifiers.ts';
import {
  buildingNumber,
  countryCode,
  hasStreetForBuildingNumber,
  nonEmptyString,
  streetForBuildingNumberRule,
  streetName,
} from './common.ts';
import {
  CONTRACT_GENERATIONS,
  GRAPE_WAGE_TYPES,
  INSURED_PRODUCTS,
  SALARY_RHYTHMS,
  WEEKEND_GAP_FILL_MODES,
} from './configuration-enums.ts';
import { TENANT_MESSAGES } from './configuration-messages.ts';
import { appliesTo, coverageConfiguration, positiveDays } from './coverage.ts';

export { TENANT_MESSAGES };

/** The spec's absence types (section 3 "Absence"); the engine owns the list. */
export const ABSENCE_TYPES = DOMAIN_ABSENCE_TYPES;
/** The spec's data issue types (section 9); the domain owns the list. */
export const ISSUE_TYPES = DOMAIN_ISSUE_TYPES;
/** The spec's report kinds and formats (section 9); the domain owns the lists. */
export { REPORT_FORMATS, REPORT_KINDS };
export const EXPORT_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/json',
  'application/pdf',
  'application/xml',
] as const;
export const EXPORT_ENTRY_TYPES = ['DAILY_ALLOWANCE', 'CORRECTION', 'WAGE_CUT'] as const;
export const RESET_TRIGGER_KINDS = ['no-absences-in-look-back-period'] as const;

export type IssueType = (typeof ISSUE_TYPES)[number];
export type InsuredProduct = (typeof INSURED_PRODUCTS)[number];

const email = () => z.email({ error: TENANT_MESSAGES.email }).max(254);
export const text = (max = 500) => z.string().trim().max(max);
const flag = (value: boolean) => z.boolean().default(value);

// --- Addresses and organisation units ------------------------------------------------------------------------------

export const billingAddressFields = {
  addressLine1: nonEmptyString().max(200),
  addressLine2: text(200).nullable().default(null),
  streetName: streetName(),
  buildingNumber: buildingNumber(),
  postalCode: nonEmptyString().max(20),
  city: nonEmptyString().max(100),
  country: countryCode(),
  iban: z
    .string()
    .nullable()
    .default(null)
    .refine((value) => value === null || validateIban(value).ok, { error: TENANT_MESSAGES.iban }),
  uid: z
    .string()
    .nullable()
    .default(null)
    .refine((value) => value === null || UID_PATTERN.test(value), { error: TENANT_MESSAGES.uidFormat })
    .refine((value) => value === null || !UID_PATTERN.test(value) || isValidUid(value), {
      error: TENANT_MESSAGES.uidCheckDigit,
    }),
};

export const hasSwissPostcodeIfDomestic = (address: { country: string; postalCode: string }) =>
  !['CH', 'LI'].includes(address.country) || isSwissPostcode(address.postalCode);
export const swissPostcodeRule = { error: TENANT_MESSAGES.postcode, path: ['postalCode'] };

/**
 * Billing address: addressLine1, addressLine2, postalCode, city, country, iban, uid (spec section 3), plus the
 * structured streetName and buildingNumber that payment files need (docs/decisions/0032-structured-addresses.md).
 */
export const billingAddress = z
  .strictObject(billingAddressFields)
  .refine(hasSwissPostcodeIfDomestic, swissPostcodeRule)
  .refine(hasStreetForBuildingNumber, streetForBuildingNumberRule);
export type BillingAddress = z.infer<typeof billingAddress>;

export const companySubunitFields = {
  companySubunitId: nonEmptyString().max(100),
  name: text(200).nullable().default(null),
  ...billingAddressFields,
  /**
   * The canton of the subunit's workplace (ISO 3166-2:CH without 'CH-'): its public holidays are not target time in
   * the absence rate (C19, decision 0059). null: the nationwide holidays.
   */
  canton: z.enum(SWISS_CANTONS).nullable().default(null),
};

/** Analytics (issue 32, decision 0059): the smallest group whose absence figures users without health access see. */
export const analyticsConfiguration = z.strictObject({
  minimumGroupSize: z.int().min(2).max(100).default(5),
});

/** A company subunit is a billing address plus companySubunitId and an optional name. */
export const companySubunit = z
  .strictObject(companySubunitFields)
  .refine(hasSwissPostcodeIfDomestic, swissPostcodeRule)
  .refine(hasStreetForBuildingNumber, streetForBuildingNumberRule);
export type CompanySubunit = z.infer<typeof companySubunit>;

export const processingGroup = z.strictObject({
  processingGroupId: nonEmptyString().max(100),
  name: nonEmptyString().max(200),
  salaryRhythm: z.enum(SALARY_RHYTHMS).default('MONTHLY'),
});
export type ProcessingGroup = z.infer<typeof processingGroup>;

export const fileUploadConfigurationEntry = z.strictObject({
  appliesTo,
  key: nonEmptyString().max(100),
  name: nonEmptyString().max(200),
});

export const wageTypeMapping = z.strictObject({
  appliesTo,
  wageTypeId: nonEmptyString().max(100),
  description: nonEmptyString().max(200),
  grapeWageType: z.enum(GRAPE_WAGE_TYPES),
  factor: z
    .number({ error: TENANT_MESSAGES.factor })
    .gt(0, { error: TENANT_MESSAGES.factor })
    .max(10, { error: TENANT_MESSAGES.factor }),
  internalComments: text(1000).nullable().default(null),
});
export type WageTypeMapping = z.infer<typeof wageTypeMapping>;

// --- Insurance configuration ---------------------------------------------------------------------------------------

export const reportsConfiguration = z.strictObject({
  pensionFundReportingPeriod: positiveDays().default(90),
  anticipatedExpiryOfUnemploymentBenefitsPeriod: positiveDays().default(60),
  reportingObligationPeriod: positiveDays().default(30),
  continuationOfPaymentThreshold: positiveDays().default(30),
});

export const predefinedExport = z.strictObject({
  key: nonEmptyString().max(100),
  name: nonEmptyString().max(200),
  reportKind: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS).default('XLSX'),
});

export const exportAccountMapping = z.strictObject({
  appliesTo,
  accountIn: nonEmptyString().max(50),
  accountOut: nonEmptyString().max(50),
  accountOutDescription: text(200).default(''),
  absenceType: z.enum(['SICK', 'ACCIDENT']),
  entryType: z.enum(EXPORT_ENTRY_TYPES).default('DAILY_ALLOWANCE'),
  isWithinShorttermRisk: z.boolean().nullable().default(null),
  isWithinContinuationOfPayment: z.boolean().nullable().default(null),
});

export const issueTypeConfiguration = z.strictObject({
  absenceGapMaxDays: z
    .number({ error: TENANT_MESSAGES.absenceGapMaxDays })
    .int({ error: TENANT_MESSAGES.absenceGapMaxDays })
    .min(1, { error: TENANT_MESSAGES.absenceGapMaxDays })
    .max(30, { error: TENANT_MESSAGES.absenceGapMaxDays })
    .default(10),
  enabledIssueTypes: z
    .array(z.enum(ISSUE_TYPES))
    .refine((types) => new Set(types).size === types.length, { error: 'Each issue type may appear only once' })
    .default([...ISSUE_TYPES]),
});

/**
 * The most entries any list of a tenant configuration may have: far above any real employer (a large group has a
 * few hundred wage types or account mappings), far below what would make every read of the configuration slow.
 */
export const CONFIGURATION_LIST_MAX = 1000;

const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((values) => new Set(values).size === values.length, { error: 'Each value only once' });

export const insuranceConfiguration = z.strictObject({
  contractGeneration: z.enum(CONTRACT_GENERATIONS).default('CURRENT'),
  reportsConfiguration: reportsConfiguration.default({
    pensionFundReportingPeriod: 90,
    anticipatedExpiryOfUnemploymentBenefitsPeriod: 60,
    reportingObligationPeriod: 30,
    continuationOfPaymentThreshold: 30,
  }),
  insuredProducts: uniqueList(z.enum(INSURED_PRODUCTS)).min(1),
  exportMimeTypes: uniqueList(z.enum(EXPORT_MIME_TYPES)).min(1),
  predefinedExports: z.array(predefinedExport).min(1).max(CONFIGURATION_LIST_MAX),
  exportAccountMappings: z.array(exportAccountMapping).min(1).max(CONFIGURATION_LIST_MAX),
  coverageConfigurations: z.array(coverageConfiguration).min(1).max(CONFIGURATION_LIST_MAX),
  billingAddress,
  shouldFillWeekendGaps: z.enum(WEEKEND_GAP_FILL_MODES).nullable().default('FILL_IF_FRIDAY_AND_MONDAY'),
  issueTypeConfiguration: issueTypeConfiguration.default({
    absenceGapMaxDays: 10,
    enabledIssueTypes: [...ISSUE_TYPES],
  }),
});
export type InsuranceConfiguration = z.infer<typeof insuranceConfiguration>;

// --- Care configuration --------------------------------------------------------------------------------------------

export const absencePeriodDefinition = z.strictObject({
  includeAbsenceTypes: uniqueList(z.enum(ABSENCE_TYPES)).min(1).default(['SICK', 'ACCIDENT']),
  combinePeriodsWithWeekendGaps: flag(true),
  combinePeriodsWithAbsenceGapsOfType: uniqueList(z.enum(ABSENCE_TYPES)).default([]),
  combinePeriodsWithGapDurationInDays: z.number().int().min(0).max(365).default(0),
});

export const resetEmployeeCareStageTrigger = z.strictObject({
  kind: z.enum(RESET_TRIGGER_KINDS),
  includedAbsenceTypes: uniqueList(z.enum(ABSENCE_TYPES)).min(1),
  lookBackMonths: z.number().int().min(1).max(120),
});

export const careStageConfiguration = z.strictObject({
  isManualTaskCreationEnabled: flag(true),
  isUpdateCareStagesCronJobEnabled: flag(true),
  resetEmployeeCareStageTriggers: z.array(resetEmployeeCareStageTrigger).max(CONFIGURATION_LIST_MAX).default([]),
  isAutomaticTaskDismissalEnabled: flag(false),
  absencePeriodDefinition: absencePeriodDefinition.default({
    includeAbsenceTypes: ['SICK', 'ACCIDENT'],
    combinePeriodsWithWeekendGaps: true,
    combinePeriodsWithAbsenceGapsOfType: [],
    combinePeriodsWithGapDurationInDays: 0,
  }),
});

export const caseManagementConfiguration = z.strictObject({
  isCaseManagementEnabled: flag(false),
  /** Absence days after which a case is suggested for case management (0 = never suggested automatically). */
  suggestAfterAbsenceDays: z.number().int().min(0).max(730).default(30),
  caseManagerEmails: uniqueList(email()).default([]),
  /**
   * A sickness or accident absence needs a medical certificate from this day of absence on (issue 30; Swiss
   * practice: from the fourth day unless the contract says otherwise, Art. 324a OR). 1 = from the first day.
   */
  certificateRequiredFromDay: z.number().int().min(1).max(30).default(4),
  /** How long a certificate upload link sent to an employee stays valid, in days. */
  uploadLinkValidDays: z.number().int().min(1).max(30).default(7),
});

export const careConfiguration = z.strictObject({
  keyContactEmail: email(),
  careStageConfiguration,
  caseManagementConfiguration: caseManagementConfiguration.default({
    isCaseManagementEnabled: false,
    suggestAfterAbsenceDays: 30,
    caseManagerEmails: [],
    certificateRequiredFromDay: 4,
    uploadLinkValidDays: 7,
  }),
  isEmailNotificationsEnabled: flag(true),
  /** null: care is shown to every user whose role allows it; a list: only to these users (e-mail addresses). */
  displayGrapeCareForSpecificUsers: uniqueList(email()).nullable().default(null),
  /** Create Superior users from the employees' SUPERIOR connections (dynamic creation of superior users). */
  isDynamicSuperiorUserCreationEnabled: flag(false),
});
export type CareConfiguration = z.infer<typeof careConfiguration>;
