// The sick-pay engine (issue 5): all of an employee's facts in, cases, per-day claims, counters and monthly totals
// out. Pure and deterministic: no clock (asOfDate is an input), no I/O, and the result does not depend on the order
// of any input list. computeEmployeeClaims runs these steps (engine-steps/, one module each):
//   0. the compiled tenant (tenant.ts, cached per tenant) and the employee's context (context.ts)
//   1. absence days -> normalised days + weekend fill (C17, cases.ts, weekend-fill.ts)
//   2. per claim type: takeover cases and counters (takeovers.ts), then qualifying days (C1, C6) -> periods ->
//      cases, relapses continue a case (C15, cases.ts)
//   3. per case day (case-day.ts): the facts (day-facts.ts), the coverage configuration's decisions
//      (simple-rules.ts / advanced-rules.ts / uvg-rules.ts), LFZ (C9, continuation-of-pay.ts), insured salary (C8),
//      allowance (C2-C5), benefit stop and IV (C16), payee (C13), policy (C11) (amounts.ts), the counters
//      (counters.ts), the explanation trail (explanation.ts)
//   4. manual corrections (adjustments.ts), locked months (C12, locked-months.ts) (corrections.ts)
//   5. counters, case status (case-status.ts) (results.ts, counters.ts), monthly totals (monthly-totals.ts)

import { absenceDaysOf, buildCases, numberCases } from './engine-steps/cases.ts';
import { createEngineContext, resetServiceYear } from './engine-steps/context.ts';
import { correctedClaims } from './engine-steps/corrections.ts';
import { employeeCountersOf } from './engine-steps/counters.ts';
import { resultCasesOf } from './engine-steps/results.ts';
import { seedTakeoverCases, seedTakeoverEmployeeCounters, sortedTakeoverCases } from './engine-steps/takeovers.ts';
import { monthlyTotals } from './monthly-totals.ts';
import type { SickPayInput, SickPayResult } from './types.ts';

export function computeEmployeeClaims(input: SickPayInput): SickPayResult {
  const ctx = createEngineContext(input);

  // 1. Absence days: normalise and fill weekends (C17) before anything counts.
  const days = absenceDaysOf(input);
  const takeovers = sortedTakeoverCases(input);

  for (const claimType of ['SICK', 'ACCIDENT'] as const) {
    resetServiceYear(ctx);
    // 2. Takeover cases: counters valid at the end of counterDate; the old system owns the days up to it.
    const { lastCase, cutOff } = seedTakeoverCases(ctx, takeovers, claimType);
    if (claimType === 'SICK') {
      seedTakeoverEmployeeCounters(ctx);
      resetServiceYear(ctx);
    }
    // 2.-3. Qualifying days -> periods -> cases (C1, C6, C15), each case day processed in order.
    buildCases(ctx, days, claimType, lastCase, cutOff);
  }
  numberCases(ctx.cases);

  // 4. Manual corrections replace the claims of their dates; then locked months (C12).
  const { claims, unappliedManualCorrections } = correctedClaims(ctx);
  const lockedSet = new Set((input.lockedMonths ?? []).map((month) => month.accountingMonthId));

  // 5. Cases with counters and status; the employee's counters; monthly totals.
  const cases = resultCasesOf(ctx, claims, lockedSet);
  const employeeCounters = employeeCountersOf(ctx);
  const { ignoredDays } = ctx;
  ignoredDays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || (a.claimType < b.claimType ? -1 : 1));
  return {
    employeeId: input.employeeId,
    cases,
    claims,
    employeeCounters,
    monthlyTotals: monthlyTotals(claims),
    ignoredDays,
    unappliedManualCorrections,
  };
}
