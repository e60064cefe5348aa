// Properties of the care stage evaluation: the event-day evaluation (care-stages.ts) equals a plain reference that
// walks every calendar day and recounts everything from the absences dated up to that day; the history up to a day
// does not depend on later absences; a two-year history of a busy employee evaluates (no timing assertion).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/property-runs.ts';
import { type EpochDay, fromEpochDay, isoDateOf, toEpochDay } from '../dates.ts';
import { prng } from '../prng.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import { careStagePeriods } from './care-periods.ts';
import { careStageAsOf, evaluateCareStageHistory } from './care-stages.ts';
import { windowStart } from './care-windows.ts';
import type {
  CareAbsenceDay,
  CareResetTrigger,
  CareStageInput,
  CareStageRule,
  CareStageStint,
  CareTrigger,
  CareTriggerResult,
} from './types.ts';

/** The rules read literally, one calendar day after the other (slow, obviously right). */
function referenceHistory(input: CareStageInput): CareStageStint[] {
  const until = toEpochDay(input.until);
  const counted = input.absences.filter((a) => a.percentage !== 0 && a.hours !== 0);
  if (counted.length === 0) return [];
  const first = Math.min(...counted.map((a) => toEpochDay(a.date)));
  const stints: CareStageStint[] = [];
  let open: Omit<CareStageStint, 'leftCareStageAt' | 'changedCareStageTo' | 'resetBy'> | null = null;
  let countFrom = Number.NEGATIVE_INFINITY;
  const daysOf = (types: readonly AbsenceType[], from: EpochDay, to: EpochDay) =>
    new Set(
      counted
        .filter((a) => types.includes(a.type) && toEpochDay(a.date) >= from && toEpochDay(a.date) <= to)
        .map((a) => a.date),
    ).size;
  const count = (trigger: CareTrigger, day: EpochDay): CareTriggerResult => {
    if (trigger.kind === 'number-of-absence-days') {
      const from = Math.max(windowStart(day, trigger.lookBackMonths), countFrom);
      const value = daysOf(trigger.absenceTypes, from, day);
      return { trigger, met: value >= trigger.count, value, windowFrom: isoDateOf(from), windowTo: isoDateOf(day) };
    }
    const start =
      trigger.lookBackMonths === null
        ? toEpochDay(trigger.startDate as string)
        : windowStart(day, trigger.lookBackMonths);
    const from = Math.max(start, countFrom);
    // The periods as they stand on `day`: built from the absences dated up to it.
    const known = careStagePeriods(
      counted.filter((a) => toEpochDay(a.date) <= day),
      input.periodDefinition,
    );
    const value = known.filter(
      (p) => toEpochDay(p.startDate) >= from && p.lengthInDays >= trigger.minimumLengthInDays,
    ).length;
    return { trigger, met: value >= trigger.count, value, windowFrom: isoDateOf(from), windowTo: isoDateOf(day) };
  };
  const rules = [...input.rules].sort((a, b) => b.level - a.level);
  for (let day = first; day <= until; day++) {
    if (open) {
      const entered = toEpochDay(open.enteredCareStageAt);
      const resetBy = input.resetTriggers.find(
        (r) =>
          windowStart(day, r.lookBackMonths) > entered &&
          daysOf(r.includedAbsenceTypes, windowStart(day, r.lookBackMonths), day) === 0,
      );
      if (resetBy) {
        const from = windowStart(day, resetBy.lookBackMonths);
        stints.push({
          ...open,
          leftCareStageAt: isoDateOf(day),
          changedCareStageTo: 0,
          resetBy: { trigger: resetBy, met: true, value: 0, windowFrom: isoDateOf(from), windowTo: isoDateOf(day) },
        });
        open = null;
        countFrom = day;
      }
    }
    const level = open?.level ?? 0;
    const next = rules.find((rule) => {
      if (rule.level <= level) return false;
      const results = rule.triggers.map((t) => count(t, day).met);
      return rule.triggersLogicalOperator === 'AND' ? results.every(Boolean) : results.some(Boolean);
    });
    if (next) {
      if (open)
        stints.push({ ...open, leftCareStageAt: isoDateOf(day), changedCareStageTo: next.level, resetBy: null });
      open = {
        definitionId: next.definitionId,
        level: next.level,
        enteredCareStageAt: isoDateOf(day),
        triggers: next.triggers.map((t) => count(t, day)),
      };
    }
  }
  if (open) stints.push({ ...open, leftCareStageAt: null, changedCareStageTo: null, resetBy: null });
  return stints;
}

