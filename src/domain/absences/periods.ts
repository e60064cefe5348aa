// Absence periods (issue 12, spec section 3 "Absence period" and care "absencePeriodDefinition"): one employee's
// live daily absences grouped into periods, pure (no clock, no I/O). docs/domain/absence-periods.md explains the
// rules with worked examples; this header lists the decisions the spec leaves open.
//
// Order of work:
// 1. Weekend fill (C17) first, for every absence type, with the tenant's shouldFillWeekendGaps mode; it reuses
//    fillWeekendGaps of the sick-pay engine so periods, cases and counters see the same filled days. A filled
//    Saturday or Sunday copies the Friday's record (hours or percentage, accidentType) and is marked isFilled; it
//    has no absenceId.
// 2. Runs: the consecutive calendar days (C1, recorded or filled) of one type.
// 3. Combination, only for the types in includeAbsenceTypes (the care definition of an absence period). Two runs of
//    the same type are combined when the days between them (the gap) pass this test, day by day:
//    - a day with an absence (recorded or filled) of a type in combinePeriodsWithAbsenceGapsOfType is explained;
//    - a day with an absence of any other type blocks the combination (the person was away for another recorded
//      reason; that is a different period, and mixed types are a data issue, not something to bridge);
//    - a Saturday or Sunday without any absence is explained when combinePeriodsWithWeekendGaps is on;
//    - any other day without an absence is an unexplained day.
//    The runs are combined when no day blocks and the unexplained days number at most
//    combinePeriodsWithGapDurationInDays (so the weekend does not use up the gap allowance when the weekend rule is
//    on). Public holidays are not known here: a holiday in a gap is an unexplained day.
//    Types outside includeAbsenceTypes form one period per run (after weekend fill) and are never combined: the
//    definition is the care definition, but every live absence day still belongs to exactly one period.
// 4. A combined period keeps its own days only: the days of the gap belong to their own periods (or to none), so
//    startDate..endDate is the span and `days` are the period's entries. calendarDays is the span length, the
//    number the duration buckets use (C18).
//
// Summaries of a period (the spec's hours / percentage / source fields):
// - percentage: over the recorded percentage-based records. Every record the same → that value; otherwise the
//   record-weighted mean rounded half-up to 0.01, with isPercentageVarying and the min/max range so the table can
//   show "Ø 75.00 % (50.00-100.00)". Filled weekend days copy the Friday and do not change the summary.
// - hours: the sum of the recorded hours-based records (absent working hours; filled weekend days are not working
//   hours). A period with both bases reports both; a period with one basis reports null for the other.
// - source: the common source of the records, or 'mixed'; accidentType: the common one, or null.
// - Two records of the same type on one day (a data issue, ABSENCE_DUPLICATED) both belong to the period; the
//   weekend fill copies the Friday record with the highest percentage (then hours, then smallest absenceId).
//
// Stable ids (stablePeriodIds): colour marks live on the period id, comments on the absence days. A next period
// takes the id of the previous period of the same type whose span overlaps it most (greedy, largest overlap first;
// ties: earlier next start, earlier previous start, smaller id), so an unchanged, grown or shrunk period keeps its
// id, and a split period's larger part keeps it. A period whose type changed keeps its id only when its span is
// exactly the previous one (a bulk type change of a whole period). Everything else gets a new id from the injected
// generator.
import { minMax } from '../collections.ts';
import { type EpochDay, isoDateOf, isoWeekday, isWeekend, toEpochDay } from '../dates.ts';
import type { AbsenceType, AccidentType, WeekendFillMode } from '../sick-pay/types.ts';
import { type AbsenceDay, fillWeekendGaps } from '../sick-pay/weekend-fill.ts';

export type IsoDate = string;
export const ABSENCE_SOURCES = ['automatic', 'edited', 'manual'] as const;
export type AbsenceSource = (typeof ABSENCE_SOURCES)[number];

