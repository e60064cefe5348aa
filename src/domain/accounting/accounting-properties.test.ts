// Property test of the accounting (issue 14 "Done when"; C12): for any sequence of absence changes and month locks,
// (1) a locked month's snapshot lines never change afterwards, and (2) the booked lines over all months (locked
// snapshots plus the open months' lines, corrections included) sum to the current computation without locks.
// The lock is simulated as the service does it: the month's claim lines become booked claims (the engine's input
// for later recomputations) and snapshot lines (snapshotLinesOf).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseInput, recordData, simpleConfig, tenantWith } from '../../testing/domain/sick-pay.ts';
import { propertyRuns } from '../../testing/property-runs.ts';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import { computeEmployeeClaims } from '../sick-pay/engine.ts';
import type { AbsenceDayInput, Claim, LockedMonthInput, SickPayInput } from '../sick-pay/types.ts';
import { type BookableClaim, snapshotLinesOf } from './snapshots.ts';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const START = toEpochDay('2026-01-01');

type Change = { offset: number; length: number; incapacity: number; type: 'SICK' | 'ACCIDENT' | 'NONE' };
type Step = { kind: 'change'; change: Change } | { kind: 'lock' };

const changeArbitrary: fc.Arbitrary<Change> = fc.record({
  offset: fc.integer({ min: 0, max: 170 }),
  length: fc.integer({ min: 1, max: 45 }),
  incapacity: fc.constantFrom(20, 50, 100),
  // NONE removes the absences of the days (the person was fit after all).
  type: fc.constantFrom('SICK' as const, 'SICK' as const, 'ACCIDENT' as const, 'NONE' as const),
});

const stepsArbitrary: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    changeArbitrary.map((change) => ({ kind: 'change' as const, change })),
    fc.constant({ kind: 'lock' as const }),
  ),
  { minLength: 2, maxLength: 10 },
);

function applyChange(absences: Map<string, AbsenceDayInput>, change: Change) {
  for (let index = 0; index < change.length; index++) {
    const date = fromEpochDay(START + change.offset + index);
    absences.delete(date);
    if (change.type !== 'NONE') absences.set(date, { date, type: change.type, incapacityOfWork: change.incapacity });
  }
}

function inputOf(absences: Map<string, AbsenceDayInput>): SickPayInput {
  return baseInput({
    asOfDate: '2026-08-31',
    tenant: tenantWith(
      simpleConfig({ insuredPeriod: { from: '2020-01-01', till: null, eligibleAbsenceTypes: ['SICK', 'ACCIDENT'] } }),
    ),
    records: [
      {
        validFrom: '2020-01-01',
        validTo: null,
        data: recordData({ dateOfEmployment: '2020-01-01', wageTypes: [{ wageTypeId: '1000', amount: 6_000 }] }),
      },
    ],
    absences: [...absences.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    options: { explain: false },
  });
}

function bookable(claim: Claim): BookableClaim {
  return {
    claimId: claim.claimId,
    employeeId: 'emp-1',
    caseId: claim.caseId,
    caseNumber: 1,
    claimType: claim.claimType,
    coverageLine: claim.coverageLine,
    date: claim.date,
    reimbursementType: claim.reimbursementType,
    dailyRate: claim.dailyRate,
    dailyAllowance: claim.dailyAllowance,
    incapacityOfWork: claim.incapacityOfWork,
    coverage: claim.coverage,
    isWithinShorttermRisk: claim.isWithinShorttermRisk,
    isWithinContinuationOfPayment: claim.isWithinContinuationOfPayment,
    isCorrection: claim.isCorrection,
    correctionKind: claim.correctionKind,
    manualCorrectionId: claim.manualCorrectionId,
    salaryExportAccountId: null,
    caseDay: claim.caseDay,
    benefitDayNumber: claim.benefitDayNumber,
    isWaitingPeriodDay: claim.isWaitingPeriodDay,
  };
}

const person = {
  personnelNumber: '7',
  firstName: 'Anna',
  lastName: 'Meier',
  entity: { companySubunitId: null, processingGroupId: null },
};
const sum = (values: readonly { amount: number }[]) => values.reduce((total, value) => total + value.amount, 0);

describe('accounting over any sequence of changes and locks (C12)', () => {
  it('locked snapshots never change, and booked plus open lines equal the current computation', () => {
    fc.assert(
      fc.property(changeArbitrary, stepsArbitrary, (first, steps) => {
        const absences = new Map<string, AbsenceDayInput>();
        applyChange(absences, first);
        const locked: LockedMonthInput[] = [];
        const snapshots = new Map<string, ReturnType<typeof snapshotLinesOf>>();
        for (const step of steps) {
          if (step.kind === 'change') {
            applyChange(absences, step.change);
            continue;
          }
          const month = MONTHS[locked.length];
          if (!month) continue;
          // Lock the next month: what the engine reports for it now is booked, as the lock service books it.
          const now = computeEmployeeClaims({ ...inputOf(absences), lockedMonths: locked });
          const lines = now.claims.filter((claim) => claim.accountingMonthId === month);
          locked.push({
            accountingMonthId: month,
            bookedClaims: lines.map((claim) => ({ ...claim, processingStatus: 'PROCESSED' as const })),
          });
          snapshots.set(
            month,
            snapshotLinesOf(month, lines.map(bookable), () => person),
          );
          // A snapshot line sums its days: the month's lines and its claims carry the same money.
          expect(sum(snapshots.get(month) ?? [])).toBe(lines.reduce((total, claim) => total + claim.dailyAllowance, 0));
        }
        const result = computeEmployeeClaims({ ...inputOf(absences), lockedMonths: locked });
        // (1) Every locked month reports exactly what was booked.
        for (const month of locked) {
          const reported = result.claims.filter(
            (claim) => claim.accountingMonthId === month.accountingMonthId && !claim.claimId.includes('#'),
          );
          const booked = month.bookedClaims.filter((claim) => !claim.claimId.includes('#'));
          expect(reported.map((claim) => [claim.claimId, claim.dailyAllowance])).toEqual(
            booked.map((claim) => [claim.claimId, claim.dailyAllowance]),
          );
        }
        // (2) Booked (snapshots of the locked months) plus every line of the open months = the computation now.
        const lockedIds = new Set(locked.map((month) => month.accountingMonthId));
        const booked = [...snapshots.values()].reduce((total, lines) => total + sum(lines), 0);
        const open = result.claims
          .filter((claim) => !lockedIds.has(claim.accountingMonthId))
          .reduce((total, claim) => total + claim.dailyAllowance, 0);
        const current = computeEmployeeClaims(inputOf(absences)).claims.reduce(
          (total, claim) => total + claim.dailyAllowance,
          0,
        );
        expect(booked + open).toBe(current);
        // New corrections go to open months only (a locked month may hold corrections booked with it).
        const bookedIds = new Set(locked.flatMap((month) => month.bookedClaims.map((claim) => claim.claimId)));
        const fresh = result.claims.filter((claim) => claim.isCorrection && !bookedIds.has(claim.claimId));
        expect(fresh.every((claim) => !lockedIds.has(claim.accountingMonthId))).toBe(true);
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});
