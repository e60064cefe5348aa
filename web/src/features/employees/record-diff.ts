// A correction sends only what changed (PATCH /employee/:employeeId merges `data` into the current record).
// Pure: compares two parsed employeeData values field by field.
import type { EmployeeData, EmployeeDataPatch } from '../../../../src/contracts/index.ts';

/**
 * Comparable form of a value: null, undefined and '' are the same "nothing" (leavingDate may be stored as '' or
 * null, an optional key may be missing or null); object keys are sorted, empty entries dropped.
 */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, entry]) => [key, canonical(entry)] as const)
      .filter(([, entry]) => entry !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
  return value;
}

export function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** The fields of `after` that differ from `before`, with their new values; {} when nothing changed. */
export function changedFields(before: EmployeeData, after: EmployeeData): EmployeeDataPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof EmployeeData)[]) {
    if (!isSameValue(before[key], after[key])) patch[key] = after[key];
  }
  return patch as EmployeeDataPatch;
}
