// Mantine's stylesheets per component instead of the whole `@mantine/core/styles.css`: every module of ours that
// imports components from '@mantine/core' (or '@mantine/dates') gets imports of the stylesheets those components
// need, derived from Mantine's own module graph (a Select needs Input, Combobox, Popover, ScrollArea, …), in the
// order of Mantine's whole stylesheet (a component's rules override its dependencies'). The stylesheets then travel with the chunks that use the components: the first load carries the styles
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
  /** Stylesheets (specifiers) a module needs, in Mantine's order, memoised. */
  stylesOf: (file: string) => string[];
  /** Core stylesheets the date components need (they use Input, Popover, … from '@mantine/core'). */
  datesCoreStyles: () => string[];
  /** Stylesheets in Mantine's order (that of the whole styles.css). */
  inOrder: (styles: Iterable<string>) => string[];
};

function mantineGraph(): Graph {
  const coreEsm = join(packageDir('@mantine/core'), 'esm');
  const coreStyles = join(coreEsm, '..', 'styles');
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

  /**
   * Folders of a file with a stylesheet of the same name: components/Checkbox/CheckboxCard/… gives Checkbox and
   * CheckboxCard, utils/InlineInput/… gives InlineInput (the label layout of checkboxes, radios and switches).
   */
  function ownStyles(file: string): string[] {
    if (!file.startsWith(coreEsm + sep)) return [];
    const folders = relative(coreEsm, dirname(file)).split(sep);
    return folders
      .filter((folder) => /^[A-Z]/.test(folder) && existsSync(join(coreStyles, `${folder}.css`)))
      .map((folder) => `@mantine/core/styles/${folder}.css`);
  }

  /**
   * Mantine's own order of the component stylesheets: where each one's first rule stands in the whole
   * `styles.css`. A component's rules may override a dependency's on the same element (the Select's dropdown is a
   * Popover dropdown with Combobox's padding), so they must come after them, as in the whole file.
   */
  const whole = readFileSync(join(coreEsm, '..', 'styles.css'), 'utf8');
  const orderMemo = new Map<string, number>();
  function canonicalIndex(style: string): number {
    let index = orderMemo.get(style);
    if (index === undefined) {
      const folder = style.slice('@mantine/core/styles/'.length, -'.css'.length);
      const css = readFileSync(join(coreStyles, `${folder}.css`), 'utf8');
      const firstRule = css.slice(0, css.indexOf('{')).trim();
      index = whole.indexOf(firstRule);
      if (index < 0) throw new Error(`@mantine/core/styles.css has no rule ${firstRule} of ${style}`);
      orderMemo.set(style, index);
    }
    return index;
  }

  /** Every stylesheet a module needs: its own and those of everything it imports, in Mantine's order. */
  const memo = new Map<string, string[]>();
  function stylesOf(file: string): string[] {
    const known = memo.get(file);
    if (known) return known;
    const visited = new Set<string>();
    const styles = new Set<string>();
    const pending = [file];
    while (pending.length > 0) {
      const current = pending.pop() as string;
      if (visited.has(current)) continue;
      visited.add(current);
      for (const style of ownStyles(current)) styles.add(style);
      for (const match of readFileSync(current, 'utf8').matchAll(importPattern)) {
        pending.push(resolve(dirname(current), match[2] as string));
      }
    }
    const ordered = [...styles].sort((a, b) => canonicalIndex(a) - canonicalIndex(b));
    memo.set(file, ordered);
    return ordered;
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
    const styles = new Set<string>();
    for (const name of names) {
      const file = exportFile.get(name);
      if (file) for (const style of stylesOf(file)) styles.add(style);
    }
    return inOrder(styles);
  }

  function inOrder(styles: Iterable<string>): string[] {
    return [...new Set(styles)].sort((a, b) => canonicalIndex(a) - canonicalIndex(b));
  }

  return { exportFile, stylesOf, datesCoreStyles, inOrder };
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
      const needed: string[] = [];
      if (dateNames.length > 0) needed.push(...graph.datesCoreStyles());
      for (const name of coreNames) {
        const file = graph.exportFile.get(name);
        if (file) needed.push(...graph.stylesOf(file));
      }
      const styles = graph.inOrder(needed);
      // The date styles after the core ones they build on.
      if (dateNames.length > 0) styles.push('@mantine/dates/styles.css');
      if (styles.length === 0) return undefined;
      const result = new MagicString(code).prepend(`${styles.map((style) => `import '${style}';`).join('\n')}\n`);
      return { code: result.toString(), map: result.generateMap({ hires: true }) };
    },
  };
}
