// Property tests (fast-check) of the absence periods (issue 12 "Done when"): recomputation is idempotent, input
// order does not matter, every live absence day is in exactly one period, stable ids survive an unchanged
// recomputation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay, isWeekend, toEpochDay } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import {
  type AbsencePeriodDefinition,
  type AbsenceRecord,
  buildAbsencePeriods,
  type PeriodOptions,
  stablePeriodIds,
} from './periods.ts';

const START = toEpochDay('2026-03-02'); // a Monday
const TYPES: AbsenceType[] = ['SICK', 'ACCIDENT', 'VACATION', 'MILITARY'];

const recordsArbitrary: fc.Arbitrary<AbsenceRecord[]> = fc
  .array(
    fc.record({
      offset: fc.integer({ min: 0, max: 48 }),
      type: fc.constantFrom(...TYPES),
      amount: fc.oneof(
        fc.constantFrom('100.00', '50.00', '20.00').map((percentage) => ({ percentage, hours: null })),
        fc.constantFrom('4.00', '8.25').map((hours) => ({ percentage: null, hours })),
      ),
      source: fc.constantFrom('automatic' as const, 'edited' as const, 'manual' as const),
      comment: fc.option(fc.constantFrom('Zeugnis', 'Arzt'), { nil: null }),
      deleted: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((row, index) => ({
      absenceId: `a-${String(index).padStart(3, '0')}`,
      date: fromEpochDay(START + row.offset),
      type: row.type,
      accidentType: row.type === 'ACCIDENT' ? ('OCCUPATIONAL' as const) : null,
      ...row.amount,
      source: row.source,
      comment: row.comment,
      deleted: row.deleted,
    })),
  );

const definitionArbitrary: fc.Arbitrary<AbsencePeriodDefinition> = fc.record({
  includeAbsenceTypes: fc.subarray(TYPES, { minLength: 1 }),
  combinePeriodsWithWeekendGaps: fc.boolean(),
  combinePeriodsWithAbsenceGapsOfType: fc.subarray(TYPES),
  combinePeriodsWithGapDurationInDays: fc.integer({ min: 0, max: 5 }),
});

const optionsArbitrary: fc.Arbitrary<PeriodOptions> = fc.record({
  weekendFill: fc.constantFrom(null, 'FILL_IF_FRIDAY_AND_MONDAY' as const, 'FILL_IF_MONDAY_TO_FRIDAY' as const),
  definition: definitionArbitrary,
});

/** The recorded days of the periods, as records again (what a recomputation would load). */
function recordsOf(periods: ReturnType<typeof buildAbsencePeriods>): AbsenceRecord[] {
  return periods.flatMap((period) =>
    period.days
      .filter((day) => !day.isFilled)
      .map((day) => ({
        absenceId: day.absenceId as string,
        date: day.date,
        type: period.type,
        accidentType: day.accidentType,
        hours: day.hours,
        percentage: day.percentage,
        source: day.source as AbsenceRecord['source'],
        comment: day.comment,
      })),
  );
}

describe('absence period properties', () => {
  it('every live record is in exactly one period, deleted ones in none', () => {
    fc.assert(
      fc.property(recordsArbitrary, optionsArbitrary, (records, options) => {
        const periods = buildAbsencePeriods(records, options);
        const inPeriods = periods.flatMap((period) => period.absenceIds).sort();
        const live = records.filter((record) => !record.deleted).map((record) => record.absenceId);
        expect(inPeriods).toEqual(live.sort());
        // ... and each record's day is a day of its period, with the record's type.
        for (const period of periods) {
          for (const day of period.days) {
            expect(day.date >= period.startDate && day.date <= period.endDate).toBe(true);
            if (day.isFilled) expect(isWeekend(toEpochDay(day.date))).toBe(true);
          }
        }
      }),
    );
  });

  it('the order of the input does not matter', () => {
    fc.assert(
      fc.property(recordsArbitrary, optionsArbitrary, fc.infiniteStream(fc.double()), (records, options, noise) => {
        const iterator = noise[Symbol.iterator]();
        const shuffled = records
          .map((record) => ({ record, sortKey: iterator.next().value as number }))
          .sort((a, b) => a.sortKey - b.sortKey)
          .map(({ record }) => record);
        expect(buildAbsencePeriods(shuffled, options)).toEqual(buildAbsencePeriods(records, options));
      }),
    );
  });

  it('recomputation is idempotent: the periods rebuilt from their own days are the same periods', () => {
    fc.assert(
      fc.property(recordsArbitrary, optionsArbitrary, (records, options) => {
        const periods = buildAbsencePeriods(records, options);
        expect(buildAbsencePeriods(recordsOf(periods), options)).toEqual(periods);
      }),
    );
  });

  it('periods of one type never overlap, and are sorted by start date', () => {
    fc.assert(
      fc.property(recordsArbitrary, optionsArbitrary, (records, options) => {
        const periods = buildAbsencePeriods(records, options);
        for (let i = 1; i < periods.length; i++) {
          expect((periods[i - 1]?.startDate ?? '') <= (periods[i]?.startDate ?? '')).toBe(true);
        }
        for (const type of TYPES) {
          const ofType = periods.filter((period) => period.type === type);
          for (let i = 1; i < ofType.length; i++) {
            expect((ofType[i - 1]?.endDate ?? '') < (ofType[i]?.startDate ?? '')).toBe(true);
          }
        }
      }),
    );
  });

  it('stable ids survive an unchanged recomputation, and no new id is drawn', () => {
    fc.assert(
      fc.property(recordsArbitrary, optionsArbitrary, (records, options) => {
        let counter = 0;
        const first = stablePeriodIds([], buildAbsencePeriods(records, options), () => `id-${++counter}`);
        expect(new Set(first.map((period) => period.periodId)).size).toBe(first.length);
        const drawn = counter;
        const second = stablePeriodIds(first, buildAbsencePeriods(recordsOf(first), options), () => `id-${++counter}`);
        expect(counter).toBe(drawn);
        expect(second).toEqual(first);
      }),
    );
  });

  it('ids stay unique when periods change', () => {
    fc.assert(
      fc.property(recordsArbitrary, recordsArbitrary, optionsArbitrary, (before, after, options) => {
        let counter = 0;
        const first = stablePeriodIds([], buildAbsencePeriods(before, options), () => `id-${++counter}`);
        const second = stablePeriodIds(first, buildAbsencePeriods(after, options), () => `id-${++counter}`);
        expect(new Set(second.map((period) => period.periodId)).size).toBe(second.length);
      }),
    );
  });
});
