// The care stage evaluation (issue 29; spec section 3, Care): one employee's stage history from their absences. Pure:
// no clock, no I/O; the rules with worked examples are in docs/domain/care.md. In short:
// - A trigger is counted on a day d over its window (care-windows.ts): number-of-absence-periods counts care periods
//   (care-periods.ts) that START inside the window and have reached minimumLengthInDays by d (a period counts from
//   its first absence day on which start..that day spans the minimum); number-of-absence-days counts the days with
//   an absence of the trigger's types inside the window. A rule is met when its triggers are (AND: all, OR: one).
// - The level only rises: on d the employee enters the highest level whose rule is met, when it is above the current
//   one. A moving window never lowers it; only a reset trigger does: at a stage, with no absence of the reset's
//   types in its look-back window and that window lying wholly after the day the current stage was entered, the
//   employee goes back to no stage (level 0). After a reset the counting starts afresh: only periods starting and
//   days lying on or after the reset day count, so a stage is re-entered only through new absences.
// - Dates follow the absences: everything is decided by the absences dated up to the day, never by later ones, so the
//   history up to a day does not change when later absences arrive (careStageAsOf on a past day is exact).
// - Only the days where a count can change are evaluated: a rule can newly be met only on an absence day (a period
//   reaches its minimum length on one of its absence days, a day count grows on an absence day); a reset can only
//   happen on the day an absence leaves the reset window, or once the current stage is a look-back period old. Per
//   employee O(n log n) for n absence days.
import { type EpochDay, type IsoDate, isoDateOf, toEpochDay } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import { type CarePeriodDays, careDayEntries, carePeriodDays } from './care-periods.ts';
import { countBetween, exitDay, lowerBound, upperBound, windowStart } from './care-windows.ts';
import type {
  CareAbsenceDay,
  CarePeriodDefinition,
  CareResetTrigger,
  CareStageInput,
  CareStageRule,
  CareStageStint,
  CareTrigger,
  CareTriggerResult,
} from './types.ts';

/** The prepared absences of one employee up to a day: what every trigger counts on. */
export type CareEvaluationContext = {
  until: EpochDay;
  periods: readonly CarePeriodDays[];
  /** Every distinct day with a counted absence of any type, ascending. */
  absenceDays: readonly EpochDay[];
  daysByType: ReadonlyMap<AbsenceType, readonly EpochDay[]>;
  /** Caches: absence days of a set of types (by the list and by its sorted key), the reaching periods per minimum
   * length, window starts per day and months. */
  daysOfTypes: Map<string, EpochDay[]>;
  daysOfList: WeakMap<readonly AbsenceType[], EpochDay[]>;
  reaching: Map<number, { starts: EpochDay[]; reaches: EpochDay[] }>;
  windowStarts: Map<number, EpochDay>;
};

/** The context of one employee: absences after `until` are left out (they cannot decide anything up to it). */
export function careEvaluationContext(
  absences: readonly CareAbsenceDay[],
  periodDefinition: CarePeriodDefinition,
  until: IsoDate,
): CareEvaluationContext {
  const last = toEpochDay(until);
  const counted = careDayEntries(absences).filter((entry) => entry.day <= last);
  // Sorted by day once; then each type's days and all days are ascending lists without repeats.
  const sorted = [...counted].sort((a, b) => a.day - b.day);
  const byType = new Map<AbsenceType, EpochDay[]>();
  const all: EpochDay[] = [];
  for (const { day, type } of sorted) {
    if (all[all.length - 1] !== day) all.push(day);
    const days = byType.get(type);
    if (!days) byType.set(type, [day]);
    else if (days[days.length - 1] !== day) days.push(day);
  }
  return {
    until: last,
    periods: carePeriodDays(sorted, periodDefinition),
    absenceDays: all,
    daysByType: byType,
    daysOfTypes: new Map(),
    daysOfList: new WeakMap(),
    reaching: new Map(),
    windowStarts: new Map(),
  };
}

/** windowStart, remembered per day and number of months (the evaluation asks for the same few again and again). */
function cachedWindowStart(context: CareEvaluationContext, day: EpochDay, lookBackMonths: number): EpochDay {
  const key = day * 1024 + lookBackMonths;
  let start = context.windowStarts.get(key);
  if (start === undefined) {
    start = windowStart(day, lookBackMonths);
    context.windowStarts.set(key, start);
  }
  return start;
}

/** The distinct absence days of any of the types, ascending (cached per set of types). */
function daysOfTypes(context: CareEvaluationContext, types: readonly AbsenceType[]): EpochDay[] {
  const known = context.daysOfList.get(types);
  if (known) return known;
  const key = [...new Set(types)].sort().join(',');
  let days = context.daysOfTypes.get(key);
  if (!days) {
    const union = new Set<EpochDay>();
    for (const type of types) for (const day of context.daysByType.get(type) ?? []) union.add(day);
    days = [...union].sort((a, b) => a - b);
    context.daysOfTypes.set(key, days);
  }
  context.daysOfList.set(types, days);
  return days;
}

