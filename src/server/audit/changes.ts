// What changed between two JSON documents: for audit entries (only the changed fields, so the log keeps no more
// personal data than the change needs) and for configuration versions (the dotted paths that changed).

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
