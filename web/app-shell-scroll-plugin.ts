// Mantine's AppShell header, aside and footer import react-remove-scroll (with its side-car, style singleton and
// scroll-bar measurement: 4 kB gzipped) only for one constant: the class name that tells a modal's scroll lock to
// keep fixed bars clear of the scrollbar (`RemoveScroll.classNames.zeroRight`). Every signed-in page renders the
// AppShell header, so the whole library was part of the home page's first load (issue 10, docs/performance.md).
// This plugin gives those three AppShell modules a `RemoveScroll` with just the class names, taken from
// react-remove-scroll-bar's constants entry, the same values the real RemoveScroll carries
// (web/src/lib/app-shell-scroll-plugin.test.ts); modals, drawers and menus still import the real library, lazily.
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0absenza:app-shell-remove-scroll';
const APP_SHELL_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

export const APP_SHELL_REMOVE_SCROLL = [
  "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
  'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
  '',
].join('\n');

export function appShellScroll(): Plugin {
  return {
    name: 'absenza:app-shell-scroll',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_MODULE.test(importer)) return VIRTUAL_ID;
      return undefined;
    },
    load(id) {
      return id === VIRTUAL_ID ? APP_SHELL_REMOVE_SCROLL : undefined;
    },
  };
}
