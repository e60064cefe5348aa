// Engine step 3c: the engine-level counters of a case day, independent of the rule kind (the rule set keeps its
// own): the benefit frame a case counts in (C7), waiting days (C11), benefit days (C7, C16), continuation-of-pay
// days per service year (C9); and the employee's counters as the result reports them.
import { type EpochDay, isoDateOf } from '../../dates.ts';
import { PM_FULL } from '../../money.ts';
import type { DayDecision, DayFacts, RuleSet } from '../rule-set.ts';
import type { EmployeeCounters } from '../types.ts';
import { type CaseState, type EngineContext, serviceYearAt } from './context.ts';
import type { CompiledConfiguration } from './tenant.ts';

/** C7 frame model: a new case opens a frame unless it starts inside the running one. */
export function openBenefitFrame(ctx: EngineContext, state: CaseState, ruleSet: RuleSet, day: EpochDay): void {
  if (ruleSet.frameDays > 0 && state.frameStart === null) {
    let open: EpochDay | null = null;
    for (const [start, frame] of ctx.frames) if (start <= day && day <= frame.to) open = start;
    state.frameStart = open ?? day;
    if (open === null) ctx.frames.set(day, { to: day + ruleSet.frameDays - 1, benefit: 0 });
  }
}

/** Count the day: case days, the waiting period, benefit days and the frame, the case's first paid and exhausted day. */
export function countCaseDay(
  ctx: EngineContext,
  state: CaseState,
  facts: DayFacts,
  isShortterm: boolean,
  isInsuredPolicy: boolean,
  isExhausted: boolean,
  isBenefitDay: boolean,
): void {
  const day = facts.day;
  state.caseDays++;
  if (isShortterm) {
    state.waitingServed++;
    state.waitingDays.push({ day, isInsured: isInsuredPolicy });
    ctx.waitingByYear.set(facts.year, (ctx.waitingByYear.get(facts.year) ?? 0) + 1);
  } else if (state.firstActivatedDay === null && !isExhausted) state.firstActivatedDay = day;
  if (isExhausted && state.exhaustedFrom === null) state.exhaustedFrom = day;
  if (isBenefitDay) {
    state.benefitUsed++;
    if (state.frameStart !== null) {
      const frame = ctx.frames.get(state.frameStart);
      if (frame) frame.benefit++;
    }
  }
}

/** C9: the day's continuation-of-pay use and the entitlement of its service year. */
export function countContinuationOfPay(
  ctx: EngineContext,
  state: CaseState,
  facts: DayFacts,
  decision: DayDecision,
  configuration: CompiledConfiguration | null,
): void {
  const day = facts.day;
  const incapacityPm = facts.incapacityPm;
  if (decision.isWithinContinuationOfPayment) {
    state.lfzUnits += incapacityPm;
    const service = serviceYearAt(ctx, day);
    const entry = ctx.lfzByServiceYear.get(service.serviceYear) ?? {
      from: service.from,
      to: service.to,
      units: 0,
      entitlement: 0,
    };
    entry.units += incapacityPm;
    ctx.lfzByServiceYear.set(service.serviceYear, entry);
  }
  if (facts.lfzEligible) {
    const service = serviceYearAt(ctx, day);
    const entry = ctx.lfzByServiceYear.get(service.serviceYear) ?? {
      from: service.from,
      to: service.to,
      units: 0,
      entitlement: 0,
    };
    const fixed =
      configuration?.configuration.kind === 'SIMPLE' ? configuration.configuration.coverages.lfzDuration : null;
    entry.entitlement = fixed ?? facts.lfzScaleDays;
    ctx.lfzByServiceYear.set(service.serviceYear, entry);
  }
}

/** Step 5c: the employee's counters (LFZ per service year, waiting days per year, benefit frames). */
export function employeeCountersOf(ctx: EngineContext): EmployeeCounters {
  return {
    continuationOfPayment: [...ctx.lfzByServiceYear.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([serviceYear, entry]) => ({
        serviceYear,
        from: isoDateOf(entry.from),
        to: isoDateOf(entry.to),
        entitlementDays: entry.entitlement,
        usedDays: entry.units / PM_FULL,
        remainingDays: Math.max(0, entry.entitlement - entry.units / PM_FULL),
      })),
    waitingPeriodByYear: [...ctx.waitingByYear.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([year, waitingDaysServed]) => ({ year, waitingDaysServed })),
    benefitFrames: [...ctx.frames.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([from, frame]) => ({ from: isoDateOf(from), to: isoDateOf(frame.to), benefitDaysUsed: frame.benefit })),
  };
}
