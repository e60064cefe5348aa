// Care's own period view (docs/domain/care.md "Periods"). Calendar used below, March 2024:
//   Fri 1, Sat 2, Sun 3, Mon 4, Tue 5, Wed 6, Thu 7, Fri 8, Sat 9, Sun 10, Mon 11, Tue 12, Wed 13, Thu 14, Fri 15.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { careDays, DEFAULT_CARE_PERIOD_DEFINITION as DEFAULT } from '../../testing/care-days.ts';
import { propertyRuns } from '../../testing/property-runs.ts';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import { careStagePeriods } from './care-periods.ts';
import type { CareAbsenceDay, CarePeriodDefinition } from './types.ts';

const span = (periods: ReturnType<typeof careStagePeriods>) =>
  periods.map((period) => `${period.startDate}..${period.endDate} ${period.lengthInDays}/${period.absenceDays}`);

describe('care periods', () => {
  it('joins consecutive days and counts calendar length and absence days', () => {
    const periods = careStagePeriods(careDays('SICK', '2024-03-04', '2024-03-06'), DEFAULT);
    // Mon 4 .. Wed 6: 3 calendar days, 3 absence days.
    expect(periods).toEqual([
      { startDate: '2024-03-04', endDate: '2024-03-06', lengthInDays: 3, absenceDays: 3, types: ['SICK'] },
    ]);
  });

  it('joins over a weekend only when combinePeriodsWithWeekendGaps is on', () => {
    const absences = [...careDays('SICK', '2024-03-07', '2024-03-08'), ...careDays('SICK', '2024-03-11', '2024-03-12')];
    // Thu 7, Fri 8 | gap Sat 9, Sun 10 (weekend) | Mon 11, Tue 12: one period of 12 − 7 + 1 = 6 days, 4 absence days.
    expect(span(careStagePeriods(absences, DEFAULT))).toEqual(['2024-03-07..2024-03-12 6/4']);
    expect(span(careStagePeriods(absences, { ...DEFAULT, combinePeriodsWithWeekendGaps: false }))).toEqual([
      '2024-03-07..2024-03-08 2/2',
      '2024-03-11..2024-03-12 2/2',
    ]);
  });

  it('does not join a weekend plus a working day unless the gap allowance covers the working day', () => {
    const absences = [...careDays('SICK', '2024-03-07', '2024-03-08'), ...careDays('SICK', '2024-03-12')];
    // Gap Sat 9, Sun 10, Mon 11: the weekend is explained, Monday is 1 unexplained day > allowance 0.
    expect(span(careStagePeriods(absences, DEFAULT))).toEqual([
      '2024-03-07..2024-03-08 2/2',
      '2024-03-12..2024-03-12 1/1',
    ]);
    // Allowance 1: Monday fits; the weekend does not use the allowance. 12 − 7 + 1 = 6 days, 3 absence days.
    expect(span(careStagePeriods(absences, { ...DEFAULT, combinePeriodsWithGapDurationInDays: 1 }))).toEqual([
      '2024-03-07..2024-03-12 6/3',
    ]);
  });

  it('joins a gap of at most combinePeriodsWithGapDurationInDays calendar days', () => {
    const absences = [...careDays('SICK', '2024-03-04'), ...careDays('SICK', '2024-03-07')];
    // Mon 4 | Tue 5, Wed 6 (2 days) | Thu 7.
    expect(span(careStagePeriods(absences, { ...DEFAULT, combinePeriodsWithGapDurationInDays: 2 }))).toEqual([
      '2024-03-04..2024-03-07 4/2',
    ]);
    expect(span(careStagePeriods(absences, { ...DEFAULT, combinePeriodsWithGapDurationInDays: 1 }))).toHaveLength(2);
    // Without the weekend rule a weekend gap is just two calendar days: allowance 2 joins Fri 8 and Mon 11.
    const overWeekend = [...careDays('SICK', '2024-03-08'), ...careDays('SICK', '2024-03-11')];
    const noWeekend = { ...DEFAULT, combinePeriodsWithWeekendGaps: false, combinePeriodsWithGapDurationInDays: 2 };
    expect(span(careStagePeriods(overWeekend, noWeekend))).toEqual(['2024-03-08..2024-03-11 4/2']);
  });

  it('joins over absences of combinePeriodsWithAbsenceGapsOfType (vacation between two sick stretches)', () => {
    const absences = [
      ...careDays('SICK', '2024-03-04', '2024-03-05'),
      ...careDays('VACATION', '2024-03-06', '2024-03-07'),
      ...careDays('SICK', '2024-03-08'),
    ];
    const withVacation = { ...DEFAULT, combinePeriodsWithAbsenceGapsOfType: ['VACATION'] as AbsenceType[] };
    // Mon 4, Tue 5 SICK | Wed 6, Thu 7 VACATION | Fri 8 SICK: one period of 5 days, 3 absence days (vacation is the
    // gap, not an absence day), type SICK only.
    expect(careStagePeriods(absences, withVacation)).toEqual([
      { startDate: '2024-03-04', endDate: '2024-03-08', lengthInDays: 5, absenceDays: 3, types: ['SICK'] },
    ]);
    expect(span(careStagePeriods(absences, DEFAULT))).toHaveLength(2);
    // A vacation gap that is only partly vacation: Fri 8 VACATION, Sat 9, Sun 10, then SICK Mon 11 after SICK Thu 7.
    const mixed = [
      ...careDays('SICK', '2024-03-07'),
      ...careDays('VACATION', '2024-03-08'),
      ...careDays('SICK', '2024-03-11'),
    ];
    expect(span(careStagePeriods(mixed, withVacation))).toEqual(['2024-03-07..2024-03-11 5/2']);
    expect(span(careStagePeriods(mixed, { ...withVacation, combinePeriodsWithWeekendGaps: false }))).toHaveLength(2);
  });

  it('joins different included types into one period and counts a day with two absences once', () => {
    const absences = [
      ...careDays('SICK', '2024-03-04', '2024-03-05'),
      ...careDays('ACCIDENT', '2024-03-05', '2024-03-06'),
    ];
    // Tue 5 has SICK and ACCIDENT: 3 absence days over Mon 4 .. Wed 6.
    expect(careStagePeriods(absences, DEFAULT)).toEqual([
      { startDate: '2024-03-04', endDate: '2024-03-06', lengthInDays: 3, absenceDays: 3, types: ['SICK', 'ACCIDENT'] },
    ]);
  });

  it('counts part-time and partial incapacity in full, ignores 0 % and 0 hours and types not included', () => {
    const absences = [
      ...careDays('SICK', '2024-03-04', '2024-03-04', { percentage: 50 }),
      ...careDays('SICK', '2024-03-05', '2024-03-05', { percentage: null, hours: 4 }),
      ...careDays('SICK', '2024-03-06', '2024-03-06', { percentage: 0 }),
      ...careDays('SICK', '2024-03-07', '2024-03-07', { percentage: null, hours: 0 }),
      ...careDays('VACATION', '2024-03-11', '2024-03-15'),
    ];
    // 50 % on Mon 4 and 4 hours on Tue 5 are absence days; the 0 % and 0 h records are none; vacation is not included.
    expect(span(careStagePeriods(absences, DEFAULT))).toEqual(['2024-03-04..2024-03-05 2/2']);
  });

  it('does not bridge a trailing weekend', () => {
    // Mon 4 .. Fri 8, back at work on Mon 11: 5 days, not 7.
    expect(span(careStagePeriods(careDays('SICK', '2024-03-04', '2024-03-08'), DEFAULT))).toEqual([
      '2024-03-04..2024-03-08 5/5',
    ]);
  });
});

