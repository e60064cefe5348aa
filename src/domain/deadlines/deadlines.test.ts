// The deadline rules D1-D7 (docs/domain/deadlines.md) with worked examples: every date is worked out in the comment
// beside it, counted in calendar days (C1).
import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import {
  addDays,
  type ComputedDeadline,
  computeDeadlines,
  type DeadlineCase,
  type DeadlineDay,
  type DeadlineKind,
  deadlinesOfCase,
  type ReportsPeriods,
} from './deadlines.ts';

/** The contract's defaults: report 30, continued pay 30, pension fund 90, expiry notice 60. */
const PERIODS: ReportsPeriods = {
  reportingObligationPeriod: 30,
  continuationOfPaymentThreshold: 30,
  pensionFundReportingPeriod: 90,
  anticipatedExpiryOfUnemploymentBenefitsPeriod: 60,
};

/** Every calendar day from..to inclusive. */
function daysFrom(from: string, to: string, day: Partial<DeadlineDay> = {}): DeadlineDay[] {
  const out: DeadlineDay[] = [];
  for (let epoch = toEpochDay(from); epoch <= toEpochDay(to); epoch++) {
    out.push({
      date: fromEpochDay(epoch),
      incapacityOfWork: 100,
      isWithinContinuationOfPayment: true,
      isBenefitExhausted: false,
      ...day,
    });
  }
  return out;
}

function sickCase(from: string, to: string, overrides: Partial<DeadlineCase> = {}): DeadlineCase {
  return {
    caseId: 'c1',
    employeeId: 'E1',
    claimType: 'SICK',
    status: 'CLAIMS_ACTIVATED',
    absentFrom: from,
    absentTo: to,
    days: daysFrom(from, to),
    benefitDaysUsed: 0,
    benefitDaysRemaining: 720,
    waitingDaysRemaining: 30,
    frameStartDate: null,
    frameDays: null,
    maxDurationCountsCaseDays: false,
    ...overrides,
  };
}

function byKind(deadlines: ComputedDeadline[]): Partial<Record<DeadlineKind, ComputedDeadline>> {
  return Object.fromEntries(deadlines.map((deadline) => [deadline.kind, deadline]));
}

function dueDates(deadlines: ComputedDeadline[]): Partial<Record<DeadlineKind, string>> {
  return Object.fromEntries(deadlines.map((deadline) => [deadline.kind, deadline.dueDate]));
}

describe('deadlines of a running SICK case (projected as if the incapacity goes on)', () => {
  // Sick from Monday 2 March 2026, recorded up to today 10 March 2026 (9 days), nothing served of the 720 yet but the
  // waiting period's first 9 days: waiting 30 − 9 = 21 left, benefit days 720 left.
  const input = sickCase('2026-03-02', '2026-03-10', { waitingDaysRemaining: 21 });
  const result = byKind(deadlinesOfCase(input, PERIODS, '2026-03-10'));

  it('D1: 02.03.2026 + 30 days = 01.04.2026 (March has 31 days: 2 + 30 = 32 → 1 April)', () => {
    expect(result.INSURER_REPORT).toMatchObject({
      dueDate: '2026-04-01',
      basisDate: '2026-03-02',
      ruleId: 'D1',
      deadlineKey: 'INSURER_REPORT:c1',
      explanation: { formula: 'DAYS_AFTER', from: '2026-03-02', days: 30 },
    });
  });

  it('D2: every recorded day is within continued pay, so the threshold: 02.03 + 30 = 01.04.2026', () => {
    expect(result.CONTINUED_PAY_END).toMatchObject({ dueDate: '2026-04-01', ruleId: 'D2' });
  });

  it('D3: the current run started 02.03; 30 days of incapacity are 02.03..31.03, due the 31st day 01.04.2026', () => {
    expect(result.IV_EARLY_DETECTION).toMatchObject({ dueDate: '2026-04-01', basisDate: '2026-03-02', ruleId: 'D3' });
  });

  it('D4: 02.03.2026 + 6 months = 02.09.2026', () => {
    expect(result.IV_REGISTRATION).toMatchObject({
      dueDate: '2026-09-02',
      explanation: { formula: 'MONTHS_AFTER', from: '2026-03-02', months: 6 },
    });
  });

  it('D5: 02.03.2026 + 90 days = 31.05.2026 (29 days left in March, 30 in April, 31 in May: 29 + 30 + 31 = 90)', () => {
    expect(result.PENSION_FUND_REPORT).toMatchObject({ dueDate: '2026-05-31', ruleId: 'D5' });
  });

  it('D7: after 10.03, 21 waiting days and 720 allowance days: 10.03 + 741 + 1 days = 21.03.2028', () => {
    // 10.03.2026 + 742 days: to 10.03.2027 is 365, to 10.03.2028 is 366 more (29.02.2028 lies between): 731,
    // + 11 = 21.03.2028.
    expect(result.BENEFITS_EXHAUSTED).toMatchObject({
      dueDate: '2028-03-21',
      explanation: { formula: 'BENEFITS_REMAINING', lastDay: '2026-03-10', waitingDays: 21, remainingDays: 720 },
    });
    expect(addDays('2026-03-10', 742)).toBe('2028-03-21');
  });

  it('D6: 21.03.2028 − 60 days = 21.01.2028 (21 days back to 29.02, 29 more to 31.01, 10 more to 21.01)', () => {
    expect(result.BENEFITS_EXPIRY_NOTICE).toMatchObject({
      dueDate: '2028-01-21',
      basisDate: '2028-03-21',
      ruleId: 'D6',
      explanation: { formula: 'DAYS_BEFORE', from: '2028-03-21', days: 60 },
    });
  });
});

