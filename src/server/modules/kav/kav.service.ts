// KAV (issue 33 scope 3; decision 0069): the payroll's view of the legacy collective daily-allowance contracts. Reads
// the current configuration, the records valid on the day (only the fields KAV requires and the policy list), the
// claims of coverage line KTG grouped per month and policy type, the accounting months and their locks, and a month's
// sickness days with the claim each produced; the rules are pure (src/domain/kav/kav-view.ts, the policies' rules
// src/domain/policies/insured-policies.ts, the upload's kavIssues).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmployeeData } from '../../../contracts/employees.ts';
import {
  KAV_REQUIRED_FIELDS,
  type KavRequiredField,
  type kavAbsenceItem,
  type kavAbsencesPage,
  type kavAbsencesQuery,
  type kavCompletenessPage,
  type kavCompletenessQuery,
  type kavCoverage,
  type kavOverview,
  type kavPolicy,
} from '../../../contracts/kav.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import {
  absenceBasis,
  type CompletenessEntry,
  completenessList,
  monthBounds,
  monthSplit,
  monthState,
  monthsUpTo,
} from '../../../domain/kav/kav-view.ts';
import { chf } from '../../../domain/money.ts';
import {
  type EmployeePolicyFacts,
  type PolicyIndex,
  policyIndex,
  resolveEmployeePolicies,
} from '../../../domain/policies/insured-policies.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { lockRows, monthRows } from '../accounting/index.ts';
import { tenantFactsOf, todayInZurich } from '../derivation/index.ts';
import { KAV_FIELD_NAMES, kavIssues } from '../uploads/index.ts';

type Overview = z.infer<typeof kavOverview>;
type Facts = ReturnType<typeof tenantFactsOf>;

function likeOf(search: string): string {
  return `%${escapeLike(search.toLowerCase())}%`;
}

/** The tenant's KAV: the current configuration and whether it insures KAV, and if not, why. */
async function kavOf(tx: Queryable, tenantId: string) {
  const { configuration } = await currentTenantConfiguration(tx, tenantId);
  const facts = configuration ? tenantFactsOf(configuration) : null;
  const insurance = configuration?.insuranceConfiguration;
  const hasKav = insurance?.insuredProducts.includes('KAV') ?? false;
  const absentReason: Overview['absentReason'] = hasKav
    ? null
    : !insurance
      ? 'NO_CONFIGURATION'
      : insurance.contractGeneration === 'LEGACY'
        ? 'NOT_INSURED'
        : 'CURRENT_CONTRACT';
  return { configuration, facts, hasKav, absentReason };
}

type RecordRow = {
  employee_id: string;
  personnel_number: string;
  first_name: string;
  last_name: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  valid_from: string;
  kav: Partial<EmployeeData>;
  policies: unknown;
};

/**
 * The records valid on the day of the employees employed on it (as the policies read them): the fields KAV requires
 * and the policy list, never the whole record.
 */
async function recordsOn(tx: Queryable, tenantId: string, date: string, search?: string): Promise<RecordRow[]> {
  const fields = KAV_REQUIRED_FIELDS.map((field) => sql`${field}::text, r.data -> ${field}::text`);
  return rowsOf<RecordRow>(
    tx,
    sql`select r.employee_id, r.personnel_number, r.first_name, r.last_name, r.company_subunit_id,
          r.processing_group_id, r.valid_from::text as valid_from,
          jsonb_build_object(${sql.join(fields, sql`, `)}) as kav, r.data -> 'policies' as policies
        from employee_records r
        where r.tenant_id = ${tenantId} and r.valid_from <= ${date}::date
          and (r.valid_to is null or r.valid_to >= ${date}::date)
          and (r.date_of_employment is null or r.date_of_employment <= ${date}::date)
          and (r.leaving_date is null or r.leaving_date >= ${date}::date)
          ${search ? sql`and r.search_text like ${likeOf(search)}` : sql``}`,
  );
}

