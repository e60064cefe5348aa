// Engine step 3d: the amounts of a case day: the insured salary of the case (C8), the full daily allowance (KTG C2,
// UVG C5) and the employer's share of an uninsured day (issue 13 item 4, employer-share.ts). The partial day (C3),
// benefit stop and IV (C16) are daily-allowance.ts functions the day step calls directly.
import { ktgFullDailyAllowance, UVG_MAX_INSURED_EARNINGS, uvgFullDailyAllowance } from '../daily-allowance.ts';
import { type EmployerShare, type EmployerShareReason, employerShareOf } from '../employer-share.ts';
import { annualInsuredSalary, hourlyInsuredSalary, type InsuredSalary, type SalaryScope } from '../insured-salary.ts';
import type { DayDecision, DayFacts } from '../rule-set.ts';
import type { ClaimType } from '../types.ts';
import { accidentPhaseOf } from '../uvg-rules.ts';
import { type CaseState, type EngineContext, recordAt } from './context.ts';
import { type CompiledConfiguration, mappingsFor } from './tenant.ts';

const UVG_SCOPE: SalaryScope = { kind: 'UVG', maxInsuredSalary: UVG_MAX_INSURED_EARNINGS };
const WAGE_SCOPE: SalaryScope = { kind: 'WAGE', maxInsuredSalary: Number.POSITIVE_INFINITY };

/** C8: the case's insured salary under its coverage configuration (KTG), or under UVG without one. */
export function salaryOf(
  ctx: EngineContext,
  state: CaseState,
  configuration: CompiledConfiguration | null,
): InsuredSalary {
  const scope: SalaryScope = configuration
    ? {
        kind: 'KTG',
        eligibleWageTypes: configuration.eligibleWageTypes,
        maxInsuredSalary: configuration.maxInsuredSalary,
      }
    : UVG_SCOPE;
  return salaryIn(ctx, state, configuration?.id ?? 'UVG', scope);
}

function salaryIn(ctx: EngineContext, state: CaseState, key: string, scope: SalaryScope): InsuredSalary {
  let salary = state.salaries.get(key);
  if (!salary) {
    const { records, tenant } = ctx;
    // C8: the salary at the start of the case (the last wage before the incapacity), for the whole case.
    const startRecord = recordAt(records, state.start) ?? recordAt(records, state.lastDay);
    const data = startRecord?.data;
    if (!data) salary = { insuredSalary: 0, annualSalary: 0, isCapped: false, basis: 'MONTHLY', monthsAveraged: 0 };
    else if (data.salaryBasis === 'HOURLY') {
      salary = hourlyInsuredSalary(
        state.start,
        ctx.employmentStart,
        (day) => recordAt(records, day)?.data ?? null,
        (day) => mappingsFor(tenant, recordAt(records, day)?.data ?? data),
        scope,
      );
    } else salary = annualInsuredSalary(data, mappingsFor(tenant, data), scope);
    state.salaries.set(key, salary);
  }
  return salary;
}

/** C2 (KTG: salary / divisor x coverage) or C5 (UVG); 0 on a day no policy insures or after the benefit ended. */
export function fullDailyAllowanceOf(
  claimType: ClaimType,
  isInsured: boolean,
  insuredSalary: number,
  divisor: number,
  coveragePm: number,
): number {
  return !isInsured
    ? 0
    : claimType === 'ACCIDENT'
      ? uvgFullDailyAllowance(insuredSalary)
      : ktgFullDailyAllowance(insuredSalary, divisor, coveragePm);
}

/** Issue 13 item 4: the employer's share of an uninsured day (informational, employer-share.ts), or null. */
export function employerShareOfDay(
  ctx: EngineContext,
  state: CaseState,
  facts: DayFacts,
  decision: DayDecision,
  hasPolicy: boolean,
  divisor: 365 | 360,
): EmployerShare | null {
  const day = facts.day;
  const shareReason: EmployerShareReason | null = facts.isAfterLeavingDate
    ? null
    : state.claimType === 'ACCIDENT'
      ? state.accidentDay !== null && accidentPhaseOf(day, state.accidentDay) === 'EMPLOYER_DAY'
        ? 'UVG_EMPLOYER_DAY'
        : null
      : decision.isWithinShorttermRisk && !decision.isWithinContinuationOfPayment && !hasPolicy
        ? 'KTG_WAITING_DAY'
        : null;
  return shareReason === null
    ? null
    : employerShareOf(
        shareReason,
        salaryIn(ctx, state, 'WAGE', WAGE_SCOPE).insuredSalary,
        state.claimType === 'ACCIDENT' ? 365 : divisor,
        facts.incapacityPm,
      );
}