describe('edges: day 30 against day 31', () => {
  it('D3: an incapacity of exactly 30 days (01.04.–30.04.2026, ended) reached early detection: due 01.05.2026', () => {
    const input = sickCase('2026-04-01', '2026-04-30');
    expect(dueDates(deadlinesOfCase(input, PERIODS, '2026-06-01')).IV_EARLY_DETECTION).toBe('2026-05-01');
  });

  it('D3: 29 days (01.04.–29.04.2026, ended) did not: no early detection deadline', () => {
    const input = sickCase('2026-04-01', '2026-04-29');
    expect(dueDates(deadlinesOfCase(input, PERIODS, '2026-06-01')).IV_EARLY_DETECTION).toBeUndefined();
  });

  it('D1 with a 5-day reporting period: a 5-day case (01.04.–05.04.) is reported by 06.04; a 4-day one is not', () => {
    const periods = { ...PERIODS, reportingObligationPeriod: 5 };
    // 01.04 + 5 = 06.04; the 5 days 01.04..05.04 are complete within the case → due 06.04.2026.
    expect(dueDates(deadlinesOfCase(sickCase('2026-04-01', '2026-04-05'), periods, '2026-05-01')).INSURER_REPORT).toBe(
      '2026-04-06',
    );
    // 01.04..04.04: the case ended on day 4, before the 5 days were complete: nothing to report.
    expect(
      dueDates(deadlinesOfCase(sickCase('2026-04-01', '2026-04-04'), periods, '2026-05-01')).INSURER_REPORT,
    ).toBeUndefined();
  });

  it('D5 at day 90: 90 days from 01.01.2026 (01.01.–31.03.) reach the report due 01.04; 89 days do not', () => {
    // 31 (Jan) + 28 (Feb) + 31 (Mar) = 90 days: 01.01 + 90 = 01.04.2026.
    expect(
      dueDates(deadlinesOfCase(sickCase('2026-01-01', '2026-03-31'), PERIODS, '2026-05-01')).PENSION_FUND_REPORT,
    ).toBe('2026-04-01');
    expect(
      dueDates(deadlinesOfCase(sickCase('2026-01-01', '2026-03-30'), PERIODS, '2026-05-01')).PENSION_FUND_REPORT,
    ).toBeUndefined();
  });

  it('D4 at 6 months from 31 August: 28.02.2027 (February has no 31st), reached by an incapacity to 27.02.2027', () => {
    const input = sickCase('2026-08-31', '2027-02-27');
    expect(dueDates(deadlinesOfCase(input, PERIODS, '2027-04-01')).IV_REGISTRATION).toBe('2027-02-28');
    const shorter = sickCase('2026-08-31', '2027-02-26');
    expect(dueDates(deadlinesOfCase(shorter, PERIODS, '2027-04-01')).IV_REGISTRATION).toBeUndefined();
  });
});

