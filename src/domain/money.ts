// Money for every area (ARCHITECTURE.md §3: money is integer Rappen in the domain): exact integer arithmetic for
// money and percentages, and the CHF text the API and the files show.
// Percentages are held as "milli-percent" (pm): 80 % = 80 000, 33.333 % = 33 333, 100 % = 100 000. Every product
// of Rappen and pm stays far below 2^53, so the divisions below are exact before rounding.

export const PM_FULL = 100_000;
export const FACTOR_UNIT = 1_000_000;

/** Percentage (up to three decimals) to milli-percent. */
export function percentToPm(percent: number): number {
  return Math.round(percent * 1000);
}

export function pmToPercent(pm: number): number {
  return pm / 1000;
}

/** CHF with at most two decimals to Rappen. */
export function chfToRappen(chf: number): number {
  return Math.round(chf * 100);
}

export function rappenToChf(rappen: number): number {
  return rappen / 100;
}

/** round_half_up(numerator / denominator) for numerator >= 0, denominator > 0 (C2, C3). */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** ceil(numerator / denominator) for numerator >= 0, denominator > 0. */
export function divCeil(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator - 1) / denominator);
}

/** round_half_up(amount x pm / 100 %): a percentage of a Rappen amount (C3, C16). */
export function applyPercentage(rappen: number, pm: number): number {
  return divRoundHalfUp(rappen * pm, PM_FULL);
}

/**
 * Split `total` Rappen over `parts` days so that the parts differ by at most one Rappen and add up exactly
 * (manual corrections with a total amount). The first days take the remainder.
 */
export function splitEvenly(total: number, parts: number): number[] {
  const sign = total < 0 ? -1 : 1;
  const absolute = Math.abs(total);
  const base = Math.floor(absolute / parts);
  const remainder = absolute - base * parts;
  return Array.from({ length: parts }, (_, index) => sign * (base + (index < remainder ? 1 : 0)));
}

/** Rappen as a CHF string with two decimals: 17096 → '170.96', -5 → '-0.05' (rounded to whole Rappen first). */
export function chf(rappen: number | string): string {
  const value = Math.round(Number(rappen));
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
