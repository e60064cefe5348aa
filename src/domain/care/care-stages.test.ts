// The care stage evaluation with worked examples (docs/domain/care.md). Windows: "the last N months up to d" is
// [d − N months + 1 day, d], month ends clamped (care-windows.ts). Weekdays used: 2024-01-10, 2024-05-15, 2024-12-18
// are Wednesdays; 2024-03-04, 2024-04-08, 2024-06-03, 2026-01-05 are Mondays.
import { describe, expect, it } from 'vitest';
import { careDays, DEFAULT_CARE_PERIOD_DEFINITION as DEFAULT } from '../../testing/care-days.ts';
import { toEpochDay } from '../dates.ts';
import { careEvaluationContext, careStageAsOf, evaluateCareStageHistory, evaluateTrigger } from './care-stages.ts';
import { exitDay, windowStart } from './care-windows.ts';
import type {
  CareAbsenceDay,
  CareResetTrigger,
  CareStageInput,
  CareStageRule,
  CareTrigger,
  NumberOfAbsenceDaysTrigger,
  NumberOfAbsencePeriodsTrigger,
} from './types.ts';

const periods = (
  count: number,
  lookBackMonths: number | null,
  minimumLengthInDays = 1,
  startDate: string | null = null,
): NumberOfAbsencePeriodsTrigger => ({
  kind: 'number-of-absence-periods',
  count,
  minimumLengthInDays,
  lookBackMonths,
  startDate,
});
const days = (
  count: number,
  lookBackMonths: number,
  absenceTypes: NumberOfAbsenceDaysTrigger['absenceTypes'] = ['SICK', 'ACCIDENT'],
): NumberOfAbsenceDaysTrigger => ({ kind: 'number-of-absence-days', absenceTypes, count, lookBackMonths });
const rule = (level: number, triggers: CareTrigger[], operator: 'AND' | 'OR' = 'OR'): CareStageRule => ({
  definitionId: `level-${level}`,
  level,
  triggersLogicalOperator: operator,
  triggers,
});
const reset = (lookBackMonths: number, types: CareResetTrigger['includedAbsenceTypes'] = ['SICK', 'ACCIDENT']) =>
  ({ kind: 'no-absences-in-look-back-period', includedAbsenceTypes: types, lookBackMonths }) as CareResetTrigger;

function history(
  absences: CareAbsenceDay[],
  rules: CareStageRule[],
  until: string,
  resetTriggers: CareResetTrigger[] = [],
) {
  const input: CareStageInput = { absences, rules, periodDefinition: DEFAULT, resetTriggers, until };
  return evaluateCareStageHistory(input);
}
/** The stints as "level entered→left (changedTo)". */
const summary = (stints: ReturnType<typeof evaluateCareStageHistory>) =>
  stints.map(
    (s) =>
      `${s.level} ${s.enteredCareStageAt}→${s.leftCareStageAt ?? 'now'}${s.changedCareStageTo === null ? '' : ` (${s.changedCareStageTo})`}`,
  );
const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

const THREE_SICK_DAYS = [
  ...careDays('SICK', '2024-01-10'),
  ...careDays('SICK', '2024-05-15'),
  ...careDays('SICK', '2024-12-18'),
];

describe('windows', () => {
  it('are N calendar months back plus one day, month ends clamped', () => {
    // 2024-06-15 − 12 months = 2023-06-15, + 1 day = 2023-06-16.
    expect(iso(windowStart(toEpochDay('2024-06-15'), 12))).toBe('2023-06-16');
    // 2024-02-29 − 12 months = 2023-02-28 (clamped), + 1 = 2023-03-01; 2024-02-28 gives the same start.
    expect(iso(windowStart(toEpochDay('2024-02-29'), 12))).toBe('2023-03-01');
    expect(iso(windowStart(toEpochDay('2024-02-28'), 12))).toBe('2023-03-01');
    // 2024-03-31 − 1 month = 2024-02-29 (clamped), + 1 = 2024-03-01.
    expect(iso(windowStart(toEpochDay('2024-03-31'), 1))).toBe('2024-03-01');
  });

  it('let a day leave on the first day whose window starts after it', () => {
    // 2024-12-18 is in the window of 2025-12-17 ([2024-12-18, 2025-12-17]) and leaves on 2025-12-18.
    expect(iso(exitDay(toEpochDay('2024-12-18'), 12))).toBe('2025-12-18');
    // Leap day: the window of 2025-02-28 is [2024-02-29, 2025-02-28]; that of 2025-03-01 is [2024-03-02, …].
    expect(iso(exitDay(toEpochDay('2024-02-29'), 12))).toBe('2025-03-01');
    // 2023-01-31 with one month: window of 2023-02-28 is [2023-01-29, …] (still in), of 2023-03-01 [2023-02-02, …].
    expect(iso(exitDay(toEpochDay('2023-01-31'), 1))).toBe('2023-03-01');
  });
});

