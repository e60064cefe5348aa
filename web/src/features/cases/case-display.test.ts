import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  caseLfzByServiceYear,
  chfToRappen,
  lfzServiceYears,
  monthsBetween,
  monthWeeks,
  personName,
} from './case-display.ts';

const claim = (
  date: string,
  dailyAllowance: string,
  extra: Partial<Parameters<typeof calendarDays>[0][number]> = {},
) => ({
  date,
  dailyAllowance,
  isWaitingPeriodDay: false,
  isWeekendFilled: false,
  isCorrection: false,
  incapacityOfWork: 100,
  ...extra,
});

describe('case display', () => {
  it("reads the API's CHF strings as Rappen", () => {
    expect(chfToRappen('1578.10')).toBe(157_810);
    expect(chfToRappen('-0.05')).toBe(-5);
    expect(chfToRappen('0.00')).toBe(0);
    expect(chfToRappen(null)).toBeNull();
  });

  it('names the person "Last, First", or by id', () => {
    expect(personName({ firstName: 'Anna', lastName: 'Muster', employeeId: 'E-1' })).toBe('Muster, Anna');
    expect(personName({ firstName: null, lastName: null, employeeId: 'E-1' })).toBe('E-1');
  });

  it('sorts the days into waiting, paid and unpaid, adding the UVG and UVGZ lines and corrections', () => {
    const days = calendarDays([
      claim('2026-03-01', '0.00', { isWaitingPeriodDay: true }),
      claim('2026-03-31', '170.96'),
      claim('2026-04-04', '170.96', { isWeekendFilled: true }),
      claim('2026-05-05', '227.40'),
      claim('2026-05-05', '69.70'),
      claim('2026-05-06', '0.00', { incapacityOfWork: 50 }),
      claim('2026-03-31', '-170.96', { isCorrection: true }),
      claim('2026-03-31', '160.00', { isCorrection: true }),
    ]);
    expect(days.get('2026-03-01')?.kind).toBe('waiting');
    expect(days.get('2026-03-31')).toMatchObject({ kind: 'paid', amount: 16_000, hasCorrection: true });
    expect(days.get('2026-04-04')).toMatchObject({ kind: 'paid', isWeekendFilled: true });
    expect(days.get('2026-05-05')).toMatchObject({ kind: 'paid', amount: 29_710 });
    expect(days.get('2026-05-06')).toMatchObject({ kind: 'unpaid', incapacityOfWork: 50 });
  });

  it('lists the months of a case and lays a month out Monday first', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    // 1 March 2026 is a Sunday: six empty cells before it, 31 days, five weeks... six rows in all.
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('caseLfzByServiceYear: the LFZ days of a case by service year (C9)', () => {
  const day = (date: string, incapacityOfWork = 100, isWithinContinuationOfPayment = true) => ({
    date,
    isCorrection: false,
    isWithinContinuationOfPayment,
    incapacityOfWork,
  });
  const years = [
    { serviceYear: 10, from: '2024-08-26', to: '2025-08-25', usedDays: 87.5, entitlementDays: 120 },
    { serviceYear: 11, from: '2025-08-26', to: '2026-08-25', usedDays: 110.5, entitlementDays: 120 },
    { serviceYear: 12, from: '2026-08-26', to: '2027-08-25', usedDays: 0, entitlementDays: 150 },
  ];

  it('splits the case total at the anniversary: 1.5 + 2 = 3.5 days, as the counter shows', () => {
    const claims = [
      day('2025-08-24'),
      day('2025-08-25', 50),
      day('2025-08-26'),
      day('2025-08-27'),
      // Outside the employer's pay, and a correction: neither counts.
      day('2025-08-28', 100, false),
      { ...day('2025-08-29'), isCorrection: true },
    ];
    expect(caseLfzByServiceYear(claims, years).map((year) => [year.serviceYear, year.caseDays])).toEqual([
      [10, 1.5],
      [11, 2],
    ]);
  });

  it('sums in thousandths of a day, no float drift: three days at 33.333 % are 0.333 + 0.333 + 0.333 = 0.999 day', () => {
    const claims = [day('2026-01-05', 33.333), day('2026-01-06', 33.333), day('2026-01-07', 33.333)];
    expect(caseLfzByServiceYear(claims, years)).toEqual([{ ...years[1], caseDays: 0.999 }]);
  });
});

describe('lfzServiceYears', () => {
  it("keeps the entries of the employee's counters that are service years", () => {
    const year = { serviceYear: 10, from: '2024-08-26', to: '2025-08-25', usedDays: 87.5, entitlementDays: 120 };
    expect(lfzServiceYears([year, null, 'x', { ...year, from: '26.08.2024' }, { serviceYear: 3 }])).toEqual([year]);
  });
});
