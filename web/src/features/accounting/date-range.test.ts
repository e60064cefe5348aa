import { describe, expect, it } from 'vitest';
import { shortDateRange } from './date-range.ts';

describe('short date range', () => {
  it('writes day and month, the year only across a year end', () => {
    expect(shortDateRange('2026-03-01', '2026-03-31')).toBe('01.03.–31.03.');
    expect(shortDateRange('2026-03-05', '2026-03-05')).toBe('05.03.');
    expect(shortDateRange('2025-12-29', '2026-01-02')).toBe('29.12.2025–02.01.2026');
  });
});
