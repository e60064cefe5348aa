// Where a word may be hyphenated, by the TeX patterns of the `hyphen` package (de, fr, it, en-us): a PDF table's
// column heading too long for its column breaks between syllables ("Personal-nummer", "Arbeits-unfähigkeit") instead
// of anywhere ("Personaln-ummer"). The patterns of a language are loaded on first use (CommonJS, synchronous).
import { createRequire } from 'node:module';

export type HyphenationLanguage = 'de' | 'fr' | 'it' | 'en';

type Hyphenator = {
  hyphenateSync: (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string;
};

const PATTERN_MODULES: Record<HyphenationLanguage, string> = {
  de: 'hyphen/de/index.js',
  fr: 'hyphen/fr/index.js',
  it: 'hyphen/it/index.js',
  en: 'hyphen/en-us/index.js',
};
const require = createRequire(import.meta.url);
const loaded = new Map<HyphenationLanguage, Hyphenator>();
const SOFT_HYPHEN = '\u00AD';

/**
 * The positions inside `word` after which it may be broken with a hyphen, in ascending order ("Personalnummer" →
 * [3, 5, 8, 11]: Per-so-nal-num-mer). A word of fewer than five letters has none.
 */
export function hyphenationPoints(word: string, language: HyphenationLanguage): number[] {
  let hyphenator = loaded.get(language);
  if (!hyphenator) {
    hyphenator = require(PATTERN_MODULES[language]) as Hyphenator;
    loaded.set(language, hyphenator);
  }
  const marked = hyphenator.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: 5 });
  const points: number[] = [];
  let position = 0;
  for (const character of marked) {
    if (character === SOFT_HYPHEN) points.push(position);
    else position += character.length;
  }
  return points;
}
