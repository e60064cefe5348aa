// What changed between two JSON documents: for audit entries (only the changed fields, so the log keeps no more
// personal data than the change needs) and for configuration versions (the dotted paths that changed).

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, undefined and null all mean "no value" in a stored JSON document. */
const isNothing = (value: unknown) => value === undefined || value === null;

/**
 * Structural equality of two JSON documents, independent of key order (JSONB stores keys in its own order, so a
 * document read back never has the order it was written in). Absent, undefined and null are the same "no value".
 */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (isNothing(a) || isNothing(b)) return isNothing(a) && isNothing(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameJson(item, b[index]));
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!isSameJson(a[key], b[key])) return false;
    }
    return true;
  }
  return Object.is(a, b) || a === b;
}

const same = isSameJson;

/** The top-level fields whose values differ, before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of keys) {
    if (!same(before[key], after[key])) {
      was[key] = before[key] ?? null;
      is[key] = after[key] ?? null;
    }
  }
  return { before: was, after: is };
}

/**
 * Dotted paths of the leaves that differ ('insuranceConfiguration.coverageConfigurations.0.coverages.maxCoverage').
 * Objects are compared key by key and arrays index by index down to `maxDepth`; below it a differing subtree is
 * reported as one path. Sorted, so equal changes give equal lists.
 */
export function changedPaths(before: unknown, after: unknown, maxDepth = 6): string[] {
  const paths: string[] = [];
  const walk = (a: unknown, b: unknown, path: string[]) => {
    if (same(a, b)) return;
    const bothObjects = isPlainObject(a) && isPlainObject(b);
    const bothArrays = Array.isArray(a) && Array.isArray(b);
    if (path.length >= maxDepth || !(bothObjects || bothArrays)) {
      paths.push(path.join('.') || '(root)');
      return;
    }
    if (bothArrays) {
      const length = Math.max(a.length, b.length);
      for (let index = 0; index < length; index++) walk(a[index], b[index], [...path, String(index)]);
      return;
    }
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)]))
      walk(left[key], right[key], [...path, key]);
  };
  walk(before, after, []);
  return paths.sort();
}
