// The first-load budget of the web app (issue 10): the scripts and stylesheets a browser loads before the login
// page and the home page can render, gzipped. Reads dist/web/index.html and the Vite manifest
// (dist/web/.vite/manifest.json, `build.manifest: true`), follows the entry's static imports, adds the lazy
// chunks each page loads at start (with their static imports and stylesheets) and prints a table.
// Two limits: CEILING_KB is enforced (exit 1 above it: no page may grow past what it loads today) and
// GOAL_KB is issue 10's target (200 kB), reported until it is met; lower the ceiling as the pages shrink, down
// to the goal (docs/performance.md, "Web first load"). Run after `npm run build`: `npm run check:bundle`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 200;
const CEILING_KB = 345;
const DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const MANIFEST = join(DIST, '.vite', 'manifest.json');

/** The lazy chunks each page loads at start (German with its dayjs locale, the route's components), by source. */
const LANGUAGE = ['src/locales/de.json', 'dayjs/locale/de-ch.js'];
const PAGES: Record<string, string[]> = {
  login: [...LANGUAGE, 'src/app/screens/login-screen.tsx'],
  home: [...LANGUAGE, 'src/app/layouts/authenticated-layout.tsx', 'src/app/screens/home-screen.tsx'],
};

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

if (!existsSync(MANIFEST)) {
  console.error(`${MANIFEST} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');

/** The entry's key: the manifest chunk whose file index.html loads as its module script. */
const entryKey = Object.keys(manifest).find((key) => {
  const chunk = manifest[key];
  return chunk?.isEntry === true && indexHtml.includes(`/${chunk.file}"`);
});
if (!entryKey) {
  console.error('index.html loads no entry chunk of the manifest.');
  process.exit(1);
}

/** A chunk's file, its static imports (recursively) and their stylesheets. */
function collect(key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
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
let over = false;
for (const [page, sources] of Object.entries(PAGES)) {
  const files = new Set<string>();
  collect(entryKey, files);
  for (const source of sources) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
    if (!key) {
      console.error(`The manifest has no chunk for ${source} (is the ${page} route still lazy?).`);
      process.exit(1);
    }
    collect(key, files);
  }
  let raw = 0;
  let gzip = 0;
  console.log(`\n${page} page: first load`);
  console.log(`${'file'.padEnd(48)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`);
  for (const file of [...files].sort()) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
    console.log(`${file.padEnd(48)} ${kb(size.raw)} ${kb(size.gzip)}`);
  }
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  const sum = (list: string[], key: 'raw' | 'gzip') => list.reduce((total, file) => total + sizeOf(file)[key], 0);
  console.log(`${`JS (${js.length} files)`.padEnd(48)} ${kb(sum(js, 'raw'))} ${kb(sum(js, 'gzip'))}`);
  console.log(`${`CSS (${css.length} files)`.padEnd(48)} ${kb(sum(css, 'raw'))} ${kb(sum(css, 'gzip'))}`);
  console.log(`${'total'.padEnd(48)} ${kb(raw)} ${kb(gzip)}`);
  const total = `${page} page: ${(gzip / 1024).toFixed(1)} kB gzipped`;
  if (gzip > CEILING_KB * 1024) {
    over = true;
    console.error(`${total} is above the enforced ceiling of ${CEILING_KB} kB.`);
  } else if (gzip > GOAL_KB * 1024) {
    console.log(`${total}: within the ceiling of ${CEILING_KB} kB, above the goal of ${GOAL_KB} kB.`);
  } else {
    console.log(`${total}: within the goal of ${GOAL_KB} kB.`);
  }
}
console.log(
  `\n${Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith('.js')).length} JS chunks in the build.`,
);
process.exit(over ? 1 : 0);
