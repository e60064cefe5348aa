import { describe, expect, it } from 'vitest';
import { monthHasBegun, severityLinks, todayInZurich } from './month-closing.ts';

describe('closing a month on the screens', () => {
  it('offers a month from its first day in Zurich', () => {
    // 30.11.2026 23:30 UTC is 01.12.2026 00:30 in Zurich: December has begun there.
    expect(todayInZurich(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(todayInZurich(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-28');
    expect(monthHasBegun('2026-12', '2026-11-28')).toBe(false);
    expect(monthHasBegun('2026-11', '2026-11-28')).toBe(true);
    expect(monthHasBegun('2026-12', '2026-12-01')).toBe(true);
  });

  it('links each severity with open issues, errors first, to the filtered issues list', () => {
    expect(
      severityLinks({
        total: 5,
        bySeverity: [
          { severity: 1, count: 4 },
          { severity: 2, count: 0 },
          { severity: 3, count: 1 },
        ],
      }),
    ).toEqual([
      { severity: 3, count: 1, to: '/insurance/issues', search: { severity: 3 } },
      { severity: 1, count: 4, to: '/insurance/issues', search: { severity: 1 } },
    ]);
    expect(severityLinks({ total: 0, bySeverity: [{ severity: 3, count: 0 }] })).toEqual([]);
  });
});
