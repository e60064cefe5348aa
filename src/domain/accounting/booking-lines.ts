// Booking lines (issue 14; spec section 3 "Accounting" and insurance configuration exportAccountMappings; decision
// 0028): each snapshot line of an accounting month with the export account payroll books it on. Pure: the service
// passes the month's snapshot lines and the tenant's exportAccountMappings; nothing here reads the clock or a store.
//
// Which mapping serves a line (decision 0028, "Mapping precedence"):
// 1. candidates: absenceType = the line's claimType; appliesTo covers the line's subunit and group (null = all);
//    each risk flag null (either) or equal to the line's flag; entryType CORRECTION for a correction line
//    (isCorrection, C12) when such a candidate exists, otherwise DAILY_ALLOWANCE. WAGE_CUT mappings serve the wage-cut
//    reports, never a daily-allowance line.
// 2. the most specific appliesTo wins: subunit + group > subunit > group > whole organisation;
// 3. then the one with more specific risk flags (a flag that names a value beats null);
// 4. then the first in the configuration's order (the admin's list decides a remaining tie).
// A line no mapping serves is returned in `unmapped` with the reason, never dropped: the export must not be written
// while lines are unmapped (the service shows them so an admin completes the mappings).

import type { ClaimType, CoverageLine } from '../sick-pay/types.ts';
import type { AccountingMonthId, SnapshotLine } from './types.ts';

/**
 * The export account mapping of the tenant configuration (src/contracts/tenant.ts `exportAccountMapping`), restated
 * structurally so the domain does not import the contracts (they import the domain); the configuration's parsed
 * mappings are assignable to it (checked in booking-lines.test.ts).
 */
export type ExportAccountMapping = {
  appliesTo: { companySubunitId: string | null; processingGroupId: string | null };
  accountIn: string;
  accountOut: string;
  accountOutDescription: string;
  absenceType: 'SICK' | 'ACCIDENT';
  entryType: 'DAILY_ALLOWANCE' | 'CORRECTION' | 'WAGE_CUT';
  isWithinShorttermRisk: boolean | null;
  isWithinContinuationOfPayment: boolean | null;
};

export type BookingEntryType = 'DAILY_ALLOWANCE' | 'CORRECTION';

/**
 * One line of a salary export: a snapshot line with its accounts. Money is integer Rappen (C4), dates ISO.
 * `accountOut` is the payroll's wage type (Lohnart) the allowance is booked on, with its text
 * `accountOutDescription`; `accountIn` the counter account (Gegenkonto) of the insurer's reimbursement.
 */
export type BookingLine = {
  snapshotId: string;
  accountingMonthId: AccountingMonthId;
  employeeId: string;
  personnelNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  caseId: string;
  caseNumber: number;
  claimType: ClaimType;
  coverageLine: CoverageLine;
  entryType: BookingEntryType;
  accountIn: string;
  accountOut: string;
  accountOutDescription: string;
  /** The snapshot's frozen account id when it has one, else `exportAccountIdOf(mapping)`. */
  salaryExportAccountId: string;
  startDate: string;
  endDate: string;
  days: number;
  /** Rappen per day (the snapshot's dailyAllowance). */
  dailyAllowance: number;
  /** Rappen; negative for a reversal (C12). */
  amount: number;
  incapacityOfWork: number;
  coverage: number;
  isWithinShorttermRisk: boolean;
  isWithinContinuationOfPayment: boolean;
  isCorrection: boolean;
  correctionKind: 'REVERSAL' | 'REBOOKING' | null;
  correctedMonthId: AccountingMonthId | null;
  companySubunitId: string | null;
  processingGroupId: string | null;
};

export type UnmappedLine = { line: SnapshotLine; reason: string };

export type BookingResult = { lines: BookingLine[]; unmapped: UnmappedLine[] };

/** A stable id of a mapping's accounts (no id in the configuration): "accountIn>accountOut". */
export function exportAccountIdOf(mapping: Pick<ExportAccountMapping, 'accountIn' | 'accountOut'>): string {
  return `${mapping.accountIn}>${mapping.accountOut}`;
}

function appliesToRank(mapping: ExportAccountMapping): number {
  const { companySubunitId, processingGroupId } = mapping.appliesTo;
  if (companySubunitId !== null && processingGroupId !== null) return 3;
  if (companySubunitId !== null) return 2;
  if (processingGroupId !== null) return 1;
  return 0;
}

function flagRank(mapping: ExportAccountMapping): number {
  return (mapping.isWithinShorttermRisk === null ? 0 : 1) + (mapping.isWithinContinuationOfPayment === null ? 0 : 1);
}

function covers(mapping: ExportAccountMapping, line: SnapshotLine): boolean {
  const { companySubunitId, processingGroupId } = mapping.appliesTo;
  return (
    mapping.absenceType === line.claimType &&
    (companySubunitId === null || companySubunitId === line.companySubunitId) &&
    (processingGroupId === null || processingGroupId === line.processingGroupId) &&
    (mapping.isWithinShorttermRisk === null || mapping.isWithinShorttermRisk === line.isWithinShorttermRisk) &&
    (mapping.isWithinContinuationOfPayment === null ||
      mapping.isWithinContinuationOfPayment === line.isWithinContinuationOfPayment)
  );
}

