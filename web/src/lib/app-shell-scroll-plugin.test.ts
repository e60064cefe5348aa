// The AppShell's stand-in for react-remove-scroll (web/app-shell-scroll-plugin.ts) carries the real class names, and
// only AppShell modules get it.
import { RemoveScroll } from 'react-remove-scroll';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { describe, expect, it } from 'vitest';
import { appShellScroll } from '../../app-shell-scroll-plugin.ts';

describe('app-shell-scroll plugin', () => {
  it("uses the class names of react-remove-scroll's RemoveScroll", () => {
    expect({ zeroRight: zeroRightClassName, fullWidth: fullWidthClassName }).toEqual({
      zeroRight: RemoveScroll.classNames.zeroRight,
      fullWidth: RemoveScroll.classNames.fullWidth,
    });
  });

  it('replaces the library for the AppShell modules only', () => {
    const plugin = appShellScroll();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | undefined;
    const header = '/x/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs';
    const modal = '/x/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs';
    expect(resolve('react-remove-scroll', header)).toMatch(/app-shell-remove-scroll/);
    expect(resolve('react-remove-scroll', modal)).toBeUndefined();
    expect(resolve('react', header)).toBeUndefined();
  });
});
