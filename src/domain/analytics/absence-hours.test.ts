// C19 absence hours, worked in April 2026 (Zurich; calendar in target-hours.test.ts): each absent working day counts
// the person's own daily hours x incapacity %, or the recorded hours; the day never counts more than its hours.
import { describe, expect, it } from 'vitest';
import { absence } from '../../testing/domain/absences.ts';
import { absenceCentiHoursByCategory, countAbsences } from './absence-hours.ts';
import { rateOf } from './absence-rate.ts';
import { personDaysOf, targetCentiHours } from './target-hours.ts';
import { APRIL_2026, version } from './test-support.ts';

const ASOF = '2026-11-29';
const fullTime = [version()];
const days = personDaysOf(fullTime, APRIL_2026, ASOF);

describe('C19 absence hours', () => {
  it('a full sick day counts the own daily hours 8.4 h; 50 % counts 4.2 h', () => {
    const counted = countAbsences([absence('2026-04-07'), absence('2026-04-08', 'SICK', { percentage: '50' })], days);
    expect(counted.map((entry) => entry.centiHours)).toEqual([840, 420]);
    // Rate of the month: 12.6 h / 168 h = 7.5 %.
    expect(rateOf(1_260, targetCentiHours(fullTime, APRIL_2026, ASOF))).toBe(7.5);
  });

  it('an hourly absence of 4.5 h counts 4.5 h: 4.5 / 168 = 2.678… → 2.68 %', () => {
    const counted = countAbsences([absence('2026-04-14', 'SICK', { hours: '4.5', percentage: null })], days);
    expect(counted[0]).toMatchObject({ centiHours: 450, reason: null });
    expect(rateOf(450, 16_800)).toBe(2.68);
  });

  it('recorded hours are capped at the own daily hours: 10 h on an 8.4 h day count 8.4 h', () => {
    const counted = countAbsences([absence('2026-04-14', 'SICK', { hours: '10', percentage: null })], days);
    expect(counted[0]).toMatchObject({ requestedCentiHours: 1_000, centiHours: 840, reason: 'CAPPED_AT_DAILY_HOURS' });
  });

  it('80 % on four days (Mon-Thu): Tu 7 - Th 9 count 3 x 8.4 h = 25.2 h; Friday the 10th is not her working day', () => {
    const schedule = [version({ employmentPercentage: 80, workingDaysPerWeek: 4 })];
    const herDays = personDaysOf(schedule, APRIL_2026, ASOF);
    const counted = countAbsences(
      ['2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'].map((date) => absence(date)),
      herDays,
    );
    expect(counted.map((entry) => [entry.centiHours, entry.reason])).toEqual([
      [840, null],
      [840, null],
      [840, null],
      [0, 'NOT_A_WORKING_DAY'],
    ]);
    // Target 134.4 h (20 days x 6.72 h): 25.2 / 134.4 = 18.75 %.
    expect(rateOf(2_520, targetCentiHours(schedule, APRIL_2026, ASOF))).toBe(18.75);
  });

  it('C19 as written: a fully absent 80 % four-day person has 17 x 8.4 = 142.8 h against 134.4 h target = 106.25 %', () => {
    // Good Friday is not her working day but leaves the Mon-Fri target; Easter Monday is one of hers. Over a year
    // such holidays even out; the convention's formula is kept as it is (decision 0059).
    const schedule = [version({ employmentPercentage: 80, workingDaysPerWeek: 4 })];
    const herDays = personDaysOf(schedule, APRIL_2026, ASOF);
    const everyDay = herDays.map((day) => absence(day.date));
    const hours = absenceCentiHoursByCategory(countAbsences(everyDay, herDays));
    expect(hours.SICKNESS).toBe(14_280);
    expect(rateOf(hours.SICKNESS, 13_440)).toBe(106.25);
  });

  it('categories: sickness, accident, others (military); vacation is no absence for the rate', () => {
    const counted = countAbsences(
      [
        absence('2026-04-07', 'SICK'),
        absence('2026-04-08', 'ACCIDENT', { percentage: '50' }),
        absence('2026-04-09', 'VACATION'),
        absence('2026-04-13', 'MILITARY'),
        absence('2026-04-14', 'MATERNITY'),
      ],
      days,
    );
    expect(counted[2]).toMatchObject({ category: null, centiHours: 0, reason: 'NOT_AN_ABSENCE_FOR_THE_RATE' });
    // Sickness 8.4 h, accident 50 % = 4.2 h, others 8.4 + 8.4 = 16.8 h.
    expect(absenceCentiHoursByCategory(counted)).toEqual({ SICKNESS: 840, ACCIDENT: 420, OTHER: 1_680 });
  });

  it('no hours on holidays, weekends, outside employment or after asOf', () => {
    const leaver = [version({ leavingDate: '2026-04-20' })];
    const counted = countAbsences(
      [
        absence('2026-04-06'), // Easter Monday
        absence('2026-04-11'), // Saturday
        absence('2026-04-21'), // after the leaving date
        absence('2026-04-29'), // after asOf
        absence('2026-05-04'), // outside the days asked about
      ],
      personDaysOf(leaver, APRIL_2026, '2026-04-28'),
    );
    expect(counted.map((entry) => entry.reason)).toEqual([
      'PUBLIC_HOLIDAY',
      'WEEKEND',
      'OUTSIDE_EMPLOYMENT',
      'AFTER_AS_OF',
      'OUTSIDE_RANGE',
    ]);
    expect(counted.every((entry) => entry.centiHours === 0)).toBe(true);
  });

  it('two absences on one day fill the day at most: accident first, then sickness (60 % + 60 % of 8.4 h = 5.04 + 3.36 h)', () => {
    const counted = countAbsences(
      [
        absence('2026-04-08', 'SICK', { percentage: '60', absenceId: 'a' }),
        absence('2026-04-08', 'ACCIDENT', { percentage: '60', absenceId: 'b' }),
      ],
      days,
    );
    expect(counted.map((entry) => [entry.category, entry.centiHours, entry.reason])).toEqual([
      ['SICKNESS', 336, 'DAY_ALREADY_COUNTED'],
      ['ACCIDENT', 504, null],
    ]);
  });

  it('a duplicated sick day counts once; a vacation beside a sick day takes nothing from it', () => {
    const counted = countAbsences(
      [
        absence('2026-04-08', 'SICK', { absenceId: 'a' }),
        absence('2026-04-08', 'SICK', { absenceId: 'b' }),
        absence('2026-04-09', 'VACATION', { absenceId: 'c' }),
        absence('2026-04-09', 'SICK', { absenceId: 'd', percentage: '50' }),
      ],
      days,
    );
    expect(counted.map((entry) => entry.centiHours)).toEqual([840, 0, 0, 420]);
  });

  it('rounds a percentage day half-up to a centi-hour: 33.33 % of 8.4 h = 2.79972 h → 2.80 h', () => {
    const counted = countAbsences([absence('2026-04-08', 'SICK', { percentage: '33.33' })], days);
    expect(counted[0]?.centiHours).toBe(280);
  });
});

