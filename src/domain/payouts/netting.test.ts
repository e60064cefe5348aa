// Worked examples of netting reversals (issue "payouts": "negative lines net against the next payout of the same
// payee; never a negative payment"; C12; decision 0031). Daily allowances: 85.48 at 50 %, 170.96 at 100 % (see
// settlement-periods.test.ts for the arithmetic).
import { describe, expect, it } from 'vitest';
import { booked, claim, claimDays, rebookingOf, reversalOf } from '../../testing/factories/payouts.factory.ts';
import { netDrafts } from './netting.ts';
import { assertReleasable, EMPTY_LEDGER, recordRelease } from './release-guard.ts';
import { payoutDraftsOf } from './settlement-periods.ts';
import type { PayoutDraft } from './types.ts';

const FULL = 17_096;
const HALF = 8_548;
const full = { incapacityOfWork: 100, grossDailyAllowance: FULL, dailyAllowance: FULL };

function only(drafts: PayoutDraft[]): PayoutDraft {
  expect(drafts).toHaveLength(1);
  return drafts[0] as PayoutDraft;
}

describe('netting within a draft', () => {
  it('a correction month nets reversal -X and rebooking +Y to Y - X beside its regular days', () => {
    // March 21.-31. was booked at 50 %: 11 x 85.48 = 940.28. In April the incapacity is found to be 100 %:
    // reversal -940.28 (X), rebooking 11 x 170.96 = +1 880.56 (Y); Y - X = 940.28.
    // April's own days 01.-10. at 100 %: 10 x 170.96 = 1 709.60. Gross = 940.28 + 1 709.60 = 2 649.88.
    const march = claimDays('2026-03-21', '2026-03-31');
    const corrections = march.flatMap((line) => [
      reversalOf(line, '2026-04'),
      rebookingOf(line, claim({ ...line, ...full }), '2026-04'),
    ]);
    const april = claimDays('2026-04-01', '2026-04-10', full);
    const draft = only(payoutDraftsOf('2026-04', booked([...april, ...corrections]), EMPTY_LEDGER).drafts);
    expect(draft.periods.map((p) => [p.correctionKind, p.days, p.amount])).toEqual([
      [null, 10, 170_960],
      ['REVERSAL', 11, -94_028],
      ['REBOOKING', 11, 188_056],
    ]);
    expect([draft.grossAmount, draft.offsetApplied, draft.carriedOffset, draft.netAmount]).toEqual([
      264_988, 0, 0, 264_988,
    ]);
    expect(draft.hasCorrections).toBe(true);
  });

  it('a correction that changes no money still makes a draft of 0 that explains it, and it is releasable', () => {
    // The benefit day number changed (new revision), the allowance did not: -85.48 + 85.48 = 0.
    const line = claim({ date: '2026-03-31' });
    const corrections = [
      reversalOf(line, '2026-04'),
      rebookingOf(line, claim({ ...line, benefitDayNumber: 11 }), '2026-04'),
    ];
    const draft = only(payoutDraftsOf('2026-04', booked(corrections), EMPTY_LEDGER).drafts);
    expect([draft.grossAmount, draft.netAmount, draft.periods.length]).toEqual([0, 0, 2]);
    expect(assertReleasable(draft, EMPTY_LEDGER)).toEqual([]);
  });
});