describe('number-of-absence-periods', () => {
  it('counts periods starting in the window, up to and including the day itself', () => {
    const stints = history(THREE_SICK_DAYS, [rule(1, [periods(3, 12)])], '2025-06-30');
    // On 2024-12-18 the window is [2023-12-19, 2024-12-18]: periods of 01-10, 05-15, 12-18 → 3 ≥ 3.
    expect(summary(stints)).toEqual(['1 2024-12-18→now']);
    expect(stints[0]?.triggers).toEqual([
      { trigger: periods(3, 12), met: true, value: 3, windowFrom: '2023-12-19', windowTo: '2024-12-18' },
    ]);
  });

  it('counts a period starting on the first day of the window, not one a day earlier', () => {
    // Third period on 2025-01-10: window [2024-01-11, 2025-01-10] leaves out 2024-01-10 → 2 periods, not met.
    const late = [
      ...careDays('SICK', '2024-01-10'),
      ...careDays('SICK', '2024-05-15'),
      ...careDays('SICK', '2025-01-10'),
    ];
    expect(history(late, [rule(1, [periods(3, 12)])], '2025-06-30')).toEqual([]);
    // The first on 2024-01-11 is the window's first day → 3 periods on 2025-01-10.
    const edge = [
      ...careDays('SICK', '2024-01-11'),
      ...careDays('SICK', '2024-05-15'),
      ...careDays('SICK', '2025-01-10'),
    ];
    expect(summary(history(edge, [rule(1, [periods(3, 12)])], '2025-06-30'))).toEqual(['1 2025-01-10→now']);
  });

  it('handles the leap day: 12 months up to 2024-02-29 start on 2023-03-01', () => {
    const absences = [...careDays('SICK', '2023-03-01'), ...careDays('SICK', '2024-02-29')];
    // Window of 2024-02-29: 2023-02-28 (clamped) + 1 = [2023-03-01, 2024-02-29] → both periods.
    expect(summary(history(absences, [rule(1, [periods(2, 12)])], '2024-12-31'))).toEqual(['1 2024-02-29→now']);
    // A period on 2023-02-28 is one day too early.
    const early = [...careDays('SICK', '2023-02-28'), ...careDays('SICK', '2024-02-29')];
    expect(history(early, [rule(1, [periods(2, 12)])], '2024-12-31')).toEqual([]);
  });

  it('counts a period from the day it reaches the minimum length', () => {
    // Mon 2024-03-04 .. Fri 03-08, minimum 3 days: reached on Wed 03-06 (03-04 .. 03-06 = 3 days).
    const stints = history(careDays('SICK', '2024-03-04', '2024-03-08'), [rule(1, [periods(1, 12, 3)])], '2024-12-31');
    expect(summary(stints)).toEqual(['1 2024-03-06→now']);
    // Thu 03-07, Fri 03-08, weekend, Mon 03-11; minimum 5: Fri gives 2 days, Mon gives 03-07 .. 03-11 = 5 days.
    const overWeekend = [...careDays('SICK', '2024-03-07', '2024-03-08'), ...careDays('SICK', '2024-03-11')];
    expect(summary(history(overWeekend, [rule(1, [periods(1, 12, 5)])], '2024-12-31'))).toEqual(['1 2024-03-11→now']);
    // Mon .. Tue only (2 days) never reaches 3.
    expect(history(careDays('SICK', '2024-03-04', '2024-03-05'), [rule(1, [periods(1, 12, 3)])], '2024-12-31')).toEqual(
      [],
    );
  });

  it('needs the period to start inside the window on the day it reaches the minimum length', () => {
    // 2024-01-15 .. 2024-02-20 (37 days), minimum 30 days: reached on 01-15 + 29 = 02-13. One month up to 02-13 is
    // [2024-01-14, 2024-02-13]: the start 01-15 lies inside → counted on 02-13.
    const long = careDays('SICK', '2024-01-15', '2024-02-20');
    expect(summary(history(long, [rule(1, [periods(1, 1, 30)])], '2024-12-31'))).toEqual(['1 2024-02-13→now']);
    // With minimum 45 days, 2024-01-05 .. 02-29 reaches 45 days on 01-05 + 44 = 02-18, whose one-month window
    // [2024-01-19, 2024-02-18] no longer holds the start → never counted.
    const veryLong = careDays('SICK', '2024-01-05', '2024-02-29');
    expect(history(veryLong, [rule(1, [periods(1, 1, 45)])], '2024-12-31')).toEqual([]);
  });

  it('counts since a start date instead of a window', () => {
    const absences = [
      ...careDays('SICK', '2024-02-26'), // before the start date: never counts
      ...careDays('SICK', '2024-03-04'),
      ...careDays('SICK', '2025-09-01'), // 18 months later: still counts, there is no window
    ];
    const stints = history(absences, [rule(1, [periods(2, null, 1, '2024-03-01')])], '2025-12-31');
    expect(summary(stints)).toEqual(['1 2025-09-01→now']);
    expect(stints[0]?.triggers[0]).toMatchObject({ value: 2, windowFrom: '2024-03-01', windowTo: '2025-09-01' });
  });
});

