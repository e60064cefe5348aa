import { describe, expect, it } from 'vitest';
import {
  type AbsenceDraft,
  changesBetween,
  draftFromDays,
  expectationOfChange,
  isoWeekday,
  issueFix,
  issueMessageValues,
  isWeekend,
  periodValue,
  reflectsWrite,
  severityColor,
  sortIssues,
} from './absence-display.ts';

const day = (date: string, extra: Partial<Record<string, unknown>> = {}) => ({
  date,
  absenceId: `id-${date}`,
  isFilled: false,
  accidentType: null,
  hours: null,
  percentage: '100',
  source: 'manual',
  comment: null,
  ...extra,
});

describe('period value', () => {
  it('a common percentage, a varying one with its range, hours, both, none', () => {
    const base = { percentage: null, hours: null, isPercentageVarying: false, percentageRange: null };
    expect(periodValue({ ...base, percentage: '100' })).toEqual({ kind: 'percentage', value: '100' });
    expect(
      periodValue({
        ...base,
        percentage: '75.00',
        isPercentageVarying: true,
        percentageRange: { min: '50', max: '100' },
      }),
    ).toEqual({ kind: 'varying', mean: '75.00', min: '50', max: '100' });
    expect(periodValue({ ...base, hours: '16.5' })).toEqual({ kind: 'hours', value: '16.5' });
    expect(periodValue({ ...base, hours: '4', percentage: '50' })).toEqual({
      kind: 'mixed',
      percentage: '50',
      hours: '4',
    });
    expect(periodValue(base)).toEqual({ kind: 'none' });
  });

  it('weekdays', () => {
    expect(isoWeekday('2026-03-06')).toBe(5);
    expect(isWeekend('2026-03-07')).toBe(true);
    expect(isWeekend('2026-03-08')).toBe(true);
    expect(isWeekend('2026-03-09')).toBe(false);
  });
});