/** One live daily absence (spec "Absence"); hours or percentage is set, the other null, both strings. */
export type AbsenceRecord = {
  absenceId: string;
  date: IsoDate;
  type: AbsenceType;
  accidentType: AccidentType | null;
  hours: string | null;
  percentage: string | null;
  source: AbsenceSource;
  comment: string | null;
  /** Soft-deleted records are ignored (the caller normally passes live ones only). */
  deleted?: boolean;
};

/** The care configuration's absencePeriodDefinition (src/contracts/tenant.ts, defaults applied). */
export type AbsencePeriodDefinition = {
  includeAbsenceTypes: readonly AbsenceType[];
  combinePeriodsWithWeekendGaps: boolean;
  combinePeriodsWithAbsenceGapsOfType: readonly AbsenceType[];
  combinePeriodsWithGapDurationInDays: number;
};

/** The contract's defaults: what a tenant without a care configuration gets. */
export const DEFAULT_ABSENCE_PERIOD_DEFINITION: AbsencePeriodDefinition = {
  includeAbsenceTypes: ['SICK', 'ACCIDENT'],
  combinePeriodsWithWeekendGaps: true,
  combinePeriodsWithAbsenceGapsOfType: [],
  combinePeriodsWithGapDurationInDays: 0,
};

export type PeriodOptions = {
  /** The tenant's shouldFillWeekendGaps (C17); null = no fill. */
  weekendFill: WeekendFillMode | null;
  definition?: AbsencePeriodDefinition;
};

export type PeriodDay = {
  date: IsoDate;
  /** null for a filled weekend day (C17). */
  absenceId: string | null;
  isFilled: boolean;
  accidentType: AccidentType | null;
  hours: string | null;
  percentage: string | null;
  /** null for a filled weekend day: it is not source data. */
  source: AbsenceSource | null;
  comment: string | null;
};

export type AbsencePeriodDraft = {
  type: AbsenceType;
  startDate: IsoDate;
  endDate: IsoDate;
  /** endDate - startDate + 1: the length the duration buckets use (C18). */
  calendarDays: number;
  /** Whether the type is in includeAbsenceTypes: the period counts for care stage triggers. */
  isCareRelevant: boolean;
  absenceIds: string[];
  accidentType: AccidentType | null;
  /** Sum of the recorded hours-based records, two decimals; null when no record is hours-based. */
  hours: string | null;
  /** Common or mean percentage of the recorded percentage-based records, two decimals; null when none. */
  percentage: string | null;
  isPercentageVarying: boolean;
  percentageRange: { min: string; max: string } | null;
  source: AbsenceSource | 'mixed';
  days: PeriodDay[];
};

export type AbsencePeriod = AbsencePeriodDraft & { periodId: string };

/** What stablePeriodIds needs of a stored period. */
export type PreviousPeriod = { periodId: string; type: AbsenceType; startDate: IsoDate; endDate: IsoDate };

// --- Weekend fill (C17) -------------------------------------------------------------------------------------------

/** A recorded or filled absence of one day, with its epoch day. */
export type ExpandedDay = { day: EpochDay; type: AbsenceType; record: AbsenceRecord; isFilled: boolean };

/** Hundredths of a percent or an hour ('62.5' → 6250); the inputs are checked strings of the contract. */
export function toHundredths(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new RangeError(`Not a number: ${value}`);
  return Math.round(number * 100);
}

function formatHundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The record a filled day copies when a day has several of one type: highest %, then hours, then smallest id. */
function isPreferred(candidate: AbsenceRecord, current: AbsenceRecord): boolean {
  const percentage = (record: AbsenceRecord) => (record.percentage === null ? -1 : toHundredths(record.percentage));
  const hours = (record: AbsenceRecord) => (record.hours === null ? -1 : toHundredths(record.hours));
  return (
    (percentage(candidate) - percentage(current) ||
      hours(candidate) - hours(current) ||
      compareText(current.absenceId, candidate.absenceId)) > 0
  );
}

