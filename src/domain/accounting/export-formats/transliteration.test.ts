// The transliteration for windows-1252 (decision 0043): worked examples per rule, and a sweep over the Basic
// Multilingual Plane's letters showing every output is text windows-1252 carries, and what is lost is named.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { inWindows1252, transliterateForWindows1252 } from './transliteration.ts';

const spelled = (text: string) => transliterateForWindows1252(text).text;

describe('transliterateForWindows1252', () => {
  it('keeps what windows-1252 has, umlauts and accents included', () => {
    for (const text of [
      'Müller',
      'Zoë Bernasconi',
      'François Dubois',
      'Weiß',
      'Øystein Ærø',
      'Šimun Žagar',
      '€ – ’ „',
    ]) {
      expect(transliterateForWindows1252(text)).toEqual({ text, replaced: [], lost: [] });
    }
  });

  it('spells Łukasz-Żółć as Lukasz-Zólc and says what it replaced', () => {
    // Ł and ł: no decomposition, the table; Ż: Z + dot above (NFD), the mark dropped; ó: cp1252 has it; ć: c + acute.
    expect(transliterateForWindows1252('Łukasz-Żółć')).toEqual({
      text: 'Lukasz-Zólc',
      replaced: [
        { from: 'Ł', to: 'L' },
        { from: 'Ż', to: 'Z' },
        { from: 'ł', to: 'l' },
        { from: 'ć', to: 'c' },
      ],
      lost: [],
    });
  });

  it.each([
    ['Dvořák', 'Dvorák'], // ř -> r; á is in cp1252
    ['Erdős Pál', 'Erdos Pál'], // ő (double acute) -> o
    ['Şenol Çağlar', 'Senol Çaglar'], // ş -> s (cedilla dropped), ğ -> g
    ['Ștefănescu', 'Stefanescu'], // ș (comma below), ă
    ['Đorđević', 'Dordevic'], // Đ/đ -> D/d (table), ć -> c
    ['Nguyễn Thị', 'Nguyên Thi'], // ễ = e + circumflex + tilde: the tilde dropped leaves ê (cp1252); ị -> i
    ['Ǘmlaut', 'Ümlaut'], // u + diaeresis + acute: dropping the acute leaves Ü
    ['Kırıkkale', 'Kirikkale'], // dotless ı (table)
    ['Ĳsselmeer', 'IJsselmeer'],
    ['STRAẞE', 'STRASSE'],
    ['Αλέξανδρος Σωκράτης', 'Alexandros Sokratis'], // έ: ε + acute, the mark dropped, ε from the table
    ['Жуковский Щукин', 'Zhukovskiy Shchukin'],
    ['Ђоковић', 'Djokovic'],
    ['1\u202f234', '1 234'], // narrow no-break space (ICU's French thousands separator)
    ['Meier\u2011Huber', 'Meier-Huber'], // non-breaking hyphen
    ['q\u0301', 'q'], // a combining mark with no precomposed letter is dropped
  ])('%s -> %s', (text, expected) => {
    const result = transliterateForWindows1252(text);
    expect(result.text).toBe(expected);
    expect(result.lost).toEqual([]);
  });

  it('writes what no rule spells as "?" and names it as lost', () => {
    expect(transliterateForWindows1252('王 Wei 😀')).toEqual({
      text: '? Wei ?',
      replaced: [],
      lost: ['王', '😀'],
    });
  });

  it('treats a decomposed input like the composed one (NFC first)', () => {
    expect(spelled('Z\u0307o\u0301\u0142c\u0301')).toBe('Zólc');
  });

  it('gives text windows-1252 encodes without "?" for every letter of U+0000-U+2FFF it spells, and reports the rest', () => {
    let spelledCount = 0;
    const lostLetters: string[] = [];
    for (let code = 0x20; code < 0x3000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      const result = transliterateForWindows1252(char);
      // Every character of the output is in the code page; iconv-lite writes it without '?' (0x3F).
      expect([...result.text].every(inWindows1252), `U+${code.toString(16)}`).toBe(true);
      const bytes = iconv.encode(result.text, 'windows-1252');
      if (result.lost.length === 0) {
        expect(bytes.includes(0x3f) && !result.text.includes('?'), `U+${code.toString(16)}`).toBe(false);
        if (!inWindows1252(char)) spelledCount += 1;
      } else {
        expect(result.text).toBe('?');
        if (/\p{L}/u.test(char)) lostLetters.push(char);
      }
    }
    // Latin letters are never lost: every letter of Latin-1 Supplement, Extended-A/B, IPA-free ranges and Latin
    // Extended Additional is spelled. Greek and Cyrillic letters of the tables are spelled too.
    const latin = lostLetters.filter((char) => /\p{Script=Latin}/u.test(char));
    expect(latin.filter((char) => /[\u00c0-\u024f\u1e00-\u1eff]/.test(char))).toEqual([]);
    expect(lostLetters.filter((char) => /[\u0410-\u044f\u0391-\u03c9]/.test(char))).toEqual([]);
    expect(spelledCount).toBeGreaterThan(1000);
  });
});
