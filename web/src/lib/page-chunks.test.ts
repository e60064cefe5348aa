// The page-wise chunk plan (web/page-chunks.ts) on a small build: what merges, what stays apart, and that no page
// loads more than before except the screens' small-parts pool.
import { describe, expect, it } from 'vitest';
import { type PlannedChunk, planFromChunks } from '../../page-chunks.ts';

const app = '/repo/web/src/app';

/** A chunk of the first pass; `size` bytes of code; its one module is named like the chunk. */
function chunk(
  fileName: string,
  options: Partial<Omit<PlannedChunk, 'fileName' | 'code'>> & { size?: number } = {},
): PlannedChunk {
  const { size = 5000, ...rest } = options;
  return {
    fileName,
    name: fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [`/repo/${fileName}.mjs`],
    imports: [],
    dynamicImports: [],
    code: 'x'.repeat(size),
    ...rest,
  };
}

/**
 * entry (imports button, runtime; loads login, layout, two screens and the home screen lazily)
 * login imports input (also used by the layout) and badge (login only)
 * layout imports group and icons (only signed-in pages), input
 * home imports card; employees imports table, divider (small), icon (small); settings imports table, divider, tree
 * and loads a dialog lazily, which imports divider, icon and tree; tree imports zod, which home uses too
 */
function build(): PlannedChunk[] {
  return [
    chunk('index', {
      isEntry: true,
      facadeModuleId: '/repo/web/index.html',
      imports: ['button', 'runtime'],
      dynamicImports: ['login', 'layout', 'home', 'employees', 'settings'],
    }),
    chunk('button'),
    chunk('runtime'),
    chunk('login', {
      isDynamicEntry: true,
      facadeModuleId: `${app}/screens/login-screen.tsx`,
      imports: ['input', 'badge', 'button'],
    }),
    chunk('input'),
    chunk('badge'),
    chunk('layout', {
      isDynamicEntry: true,
      facadeModuleId: `${app}/layouts/authenticated-layout.tsx`,
      imports: ['group', 'icons', 'input', 'button'],
    }),
    chunk('group'),
    chunk('icons'),
    chunk('home', { isDynamicEntry: true, facadeModuleId: `${app}/screens/home-screen.tsx`, imports: ['card', 'zod'] }),
    chunk('card', { size: 400 }),
    chunk('employees', {
      isDynamicEntry: true,
      facadeModuleId: `${app}/screens/employees-screen.tsx`,
      imports: ['table', 'divider', 'icon', 'button'],
    }),
    chunk('settings', {
      isDynamicEntry: true,
      facadeModuleId: `${app}/screens/settings-company-screen.tsx`,
      imports: ['table', 'divider', 'tree'],
      dynamicImports: ['dialog'],
    }),
    chunk('dialog', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/web/src/features/x/dialog.tsx',
      imports: ['divider', 'icon', 'tree'],
    }),
    chunk('table'),
    chunk('divider', { size: 600 }),
    chunk('icon', { size: 300 }),
    chunk('tree', { size: 900, imports: ['zod'] }),
    chunk('zod', { size: 90_000 }),
  ];
}

function groupsOf(plan: Map<string, string>): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const [id, name] of plan) groups[name] = [...(groups[name] ?? []), id.replace(/^\/repo\/|\.mjs$/g, '')];
  for (const members of Object.values(groups)) members.sort();
  return groups;
}

describe('page chunks', () => {
  it('merges what the same pages load: the entry with its imports, the layout with what only it brings', () => {
    const groups = groupsOf(planFromChunks(build(), 1000));
    expect(groups.index).toEqual(['button', 'index', 'runtime']);
    expect(groups['authenticated-layout']).toEqual(['group', 'icons', 'layout']);
    // The login screen with its own part; the input, shared with the layout, stays apart (else every signed-in
    // page would load the badge, or the login page the layout's icons).
    expect(groups['login-screen']).toEqual(['badge', 'login']);
    expect(Object.values(groups).some((members) => members.includes('input'))).toBe(false);
  });

  it("pools the screens' small parts, but not the start page's, nor one whose imports would come along", () => {
    const groups = groupsOf(planFromChunks(build(), 1000));
    // divider (600 bytes: employees, settings, the dialog) and icon (300 bytes: employees, the dialog) are needed by
    // different sets of units, so a first pass cuts them apart; pooled, they are one file.
    expect(groups['screen-parts']).toEqual(['divider', 'icon']);
    // The home screen's card is small but the start page's first load has a budget: it stays the home screen's.
    expect(groups['home-screen']).toEqual(['card', 'home']);
    // tree (settings and the dialog) is small but imports zod: pooled, it would bring 90 kB to the employee list.
    expect(Object.values(groups).some((members) => members.includes('tree'))).toBe(false);
    // table (5 kB) is above the size and stays a chunk of its own.
    expect(Object.values(groups).some((members) => members.includes('table'))).toBe(false);
  });

  it('pools nothing below a size of 0, and plans nothing without the layout', () => {
    expect(groupsOf(planFromChunks(build(), 0))['screen-parts']).toBeUndefined();
    const withoutLayout = build().filter((item) => item.fileName !== 'layout');
    expect(planFromChunks(withoutLayout).size).toBe(0);
  });

  it('gives each group a name of its own, also where the first pass repeats a name', () => {
    const chunks = build().map((item) =>
      item.fileName === 'group' || item.fileName === 'icons' || item.fileName === 'badge'
        ? { ...item, name: 'index' }
        : item,
    );
    const names = new Set(planFromChunks(chunks, 1000).values());
    expect([...names].sort()).toEqual(['authenticated-layout', 'home-screen', 'index', 'login-screen', 'screen-parts']);
  });
});
