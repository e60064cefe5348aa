// Chunks cut by page instead of by lazy module. Left to itself, Rolldown gives every set of lazy modules (the
// layout, each screen, each lazy dialog or control) that shares a module a chunk of its own: ~170 chunks, many of a
// few hundred bytes (a Mantine component used by the layout and eleven screens, a hook used by the layout and nine).
// A signed-in page, though, always loads the entry, the layout and its screen together, and over HTTP/1.1 the
// browser fetches six files at a time: every signed-in page made ~80 requests before its first paint (Lighthouse,
// issue 10, docs/performance.md).
//
// Here the chunks of a first pass are grouped by the *load units* that need them: each page (the sign-in page =
// the entry and the login screen; a signed-in page = the entry, the layout and the screen) and each other lazy
// module (a dialog, a later control, a translation part: with the entry, and with the layout when only signed-in
// pages can load it). Chunks needed by exactly the same units become one chunk: no unit loads a byte more than
// before, only fewer, larger files. One exception, on purpose: the small parts that only signed-in screens load
// (under SMALL_PART each, importing nothing but the entry's and the layout's chunks) form one pool, `screen-parts`
// (about 6 kB gzipped): a screen loads a few kB it may not need instead of a dozen requests of a few hundred bytes.
// The sign-in page and the start page never load it. Measured: ~175 chunks → ~120; the employee list 76 → 39 files
// before its first paint, company settings 79 → 40 (docs/performance.md, "Seventh pass").
//
// Which modules a page loads is only known after tree-shaking (Mantine's index re-exports every component, so the
// module graph says the entry "imports" all of them). So the build runs twice: a first pass without the groups,
// not written, whose chunks tell what loads with what; then the real build (`planPageChunks`, web/vite.config.ts).
import { basename } from 'node:path';
import { build, type Rolldown } from 'vite';

/** The signed-in pages' shell: every route under the `app` route renders inside it (web/src/app/router.tsx). */
export const LAYOUT_MODULE = /[\\/]web[\\/]src[\\/]app[\\/]layouts[\\/]authenticated-layout\.tsx$/;
/** A screen the router loads; the sign-in page and the public certificate upload page are the ones outside the layout. */
export const SCREEN_MODULE = /[\\/]web[\\/]src[\\/]app[\\/]screens[\\/][^\\/]+-screen\.tsx$/;
export const SIGN_IN_SCREEN = /[\\/](login|certificate-upload)-screen\.tsx$/;
/** The page after signing in, whose first load has a budget (scripts/check-bundle-budget.ts). */
export const START_SCREEN = /[\\/]home-screen\.tsx$/;
/** Below this size (bytes of minified code) a part that only signed-in screens load joins their pool. */
export const SMALL_PART = 1500;

/** The first pass sets it, so that its own configuration does not plan again. */
export const PLAN_PASS_ENV = 'ABSENZA_CHUNK_PLAN_PASS';

/** What the plan needs of an emitted chunk. */
export type PlannedChunk = Pick<
  Rolldown.OutputChunk,
  | 'fileName'
  | 'name'
  | 'isEntry'
  | 'isDynamicEntry'
  | 'facadeModuleId'
  | 'moduleIds'
  | 'imports'
  | 'dynamicImports'
  | 'code'
>;

/** Module id -> the name of the chunk it goes to (only modules whose chunk changes are listed). */
export type PageChunkPlan = Map<string, string>;

