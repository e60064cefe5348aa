// Engine step 0a: the tenant's coverage configurations and wage type mappings, compiled once per tenant object (a
// pure cache: the result only depends on the tenant's data), and looked up per organisation group of a record.
import { type EpochDay, toEpochDay } from '../../dates.ts';
import { percentToPm } from '../../money.ts';
import { appliesToMatches, compareSpecificity, type ResolvedMapping, resolveMappings } from '../insured-salary.ts';
import type { CoverageConfiguration, EmployeeRecordData, TenantFacts } from '../types.ts';

export type CompiledConfiguration = {
  id: string;
  configuration: CoverageConfiguration;
  from: EpochDay;
  to: EpochDay;
  minIncapacityPm: number;
  eligibleWageTypes: ReadonlySet<string>;
  maxInsuredSalary: number;
};

export type CompiledTenant = {
  tenant: TenantFacts;
  configurations: CompiledConfiguration[];
  candidates: Map<string, CompiledConfiguration[]>;
  mappings: Map<string, Map<string, ResolvedMapping>>;
};

const compiledTenants = new WeakMap<TenantFacts, CompiledTenant>();

export function compileTenant(tenant: TenantFacts): CompiledTenant {
  const cached = compiledTenants.get(tenant);
  if (cached) return cached;
  const configurations = tenant.coverageConfigurations
    .filter(({ configuration }) => configuration.insuredPeriod.eligibleAbsenceTypes.includes('SICK'))
    .map(({ coverageConfigurationId, configuration }) => ({
      id: coverageConfigurationId,
      configuration,
      from: toEpochDay(configuration.insuredPeriod.from),
      to: configuration.insuredPeriod.till ? toEpochDay(configuration.insuredPeriod.till) : Number.POSITIVE_INFINITY,
      minIncapacityPm: percentToPm(configuration.minIncapacityOfWork),
      eligibleWageTypes: new Set(configuration.eligibleWageTypes),
      maxInsuredSalary: Math.round(configuration.maxInsuredSalary * 100),
    }))
    // The most specific appliesTo first, then the most recent insured period, then the id: never the input order.
    .sort(
      (a, b) =>
        compareSpecificity(a.configuration.appliesTo, b.configuration.appliesTo) ||
        b.from - a.from ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const compiled: CompiledTenant = { tenant, configurations, candidates: new Map(), mappings: new Map() };
  compiledTenants.set(tenant, compiled);
  return compiled;
}

function groupKey(data: EmployeeRecordData): string {
  return `${data.companySubunitId ?? ''}\u0000${data.processingGroupId ?? ''}`;
}

export function candidatesFor(tenant: CompiledTenant, data: EmployeeRecordData): CompiledConfiguration[] {
  const key = groupKey(data);
  let list = tenant.candidates.get(key);
  if (!list) {
    list = tenant.configurations.filter((c) =>
      appliesToMatches(c.configuration.appliesTo, data.companySubunitId, data.processingGroupId),
    );
    tenant.candidates.set(key, list);
  }
  return list;
}

export function mappingsFor(tenant: CompiledTenant, data: EmployeeRecordData): Map<string, ResolvedMapping> {
  const key = groupKey(data);
  let resolved = tenant.mappings.get(key);
  if (!resolved) {
    resolved = resolveMappings(tenant.tenant.wageTypeMappings, data.companySubunitId, data.processingGroupId);
    tenant.mappings.set(key, resolved);
  }
  return resolved;
}
