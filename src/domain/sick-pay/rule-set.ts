// The decisions a coverage configuration makes for one case day, whatever its kind (SIMPLE, ADVANCED) or the UVG
// law. The engine (engine.ts) supplies the facts of the day, asks for a decision and then commits it, so that a
// rule set can count what it needs (waiting days, benefit days, LFZ days) in its own state.
import type { EpochDay } from '../dates.ts';
import type { ExplanationStep, ReimbursementType, TakeoverCaseCounter, TakeoverEmployeeCounter } from './types.ts';

export type DayFacts = {
  caseId: string;
  day: EpochDay;
  year: number;
  incapacityPm: number;
  /** C1: 1 for the first qualifying day of the case; relapse days continue the count (C15). */
  caseDay: number;
  calendarDayOfCase: number;
  isRelapse: boolean;
  isAfterLeavingDate: boolean;
  serviceYear: number;
  lfzEligible: boolean;
  /** The configured scale's entitlement for the day's service year (0 when not eligible, C9). */
  lfzScaleDays: number;
  /** First day of the benefit frame the case counts in (C7 frame model), or null. */
  frameStart: EpochDay | null;
  /** 1-based day of the frame, 0 without a frame. */
  frameDay: number;
};

export type DayDecision = {
  /** C11: waiting-period day, the employer's short-term risk. */
  isWithinShorttermRisk: boolean;
  /** C7: the day is inside the maximum benefit duration (always true on short-term days). */
  isWithinBenefitDuration: boolean;
  coveragePm: number;
  reimbursementType: ReimbursementType;
  /** C9 / C10: the day lies inside the employer's continuation of pay. */
  isWithinContinuationOfPayment: boolean;
  lfzCoveragePm: number;
  steps: ExplanationStep[] | null;
};

export type Remaining = { waitingDays: number | null; benefitDays: number | null };

export interface RuleSet {
  /** Length of the benefit frame in days (C7 frame model), 0 when the rule set has none. */
  readonly frameDays: number;
  decide(facts: DayFacts, explain: boolean, configurationVersion: string): DayDecision;
  /** Record the day once the engine knows whether it used a benefit day (C7, C16: 0 % days use none). */
  commit(facts: DayFacts, decision: DayDecision, isBenefitDay: boolean): void;
  /** TAKEOVER starting values of a case, valid at the end of `day` (that day's facts). */
  seedCase(facts: DayFacts, counter: TakeoverCaseCounter, value: number): void;
  seedEmployee(facts: DayFacts, counter: TakeoverEmployeeCounter, value: number): void;
  /** What is left of the waiting period and the benefit duration after the facts' day. */
  remaining(facts: DayFacts): Remaining;
  /** ADVANCED: the case-scoped counters in days; {} for rule sets without declared counters. */
  caseCounters(caseId: string): Record<string, number>;
}

export function step(
  conventionId: string,
  rule: string,
  inputs: ExplanationStep['inputs'],
  result: ExplanationStep['result'],
  configurationVersion: string,
): ExplanationStep {
  return { conventionId, rule, inputs, result, configurationVersion };
}
