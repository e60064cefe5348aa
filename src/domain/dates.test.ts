import { describe, expect, it } from 'vitest';
import { daysInMonth, fromEpochDay, isoWeekday, isWeekend, toEpochDay } from './dates.ts';

describe('epoch days', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    // 2026-01-01: 56 years incl. 14 leap days (1972..2024) = 56*365 + 14 = 20454
    ['2026-01-01', 20_454],
    ['2024-02-29', 19_782],
  ])('%s is epoch day %i and back', (date, day) => {
    expect(toEpochDay(date)).toBe(day);
    expect(fromEpochDay(day)).toBe(date);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', ''])('rejects %j', (date) => {
    expect(() => toEpochDay(date)).toThrow(RangeError);
  });

  it('knows weekdays: 1970-01-01 was a Thursday, 2026-11-21 a Saturday', () => {
    expect(isoWeekday(0)).toBe(4);
    expect(isoWeekday(toEpochDay('2026-11-21'))).toBe(6);
    expect(isoWeekday(toEpochDay('2026-11-22'))).toBe(7);
    expect(isoWeekday(toEpochDay('2026-11-23'))).toBe(1);
    expect(isoWeekday(-1)).toBe(3); // 1969-12-31, a Wednesday
    expect(isWeekend(toEpochDay('2026-11-21'))).toBe(true);
    expect(isWeekend(toEpochDay('2026-11-20'))).toBe(false);
  });

  it('counts days in month including leap Februaries', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});
