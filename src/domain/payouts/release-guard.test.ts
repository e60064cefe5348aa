// The release guard (issue "payouts": "a duplicate guard makes it impossible to pay the same case, month and period
// twice, whatever is regenerated or retried"; decision 0031). Daily allowance 85.48 at 50 % (payouts.factory.ts).
import { describe, expect, it } from 'vitest';
import { booked, claim, claimDays, rebookingOf, reversalOf } from '../../testing/factories/payouts.factory.ts';
import {
  approvalProblems,
  assertReleasable,
  batchReleaseProblems,
  EMPTY_LEDGER,
  recordRelease,
} from './release-guard.ts';
import { payoutDraftsOf } from './settlement-periods.ts';
import type { PayoutDraft } from './types.ts';

const HALF = 8_548;
const march = booked(claimDays('2026-03-01', '2026-03-12'));

function draftOf(month: string, claims: ReturnType<typeof booked>, ledger = EMPTY_LEDGER, index = 0): PayoutDraft {
  const draft = payoutDraftsOf(month, claims, ledger).drafts[index];
  if (!draft) throw new Error(`no draft ${index} for ${month}`);
  return draft;
}

describe('assertReleasable', () => {
  it('releases a fresh draft once; a retry and a copy regenerated before the release are ALREADY_PAID', () => {
    const draft = draftOf('2026-03', march);
    const copy = draftOf('2026-03', march);
    expect(assertReleasable(draft, EMPTY_LEDGER)).toEqual([]);
    const ledger = recordRelease(EMPTY_LEDGER, draft, 'payout-1');
    expect(ledger.paid).toHaveLength(12);
    // Both guards see it: the booked lines are paid, and so are the days.
    expect(assertReleasable(draft, ledger)[0]).toEqual({ code: 'ALREADY_PAID', guardKeys: draft.guardKeys });
    expect(assertReleasable(copy, ledger).map((problem) => problem.code)).toEqual(['ALREADY_PAID', 'DAY_PAID_TWICE']);
  });

  it('refuses a day re-booked in the same month under another revision (the key has no revision id)', () => {
    const ledger = recordRelease(EMPTY_LEDGER, draftOf('2026-03', march), 'payout-1');
    // The same day booked again as a regular line with other values (a lock that booked the month twice).
    const again = booked([claim({ date: '2026-03-05', incapacityOfWork: 100, dailyAllowance: 17_096 })]);
    const draft = { ...draftOf('2026-03', again), accountingMonthId: '2026-03' };
    expect(assertReleasable(draft, ledger)).toEqual([
      { code: 'ALREADY_PAID', guardKeys: ['emp-1|SICK|KTG|2026-03-05|2026-03|REGULAR'] },
      { code: 'DAY_PAID_TWICE', daySlots: ['emp-1|SICK|KTG|2026-03-05'] },
    ]);
    // payoutDraftsOf itself never offers it again.
    expect(payoutDraftsOf('2026-03', again, ledger).drafts).toEqual([]);
  });

  it('refuses negative and inconsistent amounts and empty drafts', () => {
    const draft = draftOf('2026-03', march);
    expect(assertReleasable({ ...draft, netAmount: -1, grossAmount: -1 }, EMPTY_LEDGER).map((p) => p.code)).toEqual([
      'NEGATIVE_AMOUNT',
      'INCONSISTENT_AMOUNTS',
    ]);
    expect(assertReleasable({ ...draft, netAmount: draft.netAmount + 1 }, EMPTY_LEDGER)).toEqual([
      { code: 'INCONSISTENT_AMOUNTS', detail: 'grossAmount - offsetApplied = netAmount - carriedOffset' },
    ]);
    expect(assertReleasable({ ...draft, lines: [], periods: [], grossAmount: 0, netAmount: 0 }, EMPTY_LEDGER)).toEqual([
      { code: 'EMPTY' },
    ]);
    const waiting = booked(claimDays('2026-02-01', '2026-02-02', { isWaitingPeriodDay: true, dailyAllowance: 0 }));
    const forced = { ...draft, lines: draftOf('2026-03', march).lines.map((line) => ({ ...line, amount: 0 })) };
    expect(payoutDraftsOf('2026-02', waiting, EMPTY_LEDGER).drafts).toEqual([]);
    expect(assertReleasable(forced, EMPTY_LEDGER).map((p) => p.code)).toEqual(['EMPTY', 'INCONSISTENT_AMOUNTS']);
  });

  it('refuses a rebooking while the reversal of the line it replaces is unreleased (payee switched twice)', () => {
    // 31.03. booked for the employer (leaving date 31.03.). April: the leaving date moves to 30.03., so April books
    // the reversal for the employer and the rebooking for the person. May: it moves back to 31.03., so May books the
    // reversal for the person and the rebooking for the employer again.
    const day = claim({ date: '2026-03-31' });
    const toPerson = claim({ ...day, payee: 'INSURED_PERSON' });
    const april = booked([reversalOf(day, '2026-04'), rebookingOf(day, toPerson, '2026-04')]);
    const mayRebooking = rebookingOf(toPerson, day, '2026-05');
    const may = booked([reversalOf(rebookingOf(day, toPerson, '2026-04'), '2026-05'), mayRebooking]);
    let ledger = recordRelease(EMPTY_LEDGER, draftOf('2026-03', booked([day])), 'march');
    const [aprilEmployer, aprilPerson] = payoutDraftsOf('2026-04', april, ledger).drafts;
    const [mayEmployer, mayPerson] = payoutDraftsOf('2026-05', may, ledger).drafts;
    if (!aprilEmployer || !aprilPerson || !mayEmployer || !mayPerson) throw new Error('four drafts expected');
    expect([
      aprilEmployer.grossAmount,
      aprilPerson.grossAmount,
      mayEmployer.grossAmount,
      mayPerson.grossAmount,
    ]).toEqual([-HALF, HALF, HALF, -HALF]);
    // The employer was paid 31.03. in March; paying May's rebooking before April's reversal pays it twice.
    expect(assertReleasable(mayEmployer, ledger)).toEqual([
      { code: 'DAY_PAID_TWICE', daySlots: ['emp-1|SICK|KTG|2026-03-31'] },
    ]);
    ledger = recordRelease(ledger, aprilEmployer, 'april-employer');
    expect(assertReleasable(mayEmployer, ledger)).toEqual([]);
  });
});

