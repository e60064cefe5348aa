// Tenant configuration (spec section 3 "Tenant", section 5 validation, section 1 insured-product guidance).
// This one schema is the truth: the admin `configure` and `validate-schema` routes parse with it, the seed builds
// its demo tenant with it, and the web's configuration editor validates inline with it.
//
// Decisions where the spec gives only names (docs/decisions/0005-tenant-configuration.md):
// - A processing group is { processingGroupId, name, salaryRhythm }; an absent spec shape, kept small.
// - exportMimeTypes are MIME types of the files accounting produces; predefinedExports name a report kind and format.
// - exportAccountMappings: entryType says which booking the accounts serve; the "two risk flags" are
//   isWithinShorttermRisk and isWithinContinuationOfPayment (null = either).
// - careConfiguration is nullable: a tenant without care has none, and resetting is refused once it has one.
// - contractGeneration CURRENT | LEGACY makes the guidance "KAV only for legacy contracts" checkable.

import { z } from 'zod';
import { ISSUE_TYPES as DOMAIN_ISSUE_TYPES } from '../domain/absences/issue-types.ts';
import { ABSENCE_TYPES as DOMAIN_ABSENCE_TYPES } from '../domain/sick-pay/types.ts';
import { isSwissPostcode, isValidUid, UID_PATTERN, validateIban } from '../domain/swiss-identifiers.ts';
import {
  buildingNumber,
  countryCode,
  hasStreetForBuildingNumber,
  INT32_MAX,
  isoDate,
  nonEmptyString,
  streetForBuildingNumberRule,
  streetName,
  timestamp,
  uuid,
} from './common.ts';
import {
  CONTRACT_GENERATIONS,
  CORRESPONDENCE_LANGUAGE_CODES,
  GRAPE_CONNECT_DATA_UPLOAD_TYPES,
  GRAPE_WAGE_TYPES,
  INSURED_PRODUCTS,
  SALARY_RHYTHMS,
  WEEKEND_GAP_FILL_MODES,
} from './configuration-enums.ts';
import { TENANT_MESSAGES } from './configuration-messages.ts';

export {
  CONTRACT_GENERATIONS,
  CORRESPONDENCE_LANGUAGE_CODES,
  GRAPE_CONNECT_DATA_UPLOAD_TYPES,
  GRAPE_WAGE_TYPES,
  INSURED_PRODUCTS,
  SALARY_RHYTHMS,
  TENANT_MESSAGES,
  WEEKEND_GAP_FILL_MODES,
};

import {
  type AppliesTo,
  appliesTo,
  CONFIGURATION_NESTING_MESSAGE,
  coverageConfiguration,
  nestsAtMost,
  positiveDays,
} from './coverage.ts';

/** The spec's absence types (section 3 "Absence"); the engine owns the list. */
export const ABSENCE_TYPES = DOMAIN_ABSENCE_TYPES;
/** The spec's data issue types (section 9); the domain owns the list. */
export const ISSUE_TYPES = DOMAIN_ISSUE_TYPES;
export const REPORT_KINDS = [
  'daily-allowance-or-wage-cut',
  'bookings',
  'leaving-and-wage-cuts',
  'pension-fund-exemption',
  'departures',
  'starting-wage-cuts',
] as const;
export const REPORT_FORMATS = ['XLSX', 'PDF'] as const;
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
const text = (max = 500) => z.string().trim().max(max);
const flag = (value: boolean) => z.boolean().default(value);

// --- Addresses and organisation units ------------------------------------------------------------------------------

const billingAddressFields = {
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

const hasSwissPostcodeIfDomestic = (address: { country: string; postalCode: string }) =>
  !['CH', 'LI'].includes(address.country) || isSwissPostcode(address.postalCode);
const swissPostcodeRule = { error: TENANT_MESSAGES.postcode, path: ['postalCode'] };

/**
 * Billing address: addressLine1, addressLine2, postalCode, city, country, iban, uid (spec section 3), plus the
 * structured streetName and buildingNumber that payment files need (docs/decisions/0032-structured-addresses.md).
 */
export const billingAddress = z
  .strictObject(billingAddressFields)
  .refine(hasSwissPostcodeIfDomestic, swissPostcodeRule)
  .refine(hasStreetForBuildingNumber, streetForBuildingNumberRule);
export type BillingAddress = z.infer<typeof billingAddress>;

const companySubunitFields = {
  companySubunitId: nonEmptyString().max(100),
  name: text(200).nullable().default(null),
  ...billingAddressFields,
};

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
});

