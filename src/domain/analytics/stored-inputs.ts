// From what the server stores to what employeeMonthFigures reads (issue 32; decision 0059): an employee record
// version (its JSON data, src/contracts/employee-data.ts) as an AnalyticsRecordVersion, the canton of its subunit
// from the tenant's configuration, the months the derivation keeps and the as-of date of a stored month. Pure: the
// server reads the rows and the configuration, this turns them into the domain's input.
//
// - The record data is the contract's checked JSON; a field of the wrong type (older data, a hand-written row) is
//   read as unknown (null), which target-hours.ts resolves with its fallbacks (42 h, 100 %, 5 days).
// - employmentType is the record's employmentContractType (PERMANENT, TEMPORARY) or null.
// - The canton is the subunit's `canton` in the current configuration (companySubunits[].canton): null when the
//   record has no subunit, the subunit is not configured or has no canton (then the nationwide holidays, holidays.ts).
// - Months kept (ANALYTICS_YEARS_KEPT): from the earliest of the employment's start and the first absence, but not
//   earlier than five years before asOf (the analytics compare a period with the one a year before; five years
//   cover any range a screen offers with its comparison), up to asOf's month.
import { addYears, type IsoDate, isoDateOf, monthIdOf, toEpochDay } from '../dates.ts';
import { isSwissCanton, type SwissCanton } from './cantons.ts';
import { type AnalyticsRecordVersion, type MonthId, monthRange } from './employee-month-figures.ts';

/** How far back the derivation keeps an employee's months (see the header). */
export const ANALYTICS_YEARS_KEPT = 5;

/** A stored employee record version (employee_records: validTo inclusive, data the contract's JSON). */
export type StoredRecordVersion = { validFrom: IsoDate; validTo: IsoDate | null; data: unknown };

/** The canton of each configured subunit (companySubunitId → canton), from the configuration's JSON. */
export function subunitCantonsOf(configuration: unknown): ReadonlyMap<string, SwissCanton> {
  const cantons = new Map<string, SwissCanton>();
  const subunits = (configuration as { companySubunits?: unknown } | null | undefined)?.companySubunits;
  if (!Array.isArray(subunits)) return cantons;
  for (const subunit of subunits as { companySubunitId?: unknown; canton?: unknown }[]) {
    if (typeof subunit?.companySubunitId === 'string' && typeof subunit.canton === 'string') {
      if (isSwissCanton(subunit.canton)) cantons.set(subunit.companySubunitId, subunit.canton);
    }
  }
  return cantons;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** One record version as the analytics read it, its canton from `cantons` (subunitCantonsOf). */
export function analyticsVersionOf(
  record: StoredRecordVersion,
  cantons: ReadonlyMap<string, SwissCanton>,
): AnalyticsRecordVersion {
  const data = (record.data ?? {}) as Record<string, unknown>;
  const companySubunitId = textOrNull(data.companySubunitId);
  return {
    validFrom: record.validFrom,
    validTo: record.validTo,
    dateOfEmployment: textOrNull(data.dateOfEmployment),
    leavingDate: textOrNull(data.leavingDate),
    employmentPercentage: numberOrNull(data.employmentPercentage),
    workingDaysPerWeek: numberOrNull(data.workingDaysPerWeek),
    standardWorkingHoursPerWeek: numberOrNull(data.standardWorkingHoursPerWeek),
    workingHoursPerWeek: numberOrNull(data.workingHoursPerWeek),
    canton: companySubunitId === null ? null : (cantons.get(companySubunitId) ?? null),
    companySubunitId,
    processingGroupId: textOrNull(data.processingGroupId),
    employmentType: textOrNull(data.employmentContractType),
  };
}

/**
 * The months the derivation keeps for one employee (see the header); null when there is nothing to keep (no record
 * version, or everything starts after asOf).
 */
export function analyticsMonthsOf(
  versions: readonly AnalyticsRecordVersion[],
  absenceDates: readonly IsoDate[],
  asOf: IsoDate,
): { from: MonthId; to: MonthId } | null {
  let start: IsoDate | null = null;
  for (const version of versions) {
    const employed = version.dateOfEmployment ?? version.validFrom;
    if (start === null || employed < start) start = employed;
  }
  if (start === null) return null;
  for (const date of absenceDates) if (date < start) start = date;
  const earliestKept = monthIdOf(addYears(toEpochDay(asOf), -ANALYTICS_YEARS_KEPT));
  const from = start.slice(0, 7) < earliestKept ? earliestKept : start.slice(0, 7);
  const to = asOf.slice(0, 7);
  return from > to ? null : { from, to };
}

/** The as-of date a stored month carries: asOf in its own month, the month's last day for a month before it. */
export function monthAsOf(month: MonthId, asOf: IsoDate): IsoDate {
  const lastDay = isoDateOf(monthRange(month).to);
  return lastDay < asOf ? lastDay : asOf;
}
