// Mantine's stylesheets per component instead of the whole `@mantine/core/styles.css`: every module of ours that
// imports components from '@mantine/core' (or '@mantine/dates') gets imports of the stylesheets those components
// need, derived from Mantine's own module graph (a Select needs Input, Combobox, Popover, ScrollArea, …), dependencies
// first. The stylesheets then travel with the chunks that use the components: the first load carries the styles
// of the login and home pages, a lazy screen brings the styles of its own components. main.tsx imports only the
// global part (baseline, CSS variables, global styles). Nothing to maintain by hand: a component that a module
// starts to use brings its styles along, so there is no unstyled component to forget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** A Mantine package's folder (found through its exported stylesheet, which lies at the package's root). */
function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/styles.css`));
}

/** The global stylesheets every page needs, in Mantine's documented order (main.tsx imports them). */
export const MANTINE_GLOBAL_STYLES = [
  '@mantine/core/styles/baseline.css',
  '@mantine/core/styles/default-css-variables.css',
  '@mantine/core/styles/global.css',
];

type Graph = {
  /** Export name of '@mantine/core' -> its module file. */
  exportFile: Map<string, string>;
  /** Stylesheets (specifiers) a module needs, dependencies first, memoised. */
  stylesOf: (file: string) => string[];
  /** Core stylesheets the date components need (they use Input, Popover, … from '@mantine/core'). */
  datesCoreStyles: () => string[];
};

function mantineGraph(): Graph {
  const coreEsm = join(packageDir('@mantine/core'), 'esm');
  const coreStyles = join(coreEsm, '..', 'styles');
  const componentsDir = join(coreEsm, 'components');
  const importPattern = /(?:import|export)\s*(?:\{([^}]*)\}\s*from\s*)?["'](\.{1,2}\/[^"']+\.mjs)["']/g;

  const exportFile = new Map<string, string>();
  const index = readFileSync(join(coreEsm, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(importPattern)) {
    const file = resolve(coreEsm, match[2] as string);
    for (const part of (match[1] ?? '').split(',')) {
      const [imported, local] = part.split(/\s+as\s+/).map((name) => name.trim());
      if (imported) exportFile.set(local ?? imported, file);
    }
  }

  /** Component folders of a file below components/ (e.g. Checkbox and CheckboxCard) with a stylesheet. */
  function ownStyles(file: string): string[] {
    if (!file.startsWith(componentsDir + sep)) return [];
    const folders = relative(componentsDir, dirname(file)).split(sep);
    return folders
      .filter((folder) => existsSync(join(coreStyles, `${folder}.css`)))
      .map((folder) => `@mantine/core/styles/${folder}.css`);
  }

  const memo = new Map<string, string[]>();
  function stylesOf(file: string, visiting = new Set<string>()): string[] {
    const known = memo.get(file);
    if (known) return known;
    if (visiting.has(file)) return [];
    visiting.add(file);
    const styles: string[] = [];
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      for (const style of stylesOf(resolve(dirname(file), match[2] as string), visiting)) {
        if (!styles.includes(style)) styles.push(style);
      }
    }
    for (const style of ownStyles(file)) if (!styles.includes(style)) styles.push(style);
    memo.set(file, styles);
    return styles;
  }

  let datesCore: string[] | undefined;
  function datesCoreStyles(): string[] {
    if (datesCore) return datesCore;
    const datesEsm = join(packageDir('@mantine/dates'), 'esm');
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.mjs')) {
          for (const name of importedNames(readFileSync(path, 'utf8'), '@mantine/core')) names.add(name);
        }
      }
    };
    walk(datesEsm);
    datesCore = stylesForNames(names);
    return datesCore;
  }

  function stylesForNames(names: Iterable<string>): string[] {
    const styles: string[] = [];
    for (const name of names) {
      const file = exportFile.get(name);
      if (!file) continue;
      for (const style of stylesOf(file)) if (!styles.includes(style)) styles.push(style);
    }
    return styles;
  }

  return { exportFile, stylesOf: (file) => stylesOf(file), datesCoreStyles };
}

/** Value (not type-only) names a module imports from the package. */
export function importedNames(code: string, packageName: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*["']${packageName}["']`, 'g');
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] as string).split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push((name.split(/\s+as\s+/)[0] as string).trim());
    }
  }
  return names;
}

/** Date components with styles (DatesProvider and the helpers have none). */
const DATES_WITHOUT_STYLES = new Set(['DatesProvider', 'useDatesContext']);

export function mantineStyles(): Plugin {
  let graph: Graph | undefined;
  return {
    name: 'absenza:mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/[\\/]web[\\/]src[\\/].+\.tsx?$/.test(id)) return undefined;
      const coreNames = importedNames(code, '@mantine/core');
      const dateNames = importedNames(code, '@mantine/dates').filter((name) => !DATES_WITHOUT_STYLES.has(name));
      if (coreNames.length === 0 && dateNames.length === 0) return undefined;
      graph ??= mantineGraph();
      const styles: string[] = [];
      const add = (style: string) => {
        if (!styles.includes(style)) styles.push(style);
      };
      if (dateNames.length > 0) for (const style of graph.datesCoreStyles()) add(style);
      for (const name of coreNames) {
        const file = graph.exportFile.get(name);
        if (file) for (const style of graph.stylesOf(file)) add(style);
      }
      if (dateNames.length > 0) add('@mantine/dates/styles.css');
      if (styles.length === 0) return undefined;
      const result = new MagicString(code).prepend(`${styles.map((style) => `import '${style}';`).join('\n')}\n`);
      return { code: result.toString(), map: result.generateMap({ hires: true }) };
    },
  };
}
