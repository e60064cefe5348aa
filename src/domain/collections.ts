// Small pure helpers over collections.

/** Items grouped by a key, in their order of appearance within each group. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The smallest and the largest number of a list of any length, or null for none. `Math.min(...values)` passes every
 * value as an argument and overflows the stack at a few hundred thousand (a file of 350 000 identical rows did).
 */
export function minMax(values: readonly number[]): { min: number; max: number } | null {
  if (values.length === 0) return null;
  let min = values[0] as number;
  let max = min;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** Appends every item to the target in place (not `target.push(...items)`, which overflows on long lists). */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
