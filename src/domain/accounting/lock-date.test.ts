// A lock books no day that has not happened (issue 28 section 3; decision 0041; C12). Worked example with the engine:
// an employee earning 6 000 a month (insured 72 000; 72 000 / 365 = 197.26; 80 % = 157.81 a day, C14) is sick at 100 %
// from 01.10. to 10.12.2026; the 30 waiting days are 01.–30.10., every day from 31.10. pays 157.81.
// - November locked on 28.11.: 01.–28.11. booked, 28 x 157.81 = 4 418.68; 29.–30.11. not booked.
// - Recomputed with November locked: 29.–30.11. are REBOOKING corrections in December (the first open month), 2 x
//   157.81 = 315.62, beside December's own 01.–10.12. (10 x 157.81 = 1 578.10).
// - December locked on 15.12. (29.–30.11. have happened): 315.62 + 1 578.10 = 1 893.72 booked.
// - Booked over both months: 4 418.68 + 1 893.72 = 6 312.40 = 40 x 157.81, what the days 01.11.–10.12. pay.
import { describe, expect, it } from 'vitest';
import { absenceRange, baseInput, recordData } from '../../testing/domain/sick-pay.ts';
import { computeEmployeeClaims } from '../sick-pay/engine.ts';
import type { Claim, LockedMonthInput } from '../sick-pay/types.ts';
import { firstDayOf, lockDateOf, monthHasBegun, splitAtLockDate } from './lock-date.ts';
import { type BookableClaim, snapshotLinesOf } from './snapshots.ts';

const DAY = 15_781;