describe('issues', () => {
  const period = { employeeId: 'E-1001', type: 'SICK' as const };

  it('a missing weekend or a gap is fixed by recording those days, with the type of the issue', () => {
    expect(
      issueFix(
        {
          type: 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY',
          details: { absenceType: 'ACCIDENT', missingDates: ['2026-03-08', '2026-03-07'] },
        },
        period,
      ),
    ).toEqual({
      kind: 'addDays',
      employeeId: 'E-1001',
      startDate: '2026-03-07',
      endDate: '2026-03-08',
      type: 'ACCIDENT',
    });
    expect(
      issueFix(
        { type: 'ABSENCE_GAP_BETWEEN_ABSENCES', details: { gapStart: '2026-03-06', gapEnd: '2026-03-08' } },
        period,
      ),
    ).toEqual({ kind: 'addDays', employeeId: 'E-1001', startDate: '2026-03-06', endDate: '2026-03-08', type: 'SICK' });
  });

  it('duplicates and mixed types show the days; employee issues open the employee', () => {
    expect(issueFix({ type: 'ABSENCE_DUPLICATED', details: {} }, period)).toEqual({ kind: 'showDays' });
    expect(issueFix({ type: 'ABSENCE_MIXED_TYPES_SAME_MONTH', details: {} }, period)).toEqual({ kind: 'showDays' });
    expect(issueFix({ type: 'EMPLOYEE_MISSING_WAGE_TYPES', details: {} }, period)).toEqual({
      kind: 'employee',
      employeeId: 'E-1001',
    });
    // Details the client does not understand: the days, never a broken form.
    expect(issueFix({ type: 'ABSENCE_GAP_BETWEEN_ABSENCES', details: null }, period)).toEqual({ kind: 'showDays' });
  });

  it('message values: Swiss dates, lists joined, months, numbers', () => {
    const values = issueMessageValues(
      {
        scopeDate: '2026-03-07',
        details: { missingDates: ['2026-03-07', '2026-03-08'], gapDays: 3, month: '2026-03', absenceType: 'SICK' },
      },
      (date) => date.split('-').reverse().join('.'),
      (month) => `M${month}`,
    );
    expect(values).toEqual({
      scopeDate: '07.03.2026',
      missingDates: '07.03.2026, 08.03.2026',
      missingDatesCount: 2,
      gapDays: 3,
      month: 'M2026-03',
      absenceType: 'SICK',
    });
  });

  it('most severe first; colours by severity', () => {
    const sorted = sortIssues([
      { type: 'ABSENCE_GAP_BETWEEN_ABSENCES', severity: 2, scopeDate: '2026-03-02' },
      { type: 'ABSENCE_DUPLICATED', severity: 3, scopeDate: '2026-03-05' },
      { type: 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY', severity: 2, scopeDate: '2026-03-01' },
    ]);
    expect(sorted.map((issue) => issue.type)).toEqual([
      'ABSENCE_DUPLICATED',
      'ABSENCE_MISSING_SATURDAY_OR_SUNDAY',
      'ABSENCE_GAP_BETWEEN_ABSENCES',
    ]);
    expect([1, 2, 3].map(severityColor)).toEqual(['blue', 'orange', 'red']);
  });
});

describe('edit forms', () => {
  it('starts with what the days share; a field they differ in starts empty', () => {
    expect(draftFromDays('SICK', [day('2026-03-02'), day('2026-03-03')])).toEqual({
      type: 'SICK',
      accidentType: null,
      basis: 'percentage',
      amount: '100',
      comment: '',
    });
    const differing = draftFromDays('SICK', [
      day('2026-03-02', { percentage: '50', comment: 'a' }),
      day('2026-03-03', { comment: 'b' }),
      day('2026-03-07', { isFilled: true, absenceId: null, percentage: '10' }),
    ]);
    expect(differing.amount).toBe('');
    expect(differing.comment).toBe('');
    expect(
      draftFromDays('ACCIDENT', [day('2026-03-02', { percentage: null, hours: '4', accidentType: 'OCCUPATIONAL' })]),
    ).toEqual({
      type: 'ACCIDENT',
      accidentType: 'OCCUPATIONAL',
      basis: 'hours',
      amount: '4',
      comment: '',
    });
  });

  it('sends only what changed; an empty amount keeps the days’ values; a decimal comma becomes a point', () => {
    const initial: AbsenceDraft = {
      type: 'SICK',
      accidentType: null,
      basis: 'percentage',
      amount: '100',
      comment: 'x',
    };
    expect(changesBetween(initial, initial)).toBeNull();
    expect(changesBetween(initial, { ...initial, amount: '100.0' })).toBeNull();
    expect(changesBetween(initial, { ...initial, amount: '50' })).toEqual({ percentage: '50' });
    expect(changesBetween(initial, { ...initial, basis: 'hours', amount: '4,5' })).toEqual({ hours: '4.5' });
    expect(changesBetween(initial, { ...initial, comment: ' ' })).toEqual({ comment: null });
    expect(changesBetween(initial, { ...initial, type: 'ACCIDENT', accidentType: 'NON_OCCUPATIONAL' })).toEqual({
      type: 'ACCIDENT',
      accidentType: 'NON_OCCUPATIONAL',
    });
    const varying = { ...initial, amount: '' };
    expect(changesBetween(varying, varying)).toBeNull();
    expect(changesBetween(varying, { ...varying, amount: '80' })).toEqual({ percentage: '80' });
  });
});

describe('derivation in the background', () => {
  const periods = [
    {
      type: 'SICK' as const,
      absenceIds: ['a', 'b'],
      days: [
        day('2026-03-05', { absenceId: 'a' }),
        day('2026-03-06', { absenceId: 'b', percentage: '50', comment: 'Arzt' }),
      ],
    },
  ];

  it('reflects a write when the days are there with the changed values, and deleted ones are gone', () => {
    expect(reflectsWrite(periods, { present: [{ absenceId: 'a', type: 'SICK' }], absent: [] })).toBe(true);
    expect(reflectsWrite(periods, { present: [{ absenceId: 'c' }], absent: [] })).toBe(false);
    expect(reflectsWrite(periods, { present: [], absent: ['b'] })).toBe(false);
    expect(reflectsWrite(periods, { present: [], absent: ['z'] })).toBe(true);
    expect(reflectsWrite(periods, expectationOfChange(['b'], { percentage: '50.00', comment: 'Arzt' }))).toBe(true);
    expect(reflectsWrite(periods, expectationOfChange(['a', 'b'], { type: 'ACCIDENT' }))).toBe(false);
    expect(reflectsWrite(periods, expectationOfChange(['a'], { hours: '4' }))).toBe(false);
  });
});
