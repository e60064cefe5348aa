// Policies (issue 33 scope 1; decision 0065): the tenant's policies on a day, who is insured under each, and the gaps.
// One read of the records valid on the day (the columns and the record's policy list, never the whole record), then
// the pure rules of src/domain/policies/insured-policies.ts. The tenant's configuration is the current version.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  POLICY_GAP_KINDS,
  policiesOverview,
  policyCoverage,
  policyGapItem,
  policyGapsPage,
  policyGapsQuery,
  policyInsuredPage,
  policyInsuredQuery,
} from '../../../contracts/policies.ts';
import { type TenantConfiguration, tenantConfiguration } from '../../../contracts/tenant-configuration.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { chf } from '../../../domain/money.ts';
import {
  type EmployeePolicyFacts,
  type InsuredUnder,
  isKnownPolicy,
  type PolicyGap,
  type PolicyIndex,
  type PolicyKind,
  policyIndex,
  resolveEmployeePolicies,
  waitingPeriodPaidBy,
} from '../../../domain/policies/insured-policies.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { tenantFactsOf, todayInZurich } from '../derivation/index.ts';

type GapKind = (typeof POLICY_GAP_KINDS)[number];
type Coverage = z.infer<typeof policyCoverage>;

type PersonRow = {
  employee_id: string;
  personnel_number: string;
  first_name: string;
  last_name: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  policies: EmployeePolicyFacts['policies'] | null;
};

type Person = {
  row: PersonRow;
  insured: InsuredUnder[];
  gaps: PolicyGap[];
};

