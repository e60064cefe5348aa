// The cases and claims of employees (issue 13; ARCHITECTURE §4): the sick-pay engine (src/domain/sick-pay) run on
// an employee's live absences, temporal records and the tenant's configuration, and its result stored in place of
// the employee's previous one, in the caller's transaction (docs/decisions/0017-cases-and-claims-storage.md).
// Kept across recomputations: a case's id (same engine key, else overlapping days of the same claim type), an
// insured person's id, and a claim's accounting state (processing status, accounting month, salary export account). Computed without the explanation trail (the case detail builds it on request
// with identical amounts). Idempotent: deriving twice from the same facts on the same day writes the same rows.

import { randomUUID } from 'node:crypto';
import { and, asc, sql } from 'drizzle-orm';
import type { EmployeeData } from '../../contracts/employees.ts';
import { type TenantConfiguration, tenantConfiguration } from '../../contracts/tenant.ts';
import type { Queryable } from '../../db/client.ts';
import { absences } from '../../db/schema/absences.ts';
import { type caseMonthlyTotals, cases, claims, insuredPersons } from '../../db/schema/cases.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { textArray } from '../../db/sql-arrays.ts';
import type { ActiveCase } from '../../domain/absences/issues.ts';
import { lockedMonthsOf } from '../../domain/accounting/snapshots.ts';
import { groupBy } from '../../domain/collections.ts';
import {
  type AbsenceDayInput,
  type Claim,
  type CoverageConfiguration,
  computeEmployeeClaims,
  type EmployeeRecordInput,
  type SickPayCase,
  type SickPayResult,
  type TenantFacts,
} from '../../domain/sick-pay/index.ts';
import { currentConfigurationVersion } from '../modules/tenant/tenant.service.ts';
import {
  type BookedClaimRow,
  datedUnitOf,
  loadAccountingFacts,
  lockedMonthInputs,
  type MonthLock,
} from './booked-claims.ts';
import { replaceDerivedRows } from './case-derivation.repository.ts';
import { caseIdsNamedBy, engineCaseInputs, loadCaseInputs, type StoredCaseInput } from './case-inputs.ts';

/** What the engine needs of the tenant, or null when the tenant has no configuration yet (then no cases). */
export type CaseSettings = { facts: TenantFacts; configurationVersion: string } | null;

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

export async function caseSettings(tx: Queryable, tenantId: string): Promise<CaseSettings> {
  const current = await currentConfigurationVersion(tx, tenantId);
  if (!current) return null;
  const parsed = tenantConfiguration.safeParse(current.configuration);
  if (!parsed.success) return null;
  return { facts: tenantFactsOf(parsed.data), configurationVersion: String(current.version) };
}

/** Today's civil date in Switzerland (the day the computation is for: it decides whether an incapacity has ended). */
export function todayInZurich(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
}

/** The normal working hours of a day under a record (decision 0017): the person's week over their working days. */
export function dailyHoursOf(data: EmployeeData | undefined): number {
  const days = data?.workingDaysPerWeek && data.workingDaysPerWeek > 0 ? data.workingDaysPerWeek : 5;
  if (data?.workingHoursPerWeek && data.workingHoursPerWeek > 0) return data.workingHoursPerWeek / days;
  const standard =
    data?.standardWorkingHoursPerWeek && data.standardWorkingHoursPerWeek > 0 ? data.standardWorkingHoursPerWeek : 42;
  const employment = data?.employmentPercentage && data.employmentPercentage > 0 ? data.employmentPercentage : 100;
  return (standard * employment) / 100 / days;
}

/**
 * An hours-based absence as incapacity of work in %: hours / the day's normal hours × 100, to 0.001 %, at most
 * 100 (decision 0017). A percentage-based one is its percentage.
 */
export function incapacityOf(row: { hours: string | null; percentage: string | null }, data?: EmployeeData): number {
  if (row.percentage !== null) return Number(row.percentage);
  const hours = Number(row.hours ?? 0);
  const share = Math.round((hours / dailyHoursOf(data)) * 100_000) / 1000;
  return Math.min(100, share);
}

type StoredCase = { id: string; engineKey: string; claimType: string; absentFrom: string; absentTo: string };

