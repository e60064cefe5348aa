// The ScrollArea's stand-in for @floating-ui/react (web/scroll-area-refs-plugin.ts) covers all the ScrollArea imports
// from it, and only the ScrollArea gets it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scrollAreaRefs } from '../../scroll-area-refs-plugin.ts';

const mantineEsm = fileURLToPath(new URL('../../../node_modules/@mantine/core/esm', import.meta.url));
const scrollArea = join(mantineEsm, 'components/ScrollArea/ScrollArea.mjs');

describe('scroll-area-refs plugin', () => {
  it("stands in for everything Mantine's ScrollArea imports from floating-ui", () => {
    const imports = [
      ...readFileSync(scrollArea, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"@floating-ui\/react"/g),
    ];
    expect(imports.flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim()))).toEqual([
      'useMergeRefs',
    ]);
  });

  it('replaces floating-ui for the ScrollArea module only', () => {
    const plugin = scrollAreaRefs();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | undefined;
    const popover = join(mantineEsm, 'components/Popover/Popover.mjs');
    expect(resolve('@floating-ui/react', scrollArea)).toMatch(/scroll-area-merge-refs/);
    expect(resolve('@floating-ui/react', popover)).toBeUndefined();
    expect(resolve('react', scrollArea)).toBeUndefined();
  });
});