function likeOf(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The records valid on the day of employees employed on it (date of employment on or before, leaving date on or
 * after), in the lists' order: last name, first name, personnel number. Only the record's policy list leaves the JSON.
 */
async function peopleOn(tx: Queryable, tenantId: string, date: string, search?: string): Promise<PersonRow[]> {
  const filters: SQL[] = [];
  if (search) filters.push(sql`and r.search_text like ${likeOf(search)}`);
  return rowsOf<PersonRow>(
    tx,
    sql`select r.employee_id, r.personnel_number, r.first_name, r.last_name, r.company_subunit_id,
          r.processing_group_id, r.data->'policies' as policies
        from employee_records r
        where r.tenant_id = ${tenantId} and r.valid_from <= ${date}::date
          and (r.valid_to is null or r.valid_to >= ${date}::date)
          and (r.date_of_employment is null or r.date_of_employment <= ${date}::date)
          and (r.leaving_date is null or r.leaving_date >= ${date}::date)
          ${sql.join(filters, sql` `)}
        order by r.last_name, r.first_name, r.personnel_number, r.employee_id`,
  );
}

type Loaded = { configuration: TenantConfiguration | null; index: PolicyIndex; people: Person[]; date: string };

/** The current configuration, parsed (defaults applied); null without a valid one (then nobody is insured). */
async function currentConfiguration(tx: Queryable, tenantId: string): Promise<TenantConfiguration | null> {
  const current = await currentConfigurationVersion(tx, tenantId);
  const parsed = current ? tenantConfiguration.safeParse(current.configuration) : null;
  return parsed?.success ? parsed.data : null;
}

async function load(tx: Queryable, tenantId: string, date: string, search?: string): Promise<Loaded> {
  const configuration = await currentConfiguration(tx, tenantId);
  const facts = configuration ? tenantFactsOf(configuration) : null;
  const index = policyIndex(facts?.coverageConfigurations ?? [], facts?.insuredProducts ?? [], date);
  const rows = await peopleOn(tx, tenantId, date, search);
  const people = rows.map((row) => {
    const resolved = resolveEmployeePolicies(index, {
      employeeId: row.employee_id,
      companySubunitId: row.company_subunit_id,
      processingGroupId: row.processing_group_id,
      policies: Array.isArray(row.policies) ? row.policies : [],
    });
    return { row, ...resolved };
  });
  return { configuration, index, people, date };
}

const personOf = (row: PersonRow) => ({
  employeeId: row.employee_id,
  personnelNumber: row.personnel_number,
  firstName: row.first_name,
  lastName: row.last_name,
  companySubunitId: row.company_subunit_id,
  processingGroupId: row.processing_group_id,
});

/** The gap in a sentence (English, for API users; the screens say it from the kind in the user's language). */
export function gapMessage(gap: PolicyGap, date: string): string {
  const policy = `${gap.policyType} policy ${gap.policyNumber ?? ''}`.trim();
  const configurations = gap.coverageConfigurationIds.join(', ');
  switch (gap.kind) {
    case 'NO_POLICY':
      return gap.policyType === 'UVG'
        ? "The record names no UVG policy; accident insurance is compulsory. Add the UVG policy number to the employee's record."
        : `No ${gap.policyType} policy: neither the record nor a coverage configuration for the employee's subunit and ` +
            `processing group on ${date} names one. Add the policy number to the record, or a coverage configuration that applies.`;
    case 'POLICY_NOT_FOUND':
      return `The ${policy} is not in the configuration. Correct the number on the record, or add the policy to a coverage configuration.`;
    case 'GROUP_MISMATCH':
      return `The ${policy} belongs to another subunit or processing group (${configurations}). Correct the record's number, subunit or processing group, or the configuration's appliesTo.`;
    case 'NOT_IN_FORCE':
      return `The ${policy} is not in force on ${date}: the insured period of ${configurations} does not contain the day.`;
  }
}

function coverageOf(
  configuration: TenantConfiguration,
  entry: ReturnType<typeof tenantFactsOf>['coverageConfigurations'][number],
  day: string,
  uvgz: boolean,
): Coverage {
  const coverage = entry.configuration;
  const period = coverage.insuredPeriod;
  const isInForce = period.from <= day && (period.till === null || period.till >= day);
  const base = {
    coverageConfigurationId: entry.coverageConfigurationId,
    kind: coverage.kind,
    appliesTo: coverage.appliesTo,
    insuredFrom: period.from,
    insuredTill: period.till,
    isInForce,
  };
  if (uvgz) {
    // UVGZ: from the 3rd day after the accident, on the earnings above the UVG maximum, up to its own maximum (C5, C8).
    return {
      ...base,
      waitingPeriodDays: 2,
      waitingPeriodPaidBy: 'EMPLOYER',
      shorttermCoveragePercent: null,
      coveragePercent: coverage.uvgzCoverage?.coverage ?? null,
      maxDurationDays: null,
      continuationOfPayment: null,
      maxInsuredSalary: coverage.uvgzCoverage?.maxInsuredSalary
        ? chf(coverage.uvgzCoverage.maxInsuredSalary * 100)
        : null,
      minIncapacityOfWork: null,
    };
  }
  const paidBy = waitingPeriodPaidBy(configuration.insuranceConfiguration.insuredProducts);
  const simple = coverage.kind === 'SIMPLE' ? coverage : null;
  return {
    ...base,
    waitingPeriodDays: simple?.coverages.shorttermDuration ?? null,
    waitingPeriodPaidBy: simple ? paidBy : null,
    shorttermCoveragePercent: simple && paidBy === 'INSURER' ? simple.coverages.shorttermCoverage : null,
    coveragePercent: simple?.coverages.maxCoverage ?? null,
    maxDurationDays: simple?.coverages.maxDuration ?? null,
    continuationOfPayment: {
      days: simple?.coverages.lfzDuration ?? null,
      scale: coverage.continuationOfPaymentScale,
      coveragePercent: simple?.coverages.lfzCoverage ?? null,
    },
    maxInsuredSalary: chf(Math.round(coverage.maxInsuredSalary * 100)),
    minIncapacityOfWork: simple?.minIncapacityOfWork ?? null,
  };
}

const policyKey = (type: string, policyNumber: string) => `${type}\u0000${policyNumber}`;

/** GET /policies: the policies on the day with their coverage and insured counts, and the gaps by kind. */
export async function policiesOverviewOf(
  database: Database,
  ctx: RequestContext,
  query: { date?: string | undefined },
): Promise<z.infer<typeof policiesOverview>> {
  const tenantId = requireTenantId(ctx);
  const date = query.date ?? todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const { configuration, people } = await load(tx, tenantId, date);
    type Summary = z.infer<typeof policiesOverview>['policies'][number];
    const policies = new Map<string, Summary>();
    const groups = new Map<string, { groupIds: Set<string>; businessUnits: Set<string> }>();
    const summaryOf = (type: PolicyKind, policyNumber: string, source: Summary['source']): Summary => {
      const key = policyKey(type, policyNumber);
      let summary = policies.get(key);
      if (!summary) {
        summary = {
          policyType: type,
          policyNumber,
          source,
          coverages: [],
          insuredCount: 0,
          groupIds: [],
          businessUnits: [],
        };
        policies.set(key, summary);
        groups.set(key, { groupIds: new Set(), businessUnits: new Set() });
      }
      return summary;
    };
    if (configuration) {
      for (const entry of tenantFactsOf(configuration).coverageConfigurations) {
        for (const policy of entry.configuration.policies) {
          summaryOf(policy.type, policy.defaultPolicyNumber, 'CONFIGURATION').coverages.push(
            coverageOf(configuration, entry, date, false),
          );
        }
        const uvgz = entry.configuration.uvgzCoverage;
        if (uvgz) {
          summaryOf('UVGZ', uvgz.defaultPolicyNumber, 'CONFIGURATION').coverages.push(
            coverageOf(configuration, entry, date, true),
          );
        }
      }
    }
    const byKind = new Map<GapKind, number>();
    let gapEmployees = 0;
    for (const person of people) {
      for (const insured of person.insured) {
        const summary = summaryOf(insured.policyType, insured.policyNumber, 'EMPLOYEE_RECORDS');
        summary.insuredCount += 1;
        const seen = groups.get(policyKey(insured.policyType, insured.policyNumber));
        if (insured.groupId) seen?.groupIds.add(insured.groupId);
        if (insured.businessUnit) seen?.businessUnits.add(insured.businessUnit);
      }
      if (person.gaps.length > 0) gapEmployees += 1;
      for (const gap of person.gaps) byKind.set(gap.kind, (byKind.get(gap.kind) ?? 0) + 1);
    }
    const order: Record<PolicyKind, number> = { KTG: 0, KAV: 1, FTA: 2, UVG: 3, UVGZ: 4 };
    const list = [...policies.entries()]
      .map(([key, summary]) => ({
        ...summary,
        groupIds: [...(groups.get(key)?.groupIds ?? [])].sort(),
        businessUnits: [...(groups.get(key)?.businessUnits ?? [])].sort(),
      }))
      .sort(
        (a, b) =>
          order[a.policyType] - order[b.policyType] ||
          (a.policyNumber < b.policyNumber ? -1 : a.policyNumber > b.policyNumber ? 1 : 0),
      );
    const kinds: GapKind[] = ['NO_POLICY', 'POLICY_NOT_FOUND', 'GROUP_MISMATCH', 'NOT_IN_FORCE'];
    return {
      date,
      insuredProducts: configuration?.insuranceConfiguration.insuredProducts ?? [],
      employeeCount: people.length,
      policies: list,
      gaps: {
        total: [...byKind.values()].reduce((sum, count) => sum + count, 0),
        employees: gapEmployees,
        byKind: kinds.map((kind) => ({ kind, count: byKind.get(kind) ?? 0 })),
      },
    };
  });
}

