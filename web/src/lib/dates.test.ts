import { describe, expect, it } from 'vitest';
import { addDays, addYears, isIsoDate, isoDateInZurich, parseSwissDate } from './dates.ts';

describe('isoDateInZurich', () => {
  it('uses the Swiss calendar day, not the UTC one', () => {
    expect(isoDateInZurich(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(isoDateInZurich(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(isoDateInZurich(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('addDays / addYears', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('keeps the day, clamping 29 February', () => {
    expect(addYears('2026-05-14', 1)).toBe('2027-05-14');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-01-31', 2)).toBe('2028-01-31');
  });
});

describe('parseSwissDate', () => {
  it.each([
    ['31.01.2026', '2026-01-31'],
    ['1.2.2026', '2026-02-01'],
    [' 29.02.2028 ', '2028-02-29'],
    ['2026-01-31', '2026-01-31'],
    ['29.02.2026', null],
    ['31.04.2026', null],
    ['01/02/2026', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(parseSwissDate(input)).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });
});