/**
 * The live records as epoch days plus the weekend days C17 fills, sorted by day, type, absenceId (filled last).
 * Shared by the periods and the issue detection, so both see the same filled days.
 */
export function expandAbsenceDays(
  records: readonly AbsenceRecord[],
  weekendFill: WeekendFillMode | null,
): ExpandedDay[] {
  const expanded: ExpandedDay[] = [];
  const representative = new Map<string, AbsenceRecord>();
  for (const record of records) {
    if (record.deleted) continue;
    const day = toEpochDay(record.date);
    expanded.push({ day, type: record.type, record, isFilled: false });
    const key = `${day}|${record.type}`;
    const current = representative.get(key);
    if (!current || isPreferred(record, current)) representative.set(key, record);
  }
  if (weekendFill !== null) {
    const normalised: AbsenceDay[] = [...representative.keys()].map((key) => {
      const [day, type] = key.split('|') as [string, AbsenceType];
      return { day: Number(day), type, incapacityPm: 0, isFilled: false };
    });
    for (const entry of fillWeekendGaps(normalised, weekendFill)) {
      if (!entry.isFilled) continue;
      // C17: a filled Saturday or Sunday takes the Friday's record (fillWeekendGaps only fills from a Friday).
      const friday = isoWeekday(entry.day) === 6 ? entry.day - 1 : entry.day - 2;
      const record = representative.get(`${friday}|${entry.type}`);
      if (record) expanded.push({ day: entry.day, type: entry.type, record, isFilled: true });
    }
  }
  return expanded.sort(
    (a, b) =>
      a.day - b.day ||
      compareText(a.type, b.type) ||
      Number(a.isFilled) - Number(b.isFilled) ||
      compareText(a.record.absenceId, b.record.absenceId),
  );
}

// --- Runs and combination -------------------------------------------------------------------------------------------

type Run = { type: AbsenceType; start: EpochDay; end: EpochDay; entries: ExpandedDay[] };

function runsOf(expanded: readonly ExpandedDay[]): Run[] {
  const byType = new Map<AbsenceType, ExpandedDay[]>();
  for (const entry of expanded) {
    const list = byType.get(entry.type);
    if (list) list.push(entry);
    else byType.set(entry.type, [entry]);
  }
  const runs: Run[] = [];
  for (const [type, entries] of byType) {
    let current: Run | null = null;
    for (const entry of entries) {
      if (current && entry.day <= current.end + 1) {
        current.end = Math.max(current.end, entry.day);
        current.entries.push(entry);
      } else {
        current = { type, start: entry.day, end: entry.day, entries: [entry] };
        runs.push(current);
      }
    }
  }
  return runs;
}

/** The runs of each type with their type's runs in day order (runsOf keeps the expanded order). */
export function absenceRunsByType(
  expanded: readonly ExpandedDay[],
): Map<AbsenceType, { start: EpochDay; end: EpochDay }[]> {
  const result = new Map<AbsenceType, { start: EpochDay; end: EpochDay }[]>();
  for (const run of runsOf(expanded)) {
    const list = result.get(run.type) ?? [];
    list.push({ start: run.start, end: run.end });
    result.set(run.type, list);
  }
  return result;
}

function shouldCombine(
  type: AbsenceType,
  gapStart: EpochDay,
  gapEnd: EpochDay,
  typesByDay: ReadonlyMap<EpochDay, ReadonlySet<AbsenceType>>,
  definition: AbsencePeriodDefinition,
): boolean {
  let unexplained = 0;
  for (let day = gapStart; day <= gapEnd; day++) {
    const types = typesByDay.get(day);
    if (types && types.size > 0) {
      for (const other of types) {
        if (other === type) continue;
        if (!definition.combinePeriodsWithAbsenceGapsOfType.includes(other)) return false;
      }
      continue;
    }
    if (definition.combinePeriodsWithWeekendGaps && isWeekend(day)) continue;
    unexplained += 1;
    if (unexplained > definition.combinePeriodsWithGapDurationInDays) return false;
  }
  return true;
}