/** GET /policies/insured: who is insured under one policy on the day. 400 POLICY_NOT_FOUND for an unknown policy. */
export async function policyInsuredOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof policyInsuredQuery>,
): Promise<z.infer<typeof policyInsuredPage>> {
  const tenantId = requireTenantId(ctx);
  const date = query.date ?? todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const { index, people } = await load(tx, tenantId, date);
    const under = (person: Person) =>
      person.insured.find(
        (insured) => insured.policyType === query.policyType && insured.policyNumber === query.policyNumber,
      );
    const insured = people.flatMap((person) => {
      const found = under(person);
      return found ? [{ person, found }] : [];
    });
    if (insured.length === 0 && !isKnownPolicy(index, query.policyType, query.policyNumber)) {
      throw new AppError('POLICY_NOT_FOUND', 'Neither the configuration nor a record on the day knows this policy', {
        policyType: query.policyType,
        policyNumber: query.policyNumber,
        date,
      });
    }
    // The same fields as a record's search text (personnel number, names, id), lower case.
    const search = query.search?.toLowerCase();
    const selected = search
      ? insured.filter(({ person }) =>
          `${person.row.personnel_number} ${person.row.first_name} ${person.row.last_name} ${person.row.employee_id}`
            .toLowerCase()
            .includes(search),
        )
      : insured;
    return {
      date,
      totalCount: selected.length,
      items: selected.slice(query.skip, query.skip + query.take).map(({ person, found }) => ({
        ...personOf(person.row),
        source: found.source,
        coverageConfigurationId: found.coverageConfigurationId,
        groupId: found.groupId,
        businessUnit: found.businessUnit,
      })),
    };
  });
}

/** GET /policies/gaps: the gaps on the day, one row per employee and gap, in the list order (last name first). */
export async function policyGapsOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof policyGapsQuery>,
): Promise<z.infer<typeof policyGapsPage>> {
  const tenantId = requireTenantId(ctx);
  const date = query.date ?? todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const { people } = await load(tx, tenantId, date, query.search);
    const items: z.infer<typeof policyGapItem>[] = [];
    let totalCount = 0;
    for (const person of people) {
      for (const gap of person.gaps) {
        if (query.kind && gap.kind !== query.kind) continue;
        if (query.policyType && gap.policyType !== query.policyType) continue;
        if (totalCount >= query.skip && items.length < query.take) {
          items.push({
            ...personOf(person.row),
            kind: gap.kind,
            policyType: gap.policyType,
            policyNumber: gap.policyNumber,
            coverageConfigurationIds: gap.coverageConfigurationIds,
            message: gapMessage(gap, date),
          });
        }
        totalCount += 1;
      }
    }
    return { date, totalCount, items };
  });
}