describe('number-of-absence-days', () => {
  it('counts days of the trigger types in the window, partial days in full, a day with two absences once', () => {
    const absences = [
      ...careDays('SICK', '2024-03-04', '2024-03-08', { percentage: 50 }), // 5 half days = 5 absence days
      ...careDays('ACCIDENT', '2024-03-08'), // same day as a SICK day: still 1 day
      ...careDays('VACATION', '2024-04-01', '2024-04-12'), // not a trigger type
      ...careDays('ACCIDENT', '2024-06-03', '2024-06-07', { percentage: null, hours: 3 }),
    ];
    const stints = history(absences, [rule(1, [days(10, 6)])], '2024-12-31');
    // On 2024-06-07 the window is [2023-12-08, 2024-06-07]: 03-04 .. 03-08 (5) + 06-03 .. 06-07 (5) = 10.
    expect(summary(stints)).toEqual(['1 2024-06-07→now']);
    expect(stints[0]?.triggers[0]).toMatchObject({
      met: true,
      value: 10,
      windowFrom: '2023-12-08',
      windowTo: '2024-06-07',
    });
  });

  it('clamps the month end: 6 months up to 2024-08-31 start on 2024-03-01', () => {
    // 2024-08-31 − 6 months = 2024-02-29, + 1 = 2024-03-01: the day 2024-02-29 is out, 2024-03-01 in.
    const context = careEvaluationContext(
      [...careDays('SICK', '2024-02-29'), ...careDays('SICK', '2024-03-01'), ...careDays('SICK', '2024-08-31')],
      DEFAULT,
      '2024-12-31',
    );
    expect(evaluateTrigger(context, days(3, 6), '2024-08-31')).toMatchObject({
      met: false,
      value: 2,
      windowFrom: '2024-03-01',
      windowTo: '2024-08-31',
    });
    // 2024-08-30 − 6 months = 2024-02-30 → clamped 02-29, + 1 = 03-01 as well; 08-31 is not yet there: 1 day.
    expect(evaluateTrigger(context, days(3, 6), '2024-08-30')).toMatchObject({ value: 1, windowFrom: '2024-03-01' });
  });
});

describe('AND and OR', () => {
  // One SICK day Mon 2024-03-04, then SICK Mon 04-08 .. Fri 04-12 (5 days): 2 periods from 04-08; days 1, 2 … 6.
  const absences = [...careDays('SICK', '2024-03-04'), ...careDays('SICK', '2024-04-08', '2024-04-12')];
  const triggers = [periods(2, 12), days(5, 12)];

  it('AND waits for every trigger', () => {
    // 04-08: 2 periods but 2 days; 04-11: 2 periods and 1 + 4 = 5 days → met.
    const stints = history(absences, [rule(1, triggers, 'AND')], '2024-12-31');
    expect(summary(stints)).toEqual(['1 2024-04-11→now']);
    expect(stints[0]?.triggers.map((t) => [t.met, t.value])).toEqual([
      [true, 2],
      [true, 5],
    ]);
  });

  it('OR takes the first, and keeps the unmet trigger in the snapshot', () => {
    const stints = history(absences, [rule(1, triggers, 'OR')], '2024-12-31');
    expect(summary(stints)).toEqual(['1 2024-04-08→now']);
    expect(stints[0]?.triggers.map((t) => [t.met, t.value])).toEqual([
      [true, 2],
      [false, 2],
    ]);
  });
});

