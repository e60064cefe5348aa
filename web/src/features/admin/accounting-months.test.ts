import { describe, expect, it } from 'vitest';
import { monthsToOpen } from './accounting-months.ts';

describe('months to open', () => {
  it('offers the next month back to twelve months before, newest first, without opened ones', () => {
    const months = monthsToOpen('2026-01-15', ['2025-12', '2026-01']);
    expect(months[0]).toBe('2026-02');
    expect(months).not.toContain('2025-12');
    expect(months).not.toContain('2026-01');
    expect(months.at(-1)).toBe('2025-01');
    expect(months).toHaveLength(12);
  });
});
