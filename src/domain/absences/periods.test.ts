// Table tests of the absence-period rules (docs/domain/absence-periods.md, C17 weekend fill, C18 combined periods).
// Calendar used throughout (March 2026):
//   Mo 02  Tu 03  We 04  Th 05  Fr 06  Sa 07  Su 08
//   Mo 09  Tu 10  We 11  Th 12  Fr 13  Sa 14  Su 15
//   Mo 16
import { describe, expect, it } from 'vitest';
import { absence, absences, definition } from '../../testing/domain/absences.ts';
import { type AbsencePeriodDraft, buildAbsencePeriods, type PeriodOptions, stablePeriodIds } from './periods.ts';

/** "TYPE start..end [days]" per period, filled days marked with *. */
function describePeriods(periods: AbsencePeriodDraft[]): string[] {
  return periods.map(
    (period) =>
      `${period.type} ${period.startDate.slice(5)}..${period.endDate.slice(5)} [${period.days
        .map((day) => `${day.date.slice(8)}${day.isFilled ? '*' : ''}`)
        .join(' ')}]`,
  );
}

const noFill = (overrides = {}): PeriodOptions => ({ weekendFill: null, definition: definition(overrides) });

describe('weekend fill (C17) before periods', () => {
  const fridayAndMonday = [absence('2026-03-06'), absence('2026-03-09')];
  const fullWeek = absences('2026-03-02', '2026-03-06');

  it.each([
    // Fr 06 and Mo 09 sick, no fill, no weekend combination: two periods of one day.
    ['no fill', null, fridayAndMonday, ['SICK 03-06..03-06 [06]', 'SICK 03-09..03-09 [09]']],
    // FILL_IF_FRIDAY_AND_MONDAY: Sa 07 and Su 08 are filled, one period Fr 06..Mo 09 of four days.
    ['Friday and Monday', 'FILL_IF_FRIDAY_AND_MONDAY', fridayAndMonday, ['SICK 03-06..03-09 [06 07* 08* 09]']],
    // FILL_IF_MONDAY_TO_FRIDAY needs Mo 02..Fr 06 of the same week: Friday and Monday alone are not filled.
    [
      'Monday to Friday, bridge only',
      'FILL_IF_MONDAY_TO_FRIDAY',
      fridayAndMonday,
      ['SICK 03-06..03-06 [06]', 'SICK 03-09..03-09 [09]'],
    ],
    // FILL_IF_MONDAY_TO_FRIDAY after a full week Mo 02..Fr 06: Sa 07, Su 08 filled although back on Mo 09.
    [
      'Monday to Friday, full week',
      'FILL_IF_MONDAY_TO_FRIDAY',
      fullWeek,
      ['SICK 03-02..03-08 [02 03 04 05 06 07* 08*]'],
    ],
    // FILL_IF_FRIDAY_AND_MONDAY after a full week but back on Mo 09: nothing to fill.
    [
      'Friday and Monday, back on Monday',
      'FILL_IF_FRIDAY_AND_MONDAY',
      fullWeek,
      ['SICK 03-02..03-06 [02 03 04 05 06]'],
    ],
  ] as const)('%s', (_name, weekendFill, records, expected) => {
    expect(describePeriods(buildAbsencePeriods(records, { weekendFill, definition: definition() }))).toEqual(expected);
  });

  it('fills every absence type, not only the care-relevant ones (C17 is the tenant setting)', () => {
    // VACATION Fr 06 and Mo 09 with FILL_IF_FRIDAY_AND_MONDAY: one VACATION period with the weekend filled.
    const records = [absence('2026-03-06', 'VACATION'), absence('2026-03-09', 'VACATION')];
    const periods = buildAbsencePeriods(records, {
      weekendFill: 'FILL_IF_FRIDAY_AND_MONDAY',
      definition: definition(),
    });
    expect(describePeriods(periods)).toEqual(['VACATION 03-06..03-09 [06 07* 08* 09]']);
    expect(periods[0]?.isCareRelevant).toBe(false);
  });

  it('a filled day copies the Friday record (percentage or hours, accidentType) but is not source data', () => {
    // ACCIDENT Fr 06 at 60 % (occupational, edited, with a comment), Mo 09 at 100 %.
    const records = [
      absence('2026-03-06', 'ACCIDENT', {
        percentage: '60.00',
        accidentType: 'OCCUPATIONAL',
        source: 'edited',
        comment: 'Arztzeugnis 60 %',
      }),
      absence('2026-03-09', 'ACCIDENT', { accidentType: 'OCCUPATIONAL' }),
    ];
    const [period] = buildAbsencePeriods(records, { weekendFill: 'FILL_IF_FRIDAY_AND_MONDAY' });
    const saturday = period?.days.find((day) => day.date === '2026-03-07');
    expect(saturday).toEqual({
      date: '2026-03-07',
      absenceId: null,
      isFilled: true,
      accidentType: 'OCCUPATIONAL',
      hours: null,
      percentage: '60.00',
      source: null,
      comment: null,
    });
    // The summary describes the recorded records only: 60 and 100 → mean 80, not pulled towards the Friday.
    expect(period?.percentage).toBe('80.00');
    expect(period?.absenceIds).toHaveLength(2);

    const hourly = [absence('2026-03-06', 'SICK', { hours: '4.00' }), absence('2026-03-09', 'SICK', { hours: '8.00' })];
    const [hours] = buildAbsencePeriods(hourly, { weekendFill: 'FILL_IF_FRIDAY_AND_MONDAY' });
    expect(hours?.days.filter((day) => day.isFilled).map((day) => day.hours)).toEqual(['4.00', '4.00']);
    // Absent working hours: Friday 4 + Monday 8; the filled weekend days are not working hours.
    expect(hours?.hours).toBe('12.00');
    expect(hours?.percentage).toBeNull();
  });

  it('leaves a weekend day that holds another type alone (C17), so that type is its own period', () => {
    // SICK Fr 06, VACATION Sa 07, SICK Mo 09: Su 08 is filled as SICK, Sa 07 stays VACATION.
    const records = [absence('2026-03-06'), absence('2026-03-07', 'VACATION'), absence('2026-03-09')];
    const periods = buildAbsencePeriods(records, {
      weekendFill: 'FILL_IF_FRIDAY_AND_MONDAY',
      definition: definition(),
    });
    expect(describePeriods(periods)).toEqual([
      'SICK 03-06..03-06 [06]',
      'VACATION 03-07..03-07 [07]',
      'SICK 03-08..03-09 [08* 09]',
    ]);
  });
});

