// Accidents (issue 13): UVG insured earnings (C8), the accident date, the employer's days (C5 / OR 324b) and the
// supplementary accident cover UVGZ (C5 "UVGZ amounts follow C2"). Each example is worked out by hand.
// Wage types of test-support: 1000 base salary, 1100 13th salary (GRATUITY), 1200 holiday pay, 3000 child allowance;
// this file adds 4000 shift allowance (OTHER, a regular allowance) and leaves 9000 (a one-off bonus) unmapped.
import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  claimOn,
  recordData,
  run,
  simpleConfig,
  tenantWith,
  WHOLE_ORGANISATION,
} from '../../testing/domain/sick-pay.ts';
import type { SickPayInput, TenantFacts } from './types.ts';

const SHIFT = { appliesTo: WHOLE_ORGANISATION, wageTypeId: '4000', grapeWageType: 'OTHER' as const, factor: 1 };

function tenantWithShift(configuration = simpleConfig()): TenantFacts {
  const tenant = tenantWith(configuration);
  return { ...tenant, wageTypeMappings: [...tenant.wageTypeMappings, SHIFT] };
}

const records = (wageTypes: { wageTypeId: string; amount: number }[]): SickPayInput['records'] => [
  {
    validFrom: '2015-01-01',
    validTo: null,
    data: recordData({ wageTypes, policies: [{ policyType: 'UVG', policyNumber: 'UVG-9' }] }),
  },
];

describe('C8: UVG insured earnings are the AHV wage (regular allowances mapped as OTHER count)', () => {
  // Base 6 500, 13th salary 6 500, shift allowance 300 (OTHER), child allowance 200 a month, and a one-off bonus of
  // 5 000 on wage type 9000 that no mapping names (a payment not owed).
  const wageTypes = [
    { wageTypeId: '1000', amount: 6500 },
    { wageTypeId: '1100', amount: 6500 },
    { wageTypeId: '4000', amount: 300 },
    { wageTypeId: '3000', amount: 200 },
    { wageTypeId: '9000', amount: 5000 },
  ];

  it('UVG: 6 500 x 12 + 6 500 + 300 x 12 + 200 x 12 = 90 500 -> 72 400 / 365 = 198.356 -> up to 0.05 = 198.40', () => {
    const result = run({
      tenant: tenantWithShift(),
      records: records(wageTypes),
      absences: absenceRange('2026-05-04', '2026-05-08', 100, 'ACCIDENT'),
    });
    // 78 000 + 6 500 + 3 600 + 2 400 = 90 500; the unmapped bonus counts for nothing.
    expect(claimOn(result, '2026-05-07', 'ACCIDENT')).toMatchObject({
      insuredSalary: 9_050_000,
      fullDailyAllowance: 19_840,
      dailyAllowance: 19_840,
    });
  });

  it('KTG unchanged: only the eligible wage types (not 4000), never the child allowance', () => {
    // 6 500 x 12 + 6 500 = 84 500 -> 84 500 / 365 x 80 % = 185.205 -> half-up 185.21 (C2).
    const notListed = run({
      tenant: tenantWithShift(simpleConfig({ coverages: { shorttermDuration: 0 } })),
      records: records(wageTypes),
      absences: absenceRange('2026-03-01', '2026-03-01'),
    });
    expect(claimOn(notListed, '2026-03-01')).toMatchObject({ insuredSalary: 8_450_000, dailyAllowance: 18_521 });
    // Listed by the KTG configuration, the shift allowance counts for KTG too: 84 500 + 3 600 = 88 100
    // -> 88 100 / 365 x 80 % = 193.095 -> 193.10.
    const listed = run({
      tenant: tenantWithShift(
        simpleConfig({ eligibleWageTypes: ['1000', '1100', '3000', '4000'], coverages: { shorttermDuration: 0 } }),
      ),
      records: records(wageTypes),
      absences: absenceRange('2026-03-01', '2026-03-01'),
    });
    expect(claimOn(listed, '2026-03-01')).toMatchObject({ insuredSalary: 8_810_000, dailyAllowance: 19_310 });
  });

  it('a factor applies to UVG as well: shift allowance at factor 0.5 adds 150 x 12 = 1 800', () => {
    // 6 500 x 12 + 1 800 = 79 800 -> 79 800 / 365 x 80 % = 174.904 -> up to 0.05 = 174.95.
    const tenant = tenantWithShift();
    const half = {
      ...tenant,
      wageTypeMappings: tenant.wageTypeMappings.map((m) => (m.wageTypeId === '4000' ? { ...m, factor: 0.5 } : m)),
    };
    const result = run({
      tenant: half,
      records: records([
        { wageTypeId: '1000', amount: 6500 },
        { wageTypeId: '4000', amount: 300 },
      ]),
      absences: absenceRange('2026-05-04', '2026-05-07', 100, 'ACCIDENT'),
    });
    expect(claimOn(result, '2026-05-07', 'ACCIDENT')).toMatchObject({
      insuredSalary: 7_980_000,
      dailyAllowance: 17_495,
    });
  });
});

