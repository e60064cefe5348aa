// plannedFullReturnOf (decision 0052): the first day of 100 % work capacity that no later entry undoes.
import { describe, expect, it } from 'vitest';
import { plannedFullReturnOf } from './return-to-work.ts';

describe('plannedFullReturnOf', () => {
  it('is the first 100 % entry whose later entries are all 100 %, in date order', () => {
    // 50 % from 01.03., 100 % from 01.04.: back to work full on 01.04.2026.
    expect(
      plannedFullReturnOf([
        { from: '2026-04-01', workCapacityPercentage: 100 },
        { from: '2026-03-01', workCapacityPercentage: 50 },
      ]),
    ).toBe('2026-04-01');
    // 100 % from 01.03. and again from 01.05.: the first of the run, 01.03.
    expect(
      plannedFullReturnOf([
        { from: '2026-03-01', workCapacityPercentage: 100 },
        { from: '2026-05-01', workCapacityPercentage: 100 },
      ]),
    ).toBe('2026-03-01');
    // 100 % from 01.03., then 50 % from 01.04., then 100 % from 01.06.: the run starts 01.06.
    expect(
      plannedFullReturnOf([
        { from: '2026-03-01', workCapacityPercentage: 100 },
        { from: '2026-04-01', workCapacityPercentage: 50 },
        { from: '2026-06-01', workCapacityPercentage: 100 },
      ]),
    ).toBe('2026-06-01');
  });

  it('is null when the plan ends below 100 % or is empty', () => {
    expect(
      plannedFullReturnOf([
        { from: '2026-03-01', workCapacityPercentage: 100 },
        { from: '2026-04-01', workCapacityPercentage: 80 },
      ]),
    ).toBeNull();
    expect(plannedFullReturnOf([])).toBeNull();
  });
});