describe('combination of runs (absencePeriodDefinition)', () => {
  it.each([
    // combinePeriodsWithWeekendGaps, no fill: Fr 06 and Mo 09 are one period; the weekend is in the span, not in the days.
    [
      'weekend gap combined',
      noFill({ combinePeriodsWithWeekendGaps: true }),
      [absence('2026-03-06'), absence('2026-03-09')],
      ['SICK 03-06..03-09 [06 09]'],
    ],
    // Weekend rule on, but Fr 06 at work: Th 05 and Mo 09 have one unexplained weekday between them (gap 0 days allowed).
    [
      'weekend rule does not bridge a weekday',
      noFill({ combinePeriodsWithWeekendGaps: true }),
      [absence('2026-03-05'), absence('2026-03-09')],
      ['SICK 03-05..03-05 [05]', 'SICK 03-09..03-09 [09]'],
    ],
    // ... with combinePeriodsWithGapDurationInDays 1 the Friday is allowed: one period Th 05..Mo 09.
    [
      'weekend rule plus one gap day',
      noFill({ combinePeriodsWithWeekendGaps: true, combinePeriodsWithGapDurationInDays: 1 }),
      [absence('2026-03-05'), absence('2026-03-09')],
      ['SICK 03-05..03-09 [05 09]'],
    ],
    // Without the weekend rule the same gap is Fr, Sa, Su = 3 unexplained days > 1: two periods.
    [
      'gap of three calendar days, allowance one',
      noFill({ combinePeriodsWithGapDurationInDays: 1 }),
      [absence('2026-03-05'), absence('2026-03-09')],
      ['SICK 03-05..03-05 [05]', 'SICK 03-09..03-09 [09]'],
    ],
    // ... allowance three: combined (calendar days, C1).
    [
      'gap of three calendar days, allowance three',
      noFill({ combinePeriodsWithGapDurationInDays: 3 }),
      [absence('2026-03-05'), absence('2026-03-09')],
      ['SICK 03-05..03-09 [05 09]'],
    ],
    // Mo 02 sick, Tu 03 at work, We 04 sick: allowance 0 keeps them apart ...
    [
      'one day back at work, allowance zero',
      noFill(),
      [absence('2026-03-02'), absence('2026-03-04')],
      ['SICK 03-02..03-02 [02]', 'SICK 03-04..03-04 [04]'],
    ],
    // ... allowance 1 combines them.
    [
      'one day back at work, allowance one',
      noFill({ combinePeriodsWithGapDurationInDays: 1 }),
      [absence('2026-03-02'), absence('2026-03-04')],
      ['SICK 03-02..03-04 [02 04]'],
    ],
    // SICK Mo 02-Tu 03, VACATION We 04, SICK Th 05-Fr 06 with VACATION as a combining type: one SICK period spanning
    // the vacation day, which stays in its own VACATION period.
    [
      'absence gap of a combining type',
      noFill({ combinePeriodsWithAbsenceGapsOfType: ['VACATION'] }),
      [
        ...absences('2026-03-02', '2026-03-03'),
        absence('2026-03-04', 'VACATION'),
        ...absences('2026-03-05', '2026-03-06'),
      ],
      ['SICK 03-02..03-06 [02 03 05 06]', 'VACATION 03-04..03-04 [04]'],
    ],
    // The same without the combining type: the vacation day separates two SICK periods, even with a gap allowance.
    [
      'absence gap of another type blocks',
      noFill({ combinePeriodsWithGapDurationInDays: 5 }),
      [
        ...absences('2026-03-02', '2026-03-03'),
        absence('2026-03-04', 'VACATION'),
        ...absences('2026-03-05', '2026-03-06'),
      ],
      ['SICK 03-02..03-03 [02 03]', 'VACATION 03-04..03-04 [04]', 'SICK 03-05..03-06 [05 06]'],
    ],
    // Combining type plus weekend: SICK Th 05, VACATION Fr 06, weekend, SICK Mo 09 → one SICK period.
    [
      'combining type and weekend together',
      noFill({ combinePeriodsWithWeekendGaps: true, combinePeriodsWithAbsenceGapsOfType: ['VACATION'] }),
      [absence('2026-03-05'), absence('2026-03-06', 'VACATION'), absence('2026-03-09')],
      ['SICK 03-05..03-09 [05 09]', 'VACATION 03-06..03-06 [06]'],
    ],
    // Types outside includeAbsenceTypes are never combined: VACATION Fr 06 and Mo 09 with the weekend rule on.
    [
      'types outside the definition stay runs',
      noFill({ combinePeriodsWithWeekendGaps: true, combinePeriodsWithGapDurationInDays: 10 }),
      [absence('2026-03-06', 'VACATION'), absence('2026-03-09', 'VACATION')],
      ['VACATION 03-06..03-06 [06]', 'VACATION 03-09..03-09 [09]'],
    ],
    // includeAbsenceTypes decides: with VACATION included, the same two days are one period.
    [
      'an included type is combined',
      noFill({ includeAbsenceTypes: ['VACATION'], combinePeriodsWithWeekendGaps: true }),
      [absence('2026-03-06', 'VACATION'), absence('2026-03-09', 'VACATION')],
      ['VACATION 03-06..03-09 [06 09]'],
    ],
    // Three runs chain: Mo 02, We 04, Fr 06 with allowance 1 → one period.
    [
      'chains of runs',
      noFill({ combinePeriodsWithGapDurationInDays: 1 }),
      [absence('2026-03-02'), absence('2026-03-04'), absence('2026-03-06')],
      ['SICK 03-02..03-06 [02 04 06]'],
    ],
    // Different types are never one period: SICK Mo 02, ACCIDENT Tu 03.
    [
      'each type its own period',
      noFill({ combinePeriodsWithGapDurationInDays: 3 }),
      [absence('2026-03-02'), absence('2026-03-03', 'ACCIDENT')],
      ['SICK 03-02..03-02 [02]', 'ACCIDENT 03-03..03-03 [03]'],
    ],
  ] as const)('%s', (_name, options, records, expected) => {
    expect(describePeriods(buildAbsencePeriods(records, options))).toEqual(expected);
  });

  it('C18: calendarDays is the span of the combined period (Th 05..Mo 09 = 5 days)', () => {
    const [period] = buildAbsencePeriods(
      [absence('2026-03-05'), absence('2026-03-09')],
      noFill({ combinePeriodsWithWeekendGaps: true, combinePeriodsWithGapDurationInDays: 1 }),
    );
    expect(period?.calendarDays).toBe(5);
  });

  it('fill and combination together: FILL_IF_MONDAY_TO_FRIDAY fills the full week, the weekend rule bridges the next', () => {
    // Mo 02..Fr 06 sick (weekend 07/08 filled), Mo 09..Fr 13 sick (weekend 14/15 filled), Mo 16 sick:
    // one period 02..16 with four filled days.
    const records = [
      ...absences('2026-03-02', '2026-03-06'),
      ...absences('2026-03-09', '2026-03-13'),
      absence('2026-03-16'),
    ];
    const [period, ...rest] = buildAbsencePeriods(records, {
      weekendFill: 'FILL_IF_MONDAY_TO_FRIDAY',
      definition: definition(),
    });
    expect(rest).toEqual([]);
    expect(period?.startDate).toBe('2026-03-02');
    expect(period?.endDate).toBe('2026-03-16');
    expect(period?.days.filter((day) => day.isFilled).map((day) => day.date)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-14',
      '2026-03-15',
    ]);
  });
});

