// Policies (issue 33 scope 1; decision 0065): the tenant's policies on a day, who is insured under each, and the gaps.
// One grouped read of the records valid on the day (subunit, processing group, policy list: the rules run per group),
// then the names of the people a page shows (src/domain/policies/insured-policies.ts; the current configuration).
import { sql } from 'drizzle-orm';
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
import type { TenantConfiguration } from '../../../contracts/tenant-configuration.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
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
};

/** The employed people on the day who share a subunit, processing group and policy list: the rules run once per group. */
type Group = {
  companySubunitId: string | null;
  processingGroupId: string | null;
  employeeIds: string[];
  insured: InsuredUnder[];
  gaps: PolicyGap[];
};

function likeOf(search: string): string {
  return `%${escapeLike(search.toLowerCase())}%`;
}

/**
 * The records valid on the day of employees employed on it (date of employment on or before, leaving date on or
 * after), optionally matching a search.
 */
const onDay = (tenantId: string, date: string, search?: string) =>
  sql`r.tenant_id = ${tenantId} and r.valid_from <= ${date}::date
    and (r.valid_to is null or r.valid_to >= ${date}::date)
    and (r.date_of_employment is null or r.date_of_employment <= ${date}::date)
    and (r.leaving_date is null or r.leaving_date >= ${date}::date)
    ${search ? sql`and r.search_text like ${likeOf(search)}` : sql``}`;

/**
 * The people on the day grouped by what the rules read (subunit, processing group, the record's policy list): a
 * tenant of 10 000 has a few hundred groups, so neither the names nor an order travel for everyone (docs/performance.md
 * "Policies").
 */
async function groupsOn(tx: Queryable, tenantId: string, date: string, search?: string) {
  return rowsOf<{
    company_subunit_id: string | null;
    processing_group_id: string | null;
    policies: EmployeePolicyFacts['policies'] | null;
    ids: string[];
  }>(
    tx,
    sql`select r.company_subunit_id, r.processing_group_id, r.data->'policies' as policies,
          array_agg(r.employee_id) as ids
        from employee_records r where ${onDay(tenantId, date, search)}
        group by 1, 2, 3`,
  );
}

/** The people of `employeeIds` on the day, in the lists' order (last name, first name, personnel number, id). */
async function peopleOf(
  tx: Queryable,
  tenantId: string,
  date: string,
  employeeIds: readonly string[],
  page?: { skip: number; take: number; search?: string | undefined },
): Promise<PersonRow[]> {
  if (employeeIds.length === 0) return [];
  return rowsOf<PersonRow>(
    tx,
    sql`select r.employee_id, r.personnel_number, r.first_name, r.last_name, r.company_subunit_id, r.processing_group_id
        from employee_records r
        where ${onDay(tenantId, date, page?.search)} and r.employee_id = any(${textArray(employeeIds)})
        order by r.last_name, r.first_name, r.personnel_number, r.employee_id
        ${page ? sql`limit ${page.take} offset ${page.skip}` : sql``}`,
  );
}

type Facts = ReturnType<typeof tenantFactsOf>;
type Loaded = {
  configuration: TenantConfiguration | null;
  facts: Facts | null;
  index: PolicyIndex;
  groups: Group[];
  date: string;
};

