// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when"): the
// employer's continuation of pay and leaving during a case.
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  claimOn,
  FULL,
  recordData,
  run,
  sickClaims,
  simpleConfig,
  tenantWith,
} from '../../testing/domain/sick-pay.ts';

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

  it("the case's LFZ days count every service year the case touches: more than one year's entitlement", () => {
    // Issue 28 (the demo's Merian case: "Bezogene Lohnfortzahlungstage 198" beside "120 days in service year 10"):
    // the case counter is the case's total over the service years, each year with its own entitlement (C9).
    // Employed 1 April 2016, Bern scale: service year 10 = 1 Apr 2025 - 31 Mar 2026, year 11 from 1 April 2026,
    // both 4 months = 120 days. Sick 1 Jan - 31 Aug 2026:
    //   year 10: 1 Jan - 31 Mar 2026 = 31 + 28 + 31 = 90 days (within its 120);
    //   year 11: renewed on 1 April, 120 days = 1 Apr - 29 Jul (30 + 31 + 30 + 29);
    //   case: 90 + 120 = 210 days of LFZ, more than the 120 of either year, and correct.
    const result = run({
      records: [{ validFrom: '2016-04-01', validTo: null, data: recordData({ dateOfEmployment: '2016-04-01' }) }],
      absences: absenceRange('2026-01-01', '2026-08-31'),
    });
    expect(
      result.employeeCounters.continuationOfPayment.map((y) => [y.serviceYear, y.usedDays, y.entitlementDays]),
    ).toEqual([
      [10, 90, 120],
      [11, 120, 120],
    ]);
    expect(result.cases[0]?.counters.lfzDaysUsed).toBe(90 + 120);
    expect(last(lfzDays(result))).toBe('2026-07-29');
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