describe('period summaries', () => {
  it.each([
    // Every record 50 %: percentage 50.00, not varying.
    [
      'uniform percentage',
      [absence('2026-03-02', 'SICK', { percentage: '50' }), absence('2026-03-03', 'SICK', { percentage: '50.00' })],
      { percentage: '50.00', isPercentageVarying: false, percentageRange: { min: '50.00', max: '50.00' }, hours: null },
    ],
    // 100, 50, 50: mean 66.67 (half-up), range 50-100.
    [
      'varying percentage',
      [
        absence('2026-03-02'),
        absence('2026-03-03', 'SICK', { percentage: '50.00' }),
        absence('2026-03-04', 'SICK', { percentage: '50.00' }),
      ],
      { percentage: '66.67', isPercentageVarying: true, percentageRange: { min: '50.00', max: '100.00' }, hours: null },
    ],
    // Hours are summed: 4 + 3.5 = 7.5.
    [
      'hours',
      [absence('2026-03-02', 'SICK', { hours: '4.00' }), absence('2026-03-03', 'SICK', { hours: '3.50' })],
      { percentage: null, isPercentageVarying: false, percentageRange: null, hours: '7.50' },
    ],
    // Both bases: each summary over its own records.
    [
      'both bases',
      [absence('2026-03-02', 'SICK', { hours: '4.00' }), absence('2026-03-03', 'SICK', { percentage: '80.00' })],
      {
        percentage: '80.00',
        isPercentageVarying: false,
        percentageRange: { min: '80.00', max: '80.00' },
        hours: '4.00',
      },
    ],
  ] as const)('%s', (_name, records, expected) => {
    const [period] = buildAbsencePeriods(records, noFill());
    expect(period).toMatchObject(expected);
  });

  it('source is the common one or mixed; accidentType the common one or null', () => {
    const same = buildAbsencePeriods(absences('2026-03-02', '2026-03-03', 'ACCIDENT', { source: 'manual' }), noFill());
    expect(same[0]).toMatchObject({ source: 'manual', accidentType: 'NON_OCCUPATIONAL' });
    const mixed = buildAbsencePeriods(
      [
        absence('2026-03-02', 'ACCIDENT', { source: 'automatic', accidentType: 'OCCUPATIONAL' }),
        absence('2026-03-03', 'ACCIDENT', { source: 'edited', accidentType: 'NON_OCCUPATIONAL' }),
      ],
      noFill(),
    );
    expect(mixed[0]).toMatchObject({ source: 'mixed', accidentType: null });
  });

  it('keeps the comment of each day and every record of a duplicated day', () => {
    const records = [
      absence('2026-03-06', 'SICK', { absenceId: 'a', percentage: '40.00', comment: 'Vormittag' }),
      absence('2026-03-06', 'SICK', { absenceId: 'b', percentage: '70.00' }),
      absence('2026-03-09', 'SICK', { absenceId: 'c', comment: 'Zeugnis bis 13.03.' }),
    ];
    const [period] = buildAbsencePeriods(records, { weekendFill: 'FILL_IF_FRIDAY_AND_MONDAY' });
    expect(period?.absenceIds).toEqual(['a', 'b', 'c']);
    expect(period?.days.map((day) => [day.date.slice(8), day.absenceId, day.percentage, day.comment])).toEqual([
      ['06', 'a', '40.00', 'Vormittag'],
      ['06', 'b', '70.00', null],
      // The weekend copies the Friday record with the highest percentage (b, 70 %).
      ['07', null, '70.00', null],
      ['08', null, '70.00', null],
      ['09', 'c', '100.00', 'Zeugnis bis 13.03.'],
    ]);
  });

  it('ignores deleted records and answers no periods without records', () => {
    const records = [absence('2026-03-02'), absence('2026-03-03', 'SICK', { deleted: true })];
    expect(describePeriods(buildAbsencePeriods(records, noFill()))).toEqual(['SICK 03-02..03-02 [02]']);
    expect(buildAbsencePeriods([], noFill())).toEqual([]);
  });

  it('refuses a date that is not YYYY-MM-DD and a percentage that is not a number', () => {
    expect(() => buildAbsencePeriods([absence('2026-02-30')], noFill())).toThrow(RangeError);
    expect(() => buildAbsencePeriods([absence('2026-03-02', 'SICK', { percentage: 'abc' })], noFill())).toThrow(
      RangeError,
    );
  });
});

