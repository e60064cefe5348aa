// Engine step 2a: cases and counters taken over from another system (insured-person takeover). A takeover case's
// counters are valid at the end of its counterDate and the old system owns the days up to it; the employee-level
// counters (LFZ days, waiting days of the year) seed the rule sets and the reports.
import { type EpochDay, toEpochDay } from '../../dates.ts';
import { PM_FULL } from '../../money.ts';
import type { ClaimType, SickPayInput, TakeoverCaseInput } from '../types.ts';
import {
  type CaseState,
  configurationAt,
  type EngineContext,
  newCase,
  optionalDay,
  recordAt,
  ruleSetFor,
  serviceYearAt,
} from './context.ts';
import { dayFacts } from './day-facts.ts';

/** The takeover cases by start date, then id: never the input order. */
export function sortedTakeoverCases(input: SickPayInput): TakeoverCaseInput[] {
  return [...(input.takeoverCases ?? [])].sort(
    (a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) || (a.caseId < b.caseId ? -1 : 1),
  );
}

/**
 * The takeover cases of a claim type, with their counters seeded: the last of them (a relapse may continue it) and
 * the cut-off day up to which the old system owns the days.
 */
export function seedTakeoverCases(
  ctx: EngineContext,
  takeovers: readonly TakeoverCaseInput[],
  claimType: ClaimType,
): { lastCase: CaseState | null; cutOff: EpochDay } {
  let lastCase: CaseState | null = null;
  let cutOff = Number.NEGATIVE_INFINITY;
  for (const takeover of takeovers) {
    if (takeover.claimType !== claimType) continue;
    const counterDay = toEpochDay(takeover.counterDate);
    const values: Record<string, number> = {};
    for (const counter of takeover.counters) values[counter.name] = counter.value;
    const state = newCase(ctx, takeover.caseId, claimType, toEpochDay(takeover.startDate), takeover);
    state.lastDay = optionalDay(takeover.lastIncapacityDate) ?? counterDay;
    state.caseDays = values.CASE_DAYS ?? 0;
    state.waitingServed = values.WAITING_DAYS ?? 0;
    state.benefitUsed = values.BENEFIT_DAYS ?? 0;
    const record = recordAt(ctx.records, counterDay);
    const configuration = record && claimType === 'SICK' ? configurationAt(ctx, counterDay, record.data) : null;
    const ruleSet = claimType === 'ACCIDENT' ? ctx.uvgRuleSet : configuration ? ruleSetFor(ctx, configuration) : null;
    if (ruleSet && ruleSet.frameDays > 0) {
      state.frameStart = optionalDay(takeover.frameStartDate) ?? state.start;
      ctx.frames.set(state.frameStart, {
        to: state.frameStart + ruleSet.frameDays - 1,
        benefit: values.FRAME_BENEFIT_DAYS ?? 0,
      });
    }
    const facts = dayFacts(ctx, state, counterDay, PM_FULL, false, configuration);
    if (ruleSet) {
      for (const counter of takeover.counters) ruleSet.seedCase(facts, counter.name, counter.value);
      state.lastRuleSet = ruleSet;
    }
    state.lastFacts = facts;
    ctx.cases.push(state);
    lastCase = state;
    cutOff = Math.max(cutOff, counterDay);
  }
  return { lastCase, cutOff };
}

/** Employee-level takeover counters: LFZ days of a service year (C9), waiting days of a calendar year. */
export function seedTakeoverEmployeeCounters(ctx: EngineContext): void {
  for (const counter of ctx.input.takeoverEmployeeCounters ?? []) {
    const day = toEpochDay(counter.date);
    const record = recordAt(ctx.records, day);
    const configuration = record ? configurationAt(ctx, day, record.data) : null;
    const probe = newCase(ctx, 'takeover', 'SICK', day, null);
    const facts = dayFacts(ctx, probe, day, PM_FULL, false, configuration);
    if (configuration) ruleSetFor(ctx, configuration).seedEmployee(facts, counter.name, counter.value);
    if (counter.name === 'LFZ_DAYS') {
      const service = serviceYearAt(ctx, day);
      ctx.lfzByServiceYear.set(service.serviceYear, {
        from: service.from,
        to: service.to,
        units: counter.value * PM_FULL,
        entitlement: facts.lfzScaleDays,
      });
    } else ctx.waitingByYear.set(facts.year, counter.value);
  }
}
