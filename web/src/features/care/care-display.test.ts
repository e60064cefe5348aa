import { describe, expect, it } from 'vitest';
import { bradford, monthBars, personName, typesInMonths } from './care-display.ts';

describe('care display', () => {
  it('names a person by last and first name, else by personnel number, else by id', () => {
    expect(personName({ firstName: 'Anna', lastName: 'Muster', personnelNumber: '1001', employeeId: 'E-1' })).toBe(
      'Muster, Anna',
    );
    expect(personName({ firstName: null, lastName: 'Muster', personnelNumber: null, employeeId: 'E-1' })).toBe(
      'Muster',
    );
    expect(personName({ firstName: ' ', lastName: null, personnelNumber: '1001', employeeId: 'E-1' })).toBe('1001');
    expect(personName({ firstName: null, lastName: null, personnelNumber: null, employeeId: 'E-1' })).toBe('E-1');
  });

  it('writes the Bradford factor out: 4 periods and 10 days give 4² × 10 = 160', () => {
    expect(bradford(4, 10)).toEqual({ periods: 4, days: 10, value: 160 });
    expect(bradford(0, 0).value).toBe(0);
  });

  it('draws the tallest month full height and the others in proportion', () => {
    const bars = monthBars([
      {
        month: '2026-01',
        absenceDays: 8,
        byType: [
          { type: 'SICK', absenceDays: 6 },
          { type: 'ACCIDENT', absenceDays: 2 },
        ],
      },
      {
        month: '2026-02',
        absenceDays: 2,
        byType: [
          { type: 'SICK', absenceDays: 2 },
          { type: 'VACATION', absenceDays: 0 },
        ],
      },
      { month: '2026-03', absenceDays: 0, byType: null },
    ]);
    // 8 days is the tallest: 100 %; 2 of 8 = 25 %; SICK 6 of 8 = 75 %, ACCIDENT 2 of 8 = 25 %.
    expect(bars.map((bar) => bar.heightPercent)).toEqual([100, 25, 0]);
    expect(bars[0]?.segments).toEqual([
      { type: 'SICK', absenceDays: 6, heightPercent: 75 },
      { type: 'ACCIDENT', absenceDays: 2, heightPercent: 25 },
    ]);
    // A type with 0 days draws no segment; hidden types (null) none at all.
    expect(bars[1]?.segments.map((segment) => segment.type)).toEqual(['SICK']);
    expect(bars[2]?.segments).toEqual([]);
  });

  it('keeps a year without absences flat (no division by zero)', () => {
    expect(monthBars([{ month: '2026-01', absenceDays: 0, byType: [] }])[0]?.heightPercent).toBe(0);
  });

  it('lists the legend types that occur, in the given order', () => {
    const months = [
      { month: '2026-01', absenceDays: 3, byType: [{ type: 'ACCIDENT' as const, absenceDays: 3 }] },
      {
        month: '2026-02',
        absenceDays: 1,
        byType: [
          { type: 'SICK' as const, absenceDays: 1 },
          { type: 'OTHER' as const, absenceDays: 0 },
        ],
      },
    ];
    expect(typesInMonths(months, ['SICK', 'ACCIDENT', 'OTHER'])).toEqual(['SICK', 'ACCIDENT']);
  });
});