describe('levels', () => {
  it('skips a level met on the same day as a higher one, and keeps separate days apart', () => {
    // Mon-Fri periods: 2024-01-08 .. 01-12, 03-04 .. 03-08, 06-03 .. 06-07.
    const absences = [
      ...careDays('SICK', '2024-01-08', '2024-01-12'),
      ...careDays('SICK', '2024-03-04', '2024-03-08'),
      ...careDays('SICK', '2024-06-03', '2024-06-07'),
    ];
    const rules = [rule(1, [periods(3, 12)]), rule(2, [days(15, 12)]), rule(3, [periods(3, 12, 5)])];
    // 06-03: 3 periods → level 1 (days 11, the third period is 1 day long). 06-04 .. 06-06: days 12, 13, 14.
    // 06-07: days 15 → level 2 met, and the third period reaches 5 days → level 3 met: one step to 3.
    expect(summary(history(absences, rules, '2024-12-31'))).toEqual([
      '1 2024-06-03→2024-06-07 (3)',
      '3 2024-06-07→now',
    ]);
  });

  it('jumps from 0 to 3 in one stint when every level is met on one day', () => {
    const rules = [rule(1, [periods(1, 12)]), rule(2, [days(1, 12)]), rule(3, [days(1, 3, ['ACCIDENT'])])];
    const stints = history(careDays('ACCIDENT', '2024-03-04'), rules, '2024-12-31');
    expect(summary(stints)).toEqual(['3 2024-03-04→now']);
    expect(stints[0]?.definitionId).toBe('level-3');
  });

  it('keeps a stage without reset triggers although the window moved on', () => {
    // Entered 2024-12-18; by 2027 none of the periods is in any 12-month window, the stage stays.
    const stints = history(THREE_SICK_DAYS, [rule(1, [periods(3, 12)])], '2027-06-30');
    expect(summary(stints)).toEqual(['1 2024-12-18→now']);
  });

  it('never falls to a lower level while its rule is met', () => {
    // Level 2 (2 periods) on 2024-05-15; level 1 (1 period) is met all the time: no change back.
    const stints = history(THREE_SICK_DAYS, [rule(1, [periods(1, 12)]), rule(2, [periods(2, 12)])], '2025-12-31');
    expect(summary(stints)).toEqual(['1 2024-01-10→2024-05-15 (2)', '2 2024-05-15→now']);
  });
});

