// Engine step 3a: the facts of one case day that every rule set decides on (rule-set.ts DayFacts): the case day
// (C1), relapse (C15), leaving date (C13), service year and continuation-of-pay eligibility (C9), benefit frame (C7).
import { civilOf, type EpochDay } from '../../dates.ts';
import { scaleDays } from '../continuation-of-pay.ts';
import type { DayFacts } from '../rule-set.ts';
import { type CaseState, type EngineContext, serviceYearAt } from './context.ts';
import type { CompiledConfiguration } from './tenant.ts';

export function dayFacts(
  ctx: EngineContext,
  state: CaseState,
  day: EpochDay,
  incapacityPm: number,
  isRelapse: boolean,
  configuration: CompiledConfiguration | null,
): DayFacts {
  const service = serviceYearAt(ctx, day);
  const isAfterLeavingDate = ctx.leavingDate !== null && day > ctx.leavingDate;
  const lfzEligible = state.claimType === 'SICK' && day >= ctx.lfzEligibleFrom && !isAfterLeavingDate;
  const scale = configuration?.configuration.continuationOfPaymentScale ?? 'BERN';
  return {
    caseId: state.caseId,
    day,
    year: civilOf(day).year,
    incapacityPm,
    caseDay: state.caseDays + 1,
    calendarDayOfCase: day - state.start + 1,
    isRelapse,
    isAfterLeavingDate,
    serviceYear: service.serviceYear,
    lfzEligible,
    lfzScaleDays: lfzEligible ? scaleDays(scale, service.serviceYear) : 0,
    frameStart: state.frameStart,
    frameDay: state.frameStart === null ? 0 : day - state.frameStart + 1,
  };
}
