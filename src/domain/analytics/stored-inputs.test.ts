import { describe, expect, it } from 'vitest';
import { analyticsMonthsOf, analyticsVersionOf, monthAsOf, subunitCantonsOf } from './stored-inputs.ts';

const cantons = subunitCantonsOf({
  companySubunits: [
    { companySubunitId: 'ZH', canton: 'ZH' },
    { companySubunitId: 'HQ', canton: null },
    { companySubunitId: 'XX', canton: 'CH' },
  ],
});

describe('the stored record and configuration as the analytics read them', () => {
  it('keeps the cantons of configured subunits that have a valid one', () => {
    // HQ has none (nationwide holidays); 'CH' is no canton. A configuration without subunits gives none.
    expect([...cantons]).toEqual([['ZH', 'ZH']]);
    expect(subunitCantonsOf(null).size).toBe(0);
    expect(subunitCantonsOf({ companySubunits: 'no list' }).size).toBe(0);
  });

  it('reads a record version with its canton; fields of the wrong type are unknown', () => {
    const record = {
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      data: {
        companySubunitId: 'ZH',
        processingGroupId: 'MONTHLY',
        employmentContractType: 'TEMPORARY',
        employmentPercentage: 80,
        workingDaysPerWeek: 4,
        standardWorkingHoursPerWeek: 42,
        workingHoursPerWeek: '33.6',
        dateOfEmployment: '2026-01-15',
        leavingDate: null,
      },
    };
    expect(analyticsVersionOf(record, cantons)).toEqual({
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      dateOfEmployment: '2026-01-15',
      leavingDate: null,
      employmentPercentage: 80,
      workingDaysPerWeek: 4,
      standardWorkingHoursPerWeek: 42,
      workingHoursPerWeek: null,
      canton: 'ZH',
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
      employmentType: 'TEMPORARY',
    });
    // A subunit without a canton, and no subunit at all: canton null (the nationwide holidays).
    expect(analyticsVersionOf({ ...record, data: { companySubunitId: 'HQ' } }, cantons).canton).toBeNull();
    expect(analyticsVersionOf({ ...record, data: null }, cantons)).toMatchObject({
      canton: null,
      companySubunitId: null,
      employmentPercentage: null,
      employmentType: null,
    });
  });

  it.each([
    // employment start, first absence, asOf → months kept
    ['2024-03-15', null, '2026-11-29', { from: '2024-03', to: '2026-11' }],
    // An absence before the employment (recorded by mistake) starts the months earlier.
    ['2024-03-15', '2023-12-31', '2026-11-29', { from: '2023-12', to: '2026-11' }],
    // At most five years back: 29.11.2026 − 5 years = 29.11.2021.
    ['2015-01-01', null, '2026-11-29', { from: '2021-11', to: '2026-11' }],
    // Employed only after asOf: nothing to keep.
    ['2027-01-01', null, '2026-11-29', null],
  ] as const)('employment from %s, first absence %s, as of %s: %j', (employed, absence, asOf, expected) => {
    const version = analyticsVersionOf(
      { validFrom: '2010-01-01', validTo: null, data: { dateOfEmployment: employed } },
      cantons,
    );
    expect(analyticsMonthsOf([version], absence ? [absence] : [], asOf)).toEqual(expected);
  });

  it('no record version: nothing to keep; without dateOfEmployment the version starts the employment', () => {
    expect(analyticsMonthsOf([], ['2026-01-05'], '2026-11-29')).toBeNull();
    const version = analyticsVersionOf({ validFrom: '2025-07-01', validTo: null, data: {} }, cantons);
    expect(analyticsMonthsOf([version], [], '2026-11-29')).toEqual({ from: '2025-07', to: '2026-11' });
  });

  it("a month's as_of: asOf in its own month, its last day before (28 days in February 2026)", () => {
    expect(monthAsOf('2026-11', '2026-11-29')).toBe('2026-11-29');
    expect(monthAsOf('2026-02', '2026-11-29')).toBe('2026-02-28');
  });
});
