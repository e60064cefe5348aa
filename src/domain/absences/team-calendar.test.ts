// Table tests of the team month calendar (decision 0015). Calendar used (March 2026):
//   Mo 02  Tu 03  We 04  Th 05  Fr 06  Sa 07  Su 08 ... Mo 30  Tu 31; February 2026 has 28 days.
import { describe, expect, it } from 'vitest';
import { type CalendarPeriod, calendarDaysByEmployee, isPartialDay, monthBounds } from './team-calendar.ts';

const day = (date: string, overrides: Partial<CalendarPeriod['days'][number]> = {}) => ({
  date,
  isFilled: false,
  accidentType: null,
  hours: null,
  percentage: '100.00',
  ...overrides,
});

const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };

describe('monthBounds', () => {
  it.each([
    ['2026-03', '2026-03-01', '2026-03-31', 31],
    ['2026-02', '2026-02-01', '2026-02-28', 28],
    // 2028 is a leap year: 29 days.
    ['2028-02', '2028-02-01', '2028-02-29', 29],
    ['2026-12', '2026-12-01', '2026-12-31', 31],
  ])('%s: %s to %s, %d days', (month, startDate, endDate, days) => {
    expect(monthBounds(month)).toEqual({ startDate, endDate, days });
  });
});

describe('isPartialDay', () => {
  it.each([
    [{ hours: null, percentage: '100.00' }, false],
    [{ hours: null, percentage: '99.99' }, true],
    [{ hours: null, percentage: '50.00' }, true],
    // Hours are part of a working day.
    [{ hours: '8.00', percentage: null }, true],
  ])('%o → %s', (entry, partial) => expect(isPartialDay(entry)).toBe(partial));
});

describe('calendarDaysByEmployee', () => {
  it('keeps only the days inside the month, with their filled mark, type and extent', () => {
    // A SICK period Fr 27.02 – Mo 02.03 with the weekend Sa 28.02 / Su 01.03 filled (C17): March shows Su 01
    // (filled) and Mo 02 (recorded, 50 %); Fr 27 and Sa 28 belong to February.
    const periods: CalendarPeriod[] = [
      {
        periodId: 'p1',
        employeeId: 'E1',
        type: 'SICK',
        days: [
          day('2026-02-27'),
          day('2026-02-28', { isFilled: true }),
          day('2026-03-01', { isFilled: true }),
          day('2026-03-02', { percentage: '50.00' }),
        ],
      },
    ];
    expect(calendarDaysByEmployee(periods, MARCH, { withholdTypes: false }).get('E1')).toEqual([
      {
        date: '2026-03-01',
        periodId: 'p1',
        type: 'SICK',
        accidentType: null,
        hours: null,
        percentage: '100.00',
        isFilled: true,
        isPartial: false,
      },
      {
        date: '2026-03-02',
        periodId: 'p1',
        type: 'SICK',
        accidentType: null,
        hours: null,
        percentage: '50.00',
        isFilled: false,
        isPartial: true,
      },
    ]);
  });

  it('withholds the type and accident type, never the extent', () => {
    const periods: CalendarPeriod[] = [
      {
        periodId: 'p1',
        employeeId: 'E1',
        type: 'ACCIDENT',
        days: [day('2026-03-03', { accidentType: 'NON_OCCUPATIONAL', hours: '4.00', percentage: null })],
      },
    ];
    expect(calendarDaysByEmployee(periods, MARCH, { withholdTypes: true }).get('E1')).toEqual([
      {
        date: '2026-03-03',
        periodId: 'p1',
        type: null,
        accidentType: null,
        hours: '4.00',
        percentage: null,
        isFilled: false,
        isPartial: true,
      },
    ]);
  });

  it('keeps two entries of one day, the larger first, and groups by employee in date order', () => {
    // E1: We 04 VACATION 100 % and SICK 50 % (a data issue: both shown, the whole day first); E2: one day.
    const periods: CalendarPeriod[] = [
      { periodId: 'b', employeeId: 'E1', type: 'SICK', days: [day('2026-03-04', { percentage: '50.00' })] },
      { periodId: 'c', employeeId: 'E2', type: 'MILITARY', days: [day('2026-03-31')] },
      { periodId: 'a', employeeId: 'E1', type: 'VACATION', days: [day('2026-03-05'), day('2026-03-04')] },
    ];
    const result = calendarDaysByEmployee(periods, MARCH, { withholdTypes: false });
    expect(result.get('E1')?.map((entry) => `${entry.date.slice(8)} ${entry.type} ${entry.percentage}`)).toEqual([
      '04 VACATION 100.00',
      '04 SICK 50.00',
      '05 VACATION 100.00',
    ]);
    expect(result.get('E2')?.map((entry) => entry.date)).toEqual(['2026-03-31']);
    expect(result.has('E3')).toBe(false);
  });

  it('has no entry for an employee whose periods lie outside the month', () => {
    const periods: CalendarPeriod[] = [
      { periodId: 'p', employeeId: 'E1', type: 'SICK', days: [day('2026-02-27'), day('2026-04-01')] },
    ];
    expect(calendarDaysByEmployee(periods, MARCH, { withholdTypes: false }).size).toBe(0);
  });
});
