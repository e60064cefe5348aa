// Display logic of the absences area, pure and unit-tested: type colours, a period's percentage or hours in
// words, what an issue badge says and where its "fix" leads, the changes an edit form sends, and whether the
// derived period list reflects a write yet (periods are derived in the background after every write).
import type { AbsencePeriodItem } from '../../../../src/contracts/absence-periods.ts';
import type { TintColor } from '../../components/tinted.tsx';
import { isIsoDate } from '../../lib/dates.ts';
import type { AbsenceTypeValue, AccidentTypeValue, ColorMark } from './periods-search.ts';

export type AbsencePeriod = AbsencePeriodItem;
export type PeriodDay = AbsencePeriod['days'][number];
export type PeriodIssue = NonNullable<AbsencePeriod['issues']>[number];

/** One colour per absence type, the same in table, cards, days and the type filter. */
export const ABSENCE_TYPE_COLORS: Record<AbsenceTypeValue, TintColor> = {
  SICK: 'red',
  ACCIDENT: 'orange',
  MILITARY: 'teal',
  MATERNITY: 'pink',
  PATERNITY: 'cyan',
  VACATION: 'blue',
  FAMILY_CARE: 'violet',
  OTHER: 'gray',
};

/** A colour mark's swatch: strong shades, so the mark is visible next to the light type badges. */
export const COLOR_MARK_SWATCHES: Record<ColorMark, string> = {
  DARK_RED: 'var(--mantine-color-red-9)',
  GREEN: 'var(--mantine-color-green-7)',
  PURPLE: 'var(--mantine-color-grape-5)',
  DARK_PURPLE: 'var(--mantine-color-violet-9)',
  GREY: 'var(--mantine-color-gray-6)',
};

/** What a period's extent column says. */
export type PeriodValue =
  | { kind: 'percentage'; value: string }
  | { kind: 'varying'; min: string; max: string; mean: string }
  | { kind: 'hours'; value: string }
  | { kind: 'mixed'; percentage: string; hours: string }
  | { kind: 'none' };

export function periodValue(
  period: Pick<AbsencePeriod, 'percentage' | 'hours' | 'isPercentageVarying' | 'percentageRange'>,
): PeriodValue {
  const { percentage, hours } = period;
  if (percentage !== null && hours !== null) return { kind: 'mixed', percentage, hours };
  if (percentage !== null) {
    return period.isPercentageVarying && period.percentageRange
      ? { kind: 'varying', min: period.percentageRange.min, max: period.percentageRange.max, mean: percentage }
      : { kind: 'percentage', value: percentage };
  }
  if (hours !== null) return { kind: 'hours', value: hours };
  return { kind: 'none' };
}

/** "50" / "50.00" / "4.5" -> a number for the formatters. */
export function decimalNumber(value: string): number {
  return Number(value);
}

/** The ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function isWeekend(isoDate: string): boolean {
  return isoWeekday(isoDate) >= 6;
}

// ---- Issues --------------------------------------------------------------------------------------------------

/** The absence issue types: fixed on this screen by entering or correcting days. */
export const ABSENCE_ISSUE_TYPES = [
  'ABSENCE_MISSING_SATURDAY_OR_SUNDAY',
  'ABSENCE_DUPLICATED',
  'ABSENCE_MIXED_TYPES_SAME_MONTH',
  'ABSENCE_GAP_BETWEEN_ABSENCES',
] as const;

/** Where an issue's "fix" leads. */
export type IssueFix =
  /** Record the missing days: the create form, filled in. */
  | { kind: 'addDays'; employeeId: string; startDate: string; endDate: string; type: AbsenceTypeValue }
  /** Look at the days of the period (duplicates, mixed types) and correct or delete one. */
  | { kind: 'showDays' }
  /** The employee's data (records, wage types, dates of employment). */
  | { kind: 'employee'; employeeId: string };

const detailsOf = (issue: Pick<PeriodIssue, 'details'>): Record<string, unknown> =>
  typeof issue.details === 'object' && issue.details !== null ? (issue.details as Record<string, unknown>) : {};

const ABSENCE_TYPE_SET = new Set<string>([
  'SICK',
  'ACCIDENT',
  'MILITARY',
  'MATERNITY',
  'PATERNITY',
  'VACATION',
  'FAMILY_CARE',
  'OTHER',
]);

