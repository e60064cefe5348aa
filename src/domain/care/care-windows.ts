// The look-back windows of care (issue 29; docs/domain/care.md "Windows"): "the last N months" up to a day d is
// [d − N calendar months + 1 day, d], with the month arithmetic of addMonths (the 31st becomes the month's last day).
//   12 months up to 2024-06-15: 2023-06-15 + 1 day = [2023-06-16, 2024-06-15]
//   12 months up to 2024-02-29: 2023-02-28 (clamped) + 1 day = [2023-03-01, 2024-02-29]
//   12 months up to 2024-02-28: 2023-02-28 + 1 day = [2023-03-01, 2024-02-28] (same start: the window start only
//   moves forward, it may stand still for a day or jump several days at a month end)
import { addMonths, type EpochDay } from '../dates.ts';

/** The first day of the window of `lookBackMonths` months ending on `day` (both included). */
export function windowStart(day: EpochDay, lookBackMonths: number): EpochDay {
  return addMonths(day, -lookBackMonths) + 1;
}

/**
 * The first day whose window no longer contains `day`: the smallest d with windowStart(d) > day. Usually
 * day + N months; at month ends a few days later (2023-01-29 … 2023-01-31 leave a 1-month window on 2023-03-01).
 */
export function exitDay(day: EpochDay, lookBackMonths: number): EpochDay {
  let candidate = addMonths(day, lookBackMonths);
  while (windowStart(candidate, lookBackMonths) <= day) candidate += 1;
  return candidate;
}

/** Index of the first value >= target in an ascending list. */
export function lowerBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the first value > target in an ascending list. */
export function upperBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many values of an ascending list lie in [from, to]. */
export function countBetween(values: readonly number[], from: number, to: number): number {
  return from > to ? 0 : Math.max(0, upperBound(values, to) - lowerBound(values, from));
}