const START = toEpochDay('2024-01-01');
const TYPES: AbsenceType[] = ['SICK', 'ACCIDENT', 'VACATION'];

const absencesArbitrary: fc.Arbitrary<CareAbsenceDay[]> = fc
  .array(
    fc.record({
      offset: fc.integer({ min: 0, max: 150 }),
      length: fc.integer({ min: 1, max: 6 }),
      type: fc.constantFrom(...TYPES),
      percentage: fc.constantFrom<number | null>(100, 50, 0),
    }),
    { maxLength: 12 },
  )
  .map((stretches) =>
    stretches.flatMap((stretch) =>
      Array.from({ length: stretch.length }, (_, index) => ({
        date: fromEpochDay(START + stretch.offset + index),
        type: stretch.type,
        percentage: stretch.percentage,
        hours: null,
      })),
    ),
  );

const triggerArbitrary: fc.Arbitrary<CareTrigger> = fc.oneof(
  fc.record({
    kind: fc.constant('number-of-absence-periods' as const),
    count: fc.integer({ min: 1, max: 4 }),
    minimumLengthInDays: fc.integer({ min: 1, max: 6 }),
    lookBackMonths: fc.integer({ min: 1, max: 3 }),
    startDate: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('number-of-absence-periods' as const),
    count: fc.integer({ min: 1, max: 4 }),
    minimumLengthInDays: fc.integer({ min: 1, max: 4 }),
    lookBackMonths: fc.constant(null),
    startDate: fc.integer({ min: 0, max: 90 }).map((offset) => fromEpochDay(START + offset)),
  }),
  fc.record({
    kind: fc.constant('number-of-absence-days' as const),
    absenceTypes: fc.subarray(TYPES, { minLength: 1 }),
    count: fc.integer({ min: 1, max: 12 }),
    lookBackMonths: fc.integer({ min: 1, max: 3 }),
  }),
);

const inputArbitrary: fc.Arbitrary<CareStageInput> = fc.record({
  absences: absencesArbitrary,
  rules: fc
    .uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 })
    .chain((levels) =>
      fc.tuple(
        ...levels.map((level) =>
          fc.record({
            definitionId: fc.constant(`level-${level}`),
            level: fc.constant(level),
            triggersLogicalOperator: fc.constantFrom('AND' as const, 'OR' as const),
            triggers: fc.array(triggerArbitrary, { minLength: 1, maxLength: 2 }),
          }),
        ),
      ),
    )
    .map((rules): CareStageRule[] => rules),
  periodDefinition: fc.record({
    includeAbsenceTypes: fc.subarray(TYPES, { minLength: 1 }),
    combinePeriodsWithWeekendGaps: fc.boolean(),
    combinePeriodsWithAbsenceGapsOfType: fc.subarray(TYPES),
    combinePeriodsWithGapDurationInDays: fc.integer({ min: 0, max: 3 }),
  }),
  resetTriggers: fc.array(
    fc.record({
      kind: fc.constant('no-absences-in-look-back-period' as const),
      includedAbsenceTypes: fc.subarray(TYPES, { minLength: 1 }),
      lookBackMonths: fc.integer({ min: 1, max: 2 }),
    }),
    { maxLength: 2 },
  ),
  until: fc.integer({ min: 60, max: 300 }).map((offset) => fromEpochDay(START + offset)),
});