describe('C5: the accident date of a UVG case moves the employer’s days 1-2 and UVG’s 3rd day', () => {
  // Salary 6 500 + child allowance 200 a month: 6 700 x 12 = 80 400 -> 80 400 / 365 x 80 % = 176.219 -> 176.25.
  const wages = records([
    { wageTypeId: '1000', amount: 6500 },
    { wageTypeId: '3000', amount: 200 },
  ]);
  const phases = (result: ReturnType<typeof run>) =>
    result.claims
      .filter((c) => c.claimType === 'ACCIDENT')
      .map((c) => [c.date, c.isWithinShorttermRisk, c.dailyAllowance]);

  it('defaults to the first accident absence day of the case', () => {
    const result = run({ records: wages, absences: absenceRange('2026-05-04', '2026-05-08', 100, 'ACCIDENT') });
    expect(result.cases[0]).toMatchObject({ accidentDate: '2026-05-04', isAccidentDateOverridden: false });
    // 4 May the accident day, 5-6 May the employer's days 1-2, UVG from 7 May (the 3rd day after).
    expect(phases(result)).toEqual([
      ['2026-05-04', true, 0],
      ['2026-05-05', true, 0],
      ['2026-05-06', true, 0],
      ['2026-05-07', false, 17_625],
      ['2026-05-08', false, 17_625],
    ]);
    expect(claimOn(result, '2026-05-07', 'ACCIDENT').explanation?.find((s) => s.conventionId === 'C5')).toMatchObject({
      inputs: { accidentDate: '2026-05-04', daysAfterAccidentDate: 3, phase: 'UVG' },
      result: false,
    });
  });

  it('an override (the person worked part of 4 May, absent from 5 May) pays from 7 May instead of 8 May', () => {
    const absences = absenceRange('2026-05-05', '2026-05-13', 100, 'ACCIDENT');
    // Without the override the accident date is 5 May: employer 5-7 May, UVG 8-13 May = 6 x 176.25 = 1 057.50.
    const byDefault = run({ records: wages, absences });
    expect(byDefault.cases[0]).toMatchObject({ caseId: 'emp-1:ACCIDENT:2026-05-05', accidentDate: '2026-05-05' });
    expect(byDefault.cases[0]?.totalAmount).toBe(105_750);
    // Accident date 4 May: the employer's days 1-2 are 5-6 May, UVG pays 7-13 May = 7 x 176.25 = 1 233.75.
    const overridden = run({
      records: wages,
      absences,
      accidentDates: [{ caseId: 'emp-1:ACCIDENT:2026-05-05', accidentDate: '2026-05-04' }],
    });
    expect(overridden.cases[0]).toMatchObject({
      caseId: 'emp-1:ACCIDENT:2026-05-05',
      accidentDate: '2026-05-04',
      isAccidentDateOverridden: true,
      totalAmount: 123_375,
    });
    expect(phases(overridden).slice(0, 3)).toEqual([
      ['2026-05-05', true, 0],
      ['2026-05-06', true, 0],
      ['2026-05-07', false, 17_625],
    ]);
    // The case keeps its id (the first absence day); an id that names no ACCIDENT case changes nothing.
    const unknown = run({
      records: wages,
      absences,
      accidentDates: [{ caseId: 'emp-1:SICK:2026-05-05', accidentDate: '2026-05-04' }],
    });
    expect(unknown.cases[0]?.totalAmount).toBe(105_750);
  });

  it('counts calendar days after the accident, not absence days: a weekend not recorded still counts (C1)', () => {
    // Accident Friday 8 May 2026; absent Friday and Monday 11 - Friday 15 May (Saturday and Sunday not recorded,
    // no weekend fill). Days 1-2 after the accident are Saturday 9 and Sunday 10; Monday 11 is the 3rd day: UVG
    // pays 11-15 May = 5 x 176.25 = 881.25.
    const result = run({
      records: wages,
      absences: [
        ...absenceRange('2026-05-08', '2026-05-08', 100, 'ACCIDENT'),
        ...absenceRange('2026-05-11', '2026-05-15', 100, 'ACCIDENT'),
      ],
    });
    expect(result.cases).toHaveLength(1);
    expect(claimOn(result, '2026-05-11', 'ACCIDENT')).toMatchObject({ caseDay: 2, dailyAllowance: 17_625 });
    expect(result.cases[0]?.totalAmount).toBe(88_125);
    expect(result.cases[0]?.counters).toMatchObject({ waitingDaysServed: 1, waitingDaysRemaining: 0 });
  });

  it('SICK cases carry no accident date', () => {
    const result = run({ absences: absenceRange('2026-03-01', '2026-03-02') });
    expect(result.cases[0]).toMatchObject({ accidentDate: null, isAccidentDateOverridden: false });
  });
});

