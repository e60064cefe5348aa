// Text for a code page that lacks some letters (decision 0043, issue 28): GZF and SWISSPORT are windows-1252, and
// iconv-lite writes every character the code page lacks as '?', so "Łukasz-Żółć" became "?ukasz-?ó??". Before a
// value is encoded (and before a fixed-width column measures it) each character windows-1252 lacks is replaced:
// 1. a character windows-1252 has stays as it is (ä ö ü é è à ç ß ø Ø æ œ Š š Ž ž Ÿ, – — ’ „ €: cp1252 has them);
// 2. letters that do not decompose come from LETTERS (Ł→L, ł→l, Đ→D, đ→d, ı→i, Ħ→H, ŋ→n, ẞ→SS, …), Greek and
//    Cyrillic letters from their tables (a simple Latin spelling: Ж→Zh, Щ→Shch, Θ→Th), typographic spaces and
//    dashes from PUNCTUATION (narrow no-break space → space, non-breaking hyphen and minus → '-');
// 3. any other character is decomposed (Unicode NFD) and its combining marks are dropped from the last one until
//    what is left, recomposed (NFC), is in the code page: ő → o, ǘ → ü (u + diaeresis is ü), ć → c, ż → z, ș → s;
//    a compatibility form becomes its plain characters (NFKD: fullwidth Ａ → A, ① → 1);
// 4. what is still not in the code page (Chinese, Arabic, emoji, …) is written as '?' and reported as lost.
// Pure and total: every input gives a text windows-1252 can carry, and the list of what was changed and lost.
import iconv from 'iconv-lite';

/** The characters windows-1252 encodes (its 251 defined bytes), decoded once. */
const WINDOWS_1252 = new Set<string>(
  Array.from({ length: 256 }, (_, byte) => iconv.decode(Buffer.from([byte]), 'windows-1252')).filter(
    (char) => char !== '\ufffd',
  ),
);

/** Whether windows-1252 has the character (one code point). */
export function inWindows1252(char: string): boolean {
  return WINDOWS_1252.has(char);
}

