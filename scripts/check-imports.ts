// `npm run lint` (after Biome): checks every import of the source tree against the house rules (import-rules.ts)
// and prints each broken one as `file:line  rule  (specifier)`. Exits 1 when any rule is broken.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { brokenRule } from './import-rules.ts';

const ROOTS = ['src', 'web/src', 'bench', 'e2e', 'scripts'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every import of a file with its line: the repository path of a relative import, else the package name. */
export function importsOf(path: string, text: string): { line: number; specifier: string; target: string }[] {
  const found: { line: number; specifier: string; target: string }[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? '';
    const line = text.slice(0, match.index).split('\n').length;
    const target = specifier.startsWith('.') ? normalize(join(dirname(path), specifier)) : specifier;
    found.push({ line, specifier, target });
  }
  return found;
}

const broken: string[] = [];
let files = 0;
for (const root of ROOTS) {
  for (const path of sourceFiles(root)) {
    files++;
    for (const { line, specifier, target } of importsOf(path, readFileSync(path, 'utf8'))) {
      const rule = brokenRule(path, target);
      if (rule) broken.push(`${path}:${line}  ${rule}  (${specifier})`);
    }
  }
}
if (broken.length > 0) {
  console.error(broken.join('\n'));
  console.error(`\n${broken.length} import(s) break the house rules (docs/architecture.md "Rules the lint enforces").`);
  process.exit(1);
}
console.log(`Import rules: ${files} files, no rule broken.`);
