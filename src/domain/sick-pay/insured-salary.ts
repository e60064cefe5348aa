// Insured salary (C8): the sum over the coverage's eligible wage types of amount x the wage-type mapping's
// factor, annualised, capped by the policy's maximum insured salary.
// - YEARLY amounts are annual; MONTHLY amounts x 12, except a GRATUITY wage type (a 13th salary) which adds one
//   month (x 1). A record without a salary basis is read as MONTHLY, the most common basis.
// - HOURLY earners: each temporal record carries the earnings of every calendar month it covers. The insured salary
//   is the average of the (up to) 12 full months before the month the case starts, annualised (x 12); with no
//   full month yet, the current month's earnings x 12 ("since entry, annualised").
// - KTG: the coverage's eligibleWageTypes, never CHILD_FAMILIY_BENEFITS.
// - UVG (and UVGZ, which insures the part above the UVG maximum): the AHV wage, i.e. EVERY mapped wage type with
//   its factor: base salary, holiday pay, the 13th salary (GRATUITY: contractually owed, swiss-rules 4.2), family
//   allowances (UVV Art. 22) and regular allowances such as shift or on-call pay mapped as OTHER (swiss-rules 4.2).
//   One-off payments that are not owed (severance, discretionary bonuses) have no grape wage type: a tenant leaves
//   them unmapped, and an unmapped wage type counts for nothing (C8: "every mapped wage type except one-off
//   payments not owed"). The coverage's eligibleWageTypes list is a KTG setting and does not narrow UVG.
import { addMonths, civilOf, type EpochDay, epochDayOf } from '../dates.ts';
import { chfToRappen, divRoundHalfUp, FACTOR_UNIT } from '../money.ts';
import type { AppliesTo, EmployeeRecordData, GrapeWageType, WageTypeMapping } from './types.ts';

export type ResolvedMapping = { grapeWageType: GrapeWageType; factorMicro: number };

function specificity(appliesTo: AppliesTo): number {
  return (appliesTo.companySubunitId === null ? 0 : 2) + (appliesTo.processingGroupId === null ? 0 : 1);
}

/** Does an appliesTo (null = whole organisation) match the employee's subunit and processing group? */
export function appliesToMatches(
  appliesTo: AppliesTo,
  companySubunitId: string | null,
  processingGroupId: string | null,
): boolean {
  return (
    (appliesTo.companySubunitId === null || appliesTo.companySubunitId === companySubunitId) &&
    (appliesTo.processingGroupId === null || appliesTo.processingGroupId === processingGroupId)
  );
}

/** Order candidates: the most specific appliesTo first (subunit and group > subunit > group > everyone). */
export function compareSpecificity(a: AppliesTo, b: AppliesTo): number {
  return specificity(b) - specificity(a);
}

/** The tenant's wage-type mappings as seen by one subunit / processing group: the most specific one per wage type. */
export function resolveMappings(
  mappings: readonly WageTypeMapping[],
  companySubunitId: string | null,
  processingGroupId: string | null,
): Map<string, ResolvedMapping> {
  const best = new Map<string, { mapping: WageTypeMapping; specificity: number }>();
  for (const mapping of mappings) {
    if (!appliesToMatches(mapping.appliesTo, companySubunitId, processingGroupId)) continue;
    const rank = specificity(mapping.appliesTo);
    const current = best.get(mapping.wageTypeId);
    // Equal specificity: the larger factor, then the grape type name, so that the input order never matters.
    if (
      !current ||
      rank > current.specificity ||
      (rank === current.specificity &&
        (mapping.factor > current.mapping.factor ||
          (mapping.factor === current.mapping.factor && mapping.grapeWageType < current.mapping.grapeWageType)))
    ) {
      best.set(mapping.wageTypeId, { mapping, specificity: rank });
    }
  }
  const resolved = new Map<string, ResolvedMapping>();
  for (const [wageTypeId, { mapping }] of best) {
    resolved.set(wageTypeId, {
      grapeWageType: mapping.grapeWageType,
      factorMicro: Math.round(mapping.factor * FACTOR_UNIT),
    });
  }
  return resolved;
}

export type SalaryScope =
  | { kind: 'KTG'; eligibleWageTypes: ReadonlySet<string>; maxInsuredSalary: number }
  | { kind: 'UVG'; maxInsuredSalary: number }
  /** The wage the employer owes (employer-share.ts): every mapped wage type but family allowances, no cap. */
  | { kind: 'WAGE'; maxInsuredSalary: number };

