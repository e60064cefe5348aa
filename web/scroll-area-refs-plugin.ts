// Mantine's ScrollArea imports @floating-ui/react for one hook, `useMergeRefs` (the viewport's three refs in one).
// Every Table imports the ScrollArea (Table.ScrollContainer, even with `type="native"`), so every screen with a
// table loaded all of floating-ui (15 kB gzipped, its own chunk: web/vite.config.ts) before it could paint
// (Lighthouse, issue 10, docs/performance.md). This plugin gives the ScrollArea module a `useMergeRefs` built on
// Mantine's own `useMergedRef` (@mantine/hooks, already loaded: it assigns every ref, runs React 19 ref cleanups,
// and sets the others to null on detach). Selects, menus, popovers and tooltips still import floating-ui.
// web/src/lib/scroll-area-refs-plugin.test.ts checks that the ScrollArea needs nothing else from floating-ui.
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0absenza:scroll-area-merge-refs';
const SCROLL_AREA_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

export const SCROLL_AREA_MERGE_REFS = [
  "import { useMergedRef } from '@mantine/hooks';",
  'export function useMergeRefs(refs) {',
  '  return useMergedRef(...refs);',
  '}',
  '',
].join('\n');

export function scrollAreaRefs(): Plugin {
  return {
    name: 'absenza:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA_MODULE.test(importer)) return VIRTUAL_ID;
      return undefined;
    },
    load(id) {
      return id === VIRTUAL_ID ? SCROLL_AREA_MERGE_REFS : undefined;
    },
  };
}
