// The cases and claims of one employee (issue 13; docs/decisions/0017-cases-and-claims-storage.md): the sick-pay
// engine run on the employee's live absences, temporal records and the tenant's configuration, with the stored case
// inputs (decision 0019) and the booked lines of locked months (C12), and its result turned into the rows that
// replace the employee's previous ones. Kept across recomputations: a case's id (same engine key, else overlapping
// days of the same claim type), an insured person's id, and a claim's accounting state (processing status,
// accounting month, salary export account). Pure: the facts are read and the rows written by
// src/server/modules/derivation/.

import type { AbsenceRecord } from '../absences/periods.ts';
import { lockedMonthsOf } from '../accounting/snapshots.ts';
import { groupBy } from '../collections.ts';
import {
  type AbsenceDayInput,
  type Claim,
  computeEmployeeClaims,
  type EmployeeRecordInput,
  type SickPayCase,
  type SickPayResult,
  type TenantFacts,
} from '../sick-pay/index.ts';
import { type BookedClaimRow, datedUnitOf, lockedMonthInputs, type MonthLock } from './booked-claims.ts';
import { caseIdsNamedBy, engineCaseInputs, type StoredCaseInput } from './case-inputs.ts';

/** What the engine needs of the tenant, or null when the tenant has no configuration yet (then no cases). */
export type CaseSettings = { facts: TenantFacts; configurationVersion: string } | null;

/** The fields of a temporal record the derivation reads (src/contracts/employees.ts employeeData). */
export type RecordData = {
  companySubunitId?: string | null;
  processingGroupId?: string | null;
  workingDaysPerWeek?: number | null;
  workingHoursPerWeek?: number | null;
  standardWorkingHoursPerWeek?: number | null;
  employmentPercentage?: number | null;
};