function isEligible(scope: SalaryScope, wageTypeId: string, grapeWageType: GrapeWageType): boolean {
  // C8: UVG insured earnings are the AHV wage, every mapped wage type (OTHER = regular allowances included).
  if (scope.kind === 'UVG') return true;
  if (scope.kind === 'WAGE') return grapeWageType !== 'CHILD_FAMILIY_BENEFITS';
  // C8: KTG excludes family allowances even when the configuration lists them.
  return scope.eligibleWageTypes.has(wageTypeId) && grapeWageType !== 'CHILD_FAMILIY_BENEFITS';
}

/** Sum of amount x factor over eligible wage types, in micro-Rappen; gratuity kept apart for annualising. */
function eligibleSums(
  data: EmployeeRecordData,
  mappings: ReadonlyMap<string, ResolvedMapping>,
  scope: SalaryScope,
): { regular: number; gratuity: number } {
  let regular = 0;
  let gratuity = 0;
  for (const wageType of data.wageTypes) {
    const mapping = mappings.get(wageType.wageTypeId);
    if (!mapping || !isEligible(scope, wageType.wageTypeId, mapping.grapeWageType)) continue;
    const microRappen = chfToRappen(wageType.amount) * mapping.factorMicro;
    if (mapping.grapeWageType === 'GRATUITY') gratuity += microRappen;
    else regular += microRappen;
  }
  return { regular, gratuity };
}

export type InsuredSalary = {
  /** Rappen per year after the cap. */
  insuredSalary: number;
  /** Rappen per year before the cap. */
  annualSalary: number;
  isCapped: boolean;
  basis: 'YEARLY' | 'MONTHLY' | 'HOURLY';
  /** HOURLY: the months averaged. */
  monthsAveraged: number;
};

function capped(annualSalary: number, basis: InsuredSalary['basis'], scope: SalaryScope, months = 0): InsuredSalary {
  const insuredSalary = Math.min(annualSalary, scope.maxInsuredSalary);
  return { insuredSalary, annualSalary, isCapped: insuredSalary < annualSalary, basis, monthsAveraged: months };
}

/** C8 for a YEARLY or MONTHLY record. */
export function annualInsuredSalary(
  data: EmployeeRecordData,
  mappings: ReadonlyMap<string, ResolvedMapping>,
  scope: SalaryScope,
): InsuredSalary {
  const { regular, gratuity } = eligibleSums(data, mappings, scope);
  if (data.salaryBasis === 'YEARLY') return capped(divRoundHalfUp(regular + gratuity, FACTOR_UNIT), 'YEARLY', scope);
  // MONTHLY (and unknown): 12 monthly salaries plus the 13th (GRATUITY) once.
  return capped(divRoundHalfUp(regular * 12 + gratuity, FACTOR_UNIT), 'MONTHLY', scope);
}

/**
 * C8 for HOURLY earners: average monthly earnings of the full months in the 12 months before the case's start
 * month, x 12. `recordOn(day)` returns the record valid on a day (or null).
 */
export function hourlyInsuredSalary(
  caseStart: EpochDay,
  employmentStart: EpochDay | null,
  recordOn: (day: EpochDay) => EmployeeRecordData | null,
  mappingsOn: (day: EpochDay) => ReadonlyMap<string, ResolvedMapping>,
  scope: SalaryScope,
): InsuredSalary {
  const { year, month } = civilOf(caseStart);
  const startOfCaseMonth = epochDayOf(year, month, 1);
  let total = 0;
  let months = 0;
  for (let back = 12; back >= 1; back--) {
    const monthStart = addMonths(startOfCaseMonth, -back);
    // Only full months of employment: a month that started before the entry date is not one.
    if (employmentStart !== null && monthStart < employmentStart) continue;
    const record = recordOn(monthStart);
    if (!record) continue;
    const { regular, gratuity } = eligibleSums(record, mappingsOn(monthStart), scope);
    total += regular + gratuity;
    months++;
  }
  if (months === 0) {
    const record = recordOn(caseStart);
    if (!record) return capped(0, 'HOURLY', scope);
    const { regular, gratuity } = eligibleSums(record, mappingsOn(caseStart), scope);
    return capped(divRoundHalfUp((regular + gratuity) * 12, FACTOR_UNIT), 'HOURLY', scope, 1);
  }
  return capped(divRoundHalfUp(total * 12, months * FACTOR_UNIT), 'HOURLY', scope, months);
}
