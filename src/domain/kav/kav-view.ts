// KAV (issue 33 scope 3, decision 0069): the pure parts of the payroll's KAV view. The server reads the records,
// claims, absences and accounting months and passes them in.
//
// - Completeness: the employees whose current record lacks a field KAV requires (the fields the employee upload
//   checks: uploads/employee-upload.rules.ts kavIssues), filtered by a field, sorted and counted per field.
// - The month split: the claims of coverage line KTG booked in a month, split by the policy they are covered under
//   (claims.ts coveredUnderPolicy): KAV for the short-term days, KTG for the long-term ones; days count the regular
//   claim lines, the amount every line booked in the month (corrections included).
// - The months of the view: the 12 accounting months up to the day's month, newest first, each with its state.
import { monthIdOf, toEpochDay } from '../dates.ts';

// --- Completeness --------------------------------------------------------------------------------------------------

export type CompletenessEntry<Field extends string> = {
  employeeId: string;
  personnelNumber: string;
  firstName: string;
  lastName: string;
  missing: readonly Field[];
};

export type CompletenessSort = 'LAST_NAME' | 'PERSONNEL_NUMBER' | 'MISSING_COUNT';

// One collator for every comparison: localeCompare with options builds one per call (a list of 2 000 sorts in ~40 ms).
const collator = new Intl.Collator('de-CH', { sensitivity: 'base' });
const compareText = (a: string, b: string) => collator.compare(a, b);
const byName = <Field extends string>(a: CompletenessEntry<Field>, b: CompletenessEntry<Field>) =>
  compareText(a.lastName, b.lastName) ||
  compareText(a.firstName, b.firstName) ||
  compareText(a.personnelNumber, b.personnelNumber) ||
  (a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0);

/**
 * The incomplete records (at least one field missing), those lacking `missingField` when given, in the order asked
 * (MISSING_COUNT: the most fields missing first), with the count of records lacking each field (before the field
 * filter, so the filter's choices show their numbers) in the order of `fields`.
 */
export function completenessList<Field extends string>(
  entries: readonly CompletenessEntry<Field>[],
  fields: readonly Field[],
  query: { missingField?: Field | undefined; sortBy: CompletenessSort },
): { items: CompletenessEntry<Field>[]; byField: { field: Field; count: number }[] } {
  const incomplete = entries.filter((entry) => entry.missing.length > 0);
  const counts = new Map<Field, number>(fields.map((field) => [field, 0]));
  for (const entry of incomplete) {
    for (const field of entry.missing) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  const kept = query.missingField
    ? incomplete.filter((entry) => entry.missing.includes(query.missingField as Field))
    : incomplete;
  const sorted = [...kept].sort((a, b) => {
    if (query.sortBy === 'PERSONNEL_NUMBER') {
      return compareText(a.personnelNumber, b.personnelNumber) || byName(a, b);
    }
    if (query.sortBy === 'MISSING_COUNT') return b.missing.length - a.missing.length || byName(a, b);
    return byName(a, b);
  });
  return { items: sorted, byField: fields.map((field) => ({ field, count: counts.get(field) ?? 0 })) };
}

// --- The month split -----------------------------------------------------------------------------------------------

/** Claim lines of one month, policy type and kind as the split reads them (grouped by the server; Rappen). */
export type SplitLines = {
  accountingMonthId: string;
  /** The policy type the lines are covered under (details.coveredUnderPolicy.type); null: uninsured. */
  policyType: string | null;
  isCorrection: boolean;
  /** How many claim lines (one per day for regular lines). */
  lines: number;
  /** The sum of their daily allowances. */
  amount: number;
};

export type LineTotal = { days: number; amount: number; correctionAmount: number };
export type MonthSplit = { accountingMonthId: string; kav: LineTotal; ktg: LineTotal };

const zero = (): LineTotal => ({ days: 0, amount: 0, correctionAmount: 0 });

/**
 * KAV beside KTG per month, in the order of `months`: the short-term lines covered under KAV, the long-term ones
 * under KTG. Uninsured lines (a KTG waiting day without short-term cover) and other policy types count in neither.
 */
export function monthSplit(claims: readonly SplitLines[], months: readonly string[]): MonthSplit[] {
  const byMonth = new Map<string, MonthSplit>(
    months.map((month) => [month, { accountingMonthId: month, kav: zero(), ktg: zero() }]),
  );
  for (const claim of claims) {
    const month = byMonth.get(claim.accountingMonthId);
    if (!month) continue;
    const line = claim.policyType === 'KAV' ? month.kav : claim.policyType === 'KTG' ? month.ktg : null;
    if (!line) continue;
    line.amount += claim.amount;
    if (claim.isCorrection) line.correctionAmount += claim.amount;
    else line.days += claim.lines;
  }
  return months.map((month) => byMonth.get(month) as MonthSplit);
}

/** The `count` accounting months up to the month of `date` (YYYY-MM-DD), newest first. */
export function monthsUpTo(date: string, count = 12): string[] {
  const [year, month] = monthIdOf(toEpochDay(date))
    .split('-')
    .map((part) => Number(part)) as [number, number];
  const months: string[] = [];
  for (let index = 0; index < count; index++) {
    const total = year * 12 + (month - 1) - index;
    months.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

// --- The accounting state ------------------------------------------------------------------------------------------

export type MonthState = 'NOT_OPENED' | 'OPEN' | 'PARTLY_LOCKED' | 'LOCKED';

/**
 * A month's accounting state: NOT_OPENED until an admin opens it, LOCKED when a lock covers the whole company,
 * PARTLY_LOCKED when only some subunits or processing groups are locked, else OPEN.
 */
export function monthState(month: { isOpened: boolean; isLocked: boolean; lockCount: number }): MonthState {
  if (!month.isOpened) return 'NOT_OPENED';
  if (month.isLocked) return 'LOCKED';
  return month.lockCount > 0 ? 'PARTLY_LOCKED' : 'OPEN';
}

// --- Absences ------------------------------------------------------------------------------------------------------

export type AbsenceBasis = 'HOURS' | 'PERCENTAGE';

/** An absence day's basis: HOURS when it is recorded in hours (then its percentage is null), else PERCENTAGE. */
export function absenceBasis(absence: { hours: string | null }): AbsenceBasis {
  return absence.hours !== null ? 'HOURS' : 'PERCENTAGE';
}

/** The first and last day of an accounting month (YYYY-MM). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map((part) => Number(part)) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
