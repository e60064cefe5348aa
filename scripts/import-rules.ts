// The import rules of the house (docs/architecture.md "Rules the lint enforces"), as a pure function of one import:
// who imports (a repository path) and what (a resolved repository path, or a package name). `npm run lint` runs
// them over every source file (scripts/check-imports.ts); import cycles are Biome's noImportCycles (biome.json).

/** Test code: tests, test support, benchmarks and browser journeys. Everything else is production code. */
export function isTestCode(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) ||
    path.startsWith('src/testing/') ||
    path.startsWith('web/src/testing/') ||
    path.startsWith('bench/') ||
    path.startsWith('e2e/')
  );
}

/** The server module a path belongs to (`src/server/modules/<name>/…`), or null. */
function serverModuleOf(path: string): string | null {
  return /^src\/server\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** The web feature a path belongs to (`web/src/features/<name>/…`), or null. */
function webFeatureOf(path: string): string | null {
  return /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

const isPackage = (target: string) =>
  !target.startsWith('src/') && !target.startsWith('web/') && !target.includes('/.');

/**
 * The rule an import breaks, or null. `target` is the imported file's repository path (relative imports resolved)
 * or, for a package, its name.
 */
export function brokenRule(from: string, target: string): string | null {
  const test = isTestCode(from);
  if (
    !test &&
    (target.startsWith('src/testing/') || target.startsWith('web/src/testing/') || target.startsWith('bench/'))
  )
    return 'production code does not import test support or benchmarks (src/testing, web/src/testing, bench)';
  if (!test && /(^|\/)test-support\.ts$/.test(target))
    return 'production code does not import test support (test-support.ts)';
  if (from.startsWith('src/domain/') && !test) {
    if (target.startsWith('node:')) return 'src/domain is pure: no Node.js built-ins';
    if (!isPackage(target) && !target.startsWith('src/domain/')) return 'src/domain imports only src/domain';
  }
  if (from.startsWith('src/db/') && !test && target.startsWith('src/server/'))
    return 'src/db (the data layer) imports no server code';
  if (from.startsWith('src/server/platform/') && !test && /^src\/server\/(modules|jobs)\//.test(target))
    return 'src/server/platform (infrastructure) imports no module or job';
  if (from.startsWith('src/contracts/') && !test && !isPackage(target)) {
    if (!target.startsWith('src/contracts/') && !target.startsWith('src/domain/'))
      return 'src/contracts imports only src/contracts and src/domain';
  }
  if (!test) {
    const targetModule = serverModuleOf(target);
    if (targetModule && serverModuleOf(from) !== targetModule && !isModulePublic(targetModule, target))
      return `other code reaches the server module "${targetModule}" only through src/server/modules/${targetModule}/index.ts`;
    const targetFeature = webFeatureOf(target);
    if (targetFeature && webFeatureOf(from) !== targetFeature && !isFeaturePublic(targetFeature, target, from))
      return `other code reaches the web feature "${targetFeature}" only through web/src/features/${targetFeature}/index.ts`;
  }
  return null;
}

/**
 * A server module's public files: its `index.ts`, and its routes (`*.routes.ts`), which only the app registers
 * (src/server/app.ts): kept out of the index so that a module using another's service does not load its routes.
 */
function isModulePublic(module: string, target: string): boolean {
  return (
    target === `src/server/modules/${module}/index.ts` ||
    /^src\/server\/modules\/[^/]+\/[^/]+\.routes\.ts$/.test(target)
  );
}

/**
 * A web feature's public files: its `index.ts` for everyone, and for the app (web/src/app) its screen entries
 * `screens/<screen>.ts` — one small file per page that names the page's main panel, so a lazily loaded page loads
 * only its own screen's code (an index names a feature's shared parts and loads them all; decision 0037).
 */
function isFeaturePublic(feature: string, target: string, from: string): boolean {
  if (target === `web/src/features/${feature}/index.ts`) return true;
  return (
    from.startsWith('web/src/app/') && new RegExp(`^web/src/features/${feature}/screens/[^/]+\\.tsx?$`).test(target)
  );
}
