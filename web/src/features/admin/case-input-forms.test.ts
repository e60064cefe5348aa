import { describe, expect, it } from 'vitest';
import { CASE_INPUT_MESSAGES, type CaseAmounts } from '../../../../src/contracts/case-inputs.ts';
import {
  accidentDateBodyOf,
  benefitStopBodyOf,
  caseInputMessageKey,
  emptyBenefitStopForm,
  emptyManualCorrectionForm,
  inputFieldOf,
  ivSettingBodyOf,
  manualCorrectionBodyOf,
  previewBodyOf,
  previewDiffOf,
  rappenOf,
  signedChf,
} from './case-input-forms.ts';

const amounts = (
  total: string,
  months: [string, string, number, string, string?][],
  accidentDate: string | null = null,
): CaseAmounts => ({
  totalAmount: total,
  amountByCoverageLine: {},
  accidentDate,
  months: months.map(([accountingMonthId, coverageLine, paidDays, amount, correctionAmount = '0.00']) => ({
    accountingMonthId,
    coverageLine,
    paidDays,
    amount,
    correctionAmount,
  })),
});

describe('form -> API body', () => {
  it('a benefit stop: the reason trimmed, empty fields sent so the server names them', () => {
    const form = emptyBenefitStopForm('2026-03-10');
    form.reason = '  Fehlende Mitwirkung ';
    expect(benefitStopBodyOf(form)).toEqual({
      reason: 'Fehlende Mitwirkung',
      entries: [{ startDate: '2026-03-10', endDate: null, outputPercentage: 50 }],
    });
    const empty = benefitStopBodyOf({
      reason: '',
      entries: [{ startDate: null, endDate: null, outputPercentage: '' }],
    });
    expect(empty.entries[0]).toEqual({ startDate: '', endDate: null, outputPercentage: null });
  });

  it('an IV setting keeps CHF as a number', () => {
    expect(ivSettingBodyOf({ type: 'IV_PENSION', amount: 1200.5, startDate: '2026-04-01', endDate: null })).toEqual({
      type: 'IV_PENSION',
      amount: 1200.5,
      startDate: '2026-04-01',
      endDate: null,
    });
  });

  it('a manual correction leaves out the fields left empty (the computed value applies)', () => {
    const form = { ...emptyManualCorrectionForm('2026-05', '2026-04-01'), to: '2026-04-05', amount: 500 as const };
    form.comment = ' Nachzahlung ';
    expect(manualCorrectionBodyOf(form)).toEqual({
      accountingMonthId: '2026-05',
      dates: { from: '2026-04-01', to: '2026-04-05' },
      amount: 500,
      comment: 'Nachzahlung',
    });
    expect(
      manualCorrectionBodyOf({ ...form, coverage: 80, reimbursementType: 'CALCULATION', days: 2, dailyRate: 150.5 }),
    ).toMatchObject({ coverage: 80, reimbursementType: 'CALCULATION', days: 2, dailyRate: 150.5 });
  });

  it('an accident date sends a comment only when one is written', () => {
    expect(accidentDateBodyOf({ accidentDate: '2026-02-27', comment: ' ' })).toEqual({ accidentDate: '2026-02-27' });
    expect(accidentDateBodyOf({ accidentDate: '2026-02-27', comment: 'Freitag' })).toEqual({
      accidentDate: '2026-02-27',
      comment: 'Freitag',
    });
  });

  it('the preview body: the input, the id of a changed or removed input, never an id for the accident date', () => {
    const input = { reason: 'R', entries: [{ startDate: '2026-03-10', endDate: null, outputPercentage: 50 }] };
    expect(previewBodyOf({ kind: 'BENEFIT_STOP', input })).toEqual({ kind: 'BENEFIT_STOP', input });
    expect(previewBodyOf({ kind: 'BENEFIT_STOP', id: 'x', input: null })).toEqual({
      kind: 'BENEFIT_STOP',
      id: 'x',
      input: null,
    });
    expect(previewBodyOf({ kind: 'ACCIDENT_DATE', input: null })).toEqual({ kind: 'ACCIDENT_DATE', input: null });
  });
});

describe('API errors -> fields', () => {
  it('the preview nests the input, the write does not: both name the same field', () => {
    expect(inputFieldOf('input.entries.0.startDate', 'body')).toBe('entries.0.startDate');
    expect(inputFieldOf('entries.0.startDate', 'body')).toBe('entries.0.startDate');
    expect(inputFieldOf('input', 'body')).toBeNull();
    expect(inputFieldOf('caseId', 'params')).toBeNull();
  });

  it('the case-input messages have translation keys', () => {
    for (const [key, message] of Object.entries(CASE_INPUT_MESSAGES)) expect(caseInputMessageKey(message)).toBe(key);
    expect(caseInputMessageKey('Something else')).toBeNull();
  });
});

describe('preview diff', () => {
  it('CHF strings to Rappen without float drift', () => {
    expect([rappenOf('1578.10'), rappenOf('0.05'), rappenOf('-12.30'), rappenOf('7'), rappenOf('0.29')]).toEqual([
      157810, 5, -1230, 700, 29,
    ]);
  });

  it('total and months before -> after, the changed rows counted, months of one side only included', () => {
    const diff = previewDiffOf(
      amounts('3000.00', [
        ['2026-03', 'KTG', 10, '1000.00'],
        ['2026-04', 'KTG', 20, '2000.00'],
      ]),
      amounts('2000.00', [
        ['2026-03', 'KTG', 10, '1000.00'],
        ['2026-04', 'KTG', 20, '900.00', '100.00'],
        ['2026-05', 'KTG', 0, '0.00'],
      ]),
    );
    expect([diff.totalBefore, diff.totalAfter, diff.totalDifference]).toEqual([300000, 200000, -100000]);
    expect(diff.rows.map((row) => [row.accountingMonthId, row.before, row.after, row.difference])).toEqual([
      ['2026-03', 100000, 100000, 0],
      ['2026-04', 200000, 100000, -100000],
      ['2026-05', null, 0, 0],
    ]);
    // 2026-05 appears with paid days where there were none: counted as changed.
    expect(diff.changedRows).toBe(2);
  });

  it('a difference carries its sign before the currency', () => {
    const chf = (rappen: number) => `CHF ${(rappen / 100).toFixed(2)}`;
    expect([signedChf(71886, chf), signedChf(-71886, chf), signedChf(0, chf)]).toEqual([
      '+CHF 718.86',
      '\u2212CHF 718.86',
      'CHF 0.00',
    ]);
  });

  it('the accident date before and after', () => {
    const diff = previewDiffOf(amounts('0.00', [], '2026-02-01'), amounts('0.00', [], '2026-01-28'));
    expect([diff.accidentDateBefore, diff.accidentDateAfter, diff.changedRows]).toEqual([
      '2026-02-01',
      '2026-01-28',
      0,
    ]);
  });
});