/**
 * The periods that reach a minimum length, with their start and the day they reach it (the first of their absence
 * days on which start..day spans the minimum), both ascending (periods are disjoint and in order).
 */
function reachingPeriods(context: CareEvaluationContext, minimumLengthInDays: number) {
  let entry = context.reaching.get(minimumLengthInDays);
  if (!entry) {
    entry = { starts: [], reaches: [] };
    for (const period of context.periods) {
      if (period.end - period.start + 1 < minimumLengthInDays) continue;
      const reach = period.days[lowerBound(period.days, period.start + minimumLengthInDays - 1)] as EpochDay;
      entry.starts.push(period.start);
      entry.reaches.push(reach);
    }
    context.reaching.set(minimumLengthInDays, entry);
  }
  return entry;
}

type Count = { value: number; met: boolean; from: EpochDay };

/** What one trigger counts on a day, as numbers (the hot path: no strings, nothing kept). */
function countTrigger(
  context: CareEvaluationContext,
  trigger: CareTrigger | CareResetTrigger,
  day: EpochDay,
  countFrom: EpochDay,
): Count {
  if (trigger.kind === 'no-absences-in-look-back-period') {
    // A reset looks at the whole window: the last reset does not shorten it.
    const from = cachedWindowStart(context, day, trigger.lookBackMonths);
    const value = countBetween(daysOfTypes(context, trigger.includedAbsenceTypes), from, day);
    return { value, met: value === 0, from };
  }
  if (trigger.kind === 'number-of-absence-days') {
    const from = Math.max(cachedWindowStart(context, day, trigger.lookBackMonths), countFrom);
    const value = countBetween(daysOfTypes(context, trigger.absenceTypes), from, day);
    return { value, met: value >= trigger.count, from };
  }
  let windowFrom: EpochDay;
  if (trigger.lookBackMonths !== null) windowFrom = cachedWindowStart(context, day, trigger.lookBackMonths);
  else if (trigger.startDate !== null) windowFrom = toEpochDay(trigger.startDate);
  else throw new RangeError('A number-of-absence-periods trigger needs lookBackMonths or startDate');
  const from = Math.max(windowFrom, countFrom);
  const { starts, reaches } = reachingPeriods(context, Math.max(1, trigger.minimumLengthInDays));
  const value = from > day ? 0 : Math.max(0, upperBound(reaches, day) - lowerBound(starts, from));
  return { value, met: value >= trigger.count, from };
}

/** Counts one trigger on a day (epoch days). countFrom: nothing before it counts (the day of the last reset). */
export function evaluateTriggerOnDay(
  context: CareEvaluationContext,
  trigger: CareTrigger | CareResetTrigger,
  day: EpochDay,
  countFrom: EpochDay = Number.NEGATIVE_INFINITY,
): CareTriggerResult {
  const { value, met, from } = countTrigger(context, trigger, day, countFrom);
  return { trigger, met, value, windowFrom: isoDateOf(from), windowTo: isoDateOf(day) };
}

/** Counts one trigger on a day: what it counted, over which window, and whether it is met. */
export function evaluateTrigger(
  context: CareEvaluationContext,
  trigger: CareTrigger | CareResetTrigger,
  day: IsoDate,
  options: { countFrom?: IsoDate } = {},
): CareTriggerResult {
  const countFrom = options.countFrom === undefined ? Number.NEGATIVE_INFINITY : toEpochDay(options.countFrom);
  return evaluateTriggerOnDay(context, trigger, toEpochDay(day), countFrom);
}

/** Whether a rule is met on a day: AND needs every trigger, OR one; a rule without triggers is never met. */
export function isRuleMet(
  context: CareEvaluationContext,
  rule: Pick<CareStageRule, 'triggersLogicalOperator' | 'triggers'>,
  day: EpochDay,
  countFrom: EpochDay = Number.NEGATIVE_INFINITY,
): boolean {
  if (rule.triggers.length === 0) return false;
  const met = (trigger: CareTrigger) => countTrigger(context, trigger, day, countFrom).met;
  return rule.triggersLogicalOperator === 'AND' ? rule.triggers.every(met) : rule.triggers.some(met);
}

/**
 * The first day in [from, to] on which a reset trigger is met while the employee sits at a stage entered on
 * `enteredAt`, given that no absence lies strictly between `from - 1` and `to` (the caller walks absence days).
 * `to` may itself be an absence day: then the reset happens on `to` only when it has no absence of the reset's types.
 */