describe('C19 invariant: fully absent is 100 % where the own days are the target days', () => {
  const cantons = ['ZH', 'VS', 'TI', 'GE', null] as const;
  it.each(cantons)(
    'a five-day person sick every working day of each month Jan-Nov 2026 in %s has a rate of 100 %',
    (canton) => {
      for (const percentage of [100, 80, 33.333]) {
        const schedule = [version({ canton, employmentPercentage: percentage })];
        for (let month = 1; month <= 11; month++) {
          const from = `2026-${String(month).padStart(2, '0')}-01`;
          const to = new Date(Date.UTC(2026, month, 0)).toISOString().slice(0, 10);
          const monthDays = personDaysOf(schedule, { from, to }, ASOF);
          const sick = monthDays.map((day) => absence(day.date));
          const hours = absenceCentiHoursByCategory(countAbsences(sick, monthDays)).SICKNESS;
          expect(rateOf(hours, targetCentiHours(schedule, { from, to }, ASOF))).toBe(100);
        }
      }
    },
  );

  it('a part-timer on N days, sick a whole week without holidays, loses exactly the week’s target (8-12 June 2026)', () => {
    const week = { from: '2026-06-08', to: '2026-06-14' };
    for (const [days, percentage] of [
      [1, 20],
      [2, 40],
      [3, 60],
      [4, 80],
      [4, 90],
    ] as const) {
      const schedule = [version({ workingDaysPerWeek: days, employmentPercentage: percentage })];
      const weekDays = personDaysOf(schedule, week, ASOF);
      const hours = absenceCentiHoursByCategory(
        countAbsences(
          weekDays.map((day) => absence(day.date)),
          weekDays,
        ),
      );
      // e.g. 4 days at 90 %: own 42 x 90 % / 4 = 9.45 h x 4 = 37.8 h = target 5 x 8.4 x 90 % = 37.8 h.
      expect(hours.SICKNESS).toBe(targetCentiHours(schedule, week, ASOF));
    }
  });
});
