// Worked examples of settlement periods and payout drafts (issue "payouts"; C2-C4, C11-C13, C16; decision 0031).
// Defaults (payouts.factory.ts): insured salary CHF 78 000 a year; / 365 = 213.70 a day; x 80 % coverage = 170.96
// (62 400 / 365 = 170.9589, half-up, C2); x 50 % incapacity = 85.48 a day (C3).
import { describe, expect, it } from 'vitest';
import { booked, claim, claimDays, rebookingOf, reversalOf } from '../../testing/factories/payouts.factory.ts';
import { EMPTY_LEDGER, recordRelease } from './release-guard.ts';
import { ivRateOf, payoutDraftsOf, settlementPeriodsOf } from './settlement-periods.ts';

const FULL = 17_096; // CHF 170.96 at 100 % incapacity
const HALF = 8_548; // CHF 85.48 at 50 %

describe('settlementPeriodsOf', () => {
  it('makes one period of consecutive equal days: 12 days x 85.48 = 1 025.76 (C4)', () => {
    const periods = settlementPeriodsOf(claimDays('2026-03-01', '2026-03-12'));
    expect(periods).toEqual([
      {
        startDate: '2026-03-01',
        endDate: '2026-03-12',
        insuredEarnings: 7_800_000,
        absencePercentage: 50,
        insuredPercentage: 80,
        onWaitingPeriod: false,
        dailyAllowance: HALF,
        days: 12,
        amount: 102_576,
        ivReduction: 0,
        ivRate: 0,
        coverageLine: 'KTG',
        isCorrection: false,
        correctionKind: null,
        correctedMonthId: null,
      },
    ]);
  });

  it('splits at an incapacity change: 5 x 85.48 = 427.40, then 5 x 170.96 = 854.80', () => {
    const claims = [
      ...claimDays('2026-03-06', '2026-03-10', {
        incapacityOfWork: 100,
        grossDailyAllowance: FULL,
        dailyAllowance: FULL,
      }),
      ...claimDays('2026-03-01', '2026-03-05'),
    ];
    const periods = settlementPeriodsOf(claims);
    expect(periods.map((p) => [p.startDate, p.endDate, p.absencePercentage, p.days, p.amount])).toEqual([
      ['2026-03-01', '2026-03-05', 50, 5, 42_740],
      ['2026-03-06', '2026-03-10', 100, 5, 85_480],
    ]);
  });

  it('splits at the end of the waiting period: 2 waiting days at 0, then 29 x 170.96 = 4 957.84 (C11)', () => {
    // Case day 1 on 01.02.: 30 waiting days are 01.02.-02.03. (28 February days + 2), paid from 03.03.
    const claims = [
      ...claimDays('2026-03-01', '2026-03-02', {
        incapacityOfWork: 100,
        isWaitingPeriodDay: true,
        isWithinShorttermRisk: true,
        benefitDayNumber: null,
        grossDailyAllowance: FULL,
        dailyAllowance: 0,
      }),
      ...claimDays('2026-03-03', '2026-03-31', {
        incapacityOfWork: 100,
        grossDailyAllowance: FULL,
        dailyAllowance: FULL,
      }),
    ];
    const periods = settlementPeriodsOf(claims);
    expect(periods.map((p) => [p.startDate, p.endDate, p.onWaitingPeriod, p.days, p.dailyAllowance, p.amount])).toEqual(
      [
        ['2026-03-01', '2026-03-02', true, 2, 0, 0],
        ['2026-03-03', '2026-03-31', false, 29, FULL, 495_784],
      ],
    );
  });

  it('splits at a gap: 01.-05.03. and 09.-12.03. are two periods', () => {
    const periods = settlementPeriodsOf([
      ...claimDays('2026-03-01', '2026-03-05'),
      ...claimDays('2026-03-09', '2026-03-12'),
    ]);
    expect(periods.map((p) => [p.startDate, p.endDate, p.days, p.amount])).toEqual([
      ['2026-03-01', '2026-03-05', 5, 42_740],
      ['2026-03-09', '2026-03-12', 4, 34_192],
    ]);
  });

  it('shows the IV deduction per day and its share: pension CHF 1 000 a month -> 32.88 a day of 170.96 = 19.23 % (C16)', () => {
    // 1 000 x 12 / 365 = 32.8767 -> 32.88; 170.96 - 32.88 = 138.08 paid; 32.88 / 170.96 = 19.2325 % -> 19.23 %.
    const periods = settlementPeriodsOf(
      claimDays('2026-03-01', '2026-03-10', { incapacityOfWork: 100, ivReduction: 3_288, dailyAllowance: 13_808 }),
    );
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ ivReduction: 3_288, ivRate: 19.23, dailyAllowance: 13_808, amount: 138_080 });
    expect(ivRateOf(0, 17_096)).toBe(100);
    expect(ivRateOf(-13_808, -3_288)).toBe(19.23);
  });

  it('keeps corrections apart from regular days, grouped by corrected month, reversals before rebookings', () => {
    const march = claimDays('2026-03-30', '2026-03-31');
    const february = claimDays('2026-02-27', '2026-02-28');
    const april = claimDays('2026-04-01', '2026-04-02');
    const recomputed = (line: (typeof march)[number]) =>
      claim({ ...line, incapacityOfWork: 100, grossDailyAllowance: FULL, dailyAllowance: FULL });
    const corrections = [...march, ...february].flatMap((line) => [
      reversalOf(line, '2026-04'),
      rebookingOf(line, recomputed(line), '2026-04'),
    ]);
    const periods = settlementPeriodsOf([...corrections, ...april]);
    expect(periods.map((p) => [p.correctedMonthId, p.correctionKind, p.startDate, p.endDate, p.amount])).toEqual([
      [null, null, '2026-04-01', '2026-04-02', 2 * HALF],
      ['2026-02', 'REVERSAL', '2026-02-27', '2026-02-28', -2 * HALF],
      ['2026-02', 'REBOOKING', '2026-02-27', '2026-02-28', 2 * FULL],
      ['2026-03', 'REVERSAL', '2026-03-30', '2026-03-31', -2 * HALF],
      ['2026-03', 'REBOOKING', '2026-03-30', '2026-03-31', 2 * FULL],
    ]);
    // 31.03. and 01.04. are consecutive, but the correction never merges with the regular day.
    expect(periods.every((p) => p.days === 2)).toBe(true);
  });
});

