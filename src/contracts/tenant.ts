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
//
// This file is the public entry: the configuration's sections are in tenant-sections.ts, the whole configuration
// and its checks across sections in tenant-configuration.ts, the organisation tree in organization.ts; the calls
// (routes' bodies and results) and the tenant issues are here.
import { z } from 'zod';
import { INT32_MAX, isoDate, nonEmptyString, timestamp, uuid } from './common.ts';
import {
  CONTRACT_GENERATIONS,
  CORRESPONDENCE_LANGUAGE_CODES,
  GRAPE_CONNECT_DATA_UPLOAD_TYPES,
  GRAPE_WAGE_TYPES,
  INSURED_PRODUCTS,
  SALARY_RHYTHMS,
  WEEKEND_GAP_FILL_MODES,
} from './configuration-enums.ts';
import { CONFIGURATION_NESTING_MESSAGE, nestsAtMost } from './coverage.ts';
import { type TenantConfigurationInput, tenantConfiguration } from './tenant-configuration.ts';
import { billingAddress, companySubunitFields, ISSUE_TYPES, processingGroup, text } from './tenant-sections.ts';

export {
  ORGANIZATION_MESSAGES,
  type OrganizationUnit,
  organizationBody,
  organizationResult,
  organizationTreeIssues,
  organizationUnit,
} from './organization.ts';
export {
  type TenantConfiguration,
  type TenantConfigurationInput,
  tenantConfiguration,
} from './tenant-configuration.ts';
export {
  ABSENCE_TYPES,
  absencePeriodDefinition,
  type BillingAddress,
  billingAddress,
  type CareConfiguration,
  CONFIGURATION_LIST_MAX,
  type CompanySubunit,
  careConfiguration,
  careStageConfiguration,
  caseManagementConfiguration,
  companySubunit,
  EXPORT_ENTRY_TYPES,
  EXPORT_MIME_TYPES,
  exportAccountMapping,
  fileUploadConfigurationEntry,
  type InsuranceConfiguration,
  type InsuredProduct,
  ISSUE_TYPES,
  type IssueType,
  insuranceConfiguration,
  issueTypeConfiguration,
  type ProcessingGroup,
  predefinedExport,
  processingGroup,
  REPORT_FORMATS,
  REPORT_KINDS,
  RESET_TRIGGER_KINDS,
  reportsConfiguration,
  resetEmployeeCareStageTrigger,
  TENANT_MESSAGES,
  type WageTypeMapping,
  wageTypeMapping,
} from './tenant-sections.ts';
export {
  CONTRACT_GENERATIONS,
  CORRESPONDENCE_LANGUAGE_CODES,
  GRAPE_CONNECT_DATA_UPLOAD_TYPES,
  GRAPE_WAGE_TYPES,
  INSURED_PRODUCTS,
  SALARY_RHYTHMS,
  WEEKEND_GAP_FILL_MODES,
};

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

/**
 * POST /admin/tenant (issue 28: onboarding without a database script): what a platform admin knows of a new customer.
 * The server completes it to a valid configuration from its template (one processing group, one wage type mapping, a
 * CSV booking export, one export account mapping, a SIMPLE KTG coverage from the first of the current year), which
 * the admin then edits in the tenant's configuration (docs/decisions/0044-probe-defects-and-onboarding.md).
 */
export const createTenantBody = z
  .strictObject({
    name: nonEmptyString()
      .max(200)
      .meta({ description: 'The company name; no other tenant may have it (case and blanks ignored)' }),
    defaultCorrespondenceLanguage: z.enum(CORRESPONDENCE_LANGUAGE_CODES),
    billingAddress: billingAddress.meta({ description: "The company's address (payouts to the employer go there)" }),
    ktgPolicyNumber: nonEmptyString().max(100).meta({ description: 'The KTG policy number of the first coverage' }),
    comment: text(1000).default('').meta({ description: 'Kept with configuration version 1' }),
  })
  .meta({
    example: {
      name: 'Muster Logistik AG',
      defaultCorrespondenceLanguage: 'DE',
      billingAddress: { addressLine1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
      ktgPolicyNumber: 'KTG-2026-0815',
    },
  });
export type CreateTenantBody = z.infer<typeof createTenantBody>;

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
