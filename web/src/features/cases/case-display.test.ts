import { describe, expect, it } from 'vitest';
import { calendarDays, chfToRappen, monthsBetween, monthWeeks, personName } from './case-display.ts';

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