describe('offsets carried to the payee’s next drafts', () => {
  // March 21.-31. was booked at 100 %: 11 x 170.96 = 1 880.56. In April the absence is deleted (fit after all):
  // April books the reversal -1 880.56 and no rebooking; April's own days 01.-05. at 50 % are 5 x 85.48 = 427.40.
  const march = claimDays('2026-03-21', '2026-03-31', full);
  const aprilClaims = booked([
    ...march.map((line) => reversalOf(line, '2026-04')),
    ...claimDays('2026-04-01', '2026-04-05'),
  ]);
  const mayClaims = booked(claimDays('2026-05-01', '2026-05-31'));

  it('a reversal larger than the month’s positive lines pays 0, carries the rest, and the next month consumes it', () => {
    const april = only(payoutDraftsOf('2026-04', aprilClaims, EMPTY_LEDGER).drafts);
    // 427.40 - 1 880.56 = -1 453.16: nothing is paid, 1 453.16 is owed.
    expect([april.grossAmount, april.netAmount, april.carriedOffset]).toEqual([-145_316, 0, 145_316]);
    expect(payoutDraftsOf('2026-04', aprilClaims, EMPTY_LEDGER).balances.map((b) => b.outstanding)).toEqual([145_316]);
    // A draft that has not been released does not reach May: the offset exists once April is released.
    expect(only(payoutDraftsOf('2026-05', mayClaims, EMPTY_LEDGER).drafts).offsetApplied).toBe(0);
    const ledger = recordRelease(EMPTY_LEDGER, april, 'payout-april');
    expect(ledger.offsets).toEqual([
      {
        accountKey: 'EMPLOYER:ZH|KTG',
        payee: { kind: 'EMPLOYER', companySubunitId: 'ZH' },
        coverageLine: 'KTG',
        outstanding: 145_316,
      },
    ]);
    // May: 31 x 85.48 = 2 649.88; less the offset 1 453.16 = 1 196.72 paid; nothing owed after.
    const may = payoutDraftsOf('2026-05', mayClaims, ledger);
    expect(may.drafts.map((d) => [d.grossAmount, d.offsetApplied, d.netAmount, d.carriedOffset])).toEqual([
      [264_988, 145_316, 119_672, 0],
    ]);
    expect(may.balances).toEqual([]);
    const after = recordRelease(ledger, only(may.drafts), 'payout-may');
    expect(after.offsets).toEqual([]);
  });

  it('consumes the offset in case order across the payee’s drafts, and only the same payee and coverage line', () => {
    const ledger = recordRelease(EMPTY_LEDGER, only(payoutDraftsOf('2026-04', aprilClaims, EMPTY_LEDGER).drafts), 'p');
    const may = [
      ...booked(claimDays('2026-05-01', '2026-05-10', { caseId: 'case-2' })), // 10 x 85.48 = 854.80
      ...booked(claimDays('2026-05-01', '2026-05-31', { caseId: 'case-1' })), // 31 x 85.48 = 2 649.88
      ...booked(claimDays('2026-05-01', '2026-05-03', { caseId: 'case-3' }), 'BE'), // another billing account
      ...booked(
        claimDays('2026-05-04', '2026-05-05', { caseId: 'case-3', coverageLine: 'UVG', claimType: 'ACCIDENT' }),
      ),
    ];
    const { drafts, balances } = payoutDraftsOf('2026-05', may, ledger);
    // 1 453.16 owed: case-1 takes all of it (2 649.88 - 1 453.16 = 1 196.72), case-2 none.
    expect(drafts.map((d) => [d.caseId, d.payee, d.coverageLine, d.offsetApplied, d.netAmount])).toEqual([
      ['case-1', { kind: 'EMPLOYER', companySubunitId: 'ZH' }, 'KTG', 145_316, 119_672],
      ['case-2', { kind: 'EMPLOYER', companySubunitId: 'ZH' }, 'KTG', 0, 85_480],
      ['case-3', { kind: 'EMPLOYER', companySubunitId: 'BE' }, 'KTG', 0, 3 * HALF],
      ['case-3', { kind: 'EMPLOYER', companySubunitId: 'ZH' }, 'UVG', 0, 2 * HALF],
    ]);
    expect(balances).toEqual([]);
  });

  it('spreads a large offset over several drafts in order and keeps the rest outstanding', () => {
    const payee = { kind: 'EMPLOYER' as const, companySubunitId: 'ZH' };
    const draft = (caseId: string, grossAmount: number) => ({
      ...only(
        payoutDraftsOf('2026-05', booked(claimDays('2026-05-01', '2026-05-01', { caseId })), EMPTY_LEDGER).drafts,
      ),
      grossAmount,
    });
    const { drafts, balances } = netDrafts(
      [draft('case-b', 50_000), draft('case-a', 20_000), draft('case-c', -10_000)],
      [{ accountKey: 'EMPLOYER:ZH|KTG', payee, coverageLine: 'KTG', outstanding: 60_000 }],
    );
    // 600.00 owed: case-a takes 200.00, case-b 400.00 of its 500.00; case-c owes 100.00 more once released.
    expect(drafts.map((d) => [d.caseId, d.offsetApplied, d.netAmount, d.carriedOffset])).toEqual([
      ['case-a', 20_000, 0, 0],
      ['case-b', 40_000, 10_000, 0],
      ['case-c', 0, 0, 10_000],
    ]);
    expect(balances.map((b) => b.outstanding)).toEqual([10_000]);
    expect(drafts.every((d) => d.netAmount >= 0)).toBe(true);
  });

  it('reserves the offset a proposed payout consumes: a second draft does not plan on it', () => {
    const ledger = recordRelease(EMPTY_LEDGER, only(payoutDraftsOf('2026-04', aprilClaims, EMPTY_LEDGER).drafts), 'p');
    const may = only(payoutDraftsOf('2026-05', mayClaims, ledger).drafts);
    const june = booked(claimDays('2026-06-01', '2026-06-30'));
    const proposed = { ...ledger, proposed: [may] };
    expect(only(payoutDraftsOf('2026-06', june, proposed).drafts).offsetApplied).toBe(0);
    // Without the reservation both plan on it; the release guard refuses the second one.
    const juneStale = only(payoutDraftsOf('2026-06', june, ledger).drafts);
    expect(juneStale.offsetApplied).toBe(145_316);
    const afterMay = recordRelease(proposed, may, 'payout-may');
    expect(afterMay.proposed).toEqual([]);
    expect(assertReleasable(juneStale, afterMay)).toEqual([
      { code: 'OFFSET_NOT_AVAILABLE', needed: 145_316, outstanding: 0 },
    ]);
  });
});
