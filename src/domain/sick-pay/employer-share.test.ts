// Issue 13 item 4: the employer's share (80 %, C11 / C5 / OR 324b) on days no insurer pays, shown for information
// and never claimed. Wage types: 1000 base, 1100 13th salary (GRATUITY), 3000 child allowance (left out of the
// wage: the family compensation fund keeps paying it), 4000 shift allowance (OTHER).
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
const tenant = (configuration = simpleConfig(), overrides: Partial<TenantFacts> = {}): TenantFacts => {
  const base = tenantWith(configuration, overrides);
  return { ...base, wageTypeMappings: [...base.wageTypeMappings, SHIFT] };
};
const employee = (dateOfEmployment: string, wageTypes: { wageTypeId: string; amount: number }[]) =>
  [
    { validFrom: dateOfEmployment, validTo: null, data: recordData({ dateOfEmployment, wageTypes }) },
  ] satisfies SickPayInput['records'];

describe('C11: KTG waiting days outside continuation of pay carry the employer’s 80 %', () => {
  // Employed since 1 January 2026: no LFZ in the first 3 months (OR 324a para. 1), so February's waiting days are
  // outside LFZ. Wage 6 500 x 12 + 13th 6 500 = 84 500 (the child allowance of 200 is not wage).
  const records = employee('2026-01-01', [
    { wageTypeId: '1000', amount: 6500 },
    { wageTypeId: '1100', amount: 6500 },
    { wageTypeId: '3000', amount: 200 },
  ]);
  const absences = [...absenceRange('2026-02-02', '2026-02-04'), ...absenceRange('2026-02-05', '2026-02-05', 50)];

  it('84 500 / 365 x 80 % = 185.205 -> 185.21 a day; a 50 % day 92.605 -> 92.61; never in the totals', () => {
    const result = run({ tenant: tenant(), records, absences });
    expect(claimOn(result, '2026-02-02')).toMatchObject({
      isWithinShorttermRisk: true,
      isWithinContinuationOfPayment: false,
      dailyAllowance: 0,
      coveredUnderPolicy: null,
      employerShare: {
        reason: 'KTG_WAITING_DAY',
        annualWage: 8_450_000,
        dailyRateDivisor: 365,
        coverage: 80,
        fullDailyAmount: 18_521,
        amount: 18_521,
      },
    });
    expect(claimOn(result, '2026-02-05').employerShare?.amount).toBe(9_261);
    // 3 x 185.21 + 92.61 = 648.24, beside a claim total of 0.
    expect(result.cases[0]).toMatchObject({ totalAmount: 0, employerShareAmount: 64_824 });
    expect(result.monthlyTotals[0]).toMatchObject({ amount: 0, paidDays: 0, employerShareAmount: 64_824 });
    const steps = claimOn(result, '2026-02-05').explanation ?? [];
    expect(steps.find((s) => s.conventionId === 'C11' && s.inputs.reason === 'KTG_WAITING_DAY')).toMatchObject({
      inputs: { annualWage: 8_450_000, fullDailyAmount: 18_521, incapacityOfWork: 50 },
      result: 9_261,
    });
  });

  it('divisor 360: 84 500 / 360 x 80 % = 187.777 -> 187.78', () => {
    const result = run({ tenant: tenant(simpleConfig({ dailyRateDivisor: 360 })), records, absences });
    expect(claimOn(result, '2026-02-02').employerShare).toMatchObject({ dailyRateDivisor: 360, amount: 18_778 });
  });

  it('none inside LFZ (the employer pays the wage itself), none where a short-term cover (KAV) insures the day', () => {
    const longServing = run({
      tenant: tenant(),
      records: employee('2015-01-01', [{ wageTypeId: '1000', amount: 6500 }]),
      absences,
    });
    expect(claimOn(longServing, '2026-02-02')).toMatchObject({
      isWithinContinuationOfPayment: true,
      employerShare: null,
    });
    const withKav = run({
      tenant: tenant(
        simpleConfig({
          policies: [
            { type: 'KTG', defaultPolicyNumber: 'KTG-100' },
            { type: 'KAV', defaultPolicyNumber: 'KAV-7' },
          ],
        }),
        { insuredProducts: ['KTG', 'KAV'] },
      ),
      records,
      absences,
    });
    expect(claimOn(withKav, '2026-02-02')).toMatchObject({ coveredUnderPolicy: { type: 'KAV' }, employerShare: null });
    expect(withKav.cases[0]?.employerShareAmount).toBe(0);
  });
});

describe('C5 / OR 324b: the 2 days after the accident date carry the employer’s 80 %', () => {
  // Wage (6 500 + shift 300) x 12 = 81 600 -> 81 600 / 365 x 80 % = 178.849 -> 178.85 (half-up, C2).
  // UVG earnings add the child allowance: (6 500 + 300 + 200) x 12 = 84 000 -> 184.109 -> up to 0.05 = 184.15.
  const wageTypes = [
    { wageTypeId: '1000', amount: 6500 },
    { wageTypeId: '4000', amount: 300 },
    { wageTypeId: '3000', amount: 200 },
  ];

  it('accident day: none (wage as usual); days 1-2: 178.85 each; from the 3rd day UVG pays 184.15', () => {
    const result = run({
      tenant: tenant(),
      records: employee('2015-01-01', wageTypes),
      absences: absenceRange('2026-05-04', '2026-05-08', 100, 'ACCIDENT'),
    });
    const lines = result.claims.map((c) => [c.date, c.dailyAllowance, c.employerShare?.amount ?? null]);
    expect(lines).toEqual([
      ['2026-05-04', 0, null],
      ['2026-05-05', 0, 17_885],
      ['2026-05-06', 0, 17_885],
      ['2026-05-07', 18_415, null],
      ['2026-05-08', 18_415, null],
    ]);
    expect(claimOn(result, '2026-05-05', 'ACCIDENT').employerShare).toMatchObject({
      reason: 'UVG_EMPLOYER_DAY',
      annualWage: 8_160_000,
      dailyRateDivisor: 365,
    });
    // Claims 2 x 184.15 = 368.30; the employer's 2 x 178.85 = 357.70 beside it.
    expect(result.cases[0]).toMatchObject({ totalAmount: 36_830, employerShareAmount: 35_770 });
    expect(
      claimOn(result, '2026-05-05', 'ACCIDENT').explanation?.find((s) => s.conventionId === 'OR 324b')?.result,
    ).toBe(17_885);
  });

  it('follows the accident date: accident 4 May, absent from 5 May -> shares on 5 and 6 May, UVG from 7 May', () => {
    const result = run({
      tenant: tenant(),
      records: employee('2015-01-01', wageTypes),
      absences: absenceRange('2026-05-05', '2026-05-08', 100, 'ACCIDENT'),
      accidentDates: [{ caseId: 'emp-1:ACCIDENT:2026-05-05', accidentDate: '2026-05-04' }],
    });
    expect(result.claims.map((c) => [c.date, c.dailyAllowance, c.employerShare?.amount ?? null])).toEqual([
      ['2026-05-05', 0, 17_885],
      ['2026-05-06', 0, 17_885],
      ['2026-05-07', 18_415, null],
      ['2026-05-08', 18_415, null],
    ]);
  });
});