describe('a case that ends before the deadline', () => {
  // Sick 02.03.–20.03.2026 (19 days), today 01.05.2026: the incapacity ended. The insurer report (due 01.04, needs
  // 30 days), early detection (01.04), the pension fund (31.05) and the IV registration (02.09) were not reached;
  // continued pay covered every day (no wage cut); the allowances were not used up.
  const input = sickCase('2026-03-02', '2026-03-20', { status: 'BEING_FINALIZED' });

  it('creates none', () => {
    expect(deadlinesOfCase(input, PERIODS, '2026-05-01')).toEqual([]);
  });

  it('while it still ran (today 20.03, the last recorded day) it had every projected one', () => {
    expect(Object.keys(dueDates(deadlinesOfCase(input, PERIODS, '2026-03-20'))).sort()).toEqual([
      'BENEFITS_EXHAUSTED',
      'BENEFITS_EXPIRY_NOTICE',
      'CONTINUED_PAY_END',
      'INSURER_REPORT',
      'IV_EARLY_DETECTION',
      'IV_REGISTRATION',
      'PENSION_FUND_REPORT',
    ]);
  });

  it('a CLOSED or DENIED case has none, even long ones', () => {
    expect(deadlinesOfCase(sickCase('2026-01-01', '2026-12-31', { status: 'CLOSED' }), PERIODS, '2027-03-01')).toEqual(
      [],
    );
    expect(deadlinesOfCase(sickCase('2026-01-01', '2026-12-31', { status: 'DENIED' }), PERIODS, '2026-06-01')).toEqual(
      [],
    );
  });
});

describe('a case across a year boundary', () => {
  // Sick from 15.12.2025, still sick on today 05.01.2026.
  const result = dueDates(deadlinesOfCase(sickCase('2025-12-15', '2026-01-05'), PERIODS, '2026-01-05'));

  it('counts straight through 1 January', () => {
    // D1/D2/D3: 15.12.2025 + 30 = 14.01.2026 (16 days to 31.12, 14 into January).
    expect(result.INSURER_REPORT).toBe('2026-01-14');
    expect(result.CONTINUED_PAY_END).toBe('2026-01-14');
    expect(result.IV_EARLY_DETECTION).toBe('2026-01-14');
    // D5: 15.12.2025 + 90 = 15.03.2026 (16 + 31 + 28 = 75 to 28.02, + 15 = 90).
    expect(result.PENSION_FUND_REPORT).toBe('2026-03-15');
    // D4: 15.12.2025 + 6 months = 15.06.2026.
    expect(result.IV_REGISTRATION).toBe('2026-06-15');
  });
});

describe('a part-time employee', () => {
  // Employed 40 %, working Monday and Tuesday; sick (100 %) from Monday 02.03.2026, the engine's case holds every
  // calendar day (weekend fill and calendar-day counting, C1/C17). The deadlines do not read the employment: the same
  // dates as a full-time employee's, counted in calendar days, not working days (30 calendar days are 8 of her
  // working days, yet early detection is due on the 31st calendar day).
  it('has the dates of a full-time employee', () => {
    const partTime = sickCase('2026-03-02', '2026-03-10', { waitingDaysRemaining: 21 });
    const result = dueDates(deadlinesOfCase(partTime, PERIODS, '2026-03-10'));
    expect(result.IV_EARLY_DETECTION).toBe('2026-04-01');
    expect(result.INSURER_REPORT).toBe('2026-04-01');
  });
});

describe('partial incapacity', () => {
  // 50 % from 01.04.2026, 30 % from 16.04 (the coverage's minimum is 25 %: every day is a case day, C1/C6): the
  // degree does not matter to IV early detection (ATSG Art. 6: partial incapacity is incapacity), 30 days
  // 01.04..30.04 → due 01.05.2026.
  it('counts every case day whatever its degree', () => {
    const days = [
      ...daysFrom('2026-04-01', '2026-04-15', { incapacityOfWork: 50 }),
      ...daysFrom('2026-04-16', '2026-04-30', { incapacityOfWork: 30 }),
    ];
    const input = sickCase('2026-04-01', '2026-04-30', { days });
    expect(dueDates(deadlinesOfCase(input, PERIODS, '2026-06-01')).IV_EARLY_DETECTION).toBe('2026-05-01');
  });

  it('a day below the minimum is no case day and interrupts the 30 days', () => {
    // 20.04 at 10 % is not in the case (the engine leaves it out): runs 01.04..19.04 (19 days) and 21.04..30.04 (10).
    const days = [...daysFrom('2026-04-01', '2026-04-19'), ...daysFrom('2026-04-21', '2026-04-30')];
    const input = sickCase('2026-04-01', '2026-04-30', { days });
    expect(dueDates(deadlinesOfCase(input, PERIODS, '2026-06-01')).IV_EARLY_DETECTION).toBeUndefined();
  });
});