describe('four eyes', () => {
  it('the approver is not the proposer', () => {
    expect(approvalProblems({ proposedBy: 'admin-a' }, 'admin-a')).toEqual(['SAME_ADMIN']);
    expect(approvalProblems({ proposedBy: 'admin-a' }, 'admin-b')).toEqual([]);
  });
});

describe('batchReleaseProblems: the one-pass guard of a release batch', () => {
  it('answers what assertReleasable and recordRelease in sequence answer: a retry and a copy in the same batch', () => {
    const draft = draftOf('2026-03', march);
    const copy = draftOf('2026-03', march);
    const april = draftOf('2026-04', booked(claimDays('2026-04-01', '2026-04-05')));
    const batch = [draft, copy, april, draft];
    let ledger = EMPTY_LEDGER;
    const sequential = new Map<number, unknown[]>();
    batch.forEach((item, index) => {
      const problems = assertReleasable(item, ledger);
      if (problems.length > 0) sequential.set(index, problems);
      else ledger = recordRelease(ledger, item, `payout-${index}`);
    });
    const batched = batchReleaseProblems(batch, EMPTY_LEDGER);
    expect(batched).toEqual(sequential);
    // The first march and april pass; the copy and the repeated draft are refused (lines and days paid).
    expect([...batched.keys()]).toEqual([1, 3]);
    expect(batched.get(1)?.map((problem) => (problem as { code: string }).code)).toEqual([
      'ALREADY_PAID',
      'DAY_PAID_TWICE',
    ]);
  });

  it('adds the caller’s problems and does not record a refused draft', () => {
    const draft = draftOf('2026-03', march);
    const batched = batchReleaseProblems([draft, draft], EMPTY_LEDGER, (_draft, index) =>
      index === 0 ? ['NO_CARRIER'] : [],
    );
    // The first is refused for its payment data, so the second (the same lines) passes.
    expect([...batched]).toEqual([[0, ['NO_CARRIER']]]);
  });
});
