// The character set of the Swiss Payment Standards (SPS). Since SPS 2022 (Swiss Implementation Guidelines pain.001
// version 2.0, chapter "Character set", and its Annex C on character conversion) payment messages may carry the
// "extended Latin" set:
//   Basic Latin          U+0020-U+007E
//   Latin-1 Supplement   U+00A0-U+00FF
//   Latin Extended-A     U+0100-U+017F
//   plus Ș ș Ț ț (U+0218-U+021B) and the euro sign € (U+20AC).
// Cross-checked with the SPS character-set documentation of the Swiss QR-bill library SwissQRBill (codecrete.net,
// SpsCharacterSet.ExtendedLatin), which names the same blocks; the four Romanian letters and € are UNCONFIRMED
// against the SIX document itself (see README.md).
// Identifiers (MsgId, PmtInfId, InstrId, EndToEndId) are kept to the narrower SWIFT set that earlier SPS versions
// prescribed for them (SPS pain.001 IG 1.x amendment record: "only characters in the SWIFT dataset are permitted
// for Message Identification, Payment Information Identification, Instruction Identification and End To End
// Identification"); a subset of the extended set, so also valid under SPS 2.x.

/** Whether one Unicode code point belongs to the SPS extended Latin set. */
export function isSpsCodePoint(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0x17f) ||
    (codePoint >= 0x218 && codePoint <= 0x21b) ||
    codePoint === 0x20ac
  );
}

const SPS_TEXT = /^[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]*$/;

/** Whether every character of `text` is in the SPS extended Latin set (the empty string is). */
export function isSpsText(text: string): boolean {
  return SPS_TEXT.test(text);
}

/** The SWIFT character set: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. */
const SWIFT_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** Whether an identifier (MsgId, PmtInfId, InstrId, EndToEndId) uses only the SWIFT character set. */
export function isSwiftIdentifierText(text: string): boolean {
  return SWIFT_TEXT.test(text);
}

/**
 * Replacements for frequent characters outside the set (typographic punctuation, German capital sharp s). Letters
 * with diacritics outside the set lose their marks instead (see toSpsText); the rest becomes '.'. In the spirit of
 * SPS Annex C, which maps characters to their closest Basic Latin form.
 */
const REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ['\u2018', "'"], // ‘ left single quotation mark
  ['\u2019', "'"], // ’ right single quotation mark (typographic apostrophe)
  ['\u201a', "'"], // ‚
  ['\u201b', "'"], // ‛
  ['\u2032', "'"], // ′ prime
  ['\u201c', '"'], // “
  ['\u201d', '"'], // ”
  ['\u201e', '"'], // „
  ['\u201f', '"'], // ‟
  ['\u2033', '"'], // ″
  ['\u2010', '-'], // ‐ hyphen
  ['\u2011', '-'], // ‑ non-breaking hyphen
  ['\u2012', '-'], // ‒ figure dash
  ['\u2013', '-'], // – en dash
  ['\u2014', '-'], // — em dash
  ['\u2212', '-'], // − minus sign
  ['\u2026', '...'], // … ellipsis
  ['\u1e9e', 'SS'], // ẞ capital sharp s (the small ß, U+00DF, is in the set)
  ['\u0192', 'f'], // ƒ
  ['\t', ' '],
  ['\n', ' '],
  ['\r', ' '],
]);

const COMBINING_OR_FORMAT = /^[\p{M}\p{Cf}]$/u;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the SPS permit it, deterministically: NFC first (so 'e' + U+0301 becomes 'é', which is in the set); each
 * code point outside the set is replaced from REPLACEMENTS, else stripped of its diacritics when that yields
 * characters in the set ('ǎ' -> 'a'), else dropped when it is a lone combining mark or format character (zero-width
 * joiner, variation selector), else replaced by '.' (emoji, Cyrillic, CJK). isSpsText(toSpsText(s)) always holds.
 */
export function toSpsText(text: string): string {
  const normalised = text.normalize('NFC');
  if (isSpsText(normalised)) return normalised;
  let result = '';
  for (const character of normalised) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (isSpsCodePoint(codePoint)) {
      result += character;
      continue;
    }
    const replacement = REPLACEMENTS.get(character);
    if (replacement !== undefined) {
      result += replacement;
      continue;
    }
    if (COMBINING_OR_FORMAT.test(character)) continue;
    const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
    result += base.length > 0 && isSpsText(base) ? base : '.';
  }
  return result;
}

/** A free-text field as it is written to the file: transliterated to the SPS set, then trimmed. */
export function toSpsFieldText(value: string): string {
  return toSpsText(value).trim();
}