/** The normal working hours of a day under a record (decision 0017): the person's week over their working days. */
export function dailyHoursOf(data: RecordData | undefined): number {
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
export function incapacityOf(row: { hours: string | null; percentage: string | null }, data?: RecordData): number {
  if (row.percentage !== null) return Number(row.percentage);
  const hours = Number(row.hours ?? 0);
  const share = Math.round((hours / dailyHoursOf(data)) * 100_000) / 1000;
  return Math.min(100, share);
}

/** A stored case as the derivation reads it back: its id and what identifies it again. */
export type StoredCase = { id: string; engineKey: string; claimType: string; absentFrom: string; absentTo: string };

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

/** A live absence day as the derivation reads it (the columns both the engine and the period rules need). */
export type AbsenceFact = {
  id: string;
  date: string;
  type: AbsenceDayInput['type'];
  accidentType: AbsenceRecord['accidentType'];
  hours: string | null;
  percentage: string | null;
  source: AbsenceRecord['source'];
  comment: string | null;
};

/** A temporal record as the derivation reads it. */
export type RecordFact = { validFrom: string; validTo: string | null; data: unknown };

/** The engine's facts of one employee. */
export type CaseFacts = {
  absences: readonly Pick<AbsenceFact, 'date' | 'type' | 'hours' | 'percentage'>[];
  records: readonly RecordFact[];
  storedCases: readonly StoredCase[];
  inputs: readonly StoredCaseInput[];
  /** The claim lines booked by locks (C12): the engine compares its recomputation with them. */
  booked: readonly BookedClaimRow[];
  /** The tenant's month locks (decision 0027): a month is locked for an employee whose unit a lock covers. */
  locks: readonly MonthLock[];
};

/** One employee's computation: the engine's result and the stored id of each engine case. */
export type EmployeeComputation = {
  result: SickPayResult;
  /** Engine case key -> stored case id (kept, or new). */
  caseIds: Map<string, string>;
  records: readonly RecordFact[];
  recordOn: (date: string) => RecordFact | undefined;
};

/**
 * Runs the engine for one employee on the facts, with the stored case inputs (or `options.inputs` instead: a
 * preview of a change before it is saved). Null when the employee has no record, or no absence and no takeover case.
 */
export function computeEmployee(
  facts: CaseFacts,
  employeeId: string,
  settings: NonNullable<CaseSettings>,
  asOfDate: string,
  newId: () => string,
  options: { explain?: boolean; inputs?: readonly StoredCaseInput[] } = {},
): EmployeeComputation | null {
  const records = facts.records;
  const dayAbsences = facts.absences;
  const stored = options.inputs ?? facts.inputs;
  // A case taken over from another system is a case even before any absence is recorded here (decision 0024).
  const hasTakeover = stored.some((input) => input.kind === 'TAKEOVER_CASE');
  const booked = facts.booked;
  if (records.length === 0 || (dayAbsences.length === 0 && !hasTakeover && booked.length === 0)) return null;
  const recordOn = (date: string) =>
    records.find((record) => record.validFrom <= date && (record.validTo === null || date <= record.validTo));
  const absenceDays: AbsenceDayInput[] = dayAbsences.map((row) => ({
    date: row.date,
    type: row.type,
    incapacityOfWork: incapacityOf(row, recordOn(row.date)?.data as RecordData | undefined),
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
  const previous = facts.storedCases;
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

/** Statuses a case is no longer active in (the issue EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE ignores them). */
const ENDED_STATUSES = new Set(['CLOSED', 'DENIED']);

/** The accounting's state of a claim, kept across recomputations. */
export type AccountingState = {
  processingStatus: Claim['processingStatus'];
  accountingMonthId: string;
  salaryExportAccountId: string | null;
};

/** The insured person of an employee with a case: kept id, refreshed group and counters. */
export type PersonRow = { id: string; employeeId: string; processingGroupId: string | null; counters: unknown };

/** A case row as stored (table cases). */
export type CaseRow = {
  tenantId: string;
  id: string;
  engineKey: string;
  employeeId: string;
  insuredPersonId: string;
  caseNumber: SickPayCase['caseNumber'];
  claimType: SickPayCase['claimType'];
  status: SickPayCase['status'];
  absentFrom: string;
  absentTo: string;
  accidentDate: string | null;
  numberOfDays: number;
  companySubunitId: string | null;
  processingGroupId: string | null;
  insuredSalary: SickPayCase['insuredSalary'];
  totalAmount: SickPayCase['totalAmount'];
  isTakeover: boolean;
  withinShorttermRisk: boolean;
  withinContinuationOfPayment: boolean;
  processingStatuses: string[];
  details: Record<string, unknown>;
};

/** A claim row as stored (table claims): the engine's claim, the stored case id and the accounting's state. */
export type ClaimRow = {
  tenantId: string;
  claimId: string;
  revisionId: Claim['revisionId'];
  caseId: string;
  employeeId: string;
  date: string;
  claimType: Claim['claimType'];
  coverageLine: Claim['coverageLine'];
  isCorrection: boolean;
  incapacityOfWork: string;
  dailyAllowance: Claim['dailyAllowance'];
  accountingMonthId: string;
  processingStatus: Claim['processingStatus'];
  salaryExportAccountId: string | null;
  details: Record<string, unknown>;
};

/** A case's monthly total row as stored (table case_monthly_totals). */
export type TotalRow = {
  tenantId: string;
  caseId: string;
  employeeId: string;
  accountingMonthId: string;
  coverageLine: SickPayResult['monthlyTotals'][number]['coverageLine'];
  days: number;
  paidDays: number;
  amount: SickPayResult['monthlyTotals'][number]['amount'];
  correctionAmount: SickPayResult['monthlyTotals'][number]['correctionAmount'];
  employerShareAmount: SickPayResult['monthlyTotals'][number]['employerShareAmount'];
  rate: SickPayResult['monthlyTotals'][number]['rate'];
  lines: SickPayResult['monthlyTotals'][number]['lines'];
};

/** An active case (not CLOSED or DENIED), for the data issues of the same derivation. */
export type ActiveCaseOf = {
  caseId: string;
  caseNumber: number | null;
  claimType: 'SICK' | 'ACCIDENT';
  absentFrom: string;
  absentTo: string | null;
};

/** What one employee's case derivation writes, and the active cases it found. */
export type CaseRows = {
  person: PersonRow | null;
  cases: CaseRow[];
  claims: ClaimRow[];
  totals: TotalRow[];
  activeCases: ActiveCaseOf[];
};

/**
 * The rows of one employee's computation: its insured person (kept id, else a new one), the cases under their
 * stored ids, the claims with the accounting's kept state (`accountingOf`), and the monthly totals.
 */
export function caseRowsOf(
  tenantId: string,
  employeeId: string,
  computation: EmployeeComputation | null,
  context: {
    insuredPersonId: string | null;
    accountingOf: (claimId: string) => AccountingState | undefined;
    configurationVersion: string;
    asOfDate: string;
    newId: () => string;
  },
): CaseRows {
  const rows: CaseRows = { person: null, cases: [], claims: [], totals: [], activeCases: [] };
  if (!computation || computation.result.cases.length === 0) return rows;
  const { result, caseIds, records, recordOn } = computation;

  const personId = context.insuredPersonId ?? context.newId();
  const latest = records.at(-1)?.data as RecordData | undefined;
  rows.person = {
    id: personId,
    employeeId,
    processingGroupId: latest?.processingGroupId ?? null,
    counters: result.employeeCounters,
  };

  const claimsOfCase = groupBy(result.claims, (claim) => claim.caseId);
  for (const computed of result.cases) {
    const caseId = caseIds.get(computed.caseId) as string;
    const caseClaims = claimsOfCase.get(computed.caseId) ?? [];
    const statuses = new Set<string>();
    for (const claim of caseClaims) {
      // A claim the accounting has taken up keeps its state whatever was recomputed (issue 13: SCHEDULED and
      // PROCESSED keep their processingStatus); a changed amount in a locked month becomes a correction (C12).
      const state = context.accountingOf(claim.claimId) ?? {
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
      rows.claims.push({
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
    const recordAtStart = recordOn(computed.absentFrom)?.data as RecordData | undefined;
    rows.cases.push({
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
        configurationVersion: context.configurationVersion,
        asOfDate: context.asOfDate,
      },
    });
    if (!ENDED_STATUSES.has(computed.status)) {
      rows.activeCases.push({
        caseId,
        caseNumber: computed.caseNumber,
        claimType: computed.claimType,
        absentFrom: computed.absentFrom,
        absentTo: computed.absentTo,
      });
    }
  }
  for (const total of result.monthlyTotals) {
    rows.totals.push({
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
  return rows;
}
