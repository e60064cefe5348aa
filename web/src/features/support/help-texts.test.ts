// The help panel (decision 0067) has its texts for every area the navigation can show, the general page and the
// platform administration, in the four languages; each is short (the panel is read beside the screen).
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../../src/contracts/areas.ts';
import { LATER_SECTIONS } from '../../lib/translation-parts.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';

const LOCALES = { de, fr, it: it_, en } as const;
const TOPICS = [...AREAS.filter((area) => area.isAvailable).map((area) => area.id), 'general', 'admin'];
const PARTS = ['purpose', 'terms', 'next'] as const;

describe('the help texts', () => {
  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    '%s: purpose, key terms and next step of every topic',
    (language) => {
      const areas = (LOCALES[language] as unknown as { help: { areas: Record<string, Record<string, string>> } }).help
        .areas;
      const missing = TOPICS.flatMap((topic) =>
        PARTS.filter((part) => typeof areas[topic]?.[part] !== 'string').map((part) => `${topic}.${part}`),
      );
      expect(missing).toEqual([]);
      for (const topic of TOPICS) for (const part of PARTS) expect(areas[topic]?.[part]?.length).toBeLessThan(320);
    },
  );

  it('are not in the first load: help and support are later sections of the translations', () => {
    expect(LATER_SECTIONS).toEqual(expect.arrayContaining(['help', 'support']));
  });
});