export function issueFix(
  issue: Pick<PeriodIssue, 'type' | 'details'>,
  period: Pick<AbsencePeriod, 'employeeId' | 'type'>,
): IssueFix {
  const details = detailsOf(issue);
  const type =
    typeof details.absenceType === 'string' && ABSENCE_TYPE_SET.has(details.absenceType)
      ? (details.absenceType as AbsenceTypeValue)
      : period.type;
  if (issue.type === 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY') {
    const dates = Array.isArray(details.missingDates)
      ? details.missingDates.filter((date): date is string => typeof date === 'string' && isIsoDate(date)).sort()
      : [];
    const [first] = dates;
    if (first)
      return { kind: 'addDays', employeeId: period.employeeId, startDate: first, endDate: dates.at(-1) ?? first, type };
  }
  if (issue.type === 'ABSENCE_GAP_BETWEEN_ABSENCES') {
    const { gapStart, gapEnd } = details;
    if (typeof gapStart === 'string' && typeof gapEnd === 'string' && isIsoDate(gapStart) && isIsoDate(gapEnd)) {
      return { kind: 'addDays', employeeId: period.employeeId, startDate: gapStart, endDate: gapEnd, type };
    }
  }
  if (issue.type.startsWith('EMPLOYEE_')) return { kind: 'employee', employeeId: period.employeeId };
  return { kind: 'showDays' };
}

/**
 * The values an issue's message names, formatted: ISO dates as Swiss dates, lists of dates joined, numbers as
 * they are. `formatDate` and `formatMonth` come from the UI's formatters.
 */
export function issueMessageValues(
  issue: Pick<PeriodIssue, 'details' | 'scopeDate'>,
  formatDate: (isoDate: string) => string,
  formatMonth: (isoMonth: string) => string,
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (issue.scopeDate) values.scopeDate = formatDate(issue.scopeDate);
  for (const [key, value] of Object.entries(detailsOf(issue))) {
    if (typeof value === 'number') values[key] = value;
    else if (typeof value === 'string') {
      values[key] = isIsoDate(value) ? formatDate(value) : /^\d{4}-\d{2}$/.test(value) ? formatMonth(value) : value;
    } else if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
      values[key] = value.map((entry) => (isIsoDate(entry) ? formatDate(entry) : entry)).join(', ');
      values[`${key}Count`] = value.length;
    }
  }
  return values;
}

/** Issues most severe first, then by day. */
export function sortIssues<T extends Pick<PeriodIssue, 'severity' | 'scopeDate' | 'type'>>(issues: readonly T[]): T[] {
  return [...issues].sort(
    (a, b) =>
      b.severity - a.severity || (a.scopeDate ?? '').localeCompare(b.scopeDate ?? '') || a.type.localeCompare(b.type),
  );
}

/** Badge colour by severity: 1 hint, 2 warning, 3 error. */
export function severityColor(severity: number): TintColor {
  return severity >= 3 ? 'red' : severity === 2 ? 'orange' : 'blue';
}

// ---- Edit forms ----------------------------------------------------------------------------------------------

export type Basis = 'percentage' | 'hours';

/** What an edit or create form holds. */
export type AbsenceDraft = {
  type: AbsenceTypeValue;
  accidentType: AccidentTypeValue | null;
  basis: Basis;
  /** As typed: "50", "4,5"; empty = unchanged (edit of a period whose days differ). */
  amount: string;
  comment: string;
};

/** The changes PATCH /absence takes. */
export type AbsenceChangeSet = {
  type?: AbsenceTypeValue;
  accidentType?: AccidentTypeValue | null;
  hours?: string;
  percentage?: string;
  comment?: string | null;
};

/** A typed amount as the API takes it: decimal comma allowed, blanks trimmed. */
export function normaliseAmount(text: string): string {
  return text.trim().replace(',', '.');
}

/** The days' common value of a field, or null when they differ (or there are none). */
export function commonValue<T>(values: readonly T[]): T | null {
  const [first] = values;
  return values.length > 0 && values.every((value) => value === first) ? (first as T) : null;
}

/**
 * The form's starting state for a set of recorded days (one day, or every recorded day of a period): a field
 * the days share is filled in; one they differ in is left empty (and then only sent when the user fills it).
 */
