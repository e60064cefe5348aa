// PLACEHOLDER of helper "stages" (issue 29): the domain helper's care-stages.ts replaces this file at merge.
// The level on a day is the highest level whose triggers are met on that day; a met reset trigger means no stage.
// Days are evaluated only where something can change: absence days, the day a period reaches a trigger's minimum
// length, and the days on which a counted day or period start leaves a rolling window. Counting is by binary search
// over sorted days, so two years of absences of 10 000 employees evaluate in about a second.
import { addMonths, fromEpochDay, toEpochDay } from '../dates.ts';
import { careStagePeriods } from './care-periods.ts';
import type { CareResetTrigger, CareStageInput, CareStageStint, CareTrigger, CareTriggerResult } from './types.ts';

/** How many of the sorted values lie in [from, to]. */
function countIn(sorted: readonly number[], from: number, to: number): number {
  return upperBound(sorted, to) - upperBound(sorted, from - 1);
}

function upperBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as number) <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const windowFrom = (day: number, lookBackMonths: number) => addMonths(day, -lookBackMonths) + 1;

type Counter = (day: number) => CareTriggerResult;

export function evaluateCareStageHistory(input: CareStageInput): CareStageStint[] {
  const until = toEpochDay(input.until);
  const absences = input.absences.filter((absence) => absence.date <= input.until);
  if (absences.length === 0 || input.rules.length === 0) return [];
  const periods = careStagePeriods(absences, input.periodDefinition);
  const daysOfTypes = (types: readonly string[]) => {
    const wanted = new Set(types);
    return [...new Set(absences.filter((a) => wanted.has(a.type)).map((a) => toEpochDay(a.date)))].sort(
      (a, b) => a - b,
    );
  };
  const candidates = new Set<number>();
  const exits = (events: readonly number[], months: number) => {
    for (const event of events) {
      candidates.add(event);
      const day = addMonths(event, months);
      for (let k = 0; k <= 3; k++) candidates.add(day + k);
    }
  };
  const counterOf = (trigger: CareTrigger): Counter => {
    if (trigger.kind === 'number-of-absence-periods') {
      const qualifying = periods.filter((period) => period.lengthInDays >= trigger.minimumLengthInDays);
      const starts = qualifying.map((period) => toEpochDay(period.startDate));
      const reached = starts.map((start) => start + trigger.minimumLengthInDays - 1);
      for (const day of reached) candidates.add(day);
      if (trigger.lookBackMonths !== null) exits(starts, trigger.lookBackMonths);
      const fixedFrom = trigger.startDate ? toEpochDay(trigger.startDate) : null;
      if (fixedFrom !== null) candidates.add(fixedFrom);
      return (day) => {
        const from = fixedFrom ?? windowFrom(day, trigger.lookBackMonths ?? 12);
        const last = upperBound(starts, day) - 1;
        let value = countIn(starts, from, day);
        // The last period started may not have reached the minimum length yet on `day`.
        if (value > 0 && last >= 0 && (reached[last] as number) > day) value--;
        return {
          trigger,
          met: value >= trigger.count,
          value,
          windowFrom: fromEpochDay(from),
          windowTo: fromEpochDay(day),
        };
      };
    }
    const days = daysOfTypes(trigger.absenceTypes);
    exits(days, trigger.lookBackMonths);
    return (day) => {
      const from = windowFrom(day, trigger.lookBackMonths);
      const value = countIn(days, from, day);
      return {
        trigger,
        met: value >= trigger.count,
        value,
        windowFrom: fromEpochDay(from),
        windowTo: fromEpochDay(day),
      };
    };
  };
  const resetOf = (reset: CareResetTrigger): Counter => {
    const days = daysOfTypes(reset.includedAbsenceTypes);
    exits(days, reset.lookBackMonths);
    return (day) => {
      const from = windowFrom(day, reset.lookBackMonths);
      const value = countIn(days, from, day);
      return { trigger: reset, met: value === 0, value, windowFrom: fromEpochDay(from), windowTo: fromEpochDay(day) };
    };
  };
  const rules = [...input.rules]
    .sort((a, b) => b.level - a.level)
    .map((rule) => ({ rule, counters: rule.triggers.map(counterOf) }));
  const resets = input.resetTriggers.map(resetOf);
  const first = toEpochDay(absences.reduce((min, a) => (a.date < min ? a.date : min), input.until));
  const days = [...candidates].filter((day) => day >= first && day <= until).sort((a, b) => a - b);

  const stints: CareStageStint[] = [];
  let current = null as CareStageStint | null;
  for (const day of days) {
    let level = 0;
    let definitionId: string | null = null;
    let triggers: CareTriggerResult[] = [];
    let resetBy: CareTriggerResult | null = null;
    for (const reset of resets) {
      const result = reset(day);
      if (result.met) {
        resetBy = result;
        break;
      }
    }
    if (!resetBy) {
      for (const { rule, counters } of rules) {
        const results = counters.map((count) => count(day));
        const met = rule.triggersLogicalOperator === 'AND' ? results.every((r) => r.met) : results.some((r) => r.met);
        if (met) {
          level = rule.level;
          definitionId = rule.definitionId;
          triggers = results;
          break;
        }
      }
    }
    if ((current?.level ?? 0) === level) continue;
    const iso = fromEpochDay(day);
    if (current) {
      current.leftCareStageAt = iso;
      current.changedCareStageTo = level;
      current.resetBy = level === 0 ? resetBy : null;
    }
    current =
      level > 0 && definitionId
        ? {
            definitionId,
            level,
            enteredCareStageAt: iso,
            leftCareStageAt: null,
            changedCareStageTo: null,
            triggers,
            resetBy: null,
          }
        : null;
    if (current) stints.push(current);
  }
  return stints;
}

export function careStageAsOf(history: readonly CareStageStint[], day: string): CareStageStint | null {
  return (
    history.find(
      (stint) => stint.enteredCareStageAt <= day && (stint.leftCareStageAt === null || stint.leftCareStageAt > day),
    ) ?? null
  );
}