export function planFromChunks(chunks: readonly PlannedChunk[], smallPart = SMALL_PART): PageChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facadeIs = (pattern: RegExp) => (chunk: PlannedChunk) =>
    chunk.facadeModuleId != null && pattern.test(chunk.facadeModuleId);
  const isLayout = facadeIs(LAYOUT_MODULE);
  const isScreen = facadeIs(SCREEN_MODULE);
  const isSignIn = facadeIs(SIGN_IN_SCREEN);

  const closure = (roots: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      const chunk = byFile.get(file);
      if (!chunk || seen.has(file)) continue;
      seen.add(file);
      pending.push(...chunk.imports);
    }
    return seen;
  };

  const entries = chunks.filter((chunk) => chunk.isEntry);
  const layout = chunks.find(isLayout);
  if (entries.length === 0 || !layout) return new Map();
  const entryClosure = closure(entries.map((chunk) => chunk.fileName));
  const layoutClosure = closure([layout.fileName]);
  const start = chunks.find(facadeIs(START_SCREEN));
  const startClosure = start ? closure([start.fileName]) : new Set<string>();

  // Chunks a page can load without the layout: the entries' and all they load, except through the layout or a
  // signed-in screen.
  const withoutLayout = new Set<string>();
  const pending = entries.map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const file = pending.pop() as string;
    const chunk = byFile.get(file);
    if (!chunk || withoutLayout.has(file)) continue;
    withoutLayout.add(file);
    pending.push(...chunk.imports);
    for (const target of chunk.dynamicImports) {
      const lazy = byFile.get(target);
      if (lazy && !isLayout(lazy) && !(isScreen(lazy) && !isSignIn(lazy))) pending.push(target);
    }
  }

  // The load units and the chunks each loads.
  // (A chunk loaded by a dynamic import is one, whether or not Rolldown flags it as a dynamic entry: a module both
  // imported and loaded lazily lies in a shared chunk without that flag.)
  const lazyTargets = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
  const units: Set<string>[] = [];
  for (const chunk of chunks) {
    if (isLayout(chunk) || !(chunk.isEntry || chunk.isDynamicEntry || lazyTargets.has(chunk.fileName))) continue;
    const own = closure([chunk.fileName]);
    const withShell = chunk.isEntry || (isScreen(chunk) && !isSignIn(chunk)) || !withoutLayout.has(chunk.fileName);
    units.push(new Set([...entryClosure, ...(withShell && !chunk.isEntry ? layoutClosure : []), ...own]));
  }

  // Chunks needed by the same units share a key; a key held by several chunks becomes one chunk.
  const byKey = new Map<string, PlannedChunk[]>();
  for (const chunk of chunks) {
    const key = units.map((unit) => (unit.has(chunk.fileName) ? '1' : '0')).join('');
    byKey.set(key, [...(byKey.get(key) ?? []), chunk]);
  }
  // Small parts that only signed-in screens load (not the layout, not the start page, not a lazy root) go to one
  // pool: a screen then loads a few kB it may not need instead of a dozen requests of a few hundred bytes each
  // (Mantine's Table, Divider, Code, an icon, a hook shared by some screens).
  // A pooled part imports nothing beyond the entry's and the layout's chunks and the pool itself: whatever it
  // imported would come with the pool to every screen.
  const isLazyRoot = (chunk: PlannedChunk) => chunk.isEntry || chunk.isDynamicEntry || lazyTargets.has(chunk.fileName);
  const candidates = new Set(
    [...byKey.values()]
      .filter(
        (group) =>
          group.every(
            (chunk) =>
              !withoutLayout.has(chunk.fileName) &&
              !layoutClosure.has(chunk.fileName) &&
              !startClosure.has(chunk.fileName) &&
              !isLazyRoot(chunk),
          ) && group.reduce((size, chunk) => size + chunk.code.length, 0) < smallPart,
      )
      .flat()
      .map((chunk) => chunk.fileName),
  );
  const loadedAnyway = (file: string) => entryClosure.has(file) || layoutClosure.has(file) || candidates.has(file);
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of candidates) {
      if (byFile.get(file)?.imports.every(loadedAnyway)) continue;
      candidates.delete(file);
      changed = true;
    }
  }
  const pooled = (group: readonly PlannedChunk[]) => group.every((chunk) => candidates.has(chunk.fileName));

  const plan: PageChunkPlan = new Map();
  // Rolldown puts groups of the same name into one chunk, and chunk names such as `index` recur: each group gets
  // a name of its own.
  const used = new Set(['screen-parts']);
  for (const group of byKey.values()) {
    if (pooled(group)) {
      for (const chunk of group) for (const id of chunk.moduleIds) plan.set(id, 'screen-parts');
      continue;
    }
    if (group.length < 2) continue;
    const base = groupName(group);
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base}-${n}`;
    used.add(name);
    for (const chunk of group) for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/** Named after the group's lazy root when it has one (`authenticated-layout`, `login-screen`), else its largest part. */
function groupName(group: readonly PlannedChunk[]): string {
  const root = group.find((chunk) => chunk.isEntry || chunk.isDynamicEntry);
  if (root?.facadeModuleId) return basename(root.facadeModuleId).replace(/\.[^.]+$/, '');
  const largest = [...group].sort((a, b) => b.moduleIds.length - a.moduleIds.length)[0];
  return largest?.name ?? 'shared';
}

/** Runs the first pass (this configuration without the groups, nothing written) and returns the plan. */
export async function planPageChunks(configFile: string): Promise<PageChunkPlan> {
  process.env[PLAN_PASS_ENV] = '1';
  try {
    const result = await build({ configFile, logLevel: 'warn', build: { write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) =>
      output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
    );
    const plan = planFromChunks(chunks);
    if (plan.size === 0)
      throw new Error('page chunks: no entry or no chunk of the authenticated layout in the first pass');
    return plan;
  } finally {
    delete process.env[PLAN_PASS_ENV];
  }
}
