// Months as 'YYYY-MM' (issue 32), pure and without imports: the analytics screens' ranges and the home page's tile
// (whose lazy chunk should not load the contract's schemas for three small functions).

/** Months of the default range: the last 12 complete months. */
export const DEFAULT_RANGE_MONTHS = 12;

/** Months from `from` to `to`, both counted: 2026-01..2026-03 → 3. */
export function monthsBetween(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1
  );
}

/** 'YYYY-MM' plus n months (n may be negative): addMonths('2026-01', -1) = '2025-12'. */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` complete months before the day: on 2026-11-29 → 2025-11..2026-10. */
export function lastCompleteMonths(today: string, count = DEFAULT_RANGE_MONTHS): { from: string; to: string } {
  const to = addMonths(today.slice(0, 7), -1);
  return { from: addMonths(to, -(count - 1)), to };
}