describe('UVGZ: the supplementary accident cover pays on the earnings above 148 200 (C5 -> C2, C8)', () => {
  // CHF 15 000 a month = 180 000 a year. UVG: 148 200 / 365 x 80 % = 324.82 -> up to 324.85 -> cap 324.80 (C5).
  // UVGZ 80 %: 180 000 - 148 200 = 31 800 / 365 x 80 % = 69.698 -> half-up 69.70 (C2).
  // Accident Monday 4 May 2026, absent 4-13 May: UVG (and UVGZ) pay 7-13 May, 7 days.
  const uvgz = (overrides: Partial<{ coverage: number; maxInsuredSalary: number | null }> = {}) =>
    simpleConfig({
      uvgzCoverage: { defaultPolicyNumber: 'UVGZ-1', coverage: 80, maxInsuredSalary: null, ...overrides },
    });
  const highEarner = records([{ wageTypeId: '1000', amount: 15_000 }]);
  const absences = absenceRange('2026-05-04', '2026-05-13', 100, 'ACCIDENT');
  const uvgzLines = (result: ReturnType<typeof run>) => result.claims.filter((c) => c.coverageLine === 'UVGZ');

  it('7 x 324.80 = 2 273.60 UVG and 7 x 69.70 = 487.90 UVGZ, totalled apart per coverage line', () => {
    const result = run({ tenant: tenantWith(uvgz()), records: highEarner, absences });
    expect(uvgzLines(result).map((c) => c.date)).toEqual([
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
    ]);
    const line = uvgzLines(result)[0];
    expect(line).toMatchObject({
      claimId: 'emp-1:ACCIDENT:2026-05-07:UVGZ',
      claimType: 'ACCIDENT',
      coverageLine: 'UVGZ',
      caseId: 'emp-1:ACCIDENT:2026-05-04',
      insuredSalary: 3_180_000,
      coverage: 80,
      fullDailyAllowance: 6_970,
      dailyAllowance: 6_970,
      coveredUnderPolicy: { type: 'UVGZ', policyNumber: 'UVGZ-1' },
      coverageConfigurationId: 'cov-1',
      employerShare: null,
    });
    expect(claimOn(result, '2026-05-07', 'ACCIDENT')).toMatchObject({ coverageLine: 'UVG', dailyAllowance: 32_480 });
    expect(result.cases[0]).toMatchObject({
      totalAmount: 227_360 + 48_790,
      amountByCoverageLine: { UVG: 227_360, UVGZ: 48_790 },
    });
    expect(
      result.monthlyTotals.map((t) => [t.accountingMonthId, t.coverageLine, t.days, t.paidDays, t.amount]),
    ).toEqual([
      ['2026-05', 'UVG', 10, 7, 227_360],
      ['2026-05', 'UVGZ', 7, 7, 48_790],
    ]);
    // The explanation: the UVG line's qualifying-day steps, then the UVGZ arithmetic.
    const steps = line?.explanation ?? [];
    expect(steps.find((s) => s.conventionId === 'C8')).toMatchObject({
      inputs: { uvgEarnings: 18_000_000, uvgzMaxInsuredSalary: null, uvgMaximum: 14_820_000 },
      result: 3_180_000,
    });
    expect(steps.filter((s) => s.conventionId === 'C5').map((s) => s.result)).toEqual([false, 6_970]);
  });

  it('nothing on the accident day and days 1-2, nothing below the UVG maximum, nothing without a UVGZ cover', () => {
    const result = run({ tenant: tenantWith(uvgz()), records: highEarner, absences });
    expect(uvgzLines(result).some((c) => c.date < '2026-05-07')).toBe(false);
    const belowMaximum = run({
      tenant: tenantWith(uvgz()),
      records: records([{ wageTypeId: '1000', amount: 6500 }]),
      absences,
    });
    expect(uvgzLines(belowMaximum)).toEqual([]);
    // 6 500 x 12 = 78 000 / 365 x 80 % = 170.958 -> up to 0.05 = 171.00; 7 x 171.00 = 1 197.00, no UVGZ.
    expect(belowMaximum.cases[0]?.amountByCoverageLine).toEqual({ UVG: 119_700 });
    expect(uvgzLines(run({ records: highEarner, absences }))).toEqual([]);
  });

  it('a UVGZ maximum of 160 000: 160 000 - 148 200 = 11 800 / 365 x 80 % = 25.863 -> 25.86', () => {
    const result = run({ tenant: tenantWith(uvgz({ maxInsuredSalary: 160_000 })), records: highEarner, absences });
    expect(uvgzLines(result)[0]).toMatchObject({ insuredSalary: 1_180_000, dailyAllowance: 2_586 });
  });

  it('100 % cover and a 50 % day: 31 800 / 365 = 87.123 -> 87.12; x 50 % = 43.56 (C3); divisor 360: 70.67', () => {
    const partial = [
      ...absenceRange('2026-05-04', '2026-05-07', 100, 'ACCIDENT'),
      ...absenceRange('2026-05-08', '2026-05-08', 50, 'ACCIDENT'),
    ];
    const full = run({ tenant: tenantWith(uvgz({ coverage: 100 })), records: highEarner, absences: partial });
    expect(uvgzLines(full).map((c) => [c.date, c.fullDailyAllowance, c.dailyAllowance])).toEqual([
      ['2026-05-07', 8_712, 8_712],
      ['2026-05-08', 8_712, 4_356],
    ]);
    // 31 800 / 360 x 80 % = 70.666 -> 70.67 (the configuration's C2 divisor).
    const by360 = simpleConfig({
      dailyRateDivisor: 360,
      uvgzCoverage: { defaultPolicyNumber: 'UVGZ-1', coverage: 80, maxInsuredSalary: null },
    });
    expect(uvgzLines(run({ tenant: tenantWith(by360), records: highEarner, absences }))[0]?.dailyAllowance).toBe(7_067);
  });

  it('the employee’s own UVGZ policy number wins over the configuration’s default', () => {
    const own = [
      {
        validFrom: '2015-01-01',
        validTo: null,
        data: recordData({
          wageTypes: [{ wageTypeId: '1000', amount: 15_000 }],
          policies: [{ policyType: 'UVGZ', policyNumber: 'UVGZ-77' }],
        }),
      },
    ];
    const result = run({ tenant: tenantWith(uvgz()), records: own, absences });
    expect(uvgzLines(result)[0]?.coveredUnderPolicy).toEqual({ type: 'UVGZ', policyNumber: 'UVGZ-77' });
  });

  it('C16: the IV deduction is taken once: first from the UVG line, the rest from the UVGZ line', () => {
    // IV daily allowance 350: UVG 324.80 - 324.80 = 0; left 350 - 324.80 = 25.20; UVGZ 69.70 - 25.20 = 44.50.
    const result = run({
      tenant: tenantWith(uvgz()),
      records: highEarner,
      absences,
      ivSettings: [
        {
          ivSettingId: 'iv-1',
          caseId: null,
          type: 'IV_DAILY_ALLOWANCE',
          amount: 350,
          startDate: '2026-05-07',
          endDate: null,
        },
      ],
    });
    expect(claimOn(result, '2026-05-07', 'ACCIDENT')).toMatchObject({ ivReduction: 32_480, dailyAllowance: 0 });
    expect(uvgzLines(result)[0]).toMatchObject({ ivReduction: 2_520, dailyAllowance: 4_450 });
  });

  it('a manual correction under the UVGZ policy replaces the UVGZ line only', () => {
    const result = run({
      tenant: tenantWith(uvgz()),
      records: highEarner,
      absences,
      manualCorrections: [
        {
          manualCorrectionId: 'mc-1',
          caseId: null,
          claimType: 'ACCIDENT',
          dates: { from: '2026-05-07', to: '2026-05-07' },
          days: null,
          dailyRate: null,
          incapacityOfWork: null,
          reimbursementType: null,
          isWithinShorttermRisk: null,
          isWithinContinuationOfPayment: null,
          coverage: null,
          amount: 50,
          comment: 'agreed with the insurer',
          coveredUnderPolicy: { type: 'UVGZ', policyNumber: 'UVGZ-1' },
          accountingMonthId: null,
        },
      ],
    });
    expect(uvgzLines(result)[0]).toMatchObject({
      claimId: 'emp-1:ACCIDENT:2026-05-07:UVGZ',
      manualCorrectionId: 'mc-1',
      dailyAllowance: 5_000,
    });
    expect(uvgzLines(result)).toHaveLength(7);
    expect(claimOn(result, '2026-05-07', 'ACCIDENT')).toMatchObject({ coverageLine: 'UVG', dailyAllowance: 32_480 });
  });

  it('C12: a locked May keeps its UVG and UVGZ lines; a changed UVGZ cover corrects only the UVGZ lines', () => {
    const first = run({ tenant: tenantWith(uvgz()), records: highEarner, absences });
    const lockedMonths = [
      { accountingMonthId: '2026-05', bookedClaims: first.claims.filter((c) => c.accountingMonthId === '2026-05') },
    ];
    const same = run({ tenant: tenantWith(uvgz()), records: highEarner, absences, lockedMonths });
    expect(same.claims.filter((c) => c.isCorrection)).toEqual([]);
    // UVGZ 90 %: 31 800 / 365 x 90 % = 78.411 -> 78.41. June: 7 reversals of -69.70 and 7 rebookings of 78.41,
    // net 7 x 8.71 = 60.97; the UVG lines are unchanged.
    const changed = run({ tenant: tenantWith(uvgz({ coverage: 90 })), records: highEarner, absences, lockedMonths });
    const corrections = changed.claims.filter((c) => c.isCorrection);
    expect(corrections).toHaveLength(14);
    expect(corrections.every((c) => c.coverageLine === 'UVGZ' && c.accountingMonthId === '2026-06')).toBe(true);
    expect(changed.monthlyTotals.find((t) => t.accountingMonthId === '2026-06')).toMatchObject({
      coverageLine: 'UVGZ',
      amount: 6_097,
      correctionAmount: 6_097,
    });
  });
});