// --- Periods ------------------------------------------------------------------------------------------------------

function summarise(type: AbsenceType, runs: readonly Run[], isCareRelevant: boolean): AbsencePeriodDraft {
  const entries = runs.flatMap((run) => run.entries);
  const start = runs[0]?.start ?? 0;
  const end = runs[runs.length - 1]?.end ?? 0;
  const recorded = entries.filter((entry) => !entry.isFilled).map((entry) => entry.record);
  const percentages = recorded.filter((r) => r.percentage !== null).map((r) => toHundredths(r.percentage as string));
  const hours = recorded.filter((r) => r.hours !== null).map((r) => toHundredths(r.hours as string));
  const { min, max } = minMax(percentages) ?? { min: 0, max: 0 };
  const sum = percentages.reduce((total, value) => total + value, 0);
  // Record-weighted mean, half-up to 0.01 (values are non-negative hundredths).
  const mean = percentages.length > 0 ? Math.floor((2 * sum + percentages.length) / (2 * percentages.length)) : 0;
  const sources = new Set(recorded.map((r) => r.source));
  const accidentTypes = new Set(recorded.map((r) => r.accidentType));
  const [onlySource] = sources;
  const [onlyAccidentType] = accidentTypes;
  return {
    type,
    startDate: isoDateOf(start),
    endDate: isoDateOf(end),
    calendarDays: end - start + 1,
    isCareRelevant,
    absenceIds: recorded.map((r) => r.absenceId).sort(compareText),
    accidentType: accidentTypes.size === 1 ? (onlyAccidentType ?? null) : null,
    hours: hours.length > 0 ? formatHundredths(hours.reduce((total, value) => total + value, 0)) : null,
    percentage: percentages.length > 0 ? formatHundredths(min === max ? min : mean) : null,
    isPercentageVarying: min !== max,
    percentageRange: percentages.length > 0 ? { min: formatHundredths(min), max: formatHundredths(max) } : null,
    source: sources.size === 1 && onlySource ? onlySource : 'mixed',
    days: entries.map((entry) => ({
      date: isoDateOf(entry.day),
      absenceId: entry.isFilled ? null : entry.record.absenceId,
      isFilled: entry.isFilled,
      accidentType: entry.record.accidentType,
      hours: entry.record.hours,
      percentage: entry.record.percentage,
      source: entry.isFilled ? null : entry.record.source,
      comment: entry.isFilled ? null : entry.record.comment,
    })),
  };
}

/**
 * One employee's absence periods (without ids: see stablePeriodIds), sorted by startDate, then type. Every live
 * record is in exactly one period; the result does not depend on the order of `records`.
 */
export function buildAbsencePeriods(records: readonly AbsenceRecord[], options: PeriodOptions): AbsencePeriodDraft[] {
  const definition = options.definition ?? DEFAULT_ABSENCE_PERIOD_DEFINITION;
  const expanded = expandAbsenceDays(records, options.weekendFill);
  const typesByDay = new Map<EpochDay, Set<AbsenceType>>();
  for (const entry of expanded) {
    const types = typesByDay.get(entry.day);
    if (types) types.add(entry.type);
    else typesByDay.set(entry.day, new Set([entry.type]));
  }
  const periods: AbsencePeriodDraft[] = [];
  const runsByType = new Map<AbsenceType, Run[]>();
  for (const run of runsOf(expanded)) {
    const list = runsByType.get(run.type);
    if (list) list.push(run);
    else runsByType.set(run.type, [run]);
  }
  for (const [type, runs] of runsByType) {
    const isCareRelevant = definition.includeAbsenceTypes.includes(type);
    let group: Run[] = [];
    for (const run of runs) {
      const previous = group[group.length - 1];
      if (previous && isCareRelevant && shouldCombine(type, previous.end + 1, run.start - 1, typesByDay, definition)) {
        group.push(run);
        continue;
      }
      if (group.length > 0) periods.push(summarise(type, group, isCareRelevant));
      group = [run];
    }
    if (group.length > 0) periods.push(summarise(type, group, isCareRelevant));
  }
  return periods.sort((a, b) => compareText(a.startDate, b.startDate) || compareText(a.type, b.type));
}