/** The fields of `KAV_REQUIRED_FIELDS` the record lacks (the upload's rule, in the contract's order). */
function missingOf(data: Partial<EmployeeData>): KavRequiredField[] {
  // null in jsonb_build_object for an absent key reads back as null: the rule's "missing".
  return kavIssues(data as EmployeeData) as KavRequiredField[];
}

function policyFactsOf(row: {
  employee_id: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  policies: unknown;
}): EmployeePolicyFacts {
  return {
    employeeId: row.employee_id,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    policies: Array.isArray(row.policies) ? row.policies : [],
  };
}

/** Is the employee insured under KAV on the index's day (own KAV number known, or the configuration's default)? */
function kavPolicyOf(index: PolicyIndex, facts: EmployeePolicyFacts): string | null {
  return (
    resolveEmployeePolicies(index, facts).insured.find((insured) => insured.policyType === 'KAV')?.policyNumber ?? null
  );
}

function kavCoverageOf(entry: Facts['coverageConfigurations'][number], date: string): z.infer<typeof kavCoverage> {
  const coverage = entry.configuration;
  const period = coverage.insuredPeriod;
  const simple = coverage.kind === 'SIMPLE' ? coverage : null;
  return {
    coverageConfigurationId: entry.coverageConfigurationId,
    kind: coverage.kind,
    appliesTo: coverage.appliesTo,
    insuredFrom: period.from,
    insuredTill: period.till,
    isInForce: period.from <= date && (period.till === null || period.till >= date),
    shorttermDays: simple?.coverages.shorttermDuration ?? null,
    shorttermCoveragePercent: simple?.coverages.shorttermCoverage ?? null,
    ktgPolicyNumber: coverage.policies.find((policy) => policy.type === 'KTG')?.defaultPolicyNumber ?? null,
    ktgCoveragePercent: simple?.coverages.maxCoverage ?? null,
  };
}

/** The 12 months' KAV and KTG claims (coverage line KTG, grouped per month, policy type and correction). */
async function monthsOf(tx: Queryable, tenantId: string, date: string): Promise<Overview['months']> {
  const months = monthsUpTo(date);
  const rows = await rowsOf<{
    accounting_month_id: string;
    policy_type: string | null;
    is_correction: boolean;
    lines: number;
    amount: string | number;
  }>(
    tx,
    sql`select c.accounting_month_id, c.policy_type, c.is_correction,
          count(*)::int as lines, coalesce(sum(c.daily_allowance), 0)::bigint as amount
        from claims c
        where c.tenant_id = ${tenantId} and c.coverage_line = 'KTG'
          and c.accounting_month_id >= ${months[months.length - 1] as string}
          and c.accounting_month_id <= ${months[0] as string}
        group by 1, 2, 3`,
  );
  const split = monthSplit(
    rows.map((row) => ({
      accountingMonthId: row.accounting_month_id,
      policyType: row.policy_type,
      isCorrection: row.is_correction,
      lines: row.lines,
      amount: Number(row.amount),
    })),
    months,
  );
  const opened = new Set((await monthRows(tx, months)).map((row) => row.accounting_month_id));
  const locks = (await lockRows(tx)).filter((lock) => months.includes(lock.accounting_month_id));
  const money = (line: { days: number; amount: number; correctionAmount: number }) => ({
    days: line.days,
    amount: chf(line.amount),
    correctionAmount: chf(line.correctionAmount),
  });
  return split.map((month) => {
    const own = locks.filter((lock) => lock.accounting_month_id === month.accountingMonthId);
    return {
      accountingMonthId: month.accountingMonthId,
      accountingState: monthState({
        isOpened: opened.has(month.accountingMonthId),
        isLocked: own.some((lock) => lock.company_subunit_id === null && lock.processing_group_id === null),
        lockCount: own.length,
      }),
      kav: money(month.kav),
      ktg: money(month.ktg),
    };
  });
}