export const careConfiguration = z.strictObject({
  keyContactEmail: email(),
  careStageConfiguration,
  caseManagementConfiguration: caseManagementConfiguration.default({
    isCaseManagementEnabled: false,
    suggestAfterAbsenceDays: 30,
    caseManagerEmails: [],
  }),
  isEmailNotificationsEnabled: flag(true),
  /** null: care is shown to every user whose role allows it; a list: only to these users (e-mail addresses). */
  displayGrapeCareForSpecificUsers: uniqueList(email()).nullable().default(null),
  /** Create Superior users from the employees' SUPERIOR connections (dynamic creation of superior users). */
  isDynamicSuperiorUserCreationEnabled: flag(false),
});
export type CareConfiguration = z.infer<typeof careConfiguration>;

// --- The whole configuration ---------------------------------------------------------------------------------------

const tenantConfigurationShape = z.strictObject({
  name: nonEmptyString().max(200),
  defaultCorrespondenceLanguage: z.enum(CORRESPONDENCE_LANGUAGE_CODES).default('DE'),
  processingGroups: z.array(processingGroup).max(CONFIGURATION_LIST_MAX).default([]),
  companySubunits: z.array(companySubunit).max(CONFIGURATION_LIST_MAX).default([]),
  fileUploadConfiguration: z.array(fileUploadConfigurationEntry).max(CONFIGURATION_LIST_MAX).default([]),
  grapeConnectDataUploadType: z.enum(GRAPE_CONNECT_DATA_UPLOAD_TYPES).default('EMPLOYEE_AND_ABSENCE_DATA'),
  wageTypeMappings: z
    .array(wageTypeMapping)
    .min(1, { error: 'At least one wage type mapping is required' })
    .max(CONFIGURATION_LIST_MAX),
  insuranceConfiguration,
  careConfiguration: careConfiguration.nullable().default(null),
});

type Shape = z.infer<typeof tenantConfigurationShape>;
type Issue = { path: (string | number)[]; message: string };

function duplicates<T>(items: readonly T[], key: (item: T) => string) {
  const seen = new Set<string>();
  const found: { index: number; value: string }[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) found.push({ index, value });
    seen.add(value);
  });
  return found;
}

const appliesToKey = (target: AppliesTo) => `${target.companySubunitId ?? '*'}|${target.processingGroupId ?? '*'}`;