function firstResetDay(
  context: CareEvaluationContext,
  trigger: CareResetTrigger,
  enteredAt: EpochDay,
  from: EpochDay,
  to: EpochDay,
): EpochDay | null {
  const days = daysOfTypes(context, trigger.includedAbsenceTypes);
  const index = lowerBound(days, from) - 1;
  const lastBefore = index >= 0 ? (days[index] as EpochDay) : null;
  // A day stays at least 28 days per month of the window (February): skip the month arithmetic when it cannot leave.
  const earliest = Math.max(enteredAt, lastBefore ?? enteredAt) + 28 * trigger.lookBackMonths;
  if (earliest > to) return null;
  // The window must lie wholly after the day the stage was entered and after the last absence of the types.
  let candidate = Math.max(from, exitDay(enteredAt, trigger.lookBackMonths));
  if (lastBefore !== null) candidate = Math.max(candidate, exitDay(lastBefore, trigger.lookBackMonths));
  if (candidate > to) return null;
  if (candidate === to && days[lowerBound(days, to)] === to) return null;
  return candidate;
}

type OpenStint = { rule: CareStageRule; enteredAt: EpochDay; triggers: CareTriggerResult[] };

/**
 * One employee's care stage history up to `until`, oldest first: one stint per stage entered. The current stint has
 * leftCareStageAt null. Deterministic and independent of the order of the absences.
 */
export function evaluateCareStageHistory(input: CareStageInput): CareStageStint[] {
  const context = careEvaluationContext(input.absences, input.periodDefinition, input.until);
  // Highest level first; equal levels (not allowed by the contract) by definitionId.
  const rules = [...input.rules].sort(
    (a, b) => b.level - a.level || (a.definitionId < b.definitionId ? -1 : a.definitionId > b.definitionId ? 1 : 0),
  );
  const stints: CareStageStint[] = [];
  let open: OpenStint | null = null;
  let countFrom = Number.NEGATIVE_INFINITY;
  let lastEvaluated = Number.NEGATIVE_INFINITY;

  const close = (day: EpochDay, changedTo: number, resetBy: CareTriggerResult | null) => {
    if (!open) return;
    stints.push({
      definitionId: open.rule.definitionId,
      level: open.rule.level,
      enteredCareStageAt: isoDateOf(open.enteredAt),
      leftCareStageAt: isoDateOf(day),
      changedCareStageTo: changedTo,
      triggers: open.triggers,
      resetBy,
    });
    open = null;
  };

  const days = context.absenceDays;
  for (let index = 0; index <= days.length; index++) {
    const isSentinel = index === days.length;
    const day = isSentinel ? context.until : (days[index] as EpochDay);
    if (open && input.resetTriggers.length > 0) {
      // Reset on a day without absences before `day`, or on `day` itself when it has none of the reset's types.
      const current: OpenStint = open;
      let reset: { day: EpochDay; trigger: CareResetTrigger } | null = null;
      for (const trigger of input.resetTriggers) {
        const resetDay = firstResetDay(context, trigger, current.enteredAt, lastEvaluated + 1, day);
        if (resetDay !== null && (reset === null || resetDay < reset.day)) reset = { day: resetDay, trigger };
      }
      if (reset) {
        close(reset.day, 0, evaluateTriggerOnDay(context, reset.trigger, reset.day));
        countFrom = reset.day;
      }
    }
    if (isSentinel) break;
    const level: number = open === null ? 0 : (open as OpenStint).rule.level;
    const entered = rules.find((rule) => rule.level > level && isRuleMet(context, rule, day, countFrom));
    if (entered) {
      close(day, entered.level, null);
      open = {
        rule: entered,
        enteredAt: day,
        triggers: entered.triggers.map((trigger) => evaluateTriggerOnDay(context, trigger, day, countFrom)),
      };
    }
    lastEvaluated = day;
  }
  const last: OpenStint | null = open;
  if (last) {
    stints.push({
      definitionId: last.rule.definitionId,
      level: last.rule.level,
      enteredCareStageAt: isoDateOf(last.enteredAt),
      leftCareStageAt: null,
      changedCareStageTo: null,
      triggers: last.triggers,
      resetBy: null,
    });
  }
  return stints;
}

/** The stint the employee is in on a day (entered on or before it, not left by it), or null: no stage that day. */
export function careStageAsOf(history: readonly CareStageStint[], day: IsoDate): CareStageStint | null {
  let found: CareStageStint | null = null;
  for (const stint of history) {
    if (stint.enteredCareStageAt > day) continue;
    if (stint.leftCareStageAt !== null && stint.leftCareStageAt <= day) continue;
    if (!found || stint.enteredCareStageAt > found.enteredCareStageAt) found = stint;
  }
  return found;
}