/**
 * The stored id each new case keeps: the stored case with the same engine key, else the stored case of the same
 * claim type whose days overlap most (each stored case continues at most one new case), else a new id.
 */
export function stableCaseIds(
  previous: readonly StoredCase[],
  computed: readonly SickPayCase[],
  newId: () => string,
): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const byKey = new Map(previous.map((stored) => [stored.engineKey, stored]));
  for (const current of computed) {
    const same = byKey.get(current.caseId);
    if (same && same.claimType === current.claimType) {
      ids.set(current.caseId, same.id);
      taken.add(same.id);
    }
  }
  for (const current of computed) {
    if (ids.has(current.caseId)) continue;
    let best: StoredCase | null = null;
    let bestOverlap = 0;
    for (const stored of previous) {
      if (taken.has(stored.id) || stored.claimType !== current.claimType) continue;
      const from = stored.absentFrom > current.absentFrom ? stored.absentFrom : current.absentFrom;
      const to = stored.absentTo < current.absentTo ? stored.absentTo : current.absentTo;
      if (from > to) continue;
      const overlap = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (overlap > bestOverlap) {
        best = stored;
        bestOverlap = overlap;
      }
    }
    const id = best?.id ?? newId();
    if (best) taken.add(best.id);
    ids.set(current.caseId, id);
  }
  return ids;
}

/** Statuses a case is no longer active in (the issue EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE ignores them). */
const ENDED_STATUSES = new Set(['CLOSED', 'DENIED']);

/** The accounting's state of a claim, kept across recomputations. */
type AccountingState = {
  processingStatus: Claim['processingStatus'];
  accountingMonthId: string;
  salaryExportAccountId: string | null;
};

/** What the derivation reads of employees, grouped by employee (one read per table). */
export type DerivationFacts = {
  absencesOf: Map<
    string,
    {
      employeeId: string;
      date: string;
      type: AbsenceDayInput['type'];
      hours: string | null;
      percentage: string | null;
    }[]
  >;
  recordsOf: Map<string, { employeeId: string; validFrom: string; validTo: string | null; data: unknown }[]>;
  casesOf: Map<string, (StoredCase & { employeeId: string })[]>;
  inputsOf: Map<string, StoredCaseInput[]>;
  /** The claim lines booked by locks (C12), per employee: the engine compares its recomputation with them. */
  bookedOf: Map<string, BookedClaimRow[]>;
  /** The tenant's month locks (decision 0027): a month is locked for an employee whose unit a lock covers. */
  locks: MonthLock[];
};

/** Reads the engine's facts of the employees: live absences, temporal records, stored cases and case inputs. */
export async function loadDerivationFacts(
  tx: Queryable,
  employeeIds: readonly string[],
  settings: CaseSettings,
): Promise<DerivationFacts> {
  const ids = textArray([...employeeIds]);
  // Only the columns the engine reads; one after the other (the reads share the transaction's connection).
  const absenceRows = settings
    ? await tx
        .select({
          employeeId: absences.employeeId,
          date: absences.date,
          type: absences.type,
          hours: absences.hours,
          percentage: absences.percentage,
        })
        .from(absences)
        .where(and(sql`${absences.employeeId} = any(${ids})`, sql`not ${absences.deleted}`))
        .orderBy(asc(absences.employeeId), asc(absences.date))
    : [];
  const recordRows = settings
    ? await tx
        .select({
          employeeId: employeeRecords.employeeId,
          validFrom: employeeRecords.validFrom,
          validTo: employeeRecords.validTo,
          data: employeeRecords.data,
        })
        .from(employeeRecords)
        .where(sql`${employeeRecords.employeeId} = any(${ids})`)
        .orderBy(asc(employeeRecords.employeeId), asc(employeeRecords.validFrom))
    : [];
  const previousCases = await tx
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
  const inputsOf = settings ? await loadCaseInputs(tx, employeeIds) : new Map<string, StoredCaseInput[]>();
  const { booked, locks } = settings ? await loadAccountingFacts(tx, employeeIds) : { booked: [], locks: [] };
  return {
    absencesOf: groupBy(absenceRows, (row) => row.employeeId),
    recordsOf: groupBy(recordRows, (row) => row.employeeId),
    casesOf: groupBy(previousCases, (row) => row.employeeId),
    inputsOf,
    bookedOf: groupBy(booked, (row) => row.employeeId),
    locks,
  };
}