describe('payoutDraftsOf', () => {
  it('switches the payee after the leaving date: two drafts, 15 x 85.48 = 1 282.20 and 16 x 85.48 = 1 367.68 (C13)', () => {
    // Leaving date 15.03.2026: the engine gives the days up to it to the employer, the days after it to the person.
    const claims = [
      ...claimDays('2026-03-01', '2026-03-15'),
      ...claimDays('2026-03-16', '2026-03-31', { payee: 'INSURED_PERSON' }),
    ];
    const { drafts, balances } = payoutDraftsOf('2026-03', booked(claims, 'ZH'), EMPTY_LEDGER);
    expect(
      drafts.map((d) => [d.payee, d.periods.map((p) => [p.startDate, p.endDate]), d.grossAmount, d.netAmount]),
    ).toEqual([
      [{ kind: 'EMPLOYER', companySubunitId: 'ZH' }, [['2026-03-01', '2026-03-15']], 128_220, 128_220],
      [{ kind: 'INSURED_PERSON', employeeId: 'emp-1' }, [['2026-03-16', '2026-03-31']], 136_768, 136_768],
    ]);
    expect(balances).toEqual([]);
  });

  it('makes no draft for a month of waiting days only, but shows them beside paid days', () => {
    const waiting = { isWaitingPeriodDay: true, dailyAllowance: 0, benefitDayNumber: null };
    expect(
      payoutDraftsOf('2026-02', booked(claimDays('2026-02-01', '2026-02-28', waiting)), EMPTY_LEDGER).drafts,
    ).toEqual([]);
    const march = [...claimDays('2026-03-01', '2026-03-02', waiting), ...claimDays('2026-03-03', '2026-03-04')];
    const [draft] = payoutDraftsOf('2026-03', booked(march), EMPTY_LEDGER).drafts;
    expect(draft?.periods.map((p) => [p.onWaitingPeriod, p.days, p.amount])).toEqual([
      [true, 2, 0],
      [false, 2, 2 * HALF],
    ]);
    expect(draft?.netAmount).toBe(2 * HALF);
  });

  it('makes one draft per case, payee and coverage line, in a deterministic order with sorted guard keys', () => {
    const claims = [
      ...claimDays('2026-03-01', '2026-03-02', { caseId: 'case-2' }),
      ...claimDays('2026-03-10', '2026-03-11', { caseId: 'case-1' }),
    ];
    const first = payoutDraftsOf('2026-03', booked(claims), EMPTY_LEDGER).drafts;
    const again = payoutDraftsOf('2026-03', booked([...claims].reverse()), EMPTY_LEDGER).drafts;
    expect(again).toEqual(first);
    expect(first.map((d) => d.caseId)).toEqual(['case-1', 'case-2']);
    expect(first[0]?.guardKeys).toEqual([
      'emp-1|SICK|KTG|2026-03-10|2026-03|REGULAR',
      'emp-1|SICK|KTG|2026-03-11|2026-03|REGULAR',
    ]);
    expect(first[0]?.claimIds).toEqual(['emp-1:SICK:2026-03-10', 'emp-1:SICK:2026-03-11']);
  });

  it('skips what a released or proposed payout covers: regenerating after release gives nothing', () => {
    const claims = booked(claimDays('2026-03-01', '2026-03-12'));
    const [draft] = payoutDraftsOf('2026-03', claims, EMPTY_LEDGER).drafts;
    if (!draft) throw new Error('no draft');
    const released = recordRelease(EMPTY_LEDGER, draft, 'payout-1');
    expect(payoutDraftsOf('2026-03', claims, released).drafts).toEqual([]);
    expect(payoutDraftsOf('2026-03', claims, { ...EMPTY_LEDGER, proposed: [draft] }).drafts).toEqual([]);
    // A claim of the month added later (a wider lock) makes a draft of its own.
    const later = booked(claimDays('2026-03-13', '2026-03-13'));
    const regenerated = payoutDraftsOf('2026-03', [...claims, ...later], released).drafts;
    expect(regenerated.map((d) => [d.claimIds, d.netAmount])).toEqual([[['emp-1:SICK:2026-03-13'], HALF]]);
  });

  it('ignores booked claims of other months', () => {
    expect(payoutDraftsOf('2026-04', booked(claimDays('2026-03-01', '2026-03-02')), EMPTY_LEDGER).drafts).toEqual([]);
  });
});