/** GET /kav: KAV or not (and why), the KAV policies, the counts and the last 12 months KAV beside KTG. */
export async function kavOverviewOf(
  database: Database,
  ctx: RequestContext,
  query: { date?: string | undefined },
): Promise<Overview> {
  const tenantId = requireTenantId(ctx);
  const date = query.date ?? todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const { configuration, facts, hasKav, absentReason } = await kavOf(tx, tenantId);
    const base = {
      date,
      hasKav,
      absentReason,
      contractGeneration: configuration?.insuranceConfiguration.contractGeneration ?? null,
      insuredProducts: configuration?.insuranceConfiguration.insuredProducts ?? [],
    };
    if (!hasKav || !facts) {
      return { ...base, policies: [], counts: { employees: 0, insuredUnderKav: 0, incompleteForKav: 0 }, months: [] };
    }
    const index = policyIndex(facts.coverageConfigurations, facts.insuredProducts, date);
    const records = await recordsOn(tx, tenantId, date);
    const policies = new Map<string, z.infer<typeof kavPolicy>>();
    for (const entry of facts.coverageConfigurations) {
      for (const policy of entry.configuration.policies) {
        if (policy.type !== 'KAV') continue;
        const summary = policies.get(policy.defaultPolicyNumber) ?? {
          policyNumber: policy.defaultPolicyNumber,
          coverages: [],
          insuredCount: 0,
        };
        summary.coverages.push(kavCoverageOf(entry, date));
        policies.set(policy.defaultPolicyNumber, summary);
      }
    }
    let insuredUnderKav = 0;
    let incompleteForKav = 0;
    for (const row of records) {
      const policyNumber = kavPolicyOf(index, policyFactsOf(row));
      if (policyNumber !== null) {
        insuredUnderKav += 1;
        const summary = policies.get(policyNumber);
        if (summary) summary.insuredCount += 1;
      }
      if (missingOf(row.kav).length > 0) incompleteForKav += 1;
    }
    return {
      ...base,
      policies: [...policies.values()].sort((a, b) => (a.policyNumber < b.policyNumber ? -1 : 1)),
      counts: { employees: records.length, insuredUnderKav, incompleteForKav },
      months: await monthsOf(tx, tenantId, date),
    };
  });
}

/** GET /kav/completeness: the employees whose current record lacks a field KAV requires. */
export async function kavCompletenessOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof kavCompletenessQuery>,
): Promise<z.infer<typeof kavCompletenessPage>> {
  const tenantId = requireTenantId(ctx);
  const date = query.date ?? todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const { hasKav } = await kavOf(tx, tenantId);
    const empty = KAV_REQUIRED_FIELDS.map((field) => ({ field, count: 0 }));
    if (!hasKav) return { date, hasKav, totalCount: 0, items: [], byField: empty };
    const rows = await recordsOn(tx, tenantId, date, query.search);
    const validFrom = new Map(rows.map((row) => [row.employee_id, row.valid_from]));
    const entries: CompletenessEntry<KavRequiredField>[] = rows.map((row) => ({
      employeeId: row.employee_id,
      personnelNumber: row.personnel_number,
      firstName: row.first_name,
      lastName: row.last_name,
      missing: missingOf(row.kav),
    }));
    const { items, byField } = completenessList(entries, KAV_REQUIRED_FIELDS, query);
    return {
      date,
      hasKav,
      totalCount: items.length,
      byField,
      items: items.slice(query.skip, query.skip + query.take).map((entry) => ({
        employeeId: entry.employeeId,
        personnelNumber: entry.personnelNumber,
        firstName: entry.firstName,
        lastName: entry.lastName,
        recordValidFrom: validFrom.get(entry.employeeId) as string,
        missingFields: entry.missing.map((field) => ({ field, name: KAV_FIELD_NAMES.en[field] ?? field })),
      })),
    };
  });
}

type AbsenceRow = {
  absence_id: string;
  employee_id: string;
  date: string;
  hours: string | null;
  percentage: string | null;
  personnel_number: string;
  first_name: string;
  last_name: string;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  policies: unknown;
  claim_id: string | null;
  policy_type: 'KAV' | 'KTG' | 'FTA' | null;
  policy_number: string | null;
  case_day: number | null;
  incapacity_of_work: string | null;
  daily_allowance: string | number | null;
  accounting_month_id: string | null;
  processing_status: string | null;
};