describe('care stage properties', () => {
  it('equals the day-by-day reading of the rules', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(evaluateCareStageHistory(input)).toEqual(referenceHistory(input));
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  it('decides each day by the absences up to it: a shorter `until` gives the same past', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer({ min: 0, max: 300 }), (input, cut) => {
        const full = evaluateCareStageHistory(input);
        const day = fromEpochDay(Math.min(START + cut, toEpochDay(input.until)));
        const short = evaluateCareStageHistory({ ...input, until: day });
        const expected = full
          .filter((stint) => stint.enteredCareStageAt <= day)
          .map((stint) =>
            stint.leftCareStageAt !== null && stint.leftCareStageAt > day
              ? { ...stint, leftCareStageAt: null, changedCareStageTo: null, resetBy: null }
              : stint,
          );
        expect(short).toEqual(expected);
        expect(careStageAsOf(short, day)?.level ?? 0).toBe(careStageAsOf(full, day)?.level ?? 0);
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  it('does not depend on the order of the absences', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        expect(evaluateCareStageHistory({ ...input, absences: [...input.absences].reverse() })).toEqual(
          evaluateCareStageHistory(input),
        );
      }),
      { numRuns: propertyRuns(100) },
    );
  });
});

describe('a two-year history', () => {
  it('of a busy employee evaluates to the same stints as the reference', () => {
    // About 40 stretches of 1-8 days in two years, every fourth an accident, some vacation in between.
    const random = prng(29);
    const absences: CareAbsenceDay[] = [];
    for (let day = START; day < START + 730; day += 5 + Math.floor(random() * 25)) {
      const length = 1 + Math.floor(random() * 8);
      const type: AbsenceType = random() < 0.25 ? 'ACCIDENT' : random() < 0.3 ? 'VACATION' : 'SICK';
      for (let index = 0; index < length; index++) {
        absences.push({ date: fromEpochDay(day + index), type, percentage: random() < 0.2 ? 50 : 100, hours: null });
      }
    }
    const reset: CareResetTrigger = {
      kind: 'no-absences-in-look-back-period',
      includedAbsenceTypes: ['SICK'],
      lookBackMonths: 2,
    };
    const input: CareStageInput = {
      absences,
      rules: [
        {
          definitionId: 'l1',
          level: 1,
          triggersLogicalOperator: 'OR',
          triggers: [
            { kind: 'number-of-absence-periods', count: 3, minimumLengthInDays: 1, lookBackMonths: 6, startDate: null },
          ],
        },
        {
          definitionId: 'l2',
          level: 2,
          triggersLogicalOperator: 'AND',
          triggers: [
            { kind: 'number-of-absence-periods', count: 4, minimumLengthInDays: 3, lookBackMonths: 6, startDate: null },
            { kind: 'number-of-absence-days', absenceTypes: ['SICK', 'ACCIDENT'], count: 20, lookBackMonths: 6 },
          ],
        },
        {
          definitionId: 'l3',
          level: 3,
          triggersLogicalOperator: 'OR',
          triggers: [
            { kind: 'number-of-absence-days', absenceTypes: ['SICK', 'ACCIDENT'], count: 40, lookBackMonths: 12 },
          ],
        },
      ],
      periodDefinition: {
        includeAbsenceTypes: ['SICK', 'ACCIDENT'],
        combinePeriodsWithWeekendGaps: true,
        combinePeriodsWithAbsenceGapsOfType: ['VACATION'],
        combinePeriodsWithGapDurationInDays: 1,
      },
      resetTriggers: [reset],
      until: fromEpochDay(START + 729),
    };
    const stints = evaluateCareStageHistory(input);
    expect(stints.length).toBeGreaterThan(0);
    expect(stints).toEqual(referenceHistory(input));
  });
});
