// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when"): the
// insured salary.
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import { absenceRange, claimOn, recordData, run, simpleConfig, tenantWith } from '../../testing/domain/sick-pay.ts';

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
