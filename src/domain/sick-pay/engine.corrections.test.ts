// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when"): the
// corrections of locked months and manual corrections.
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import { absenceRange, claimOn, FULL, HALF, run, sumAmounts } from '../../testing/domain/sick-pay.ts';

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
