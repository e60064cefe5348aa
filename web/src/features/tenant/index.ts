// Public surface of the tenant feature (other code imports only from here). Other features import it (employees,
// admin, cases, …), so it names no screen panel: the company settings are app/'s from screens/settings-company.ts.
export {
  organizationQueryOptions,
  subunitsQueryOptions,
  useOrganization,
  useSubunits,
} from './api/get-organization.ts';
export {
  tenantConfigurationQueryOptions,
  tenantInfoQueryOptions,
  useTenantConfiguration,
  useTenantInfo,
} from './api/get-tenant-configuration.ts';
export { tenantKeys } from './api/tenant-keys.ts';
export {
  type AppliesToNames,
  type AppliesToValue,
  appliesToLabel,
  appliesToNames,
  appliesToParts,
  nameWithId,
} from './applies-to.ts';
export {
  Fact,
  JsonBlock,
  NotSet,
  SectionCard,
  type Unit,
  useEnumLabel,
  useUnitFormatter,
} from './components/configuration-parts.tsx';
export { ProcessingGroupsTable, WageTypeMappingsTable } from './components/configuration-tables.tsx';
export { COVERAGE_NUMBERS, CoverageCard } from './components/coverage-card.tsx';
export { InsuranceOverview, wageTypeNamesOf } from './components/insurance-overview.tsx';
export {
  allConfigurationMessageKeys,
  configurationMessageKey,
  isKnownConfigurationMessage,
  translateConfigurationMessage,
} from './configuration-messages.ts';
export {
  configurationChangeLabel,
  configurationChangeLabels,
  configurationPathLabel,
  coverageFieldLabel,
} from './configuration-paths.ts';
export { buildOrganizationTree, type OrganizationTreeNode, unitDescription } from './organization-tree.ts';
export {
  allTenantEnumKeys,
  isTenantEnumValue,
  TENANT_ENUMS,
  type TenantEnumGroup,
  tenantEnumKey,
} from './tenant-enums.ts';
