// The two parts of each language's translations (translation-parts.ts) are the whole file, without overlap.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  analyticsHomePart,
  certificateUploadPart,
  LATER_SECTIONS,
  LATER_SUBSECTIONS,
  splitTranslations,
} from './translation-parts.ts';

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe.each(['de', 'fr', 'it', 'en'])('translation parts of %s', (language) => {
  const translations = JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8'));
  const { start, rest } = splitTranslations(translations);

  it('together hold every key exactly once', () => {
    const startKeys = leaves(start);
    const restKeys = leaves(rest);
    expect([...startKeys, ...restKeys].sort()).toEqual(leaves(translations).sort());
    expect(startKeys.filter((key) => restKeys.includes(key))).toEqual([]);
  });

  it('keep the admin navigation in the start part and the screens behind the home page in the rest', () => {
    expect(leaves(start).some((key) => key.startsWith('admin.nav.'))).toBe(true);
    expect(leaves(start).filter((key) => key.startsWith('admin.') && !key.startsWith('admin.nav.'))).toEqual([]);
    for (const section of LATER_SECTIONS.filter((name) => !['admin', 'careTasks', 'deadlines'].includes(name))) {
      expect(start[section]).toBeUndefined();
      expect(rest[section]).toBeDefined();
    }
    // The home page's care task card (issue 29) starts with the page; the care task screens' texts wait.
    expect(leaves(start).filter((key) => key.startsWith('careTasks.') && !key.startsWith('careTasks.work.'))).toEqual(
      [],
    );
    expect(leaves(start).some((key) => key.startsWith('careTasks.work.'))).toBe(true);
    // The same for the home page's deadlines card (issue 30).
    expect(leaves(start).filter((key) => key.startsWith('deadlines.') && !key.startsWith('deadlines.work.'))).toEqual(
      [],
    );
    expect(leaves(start).some((key) => key.startsWith('deadlines.work.'))).toBe(true);
  });

  it("move the validation messages of forms and the lazy screens' error codes to the rest, keep the others at the start", () => {
    const later = new Set(LATER_SUBSECTIONS.filter((path) => path.startsWith('errors.codes.')));
    expect(
      leaves(rest)
        .filter((key) => key.startsWith('errors.'))
        .every((key) => key.startsWith('errors.validation.messages.') || later.has(key)),
    ).toBe(true);
    expect(leaves(rest)).toEqual(expect.arrayContaining(['errors.codes.LOCK_PREVIEW_OUTDATED']));
    expect(leaves(start)).not.toContain('errors.codes.LOCK_PREVIEW_OUTDATED');
    // The codes any screen may meet stay at the start.
    expect(leaves(start)).toEqual(expect.arrayContaining(['errors.codes.REVISION_CONFLICT', 'errors.codes.FORBIDDEN']));
    expect(leaves(rest).some((key) => key.startsWith('errors.validation.messages.'))).toBe(true);
    expect(leaves(start).some((key) => key.startsWith('errors.validation.messages.'))).toBe(false);
    expect(leaves(start)).toEqual(
      expect.arrayContaining(['errors.validation.message', 'errors.validation.invalidField']),
    );
    // The file itself is not changed by the split.
    expect(translations.errors.validation.messages).toBeDefined();
  });

  it("give the public upload page its texts alone, which are also in the rest (the signed-in screens')", () => {
    const part = certificateUploadPart(translations);
    expect(Object.keys(part)).toEqual(['certificates']);
    expect(Object.keys(part.certificates as Tree)).toEqual(['upload']);
    const keys = leaves(part);
    expect(keys).toEqual(expect.arrayContaining(['certificates.upload.title', 'certificates.upload.invalidText']));
    expect(leaves(rest)).toEqual(expect.arrayContaining(keys));
    expect(leaves(start).some((key) => key.startsWith('certificates.'))).toBe(false);
  });
});

describe.each(['de', 'fr', 'it', 'en'])('the analytics home tile part of %s', (language) => {
  const translations = JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8'));

  it('holds the tile texts and the withheld sentence only (issue 32; the rest stays in the rest part)', () => {
    const part = analyticsHomePart(translations);
    expect(Object.keys(part)).toEqual(['analytics']);
    expect(Object.keys(part.analytics as Tree).sort()).toEqual(['home', 'withheld']);
    expect(leaves(part).every((key) => leaves(splitTranslations(translations).rest).includes(key))).toBe(true);
  });
});