describe('stablePeriodIds', () => {
  const ids = () => {
    let next = 0;
    return () => {
      next += 1;
      return `new-${next}`;
    };
  };
  const build = (records: ReturnType<typeof absence>[]) => buildAbsencePeriods(records, noFill());

  it('an unchanged period keeps its id; a new one gets the next generated id', () => {
    const first = stablePeriodIds([], build([absence('2026-03-02'), absence('2026-03-09', 'VACATION')]), ids());
    expect(first.map((p) => p.periodId)).toEqual(['new-1', 'new-2']);
    const second = stablePeriodIds(
      first,
      build([absence('2026-03-02'), absence('2026-03-09', 'VACATION'), absence('2026-03-12', 'VACATION')]),
      ids(),
    );
    expect(second.map((p) => `${p.type} ${p.startDate} ${p.periodId}`)).toEqual([
      'SICK 2026-03-02 new-1',
      'VACATION 2026-03-09 new-2',
      'VACATION 2026-03-12 new-1',
    ]);
  });

  it.each([
    // Mo 02..We 04 grows to Mo 02..Fr 06: same id.
    ['grown', absences('2026-03-02', '2026-03-06'), ['p1']],
    // Shrinks to Tu 03: same id.
    ['shrunk', [absence('2026-03-03')], ['p1']],
    // Split by a day back at work into Mo 02 and We 04..Fr 06: each overlaps the old span Mo 02..We 04 by one day;
    // on a tie the earlier part keeps the id.
    ['split, tie', [absence('2026-03-02'), ...absences('2026-03-04', '2026-03-06')], ['p1', 'new-1']],
    // Type changed, same span (bulk change SICK → ACCIDENT): keeps the id.
    ['type changed, same span', absences('2026-03-02', '2026-03-04', 'ACCIDENT'), ['p1']],
    // Type changed and span changed: a different absence, new id.
    ['type changed, other span', absences('2026-03-02', '2026-03-05', 'ACCIDENT'), ['new-1']],
  ] as const)('%s', (_name, records, expected) => {
    const previous = [{ periodId: 'p1', type: 'SICK' as const, startDate: '2026-03-02', endDate: '2026-03-04' }];
    expect(stablePeriodIds(previous, build([...records]), ids()).map((p) => p.periodId)).toEqual(expected);
  });

  it('a split period: the part that overlaps the old span most keeps the id', () => {
    // Old Mo 02..Fr 06; now Mo 02 and We 04..Fr 06 (Tu 03 back at work): overlaps 1 and 3 days.
    const previous = [{ periodId: 'p1', type: 'SICK' as const, startDate: '2026-03-02', endDate: '2026-03-06' }];
    const split = stablePeriodIds(
      previous,
      build([absence('2026-03-02'), ...absences('2026-03-04', '2026-03-06')]),
      ids(),
    );
    expect(split.map((p) => `${p.startDate} ${p.periodId}`)).toEqual(['2026-03-02 new-1', '2026-03-04 p1']);
  });

  it('two periods merged into one keep the id of the one they overlap most', () => {
    const previous = [
      { periodId: 'short', type: 'SICK' as const, startDate: '2026-03-02', endDate: '2026-03-02' },
      { periodId: 'long', type: 'SICK' as const, startDate: '2026-03-04', endDate: '2026-03-06' },
    ];
    const merged = stablePeriodIds(previous, build(absences('2026-03-02', '2026-03-06')), ids());
    expect(merged.map((p) => p.periodId)).toEqual(['long']);
  });
});

describe('a period of very many records (a file of 350 000 identical rows)', () => {
  it('summarises 300 000 records of one day without passing them as arguments (no stack overflow)', () => {
    // 299 999 records of 100 % and one of 50 % on Mo 02.03.: one period of one day, the range 50.00-100.00.
    const records = Array.from({ length: 300_000 }, (_, index) =>
      absence('2026-03-02', 'SICK', { percentage: index === 123_456 ? '50.00' : '100.00' }),
    );
    const [period, ...others] = buildAbsencePeriods(records, noFill());
    expect(others).toEqual([]);
    expect(period).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-02', calendarDays: 1 });
    expect(period?.isPercentageVarying).toBe(true);
  });
});
