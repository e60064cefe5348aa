// The read side of the derivation (derive.ts): the facts of a set of employees, one read per table for all of them,
// and the tenant's configuration read once and turned into what the engine and the period rules need.
import { and, asc, isNotNull, isNull, sql } from 'drizzle-orm';
import { type TenantConfiguration, tenantConfiguration } from '../../../contracts/tenant.ts';
import { type Queryable, rowsOf } from '../../../db/client.ts';
import { absencePeriods, absences } from '../../../db/schema/absences.ts';
import { medicalCertificates } from '../../../db/schema/case-management.ts';
import { caseInputs, cases, claims, insuredPersons } from '../../../db/schema/cases.ts';
import { employeeRecords } from '../../../db/schema/employees.ts';
import { tenantIssues } from '../../../db/schema/tenant-configuration.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { lockedMonthsOf } from '../../../domain/accounting/snapshots.ts';
import type { SwissCanton } from '../../../domain/analytics/cantons.ts';
import { subunitCantonsOf } from '../../../domain/analytics/stored-inputs.ts';
import { groupBy } from '../../../domain/collections.ts';
import type { ReportsPeriods } from '../../../domain/deadlines/deadlines.ts';
import { type BookedClaimRow, datedUnitOf, type MonthLock } from '../../../domain/derivation/booked-claims.ts';
import type { StoredCaseInput } from '../../../domain/derivation/case-inputs.ts';
import type { AccountingState, CaseSettings } from '../../../domain/derivation/cases.ts';
import type { EmployeeFacts } from '../../../domain/derivation/derive-employee.ts';
import {
  type CertificateFact,
  type PeriodSettings,
  periodSettingsOf,
} from '../../../domain/derivation/periods-and-issues.ts';
import type { CoverageConfiguration, TenantFacts } from '../../../domain/sick-pay/index.ts';

/** The id a coverage configuration has in claims and explanations: its position in the configuration, from 1. */
export const coverageConfigurationIdOf = (index: number) => `coverage-${index + 1}`;

/** The engine's view of a tenant configuration (its coverages parse to the engine's types, src/contracts/coverage.ts). */
export function tenantFactsOf(configuration: TenantConfiguration): TenantFacts {
  const insurance = configuration.insuranceConfiguration;
  return {
    wageTypeMappings: configuration.wageTypeMappings.map((mapping) => ({
      appliesTo: mapping.appliesTo,
      wageTypeId: mapping.wageTypeId,
      grapeWageType: mapping.grapeWageType,
      factor: mapping.factor,
    })),
    coverageConfigurations: insurance.coverageConfigurations.map((coverage, index) => ({
      coverageConfigurationId: coverageConfigurationIdOf(index),
      configuration: coverage as CoverageConfiguration,
    })),
    insuredProducts: insurance.insuredProducts,
    shouldFillWeekendGaps: insurance.shouldFillWeekendGaps ?? null,
  };
}

/**
 * The tenant's current configuration, read once, as the derivation's settings: the engine's (null without a valid
 * configuration: then no cases), the period rules' (the contract's defaults without one), the deadlines' periods and
 * the subunits' cantons (the analytics' holidays).
 */
export async function derivationSettings(
  tx: Queryable,
  tenantId: string,
): Promise<{
  cases: CaseSettings;
  periods: PeriodSettings;
  reports: ReportsPeriods | null;
  cantons: ReadonlyMap<string, SwissCanton>;
}> {
  const current = await currentConfigurationVersion(tx, tenantId);
  const parsed = current ? tenantConfiguration.safeParse(current.configuration) : null;
  const configuration = parsed?.success ? parsed.data : null;
  return {
    cases:
      current && configuration
        ? { facts: tenantFactsOf(configuration), configurationVersion: String(current.version) }
        : null,
    periods: periodSettingsOf(configuration),
    // The deadlines' periods (decision 0054): none without a configuration (then no cases, no deadlines).
    reports: configuration ? configuration.insuranceConfiguration.reportsConfiguration : null,
    // The analytics' holidays (issue 32): each subunit's canton, read from the stored JSON (also when the whole
    // configuration no longer parses: the figures need only the cantons).
    cantons: subunitCantonsOf(current?.configuration ?? null),
  };
}

/** Every stored input of the employees, oldest first, grouped by employee. */
export async function loadCaseInputs(
  tx: Queryable,
  employeeIds: readonly string[],
): Promise<Map<string, StoredCaseInput[]>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: caseInputs.id,
      kind: caseInputs.kind,
      employeeId: caseInputs.employeeId,
      caseId: caseInputs.caseId,
      data: caseInputs.data,
      version: caseInputs.version,
    })
    .from(caseInputs)
    .where(sql`${caseInputs.employeeId} = any(${textArray([...employeeIds])})`)
    .orderBy(caseInputs.createdAt, caseInputs.id);
  return groupBy(rows as StoredCaseInput[], (row) => row.employeeId);
}

