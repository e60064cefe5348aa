// Worked examples of the sick-pay engine, each derived by hand in the comments (issue 5 "Done when"): the
// case status and cases taken over from another system.
// Standard employee unless a test says otherwise: monthly salary CHF 6 500, employed since 2015-01-01, Bern scale,
// SIMPLE coverage with the C14 defaults (80 %, 30 waiting days per case, minimum 25 %, 720 days, cap 250 000).
// Insured salary 6 500 x 12 = 78 000; full daily allowance 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  claimOn,
  FULL,
  run,
  simpleConfig,
  sumAmounts,
  tenantWith,
} from '../../testing/domain/sick-pay.ts';

describe('case status', () => {
  const absences = absenceRange('2026-03-01', '2026-04-10');

  it('follows WAITING_PERIOD -> CLAIMS_ACTIVATED -> BEING_FINALIZED -> CLOSED', () => {
    expect(run({ absences: absenceRange('2026-03-01', '2026-03-10'), asOfDate: '2026-03-05' }).cases[0]?.status).toBe(
      'WAITING_PERIOD',
    );
    expect(run({ absences, asOfDate: '2026-04-05' }).cases[0]?.status).toBe('CLAIMS_ACTIVATED');
    const ended = run({ absences, asOfDate: '2026-04-20' });
    expect(ended.cases[0]?.statusHistory).toEqual([
      { status: 'WAITING_PERIOD', date: '2026-03-01', trigger: 'CASE_OPENED', accountingMonthId: null },
      { status: 'CLAIMS_ACTIVATED', date: '2026-03-31', trigger: 'WAITING_PERIOD_SERVED', accountingMonthId: null },
      { status: 'BEING_FINALIZED', date: '2026-04-11', trigger: 'INCAPACITY_ENDED', accountingMonthId: null },
    ]);
    const lockedMonths = ['2026-03', '2026-04'].map((month) => ({
      accountingMonthId: month,
      bookedClaims: ended.claims.filter((c) => c.accountingMonthId === month),
    }));
    const closed = run({ absences, asOfDate: '2026-05-20', lockedMonths });
    expect(closed.cases[0]?.status).toBe('CLOSED');
    expect(closed.cases[0]?.statusHistory.at(-1)).toEqual({
      status: 'CLOSED',
      date: null,
      trigger: 'LAST_CLAIMS_ACCOUNTED',
      accountingMonthId: '2026-04',
    });
  });

  it('closes at once a case that ended inside the waiting period with nothing to account', () => {
    const result = run({ absences: absenceRange('2026-03-01', '2026-03-05'), asOfDate: '2026-03-10' });
    expect(result.cases[0]?.status).toBe('CLOSED');
  });

  it('a relapse reopens the case; a denial with a reason pays nothing and uses no benefit days', () => {
    const relapse = run({
      absences: [...absences, ...absenceRange('2026-06-01', '2026-06-05')],
      asOfDate: '2026-06-03',
    });
    expect(relapse.cases[0]?.statusHistory.map((e) => [e.status, e.trigger])).toEqual([
      ['WAITING_PERIOD', 'CASE_OPENED'],
      ['CLAIMS_ACTIVATED', 'WAITING_PERIOD_SERVED'],
      ['BEING_FINALIZED', 'INCAPACITY_ENDED'],
      ['CLAIMS_ACTIVATED', 'RELAPSE'],
    ]);
    const denied = run({
      absences,
      asOfDate: '2026-04-05',
      caseDecisions: [
        {
          caseId: 'emp-1:SICK:2026-03-01',
          decision: 'DENIED',
          reason: 'no medical certificate',
          decidedOn: '2026-04-02',
        },
      ],
    });
    expect(denied.cases[0]).toMatchObject({
      status: 'DENIED',
      denial: { reason: 'no medical certificate', decidedOn: '2026-04-02' },
    });
    expect(sumAmounts(denied.claims)).toBe(0);
    expect(denied.cases[0]?.counters.benefitDaysUsed).toBe(0);
  });
});

describe('takeover counters', () => {
  it('continues a case taken over with its counters: waiting served, benefit days used', () => {
    // Old system: case from 1 Jan 2026, counters at 28 Feb: 59 case days, 30 waiting, 29 benefit days; max 40.
    // From 1 March: no waiting, benefit days 30..40 paid (11 days: 1-11 March), 12 March on exhausted.
    // LFZ: employed 1 Jan 2015, service year 12 from 1 Jan 2026, Bern 4 months = 120 days, all used by then.
    const result = run({
      tenant: tenantWith(simpleConfig({ coverages: { maxDuration: 40 } })),
      absences: absenceRange('2026-01-01', '2026-03-20'),
      takeoverCases: [
        {
          caseId: 'old-7',
          caseNumber: 7,
          claimType: 'SICK',
          startDate: '2026-01-01',
          counterDate: '2026-02-28',
          lastIncapacityDate: null,
          frameStartDate: null,
          counters: [
            { name: 'CASE_DAYS', value: 59 },
            { name: 'WAITING_DAYS', value: 30 },
            { name: 'BENEFIT_DAYS', value: 29 },
          ],
        },
      ],
      takeoverEmployeeCounters: [{ name: 'LFZ_DAYS', date: '2026-02-28', value: 120 }],
    });
    expect(result.cases.map((c) => [c.caseId, c.caseNumber, c.isTakeover])).toEqual([['old-7', 7, true]]);
    expect(claimOn(result, '2026-03-01')).toMatchObject({
      caseId: 'old-7',
      caseDay: 60,
      benefitDayNumber: 30,
      dailyAllowance: FULL,
      isWithinContinuationOfPayment: false,
    });
    expect(claimOn(result, '2026-03-11').benefitDayNumber).toBe(40);
    expect(claimOn(result, '2026-03-12').isBenefitExhausted).toBe(true);
    expect(result.claims.some((c) => c.date < '2026-03-01')).toBe(false);
    expect(result.cases[0]?.counters).toMatchObject({
      benefitDaysUsed: 40,
      benefitDaysRemaining: 0,
      waitingDaysServed: 30,
    });
  });
});

describe('takeover cases without days here (decision 0024)', () => {
  const closedOld = {
    caseId: 'old-3',
    caseNumber: 3,
    claimType: 'SICK' as const,
    startDate: '2025-09-01',
    counterDate: '2025-10-15',
    lastIncapacityDate: '2025-10-15',
    frameStartDate: null,
    counters: [{ name: 'WAITING_DAYS' as const, value: 30 }],
  };
  it('closes a case the old system ended, keeps an open one open', () => {
    const result = run({
      tenant: tenantWith(simpleConfig()),
      absences: [],
      takeoverCases: [
        closedOld,
        {
          ...closedOld,
          caseId: 'old-4',
          caseNumber: 4,
          startDate: '2026-01-05',
          counterDate: '2026-02-28',
          lastIncapacityDate: null,
        },
      ],
    });
    expect(result.cases.map((c) => [c.caseId, c.status, c.absentFrom, c.absentTo])).toEqual([
      ['old-3', 'CLOSED', '2025-09-01', '2025-10-15'],
      ['old-4', 'WAITING_PERIOD', '2026-01-05', '2026-02-28'],
    ]);
    expect(result.claims).toEqual([]);
  });
});
