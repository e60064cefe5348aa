// Locking an accounting month (issue 14; C12; docs/decisions/0027-accounting-months-and-locks.md): which
// employees a lock covers, and the snapshot lines it freezes. Pure functions: the service reads and writes.

import type { AccountingMonthId, CounterSnapshot, SnapshotLine } from './types.ts';

/** A company subunit and processing group; null = every one (spec lockedEntities, appliesTo). */
export type AccountingEntity = { companySubunitId: string | null; processingGroupId: string | null };

/** Whether a lock (or submission) for `scope` covers an employee whose accounting unit is `entity`. */
export function covers(scope: AccountingEntity, entity: AccountingEntity): boolean {
  return (
    (scope.companySubunitId === null || scope.companySubunitId === entity.companySubunitId) &&
    (scope.processingGroupId === null || scope.processingGroupId === entity.processingGroupId)
  );
}

/** Whether every employee `inner` covers is covered by `outer` too. */
export function includes(outer: AccountingEntity, inner: AccountingEntity): boolean {
  return (
    (outer.companySubunitId === null || outer.companySubunitId === inner.companySubunitId) &&
    (outer.processingGroupId === null || outer.processingGroupId === inner.processingGroupId)
  );
}

export function lastDayOf(month: AccountingMonthId): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

type DatedRecord = {
  validFrom: string;
  validTo: string | null;
  companySubunitId: string | null;
  processingGroupId: string | null;
};

/**
 * An employee's accounting unit in a month: the subunit and processing group of the record valid on the month's
 * last day, else of the last record that started before it, else of the first record (an employee who joins later).
 * Null without any record.
 */
export function entityInMonth(records: readonly DatedRecord[], month: AccountingMonthId): AccountingEntity | null {
  if (records.length === 0) return null;
  const end = lastDayOf(month);
  let chosen: DatedRecord | undefined;
  for (const record of records) {
    if (record.validFrom <= end && (chosen === undefined || record.validFrom > chosen.validFrom)) chosen = record;
  }
  chosen ??= [...records].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1))[0];
  if (!chosen) return null;
  return { companySubunitId: chosen.companySubunitId, processingGroupId: chosen.processingGroupId };
}

/** The months locked for an employee: months with booked lines, and months a lock covers the employee's unit in. */
export function lockedMonthsOf(
  locks: readonly (AccountingEntity & { accountingMonthId: AccountingMonthId })[],
  records: readonly DatedRecord[],
  bookedMonths: Iterable<AccountingMonthId>,
): Set<AccountingMonthId> {
  const months = new Set(bookedMonths);
  for (const lock of locks) {
    if (months.has(lock.accountingMonthId)) continue;
    const entity = entityInMonth(records, lock.accountingMonthId);
    if (entity && covers(lock, entity)) months.add(lock.accountingMonthId);
  }
  return months;
}

/** One claim line as the lock reads it (a stored claim with its case and the engine's day facts). */
export type BookableClaim = {
  claimId: string;
  employeeId: string;
  caseId: string;
  caseNumber: number;
  claimType: SnapshotLine['claimType'];
  coverageLine: SnapshotLine['coverageLine'];
  date: string;
  reimbursementType: SnapshotLine['reimbursementType'];
  dailyRate: number;
  dailyAllowance: number;
  incapacityOfWork: number;
  coverage: number;
  isWithinShorttermRisk: boolean;
  isWithinContinuationOfPayment: boolean;
  isCorrection: boolean;
  correctionKind: SnapshotLine['correctionKind'];
  manualCorrectionId: string | null;
  salaryExportAccountId: string | null;
  caseDay: number;
  benefitDayNumber: number | null;
  isWaitingPeriodDay: boolean;
};

export type SnapshotPerson = {
  personnelNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  entity: AccountingEntity;
};

const DAY = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** What must be equal for two consecutive days to share a snapshot line. */
function lineKey(claim: BookableClaim): string {
  return [
    claim.employeeId,
    claim.caseId,
    claim.coverageLine,
    claim.correctionKind ?? '-',
    claim.isCorrection ? claim.date.slice(0, 7) : '-',
    claim.reimbursementType,
    claim.dailyRate,
    claim.dailyAllowance,
    claim.incapacityOfWork,
    claim.coverage,
    claim.isWithinShorttermRisk,
    claim.isWithinContinuationOfPayment,
    claim.manualCorrectionId ?? '-',
    claim.salaryExportAccountId ?? '-',
  ].join('|');
}

