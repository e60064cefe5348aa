// The Swiss formats are written out by format.ts (decision 0042), so these outputs hold on any ICU version: the
// ASCII apostrophe groups, a no-break space (U+00A0) between CHF and the amount.
import { describe, expect, it } from 'vitest';
import {
  formatChf,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatIban,
  formatInstantDate,
  formatMonth,
  formatNumber,
  formatPercent,
  numberSeparators,
} from './format.ts';

const NBSP = '\u00a0';

describe('formatDate', () => {
  it.each([
    ['2026-01-31', '31.01.2026'],
    ['2024-02-29', '29.02.2024'],
    ['2026-12-01', '01.12.2026'],
    // Only the date part counts: a late-evening UTC timestamp must not move to the next day.
    ['2026-01-31T23:30:00Z', '31.01.2026'],
  ])('%s -> %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('returns input that is not an ISO date unchanged', () => {
    expect(formatDate('31.01.2026')).toBe('31.01.2026');
    expect(formatDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the instant in Swiss time (CET in winter, CEST in summer)', () => {
    expect(formatDateTime('2026-01-31T23:30:00Z')).toBe('01.02.2026 00:30');
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('01.07.2026 12:05');
  });

  it('returns an unparsable value unchanged', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDateTimeSeconds', () => {
  it('adds the seconds in Swiss time', () => {
    expect(formatDateTimeSeconds('2026-01-31T23:30:07.123Z')).toBe('01.02.2026 00:30:07');
    expect(formatDateTimeSeconds('2026-07-01T10:05:59Z')).toBe('01.07.2026 12:05:59');
    expect(formatDateTimeSeconds('nope')).toBe('nope');
  });
});

describe('formatInstantDate', () => {
  it('gives the Swiss calendar day of an instant', () => {
    expect(formatInstantDate('2026-01-31T23:30:00Z')).toBe('01.02.2026');
    expect(formatInstantDate('2026-07-01T10:05:00Z')).toBe('01.07.2026');
    expect(formatInstantDate('x')).toBe('x');
  });
});

describe('formatMonth', () => {
  it.each([
    ['de', '2026-11', 'November 2026'],
    ['fr', '2026-11', 'novembre 2026'],
    ['it', '2026-11', 'novembre 2026'],
    ['en', '2026-11', 'November 2026'],
    ['de', '2026-03', 'März 2026'],
    ['fr', '2026-02', 'février 2026'],
    ['it', '2026-01', 'gennaio 2026'],
    ['en', '2026-12', 'December 2026'],
  ] as const)('%s: %s -> %s', (language, month, expected) => {
    expect(formatMonth(month, language)).toBe(expected);
  });

  it('defaults to German', () => {
    expect(formatMonth('2026-05')).toBe('Mai 2026');
  });

  it('returns an invalid month unchanged', () => {
    expect(formatMonth('2026-13', 'de')).toBe('2026-13');
  });
});

describe('formatChf: one money format, "CHF 78\'057.72", in every language (decision 0042)', () => {
  it('de: CHF, no-break space, apostrophe groups, decimal point', () => {
    expect(formatChf(7_805_772, 'de')).toBe(`CHF${NBSP}78'057.72`);
    expect(formatChf(123456, 'de')).toBe(`CHF${NBSP}1'234.56`);
    expect(formatChf(100_000_000, 'de')).toBe(`CHF${NBSP}1'000'000.00`);
    expect(formatChf(0, 'de')).toBe(`CHF${NBSP}0.00`);
    expect(formatChf(5, 'de')).toBe(`CHF${NBSP}0.05`);
    expect(formatChf(-123450, 'de')).toBe(`CHF${NBSP}-1'234.50`);
  });

  it('fr: the same Swiss money format, not "78 057.72 CHF" (the browser\'s fr-CH data)', () => {
    expect(formatChf(7_805_772, 'fr')).toBe(`CHF${NBSP}78'057.72`);
    expect(formatChf(999, 'fr')).toBe(`CHF${NBSP}9.99`);
    expect(formatChf(-5, 'fr')).toBe(`CHF${NBSP}-0.05`);
  });

  it('it: grouped from four digits on, like the others (it-CH data would not group 1234)', () => {
    expect(formatChf(7_805_772, 'it')).toBe(`CHF${NBSP}78'057.72`);
    expect(formatChf(123456, 'it')).toBe(`CHF${NBSP}1'234.56`);
  });

  it('en: the Swiss format too', () => {
    expect(formatChf(7_805_772, 'en')).toBe(`CHF${NBSP}78'057.72`);
    expect(formatChf(12_345_678_900, 'en')).toBe(`CHF${NBSP}123'456'789.00`);
  });

  it('defaults to German and works on whole Rappen (no float digits)', () => {
    expect(formatChf(7_805_772)).toBe(`CHF${NBSP}78'057.72`);
    // 0.1 + 0.2 CHF as Rappen from a float sum: 30.000000000000004 -> 30 Rappen.
    expect(formatChf((0.1 + 0.2) * 100)).toBe(`CHF${NBSP}0.30`);
  });
});

describe("formatNumber: apostrophe groups, the language's decimal mark", () => {
  it.each([
    ['de', "1'234'567.891"],
    ['fr', "1'234'567,891"],
    ['it', "1'234'567.891"],
    ['en', "1'234'567.891"],
  ] as const)('%s: 1234567.891 -> %s', (language, expected) => {
    expect(formatNumber(1234567.891, language)).toBe(expected);
  });

  it('groups four digits, keeps small numbers as they are', () => {
    expect(formatNumber(1234, 'it')).toBe("1'234");
    expect(formatNumber(21)).toBe('21');
    expect(formatNumber(-1234.5, 'fr')).toBe("-1'234,5");
  });

  it('honours fraction digit options', () => {
    expect(formatNumber(1234.5, 'de', { minimumFractionDigits: 2 })).toBe("1'234.50");
    expect(formatNumber(2.345678, 'en', { maximumFractionDigits: 1 })).toBe('2.3');
    expect(formatNumber(87.5, 'fr', { maximumFractionDigits: 2 })).toBe('87,5');
    expect(formatNumber(-0.001, 'de', { maximumFractionDigits: 2 })).toBe('0');
  });
});

describe('formatPercent: at most two decimals, sign glued to the number', () => {
  it('takes percent points (0-100) as the domain stores them', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(12.5, 'de')).toBe('12.5%');
    expect(formatPercent(12.5, 'fr')).toBe('12,5%');
  });

  it.each([
    // A 4-hour day of an 8.4-hour day: 4 / 8.4 = 47.619...%, stored as 47.619, shown 47.62%.
    ['de', '47.62%'],
    ['fr', '47,62%'],
    ['it', '47.62%'],
    ['en', '47.62%'],
  ] as const)('%s: 47.619 -> %s (display rounding only)', (language, expected) => {
    expect(formatPercent(47.619, language)).toBe(expected);
  });

  it('honours fraction digit options', () => {
    expect(formatPercent(33.333, 'de', { maximumFractionDigits: 0 })).toBe('33%');
    expect(formatPercent(33.333, 'en', { maximumFractionDigits: 3 })).toBe('33.333%');
  });
});

describe('formatIban', () => {
  it('groups the electronic form in blocks of four', () => {
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('LI0508800636123378777')).toBe('LI05 0880 0636 1233 7877 7');
  });

  it('ignores blanks and case of the input', () => {
    expect(formatIban(' ch93 0076 2011 6238 5295 7 ')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('CH93  00762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  it('leaves an empty input empty', () => {
    expect(formatIban('')).toBe('');
  });
});

describe('numberSeparators', () => {
  it('follows the Swiss number format of the language', () => {
    expect(numberSeparators('de')).toEqual({ decimal: '.', group: "'" });
    expect(numberSeparators('fr')).toEqual({ decimal: ',', group: "'" });
    expect(numberSeparators('it')).toEqual({ decimal: '.', group: "'" });
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: "'" });
  });
});
