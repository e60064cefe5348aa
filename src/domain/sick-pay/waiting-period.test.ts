// Issue 13 item 5: a coverage without a waiting period (shorttermDuration 0) pays from case day 1.
// Standard employee: CHF 6 500 a month -> 78 000 a year; 78 000 / 365 x 80 % = 170.958... -> 170.96 (C2).
import { describe, expect, it } from 'vitest';
import {
  absenceRange,
  asAdvanced,
  baseInput,
  claimOn,
  simpleConfig,
  tenantWith,
} from '../../testing/domain/sick-pay.ts';
import { computeEmployeeClaims } from './engine.ts';

describe('C11: a waiting period of 0 days', () => {
  const input = baseInput({
    tenant: tenantWith(simpleConfig({ coverages: { shorttermDuration: 0 } })),
    absences: absenceRange('2026-03-01', '2026-03-05'),
  });
  const result = computeEmployeeClaims(input);

  it('pays from case day 1: 5 days x 170.96 = 854.80, no waiting day served', () => {
    expect(claimOn(result, '2026-03-01')).toMatchObject({
      caseDay: 1,
      isWaitingPeriodDay: false,
      isWithinShorttermRisk: false,
      benefitDayNumber: 1,
      dailyAllowance: 17_096,
      coveredUnderPolicy: { type: 'KTG', policyNumber: 'KTG-100' },
    });
    // 5 x 170.96 = 854.80 (C4)
    expect(result.cases[0]?.totalAmount).toBe(85_480);
    expect(result.cases[0]?.counters).toMatchObject({ waitingDaysServed: 0, waitingDaysRemaining: 0 });
    expect(result.cases[0]?.status).toBe('BEING_FINALIZED');
  });

  it('gives the same claims through the ADVANCED translation (waitingDays < 0 is never true)', () => {
    const quiet = { ...input, options: { explain: false } };
    expect(computeEmployeeClaims(asAdvanced(quiet)).claims).toEqual(computeEmployeeClaims(quiet).claims);
  });
});
