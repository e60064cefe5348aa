// Employer continuation of pay (LFZ, OR 324a) by the Bern, Basel or Zurich scale (C9, swiss-rules 2.2).
// 1 week = 7 days, 1 month = 30 days. Service years count from the date of employment
// (anniversaryAdjustedDateOfEmployment when set); the entitlement renews at each anniversary, also during an
// ongoing case, and there is none during the first 3 months of service (OR 324a para. 1).
import { addMonths, addYears, civilOf, type EpochDay } from '../dates.ts';
import type { ContinuationOfPaymentScale } from './types.ts';

const WEEK = 7;
const MONTH = 30;

/** Bern scale: year 1: 3 weeks, 2: 1 month, 3-4: 2, 5-9: 3, 10-14: 4, 15-19: 5, 20-24: 6, then +1 month per 5 years. */
export function bernScaleDays(serviceYear: number): number {
  if (serviceYear <= 1) return 3 * WEEK;
  if (serviceYear === 2) return MONTH;
  if (serviceYear <= 4) return 2 * MONTH;
  // Years 5-9 = 3 months, each further block of 5 years one month more (25+ is UNCONFIRMED, swiss-rules 2.2).
  return (3 + Math.floor((serviceYear - 5) / 5)) * MONTH;
}

/** Basel scale: year 1: 3 weeks, 2-3: 2 months, 4-10: 3, 11-15: 4, 16-20: 5, 21+: 6. */
export function baselScaleDays(serviceYear: number): number {
  if (serviceYear <= 1) return 3 * WEEK;
  if (serviceYear <= 3) return 2 * MONTH;
  if (serviceYear <= 10) return 3 * MONTH;
  if (serviceYear <= 15) return 4 * MONTH;
  if (serviceYear <= 20) return 5 * MONTH;
  return 6 * MONTH;
}

/** Zurich scale: year 1: 3 weeks, year n >= 2: (n + 6) weeks. */
export function zurichScaleDays(serviceYear: number): number {
  if (serviceYear <= 1) return 3 * WEEK;
  return (serviceYear + 6) * WEEK;
}

export function scaleDays(scale: ContinuationOfPaymentScale, serviceYear: number): number {
  if (scale === 'BASEL') return baselScaleDays(serviceYear);
  if (scale === 'ZURICH') return zurichScaleDays(serviceYear);
  return bernScaleDays(serviceYear);
}

export type ServiceYear = { serviceYear: number; from: EpochDay; to: EpochDay };

/** The service year (1-based) a day falls in, counted from `serviceStart`; 0 before the start. */
export function serviceYearOf(serviceStart: EpochDay, day: EpochDay): ServiceYear {
  if (day < serviceStart) return { serviceYear: 0, from: day, to: serviceStart - 1 };
  const start = civilOf(serviceStart);
  const current = civilOf(day);
  let years = current.year - start.year;
  // Before this year's anniversary? (29 February anniversaries fall on 28 February, addYears.)
  if (addYears(serviceStart, years) > day) years--;
  const from = addYears(serviceStart, years);
  return { serviceYear: years + 1, from, to: addYears(serviceStart, years + 1) - 1 };
}

/** OR 324a para. 1: continuation of pay is owed once the employment has lasted more than 3 months. */
export function isLfzEligible(employmentStart: EpochDay, leavingDate: EpochDay | null, day: EpochDay): boolean {
  if (leavingDate !== null && day > leavingDate) return false;
  return day >= addMonths(employmentStart, 3);
}

/** The entitlement in days for the service year of `day`: 0 when not eligible (C9). */
export function lfzEntitlementDays(
  scale: ContinuationOfPaymentScale,
  fixedDays: number | null,
  serviceStart: EpochDay,
  employmentStart: EpochDay,
  leavingDate: EpochDay | null,
  day: EpochDay,
): number {
  if (!isLfzEligible(employmentStart, leavingDate, day)) return 0;
  if (fixedDays !== null) return fixedDays;
  return scaleDays(scale, serviceYearOf(serviceStart, day).serviceYear);
}