/** The mapping that serves a line (rules 1-4 above), or null. */
export function mappingFor(
  line: SnapshotLine,
  mappings: readonly ExportAccountMapping[],
): { mapping: ExportAccountMapping; entryType: BookingEntryType } | null {
  const candidates = mappings.filter((mapping) => mapping.entryType !== 'WAGE_CUT' && covers(mapping, line));
  const corrections = line.isCorrection ? candidates.filter((mapping) => mapping.entryType === 'CORRECTION') : [];
  const entryType: BookingEntryType = corrections.length > 0 ? 'CORRECTION' : 'DAILY_ALLOWANCE';
  const pool = corrections.length > 0 ? corrections : candidates.filter((m) => m.entryType === 'DAILY_ALLOWANCE');
  let best: ExportAccountMapping | null = null;
  for (const mapping of pool) {
    // Strictly better only: on a tie the earlier mapping stays (rule 4).
    if (
      best === null ||
      appliesToRank(mapping) > appliesToRank(best) ||
      (appliesToRank(mapping) === appliesToRank(best) && flagRank(mapping) > flagRank(best))
    ) {
      best = mapping;
    }
  }
  return best === null ? null : { mapping: best, entryType };
}

function unmappedReason(line: SnapshotLine): string {
  const unit = `subunit ${line.companySubunitId ?? '–'}, group ${line.processingGroupId ?? '–'}`;
  const flags = `short-term risk ${line.isWithinShorttermRisk}, continuation of pay ${line.isWithinContinuationOfPayment}`;
  return `No export account mapping for ${line.claimType} (${unit}; ${flags})`;
}

/** The booking lines of snapshot lines, in their order; lines without a mapping in `unmapped`. */
export function bookingLinesOf(
  lines: readonly SnapshotLine[],
  mappings: readonly ExportAccountMapping[],
): BookingResult {
  const result: BookingResult = { lines: [], unmapped: [] };
  for (const line of lines) {
    const found = mappingFor(line, mappings);
    if (found === null) {
      result.unmapped.push({ line, reason: unmappedReason(line) });
      continue;
    }
    const { mapping, entryType } = found;
    result.lines.push({
      snapshotId: line.snapshotId,
      accountingMonthId: line.accountingMonthId,
      employeeId: line.employeeId,
      personnelNumber: line.personnelNumber,
      firstName: line.firstName,
      lastName: line.lastName,
      caseId: line.caseId,
      caseNumber: line.caseNumber,
      claimType: line.claimType,
      coverageLine: line.coverageLine,
      entryType,
      accountIn: mapping.accountIn,
      accountOut: mapping.accountOut,
      accountOutDescription: mapping.accountOutDescription,
      salaryExportAccountId: line.salaryExportAccountId ?? exportAccountIdOf(mapping),
      startDate: line.startDate,
      endDate: line.endDate,
      days: line.days,
      dailyAllowance: line.dailyAllowance,
      amount: line.amount,
      incapacityOfWork: line.incapacityOfWork,
      coverage: line.coverage,
      isWithinShorttermRisk: line.isWithinShorttermRisk,
      isWithinContinuationOfPayment: line.isWithinContinuationOfPayment,
      isCorrection: line.isCorrection,
      correctionKind: line.correctionKind,
      correctedMonthId: line.correctedMonthId,
      companySubunitId: line.companySubunitId,
      processingGroupId: line.processingGroupId,
    });
  }
  return result;
}

export type BookingTotal = {
  companySubunitId: string | null;
  processingGroupId: string | null;
  lineCount: number;
  days: number;
  /** Rappen. */
  amount: number;
  /** Rappen of the correction lines (included in amount). */
  correctionAmount: number;
};

export type BookingTotals = { units: BookingTotal[]; overall: BookingTotal };

/** Nulls last, then code-point order: the same order on every machine. */
export function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * Totals per company subunit and processing group (sorted by subunit, then group, null last) and overall.
 * Amounts are summed in integer Rappen, so the totals equal the sum of the lines exactly.
 */
export function bookingTotalsOf(
  lines: readonly Pick<BookingLine, 'companySubunitId' | 'processingGroupId' | 'days' | 'amount' | 'isCorrection'>[],
): BookingTotals {
  const empty = (companySubunitId: string | null, processingGroupId: string | null): BookingTotal => ({
    companySubunitId,
    processingGroupId,
    lineCount: 0,
    days: 0,
    amount: 0,
    correctionAmount: 0,
  });
  const add = (total: BookingTotal, line: (typeof lines)[number]) => {
    total.lineCount += 1;
    total.days += line.days;
    total.amount += line.amount;
    if (line.isCorrection) total.correctionAmount += line.amount;
  };
  const units = new Map<string, BookingTotal>();
  const overall = empty(null, null);
  for (const line of lines) {
    const key = JSON.stringify([line.companySubunitId, line.processingGroupId]);
    let total = units.get(key);
    if (!total) {
      total = empty(line.companySubunitId, line.processingGroupId);
      units.set(key, total);
    }
    add(total, line);
    add(overall, line);
  }
  const sorted = [...units.values()].sort(
    (a, b) =>
      compareNullable(a.companySubunitId, b.companySubunitId) ||
      compareNullable(a.processingGroupId, b.processingGroupId),
  );
  return { units: sorted, overall };
}
