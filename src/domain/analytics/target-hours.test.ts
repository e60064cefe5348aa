// C19 target hours, worked in April 2026 (Zurich). The calendar:
//   We 01  Th 02  Fr 03*                       (* Good Friday)
//   Mo 06* Tu 07  We 08  Th 09  Fr 10          (* Easter Monday)
//   Mo 13  Tu 14  We 15  Th 16  Fr 17
//   Mo 20  Tu 21  We 22  Th 23  Fr 24
//   Mo 27  Tu 28  We 29  Th 30
// 22 weekdays less 2 holidays = 20 target days. Full-time daily hours = 42 h / 5 = 8.4 h = 840 centi-hours.
import { describe, expect, it } from 'vitest';
import { personDaysOf, resolveSchedule, targetCentiHours } from './target-hours.ts';
import { APRIL_2026, version } from './test-support.ts';

const ASOF = '2026-11-29';

describe('C19 target hours of a month', () => {
  it('full-time 42 h in Zurich: 20 target days x 8.4 h = 168 h', () => {
    expect(targetCentiHours([version()], APRIL_2026, ASOF)).toBe(16_800);
  });

  it('the canton decides the holidays: Valais keeps neither holiday (22 days = 184.8 h), Ticino Easter Monday only (21 = 176.4 h)', () => {
    expect(targetCentiHours([version({ canton: 'VS' })], APRIL_2026, ASOF)).toBe(18_480);
    expect(targetCentiHours([version({ canton: 'TI' })], APRIL_2026, ASOF)).toBe(17_640);
    // Unknown canton: the nationwide list has both: 20 days.
    expect(targetCentiHours([version({ canton: null })], APRIL_2026, ASOF)).toBe(16_800);
  });

  it('80 % on four days: target still counts Mon-Fri: 20 days x 8.4 h x 80 % = 20 x 6.72 h = 134.4 h', () => {
    const schedule = version({ employmentPercentage: 80, workingDaysPerWeek: 4 });
    expect(targetCentiHours([schedule], APRIL_2026, ASOF)).toBe(13_440);
    // Own daily hours: 42 h x 80 % / 4 days = 8.4 h, on Monday to Thursday only.
    const resolved = resolveSchedule(schedule);
    expect(resolved.ownDailyCentiHours).toBe(840);
    expect(resolved.targetCentiHoursPerDay).toBe(672);
    expect(resolved.workingWeekdays).toEqual([1, 2, 3, 4]);
    const days = personDaysOf([schedule], APRIL_2026, ASOF);
    // Own working days: We 1, Th 2, Tu 7 - Th 9 (Mo 6 is Easter Monday), then Mo-Th of three weeks = 2 + 3 + 12 = 17.
    expect(days.filter((day) => day.isOwnWorkingDay)).toHaveLength(17);
    expect(days.find((day) => day.date === '2026-04-10')).toMatchObject({ isTargetDay: true, isOwnWorkingDay: false });
  });

  it('entry on the 15th: We 15 - Th 30 = 3 + 5 + 4 = 12 days x 8.4 h = 100.8 h', () => {
    expect(targetCentiHours([version({ dateOfEmployment: '2026-04-15' })], APRIL_2026, ASOF)).toBe(10_080);
  });

  it('a leaver on Friday the 10th: We 1, Th 2, Tu 7 - Fr 10 = 6 days x 8.4 h = 50.4 h', () => {
    expect(targetCentiHours([version({ leavingDate: '2026-04-10' })], APRIL_2026, ASOF)).toBe(5_040);
  });

  it('asOf the 15th cuts the month: 1, 2, 7, 8, 9, 10, 13, 14, 15 = 9 days x 8.4 h = 75.6 h; later days are AFTER_AS_OF', () => {
    expect(targetCentiHours([version()], APRIL_2026, '2026-04-15')).toBe(7_560);
    const days = personDaysOf([version()], APRIL_2026, '2026-04-15');
    expect(days.find((day) => day.date === '2026-04-16')).toMatchObject({ status: 'AFTER_AS_OF', targetCentiHours: 0 });
  });

  it('employment % changes on the 15th: 8 days x 8.4 h + 12 days x 4.2 h = 67.2 + 50.4 = 117.6 h', () => {
    const versions = [
      version({ validFrom: '2020-01-01', validTo: '2026-04-14' }),
      version({ validFrom: '2026-04-15', employmentPercentage: 50 }),
    ];
    expect(targetCentiHours(versions, APRIL_2026, ASOF)).toBe(11_760);
  });

  it('days without a valid record, or before the first record, are outside employment', () => {
    const days = personDaysOf([version({ validFrom: '2026-04-20' })], APRIL_2026, ASOF);
    expect(days.find((day) => day.date === '2026-04-17')?.status).toBe('OUTSIDE_EMPLOYMENT');
    // Mo 20 - Th 30: 9 days x 8.4 h = 75.6 h.
    expect(targetCentiHours([version({ validFrom: '2026-04-20' })], APRIL_2026, ASOF)).toBe(7_560);
  });

  it('fallbacks: standard hours unknown = 42 h; % unknown = own hours / standard (33.6 / 42 = 80 %) or 100 %; 0 % = no target', () => {
    expect(resolveSchedule(version({ standardWorkingHoursPerWeek: null })).targetCentiHoursPerDay).toBe(840);
    expect(
      resolveSchedule(version({ employmentPercentage: null, workingHoursPerWeek: 33.6 })).targetCentiHoursPerDay,
    ).toBe(672);
    expect(resolveSchedule(version({ employmentPercentage: null })).targetCentiHoursPerDay).toBe(840);
    expect(resolveSchedule(version({ employmentPercentage: 0 })).targetCentiHoursPerDay).toBe(0);
  });

  it('working days per week: null/0 = 5; above 5 = Mon-Fri; 4.5 = Mon-Fri with the week spread over 5 days', () => {
    expect(resolveSchedule(version({ workingDaysPerWeek: null })).workingWeekdays).toEqual([1, 2, 3, 4, 5]);
    expect(resolveSchedule(version({ workingDaysPerWeek: 6 })).ownDailyCentiHours).toBe(840);
    expect(resolveSchedule(version({ workingDaysPerWeek: 4.5 })).workingWeekdays).toEqual([1, 2, 3, 4, 5]);
    // 3 days at 60 %: 42 x 60 % / 3 = 8.4 h on Mon, Tue, Wed.
    expect(resolveSchedule(version({ workingDaysPerWeek: 3, employmentPercentage: 60 }))).toMatchObject({
      workingWeekdays: [1, 2, 3],
      ownDailyCentiHours: 840,
      targetCentiHoursPerDay: 504,
    });
  });

  it('an explicit weekday pattern beats Monday to the Nth weekday (Saturday is ignored)', () => {
    const schedule = version({ workingDaysPerWeek: 2, employmentPercentage: 40, workingWeekdays: [3, 5, 6] });
    // Wednesday and Friday: 42 x 40 % / 2 = 8.4 h each.
    expect(resolveSchedule(schedule)).toMatchObject({ workingWeekdays: [3, 5], ownDailyCentiHours: 840 });
  });

  it('rounds per day half-up to a centi-hour: 41.5 h x 33.333 % / 5 = 2.76664 h → 277 centi-hours a day', () => {
    const schedule = version({ standardWorkingHoursPerWeek: 41.5, employmentPercentage: 33.333 });
    expect(resolveSchedule(schedule).targetCentiHoursPerDay).toBe(277);
    expect(targetCentiHours([schedule], APRIL_2026, ASOF)).toBe(20 * 277);
  });
});