/** References and uniqueness across sections: ids must be unique and appliesTo must name configured units. */
function referenceIssues(config: Shape): Issue[] {
  const issues: Issue[] = [];
  const subunitIds = new Set(config.companySubunits.map((unit) => unit.companySubunitId));
  const groupIds = new Set(config.processingGroups.map((group) => group.processingGroupId));
  for (const { index, value } of duplicates(config.companySubunits, (unit) => unit.companySubunitId)) {
    issues.push({
      path: ['companySubunits', index, 'companySubunitId'],
      message: TENANT_MESSAGES.duplicate('companySubunitId', value),
    });
  }
  for (const { index, value } of duplicates(config.processingGroups, (group) => group.processingGroupId)) {
    issues.push({
      path: ['processingGroups', index, 'processingGroupId'],
      message: TENANT_MESSAGES.duplicate('processingGroupId', value),
    });
  }
  for (const { index, value } of duplicates(config.fileUploadConfiguration, (entry) => entry.key)) {
    issues.push({ path: ['fileUploadConfiguration', index, 'key'], message: TENANT_MESSAGES.duplicate('key', value) });
  }
  for (const { index, value } of duplicates(config.insuranceConfiguration.predefinedExports, (entry) => entry.key)) {
    issues.push({
      path: ['insuranceConfiguration', 'predefinedExports', index, 'key'],
      message: TENANT_MESSAGES.duplicate('key', value),
    });
  }
  for (const { index, value } of duplicates(
    config.wageTypeMappings,
    (mapping) => `${mapping.wageTypeId}@${appliesToKey(mapping.appliesTo)}`,
  )) {
    issues.push({
      path: ['wageTypeMappings', index, 'wageTypeId'],
      message: TENANT_MESSAGES.duplicate('wage type mapping', value.replace('@', ' for ')),
    });
  }
  const checkAppliesTo = (target: AppliesTo, path: (string | number)[]) => {
    if (target.companySubunitId !== null && !subunitIds.has(target.companySubunitId)) {
      issues.push({
        path: [...path, 'companySubunitId'],
        message: TENANT_MESSAGES.unknownSubunit(target.companySubunitId),
      });
    }
    if (target.processingGroupId !== null && !groupIds.has(target.processingGroupId)) {
      issues.push({
        path: [...path, 'processingGroupId'],
        message: TENANT_MESSAGES.unknownProcessingGroup(target.processingGroupId),
      });
    }
  };
  const appliesToSections: [readonly { appliesTo: AppliesTo }[], (string | number)[]][] = [
    [config.wageTypeMappings, ['wageTypeMappings']],
    [config.fileUploadConfiguration, ['fileUploadConfiguration']],
    [config.insuranceConfiguration.exportAccountMappings, ['insuranceConfiguration', 'exportAccountMappings']],
  ];
  for (const [entries, path] of appliesToSections) {
    entries.forEach((entry, index) => {
      checkAppliesTo(entry.appliesTo, [...path, index, 'appliesTo']);
    });
  }
  const insurance = config.insuranceConfiguration;
  const wageTypeIds = new Set(config.wageTypeMappings.map((mapping) => mapping.wageTypeId));
  insurance.coverageConfigurations.forEach((coverage, index) => {
    const path = ['insuranceConfiguration', 'coverageConfigurations', index];
    checkAppliesTo(coverage.appliesTo, [...path, 'appliesTo']);
    coverage.eligibleWageTypes.forEach((wageTypeId, wageIndex) => {
      if (!wageTypeIds.has(wageTypeId)) {
        issues.push({
          path: [...path, 'eligibleWageTypes', wageIndex],
          message: TENANT_MESSAGES.unknownWageType(wageTypeId),
        });
      }
    });
  });
  return issues;
}

/** Two coverages for the same appliesTo whose insured periods overlap would make "which coverage" ambiguous. */
function overlappingCoverageIssues(config: Shape): Issue[] {
  const issues: Issue[] = [];
  const coverages = config.insuranceConfiguration.coverageConfigurations;
  const end = (till: string | null) => till ?? '9999-12-31';
  coverages.forEach((coverage, index) => {
    for (let other = 0; other < index; other++) {
      const earlier = coverages[other];
      if (!earlier || appliesToKey(earlier.appliesTo) !== appliesToKey(coverage.appliesTo)) continue;
      const overlaps =
        coverage.insuredPeriod.from <= end(earlier.insuredPeriod.till) &&
        earlier.insuredPeriod.from <= end(coverage.insuredPeriod.till);
      if (overlaps) {
        issues.push({
          path: ['insuranceConfiguration', 'coverageConfigurations', index, 'insuredPeriod'],
          message: TENANT_MESSAGES.overlappingCoverage,
        });
        return;
      }
    }
  });
  return issues;
}

/**
 * The insured-product guidance of spec section 1, enforced:
 * - KTG Kombi customers get only FTA (KTG_KOMBI stands alone; every coverage policy is FTA);
 * - FTA is for that one contract family (an FTA policy needs KTG_KOMBI);
 * - KAV only for legacy contracts;
 * - short-term plus long-term cover (KAV and KTG) -> each coverage names a KTG and a KAV policy;
 * - a KTG / KAV policy needs its product.
 */
function productGuidanceIssues(config: Shape): Issue[] {
  const issues: Issue[] = [];
  const insurance = config.insuranceConfiguration;
  const products = new Set(insurance.insuredProducts);
  const productsPath = ['insuranceConfiguration', 'insuredProducts'];
  if (products.has('KTG_KOMBI') && (products.has('KTG') || products.has('KAV'))) {
    issues.push({ path: productsPath, message: TENANT_MESSAGES.kombiAlone });
  }
  if (products.has('KAV') && insurance.contractGeneration !== 'LEGACY') {
    issues.push({ path: productsPath, message: TENANT_MESSAGES.kavLegacy });
  }
  insurance.coverageConfigurations.forEach((coverage, index) => {
    const path = ['insuranceConfiguration', 'coverageConfigurations', index, 'policies'];
    const types = new Set(coverage.policies.map((policy) => policy.type));
    const add = (message: string) => issues.push({ path, message });
    if (products.has('KTG_KOMBI') && [...types].some((type) => type !== 'FTA')) add(TENANT_MESSAGES.kombiOnlyFta);
    if (types.has('FTA') && !products.has('KTG_KOMBI')) add(TENANT_MESSAGES.ftaOnlyKombi);
    if (types.has('KAV') && !products.has('KAV')) add(TENANT_MESSAGES.kavNeedsProduct);
    if (types.has('KTG') && !products.has('KTG')) add(TENANT_MESSAGES.ktgNeedsProduct);
    if (products.has('KTG') && products.has('KAV') && !(types.has('KTG') && types.has('KAV'))) {
      add(TENANT_MESSAGES.shortAndLongTerm);
    }
  });
  return issues;
}