describe('reset', () => {
  it('resets to no stage when no absence of the types lies in the look-back window', () => {
    const absences = [...THREE_SICK_DAYS, ...careDays('VACATION', '2025-07-01', '2025-07-31')];
    const stints = history(absences, [rule(1, [periods(3, 12)])], '2026-06-30', [reset(12)]);
    // Last SICK day 2024-12-18 leaves the 12-month window on 2025-12-18 (window [2024-12-19, 2025-12-18]); the
    // vacation does not count for the reset.
    expect(summary(stints)).toEqual(['1 2024-12-18→2025-12-18 (0)']);
    expect(stints[0]?.resetBy).toEqual({
      trigger: reset(12),
      met: true,
      value: 0,
      windowFrom: '2024-12-19',
      windowTo: '2025-12-18',
    });
  });

  it('is postponed by a later absence of the types', () => {
    const absences = [...THREE_SICK_DAYS, ...careDays('ACCIDENT', '2025-06-02')];
    // Last ACCIDENT day 2025-06-02 → reset on 2026-06-02.
    expect(summary(history(absences, [rule(1, [periods(3, 12)])], '2026-12-31', [reset(12)]))).toEqual([
      '1 2024-12-18→2026-06-02 (0)',
    ]);
    // Evaluated only up to 2026-06-01: still at the stage.
    expect(summary(history(absences, [rule(1, [periods(3, 12)])], '2026-06-01', [reset(12)]))).toEqual([
      '1 2024-12-18→now',
    ]);
  });

  it('does not reset on a day that brings an absence of the types', () => {
    // SICK on 2024-03-04 (level 1) would leave a 1-month window on 2024-04-04 (window [2024-03-05, 2024-04-04]), but
    // 2024-04-04 is itself a SICK day: no reset then; that day leaves on 2024-05-04 ([2024-04-05, 2024-05-04]).
    const absences = [...careDays('SICK', '2024-03-04'), ...careDays('SICK', '2024-04-04')];
    expect(summary(history(absences, [rule(1, [periods(1, 12)])], '2024-12-31', [reset(1)]))).toEqual([
      '1 2024-03-04→2024-05-04 (0)',
    ]);
  });

  it('keeps a stage at least one look-back period after it was entered', () => {
    // Level 1 from one FAMILY_CARE day on Mon 2024-03-04; the reset looks at SICK only and there is none. The window
    // of 3 months must start after the entry day: windowStart(2024-06-04) = 2024-03-04 + 1 = 2024-03-05 → reset then.
    const stints = history(
      careDays('FAMILY_CARE', '2024-03-04'),
      [rule(1, [days(1, 12, ['FAMILY_CARE'])])],
      '2024-12-31',
      [reset(3, ['SICK'])],
    );
    expect(summary(stints)).toEqual(['1 2024-03-04→2024-06-04 (0)']);
  });

  it('starts counting afresh after a reset: only new absences lead back to a stage', () => {
    // Rule: 3 periods in 24 months; reset: 12 months without SICK/ACCIDENT. Entered 2024-12-18, reset 2025-12-18.
    const rules = [rule(1, [periods(3, 24)])];
    const after = [
      ...THREE_SICK_DAYS,
      ...careDays('SICK', '2026-01-05'), // 24-month window holds 05-15, 12-18 and this one, but they were forgiven
      ...careDays('SICK', '2026-02-02'),
      ...careDays('SICK', '2026-03-02'),
    ];
    const stints = history(after, rules, '2026-12-31', [reset(12)]);
    expect(summary(stints)).toEqual(['1 2024-12-18→2025-12-18 (0)', '1 2026-03-02→now']);
    // The second stint counted from the reset day on.
    expect(stints[1]?.triggers[0]).toMatchObject({ value: 3, windowFrom: '2025-12-18', windowTo: '2026-03-02' });
  });

  it('can reset and re-enter more than once', () => {
    const absences = [
      ...careDays('SICK', '2024-03-04'),
      ...careDays('SICK', '2025-06-02'),
      ...careDays('SICK', '2026-09-07'),
    ];
    // Each SICK day enters level 1 (1 period in 12 months); 12 months later it resets.
    expect(summary(history(absences, [rule(1, [periods(1, 12)])], '2027-12-31', [reset(12)]))).toEqual([
      '1 2024-03-04→2025-03-04 (0)',
      '1 2025-06-02→2026-06-02 (0)',
      '1 2026-09-07→2027-09-07 (0)',
    ]);
  });
});

describe('as of a day and dates following the absences', () => {
  // A fourth SICK day on Mon 2025-01-06: window [2024-01-07, 2025-01-06] holds all four → level 2.
  const absences = [...THREE_SICK_DAYS, ...careDays('SICK', '2025-01-06')];
  const rules = [rule(1, [periods(3, 12)]), rule(2, [periods(4, 12)])];
  const full = history(absences, rules, '2026-06-30', [reset(12)]);

  it('gives the stint of any past day', () => {
    expect(summary(full)).toEqual(['1 2024-12-18→2025-01-06 (2)', '2 2025-01-06→2026-01-06 (0)']);
    expect(careStageAsOf(full, '2024-12-17')).toBeNull();
    expect(careStageAsOf(full, '2024-12-18')?.level).toBe(1);
    expect(careStageAsOf(full, '2025-01-05')?.level).toBe(1);
    expect(careStageAsOf(full, '2025-01-06')?.level).toBe(2);
    expect(careStageAsOf(full, '2026-01-05')?.level).toBe(2);
    expect(careStageAsOf(full, '2026-01-06')).toBeNull();
  });

  it('does not change the past when later absences arrive or `until` moves', () => {
    const earlier = history(absences, rules, '2025-01-05', [reset(12)]);
    expect(summary(earlier)).toEqual(['1 2024-12-18→now']);
    expect(earlier[0]?.triggers).toEqual(full[0]?.triggers);
  });
});