function compute(lockedMonths: LockedMonthInput[]) {
  return computeEmployeeClaims(
    baseInput({
      asOfDate: '2026-11-28',
      records: [
        {
          validFrom: '2015-01-01',
          validTo: null,
          data: recordData({ wageTypes: [{ wageTypeId: '1000', amount: 6_000 }] }),
        },
      ],
      absences: absenceRange('2026-10-01', '2026-12-10'),
      lockedMonths,
    }),
  ).claims;
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

const person = () => ({
  personnelNumber: '7',
  firstName: 'Anna',
  lastName: 'Meier',
  entity: { companySubunitId: null, processingGroupId: null },
});
const total = (claims: readonly Claim[]) => claims.reduce((sum, claim) => sum + claim.dailyAllowance, 0);
const inMonth = (claims: readonly Claim[], month: string) =>
  claims.filter((claim) => claim.accountingMonthId === month);

/** What a lock of `month` on `today` books (as the lock service does): the month's claims up to the lock date. */
function lock(claims: readonly Claim[], month: string, today: string) {
  const { booked, later } = splitAtLockDate(inMonth(claims, month), lockDateOf(month, today));
  const locked: LockedMonthInput = {
    accountingMonthId: month,
    bookedClaims: booked.map((claim) => ({ ...claim, processingStatus: 'PROCESSED' as const })),
  };
  return { booked, later, locked, lines: snapshotLinesOf(month, booked.map(bookable), person) };
}

describe('a lock books no day after its lock date (decision 0041)', () => {
  it('a month is submitted and locked from its first day; the lock date is today or the last day of a past month', () => {
    expect(monthHasBegun('2026-12', '2026-11-28')).toBe(false);
    expect(monthHasBegun('2026-12', '2026-12-01')).toBe(true);
    expect(monthHasBegun('2026-11', '2026-11-28')).toBe(true);
    expect(firstDayOf('2026-12')).toBe('2026-12-01');
    expect(lockDateOf('2026-11', '2026-11-28')).toBe('2026-11-28');
    expect(lockDateOf('2026-10', '2026-11-28')).toBe('2026-10-31');
    expect(lockDateOf('2026-02', '2026-11-28')).toBe('2026-02-28');
  });

  it('lock on 28.11.: 01.–28.11. booked, 29.–30.11. follow as corrections in December and are booked there', () => {
    const fresh = compute([]);
    // November pays every day: 30 x 157.81 = 4 734.30.
    expect(total(inMonth(fresh, '2026-11'))).toBe(30 * DAY);

    const november = lock(fresh, '2026-11', '2026-11-28');
    expect(november.booked.map((claim) => claim.date)).toEqual(
      Array.from({ length: 28 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`),
    );
    expect(november.later.map((claim) => claim.date)).toEqual(['2026-11-29', '2026-11-30']);
    // One line 01.–28.11.: 28 x 157.81 = 4 418.68.
    expect(
      november.lines.map((line) => [line.startDate, line.endDate, line.days, line.amount, line.isCorrection]),
    ).toEqual([['2026-11-01', '2026-11-28', 28, 28 * DAY, false]]);
    expect(28 * DAY).toBe(441_868);

    // With November locked, the engine reports November as booked and moves 29.–30.11. into December (C12).
    const afterLock = compute([november.locked]);
    expect(total(inMonth(afterLock, '2026-11'))).toBe(441_868);
    const december = inMonth(afterLock, '2026-12');
    expect(
      december
        .filter((claim) => claim.isCorrection)
        .map((claim) => [claim.date, claim.correctionKind, claim.dailyAllowance]),
    ).toEqual([
      ['2026-11-29', 'REBOOKING', DAY],
      ['2026-11-30', 'REBOOKING', DAY],
    ]);
    // December: 2 x 157.81 = 315.62 of November plus 10 x 157.81 = 1 578.10 of its own = 1 893.72.
    expect(total(december)).toBe(12 * DAY);
    expect(12 * DAY).toBe(189_372);

    // 15.12.: December has begun and 29.–30.11. have happened. Its lock books them with 01.–10.12.; nothing is later.
    const decemberLock = lock(afterLock, '2026-12', '2026-12-15');
    expect(decemberLock.later).toEqual([]);
    expect(
      decemberLock.lines.map((line) => [
        line.startDate,
        line.endDate,
        line.days,
        line.amount,
        line.correctionKind,
        line.correctedMonthId,
      ]),
    ).toEqual([
      ['2026-12-01', '2026-12-10', 10, 157_810, null, null],
      ['2026-11-29', '2026-11-30', 2, 31_562, 'REBOOKING', '2026-11'],
    ]);

    // Booked over both months = what 01.11.–10.12. pay without any lock: 441 868 + 189 372 = 631 240 = 40 x 157.81.
    const booked = [...november.lines, ...decemberLock.lines].reduce((sum, line) => sum + line.amount, 0);
    expect(booked).toBe(631_240);
    expect(booked).toBe(total(inMonth(fresh, '2026-11')) + total(inMonth(fresh, '2026-12')));
    // After both locks nothing is left to correct.
    const afterBoth = compute([november.locked, decemberLock.locked]);
    expect(afterBoth.filter((claim) => claim.accountingMonthId > '2026-12')).toEqual([]);
  });

  it('December locked on 05.12.: 29.–30.11. and 01.–05.12. booked, 06.–10.12. follow into January', () => {
    const november = lock(compute([]), '2026-11', '2026-11-28');
    const december = lock(compute([november.locked]), '2026-12', '2026-12-05');
    // Booked: 29.–30.11. (2 x 157.81) and 01.–05.12. (5 x 157.81) = 7 x 157.81 = 1 104.67.
    expect(december.booked.reduce((sum, claim) => sum + claim.dailyAllowance, 0)).toBe(7 * DAY);
    expect(december.later.map((claim) => claim.date)).toEqual([
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
    ]);
    const january = inMonth(compute([november.locked, december.locked]), '2027-01');
    expect(january.map((claim) => [claim.date, claim.correctionKind, claim.dailyAllowance])).toEqual(
      ['06', '07', '08', '09', '10'].map((day) => [`2026-12-${day}`, 'REBOOKING', DAY]),
    );
  });
});
