// The quiet months' cache changes the cost, never the figures: every case compares with employeeMonthFigures.
import { describe, expect, it } from 'vitest';
import type { AnalyticsAbsence } from './absence-hours.ts';
import type { AnalyticsPeriod } from './duration-buckets.ts';
import { type EmployeeMonthFiguresInput, employeeMonthFigures } from './employee-month-figures.ts';
import { monthFiguresWithCache, type QuietMonthCache } from './quiet-months.ts';
import { version } from './test-support.ts';

const sick = (date: string, percentage = '100'): AnalyticsAbsence => ({
  absenceId: `s-${date}`,
  date,
  type: 'SICK',
  hours: null,
  percentage,
});
const days = (from: string, to: string, make: (date: string) => AnalyticsAbsence) => {
  const out: AnalyticsAbsence[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    out.push(make(day.toISOString().slice(0, 10)));
  }
  return out;
};
const period = (type: AnalyticsPeriod['type'], startDate: string, endDate: string): AnalyticsPeriod => ({
  type,
  startDate,
  endDate,
});

const CASES: [string, EmployeeMonthFiguresInput & { months: { from: string; to: string } }][] = [
  [
    'a full-timer without absences over two years, cut on the 29th',
    {
      versions: [version()],
      absences: [],
      periods: [],
      asOf: '2026-11-29',
      months: { from: '2024-12', to: '2026-11' },
    },
  ],
  [
    'a sickness from 20.04. to 20.05. (still running on asOf 11.05.), a quiet March and June around it',
    {
      versions: [version()],
      absences: days('2026-04-20', '2026-05-20', (date) => sick(date)),
      periods: [period('SICK', '2026-04-20', '2026-05-20')],
      asOf: '2026-06-15',
      months: { from: '2026-03', to: '2026-06' },
    },
  ],
  [
    'a period reaching into the months from before them (started in January, months from March)',
    {
      versions: [version()],
      absences: days('2026-01-10', '2026-03-05', (date) => sick(date, '50')),
      periods: [period('SICK', '2026-01-10', '2026-03-05')],
      asOf: '2026-05-31',
      months: { from: '2026-03', to: '2026-05' },
    },
  ],
  [
    'a vacation week in a month of its own (quiet) and one beside a sick day (not)',
    {
      versions: [version()],
      absences: [
        ...days('2026-02-09', '2026-02-13', (date) => ({ ...sick(date), type: 'VACATION' })),
        ...days('2026-03-09', '2026-03-13', (date) => ({ ...sick(date), type: 'VACATION' })),
        sick('2026-03-16'),
      ],
      periods: [
        period('VACATION', '2026-02-09', '2026-02-13'),
        period('VACATION', '2026-03-09', '2026-03-13'),
        period('SICK', '2026-03-16', '2026-03-16'),
      ],
      asOf: '2026-04-30',
      months: { from: '2026-01', to: '2026-04' },
    },
  ],
  [
    'a move to Bern at 80 % on 16.05., entry on 15.01., leaving on 20.09.',
    {
      versions: [
        version({
          validFrom: '2026-01-01',
          validTo: '2026-05-15',
          dateOfEmployment: '2026-01-15',
          leavingDate: '2026-09-20',
        }),
        version({
          validFrom: '2026-05-16',
          dateOfEmployment: '2026-01-15',
          leavingDate: '2026-09-20',
          canton: 'BE',
          companySubunitId: 'BE-1',
          employmentPercentage: 80,
        }),
      ],
      absences: [sick('2026-07-07')],
      periods: [period('SICK', '2026-07-07', '2026-07-07')],
      asOf: '2026-11-29',
      months: { from: '2026-01', to: '2026-11' },
    },
  ],
];

describe('quiet months from a cache', () => {
  it.each(CASES)('%s: the same figures as day by day', (_name, input) => {
    const cache: QuietMonthCache = new Map();
    const expected = employeeMonthFigures(input);
    expect(monthFiguresWithCache(input, cache)).toEqual(expected);
    // Twice with the same cache (the second person of a batch): the same again, and the figures were not shared.
    const again = monthFiguresWithCache(input, cache);
    expect(again).toEqual(expected);
    for (const figure of again) figure.absenceCentiHours.SICKNESS += 1;
    expect(monthFiguresWithCache(input, cache)).toEqual(expected);
  });

  it('a quiet month is computed once for everybody with the same schedule and canton', () => {
    const cache: QuietMonthCache = new Map();
    const input = { versions: [version()], absences: [], periods: [], asOf: '2026-11-29' };
    monthFiguresWithCache({ ...input, months: { from: '2026-01', to: '2026-11' } }, cache);
    // 11 months of one schedule: 11 entries; another person in another subunit of the same canton adds none.
    expect(cache.size).toBe(11);
    const other = monthFiguresWithCache(
      { ...input, versions: [version({ companySubunitId: 'ZH-2' })], months: { from: '2026-01', to: '2026-11' } },
      cache,
    );
    expect(cache.size).toBe(11);
    expect(other.every((figure) => figure.companySubunitId === 'ZH-2')).toBe(true);
  });
});