describe('a relapse (the case continued after a short return, C15)', () => {
  // Sick 02.03.–20.03.2026 (19 days), back at work 21.03.–05.04, sick again from 06.04.2026 (the relapse continues
  // case c1), still sick today 10.04.2026.
  const days = [...daysFrom('2026-03-02', '2026-03-20'), ...daysFrom('2026-04-06', '2026-04-10')];
  const input = sickCase('2026-03-02', '2026-04-10', { days, waitingDaysRemaining: 6 });
  const result = byKind(deadlinesOfCase(input, PERIODS, '2026-04-10'));

  it('early detection counts uninterrupted days: from the relapse 06.04 + 30 = 06.05.2026', () => {
    expect(result.IV_EARLY_DETECTION).toMatchObject({ dueDate: '2026-05-06', basisDate: '2026-04-06' });
  });

  it('the case-wide kinds count from the case start 02.03: the report 01.04 (overdue), IV 02.09', () => {
    expect(result.INSURER_REPORT?.dueDate).toBe('2026-04-01');
    expect(result.IV_REGISTRATION?.dueDate).toBe('2026-09-02');
  });

  it('the pension fund counts uninterrupted incapacity (decision 0060): from the relapse 06.04 + 90 = 05.07.2026', () => {
    // Not 02.03. + 90 = 31.05.: the 19 days before the return do not add to the 90 of the relapse.
    expect(result.PENSION_FUND_REPORT).toMatchObject({ dueDate: '2026-07-05', basisDate: '2026-04-06' });
  });

  it('linked short spells that are over never reach the pension fund report', () => {
    // Four 12-day spells in 2025, the case over by today: no run of 90 days, no report (the case's first day + 90,
    // 06.04.2025, lies inside the case and used to make one).
    const spells = [
      ...daysFrom('2025-01-06', '2025-01-17'),
      ...daysFrom('2025-04-07', '2025-04-18'),
      ...daysFrom('2025-07-07', '2025-07-18'),
      ...daysFrom('2025-10-06', '2025-10-17'),
    ];
    const linked = sickCase('2025-01-06', '2025-10-17', { days: spells });
    expect(byKind(deadlinesOfCase(linked, PERIODS, '2026-04-10')).PENSION_FUND_REPORT).toBeUndefined();
  });

  it('one deadline per kind and case: the relapse makes no second one', () => {
    expect(deadlinesOfCase(input, PERIODS, '2026-04-10').filter((d) => d.kind === 'INSURER_REPORT')).toHaveLength(1);
  });
});

describe('continued pay (D2) from the engine', () => {
  it('the first day outside continued pay within the recorded days is the wage cut (the scale, C9)', () => {
    // Sick 01.02.–30.04.2026; in the 2nd service year the Bern scale gives one month (30 days): 01.02..02.03 within,
    // the wage cut from 03.03.2026 (28 February days + 2 of March = 30).
    const days = [
      ...daysFrom('2026-02-01', '2026-03-02'),
      ...daysFrom('2026-03-03', '2026-04-30', { isWithinContinuationOfPayment: false }),
    ];
    const input = sickCase('2026-02-01', '2026-04-30', { days });
    expect(byKind(deadlinesOfCase(input, PERIODS, '2026-04-30')).CONTINUED_PAY_END).toMatchObject({
      dueDate: '2026-03-03',
      explanation: { formula: 'CONTINUED_PAY_USED', lastDay: '2026-03-02', days: 30 },
    });
  });

  it('recorded days beyond the threshold still within continued pay: the day after them', () => {
    // Threshold 30 from 01.02 = 03.03, but the engine has every day to 20.03 within continued pay (a longer scale):
    // the wage cut cannot start before 21.03.2026.
    const input = sickCase('2026-02-01', '2026-03-20');
    expect(byKind(deadlinesOfCase(input, PERIODS, '2026-03-20')).CONTINUED_PAY_END).toMatchObject({
      dueDate: '2026-03-21',
      explanation: { formula: 'CONTINUED_PAY_BEYOND', lastDay: '2026-03-20' },
    });
  });

  it('an ended case entirely within continued pay has none', () => {
    expect(
      byKind(deadlinesOfCase(sickCase('2026-02-01', '2026-03-20'), PERIODS, '2026-04-01')).CONTINUED_PAY_END,
    ).toBeUndefined();
  });
});

