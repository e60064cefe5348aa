// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when").
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import {
  absenceRange,
  baseInput,
  claimOn,
  recordData,
  run,
  simpleConfig,
  sumAmounts,
  tenantWith,
} from './test-support.ts';
import type { Claim } from './types.ts';

const FULL = 17_096;
const HALF = 8_548;

const sickClaims = (claims: readonly Claim[]) => claims.filter((c) => c.claimType === 'SICK' && !c.isCorrection);

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

describe('C7: 720 paid days per case, or within a 900-day frame', () => {
  it('pays 720 days after the waiting period and then stops', () => {
    // From 1 Jan 2024 for 760 days. Case days 1-30 waiting, 31-750 paid (720), 751-760 exhausted.
    // Case day 750 = 2024-01-01 + 749 days = 2026-01-19 (2024: 366 days -> 383 left; 2025: 365 -> 18 left).
    const start = toEpochDay('2024-01-01');
    const result = run({ absences: absenceRange('2024-01-01', fromEpochDay(start + 759)) });
    expect(fromEpochDay(start + 749)).toBe('2026-01-19');
    expect(claimOn(result, '2026-01-19')).toMatchObject({ caseDay: 750, benefitDayNumber: 720, dailyAllowance: FULL });
    expect(claimOn(result, '2026-01-20')).toMatchObject({
      caseDay: 751,
      benefitDayNumber: null,
      isBenefitExhausted: true,
      dailyAllowance: 0,
    });
    expect(sickClaims(result.claims).filter((c) => c.dailyAllowance > 0)).toHaveLength(720);
    expect(result.cases[0]?.counters).toMatchObject({ benefitDaysUsed: 720, benefitDaysRemaining: 0 });
    expect(result.cases[0]?.status).toBe('BEING_FINALIZED');
  });

  it('CASE_DAYS counts the waiting period too (730-day style)', () => {
    // maxDuration 40 case days: days 1-30 waiting, 31-40 paid, 41+ exhausted.
    const result = run({
      tenant: tenantWith(simpleConfig({ maxDurationCounts: 'CASE_DAYS', coverages: { maxDuration: 40 } })),
      absences: absenceRange('2026-03-01', '2026-04-30'),
    });
    expect(
      sickClaims(result.claims)
        .filter((c) => c.dailyAllowance > 0)
        .map((c) => c.caseDay),
    ).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('frame model: benefit days of all cases inside the 900-day frame count together; a case after it opens a new frame', () => {
    // Waiting 10 days, maximum 30 benefit days, each period a new case.
    // Case 1: 1-25 Jan 2026 -> 10 waiting, 15 paid. Frame 2026-01-01 .. 2026-01-01 + 899 = 2028-06-18.
    // Case 2: 1-30 Jun 2026 -> 10 waiting (new case), then 15 paid (frame total 30) on 11-25 June, 26-30 exhausted.
    // Case 3: 1-20 Jul 2028 (after the frame) -> new frame, 10 waiting, 10 paid.
    const config = (model: 'PER_CASE' | 'FRAME_900_DAYS') =>
      tenantWith(
        simpleConfig({
          relapseWindowMonths: 0,
          benefitDurationModel: model,
          coverages: { shorttermDuration: 10, maxDuration: 30 },
        }),
      );
    const absences = [
      ...absenceRange('2026-01-01', '2026-01-25'),
      ...absenceRange('2026-06-01', '2026-06-30'),
      ...absenceRange('2028-07-01', '2028-07-20'),
    ];
    const frame = run({ tenant: config('FRAME_900_DAYS'), absences });
    const paidIn = (result: typeof frame, from: string, to: string) =>
      sickClaims(result.claims).filter((c) => c.date >= from && c.date <= to && c.dailyAllowance > 0).length;
    expect(fromEpochDay(toEpochDay('2026-01-01') + 899)).toBe('2028-06-18');
    expect(paidIn(frame, '2026-01-01', '2026-01-31')).toBe(15);
    expect(paidIn(frame, '2026-06-01', '2026-06-30')).toBe(15);
    expect(claimOn(frame, '2026-06-26').isBenefitExhausted).toBe(true);
    expect(paidIn(frame, '2028-07-01', '2028-07-31')).toBe(10);
    expect(frame.employeeCounters.benefitFrames).toEqual([
      { from: '2026-01-01', to: '2028-06-18', benefitDaysUsed: 30 },
      { from: '2028-07-01', to: fromEpochDay(toEpochDay('2028-07-01') + 899), benefitDaysUsed: 10 },
    ]);
    // Per case, case 2 has its own 30 days: 20 paid (11-30 June).
    expect(paidIn(run({ tenant: config('PER_CASE'), absences }), '2026-06-01', '2026-06-30')).toBe(20);
  });
});

describe('C5: UVG (accident) days 1-2 after the accident day and the cap', () => {
  it('the accident day and the 2 days after it are the employer’s; UVG pays 80 % from the 3rd day after', () => {
    // Salary 6 500 + child allowance 200 per month: UVG counts the allowance (C8): 6 700 x 12 = 80 400.
    // 80 400 / 365 x 80 % = 176.219 -> up to 0.05 -> 176.25. Accident on Monday 4 May 2026, 10 days.
    const result = run({
      records: [
        {
          validFrom: '2015-01-01',
          validTo: null,
          data: recordData({
            wageTypes: [
              { wageTypeId: '1000', amount: 6500 },
              { wageTypeId: '3000', amount: 200 },
            ],
            policies: [{ policyType: 'UVG', policyNumber: 'UVG-9' }],
          }),
        },
      ],
      absences: absenceRange('2026-05-04', '2026-05-13', 100, 'ACCIDENT'),
    });
    const accident = result.claims.filter((c) => c.claimType === 'ACCIDENT');
    expect(
      accident.slice(0, 3).map((c) => [c.date, c.isWaitingPeriodDay, c.dailyAllowance, c.coveredUnderPolicy]),
    ).toEqual([
      ['2026-05-04', true, 0, null],
      ['2026-05-05', true, 0, null],
      ['2026-05-06', true, 0, null],
    ]);
    expect(claimOn(result, '2026-05-07', 'ACCIDENT')).toMatchObject({
      caseDay: 4,
      fullDailyAllowance: 17_625,
      dailyAllowance: 17_625,
      insuredSalary: 8_040_000,
      isWithinContinuationOfPayment: false,
      coveredUnderPolicy: { type: 'UVG', policyNumber: 'UVG-9' },
    });
    // 7 days x 176.25 = 1 233.75
    expect(sumAmounts(accident)).toBe(123_375);
  });

  it('caps UVG at 148 200 a year: 324.80 per day, and a 50 % day pays 162.40', () => {
    // 15 000 x 12 = 180 000 -> 148 200 / 365 x 80 % = 324.82 -> up to 324.85 -> cap 324.80; 50 %: 162.40.
    const result = run({
      records: [
        {
          validFrom: '2015-01-01',
          validTo: null,
          data: recordData({ wageTypes: [{ wageTypeId: '1000', amount: 15_000 }] }),
        },
      ],
      absences: [
        ...absenceRange('2026-05-04', '2026-05-07', 100, 'ACCIDENT'),
        ...absenceRange('2026-05-08', '2026-05-08', 50, 'ACCIDENT'),
      ],
    });
    expect(claimOn(result, '2026-05-07', 'ACCIDENT').dailyAllowance).toBe(32_480);
    expect(claimOn(result, '2026-05-08', 'ACCIDENT').dailyAllowance).toBe(16_240);
  });
});

describe('C8: insured salary', () => {
  it('caps the KTG salary at the configured maximum: 300 000 -> 250 000 -> 547.95 a day', () => {
    // 25 000 x 12 = 300 000 > 250 000; 250 000 / 365 x 80 % = 547.945 -> 547.95.
    const result = run({
      records: [
        {
          validFrom: '2015-01-01',
          validTo: null,
          data: recordData({ wageTypes: [{ wageTypeId: '1000', amount: 25_000 }] }),
        },
      ],
      absences: absenceRange('2026-03-01', '2026-03-31'),
    });
    expect(claimOn(result, '2026-03-31')).toMatchObject({ insuredSalary: 25_000_000, dailyAllowance: 54_795 });
    expect(claimOn(result, '2026-03-31').explanation?.find((s) => s.conventionId === 'C8')?.inputs).toMatchObject({
      annualSalary: 30_000_000,
      isCapped: true,
    });
  });

  it('adds the 13th salary once and the holiday pay x 12, excludes child allowances and applies factors', () => {
    // 6 000 x 12 + 13th 6 000 + holiday 500 x 12 = 84 000; child allowance 300 excluded for KTG.
    // With a factor of 0.5 on the holiday pay: 72 000 + 6 000 + 3 000 = 81 000.
    const wageTypes = [
      { wageTypeId: '1000', amount: 6000 },
      { wageTypeId: '1100', amount: 6000 },
      { wageTypeId: '1200', amount: 500 },
      { wageTypeId: '3000', amount: 300 },
    ];
    const absences = absenceRange('2026-03-01', '2026-03-31');
    const records = [{ validFrom: '2015-01-01', validTo: null, data: recordData({ wageTypes }) }];
    expect(claimOn(run({ records, absences }), '2026-03-31').insuredSalary).toBe(8_400_000);
    const halfHoliday = tenantWith(simpleConfig());
    const mappings = halfHoliday.wageTypeMappings.map((m) => (m.wageTypeId === '1200' ? { ...m, factor: 0.5 } : m));
    // 81 000 / 365 x 80 % = 177.534 -> 177.53
    expect(
      claimOn(run({ records, absences, tenant: { ...halfHoliday, wageTypeMappings: mappings } }), '2026-03-31'),
    ).toMatchObject({
      insuredSalary: 8_100_000,
      dailyAllowance: 17_753,
    });
  });

  it('uses the most specific wage-type mapping for the employee’s subunit', () => {
    const tenant = tenantWith(simpleConfig());
    const specific = {
      appliesTo: { companySubunitId: 'ZH', processingGroupId: null },
      wageTypeId: '1000',
      grapeWageType: 'OTHER' as const,
      factor: 1,
    };
    const records = [{ validFrom: '2015-01-01', validTo: null, data: recordData({ companySubunitId: 'ZH' }) }];
    // In subunit ZH the base salary is mapped to OTHER, which this configuration still lists: still counted (not family).
    const result = run({
      tenant: { ...tenant, wageTypeMappings: [...tenant.wageTypeMappings, specific] },
      records,
      absences: absenceRange('2026-03-01', '2026-03-31'),
    });
    expect(claimOn(result, '2026-03-31').insuredSalary).toBe(7_800_000);
  });

  it('hourly earners: average of the full months since entry in the 12 months before the case, x 12', () => {
    // Entry 15 Sep 2025 (September is not a full month). Case from 10 March 2026.
    // Oct 4 000, Nov 5 000, Dec 3 000, Jan 4 500, Feb 5 500 = 22 000 / 5 months x 12 = 52 800.
    // 52 800 / 365 x 80 % = 115.726 -> 115.73.
    const month = (from: string, to: string, amount: number) => ({
      validFrom: from,
      validTo: to,
      data: recordData({
        salaryBasis: 'HOURLY',
        dateOfEmployment: '2025-09-15',
        wageTypes: [{ wageTypeId: '1000', amount }],
      }),
    });
    const result = run({
      records: [
        month('2025-09-15', '2025-09-30', 2000),
        month('2025-10-01', '2025-10-31', 4000),
        month('2025-11-01', '2025-11-30', 5000),
        month('2025-12-01', '2025-12-31', 3000),
        month('2026-01-01', '2026-01-31', 4500),
        month('2026-02-01', '2026-02-28', 5500),
        month('2026-03-01', '2026-03-31', 900),
      ],
      tenant: tenantWith(simpleConfig({ coverages: { shorttermDuration: 2 } })),
      absences: absenceRange('2026-03-10', '2026-03-12'),
    });
    expect(claimOn(result, '2026-03-12')).toMatchObject({ insuredSalary: 5_280_000, dailyAllowance: 11_573 });
  });
});

describe('C9 / C10: continuation of pay by scale, renewal at the anniversary, proportional use', () => {
  const lfzDays = (result: ReturnType<typeof run>) =>
    sickClaims(result.claims)
      .filter((c) => c.isWithinContinuationOfPayment)
      .map((c) => c.date);
  const first = (dates: string[]) => dates[0];
  const last = (dates: string[]) => dates[dates.length - 1];

  it('service year 1: nothing in the first 3 months, then 3 weeks (all three scales)', () => {
    // Employed 5 Jan 2026; eligible from 5 April. Sick 20 March - 10 May: LFZ 5-25 April (21 days).
    for (const scale of ['BERN', 'BASEL', 'ZURICH'] as const) {
      const result = run({
        tenant: tenantWith(simpleConfig({ continuationOfPaymentScale: scale })),
        records: [{ validFrom: '2026-01-05', validTo: null, data: recordData({ dateOfEmployment: '2026-01-05' }) }],
        absences: absenceRange('2026-03-20', '2026-05-10'),
      });
      const days = lfzDays(result);
      expect([scale, first(days), last(days), days.length]).toEqual([scale, '2026-04-05', '2026-04-25', 21]);
    }
  });

  it.each([
    // Employed 1 June 2021: 2026-01-01 is in service year 5 (1 June 2025 - 31 May 2026). Sick 1 Jan - 30 Apr 2026.
    // Bern / Basel 3 months = 90 days: 1 Jan - 31 Mar (31 + 28 + 31). Zurich (5 + 6) weeks = 77 days: to 18 March.
    ['BERN', '2026-03-31', 90],
    ['BASEL', '2026-03-31', 90],
    ['ZURICH', '2026-03-18', 77],
  ] as const)('service year 5, %s scale: LFZ to %s (%i days)', (scale, lastDay, count) => {
    const result = run({
      tenant: tenantWith(simpleConfig({ continuationOfPaymentScale: scale })),
      records: [{ validFrom: '2021-06-01', validTo: null, data: recordData({ dateOfEmployment: '2021-06-01' }) }],
      absences: absenceRange('2026-01-01', '2026-04-30'),
    });
    const days = lfzDays(result);
    expect([first(days), last(days), days.length]).toEqual(['2026-01-01', lastDay, count]);
    // C10: the KTG allowance is owed after the waiting period inside LFZ too (it reimburses the employer).
    expect(claimOn(result, '2026-01-31')).toMatchObject({ isWithinContinuationOfPayment: true, dailyAllowance: FULL });
  });

  it.each([
    // Employed 1 April 2024. Service year 2 = 1 Apr 2025 - 31 Mar 2026, year 3 from 1 April 2026. Sick 15 Feb - 15 Jun 2026.
    // Bern: year 2 = 30 days (15 Feb - 16 Mar), renewed on 1 April: year 3 = 60 days (1 Apr - 30 May).
    ['BERN', 30, 60, '2026-03-16', '2026-05-30'],
    // Basel: year 2 = 60 days (45 left in the year: 15 Feb - 31 Mar), year 3 = 60 days (1 Apr - 30 May).
    ['BASEL', 45, 60, '2026-03-31', '2026-05-30'],
    // Zurich: year 2 = 8 weeks (45 days used to 31 Mar), year 3 = 9 weeks = 63 days (1 Apr - 2 Jun).
    ['ZURICH', 45, 63, '2026-03-31', '2026-06-02'],
  ] as const)('%s: renews at the anniversary during the case', (scale, before, after, lastBefore, lastAfter) => {
    const result = run({
      tenant: tenantWith(simpleConfig({ continuationOfPaymentScale: scale })),
      records: [{ validFrom: '2024-04-01', validTo: null, data: recordData({ dateOfEmployment: '2024-04-01' }) }],
      absences: absenceRange('2026-02-15', '2026-06-15'),
    });
    const days = lfzDays(result);
    const inYear2 = days.filter((d) => d < '2026-04-01');
    const inYear3 = days.filter((d) => d >= '2026-04-01');
    expect([inYear2.length, inYear3.length, last(inYear2), last(inYear3)]).toEqual([
      before,
      after,
      lastBefore,
      lastAfter,
    ]);
    expect(result.employeeCounters.continuationOfPayment.map((y) => [y.serviceYear, y.usedDays])).toEqual([
      [2, before],
      [3, after],
    ]);
  });

  it('a 50 % day uses half a day: 30 days of entitlement last 60 calendar days', () => {
    // Bern service year 2 (employed 1 April 2024): 30 days. Sick at 50 % from 1 June 2025 for 70 days.
    const result = run({
      records: [{ validFrom: '2024-04-01', validTo: null, data: recordData({ dateOfEmployment: '2024-04-01' }) }],
      absences: absenceRange('2025-06-01', '2025-08-09', 50),
    });
    const days = lfzDays(result);
    expect([days.length, last(days)]).toEqual([60, '2025-07-30']);
    expect(result.cases[0]?.counters.lfzDaysUsed).toBe(30);
  });

  it('a fixed lfzDuration replaces the scale', () => {
    const result = run({
      tenant: tenantWith(simpleConfig({ coverages: { lfzDuration: 10 } })),
      absences: absenceRange('2026-03-01', '2026-03-31'),
    });
    expect(lfzDays(result)).toHaveLength(10);
  });
});

describe('C13: leaving during a case', () => {
  const result = run({
    records: [{ validFrom: '2015-01-01', validTo: null, data: recordData({ leavingDate: '2026-03-15' }) }],
    absences: [...absenceRange('2026-03-01', '2026-04-30'), ...absenceRange('2026-06-01', '2026-06-10')],
  });

  it('pays the employer up to the leaving date and the insured person after it; the case goes on', () => {
    expect(claimOn(result, '2026-03-15')).toMatchObject({ payee: 'EMPLOYER', isWithinContinuationOfPayment: true });
    expect(claimOn(result, '2026-03-16')).toMatchObject({
      payee: 'INSURED_PERSON',
      isWithinContinuationOfPayment: false,
    });
    expect(claimOn(result, '2026-04-30')).toMatchObject({ payee: 'INSURED_PERSON', dailyAllowance: FULL });
  });

  it('a new incapacity after the leaving date opens no case', () => {
    expect(result.cases).toHaveLength(1);
    expect(result.ignoredDays.filter((d) => d.reason === 'AFTER_LEAVING_DATE')).toHaveLength(10);
  });
});

describe('C16: IV benefits and benefit stops', () => {
  const absences = absenceRange('2026-03-01', '2026-04-30');

  it('an IV pension of 1 500 a month deducts 49.32 a day: 170.96 - 49.32 = 121.64', () => {
    const result = run({
      absences,
      ivSettings: [
        { ivSettingId: 'iv-1', caseId: null, type: 'IV_PENSION', amount: 1500, startDate: '2026-04-01', endDate: null },
      ],
    });
    expect(claimOn(result, '2026-03-31').dailyAllowance).toBe(FULL);
    expect(claimOn(result, '2026-04-01')).toMatchObject({
      ivReduction: 4_932,
      dailyAllowance: 12_164,
      benefitDayNumber: 2,
    });
  });

  it('an IV daily allowance above the KTG allowance leaves 0, never less', () => {
    const result = run({
      absences,
      ivSettings: [
        {
          ivSettingId: 'iv-2',
          caseId: null,
          type: 'IV_DAILY_ALLOWANCE',
          amount: 200,
          startDate: '2026-04-01',
          endDate: '2026-04-10',
        },
      ],
    });
    expect(claimOn(result, '2026-04-05')).toMatchObject({ ivReduction: FULL, dailyAllowance: 0 });
    expect(claimOn(result, '2026-04-11')).toMatchObject({ ivReduction: 0, dailyAllowance: FULL });
  });

  it('a benefit stop pays its output % after the incapacity %; days at 0 % use no benefit days', () => {
    const caseId = 'emp-1:SICK:2026-03-01';
    const result = run({
      absences: [...absenceRange('2026-03-01', '2026-03-31'), ...absenceRange('2026-04-01', '2026-04-30', 50)],
      benefitStops: [
        {
          benefitStopId: 'stop-1',
          caseId,
          reason: 'duty to mitigate damages',
          entries: [
            { startDate: '2026-04-01', endDate: '2026-04-10', outputPercentage: 50 },
            { startDate: '2026-04-11', endDate: '2026-04-20', outputPercentage: 0 },
          ],
        },
      ],
    });
    // 170.96 x 50 % (incapacity) = 85.48, x 50 % (output) = 42.74.
    expect(claimOn(result, '2026-04-01')).toMatchObject({
      dailyAllowance: 4_274,
      benefitStopOutputPercentage: 50,
      benefitDayNumber: 2,
    });
    expect(claimOn(result, '2026-04-11')).toMatchObject({ dailyAllowance: 0, benefitDayNumber: null });
    // After the stop: benefit day 12 (1 + 10 + the 21st April), not 22.
    expect(claimOn(result, '2026-04-21')).toMatchObject({ dailyAllowance: HALF, benefitDayNumber: 12 });
  });
});

describe('C12: a change to a locked month becomes correction claims in the first open month', () => {
  const absences = absenceRange('2026-03-01', '2026-04-10');
  const first = run({ absences });
  const booked = first.claims.filter((c) => c.accountingMonthId === '2026-03');
  const lockedMonths = [{ accountingMonthId: '2026-03', bookedClaims: booked }];

  it('an unchanged recomputation books nothing new', () => {
    const again = run({ absences, lockedMonths });
    expect(again.claims.filter((c) => c.isCorrection)).toEqual([]);
    expect(again.claims.filter((c) => c.accountingMonthId === '2026-03')).toEqual(booked);
  });

  it('31 March later reported at 50 %: reverse 170.96 and rebook 85.48 in April; March stays as booked', () => {
    const changed = absences.map((a) => (a.date === '2026-03-31' ? { ...a, incapacityOfWork: 50 } : a));
    const result = run({ absences: changed, lockedMonths });
    expect(result.claims.filter((c) => c.accountingMonthId === '2026-03')).toEqual(booked);
    const corrections = result.claims.filter((c) => c.isCorrection);
    expect(corrections.map((c) => [c.date, c.accountingMonthId, c.correctionKind, c.dailyAllowance])).toEqual([
      ['2026-03-31', '2026-04', 'REVERSAL', -FULL],
      ['2026-03-31', '2026-04', 'REBOOKING', HALF],
    ]);
    expect(corrections[0]?.correctsRevisionId).toBe(claimOn(first, '2026-03-31').revisionId);
    // April total: 10 x 170.96 - 170.96 + 85.48 = 1 624.12
    expect(result.monthlyTotals.find((t) => t.accountingMonthId === '2026-04')).toMatchObject({
      amount: 162_412,
      correctionAmount: -8_548,
    });
  });

  it('a retroactive IV pension from 1 March produces corrections, never a change to March', () => {
    const result = run({
      absences,
      lockedMonths,
      ivSettings: [
        { ivSettingId: 'iv-1', caseId: null, type: 'IV_PENSION', amount: 1500, startDate: '2026-03-01', endDate: null },
      ],
    });
    expect(result.claims.filter((c) => c.accountingMonthId === '2026-03')).toEqual(booked);
    const corrections = result.claims.filter((c) => c.isCorrection);
    expect(sumAmounts(corrections)).toBe(-4_932);
    // Once April is locked too, a further change goes to May.
    const april = result.claims.filter((c) => c.accountingMonthId === '2026-04');
    const later = run({
      absences: absences.filter((a) => a.date !== '2026-03-31'),
      lockedMonths: [...lockedMonths, { accountingMonthId: '2026-04', bookedClaims: april }],
      ivSettings: [
        { ivSettingId: 'iv-1', caseId: null, type: 'IV_PENSION', amount: 1500, startDate: '2026-03-01', endDate: null },
      ],
    });
    const mayLines = later.claims.filter((c) => c.accountingMonthId === '2026-05');
    expect(mayLines.length).toBeGreaterThan(0);
    expect(mayLines.every((c) => c.isCorrection)).toBe(true);
  });

  it('every absence of a booked case deleted: the case stays, BEING_FINALIZED, and April reverses all of March', () => {
    const lockedCase = first.cases[0];
    const result = run({ absences: [], lockedMonths });
    // March stays as booked; April reverses each booked day: the case pays nothing in the end.
    expect(result.claims.filter((c) => c.accountingMonthId === '2026-03')).toEqual(booked);
    const reversals = result.claims.filter((c) => c.isCorrection);
    expect(reversals.every((c) => c.correctionKind === 'REVERSAL' && c.accountingMonthId === '2026-04')).toBe(true);
    expect(reversals).toHaveLength(booked.length);
    expect(sumAmounts(reversals)).toBe(-sumAmounts(booked));
    expect(sumAmounts(result.claims)).toBe(0);
    // The case keeps its key (the booked lines' case), has no days, and is finalised until April is locked.
    expect(result.cases).toHaveLength(1);
    expect(result.cases[0]).toMatchObject({
      caseId: lockedCase?.caseId,
      caseNumber: 1,
      claimType: 'SICK',
      status: 'BEING_FINALIZED',
      absentFrom: '2026-03-01',
      absentTo: '2026-03-31',
      numberOfDays: 0,
      periods: [],
      totalAmount: 0,
    });
    expect(result.cases[0]?.statusHistory.map((event) => event.trigger)).toEqual(['ABSENCES_REMOVED']);
    const april = result.claims.filter((c) => c.accountingMonthId === '2026-04');
    const closed = run({
      absences: [],
      lockedMonths: [...lockedMonths, { accountingMonthId: '2026-04', bookedClaims: april }],
    });
    expect(closed.cases[0]).toMatchObject({ status: 'CLOSED', totalAmount: 0 });
    expect(closed.cases[0]?.statusHistory.map((event) => event.trigger)).toEqual([
      'ABSENCES_REMOVED',
      'LAST_CLAIMS_ACCOUNTED',
    ]);
    expect(closed.claims.filter((c) => c.accountingMonthId === '2026-05')).toEqual([]);
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

describe('C11: short-term risk and the policy a day is covered under', () => {
  const absences = absenceRange('2026-03-01', '2026-03-31');

  it('without short-term cover the waiting days are the employer’s (no policy, nothing claimed)', () => {
    expect(claimOn(run({ absences }), '2026-03-01')).toMatchObject({
      coveredUnderPolicy: null,
      coverage: 0,
      dailyAllowance: 0,
    });
  });

  it('with KTG and KAV the waiting days are claimed under KAV at shorttermCoverage, later days under KTG', () => {
    // shorttermCoverage 90 %: 78 000 / 365 x 90 % = 192.328 -> 192.33
    const config = simpleConfig({
      policies: [
        { type: 'KTG', defaultPolicyNumber: 'KTG-100' },
        { type: 'KAV', defaultPolicyNumber: 'KAV-7' },
      ],
      coverages: { shorttermCoverage: 90 },
    });
    const result = run({
      tenant: tenantWith(config, { insuredProducts: ['KTG', 'KAV'] }),
      absences,
      asOfDate: '2026-03-31',
    });
    expect(claimOn(result, '2026-03-01')).toMatchObject({
      coveredUnderPolicy: { type: 'KAV', policyNumber: 'KAV-7' },
      dailyAllowance: 19_233,
      isWithinShorttermRisk: true,
    });
    expect(claimOn(result, '2026-03-31')).toMatchObject({
      coveredUnderPolicy: { type: 'KTG', policyNumber: 'KTG-100' },
      dailyAllowance: FULL,
    });
    expect(result.cases[0]?.statusHistory.map((e) => e.status)).toEqual(['SHORTTERM', 'CLAIMS_ACTIVATED']);
  });

  it('KTG Kombi customers get FTA only, and the employee’s own policy number wins', () => {
    const config = simpleConfig({ policies: [{ type: 'FTA', defaultPolicyNumber: 'FTA-1' }] });
    const result = run({
      tenant: tenantWith(config, { insuredProducts: ['KTG_KOMBI'] }),
      records: [
        {
          validFrom: '2015-01-01',
          validTo: null,
          data: recordData({ policies: [{ policyType: 'FTA', policyNumber: 'FTA-OWN' }] }),
        },
      ],
      absences,
    });
    expect(
      new Set(result.claims.map((c) => `${c.coveredUnderPolicy?.type} ${c.coveredUnderPolicy?.policyNumber}`)),
    ).toEqual(new Set(['FTA FTA-OWN']));
  });
});

describe('calculations: from case day `start` the coverage changes (reimbursement CALCULATION)', () => {
  it('case day 41 on: 60 % = 128.22 a day, reimbursement CALCULATION', () => {
    // 78 000 / 365 x 60 % = 128.219 -> 128.22
    const result = run({
      tenant: tenantWith(simpleConfig({ calculations: { start: 41, coverage: 60 } })),
      absences: absenceRange('2026-03-01', '2026-04-30'),
    });
    expect(claimOn(result, '2026-04-09')).toMatchObject({
      caseDay: 40,
      coverage: 80,
      reimbursementType: 'DAILY_ALLOWANCE',
      dailyAllowance: FULL,
    });
    expect(claimOn(result, '2026-04-10')).toMatchObject({
      caseDay: 41,
      coverage: 60,
      reimbursementType: 'CALCULATION',
      dailyAllowance: 12_822,
    });
  });
});

describe('manual corrections', () => {
  it('replace the claims of their dates and spread an amount to the Rappen', () => {
    const result = run({
      absences: absenceRange('2026-03-01', '2026-04-10'),
      manualCorrections: [
        {
          manualCorrectionId: 'mc-1',
          caseId: null,
          claimType: 'SICK',
          dates: { from: '2026-04-01', to: '2026-04-03' },
          days: null,
          dailyRate: null,
          incapacityOfWork: null,
          reimbursementType: null,
          isWithinShorttermRisk: null,
          isWithinContinuationOfPayment: null,
          coverage: null,
          amount: 100,
          comment: 'agreed with the insurer',
          coveredUnderPolicy: null,
          accountingMonthId: null,
        },
      ],
    });
    // 100.00 over 3 days: 33.34 + 33.33 + 33.33
    expect(['2026-04-01', '2026-04-02', '2026-04-03'].map((d) => claimOn(result, d).dailyAllowance)).toEqual([
      3_334, 3_333, 3_333,
    ]);
    expect(claimOn(result, '2026-04-01').manualCorrectionId).toBe('mc-1');
    expect(claimOn(result, '2026-04-04').dailyAllowance).toBe(FULL);
    // April: 7 x 170.96 + 100.00 = 1 296.72
    expect(result.monthlyTotals.find((t) => t.accountingMonthId === '2026-04')?.amount).toBe(129_672);
  });

  it('with a coverage only, recompute the day: 90 % = 192.33', () => {
    const result = run({
      absences: absenceRange('2026-03-01', '2026-04-10'),
      manualCorrections: [
        {
          manualCorrectionId: 'mc-2',
          caseId: null,
          claimType: 'SICK',
          dates: { from: '2026-04-01', to: '2026-04-01' },
          days: null,
          dailyRate: null,
          incapacityOfWork: null,
          reimbursementType: 'CALCULATION',
          isWithinShorttermRisk: null,
          isWithinContinuationOfPayment: null,
          coverage: 90,
          amount: null,
          comment: '',
          coveredUnderPolicy: null,
          accountingMonthId: null,
        },
      ],
    });
    expect(claimOn(result, '2026-04-01')).toMatchObject({
      coverage: 90,
      dailyAllowance: 19_233,
      reimbursementType: 'CALCULATION',
    });
  });
});

describe('case status', () => {
  const absences = absenceRange('2026-03-01', '2026-04-10');

  it('follows WAITING_PERIOD -> CLAIMS_ACTIVATED -> BEING_FINALIZED -> CLOSED', () => {
    expect(run({ absences: absenceRange('2026-03-01', '2026-03-10'), asOfDate: '2026-03-05' }).cases[0]?.status).toBe(
      'WAITING_PERIOD',
    );
    expect(run({ absences, asOfDate: '2026-04-05' }).cases[0]?.status).toBe('CLAIMS_ACTIVATED');
    const ended = run({ absences, asOfDate: '2026-04-20' });
    expect(ended.cases[0]?.statusHistory).toEqual([
      { status: 'WAITING_PERIOD', date: '2026-03-01', trigger: 'CASE_OPENED', accountingMonthId: null },
      { status: 'CLAIMS_ACTIVATED', date: '2026-03-31', trigger: 'WAITING_PERIOD_SERVED', accountingMonthId: null },
      { status: 'BEING_FINALIZED', date: '2026-04-11', trigger: 'INCAPACITY_ENDED', accountingMonthId: null },
    ]);
    const lockedMonths = ['2026-03', '2026-04'].map((month) => ({
      accountingMonthId: month,
      bookedClaims: ended.claims.filter((c) => c.accountingMonthId === month),
    }));
    const closed = run({ absences, asOfDate: '2026-05-20', lockedMonths });
    expect(closed.cases[0]?.status).toBe('CLOSED');
    expect(closed.cases[0]?.statusHistory.at(-1)).toEqual({
      status: 'CLOSED',
      date: null,
      trigger: 'LAST_CLAIMS_ACCOUNTED',
      accountingMonthId: '2026-04',
    });
  });

  it('closes at once a case that ended inside the waiting period with nothing to account', () => {
    const result = run({ absences: absenceRange('2026-03-01', '2026-03-05'), asOfDate: '2026-03-10' });
    expect(result.cases[0]?.status).toBe('CLOSED');
  });

  it('a relapse reopens the case; a denial with a reason pays nothing and uses no benefit days', () => {
    const relapse = run({
      absences: [...absences, ...absenceRange('2026-06-01', '2026-06-05')],
      asOfDate: '2026-06-03',
    });
    expect(relapse.cases[0]?.statusHistory.map((e) => [e.status, e.trigger])).toEqual([
      ['WAITING_PERIOD', 'CASE_OPENED'],
      ['CLAIMS_ACTIVATED', 'WAITING_PERIOD_SERVED'],
      ['BEING_FINALIZED', 'INCAPACITY_ENDED'],
      ['CLAIMS_ACTIVATED', 'RELAPSE'],
    ]);
    const denied = run({
      absences,
      asOfDate: '2026-04-05',
      caseDecisions: [
        {
          caseId: 'emp-1:SICK:2026-03-01',
          decision: 'DENIED',
          reason: 'no medical certificate',
          decidedOn: '2026-04-02',
        },
      ],
    });
    expect(denied.cases[0]).toMatchObject({
      status: 'DENIED',
      denial: { reason: 'no medical certificate', decidedOn: '2026-04-02' },
    });
    expect(sumAmounts(denied.claims)).toBe(0);
    expect(denied.cases[0]?.counters.benefitDaysUsed).toBe(0);
  });
});

describe('takeover counters', () => {
  it('continues a case taken over with its counters: waiting served, benefit days used', () => {
    // Old system: case from 1 Jan 2026, counters at 28 Feb: 59 case days, 30 waiting, 29 benefit days; max 40.
    // From 1 March: no waiting, benefit days 30..40 paid (11 days: 1-11 March), 12 March on exhausted.
    // LFZ: employed 1 Jan 2015, service year 12 from 1 Jan 2026, Bern 4 months = 120 days, all used by then.
    const result = run({
      tenant: tenantWith(simpleConfig({ coverages: { maxDuration: 40 } })),
      absences: absenceRange('2026-01-01', '2026-03-20'),
      takeoverCases: [
        {
          caseId: 'old-7',
          caseNumber: 7,
          claimType: 'SICK',
          startDate: '2026-01-01',
          counterDate: '2026-02-28',
          lastIncapacityDate: null,
          frameStartDate: null,
          counters: [
            { name: 'CASE_DAYS', value: 59 },
            { name: 'WAITING_DAYS', value: 30 },
            { name: 'BENEFIT_DAYS', value: 29 },
          ],
        },
      ],
      takeoverEmployeeCounters: [{ name: 'LFZ_DAYS', date: '2026-02-28', value: 120 }],
    });
    expect(result.cases.map((c) => [c.caseId, c.caseNumber, c.isTakeover])).toEqual([['old-7', 7, true]]);
    expect(claimOn(result, '2026-03-01')).toMatchObject({
      caseId: 'old-7',
      caseDay: 60,
      benefitDayNumber: 30,
      dailyAllowance: FULL,
      isWithinContinuationOfPayment: false,
    });
    expect(claimOn(result, '2026-03-11').benefitDayNumber).toBe(40);
    expect(claimOn(result, '2026-03-12').isBenefitExhausted).toBe(true);
    expect(result.claims.some((c) => c.date < '2026-03-01')).toBe(false);
    expect(result.cases[0]?.counters).toMatchObject({
      benefitDaysUsed: 40,
      benefitDaysRemaining: 0,
      waitingDaysServed: 30,
    });
  });
});

describe('takeover cases without days here (decision 0024)', () => {
  const closedOld = {
    caseId: 'old-3',
    caseNumber: 3,
    claimType: 'SICK' as const,
    startDate: '2025-09-01',
    counterDate: '2025-10-15',
    lastIncapacityDate: '2025-10-15',
    frameStartDate: null,
    counters: [{ name: 'WAITING_DAYS' as const, value: 30 }],
  };
  it('closes a case the old system ended, keeps an open one open', () => {
    const result = run({
      tenant: tenantWith(simpleConfig()),
      absences: [],
      takeoverCases: [
        closedOld,
        {
          ...closedOld,
          caseId: 'old-4',
          caseNumber: 4,
          startDate: '2026-01-05',
          counterDate: '2026-02-28',
          lastIncapacityDate: null,
        },
      ],
    });
    expect(result.cases.map((c) => [c.caseId, c.status, c.absentFrom, c.absentTo])).toEqual([
      ['old-3', 'CLOSED', '2025-09-01', '2025-10-15'],
      ['old-4', 'WAITING_PERIOD', '2026-01-05', '2026-02-28'],
    ]);
    expect(result.claims).toEqual([]);
  });
});

describe('configurations by appliesTo and insured period', () => {
  it('uses the most specific configuration valid on the day and leaves uninsured days out', () => {
    const general = simpleConfig({ insuredPeriod: { from: '2026-01-01', till: null, eligibleAbsenceTypes: ['SICK'] } });
    const zurich = simpleConfig({
      appliesTo: { companySubunitId: 'ZH', processingGroupId: null },
      coverages: { maxCoverage: 90, shorttermDuration: 30 },
      insuredPeriod: { from: '2026-01-01', till: null, eligibleAbsenceTypes: ['SICK'] },
    });
    const tenant = tenantWith(general, {
      coverageConfigurations: [
        { coverageConfigurationId: 'general', configuration: general },
        { coverageConfigurationId: 'zurich', configuration: zurich },
      ],
    });
    const records = [{ validFrom: '2015-01-01', validTo: null, data: recordData({ companySubunitId: 'ZH' }) }];
    const result = run({
      tenant,
      records,
      absences: [...absenceRange('2025-12-30', '2025-12-31'), ...absenceRange('2026-03-01', '2026-03-31')],
    });
    // 78 000 / 365 x 90 % = 192.33
    expect(claimOn(result, '2026-03-31')).toMatchObject({ coverageConfigurationId: 'zurich', dailyAllowance: 19_233 });
    expect(result.ignoredDays.map((d) => d.reason)).toEqual(['NO_COVERAGE_CONFIGURATION', 'NO_COVERAGE_CONFIGURATION']);
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