/**
 * GET /kav/absences: the month's sickness days of employees insured under KAV on the day (the record valid on the
 * day), with their basis and the claim day each produced (the regular claim of the day by its id, claims.ts
 * claimIdOf: employee, SICK, date — one primary-key read per day), by name then date.
 */
export async function kavAbsencesOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof kavAbsencesQuery>,
): Promise<z.infer<typeof kavAbsencesPage>> {
  const tenantId = requireTenantId(ctx);
  const month = query.month ?? todayInZurich().slice(0, 7);
  return inTenant(database, ctx, async (tx) => {
    const { facts, hasKav } = await kavOf(tx, tenantId);
    if (!hasKav || !facts) return { month, hasKav, totalCount: 0, items: [], byBasis: { hours: 0, percentage: 0 } };
    const { from, to } = monthBounds(month);
    const rows = await rowsOf<AbsenceRow>(
      tx,
      sql`select a.id::text as absence_id, a.employee_id, a.date::text as date, a.hours::text as hours,
            a.percentage::text as percentage, r.personnel_number, r.first_name, r.last_name, r.company_subunit_id,
            r.processing_group_id, r.data -> 'policies' as policies, c.claim_id,
            c.policy_type,
            c.details -> 'coveredUnderPolicy' ->> 'policyNumber' as policy_number,
            (c.details ->> 'caseDay')::int as case_day, c.incapacity_of_work::text as incapacity_of_work,
            c.daily_allowance, c.accounting_month_id, c.processing_status
          from absences a
          join employee_records r on r.tenant_id = a.tenant_id and r.employee_id = a.employee_id
            and r.valid_from <= a.date and (r.valid_to is null or r.valid_to >= a.date)
          left join claims c on c.tenant_id = a.tenant_id
            and c.claim_id = a.employee_id || ':SICK:' || to_char(a.date, 'YYYY-MM-DD')
          where a.tenant_id = ${tenantId} and not a.deleted and a.type = 'SICK'
            and a.date >= ${from}::date and a.date <= ${to}::date
            ${query.search ? sql`and r.search_text like ${likeOf(query.search)}` : sql``}
          order by r.last_name, r.first_name, a.employee_id, a.date`,
    );
    // Insured under KAV on the day: the policies' rules on the index of each day of the month (one per day read).
    const indexes = new Map<string, PolicyIndex>();
    const indexOn = (day: string) => {
      let index = indexes.get(day);
      if (!index) {
        index = policyIndex(facts.coverageConfigurations, facts.insuredProducts, day);
        indexes.set(day, index);
      }
      return index;
    };
    const kavDays = rows.filter((row) => kavPolicyOf(indexOn(row.date), policyFactsOf(row)) !== null);
    const byBasis = { hours: 0, percentage: 0 };
    for (const row of kavDays) {
      if (absenceBasis(row) === 'HOURS') byBasis.hours += 1;
      else byBasis.percentage += 1;
    }
    const kept = query.basis === 'any' ? kavDays : kavDays.filter((row) => absenceBasis(row) === query.basis);
    return {
      month,
      hasKav,
      totalCount: kept.length,
      byBasis,
      items: kept.slice(query.skip, query.skip + query.take).map(absenceItemOf),
    };
  });
}

function absenceItemOf(row: AbsenceRow): z.infer<typeof kavAbsenceItem> {
  return {
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    absenceId: row.absence_id,
    date: row.date,
    basis: absenceBasis(row),
    hours: row.hours,
    percentage: row.percentage,
    claim:
      row.claim_id === null
        ? null
        : {
            claimId: row.claim_id,
            policyType: row.policy_type,
            policyNumber: row.policy_number,
            caseDay: row.case_day,
            incapacityOfWork: Number(row.incapacity_of_work),
            dailyAllowance: chf(row.daily_allowance ?? 0),
            accountingMonthId: row.accounting_month_id as string,
            processingStatus: row.processing_status as string,
          },
  };
}
