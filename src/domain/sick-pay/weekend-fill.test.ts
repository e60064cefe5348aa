import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import type { AbsenceType } from './types.ts';
import { type AbsenceDay, fillWeekendGaps, normaliseAbsenceDays } from './weekend-fill.ts';

const day = (date: string, type: AbsenceType = 'SICK', incapacity = 100): AbsenceDay => ({
  day: toEpochDay(date),
  type,
  incapacityPm: incapacity * 1000,
  isFilled: false,
});
const filled = (days: AbsenceDay[]) =>
  days.filter((d) => d.isFilled).map((d) => `${fromEpochDay(d.day)} ${d.type} ${d.incapacityPm / 1000}`);

// 2026-03-02 is a Monday; 2026-03-06 a Friday, 07/08 the weekend, 09 the next Monday.
const weekOne = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

describe('C17: weekend fill', () => {
  it('FILL_IF_FRIDAY_AND_MONDAY fills Saturday and Sunday between an absent Friday and Monday, with the Friday %', () => {
    const days = normaliseAbsenceDays([day('2026-03-06', 'SICK', 60), day('2026-03-09', 'SICK', 100)]);
    expect(filled(fillWeekendGaps(days, 'FILL_IF_FRIDAY_AND_MONDAY'))).toEqual([
      '2026-03-07 SICK 60',
      '2026-03-08 SICK 60',
    ]);
  });

  it('FILL_IF_FRIDAY_AND_MONDAY does not fill when the person is back on Monday, or the types differ', () => {
    const fullWeek = normaliseAbsenceDays(weekOne.map((d) => day(d)));
    expect(filled(fillWeekendGaps(fullWeek, 'FILL_IF_FRIDAY_AND_MONDAY'))).toEqual([]);
    const mixed = normaliseAbsenceDays([day('2026-03-06', 'SICK'), day('2026-03-09', 'ACCIDENT')]);
    expect(filled(fillWeekendGaps(mixed, 'FILL_IF_FRIDAY_AND_MONDAY'))).toEqual([]);
  });

  it('FILL_IF_MONDAY_TO_FRIDAY fills after a full week off even when the person is back on Monday', () => {
    const fullWeek = normaliseAbsenceDays(weekOne.map((d) => day(d)));
    expect(filled(fillWeekendGaps(fullWeek, 'FILL_IF_MONDAY_TO_FRIDAY'))).toEqual([
      '2026-03-07 SICK 100',
      '2026-03-08 SICK 100',
    ]);
    // Friday and Monday alone are not a full week.
    const bridge = normaliseAbsenceDays([day('2026-03-06'), day('2026-03-09')]);
    expect(filled(fillWeekendGaps(bridge, 'FILL_IF_MONDAY_TO_FRIDAY'))).toEqual([]);
    // One weekday missing (Wednesday): no fill.
    const gap = normaliseAbsenceDays(weekOne.filter((d) => d !== '2026-03-04').map((d) => day(d)));
    expect(filled(fillWeekendGaps(gap, 'FILL_IF_MONDAY_TO_FRIDAY'))).toEqual([]);
  });

  it('leaves recorded weekend days alone and fills nothing without a mode', () => {
    const days = normaliseAbsenceDays([day('2026-03-06'), day('2026-03-07', 'VACATION'), day('2026-03-09')]);
    expect(filled(fillWeekendGaps(days, 'FILL_IF_FRIDAY_AND_MONDAY'))).toEqual(['2026-03-08 SICK 100']);
    expect(filled(fillWeekendGaps(days, null))).toEqual([]);
  });

  it('keeps the highest incapacity of duplicated records (one entry per day and type)', () => {
    const days = normaliseAbsenceDays([
      day('2026-03-06', 'SICK', 40),
      day('2026-03-06', 'SICK', 70),
      day('2026-03-06', 'VACATION'),
    ]);
    expect(days.map((d) => `${d.type} ${d.incapacityPm}`)).toEqual(['SICK 70000', 'VACATION 100000']);
  });
});
