// Tenant configuration (tenant.ts), the whole of it: the sections (tenant-sections.ts) in one schema, and the
// checks across sections (unique ids, appliesTo naming configured units, overlapping coverages, the spec's
// insured-product guidance).
import { z } from 'zod';
import { nonEmptyString } from './common.ts';
import { CORRESPONDENCE_LANGUAGE_CODES, GRAPE_CONNECT_DATA_UPLOAD_TYPES } from './configuration-enums.ts';
import type { AppliesTo } from './coverage.ts';
import {
  analyticsConfiguration,
  CONFIGURATION_LIST_MAX,
  careConfiguration,
  companySubunit,
  fileUploadConfigurationEntry,
  insuranceConfiguration,
  processingGroup,
  TENANT_MESSAGES,
  wageTypeMapping,
} from './tenant-sections.ts';

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
  analyticsConfiguration: analyticsConfiguration.default({ minimumGroupSize: 5 }),
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

export const tenantConfiguration = tenantConfigurationShape
  .superRefine((config, context) => {
    for (const issue of [
      ...referenceIssues(config),
      ...overlappingCoverageIssues(config),
      ...productGuidanceIssues(config),
    ]) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .meta({
    // One component in the OpenAPI document instead of a copy in every route that carries a configuration (six routes;
    // the document had passed 2 MB).
    id: 'TenantConfiguration',
  });
export type TenantConfiguration = z.infer<typeof tenantConfiguration>;
export type TenantConfigurationInput = z.input<typeof tenantConfiguration>;
