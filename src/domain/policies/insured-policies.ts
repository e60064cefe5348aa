// Policies (issue 33 scope 1, decision 0065): the tenant's KTG, KAV, FTA, UVG and UVGZ policies, who is insured under
// which of them on a day, and the gaps. Pure: the server reads the configuration and the employees' records valid on
// the day and passes them in.
//
// - A sickness policy (KTG, KAV, FTA) and a UVGZ policy are known when a coverage configuration names its number
//   (policies[].defaultPolicyNumber, uvgzCoverage.defaultPolicyNumber). UVG has no configuration here (the statutory
//   accident insurance is the employer's contract with its UVG insurer): its numbers are the ones the records carry.
// - On a day, an employee is insured under the policies the claims engine would book on (claims.ts coveredUnderPolicy):
//   the employee's own number of a type wins, else the applicable configuration's default. The applicable
//   configuration is the most specific one whose appliesTo matches the record's subunit and processing group and
//   whose insured period contains the day (engine-steps/tenant.ts).
// - The types an employee needs: each insured product's sickness type (KTG -> KTG, KAV -> KAV, KTG_KOMBI -> FTA) and
//   UVG, compulsory for every employee in Switzerland (UVG Art. 1a).
// - The gaps: NO_POLICY (a needed type has neither an own number nor a configured default), POLICY_NOT_FOUND (an own
//   KTG/KAV/FTA/UVGZ number no configuration knows), GROUP_MISMATCH (the number is known, but only for other subunits
//   or processing groups), NOT_IN_FORCE (the number's configuration matches the employee, but its insured period does
//   not contain the day).
import { type EpochDay, toEpochDay } from '../dates.ts';
import { appliesToMatches, compareSpecificity } from '../sick-pay/insured-salary.ts';
import type { AppliesTo, CoverageConfiguration, InsuredProduct, IsoDate } from '../sick-pay/types.ts';

