import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  civilOf,
  daysInMonth,
  epochDayOf,
  fromEpochDay,
  isoDateOf,
  isoWeekday,
  isWeekend,
  monthIdOf,
  swissDateTime,
  toEpochDay,
} from './dates.ts';

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

describe('civil-date arithmetic (sick-pay engine)', () => {
  it('converts civil dates and epoch days both ways, like toEpochDay / fromEpochDay', () => {
    for (let day = toEpochDay('1999-12-25'); day <= toEpochDay('2028-03-05'); day += 17) {
      const { year, month, day: dayOfMonth } = civilOf(day);
      expect(epochDayOf(year, month, dayOfMonth)).toBe(day);
      expect(isoDateOf(day)).toBe(fromEpochDay(day));
    }
    expect(monthIdOf(toEpochDay('2026-02-28'))).toBe('2026-02');
  });

  it('adds months and years, clamping to the last day of shorter months', () => {
    expect(fromEpochDay(addMonths(toEpochDay('2026-01-31'), 1))).toBe('2026-02-28');
    expect(fromEpochDay(addMonths(toEpochDay('2026-01-05'), 3))).toBe('2026-04-05');
    expect(fromEpochDay(addMonths(toEpochDay('2026-03-15'), -12))).toBe('2025-03-15');
    expect(fromEpochDay(addYears(toEpochDay('2024-02-29'), 1))).toBe('2025-02-28');
    expect(fromEpochDay(addYears(toEpochDay('2024-02-29'), 4))).toBe('2028-02-29');
  });
});

describe('swissDateTime (pain.001 CreDtTm: local Zurich time with its offset)', () => {
  it('writes the local time and the offset of the season', () => {
    // 09:30 UTC in November is 10:30 in Zurich (CET, UTC+1); in July 12:00 UTC is 14:00 (CEST, UTC+2).
    expect(swissDateTime(new Date('2026-11-23T09:30:00Z'))).toBe('2026-11-23T10:30:00+01:00');
    expect(swissDateTime(new Date('2026-07-01T12:00:00.987Z'))).toBe('2026-07-01T14:00:00+02:00');
  });

  it('takes the local date across midnight and the changes of the clock', () => {
    // 23:30 UTC on 31.12. is already 00:30 on 1.1. in Zurich.
    expect(swissDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
    // 29.3.2026: the clock goes from 02:00 CET to 03:00 CEST at 01:00 UTC.
    expect(swissDateTime(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(swissDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    // 25.10.2026: back from 03:00 CEST to 02:00 CET at 01:00 UTC; 02:30 happens twice, the offset tells which.
    expect(swissDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(swissDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });
});