export const tenantConfiguration = tenantConfigurationShape.superRefine((config, context) => {
  for (const issue of [
    ...referenceIssues(config),
    ...overlappingCoverageIssues(config),
    ...productGuidanceIssues(config),
  ]) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});
export type TenantConfiguration = z.infer<typeof tenantConfiguration>;
export type TenantConfigurationInput = z.input<typeof tenantConfiguration>;

// --- Calls ---------------------------------------------------------------------------------------------------------

/** One validation problem of a configuration, addressed by its JSON path (e.g. insuranceConfiguration.coverageConfigurations.0.policies). */
export const configurationProblem = z.object({ path: z.string(), message: z.string() });

// Both configuration bodies are checked for nesting before Zod recurses into them (coverage.ts nestsAtMost).
export const validateSchemaBody = z.strictObject({
  configuration: z.unknown().refine((value) => nestsAtMost(value), { error: CONFIGURATION_NESTING_MESSAGE }),
});
export const validateSchemaResult = z.object({
  isValid: z.boolean(),
  problems: z.array(configurationProblem),
});

export const configureTenantBody = z.strictObject({
  // A preprocess step, not a refinement: a refinement runs only after the recursion it must prevent.
  configuration: z.preprocess<unknown, typeof tenantConfiguration, TenantConfigurationInput>((value, context) => {
    if (!nestsAtMost(value)) context.addIssue({ code: 'custom', message: CONFIGURATION_NESTING_MESSAGE });
    return value;
  }, tenantConfiguration),
  /** Why the configuration changes; kept with the version. */
  comment: text(1000).default(''),
  baseVersion: z
    .int()
    .min(0)
    .max(INT32_MAX)
    .optional()
    .meta({
      description:
        'The configuration version you edited (0 = none yet). When the configuration has a newer version, the save ' +
        'answers 409 REVISION_CONFLICT and changes nothing; omit it to save regardless.',
    }),
});

export const configurationActor = z.object({
  kind: z.enum(['user', 'admin', 'system']),
  id: z.string().nullable(),
  name: z.string().nullable(),
});

export const configurationVersionSummary = z.object({
  version: z.number().int().positive(),
  createdAt: timestamp(),
  createdBy: configurationActor,
  comment: z.string(),
  changedPaths: z.array(z.string()),
});

export const adminTenant = z.object({
  tenantId: uuid(),
  name: z.string(),
  defaultCorrespondenceLanguage: z.enum(CORRESPONDENCE_LANGUAGE_CODES),
  configuration: tenantConfiguration.nullable(),
  configurationVersion: configurationVersionSummary.nullable(),
});

export const configurationVersionsResult = z.object({ items: z.array(configurationVersionSummary) });

export const resetTenantResult = z.object({
  tenantId: uuid(),
  deleted: z.record(z.string(), z.number().int().min(0)),
});

export const subunitSummary = z.object({
  companySubunitId: z.string(),
  name: z.string().nullable(),
  city: z.string(),
  country: z.string(),
});

/** GET /tenant/info: what every signed-in user of the tenant may know about it. */
export const tenantInfo = z.object({
  tenantId: uuid(),
  name: z.string(),
  defaultCorrespondenceLanguage: z.enum(CORRESPONDENCE_LANGUAGE_CODES),
  isConfigured: z.boolean(),
  configurationVersion: z.number().int().positive().nullable(),
  configuredAt: timestamp().nullable(),
  grapeConnectDataUploadType: z.enum(GRAPE_CONNECT_DATA_UPLOAD_TYPES).nullable(),
  insuredProducts: z.array(z.enum(INSURED_PRODUCTS)),
  isCareConfigured: z.boolean(),
  companySubunits: z.array(subunitSummary),
  processingGroups: z.array(processingGroup),
});