/** Latin letters without a canonical decomposition, and ligatures: their usual spelling in plain Latin letters. */
const LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'k',
  ŉ: "'n",
  Ŋ: 'N',
  ŋ: 'n',
  Ɓ: 'B',
  ɓ: 'b',
  Ƈ: 'C',
  ƈ: 'c',
  Ɗ: 'D',
  ɗ: 'd',
  Ƒ: 'F',
  Ɠ: 'G',
  ɠ: 'g',
  Ɨ: 'I',
  ɨ: 'i',
  Ƙ: 'K',
  ƙ: 'k',
  ƚ: 'l',
  Ɲ: 'N',
  ɲ: 'n',
  Ƥ: 'P',
  ƥ: 'p',
  Ƭ: 'T',
  ƭ: 't',
  Ʈ: 'T',
  Ʋ: 'V',
  Ƴ: 'Y',
  ƴ: 'y',
  Ƶ: 'Z',
  ƶ: 'z',
  Ə: 'E',
  ə: 'e',
  Ǝ: 'E',
  ǝ: 'e',
  Ɛ: 'E',
  ɛ: 'e',
  Ɔ: 'O',
  ɔ: 'o',
  Ʒ: 'Zh',
  ʒ: 'zh',
  Ǥ: 'G',
  ǥ: 'g',
  ẞ: 'SS',
  Ĳ: 'IJ',
  ĳ: 'ij',
  Ǆ: 'DZ',
  ǅ: 'Dz',
  ǆ: 'dz',
  Ǉ: 'LJ',
  ǈ: 'Lj',
  ǉ: 'lj',
  Ǌ: 'NJ',
  ǋ: 'Nj',
  ǌ: 'nj',
  Ǳ: 'DZ',
  ǲ: 'Dz',
  ǳ: 'dz',
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
  // Latin Extended-B and Latin Extended Additional letters without a decomposition (the rest decompose).
  ſ: 's',
  ƀ: 'b',
  Ƃ: 'B',
  ƃ: 'b',
  Ƅ: 'B',
  ƅ: 'b',
  Ɖ: 'D',
  Ƌ: 'D',
  ƌ: 'd',
  ƍ: 'd',
  Ɣ: 'G',
  ƕ: 'hv',
  Ɩ: 'I',
  ƛ: 'l',
  Ɯ: 'M',
  ƞ: 'n',
  Ɵ: 'O',
  Ƣ: 'OI',
  ƣ: 'oi',
  Ʀ: 'R',
  Ƨ: 'S',
  ƨ: 's',
  Ʃ: 'Sh',
  ƪ: 'sh',
  ƫ: 't',
  Ʊ: 'U',
  Ƹ: 'Zh',
  ƹ: 'zh',
  ƺ: 'zh',
  ƻ: '2',
  Ƽ: '5',
  ƽ: '5',
  ƾ: 'ts',
  ƿ: 'w',
  ǀ: '|',
  ǁ: '||',
  ǂ: '!',
  ǃ: '!',
  Ƕ: 'Hv',
  Ƿ: 'W',
  Ȝ: 'Gh',
  ȝ: 'gh',
  Ƞ: 'N',
  ȡ: 'd',
  Ȣ: 'OU',
  ȣ: 'ou',
  Ȥ: 'Z',
  ȥ: 'z',
  ȴ: 'l',
  ȵ: 'n',
  ȶ: 't',
  ȷ: 'j',
  ȸ: 'db',
  ȹ: 'qp',
  Ⱥ: 'A',
  Ȼ: 'C',
  ȼ: 'c',
  Ƚ: 'L',
  Ⱦ: 'T',
  ȿ: 's',
  ɀ: 'z',
  Ɂ: "'",
  ɂ: "'",
  Ƀ: 'B',
  Ʉ: 'U',
  Ʌ: 'V',
  Ɇ: 'E',
  ɇ: 'e',
  Ɉ: 'J',
  ɉ: 'j',
  Ɋ: 'Q',
  ɋ: 'q',
  Ɍ: 'R',
  ɍ: 'r',
  Ɏ: 'Y',
  ɏ: 'y',
  ẚ: 'a',
  ẜ: 's',
  ẝ: 's',
  ẟ: 'd',
  Ỻ: 'LL',
  ỻ: 'll',
  Ỽ: 'V',
  ỽ: 'v',
  Ỿ: 'Y',
  ỿ: 'y',
  ʻ: "'",
  ʼ: "'",
  ʿ: "'",
  ʾ: "'",
};

/** Spaces, hyphens, dashes and quotes windows-1252 lacks. */
const PUNCTUATION: Record<string, string> = {
  '\u2000': ' ',
  '\u2001': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ', // narrow no-break space (ICU's French thousands separator)
  '\u205f': ' ',
  '\u3000': ' ',
  '\u200b': '', // zero-width space and joiners carry no letter
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': "'",
  '\u201f': '"',
  '\u2044': '/',
  '\u2215': '/',
};

/** Greek: a simple Latin spelling (ELOT 743 without diacritics). Accented vowels decompose first (ά → α). */
const GREEK: Record<string, string> = {
  Α: 'A',
  Β: 'V',
  Γ: 'G',
  Δ: 'D',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'I',
  Θ: 'Th',
  Ι: 'I',
  Κ: 'K',
  Λ: 'L',
  Μ: 'M',
  Ν: 'N',
  Ξ: 'X',
  Ο: 'O',
  Π: 'P',
  Ρ: 'R',
  Σ: 'S',
  Τ: 'T',
  Υ: 'Y',
  Φ: 'F',
  Χ: 'Ch',
  Ψ: 'Ps',
  Ω: 'O',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Cyrillic (Russian, Ukrainian, Belarusian, Serbian, Macedonian, Bulgarian): a simple Latin spelling. */
const CYRILLIC: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Ґ: 'G',
  Д: 'D',
  Ђ: 'Dj',
  Ѓ: 'Gj',
  Е: 'E',
  Ё: 'E',
  Є: 'Ye',
  Ж: 'Zh',
  З: 'Z',
  Ѕ: 'Dz',
  И: 'I',
  І: 'I',
  Ї: 'Yi',
  Й: 'Y',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  Љ: 'Lj',
  М: 'M',
  Н: 'N',
  Њ: 'Nj',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  Ћ: 'C',
  Ќ: 'Kj',
  У: 'U',
  Ў: 'U',
  Ф: 'F',
  Х: 'Kh',
  Ц: 'Ts',
  Ч: 'Ch',
  Џ: 'Dz',
  Ш: 'Sh',
  Щ: 'Shch',
  Ъ: '',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'Yu',
  Я: 'Ya',
};
for (const [upper, latin] of Object.entries(CYRILLIC)) CYRILLIC[upper.toLowerCase()] = latin.toLowerCase();