/** One employee's computation: the engine's result and the stored id of each engine case. */
export type EmployeeComputation = {
  result: SickPayResult;
  /** Engine case key -> stored case id (kept, or new). */
  caseIds: Map<string, string>;
  records: { validFrom: string; validTo: string | null; data: unknown }[];
  recordOn: (date: string) => { validFrom: string; validTo: string | null; data: unknown } | undefined;
};

/**
 * Runs the engine for one employee on the facts, with the stored case inputs (or `options.inputs` instead: a
 * preview of a change before it is saved). Null when the employee has no record, or no absence and no takeover case.
 */
export function computeEmployee(
  facts: DerivationFacts,
  employeeId: string,
  settings: NonNullable<CaseSettings>,
  asOfDate: string,
  newId: () => string,
  options: { explain?: boolean; inputs?: readonly StoredCaseInput[] } = {},
): EmployeeComputation | null {
  const records = facts.recordsOf.get(employeeId) ?? [];
  const dayAbsences = facts.absencesOf.get(employeeId) ?? [];
  const stored = options.inputs ?? facts.inputsOf.get(employeeId) ?? [];
  // A case taken over from another system is a case even before any absence is recorded here (decision 0024).
  const hasTakeover = stored.some((input) => input.kind === 'TAKEOVER_CASE');
  const booked = facts.bookedOf.get(employeeId) ?? [];
  if (records.length === 0 || (dayAbsences.length === 0 && !hasTakeover && booked.length === 0)) return null;
  const recordOn = (date: string) =>
    records.find((record) => record.validFrom <= date && (record.validTo === null || date <= record.validTo));
  const absenceDays: AbsenceDayInput[] = dayAbsences.map((row) => ({
    date: row.date,
    type: row.type,
    incapacityOfWork: incapacityOf(row, recordOn(row.date)?.data as EmployeeData | undefined),
  }));
  const base = {
    employeeId,
    asOfDate,
    configurationVersion: settings.configurationVersion,
    tenant: settings.facts,
    records: records.map(
      (record): EmployeeRecordInput => ({
        validFrom: record.validFrom,
        validTo: record.validTo,
        data: record.data as EmployeeRecordInput['data'],
      }),
    ),
    absences: absenceDays,
    options: { explain: options.explain ?? false },
  };
  const previous = facts.casesOf.get(employeeId) ?? [];
  const storedKeyOf = new Map(previous.map((row) => [row.id, row.engineKey]));
  const lockedMonths = lockedMonthsOf(
    facts.locks,
    records.map(datedUnitOf),
    booked.map((row) => row.accountingMonthId),
  );
  const inputsWith = (keyOf: (id: string) => string | null) => ({
    ...engineCaseInputs(stored, keyOf),
    lockedMonths: lockedMonthInputs(lockedMonths, booked, keyOf),
  });
  let result = computeEmployeeClaims({ ...base, ...inputsWith((id) => storedKeyOf.get(id) ?? null) });
  let caseIds = stableCaseIds(previous, result.cases, newId);
  // A case an input or a booked line names got a new engine key (its first day moved): compute once more with the
  // new key, so the input applies to the case it was made for (decision 0019) and booked lines stay with their case.
  const named = caseIdsNamedBy(stored);
  for (const row of booked) named.add(row.caseId);
  if (named.size > 0) {
    const currentKeyOf = new Map([...caseIds].map(([key, id]) => [id, key]));
    const moved = [...named].some((id) => currentKeyOf.has(id) && currentKeyOf.get(id) !== storedKeyOf.get(id));
    if (moved) {
      result = computeEmployeeClaims({
        ...base,
        ...inputsWith((id) => currentKeyOf.get(id) ?? storedKeyOf.get(id) ?? null),
      });
      caseIds = stableCaseIds(previous, result.cases, newId);
    }
  }
  return { result, caseIds, records, recordOn };
}