describe('exhaustion of the allowances (D7) and the notice (D6)', () => {
  it('used up within the recorded days: the first day the engine marks exhausted', () => {
    // 720 allowance days used, the engine stops the allowance from 01.06.2028; still sick.
    const days = [
      ...daysFrom('2028-05-01', '2028-05-31'),
      ...daysFrom('2028-06-01', '2028-06-10', { isBenefitExhausted: true }),
    ];
    const input = sickCase('2026-05-01', '2028-06-10', { days, benefitDaysRemaining: 0, benefitDaysUsed: 720 });
    const result = byKind(deadlinesOfCase(input, PERIODS, '2028-06-10'));
    expect(result.BENEFITS_EXHAUSTED).toMatchObject({
      dueDate: '2028-06-01',
      explanation: { formula: 'BENEFITS_USED', lastDay: '2028-05-31', days: 720 },
    });
    // 01.06.2028 − 60 days = 02.04.2028 (31 days of May, 29 of April → 02.04).
    expect(result.BENEFITS_EXPIRY_NOTICE?.dueDate).toBe('2028-04-02');
  });

  it('the 900-day frame closes first: frame start + 900', () => {
    // Frame from 01.01.2026 (an earlier illness used 400 days of it); 320 allowance days left after today 01.06.2027,
    // no waiting period left: projected 01.06.2027 + 321 = 17.04.2028 (+366 to 01.06.2028 over 29.02.2028, −45);
    // the frame ends 01.01.2026 + 900 = 19.06.2028 (365 + 366 = 731 to 01.01.2028, + 169)…
    const later = sickCase('2027-06-01', '2027-06-01', {
      benefitDaysRemaining: 320,
      waitingDaysRemaining: 0,
      frameStartDate: '2026-01-01',
      frameDays: 900,
    });
    expect(addDays('2027-06-01', 321)).toBe('2028-04-17');
    expect(addDays('2026-01-01', 900)).toBe('2028-06-19');
    expect(byKind(deadlinesOfCase(later, PERIODS, '2027-06-01')).BENEFITS_EXHAUSTED?.dueDate).toBe('2028-04-17');
    // …with 500 days left the projection (01.06.2027 + 501 = 14.10.2028) passes the frame's end: 19.06.2028.
    const frame = { ...later, benefitDaysRemaining: 500 };
    expect(byKind(deadlinesOfCase(frame, PERIODS, '2027-06-01')).BENEFITS_EXHAUSTED).toMatchObject({
      dueDate: '2028-06-19',
      explanation: { formula: 'FRAME_END', from: '2026-01-01', days: 900 },
    });
  });

  it('CASE_DAYS counting: the waiting days are inside the maximum, not added', () => {
    // 730 case days counted from 01.03.2026; recorded to 10.03 (10 used, 720 left): 10.03 + 721 = 29.02.2028
    // (10.03.2028 is + 731 over 29.02.2028; 10 days earlier). With the 20 waiting days added it would be 20.03.2028.
    const input = sickCase('2026-03-01', '2026-03-10', {
      benefitDaysRemaining: 720,
      waitingDaysRemaining: 20,
      maxDurationCountsCaseDays: true,
    });
    expect(byKind(deadlinesOfCase(input, PERIODS, '2026-03-10')).BENEFITS_EXHAUSTED?.dueDate).toBe('2028-02-29');
  });

  it('no maximum: neither', () => {
    const input = sickCase('2026-03-01', '2026-03-10', { benefitDaysRemaining: null });
    const kinds = deadlinesOfCase(input, PERIODS, '2026-03-10').map((d) => d.kind);
    expect(kinds).not.toContain('BENEFITS_EXHAUSTED');
    expect(kinds).not.toContain('BENEFITS_EXPIRY_NOTICE');
  });
});

describe('ACCIDENT cases', () => {
  it('have the insurer report, the IV kinds and the pension fund report; no continued pay or 720/730 kinds', () => {
    const input = sickCase('2026-03-02', '2026-03-10', { claimType: 'ACCIDENT' });
    expect(
      deadlinesOfCase(input, PERIODS, '2026-03-10')
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['INSURER_REPORT', 'IV_EARLY_DETECTION', 'IV_REGISTRATION', 'PENSION_FUND_REPORT']);
  });

  it('a day with a UVG and a UVGZ line counts once', () => {
    // 01.04..30.04 with two lines a day: still 30 days, due 01.05.2026.
    const days = daysFrom('2026-04-01', '2026-04-30').flatMap((day) => [day, day]);
    const input = sickCase('2026-04-01', '2026-04-30', { claimType: 'ACCIDENT', days });
    expect(dueDates(deadlinesOfCase(input, PERIODS, '2026-06-01')).IV_EARLY_DETECTION).toBe('2026-05-01');
  });
});

describe('computeDeadlines', () => {
  it('gives every case its own keys', () => {
    const first = sickCase('2026-03-02', '2026-03-10');
    const second = { ...sickCase('2026-03-02', '2026-03-10'), caseId: 'c2', claimType: 'ACCIDENT' as const };
    const keys = computeDeadlines([first, second], PERIODS, '2026-03-10').map((d) => d.deadlineKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('IV_REGISTRATION:c2');
  });
});