const COMBINING_MARK = /\p{M}/u;

export type Transliteration = {
  /** The text windows-1252 can carry. */
  text: string;
  /** Each character replaced and what it became, in order of appearance, once each ("Ł" → "L"). */
  replaced: { from: string; to: string }[];
  /** Characters no rule could spell: written as '?'. */
  lost: string[];
};

/** A character windows-1252 lacks, spelled with characters it has; null when no rule knows it. */
function spell(char: string): string | null {
  const known = LETTERS[char] ?? PUNCTUATION[char] ?? GREEK[char] ?? CYRILLIC[char];
  if (known !== undefined) return known;
  // A combining mark the text could not compose with its letter (q + acute) is a diacritic, not a letter.
  if (COMBINING_MARK.test(char)) return '';
  const decomposed = [...char.normalize('NFD')];
  // Drop combining marks from the end until the rest (recomposed) is in the code page: ǘ -> ü, ő -> o.
  while (decomposed.length > 1 && COMBINING_MARK.test(decomposed[decomposed.length - 1] ?? '')) {
    decomposed.pop();
    const rest = decomposed.join('').normalize('NFC');
    if ([...rest].every(inWindows1252)) return rest;
  }
  // A decomposed base that is itself one of the tables' letters (ά -> α -> a, ẛ -> ſ -> s).
  const base = decomposed[0];
  if (base !== undefined && base !== char && decomposed.length === 1) return spell(base);
  // A compatibility form (fullwidth Ａ, ℌ, ①, ㎏): its plain characters, each kept or spelled.
  const compatible = char.normalize('NFKD');
  if (compatible !== char && compatible !== char.normalize('NFD')) {
    let out = '';
    for (const part of compatible.normalize('NFC')) {
      const spelled = inWindows1252(part) ? part : spell(part);
      if (spelled === null) return null;
      out += spelled;
    }
    return out;
  }
  return null;
}

/** Text of windows-1252 characters only: the common case, checked with one regular expression (no per-character work). */
const ONLY_WINDOWS_1252 = new RegExp(
  `^[${[...WINDOWS_1252].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]*$`,
);

/** The text as windows-1252 carries it (transliterateForWindows1252's text), quick when nothing needs spelling. */
export function windows1252Text(text: string): string {
  return ONLY_WINDOWS_1252.test(text) ? text : transliterateForWindows1252(text).text;
}

/** The text with every character windows-1252 lacks spelled with characters it has (see the rules above). */
export function transliterateForWindows1252(text: string): Transliteration {
  if (ONLY_WINDOWS_1252.test(text)) return { text, replaced: [], lost: [] };
  const normalised = text.normalize('NFC');
  const replaced = new Map<string, string>();
  const lost = new Set<string>();
  let out = '';
  for (const char of normalised) {
    if (inWindows1252(char)) {
      out += char;
      continue;
    }
    const spelled = spell(char);
    if (spelled === null) {
      lost.add(char);
      out += '?';
    } else {
      replaced.set(char, spelled);
      out += spelled;
    }
  }
  return { text: out, replaced: [...replaced].map(([from, to]) => ({ from, to })), lost: [...lost] };
}