export function draftFromDays(
  type: AbsenceTypeValue,
  days: readonly Pick<PeriodDay, 'accidentType' | 'hours' | 'percentage' | 'comment' | 'isFilled'>[],
): AbsenceDraft {
  const recorded = days.filter((day) => !day.isFilled);
  const percentage = commonValue(recorded.map((day) => day.percentage));
  const hours = commonValue(recorded.map((day) => day.hours));
  const allHours = recorded.length > 0 && recorded.every((day) => day.hours !== null);
  return {
    type,
    accidentType: type === 'ACCIDENT' ? commonValue(recorded.map((day) => day.accidentType)) : null,
    basis: allHours ? 'hours' : 'percentage',
    amount: (allHours ? hours : percentage) ?? '',
    comment: commonValue(recorded.map((day) => day.comment ?? '')) ?? '',
  };
}

/** The fields that changed between the form's start and now; null when nothing did. */
export function changesBetween(initial: AbsenceDraft, draft: AbsenceDraft): AbsenceChangeSet | null {
  const changes: AbsenceChangeSet = {};
  if (draft.type !== initial.type) changes.type = draft.type;
  const accidentType = draft.type === 'ACCIDENT' ? draft.accidentType : null;
  const initialAccident = initial.type === 'ACCIDENT' ? initial.accidentType : null;
  if (draft.type === 'ACCIDENT' && accidentType !== initialAccident) changes.accidentType = accidentType;
  const amount = normaliseAmount(draft.amount);
  const amountChanged =
    amount !== '' &&
    (draft.basis !== initial.basis ||
      Number(amount) !== Number(normaliseAmount(initial.amount)) ||
      initial.amount === '');
  if (amountChanged) changes[draft.basis] = amount;
  if (draft.comment.trim() !== initial.comment.trim())
    changes.comment = draft.comment.trim() === '' ? null : draft.comment.trim();
  return Object.keys(changes).length > 0 ? changes : null;
}

// ---- Derivation in the background ----------------------------------------------------------------------------

/** What the period list must show once the background derivation has processed a write. */
export type WriteExpectation = {
  /** Days that must be in a period, with what must be true of them. */
  present: {
    absenceId: string;
    type?: AbsenceTypeValue;
    percentage?: string;
    hours?: string;
    comment?: string | null;
  }[];
  /** Days that must be in no period any more (deleted). */
  absent: string[];
};

/** Whether these periods (of the employees and days the write touched) reflect the write. */
export function reflectsWrite(
  periods: readonly Pick<AbsencePeriod, 'type' | 'absenceIds' | 'days'>[],
  expectation: WriteExpectation,
): boolean {
  const byId = new Map<string, { type: AbsenceTypeValue; day: PeriodDay | undefined }>();
  for (const period of periods) {
    for (const absenceId of period.absenceIds) {
      byId.set(absenceId, { type: period.type, day: period.days.find((day) => day.absenceId === absenceId) });
    }
  }
  if (expectation.absent.some((absenceId) => byId.has(absenceId))) return false;
  return expectation.present.every((expected) => {
    const found = byId.get(expected.absenceId);
    if (!found) return false;
    if (expected.type !== undefined && found.type !== expected.type) return false;
    const day = found.day;
    if (!day)
      return expected.percentage === undefined && expected.hours === undefined && expected.comment === undefined;
    if (expected.percentage !== undefined && Number(day.percentage) !== Number(expected.percentage)) return false;
    if (expected.hours !== undefined && Number(day.hours) !== Number(expected.hours)) return false;
    if (expected.comment !== undefined && (day.comment ?? null) !== expected.comment) return false;
    return true;
  });
}

/** The expectation of a change applied to days. */
export function expectationOfChange(absenceIds: readonly string[], changes: AbsenceChangeSet): WriteExpectation {
  return {
    present: absenceIds.map((absenceId) => ({
      absenceId,
      ...(changes.type !== undefined ? { type: changes.type } : {}),
      ...(changes.percentage !== undefined ? { percentage: changes.percentage } : {}),
      ...(changes.hours !== undefined ? { hours: changes.hours } : {}),
      ...(changes.comment !== undefined ? { comment: changes.comment } : {}),
    })),
    absent: [],
  };
}

/** The recorded days of periods (filled weekend days have no record to change). */
export function recordedIds(periods: readonly Pick<AbsencePeriod, 'absenceIds'>[]): string[] {
  return periods.flatMap((period) => period.absenceIds);
}
