// Property test of payouts (issue "payouts", Done when: "no sequence of regenerate/release/correction pays a
// case-month-period twice or pays a negative amount"; C12, C13; decision 0031). The claims come from the real engine:
// random absence changes and leaving-date moves (payee switches, C13) over half a year, months locked one after the
// other as the lock service books them (booked claims feed later computations, so corrections are REVERSAL and
// REBOOKING lines of the engine). Between locks: regenerate a month's drafts, propose, cancel, release (proposed,
// stale or regenerated drafts), and retry a release. After every step:
// (1) no payment is negative; (2) no booked line (guard key) is paid twice; (3) no day is paid twice to the same party
// (per day and party, released positive lines minus released reversals <= 1); (4) per account, paid minus owed = the
// released lines, and nothing is owed below 0. At the end, after regenerating and releasing everything in month
// order: (5) every booked line with money is paid and paid - owed = the sum of every booked month's claims.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseInput, recordData, simpleConfig, tenantWith } from '../../testing/domain/sick-pay.ts';
import { propertyRuns } from '../../testing/property-runs.ts';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import { computeEmployeeClaims } from '../sick-pay/engine.ts';
import type { AbsenceDayInput, LockedMonthInput, SickPayInput } from '../sick-pay/types.ts';
import { accountKeyOf, guardKeyOf } from './payout-keys.ts';
import { assertReleasable, EMPTY_LEDGER, recordRelease } from './release-guard.ts';
import { draftWithLines, payoutDraftsOf, storedPayoutDraftsOf } from './settlement-periods.ts';
import type { BookedClaim, PaidLedger, PayoutDraft } from './types.ts';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const START = toEpochDay('2026-01-01');

type Change = { offset: number; length: number; incapacity: number; type: 'SICK' | 'NONE' };
type Step =
  | { kind: 'change'; change: Change }
  | { kind: 'leave'; offset: number | null }
  | { kind: 'lock' }
  | { kind: 'regenerate'; pick: number }
  | { kind: 'regenerateAll' }
  | { kind: 'propose'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'release'; pick: number }
  | { kind: 'retry'; pick: number };

const pick = fc.nat({ max: 50 });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({
        offset: fc.integer({ min: 0, max: 170 }),
        length: fc.integer({ min: 1, max: 60 }),
        incapacity: fc.constantFrom(30, 50, 100),
        type: fc.constantFrom('SICK' as const, 'SICK' as const, 'NONE' as const),
      })
      .map((change) => ({ kind: 'change' as const, change })),
  },
  {
    weight: 2,
    // A few leaving dates, so that moves go back and forth over the same days (the payee switches twice, C13).
    arbitrary: fc.constantFrom(null, 25, 45, 70, 100).map((offset) => ({ kind: 'leave' as const, offset })),
  },
  { arbitrary: fc.constant({ kind: 'lock' as const }), weight: 3 },
  { arbitrary: pick.map((p) => ({ kind: 'regenerate' as const, pick: p })), weight: 2 },
  fc.constant({ kind: 'regenerateAll' as const }),
  pick.map((p) => ({ kind: 'propose' as const, pick: p })),
  pick.map((p) => ({ kind: 'cancel' as const, pick: p })),
  { arbitrary: pick.map((p) => ({ kind: 'release' as const, pick: p })), weight: 3 },
  pick.map((p) => ({ kind: 'retry' as const, pick: p })),
);