/**
 * What the accounting has booked, as the engine's input (C12; docs/decisions/0027-accounting-months-and-locks.md):
 * the tenant's month locks and the claim lines they froze for the employees.
 */
export async function loadAccountingFacts(
  tx: Queryable,
  employeeIds: readonly string[],
): Promise<{ booked: BookedClaimRow[]; locks: MonthLock[] }> {
  const locks = await rowsOf<{ month: string; subunit: string | null; group_id: string | null }>(
    tx,
    sql`select accounting_month_id as month, company_subunit_id as subunit, processing_group_id as group_id
        from accounting_month_locks`,
  );
  if (locks.length === 0) return { booked: [], locks: [] };
  const booked = await rowsOf<{ employee_id: string; accounting_month_id: string; claim: BookedClaimRow['claim'] }>(
    tx,
    sql`select employee_id, accounting_month_id, claim from booked_claims
        where employee_id = any(${textArray([...employeeIds])})
        order by employee_id, accounting_month_id, claim_id`,
  );
  return {
    booked: booked.map((row) => ({
      employeeId: row.employee_id,
      accountingMonthId: row.accounting_month_id,
      caseId: row.claim.caseId,
      claim: row.claim,
    })),
    locks: locks.map((row) => ({
      accountingMonthId: row.month,
      companySubunitId: row.subunit,
      processingGroupId: row.group_id,
    })),
  };
}

/**
 * The months locked for one employee now, and the claims booked for them (a claim patch may neither touch a booked
 * claim nor move one into a locked month: C12).
 */
export async function accountingStateOf(
  tx: Queryable,
  tenantId: string,
  employeeId: string,
): Promise<{ lockedMonths: Set<string>; bookedClaimIds: Set<string> }> {
  const { booked, locks } = await loadAccountingFacts(tx, [employeeId]);
  if (locks.length === 0) return { lockedMonths: new Set(), bookedClaimIds: new Set() };
  const records = await rowsOf<{ validFrom: string; validTo: string | null; data: unknown }>(
    tx,
    sql`select valid_from::text as "validFrom", valid_to::text as "validTo", data from employee_records
        where tenant_id = ${tenantId} and employee_id = ${employeeId} order by valid_from`,
  );
  return {
    lockedMonths: lockedMonthsOf(
      locks,
      records.map(datedUnitOf),
      booked.map((row) => row.accountingMonthId),
    ),
    bookedClaimIds: new Set(booked.map((row) => row.claim.claimId)),
  };
}

/** The facts of the employees the derivation reads, one read per table for all of them. */
export type LoadedFacts = {
  facts: Map<string, EmployeeFacts>;
  locks: MonthLock[];
  /** The accounting's state of the employees' claims it has taken up (not UNASSIGNED), by claim id. */
  accounting: Map<string, AccountingState>;
};

/**
 * Reads everything the derivation of `employeeIds` needs: live absences, temporal records, stored cases, case
 * inputs, booked claims and locks, the claims' accounting state, insured persons, stored periods and issues, and the
 * medical certificates (not deleted) the issues compare with the absences. `withStoredDerivedState: false` leaves
 * out what only the write needs — claims' accounting state, insured persons, stored periods, issues and
 * certificates — for a read-only computation (an explanation, a preview).
 */
