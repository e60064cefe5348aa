// The KAV view's pure rules (decision 0069): completeness list, the month split KAV beside KTG, the 12 months, the
// accounting state and the absence basis, with worked examples.
import { describe, expect, it } from 'vitest';
import {
  absenceBasis,
  type CompletenessEntry,
  completenessList,
  monthBounds,
  monthSplit,
  monthState,
  monthsUpTo,
} from './kav-view.ts';

type Field = 'dateOfEmployment' | 'workingFrequency' | 'wageTypes';
const FIELDS: Field[] = ['dateOfEmployment', 'workingFrequency', 'wageTypes'];

const entry = (
  employeeId: string,
  lastName: string,
  missing: Field[],
  personnelNumber = employeeId,
): CompletenessEntry<Field> => ({ employeeId, personnelNumber, firstName: 'Test', lastName, missing });

describe('completenessList', () => {
  const entries = [
    entry('E-1', 'Zürcher', ['workingFrequency'], '300'),
    entry('E-2', 'Ammann', [], '100'),
    entry('E-3', 'Äbi', ['workingFrequency', 'wageTypes', 'dateOfEmployment'], '200'),
    entry('E-4', 'Bieri', ['wageTypes'], '050'),
  ];

  it('keeps the incomplete records by name (Ä with A), counting each field before the filter', () => {
    const { items, byField } = completenessList(entries, FIELDS, { sortBy: 'LAST_NAME' });
    // E-2 lacks nothing; Äbi sorts as Abi, before Bieri and Zürcher.
    expect(items.map((item) => item.employeeId)).toEqual(['E-3', 'E-4', 'E-1']);
    // workingFrequency: E-1 and E-3 = 2; wageTypes: E-3 and E-4 = 2; dateOfEmployment: E-3 = 1.
    expect(byField).toEqual([
      { field: 'dateOfEmployment', count: 1 },
      { field: 'workingFrequency', count: 2 },
      { field: 'wageTypes', count: 2 },
    ]);
  });

  it('filters by one missing field without changing the counts, and sorts by number or by most missing', () => {
    const filtered = completenessList(entries, FIELDS, { missingField: 'wageTypes', sortBy: 'PERSONNEL_NUMBER' });
    // wageTypes lacks on E-3 (200) and E-4 (050): by personnel number 050 first.
    expect(filtered.items.map((item) => item.employeeId)).toEqual(['E-4', 'E-3']);
    expect(filtered.byField.find((count) => count.field === 'workingFrequency')?.count).toBe(2);
    const most = completenessList(entries, FIELDS, { sortBy: 'MISSING_COUNT' });
    // E-3 lacks 3; E-4 and E-1 lack 1 each and then go by name (Bieri before Zürcher).
    expect(most.items.map((item) => item.employeeId)).toEqual(['E-3', 'E-4', 'E-1']);
  });

  it('answers nobody when every record is complete', () => {
    expect(completenessList([entry('E-2', 'Ammann', [])], FIELDS, { sortBy: 'LAST_NAME' }).items).toEqual([]);
  });
});

describe('monthSplit', () => {
  it('puts the short-term lines under KAV and the long-term ones under KTG, per month, corrections in the amount', () => {
    const split = monthSplit(
      [
        // March: 30 KAV days of 177.53 (5 325.90) and 1 KTG day of 157.81.
        { accountingMonthId: '2026-03', policyType: 'KAV', isCorrection: false, lines: 30, amount: 532_590 },
        { accountingMonthId: '2026-03', policyType: 'KTG', isCorrection: false, lines: 1, amount: 15_781 },
        // April: 9 KTG days (1 420.29), a reversal of one March KAV day (-177.53) and its rebooking at 50 % (88.77).
        { accountingMonthId: '2026-04', policyType: 'KTG', isCorrection: false, lines: 9, amount: 142_029 },
        { accountingMonthId: '2026-04', policyType: 'KAV', isCorrection: true, lines: 2, amount: -17_753 + 8_877 },
        // Uninsured waiting days and months outside the view count nowhere.
        { accountingMonthId: '2026-04', policyType: null, isCorrection: false, lines: 4, amount: 0 },
        { accountingMonthId: '2025-01', policyType: 'KAV', isCorrection: false, lines: 3, amount: 53_259 },
      ],
      ['2026-04', '2026-03', '2026-02'],
    );
    expect(split).toEqual([
      {
        accountingMonthId: '2026-04',
        // The corrections: -177.53 + 88.77 = -88.76 in the amount, no day.
        kav: { days: 0, amount: -8_876, correctionAmount: -8_876 },
        ktg: { days: 9, amount: 142_029, correctionAmount: 0 },
      },
      {
        accountingMonthId: '2026-03',
        kav: { days: 30, amount: 532_590, correctionAmount: 0 },
        ktg: { days: 1, amount: 15_781, correctionAmount: 0 },
      },
      {
        accountingMonthId: '2026-02',
        kav: { days: 0, amount: 0, correctionAmount: 0 },
        ktg: { days: 0, amount: 0, correctionAmount: 0 },
      },
    ]);
  });
});

describe('months and states', () => {
  it('answers the 12 months up to the day, newest first, across a year', () => {
    expect(monthsUpTo('2026-04-30')).toEqual([
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
    ]);
    expect(monthsUpTo('2026-01-01', 2)).toEqual(['2026-01', '2025-12']);
  });

  it('names the accounting state of a month', () => {
    expect(monthState({ isOpened: false, isLocked: false, lockCount: 0 })).toBe('NOT_OPENED');
    expect(monthState({ isOpened: true, isLocked: false, lockCount: 0 })).toBe('OPEN');
    expect(monthState({ isOpened: true, isLocked: false, lockCount: 2 })).toBe('PARTLY_LOCKED');
    expect(monthState({ isOpened: true, isLocked: true, lockCount: 1 })).toBe('LOCKED');
  });

  it('tells hours from percentage and the bounds of a month (leap year)', () => {
    expect(absenceBasis({ hours: '4.20' })).toBe('HOURS');
    expect(absenceBasis({ hours: null })).toBe('PERCENTAGE');
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
