// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when"): case
// days, the waiting period, partial days, relapses, weekend fill and the explanation of each day.
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  baseInput,
  claimOn,
  FULL,
  HALF,
  run,
  sickClaims,
  simpleConfig,
  sumAmounts,
  tenantWith,
} from '../../testing/domain/sick-pay.ts';

describe('C1 / C11 / C12: case days, the waiting period and month boundaries', () => {
  const result = run({ absences: absenceRange('2026-03-01', '2026-04-10') });

  it('serves 30 waiting days (1-30 March) and pays from case day 31 (31 March)', () => {
    expect(claimOn(result, '2026-03-30')).toMatchObject({
      caseDay: 30,
      isWithinShorttermRisk: true,
      dailyAllowance: 0,
    });
    expect(claimOn(result, '2026-03-31')).toMatchObject({
      caseDay: 31,
      isWithinShorttermRisk: false,
      benefitDayNumber: 1,
      dailyAllowance: FULL,
      coveredUnderPolicy: { type: 'KTG', policyNumber: 'KTG-100' },
    });
  });

  it('books each day in the month of its date: March 1 x 170.96, April 10 x 170.96 = 1 709.60', () => {
    const totals = result.monthlyTotals.map((t) => [t.accountingMonthId, t.days, t.paidDays, t.amount]);
    expect(totals).toEqual([
      ['2026-03', 31, 1, 17_096],
      ['2026-04', 10, 10, 170_960],
    ]);
    // The settlement line of April: 10 days x 170.96 = 1 709.60 (C4: no further rounding).
    expect(result.monthlyTotals[1]?.lines).toMatchObject([
      { startDate: '2026-04-01', endDate: '2026-04-10', days: 10, amount: 170_960 },
    ]);
    expect(result.cases[0]?.totalAmount).toBe(17_096 + 170_960);
  });

  it('explains every claim day with the conventions it applied and the configuration version', () => {
    const explanation = claimOn(result, '2026-03-31').explanation ?? [];
    expect(explanation.map((s) => s.conventionId)).toEqual([
      'C6',
      'C1',
      'C15',
      'C11',
      'C7',
      'C2',
      'C9',
      'C8',
      'C2',
      'C3',
      'C16',
      'C13',
      'C12',
    ]);
    expect(explanation.every((s) => s.configurationVersion === 'cfg-v1')).toBe(true);
    expect(explanation.find((s) => s.rule.startsWith('full daily allowance'))?.result).toBe(FULL);
  });
});

describe('C3 / C6 / C7: partial incapacity and days below the minimum', () => {
  it('a 50 % day counts as a full waiting day and pays 85.48', () => {
    // 1-30 June at 50 %: 30 waiting days; 1-10 July paid: 10 x 85.48 = 854.80.
    const result = run({ absences: absenceRange('2026-06-01', '2026-07-10', 50) });
    expect(claimOn(result, '2026-06-30').isWithinShorttermRisk).toBe(true);
    expect(claimOn(result, '2026-07-01')).toMatchObject({
      dailyAllowance: HALF,
      benefitDayNumber: 1,
      incapacityOfWork: 50,
    });
    expect(sumAmounts(result.claims)).toBe(85_480);
    // C7: every paid day uses one benefit day whatever its %.
    expect(result.cases[0]?.counters.benefitDaysUsed).toBe(10);
  });

  it('a day below 25 % counts for nothing: the waiting period moves one day later', () => {
    // 1-20 March 100 %, 21 March 20 % (ignored), 22 March - 30 April 100 %.
    // Waiting: 20 days (1-20) + 10 days (22-31) = 30, so 1 April is the first paid day (not 31 March).
    const result = run({
      absences: [
        ...absenceRange('2026-03-01', '2026-03-20'),
        ...absenceRange('2026-03-21', '2026-03-21', 20),
        ...absenceRange('2026-03-22', '2026-04-30'),
      ],
    });
    expect(result.ignoredDays).toEqual([{ date: '2026-03-21', claimType: 'SICK', reason: 'BELOW_MINIMUM_INCAPACITY' }]);
    expect(result.claims.some((c) => c.date === '2026-03-21')).toBe(false);
    expect(claimOn(result, '2026-03-22').caseDay).toBe(21);
    expect(claimOn(result, '2026-03-31')).toMatchObject({ caseDay: 30, isWithinShorttermRisk: true });
    expect(claimOn(result, '2026-04-01')).toMatchObject({ caseDay: 31, dailyAllowance: FULL });
    // April: 30 x 170.96 = 5 128.80
    expect(result.monthlyTotals.find((t) => t.accountingMonthId === '2026-04')?.amount).toBe(512_880);
    expect(result.cases[0]?.periods).toEqual([
      { from: '2026-03-01', to: '2026-03-20', isRelapse: false },
      { from: '2026-03-22', to: '2026-04-30', isRelapse: true },
    ]);
  });
});

