// The syllable breaks a PDF heading may use, in the four report languages. No database.
import { describe, expect, it } from 'vitest';
import { hyphenationPoints } from './pdf-hyphenation.ts';

const broken = (word: string, language: 'de' | 'fr' | 'it' | 'en') => {
  const points = hyphenationPoints(word, language);
  return [0, ...points].map((start, index) => word.slice(start, points[index] ?? word.length)).join('·');
};

describe('hyphenationPoints', () => {
  it('breaks German, French, Italian and English words between syllables', () => {
    expect(broken('Personalnummer', 'de')).toBe('Per·so·nal·num·mer');
    expect(hyphenationPoints('Personalnummer', 'de')).toEqual([3, 5, 8, 11]);
    expect(broken('Arbeitsunfähigkeit', 'de')).toBe('Ar·beits·un·fä·hig·keit');
    expect(broken('Verarbeitungsgruppe', 'de')).toBe('Ver·ar·bei·tungs·grup·pe');
    expect(broken('Incapacité', 'fr')).toBe('In·ca·pa·ci·té');
    expect(broken('Incapacità', 'it')).toBe('In·ca·pa·ci·tà');
    expect(broken('incapacity', 'en')).toBe('in·ca·pac·i·ty');
  });

  it('leaves short words and numbers whole', () => {
    expect(hyphenationPoints('Tage', 'de')).toEqual([]);
    expect(hyphenationPoints('2026', 'de')).toEqual([]);
  });
});