export async function loadEmployeeFacts(
  tx: Queryable,
  employeeIds: readonly string[],
  options: { withStoredDerivedState?: boolean } = {},
): Promise<LoadedFacts> {
  const withStored = options.withStoredDerivedState ?? true;
  const ids = textArray([...employeeIds]);
  // One after the other: the reads share the transaction's connection. Only the columns the rules read: mapping
  // timestamps of a million rows costs seconds.
  const absenceRows = await tx
    .select({
      id: absences.id,
      employeeId: absences.employeeId,
      date: absences.date,
      type: absences.type,
      accidentType: absences.accidentType,
      hours: absences.hours,
      percentage: absences.percentage,
      source: absences.source,
      comment: absences.comment,
    })
    .from(absences)
    .where(and(sql`${absences.employeeId} = any(${ids})`, sql`not ${absences.deleted}`))
    .orderBy(asc(absences.employeeId), asc(absences.date));
  const recordRows = await tx
    .select({
      employeeId: employeeRecords.employeeId,
      validFrom: employeeRecords.validFrom,
      validTo: employeeRecords.validTo,
      data: employeeRecords.data,
    })
    .from(employeeRecords)
    .where(sql`${employeeRecords.employeeId} = any(${ids})`)
    .orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom));
  const storedCases = await tx
    .select({
      id: cases.id,
      employeeId: cases.employeeId,
      engineKey: cases.engineKey,
      claimType: cases.claimType,
      absentFrom: cases.absentFrom,
      absentTo: cases.absentTo,
    })
    .from(cases)
    .where(sql`${cases.employeeId} = any(${ids})`);
  const inputsOf = await loadCaseInputs(tx, employeeIds);
  const { booked, locks } = await loadAccountingFacts(tx, employeeIds);
  const claimStates = withStored
    ? await tx
        .select({
          claimId: claims.claimId,
          processingStatus: claims.processingStatus,
          accountingMonthId: claims.accountingMonthId,
          salaryExportAccountId: claims.salaryExportAccountId,
        })
        .from(claims)
        .where(and(sql`${claims.employeeId} = any(${ids})`, sql`${claims.processingStatus} <> 'UNASSIGNED'`))
    : [];
  const persons = withStored
    ? await tx
        .select({ id: insuredPersons.id, employeeId: insuredPersons.employeeId })
        .from(insuredPersons)
        .where(sql`${insuredPersons.employeeId} = any(${ids})`)
    : [];
  const periods = withStored
    ? await tx
        .select({
          periodId: absencePeriods.id,
          employeeId: absencePeriods.employeeId,
          type: absencePeriods.type,
          startDate: absencePeriods.startDate,
          endDate: absencePeriods.endDate,
          colorMark: absencePeriods.colorMark,
        })
        .from(absencePeriods)
        .where(sql`${absencePeriods.employeeId} = any(${ids})`)
    : [];
  const issues = withStored
    ? await tx
        .select({
          id: tenantIssues.id,
          employeeId: tenantIssues.employeeId,
          key: tenantIssues.key,
          ignoredAt: tenantIssues.ignoredAt,
        })
        .from(tenantIssues)
        .where(and(sql`${tenantIssues.employeeId} = any(${ids})`, isNotNull(tenantIssues.key)))
    : [];
  // Few rows (a certificate per few weeks of incapacity): one read for the batch, as the others.
  const certificates = withStored
    ? await tx
        .select({
          employeeId: medicalCertificates.employeeId,
          certificateId: medicalCertificates.id,
          absenceType: medicalCertificates.absenceType,
          from: medicalCertificates.fromDate,
          to: medicalCertificates.toDate,
          incapacityPercentage: medicalCertificates.incapacityPercentage,
          receivedOn: medicalCertificates.receivedOn,
        })
        .from(medicalCertificates)
        .where(
          and(
            sql`${medicalCertificates.employeeId} = any(${ids})`,
            isNull(medicalCertificates.deletedAt),
            sql`${medicalCertificates.absenceType} in ('SICK', 'ACCIDENT')`,
          ),
        )
    : [];

  const absencesOf = groupBy(absenceRows, (row) => row.employeeId);
  const recordsOf = groupBy(recordRows, (row) => row.employeeId);
  const casesOf = groupBy(storedCases, (row) => row.employeeId);
  const bookedOf = groupBy(booked, (row) => row.employeeId);
  const personOf = new Map(persons.map((row) => [row.employeeId, row.id]));
  const periodsOf = groupBy(periods, (row) => row.employeeId);
  const issuesOf = groupBy(issues, (row) => row.employeeId as string);
  const certificatesOf = groupBy(certificates, (row) => row.employeeId);
  const facts = new Map<string, EmployeeFacts>();
  for (const employeeId of new Set(employeeIds)) {
    facts.set(employeeId, {
      employeeId,
      absences: absencesOf.get(employeeId) ?? [],
      records: recordsOf.get(employeeId) ?? [],
      storedCases: casesOf.get(employeeId) ?? [],
      inputs: inputsOf.get(employeeId) ?? [],
      booked: bookedOf.get(employeeId) ?? [],
      insuredPersonId: personOf.get(employeeId) ?? null,
      previousPeriods: periodsOf.get(employeeId) ?? [],
      previousIssues: (issuesOf.get(employeeId) ?? []).map((row) => ({
        id: row.id,
        key: row.key as string,
        ignoredAt: row.ignoredAt,
      })),
      // The query keeps SICK and ACCIDENT only (the contract allows no other).
      certificates: (certificatesOf.get(employeeId) ?? []) as CertificateFact[],
    });
  }
  return { facts, locks, accounting: new Map(claimStates.map((row) => [row.claimId, row])) };
}