const START = toEpochDay('2024-02-19'); // a Monday
const TYPES: AbsenceType[] = ['SICK', 'ACCIDENT', 'VACATION', 'MILITARY'];

const absencesArbitrary: fc.Arbitrary<CareAbsenceDay[]> = fc
  .array(
    fc.record({
      offset: fc.integer({ min: 0, max: 60 }),
      type: fc.constantFrom(...TYPES),
      percentage: fc.constantFrom<number | null>(100, 50, 0, null),
    }),
    { maxLength: 45 },
  )
  .map((rows) =>
    rows.map((row) => ({
      date: fromEpochDay(START + row.offset),
      type: row.type,
      percentage: row.percentage,
      hours: row.percentage === null ? 6 : null,
    })),
  );

const definitionArbitrary: fc.Arbitrary<CarePeriodDefinition> = fc.record({
  includeAbsenceTypes: fc.subarray(TYPES, { minLength: 1 }),
  combinePeriodsWithWeekendGaps: fc.boolean(),
  combinePeriodsWithAbsenceGapsOfType: fc.subarray(TYPES),
  combinePeriodsWithGapDurationInDays: fc.integer({ min: 0, max: 4 }),
});

describe('care period properties', () => {
  it('every counted day of an included type lies in exactly one period; order of input does not matter', () => {
    fc.assert(
      fc.property(absencesArbitrary, definitionArbitrary, (absences, definition) => {
        const periods = careStagePeriods(absences, definition);
        const counted = new Set(
          absences
            .filter((a) => definition.includeAbsenceTypes.includes(a.type) && a.percentage !== 0)
            .map((a) => a.date),
        );
        expect(periods.reduce((sum, period) => sum + period.absenceDays, 0)).toBe(counted.size);
        for (const date of counted) {
          expect(periods.filter((p) => p.startDate <= date && date <= p.endDate)).toHaveLength(1);
        }
        for (const [index, period] of periods.entries()) {
          expect(period.lengthInDays).toBe(toEpochDay(period.endDate) - toEpochDay(period.startDate) + 1);
          expect(counted.has(period.startDate) && counted.has(period.endDate)).toBe(true);
          const next = periods[index + 1];
          // Periods are sorted and separated by at least one day that did not join them.
          if (next) expect(toEpochDay(next.startDate) - toEpochDay(period.endDate)).toBeGreaterThan(1);
        }
        expect(careStagePeriods([...absences].reverse(), definition)).toEqual(periods);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
