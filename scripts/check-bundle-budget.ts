// The first-load budget of the web app (issue 10): the scripts and stylesheets a browser loads before the login
// page and the home page can render, gzipped. Reads dist/web/index.html and the Vite manifest
// (dist/web/.vite/manifest.json, `build.manifest: true`), follows the entry's static imports, adds the lazy
// chunks each page loads at start (with their static imports and stylesheets) and prints a table.
// The limit is issue 10's budget, 200 kB gzipped per page, enforced: exit 1 above it (docs/performance.md, "Web
// first load", says what each page loads and what was done to get there). A new screen's texts go to a later
// section of the translations (web/src/lib/translation-parts.ts) and its code to its lazy route chunk, so the start
// pages stay within it. Run after `npm run build`: `npm run check:bundle`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const DIST = process.env.WEB_DIST_DIR ?? 'dist/web';

/**
 * The lazy chunks each page loads at start, by source: German (the start part of its translations,
 * web/src/lib/translation-parts.ts), the route's components, and on the login page the error parser (the
 * session's 401). No contract schema: a production build does not parse the API's answers
 * (web/src/lib/api-client.ts); no dayjs: it comes with the rest of the translations (web/src/lib/i18n.ts).
 * e2e/first-load.e2e.ts fails when a page loads a chunk that is not counted here.
 */
const LANGUAGE = ['src/locales/de.json?part=start'];
const HOME = [...LANGUAGE, 'src/app/layouts/authenticated-layout.tsx', 'src/app/screens/home-screen.tsx'];
export const PAGES: Record<string, string[]> = {
  login: [...LANGUAGE, 'src/app/screens/login-screen.tsx', 'src/lib/api-errors.ts'],
  home: HOME,
  // The home page once its deferred cards have loaded after the first paint: the absence-rate tile of the roles that
  // see analytics (issue 32, home-rate-tile-loader.tsx) with its few texts. Counted with its own limit
  // (AFTER_PAINT_BUDGET_KB): the first paint stays within BUDGET_KB, and nothing the page loads goes uncounted.
  'home, after its first paint': [
    ...HOME,
    'src/app/screens/home-rate-tile-loader.tsx',
    'src/features/analytics/screens/home-rate-tile.ts',
    'src/locales/de.json?part=analytics-home',
  ],
};

/** The limit of a page's load after its first paint (the first paint's budget plus 5 kB for its deferred cards). */
const AFTER_PAINT_BUDGET_KB = 205;
const budgetOf = (page: string) => (page.includes('after its first paint') ? AFTER_PAINT_BUDGET_KB : BUDGET_KB);

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/**
 * The files (relative to the build directory, e.g. `assets/index-….js`) of a page's first load: the entry's
 * script with its static imports and stylesheets, plus the page's lazy chunks with theirs. Throws when the
 * build is missing or a source of PAGES has no chunk. Also used by e2e/first-load.e2e.ts, which checks that the
 * browser loads nothing else before the page has rendered.
 */
export function firstLoadFiles(page: string, dist = DIST): string[] {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  /** The entry's key: the manifest chunk whose file index.html loads as its module script. */
  const entryKey = Object.keys(manifest).find((key) => {
    const chunk = manifest[key];
    return chunk?.isEntry === true && indexHtml.includes(`/${chunk.file}"`);
  });
  if (!entryKey) throw new Error('index.html loads no entry chunk of the manifest.');
  const sources = PAGES[page];
  if (!sources) throw new Error(`No page ${page} in PAGES`);

  /** A chunk's file, its static imports (recursively) and their stylesheets. */
  function collect(key: string, files: Set<string>): void {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  }

  /**
   * The manifest key of the chunk with the source: a lazy chunk's own key, or else (a module that is imported
   * both statically and lazily, like the contract's endpoint tables, sits in a shared chunk without a key of its
   * own) the chunk whose source map lists it.
   */
  function chunkOf(source: string): string | undefined {
    const own = Object.keys(manifest).find((key) => key.endsWith(source));
    if (own) return own;
    return Object.keys(manifest).find((key) => {
      const map = join(dist, `${manifest[key]?.file}.map`);
      if (!manifest[key]?.file.endsWith('.js') || !existsSync(map)) return false;
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      return sources.some((path) => path.endsWith(`/${source}`));
    });
  }

  const files = new Set<string>();
  collect(entryKey, files);
  for (const source of sources) {
    const key = chunkOf(source);
    if (!key) throw new Error(`The build has no chunk for ${source} (is it still lazy?).`);
    collect(key, files);
  }
  return [...files].sort();
}

/** All JS chunks of the build. */
function chunkCount(dist = DIST): number {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith('.js')).length;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(join(DIST, file));
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
function main(): void {
  let over = false;
  for (const page of Object.keys(PAGES)) {
    let files: string[];
    try {
      files = firstLoadFiles(page);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    let raw = 0;
    let gzip = 0;
    console.log(`\n${page} page: first load`);
    console.log(`${'file'.padEnd(48)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`);
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
      console.log(`${file.padEnd(48)} ${kb(size.raw)} ${kb(size.gzip)}`);
    }
    const js = files.filter((file) => file.endsWith('.js'));
    const css = files.filter((file) => file.endsWith('.css'));
    const sum = (list: string[], key: 'raw' | 'gzip') => list.reduce((total, file) => total + sizeOf(file)[key], 0);
    console.log(`${`JS (${js.length} files)`.padEnd(48)} ${kb(sum(js, 'raw'))} ${kb(sum(js, 'gzip'))}`);
    console.log(`${`CSS (${css.length} files)`.padEnd(48)} ${kb(sum(css, 'raw'))} ${kb(sum(css, 'gzip'))}`);
    console.log(`${'total'.padEnd(48)} ${kb(raw)} ${kb(gzip)}`);
    const total = `${page} page: ${(gzip / 1024).toFixed(1)} kB gzipped`;
    if (gzip > budgetOf(page) * 1024) {
      over = true;
      console.error(`${total} is above the budget of ${budgetOf(page)} kB.`);
    } else {
      console.log(`${total}: within the budget of ${budgetOf(page)} kB.`);
    }
  }
  console.log(`\n${chunkCount()} JS chunks in the build.`);
  process.exit(over ? 1 : 0);
}

if (import.meta.main) main();
