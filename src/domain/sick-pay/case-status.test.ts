import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates.ts';
import { CASE_STATUS_TRANSITIONS, deriveCaseStatus, isAllowedTransition } from './case-status.ts';
import { CASE_STATUSES } from './types.ts';

describe('case status machine', () => {
  it('lists every transition with a trigger and reaches every status', () => {
    const reached = new Set(CASE_STATUS_TRANSITIONS.map((t) => t.to));
    for (const status of CASE_STATUSES.filter((s) => s !== 'WAITING_PERIOD' && s !== 'SHORTTERM'))
      expect(reached.has(status)).toBe(true);
    expect(CASE_STATUS_TRANSITIONS.every((t) => t.trigger.length > 0)).toBe(true);
  });

  it('allows the forward path and denial, not a jump back from CLOSED to WAITING without a relapse trigger', () => {
    expect(isAllowedTransition('WAITING_PERIOD', 'CLAIMS_ACTIVATED')).toBe(true);
    expect(isAllowedTransition('BEING_FINALIZED', 'CLOSED')).toBe(true);
    expect(isAllowedTransition('CLAIMS_ACTIVATED', 'DENIED')).toBe(true);
    expect(isAllowedTransition('CLAIMS_ACTIVATED', 'WAITING_PERIOD')).toBe(false);
    expect(isAllowedTransition('CLOSED', 'SHORTTERM')).toBe(true);
    expect(isAllowedTransition('WAITING_PERIOD', 'SHORTTERM')).toBe(true);
  });

  it('closes when the last month with money is locked, and stays BEING_FINALIZED while it is open', () => {
    const facts = {
      periods: [{ from: toEpochDay('2026-03-01'), to: toEpochDay('2026-04-10') }],
      waitingDays: [{ day: toEpochDay('2026-03-01'), isInsured: false }],
      firstActivatedDay: toEpochDay('2026-03-31'),
      exhaustedFrom: null,
      asOf: toEpochDay('2026-05-15'),
      lines: [
        { accountingMonthId: '2026-03', amount: 100 },
        { accountingMonthId: '2026-04', amount: 100 },
      ],
      denial: null,
    };
    expect(deriveCaseStatus({ ...facts, lockedMonths: new Set(['2026-03']) }).status).toBe('BEING_FINALIZED');
    expect(deriveCaseStatus({ ...facts, lockedMonths: new Set(['2026-03', '2026-04']) }).status).toBe('CLOSED');
    const denied = deriveCaseStatus({
      ...facts,
      lockedMonths: new Set(),
      denial: { reason: 'no certificate', decidedOn: toEpochDay('2026-04-01') },
    });
    expect(denied.history.at(-1)).toEqual({
      status: 'DENIED',
      date: '2026-04-01',
      trigger: 'DENIAL_DECIDED',
      accountingMonthId: null,
    });
    // Every transition in a derived history is one the machine allows.
    const statuses = denied.history.map((event) => event.status);
    for (const [index, status] of statuses.entries()) {
      if (index > 0) expect(isAllowedTransition(statuses[index - 1] ?? status, status)).toBe(true);
    }
  });
});