/**
 * Recomputes and replaces the cases, claims, monthly totals and employee counters of `employeeIds` (any number;
 * one read and one write per table). The caller holds the employees' derivation locks and the transaction.
 * Answers the active cases per employee, for the issue detection that follows in the same transaction.
 */
export async function deriveCases(
  tx: Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  options: { settings?: CaseSettings; asOfDate?: string; newId?: () => string } = {},
): Promise<{ activeCases: Map<string, ActiveCase[]>; cases: number; claims: number }> {
  const activeCases = new Map<string, ActiveCase[]>();
  const unique = [...new Set(employeeIds)];
  if (unique.length === 0) return { activeCases, cases: 0, claims: 0 };
  const settings = options.settings === undefined ? await caseSettings(tx, tenantId) : options.settings;
  const asOfDate = options.asOfDate ?? todayInZurich();
  const newId = options.newId ?? randomUUID;
  const ids = textArray(unique);

  const facts = await loadDerivationFacts(tx, unique, settings);
  const previousClaims = await tx
    .select({
      claimId: claims.claimId,
      processingStatus: claims.processingStatus,
      accountingMonthId: claims.accountingMonthId,
      salaryExportAccountId: claims.salaryExportAccountId,
    })
    .from(claims)
    .where(and(sql`${claims.employeeId} = any(${ids})`, sql`${claims.processingStatus} <> 'UNASSIGNED'`));
  const existingPersons = await tx
    .select({ id: insuredPersons.id, employeeId: insuredPersons.employeeId })
    .from(insuredPersons)
    .where(sql`${insuredPersons.employeeId} = any(${ids})`);

  const accounting = new Map<string, AccountingState>(previousClaims.map((row) => [row.claimId, row]));
  const personOf = new Map(existingPersons.map((row) => [row.employeeId, row.id]));

  const caseRows: (typeof cases.$inferInsert)[] = [];
  const claimRows: (typeof claims.$inferInsert)[] = [];
  const totalRows: (typeof caseMonthlyTotals.$inferInsert)[] = [];
  const personRows: { id: string; employeeId: string; processingGroupId: string | null; counters: unknown }[] = [];

  for (const employeeId of unique) {
    if (!settings) continue;
    const computation = computeEmployee(facts, employeeId, settings, asOfDate, newId);
    if (!computation || computation.result.cases.length === 0) continue;
    const { result, caseIds, records, recordOn } = computation;

    const personId = personOf.get(employeeId) ?? newId();
    const latest = records.at(-1)?.data as EmployeeData | undefined;
    personRows.push({
      id: personId,
      employeeId,
      processingGroupId: latest?.processingGroupId ?? null,
      counters: result.employeeCounters,
    });

    const claimsOfCase = groupBy(result.claims, (claim) => claim.caseId);
    for (const computed of result.cases) {
      const caseId = caseIds.get(computed.caseId) as string;
      const caseClaims = claimsOfCase.get(computed.caseId) ?? [];
      const statuses = new Set<string>();
      for (const claim of caseClaims) {
        // A claim the accounting has taken up keeps its state whatever was recomputed (issue 13: SCHEDULED and
        // PROCESSED keep their processingStatus); a changed amount in a locked month becomes a correction (C12).
        const state = accounting.get(claim.claimId) ?? {
          processingStatus: claim.processingStatus,
          accountingMonthId: claim.accountingMonthId,
          salaryExportAccountId: null,
        };
        statuses.add(state.processingStatus);
        const {
          claimId,
          revisionId,
          date,
          claimType,
          coverageLine,
          isCorrection,
          incapacityOfWork,
          dailyAllowance,
          // In columns of their own (the accounting's state is kept from the stored claim) or on the case; the
          // engine's accounting month stays in details (a claim set back to UNASSIGNED returns to it).
          processingStatus: _status,
          caseId: _engineCaseId,
          configurationVersion: _version,
          ...rest
        } = claim;
        claimRows.push({
          tenantId,
          claimId,
          revisionId,
          caseId,
          employeeId,
          date,
          claimType,
          coverageLine,
          isCorrection,
          incapacityOfWork: String(incapacityOfWork),
          dailyAllowance,
          accountingMonthId: state.accountingMonthId,
          processingStatus: state.processingStatus,
          salaryExportAccountId: state.salaryExportAccountId,
          details: rest,
        });
      }
      const recordAtStart = recordOn(computed.absentFrom)?.data as EmployeeData | undefined;
      caseRows.push({
        tenantId,
        id: caseId,
        engineKey: computed.caseId,
        employeeId,
        insuredPersonId: personId,
        caseNumber: computed.caseNumber,
        claimType: computed.claimType,
        status: computed.status,
        absentFrom: computed.absentFrom,
        absentTo: computed.absentTo,
        accidentDate: computed.accidentDate,
        numberOfDays: computed.numberOfDays,
        companySubunitId: recordAtStart?.companySubunitId ?? null,
        processingGroupId: recordAtStart?.processingGroupId ?? null,
        insuredSalary: computed.insuredSalary,
        totalAmount: computed.totalAmount,
        isTakeover: computed.isTakeover,
        withinShorttermRisk: caseClaims.some((claim) => claim.isWithinShorttermRisk),
        withinContinuationOfPayment: caseClaims.some((claim) => claim.isWithinContinuationOfPayment),
        processingStatuses: [...statuses].sort(),
        details: {
          counters: computed.counters,
          statusHistory: computed.statusHistory,
          periods: computed.periods,
          denial: computed.denial,
          isAccidentDateOverridden: computed.isAccidentDateOverridden,
          amountByCoverageLine: computed.amountByCoverageLine,
          employerShareAmount: computed.employerShareAmount,
          coverageConfigurationId: computed.coverageConfigurationId,
          configurationVersion: settings.configurationVersion,
          asOfDate,
        },
      });
      if (!ENDED_STATUSES.has(computed.status)) {
        const list = activeCases.get(employeeId) ?? [];
        list.push({
          caseId,
          caseNumber: computed.caseNumber,
          claimType: computed.claimType,
          absentFrom: computed.absentFrom,
          absentTo: computed.absentTo,
        });
        activeCases.set(employeeId, list);
      }
    }
    for (const total of result.monthlyTotals) {
      totalRows.push({
        tenantId,
        caseId: caseIds.get(total.caseId) as string,
        employeeId,
        accountingMonthId: total.accountingMonthId,
        coverageLine: total.coverageLine,
        days: total.days,
        paidDays: total.paidDays,
        amount: total.amount,
        correctionAmount: total.correctionAmount,
        employerShareAmount: total.employerShareAmount,
        rate: total.rate,
        lines: total.lines,
      });
    }
  }

  // The employees' derived rows replaced; insured persons kept (their id is the API's), their counters refreshed.
  await replaceDerivedRows(tx, tenantId, unique, {
    persons: personRows,
    cases: caseRows,
    claims: claimRows,
    totals: totalRows,
  });
  return { activeCases, cases: caseRows.length, claims: claimRows.length };
}

/**
 * One employee's computation from what is stored now, without writing anything: the case detail's explanation
 * (explain: true, on the asOfDate the stored claims were computed on, so the amounts are identical) and the preview
 * of a case input before it is saved (`inputs` maps the stored inputs to the proposed ones). Null when the tenant
 * has no configuration or the employee no record or absence.
 */
export async function computeStoredEmployee(
  tx: Queryable,
  tenantId: string,
  employeeId: string,
  options: {
    explain?: boolean;
    asOfDate?: string;
    inputs?: (stored: readonly StoredCaseInput[]) => readonly StoredCaseInput[];
  } = {},
): Promise<(EmployeeComputation & { configurationVersion: string }) | null> {
  const settings = await caseSettings(tx, tenantId);
  if (!settings) return null;
  const facts = await loadDerivationFacts(tx, [employeeId], settings);
  const stored = facts.inputsOf.get(employeeId) ?? [];
  const computation = computeEmployee(facts, employeeId, settings, options.asOfDate ?? todayInZurich(), randomUUID, {
    explain: options.explain ?? false,
    inputs: options.inputs ? options.inputs(stored) : stored,
  });
  return computation ? { ...computation, configurationVersion: settings.configurationVersion } : null;
}
