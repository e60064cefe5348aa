import { describe, expect, it } from 'vitest';
import {
  absenceRuns,
  checkMonthOptions,
  defaultCheckMonth,
  parseAccountingChecksSearch,
  runPersons,
  statisticsTotal,
  withView,
} from './accounting-checks.ts';

const day = (employeeId: string, absenceDate: string, absenceType = 'SICK', percentage: string | null = '100') => ({
  employeeId,
  absenceDate,
  absenceId: `${employeeId}-${absenceDate}-${absenceType}`,
  absenceType,
  percentage,
});

describe('accounting checks search', () => {
  it('keeps a valid month and the statistics view, drops the rest', () => {
    expect(parseAccountingChecksSearch({ month: '2026-03', view: 'statistics' })).toEqual({
      month: '2026-03',
      view: 'statistics',
    });
    expect(parseAccountingChecksSearch({ month: '2026-13', view: 'absences', lang: 'fr' })).toEqual({});
  });

  it('leaves the default view out of the URL', () => {
    expect(withView({ month: '2026-03' }, 'statistics')).toEqual({ month: '2026-03', view: 'statistics' });
    expect(withView({ month: '2026-03', view: 'statistics' }, 'absences')).toEqual({ month: '2026-03' });
  });
});

describe('the month of the checks', () => {
  it('starts with the newest open month, else the current one', () => {
    const opened = [
      { accountingMonthId: '2026-01', isLocked: true },
      { accountingMonthId: '2026-03', isLocked: false },
      { accountingMonthId: '2026-02', isLocked: false },
    ];
    expect(defaultCheckMonth('2026-04-10', opened)).toBe('2026-03');
    expect(defaultCheckMonth('2026-04-10', [{ accountingMonthId: '2026-03', isLocked: true }])).toBe('2026-04');
    expect(defaultCheckMonth('2026-04-10', [])).toBe('2026-04');
  });

  it('offers the opened months and the last twelve, newest first, once each', () => {
    const months = checkMonthOptions('2026-04-10', [{ accountingMonthId: '2026-05', isLocked: false }], '2020-01');
    expect(months[0]).toBe('2026-05');
    expect(months[1]).toBe('2026-04');
    expect(months).toContain('2025-04');
    expect(months.at(-1)).toBe('2020-01');
    expect(new Set(months).size).toBe(months.length);
    expect(months).toHaveLength(15);
  });
});

describe('absence runs', () => {
  it('joins consecutive days of a person with the same type and percentage', () => {
    const runs = absenceRuns([
      day('B', '2026-03-02'),
      day('A', '2026-03-03'),
      day('A', '2026-03-02'),
      day('A', '2026-03-04'),
      day('A', '2026-03-06'),
      day('A', '2026-03-05', 'ACCIDENT'),
      day('B', '2026-03-03', 'SICK', '50'),
    ]);
    expect(runs.map((run) => [run.employeeId, run.absenceType, run.percentage, run.from, run.to, run.days])).toEqual([
      ['A', 'SICK', '100', '2026-03-02', '2026-03-04', 3],
      ['A', 'ACCIDENT', '100', '2026-03-05', '2026-03-05', 1],
      ['A', 'SICK', '100', '2026-03-06', '2026-03-06', 1],
      ['B', 'SICK', '100', '2026-03-02', '2026-03-02', 1],
      ['B', 'SICK', '50', '2026-03-03', '2026-03-03', 1],
    ]);
    expect(runs[0]?.absenceIds).toHaveLength(3);
    expect(new Set(runs.map((run) => run.key)).size).toBe(runs.length);
  });

  it('runs across a month end and counts two records of one day once', () => {
    const runs = absenceRuns([
      day('A', '2026-02-28'),
      day('A', '2026-03-01'),
      { ...day('A', '2026-03-01'), absenceId: 'x' },
    ]);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.days).toBe(2);
    expect(runs[0]?.absenceIds).toHaveLength(3);
  });

  it('names each person once with the first day', () => {
    const runs = absenceRuns([day('A', '2026-03-02'), day('A', '2026-03-09'), day('B', '2026-03-05')]);
    expect(runPersons(runs)).toEqual([
      { employeeId: 'A', firstDay: '2026-03-02' },
      { employeeId: 'B', firstDay: '2026-03-05' },
    ]);
  });
});

describe('statistics total', () => {
  it('sums employees and salaries in Rappen', () => {
    expect(
      statisticsTotal([
        { numEmployees: 3, totalSalary: '12000.05' },
        { numEmployees: 2, totalSalary: '0.95' },
      ]),
    ).toEqual({ numEmployees: 5, totalRappen: 1_200_100 });
    expect(statisticsTotal([])).toEqual({ numEmployees: 0, totalRappen: 0 });
  });
});