function inputOf(absences: Map<string, AbsenceDayInput>, leavingDate: string | null): SickPayInput {
  return baseInput({
    asOfDate: '2026-08-31',
    // A 10-day waiting period so that months have paid days, waiting days and 0-amount days.
    tenant: tenantWith(simpleConfig({ coverages: { shorttermDuration: 10 } })),
    records: [
      { validFrom: '2020-01-01', validTo: null, data: recordData({ dateOfEmployment: '2020-01-01', leavingDate }) },
    ],
    absences: [...absences.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    options: { explain: false },
  });
}

/** The simulated server: booked months, current drafts, the ledger and every payment made. */
type World = {
  absences: Map<string, AbsenceDayInput>;
  leavingDate: string | null;
  locked: LockedMonthInput[];
  booked: Map<string, BookedClaim[]>;
  drafts: PayoutDraft[];
  released: PayoutDraft[];
  ledger: PaidLedger;
  payments: { accountKey: string; amount: number }[];
};

function release(world: World, draft: PayoutDraft): boolean {
  if (assertReleasable(draft, world.ledger).length > 0) return false;
  world.payments.push({ accountKey: accountKeyOf(draft.payee, draft.coverageLine), amount: draft.netAmount });
  world.ledger = recordRelease(world.ledger, draft, `payout-${world.released.length + 1}`);
  world.released.push(draft);
  world.drafts = world.drafts.filter((other) => other !== draft);
  return true;
}

function regenerate(world: World, month: string) {
  const booked = world.booked.get(month) ?? [];
  const { drafts } = payoutDraftsOf(month, booked, world.ledger);
  // The server stores the drafts without their lines (storedPayoutDraftsOf) and reads them back with draftWithLines
  // from the month's booked claims by claim id: the same drafts.
  const byClaimId = new Map(booked.map((line) => [line.claim.claimId, line]));
  const stored = storedPayoutDraftsOf(month, booked, world.ledger).drafts;
  expect(
    stored.map((draft) =>
      draftWithLines(
        draft,
        draft.claimIds.flatMap((claimId) => byClaimId.get(claimId) ?? []),
      ),
    ),
  ).toEqual(drafts);
  world.drafts = [...world.drafts.filter((draft) => draft.accountingMonthId !== month), ...drafts];
}

function checkInvariants(world: World) {
  // (1) never a negative payment.
  for (const payment of world.payments) expect(payment.amount).toBeGreaterThanOrEqual(0);
  // (2) no booked line paid twice.
  const keys = world.ledger.paid.map((line) => line.guardKey);
  expect(new Set(keys).size).toBe(keys.length);
  // (3) no day paid twice to the same party.
  const slots = new Map<string, number>();
  for (const line of world.ledger.paid) {
    const key = `${line.daySlot}|${line.party}`;
    slots.set(key, (slots.get(key) ?? 0) + (line.kind === 'REVERSAL' ? -1 : 1));
  }
  for (const balance of slots.values()) expect(balance).toBeLessThanOrEqual(1);
  // (4) per account: paid - owed = the released lines; nobody owes less than nothing.
  const accounts = new Set([
    ...world.payments.map((p) => p.accountKey),
    ...world.ledger.offsets.map((o) => o.accountKey),
  ]);
  for (const account of accounts) {
    const paid = world.payments.filter((p) => p.accountKey === account).reduce((sum, p) => sum + p.amount, 0);
    const owed = world.ledger.offsets.find((o) => o.accountKey === account)?.outstanding ?? 0;
    const lines = world.ledger.paid.filter((l) => l.accountKey === account).reduce((sum, l) => sum + l.amount, 0);
    expect(owed).toBeGreaterThanOrEqual(0);
    expect(paid - owed).toBe(lines);
  }
}

function run(first: Change, steps: readonly Step[]): World {
  const world: World = {
    absences: new Map(),
    leavingDate: null,
    locked: [],
    booked: new Map(),
    drafts: [],
    released: [],
    ledger: EMPTY_LEDGER,
    payments: [],
  };
  const applyChange = (change: Change) => {
    for (let index = 0; index < change.length; index++) {
      const date = fromEpochDay(START + change.offset + index);
      world.absences.delete(date);
      if (change.type !== 'NONE') world.absences.set(date, { date, type: 'SICK', incapacityOfWork: change.incapacity });
    }
  };
  applyChange(first);
  for (const step of steps) {
    const lockedMonths = world.locked.map((month) => month.accountingMonthId);
    switch (step.kind) {
      case 'change':
        applyChange(step.change);
        break;
      case 'leave':
        world.leavingDate = step.offset === null ? null : fromEpochDay(START + step.offset);
        break;
      case 'lock': {
        const month = MONTHS[world.locked.length];
        if (!month) break;
        const now = computeEmployeeClaims({
          ...inputOf(world.absences, world.leavingDate),
          lockedMonths: world.locked,
        });
        const claims = now.claims
          .filter((claim) => claim.accountingMonthId === month)
          .map((claim) => ({ ...claim, processingStatus: 'PROCESSED' as const }));
        world.locked.push({ accountingMonthId: month, bookedClaims: claims });
        world.booked.set(
          month,
          claims.map((claim) => ({ employeeId: 'emp-1', companySubunitId: 'ZH', claim })),
        );
        break;
      }
      case 'regenerate': {
        const month = lockedMonths[step.pick % Math.max(1, lockedMonths.length)];
        if (month) regenerate(world, month);
        break;
      }
      case 'regenerateAll':
        for (const month of lockedMonths) regenerate(world, month);
        break;
      case 'propose': {
        const draft = world.drafts[step.pick % Math.max(1, world.drafts.length)];
        if (draft && !world.ledger.proposed.includes(draft)) {
          world.ledger = { ...world.ledger, proposed: [...world.ledger.proposed, draft] };
        }
        break;
      }
      case 'cancel': {
        const proposal = world.ledger.proposed[step.pick % Math.max(1, world.ledger.proposed.length)];
        world.ledger = { ...world.ledger, proposed: world.ledger.proposed.filter((other) => other !== proposal) };
        break;
      }
      case 'release': {
        // Proposed first (the four-eyes path); otherwise any current draft, stale ones included.
        const candidates = [...world.ledger.proposed, ...world.drafts];
        const draft = candidates[step.pick % Math.max(1, candidates.length)];
        if (draft) release(world, draft);
        break;
      }
      case 'retry': {
        const draft = world.released[step.pick % Math.max(1, world.released.length)];
        if (draft) expect(release(world, draft)).toBe(false);
        break;
      }
    }
    checkInvariants(world);
  }
  // Settle like a batch run: drop the proposals, regenerate every locked month against the same ledger, release every
  // draft in month order (a later month's plan on an offset the earlier one consumed is refused), until nothing moves.
  world.ledger = { ...world.ledger, proposed: [] };
  for (let round = 0; round < 12; round++) {
    let moved = false;
    for (const month of world.locked.map((m) => m.accountingMonthId)) regenerate(world, month);
    for (const draft of [...world.drafts]) moved = release(world, draft) || moved;
    checkInvariants(world);
    if (!moved) break;
  }
  return world;
}

describe('payouts over any sequence of corrections, regenerations and releases', () => {
  it('never pays a booked line or a day twice, never pays a negative amount, and pays what was booked', () => {
    fc.assert(
      fc.property(
        fc.record({
          offset: fc.integer({ min: 0, max: 120 }),
          length: fc.integer({ min: 15, max: 60 }),
          incapacity: fc.constantFrom(50, 100),
          type: fc.constant('SICK' as const),
        }),
        fc.array(stepArbitrary, { minLength: 10, maxLength: 40 }),
        (first, steps) => {
          const world = run(first, steps);
          // (5) every booked line with money is paid; paid - owed = every booked month's claims.
          const bookedClaims = [...world.booked.values()].flat();
          const paidKeys = new Set(world.ledger.paid.map((line) => line.guardKey));
          const unpaid = bookedClaims.filter((b) => b.claim.dailyAllowance !== 0 && !paidKeys.has(guardKeyOf(b)));
          expect(unpaid.map(guardKeyOf)).toEqual([]);
          const paid = world.payments.reduce((sum, payment) => sum + payment.amount, 0);
          const owed = world.ledger.offsets.reduce((sum, offset) => sum + offset.outstanding, 0);
          const bookedTotal = bookedClaims.reduce((sum, b) => sum + b.claim.dailyAllowance, 0);
          expect(paid - owed).toBe(bookedTotal);
          expect(world.drafts.every((draft) => assertReleasable(draft, world.ledger).length > 0)).toBe(true);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });

  it('the random sequences reach the interesting cases (payee switches, corrections, carried offsets)', () => {
    // Guards against a generator that silently stops producing what the property is about.
    const seen = { insuredPerson: 0, reversal: 0, carried: 0, refusedRetry: 0 };
    fc.assert(
      fc.property(
        fc.record({
          offset: fc.integer({ min: 0, max: 120 }),
          length: fc.integer({ min: 15, max: 60 }),
          incapacity: fc.constantFrom(50, 100),
          type: fc.constant('SICK' as const),
        }),
        fc.array(stepArbitrary, { minLength: 10, maxLength: 40 }),
        (first, steps) => {
          const world = run(first, steps);
          if (world.released.some((d) => d.payee.kind === 'INSURED_PERSON')) seen.insuredPerson++;
          if (world.ledger.paid.some((line) => line.kind === 'REVERSAL')) seen.reversal++;
          if (world.released.some((d) => d.carriedOffset > 0)) seen.carried++;
          if (steps.some((step) => step.kind === 'retry') && world.released.length > 0) seen.refusedRetry++;
        },
      ),
      { numRuns: propertyRuns(60), seed: 31 },
    );
    expect(Object.values(seen).every((count) => count > 0)).toBe(true);
  });
});