// --- Stable ids ---------------------------------------------------------------------------------------------------

function overlapDays(a: { startDate: IsoDate; endDate: IsoDate }, b: { startDate: IsoDate; endDate: IsoDate }) {
  const start = Math.max(toEpochDay(a.startDate), toEpochDay(b.startDate));
  const end = Math.min(toEpochDay(a.endDate), toEpochDay(b.endDate));
  return Math.max(0, end - start + 1);
}

/**
 * Ids for freshly built periods: a period keeps the id of the previous period of its type it overlaps most (an
 * unchanged period keeps its id, so its colour mark survives), or of a previous period of another type with
 * exactly its span; the others get newId(). Returns the periods in the order of `next`.
 */
export function stablePeriodIds(
  previous: readonly PreviousPeriod[],
  next: readonly AbsencePeriodDraft[],
  newId: () => string,
): AbsencePeriod[] {
  type Pair = { previousIndex: number; nextIndex: number; overlap: number };
  const pairs: Pair[] = [];
  next.forEach((period, nextIndex) => {
    previous.forEach((old, previousIndex) => {
      if (old.type !== period.type) return;
      const overlap = overlapDays(old, period);
      if (overlap > 0) pairs.push({ previousIndex, nextIndex, overlap });
    });
  });
  const byPriority = (a: Pair, b: Pair) => {
    const nextA = next[a.nextIndex] as AbsencePeriodDraft;
    const nextB = next[b.nextIndex] as AbsencePeriodDraft;
    const oldA = previous[a.previousIndex] as PreviousPeriod;
    const oldB = previous[b.previousIndex] as PreviousPeriod;
    return (
      b.overlap - a.overlap ||
      compareText(nextA.startDate, nextB.startDate) ||
      compareText(nextA.type, nextB.type) ||
      compareText(oldA.startDate, oldB.startDate) ||
      compareText(oldA.periodId, oldB.periodId)
    );
  };
  const ids: (string | null)[] = next.map(() => null);
  const usedPrevious = new Set<number>();
  const assign = (candidates: Pair[]) => {
    for (const pair of candidates.sort(byPriority)) {
      if (usedPrevious.has(pair.previousIndex) || ids[pair.nextIndex] !== null) continue;
      const old = previous[pair.previousIndex] as PreviousPeriod;
      usedPrevious.add(pair.previousIndex);
      ids[pair.nextIndex] = old.periodId;
    }
  };
  assign(pairs);
  // A whole period whose type changed (bulk type change) keeps its id when the span is exactly the same.
  const sameSpan: Pair[] = [];
  next.forEach((period, nextIndex) => {
    if (ids[nextIndex] !== null) return;
    previous.forEach((old, previousIndex) => {
      if (usedPrevious.has(previousIndex)) return;
      if (old.startDate === period.startDate && old.endDate === period.endDate) {
        sameSpan.push({ previousIndex, nextIndex, overlap: period.calendarDays });
      }
    });
  });
  assign(sameSpan);
  // New ids in the order of the result (startDate, type), so the generator's sequence is deterministic.
  const order = next
    .map((_, index) => index)
    .sort((a, b) => {
      const pa = next[a] as AbsencePeriodDraft;
      const pb = next[b] as AbsencePeriodDraft;
      return compareText(pa.startDate, pb.startDate) || compareText(pa.type, pb.type);
    });
  for (const index of order) if (ids[index] === null) ids[index] = newId();
  return next.map((period, index) => ({ ...period, periodId: ids[index] as string }));
}