/** GET /subunit: the company subunits with their billing details and their place in the organisation tree. */
export const subunitsResult = z.object({
  items: z.array(
    z.object({
      ...companySubunitFields,
      organization: z.object({ organizationId: z.string(), parentOrganizationId: z.string().nullable() }).nullable(),
    }),
  ),
});

// --- Organisation tree ---------------------------------------------------------------------------------------------

export const ORGANIZATION_MESSAGES = {
  duplicate: (id: string) => `Duplicate organizationId '${id}'`,
  unknownParent: (id: string) => `Unknown parentOrganizationId '${id}'`,
  cycle: (id: string) => `The unit '${id}' is its own ancestor: the organisation must be a tree`,
  unknownSuperior: (id: string) => `Unknown superior employee '${id}'`,
} as const;

export const organizationUnit = z.strictObject({
  organizationId: nonEmptyString().max(100),
  parentOrganizationId: nonEmptyString().max(100).nullable().default(null),
  descriptionDe: text(200).default(''),
  descriptionEn: text(200).default(''),
  descriptionFr: text(200).default(''),
  descriptionIt: text(200).default(''),
  descriptionShort: text(50).default(''),
  superior: z
    .strictObject({ employeeId: nonEmptyString().max(100), companySubunitId: nonEmptyString().max(100).nullable() })
    .nullable()
    .default(null),
});
export type OrganizationUnit = z.infer<typeof organizationUnit>;

/** The parents of a list of units must exist and never loop back. Pure, shared by the route and the web form. */
export function organizationTreeIssues(units: readonly OrganizationUnit[]): Issue[] {
  const issues: Issue[] = [];
  const byId = new Map<string, OrganizationUnit>();
  units.forEach((unit, index) => {
    if (byId.has(unit.organizationId)) {
      issues.push({
        path: ['units', index, 'organizationId'],
        message: ORGANIZATION_MESSAGES.duplicate(unit.organizationId),
      });
    }
    byId.set(unit.organizationId, unit);
  });
  units.forEach((unit, index) => {
    if (unit.parentOrganizationId !== null && !byId.has(unit.parentOrganizationId)) {
      issues.push({
        path: ['units', index, 'parentOrganizationId'],
        message: ORGANIZATION_MESSAGES.unknownParent(unit.parentOrganizationId),
      });
      return;
    }
    const seen = new Set<string>([unit.organizationId]);
    let parent = unit.parentOrganizationId;
    while (parent !== null) {
      if (seen.has(parent)) {
        issues.push({
          path: ['units', index, 'parentOrganizationId'],
          message: ORGANIZATION_MESSAGES.cycle(unit.organizationId),
        });
        return;
      }
      seen.add(parent);
      parent = byId.get(parent)?.parentOrganizationId ?? null;
    }
  });
  return issues;
}

/** Revision of the organisation tree: 0 before the first replacement, +1 with every change. */
const organizationRevision = () => z.int().min(0).max(INT32_MAX);

export const organizationBody = z
  .strictObject({
    units: z.array(organizationUnit).max(10_000),
    revision: organizationRevision()
      .optional()
      .meta({
        description:
          'The organisation revision you edited. When the tree has changed since, the replacement answers 409 ' +
          'REVISION_CONFLICT and changes nothing; omit it to replace regardless.',
      }),
  })
  .superRefine((body, context) => {
    for (const issue of organizationTreeIssues(body.units)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export const organizationResult = z.object({
  units: z.array(organizationUnit),
  updatedAt: timestamp().nullable(),
  revision: organizationRevision(),
});

// --- Tenant issues (admin) -----------------------------------------------------------------------------------------

export const tenantIssue = z.object({
  id: uuid(),
  tenantId: uuid(),
  employeeId: z.string().nullable(),
  type: z.enum(ISSUE_TYPES),
  scope: z.string(),
  scopeDate: isoDate().nullable(),
  severity: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  ignoredAt: timestamp().nullable(),
});

const severityFilter = () => z.coerce.number().int().min(1).max(3);

/** Tenant issues: severity filter 1-3, take 1-1000 default 200 (spec sections 5 and 9). */
export const adminTenantIssuesQuery = z.object({
  severity: severityFilter().optional(),
  includeIgnored: z.enum(['true', 'false']).default('false'),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(1000).default(200),
});