export const POLICY_KINDS = ['KTG', 'KAV', 'FTA', 'UVG', 'UVGZ'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_GAP_KINDS = ['NO_POLICY', 'POLICY_NOT_FOUND', 'GROUP_MISMATCH', 'NOT_IN_FORCE'] as const;
export type PolicyGapKind = (typeof POLICY_GAP_KINDS)[number];

export type PolicySource = 'EMPLOYEE' | 'CONFIGURATION';

export type ConfigurationEntry = { coverageConfigurationId: string; configuration: CoverageConfiguration };

export type EmployeePolicyFacts = {
  employeeId: string;
  companySubunitId: string | null;
  processingGroupId: string | null;
  policies: readonly {
    policyType: string;
    policyNumber: string;
    groupId?: string | null;
    businessUnit?: string | null;
  }[];
};

/** One policy an employee is insured under on the day. */
export type InsuredUnder = {
  policyType: PolicyKind;
  policyNumber: string;
  source: PolicySource;
  /** The configuration that carries the number and applies to the employee (null for UVG). */
  coverageConfigurationId: string | null;
  groupId: string | null;
  businessUnit: string | null;
};

export type PolicyGap = {
  kind: PolicyGapKind;
  policyType: PolicyKind;
  /** The employee's number (null for NO_POLICY). */
  policyNumber: string | null;
  /** GROUP_MISMATCH / NOT_IN_FORCE: the configurations that know the number. */
  coverageConfigurationIds: string[];
};

type KnownEntry = {
  coverageConfigurationId: string;
  appliesTo: AppliesTo;
  from: EpochDay;
  to: EpochDay;
};

type Compiled = {
  id: string;
  configuration: CoverageConfiguration;
  from: EpochDay;
  to: EpochDay;
};

/** The sickness policy type each insured product calls for (spec section 1, insured-product guidance). */
export const PRODUCT_POLICY_TYPE: Record<InsuredProduct, PolicyKind> = { KTG: 'KTG', KAV: 'KAV', KTG_KOMBI: 'FTA' };

const keyOf = (type: string, policyNumber: string) => `${type}\u0000${policyNumber}`;
const isPolicyKind = (type: string): type is PolicyKind => (POLICY_KINDS as readonly string[]).includes(type);

/** The tenant's configuration compiled for one day: which numbers are known, and the configurations in force. */
export type PolicyIndex = {
  day: EpochDay;
  neededTypes: readonly PolicyKind[];
  /** type + number -> the configurations that name it (any insured period). */
  known: ReadonlyMap<string, readonly KnownEntry[]>;
  /** Configurations in force on the day, the most specific first (as the engine orders them). */
  inForce: readonly Compiled[];
  applicable: Map<string, Compiled | null>;
};

export function policyIndex(
  configurations: readonly ConfigurationEntry[],
  insuredProducts: readonly InsuredProduct[],
  date: IsoDate,
): PolicyIndex {
  const day = toEpochDay(date);
  const compiled = configurations
    .filter(({ configuration }) => configuration.insuredPeriod.eligibleAbsenceTypes.includes('SICK'))
    .map(({ coverageConfigurationId, configuration }) => ({
      id: coverageConfigurationId,
      configuration,
      from: toEpochDay(configuration.insuredPeriod.from),
      to: configuration.insuredPeriod.till ? toEpochDay(configuration.insuredPeriod.till) : Number.POSITIVE_INFINITY,
    }))
    .sort(
      (a, b) =>
        compareSpecificity(a.configuration.appliesTo, b.configuration.appliesTo) ||
        b.from - a.from ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const known = new Map<string, KnownEntry[]>();
  const add = (type: string, policyNumber: string, entry: Compiled) => {
    const key = keyOf(type, policyNumber);
    const list = known.get(key) ?? [];
    list.push({
      coverageConfigurationId: entry.id,
      appliesTo: entry.configuration.appliesTo,
      from: entry.from,
      to: entry.to,
    });
    known.set(key, list);
  };
  for (const entry of compiled) {
    for (const policy of entry.configuration.policies) add(policy.type, policy.defaultPolicyNumber, entry);
    if (entry.configuration.uvgzCoverage) add('UVGZ', entry.configuration.uvgzCoverage.defaultPolicyNumber, entry);
  }
  const neededTypes = [...new Set(insuredProducts.map((product) => PRODUCT_POLICY_TYPE[product]))];
  neededTypes.push('UVG');
  return {
    day,
    neededTypes,
    known,
    inForce: compiled.filter((entry) => entry.from <= day && day <= entry.to),
    applicable: new Map(),
  };
}

/** The configuration that applies to a subunit and processing group on the index's day (null: none). */
export function applicableConfiguration(
  index: PolicyIndex,
  companySubunitId: string | null,
  processingGroupId: string | null,
): Compiled | null {
  const key = `${companySubunitId ?? ''}\u0000${processingGroupId ?? ''}`;
  let found = index.applicable.get(key);
  if (found === undefined) {
    found =
      index.inForce.find((entry) =>
        appliesToMatches(entry.configuration.appliesTo, companySubunitId, processingGroupId),
      ) ?? null;
    index.applicable.set(key, found);
  }
  return found;
}

/** Is the type and number one a configuration names (UVG numbers are never configured)? */
export function isKnownPolicy(index: PolicyIndex, policyType: PolicyKind, policyNumber: string): boolean {
  return index.known.has(keyOf(policyType, policyNumber));
}

/** The policies one employee is insured under on the index's day, and the gaps. */
export function resolveEmployeePolicies(
  index: PolicyIndex,
  employee: EmployeePolicyFacts,
): { insured: InsuredUnder[]; gaps: PolicyGap[] } {
  const insured: InsuredUnder[] = [];
  const gaps: PolicyGap[] = [];
  const applicable = applicableConfiguration(index, employee.companySubunitId, employee.processingGroupId);
  const ownTypes = new Set<PolicyKind>();
  for (const own of employee.policies) {
    if (!isPolicyKind(own.policyType) || ownTypes.has(own.policyType)) continue;
    // The first number of a type is the one the claims engine books on (claims.ts policyOf); a second is ignored.
    ownTypes.add(own.policyType);
    const details = { groupId: own.groupId ?? null, businessUnit: own.businessUnit ?? null };
    if (own.policyType === 'UVG') {
      insured.push({
        policyType: 'UVG',
        policyNumber: own.policyNumber,
        source: 'EMPLOYEE',
        coverageConfigurationId: null,
        ...details,
      });
      continue;
    }
    const entries = index.known.get(keyOf(own.policyType, own.policyNumber));
    if (!entries) {
      gaps.push({
        kind: 'POLICY_NOT_FOUND',
        policyType: own.policyType,
        policyNumber: own.policyNumber,
        coverageConfigurationIds: [],
      });
      continue;
    }
    const matching = entries.filter((entry) =>
      appliesToMatches(entry.appliesTo, employee.companySubunitId, employee.processingGroupId),
    );
    const inForce = matching.find((entry) => entry.from <= index.day && index.day <= entry.to);
    if (inForce) {
      insured.push({
        policyType: own.policyType,
        policyNumber: own.policyNumber,
        source: 'EMPLOYEE',
        coverageConfigurationId: inForce.coverageConfigurationId,
        ...details,
      });
      continue;
    }
    gaps.push({
      kind: matching.length > 0 ? 'NOT_IN_FORCE' : 'GROUP_MISMATCH',
      policyType: own.policyType,
      policyNumber: own.policyNumber,
      coverageConfigurationIds: (matching.length > 0 ? matching : entries).map(
        (entry) => entry.coverageConfigurationId,
      ),
    });
  }
  const fromConfiguration = (type: PolicyKind): string | null => {
    if (!applicable) return null;
    if (type === 'UVGZ') return applicable.configuration.uvgzCoverage?.defaultPolicyNumber ?? null;
    return applicable.configuration.policies.find((policy) => policy.type === type)?.defaultPolicyNumber ?? null;
  };
  for (const type of [...index.neededTypes, 'UVGZ' as const]) {
    if (ownTypes.has(type)) continue;
    const policyNumber = type === 'UVG' ? null : fromConfiguration(type);
    if (policyNumber !== null && applicable) {
      insured.push({
        policyType: type,
        policyNumber,
        source: 'CONFIGURATION',
        coverageConfigurationId: applicable.id,
        groupId: null,
        businessUnit: null,
      });
    } else if (type !== 'UVGZ') {
      // UVGZ is optional cover; a needed type without a number is a gap.
      gaps.push({ kind: 'NO_POLICY', policyType: type, policyNumber: null, coverageConfigurationIds: [] });
    }
  }
  return { insured, gaps };
}

/** Who pays the case days up to the waiting period: the insurer when a short-term cover is insured (KAV, KTG Kombi). */
export function waitingPeriodPaidBy(insuredProducts: readonly InsuredProduct[]): 'EMPLOYER' | 'INSURER' {
  return insuredProducts.includes('KAV') || insuredProducts.includes('KTG_KOMBI') ? 'INSURER' : 'EMPLOYER';
}
