// Outputs checked against Node 24's ICU (78.x). Intl writes the Swiss group separator as an ASCII apostrophe
// and puts a no-break space (U+00A0) between currency and amount.
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

describe('formatChf', () => {
  it('formats Rappen as Swiss francs with apostrophe grouping (de-CH by default)', () => {
    expect(formatChf(123456)).toBe(`CHF${NBSP}1'234.56`);
    expect(formatChf(123450)).toBe(`CHF${NBSP}1'234.50`);
    expect(formatChf(100_000_000)).toBe(`CHF${NBSP}1'000'000.00`);
    expect(formatChf(0)).toBe(`CHF${NBSP}0.00`);
    expect(formatChf(5)).toBe(`CHF${NBSP}0.05`);
    expect(formatChf(-123450)).toBe("CHF-1'234.50");
  });

  it('uses the Swiss locale of each UI language', () => {
    expect(formatChf(123456, 'de')).toBe(`CHF${NBSP}1'234.56`);
    expect(formatChf(123456, 'fr')).toBe(`1'234.56${NBSP}CHF`);
    // it-CH would not group four-digit amounts by default; grouping is forced for consistency.
    expect(formatChf(123456, 'it')).toBe(`CHF${NBSP}1'234.56`);
    expect(formatChf(123456, 'en')).toBe(`CHF${NBSP}1'234.56`);
  });
});

describe('formatNumber', () => {
  it('groups with apostrophes and keeps up to three decimals', () => {
    expect(formatNumber(1234567.891)).toBe("1'234'567.891");
    expect(formatNumber(1234567.891, 'fr')).toBe("1'234'567,891");
    expect(formatNumber(1234, 'it')).toBe("1'234");
    expect(formatNumber(21)).toBe('21');
  });

  it('honours fraction digit options', () => {
    expect(formatNumber(1234.5, 'de', { minimumFractionDigits: 2 })).toBe("1'234.50");
    expect(formatNumber(2.345678, 'en', { maximumFractionDigits: 1 })).toBe('2.3');
  });
});

describe('formatPercent', () => {
  it('takes percent points (0-100) as the domain stores them', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(12.5, 'de')).toBe('12.5%');
    expect(formatPercent(12.5, 'fr')).toBe('12,5%');
    expect(formatPercent(33.333, 'en')).toBe('33.333%');
  });

  it('honours fraction digit options', () => {
    expect(formatPercent(33.333, 'de', { maximumFractionDigits: 0 })).toBe('33%');
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