async function load(tx: Queryable, tenantId: string, date: string, search?: string): Promise<Loaded> {
  // Without a valid configuration nobody is insured under a sickness policy.
  const { configuration } = await currentTenantConfiguration(tx, tenantId);
  const facts = configuration ? tenantFactsOf(configuration) : null;
  const index = policyIndex(facts?.coverageConfigurations ?? [], facts?.insuredProducts ?? [], date);
  const rows = await groupsOn(tx, tenantId, date, search);
  const groups = rows.map((row) => {
    const resolved = resolveEmployeePolicies(index, {
      employeeId: '',
      companySubunitId: row.company_subunit_id,
      processingGroupId: row.processing_group_id,
      policies: Array.isArray(row.policies) ? row.policies : [],
    });
    return {
      companySubunitId: row.company_subunit_id,
      processingGroupId: row.processing_group_id,
      employeeIds: row.ids,
      ...resolved,
    };
  });
  return { configuration, facts, index, groups, date };
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
  entry: Facts['coverageConfigurations'][number],
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
    const { configuration, facts, groups } = await load(tx, tenantId, date);
    type Summary = z.infer<typeof policiesOverview>['policies'][number];
    const policies = new Map<string, Summary>();
    const seenOn = new Map<string, { groupIds: Set<string>; businessUnits: Set<string> }>();
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
        seenOn.set(key, { groupIds: new Set(), businessUnits: new Set() });
      }
      return summary;
    };
    if (configuration && facts) {
      for (const entry of facts.coverageConfigurations) {
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
    let employeeCount = 0;
    // Each group counts as many times as it has people.
    for (const group of groups) {
      const size = group.employeeIds.length;
      employeeCount += size;
      for (const insured of group.insured) {
        const summary = summaryOf(insured.policyType, insured.policyNumber, 'EMPLOYEE_RECORDS');
        summary.insuredCount += size;
        const seen = seenOn.get(policyKey(insured.policyType, insured.policyNumber));
        if (insured.groupId) seen?.groupIds.add(insured.groupId);
        if (insured.businessUnit) seen?.businessUnits.add(insured.businessUnit);
      }
      if (group.gaps.length > 0) gapEmployees += size;
      for (const gap of group.gaps) byKind.set(gap.kind, (byKind.get(gap.kind) ?? 0) + size);
    }
    const order: Record<PolicyKind, number> = { KTG: 0, KAV: 1, FTA: 2, UVG: 3, UVGZ: 4 };
    const list = [...policies.entries()]
      .map(([key, summary]) => ({
        ...summary,
        groupIds: [...(seenOn.get(key)?.groupIds ?? [])].sort(),
        businessUnits: [...(seenOn.get(key)?.businessUnits ?? [])].sort(),
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
      employeeCount,
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
    // The search narrows the grouped read itself (the records' trigram index): only the matching people are read.
    const { index, groups } = await load(tx, tenantId, date, query.search);
    const matches = (insured: InsuredUnder) =>
      insured.policyType === query.policyType && insured.policyNumber === query.policyNumber;
    const found = new Map<string, InsuredUnder>();
    for (const group of groups) {
      const under = group.insured.find(matches);
      if (under) for (const employeeId of group.employeeIds) found.set(employeeId, under);
    }
    if (found.size === 0 && !isKnownPolicy(index, query.policyType, query.policyNumber)) {
      // No configuration names it: a policy only while some record on the day carries it (UVG), search or not.
      const everyone = query.search ? (await load(tx, tenantId, date)).groups : [];
      if (!everyone.some((group) => group.insured.some(matches))) {
        throw new AppError('POLICY_NOT_FOUND', 'Neither the configuration nor a record on the day knows this policy', {
          policyType: query.policyType,
          policyNumber: query.policyNumber,
          date,
        });
      }
    }
    // Names, order and the page in SQL, for the insured only.
    const rows = await peopleOf(tx, tenantId, date, [...found.keys()], { skip: query.skip, take: query.take });
    return {
      date,
      totalCount: found.size,
      items: rows.map((row) => {
        const under = found.get(row.employee_id) as InsuredUnder;
        return {
          ...personOf(row),
          source: under.source,
          coverageConfigurationId: under.coverageConfigurationId,
          groupId: under.groupId,
          businessUnit: under.businessUnit,
        };
      }),
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
    const { groups } = await load(tx, tenantId, date, query.search);
    // The gaps the filters keep, per employee; then the names of those employees only, in the list order.
    const gapsOf = new Map<string, PolicyGap[]>();
    for (const group of groups) {
      const kept = group.gaps.filter(
        (gap) => (!query.kind || gap.kind === query.kind) && (!query.policyType || gap.policyType === query.policyType),
      );
      if (kept.length > 0) for (const employeeId of group.employeeIds) gapsOf.set(employeeId, kept);
    }
    const rows = await peopleOf(tx, tenantId, date, [...gapsOf.keys()]);
    const items: z.infer<typeof policyGapItem>[] = [];
    let totalCount = 0;
    for (const row of rows) {
      for (const gap of gapsOf.get(row.employee_id) ?? []) {
        if (totalCount >= query.skip && items.length < query.take) {
          items.push({
            ...personOf(row),
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