describe('C15: relapse within 12 months of full fitness vs a new case', () => {
  // Case A: 1 January - 14 February 2025 (45 days: 30 waiting, 15 paid). Fit again on 15 February 2025.
  const caseA = absenceRange('2025-01-01', '2025-02-14');

  it('incapacity again on 14 February 2026 (< 12 months after 15 February 2025) is a relapse: no new waiting', () => {
    const result = run({ absences: [...caseA, ...absenceRange('2026-02-14', '2026-02-20')] });
    expect(result.cases).toHaveLength(1);
    // 7 relapse days all paid, benefit days 16..22 continue the count.
    expect(claimOn(result, '2026-02-14')).toMatchObject({
      caseDay: 46,
      isWithinShorttermRisk: false,
      benefitDayNumber: 16,
      dailyAllowance: FULL,
    });
    expect(claimOn(result, '2026-02-20').benefitDayNumber).toBe(22);
  });

  it('incapacity again on 15 February 2026 (12 months of fitness) starts a new case with a new waiting period', () => {
    const result = run({ absences: [...caseA, ...absenceRange('2026-02-15', '2026-02-21')] });
    expect(result.cases.map((c) => [c.caseNumber, c.absentFrom, c.absentTo])).toEqual([
      [1, '2025-01-01', '2025-02-14'],
      [2, '2026-02-15', '2026-02-21'],
    ]);
    expect(
      sickClaims(result.claims)
        .filter((c) => c.date >= '2026-02-15')
        .every((c) => c.isWithinShorttermRisk),
    ).toBe(true);
  });

  it('an explicit case link overrides the window both ways', () => {
    const newCase = run({
      absences: [...caseA, ...absenceRange('2025-06-01', '2025-06-05')],
      caseLinks: [{ claimType: 'SICK', periodStartDate: '2025-06-01', decision: 'NEW_CASE' }],
    });
    expect(newCase.cases).toHaveLength(2);
    const relapse = run({
      absences: [...caseA, ...absenceRange('2027-06-01', '2027-06-05')],
      caseLinks: [{ claimType: 'SICK', periodStartDate: '2027-06-01', decision: 'RELAPSE' }],
    });
    expect(relapse.cases).toHaveLength(1);
    expect(claimOn(relapse, '2027-06-01').dailyAllowance).toBe(FULL);
  });
});

describe('C15: waiting period per case or per calendar year', () => {
  // Waiting period 10 days; every period a new case (relapse window 0).
  // A: 5-10 Jan 2026 (6 days), B: 2-11 Mar 2026 (10 days), C: 4-15 Jan 2027 (12 days).
  const absences = [
    ...absenceRange('2026-01-05', '2026-01-10'),
    ...absenceRange('2026-03-02', '2026-03-11'),
    ...absenceRange('2027-01-04', '2027-01-15'),
  ];
  const paidDates = (scope: 'PER_CASE' | 'PER_CALENDAR_YEAR') =>
    sickClaims(
      run({
        tenant: tenantWith(
          simpleConfig({ relapseWindowMonths: 0, waitingPeriodScope: scope, coverages: { shorttermDuration: 10 } }),
        ),
        absences,
      }).claims,
    )
      .filter((c) => c.dailyAllowance > 0)
      .map((c) => c.date);

  it('per case: B serves 10 waiting days and pays nothing; C pays 2 days', () => {
    expect(paidDates('PER_CASE')).toEqual(['2027-01-14', '2027-01-15']);
  });

  it('per calendar year: A used 6 of the year’s 10 days, so B waits 4 days (2-5 March) and pays 6; C starts a new year', () => {
    expect(paidDates('PER_CALENDAR_YEAR')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2027-01-14',
      '2027-01-15',
    ]);
  });
});

describe('C17 in the engine: weekend fill before case building', () => {
  // Working days only: Mon 2 - Fri 6 March and Mon 9 - Fri 13 March 2026; waiting period 5 days.
  const absences = [...absenceRange('2026-03-02', '2026-03-06'), ...absenceRange('2026-03-09', '2026-03-13')];
  const withFill = (mode: 'FILL_IF_FRIDAY_AND_MONDAY' | 'FILL_IF_MONDAY_TO_FRIDAY' | null) =>
    run({
      tenant: tenantWith(simpleConfig({ coverages: { shorttermDuration: 5 } }), { shouldFillWeekendGaps: mode }),
      absences,
    });

  it('without fill: 10 case days, 5 paid', () => {
    const result = withFill(null);
    expect([
      result.cases[0]?.numberOfDays,
      sickClaims(result.claims).filter((c) => c.dailyAllowance > 0).length,
    ]).toEqual([10, 5]);
  });
  it('FILL_IF_FRIDAY_AND_MONDAY: 7-8 March filled -> 12 case days, 7 paid (6 Mar - 13 Mar minus the waiting days)', () => {
    const result = withFill('FILL_IF_FRIDAY_AND_MONDAY');
    expect(claimOn(result, '2026-03-07')).toMatchObject({ isWeekendFilled: true, caseDay: 6, dailyAllowance: FULL });
    expect([
      result.cases[0]?.numberOfDays,
      sickClaims(result.claims).filter((c) => c.dailyAllowance > 0).length,
    ]).toEqual([12, 7]);
  });
  it('FILL_IF_MONDAY_TO_FRIDAY: both weekends filled -> 14 case days, 9 paid', () => {
    const result = withFill('FILL_IF_MONDAY_TO_FRIDAY');
    expect([
      result.cases[0]?.numberOfDays,
      sickClaims(result.claims).filter((c) => c.dailyAllowance > 0).length,
    ]).toEqual([14, 9]);
    expect(result.cases[0]?.absentTo).toBe('2026-03-15');
  });
});

describe('explanations can be left out (bulk runs) without changing any amount', () => {
  it('gives the same claims without the trail', () => {
    const input = baseInput({ absences: absenceRange('2026-03-01', '2026-04-10') });
    const withTrail = run(input);
    const without = run({ ...input, options: { explain: false } });
    expect(without.claims.every((c) => c.explanation === undefined)).toBe(true);
    expect(without.claims).toEqual(withTrail.claims.map(({ explanation: _explanation, ...claim }) => claim));
  });
});