function countersAtEndOf(last: BookableClaim, waitingDays: number): CounterSnapshot[] {
  const counters: CounterSnapshot[] = [{ name: 'CASE_DAYS', value: last.caseDay, counterTypes: ['CASE'] }];
  if (last.benefitDayNumber !== null) {
    counters.push({ name: 'BENEFIT_DAYS', value: last.benefitDayNumber, counterTypes: ['CASE', 'BENEFIT'] });
  }
  if (waitingDays > 0) counters.push({ name: 'WAITING_DAYS', value: waitingDays, counterTypes: ['LINE', 'WAITING'] });
  return counters;
}

/**
 * The snapshot lines of a month's claims: consecutive days of one case, coverage line and correction kind with
 * equal values form one line (days = calendar days, amount = the sum of the days' allowances). Counters are those
 * at the line's last day (case days, benefit days used) and the waiting days inside the line. Ordered by person,
 * case, coverage line, correction kind and start date. `personOf` gives the names and unit of each employee.
 */
export function snapshotLinesOf(
  month: AccountingMonthId,
  claims: readonly BookableClaim[],
  personOf: (employeeId: string) => SnapshotPerson,
): Omit<SnapshotLine, 'snapshotId'>[] {
  const kindRank = (claim: BookableClaim) =>
    claim.correctionKind === 'REVERSAL' ? 1 : claim.correctionKind === 'REBOOKING' ? 2 : 0;
  const sorted = [...claims].sort(
    (a, b) =>
      (a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0) ||
      a.caseNumber - b.caseNumber ||
      (a.caseId < b.caseId ? -1 : a.caseId > b.caseId ? 1 : 0) ||
      (a.coverageLine < b.coverageLine ? -1 : a.coverageLine > b.coverageLine ? 1 : 0) ||
      kindRank(a) - kindRank(b) ||
      (a.manualCorrectionId ?? '').localeCompare(b.manualCorrectionId ?? '') ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );
  const lines: Omit<SnapshotLine, 'snapshotId'>[] = [];
  let current: {
    first: BookableClaim;
    last: BookableClaim;
    key: string;
    days: number;
    amount: number;
    waiting: number;
  } | null = null;
  const close = () => {
    if (!current) return;
    const { first, last } = current;
    const person = personOf(first.employeeId);
    lines.push({
      accountingMonthId: month,
      employeeId: first.employeeId,
      personnelNumber: person.personnelNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      caseId: first.caseId,
      caseNumber: first.caseNumber,
      claimType: first.claimType,
      coverageLine: first.coverageLine,
      reimbursementType: first.reimbursementType,
      startDate: first.date,
      endDate: last.date,
      days: current.days,
      dailyRate: first.dailyRate,
      dailyAllowance: first.dailyAllowance,
      amount: current.amount,
      incapacityOfWork: first.incapacityOfWork,
      coverage: first.coverage,
      isWithinShorttermRisk: first.isWithinShorttermRisk,
      isWithinContinuationOfPayment: first.isWithinContinuationOfPayment,
      isCorrection: first.isCorrection,
      correctionKind: first.correctionKind,
      correctedMonthId: first.isCorrection ? first.date.slice(0, 7) : null,
      manualCorrectionId: first.manualCorrectionId,
      salaryExportAccountId: first.salaryExportAccountId,
      companySubunitId: person.entity.companySubunitId,
      processingGroupId: person.entity.processingGroupId,
      counterSnapshots: countersAtEndOf(last, current.waiting),
    });
    current = null;
  };
  for (const claim of sorted) {
    const key = lineKey(claim);
    if (current && current.key === key && nextDay(current.last.date) === claim.date) {
      current.last = claim;
      current.days += 1;
      current.amount += claim.dailyAllowance;
      if (claim.isWaitingPeriodDay) current.waiting += 1;
      continue;
    }
    close();
    current = {
      first: claim,
      last: claim,
      key,
      days: 1,
      amount: claim.dailyAllowance,
      waiting: claim.isWaitingPeriodDay ? 1 : 0,
    };
  }
  close();
  return lines;
}
