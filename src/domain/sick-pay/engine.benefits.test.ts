// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when"): benefit
// days, UVG, IV and benefit stops, the policy a day is covered under and the configuration that applies.
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  claimOn,
  FULL,
  HALF,
  recordData,
  run,
  sickClaims,
  simpleConfig,
  sumAmounts,
  tenantWith,
} from '../../testing/domain/sick-pay.ts';
import { fromEpochDay, toEpochDay } from '../dates.ts';

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
