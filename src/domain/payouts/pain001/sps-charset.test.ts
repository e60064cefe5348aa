import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../testing/property-runs.ts';
import { isSpsText, isSwiftIdentifierText, toSpsFieldText, toSpsText } from './sps-charset.ts';

describe('isSpsText (SPS extended Latin: U+0020-007E, U+00A0-017F, U+0218-021B, U+20AC)', () => {
  it.each([
    ['Basic Latin', 'Hello, World! #42 {x} ~'],
    ['é, à, ç (Latin-1 Supplement)', 'Genève à la française'],
    ['ü, ö, ä, ß (Latin-1 Supplement)', 'Müller Größe Bär'],
    ['Latin Extended-A (Ş, ı, Ł, ő)', 'Şükrü Yılmaz Łódź Erdős'],
    ['Romanian comma letters (U+0218-021B)', 'Ș ș Ț ț'],
    ['euro sign', '€ 12.50'],
    ['empty string', ''],
  ])('accepts %s', (_label, text) => {
    expect(isSpsText(text)).toBe(true);
  });

  it.each([
    ['typographic apostrophe ’ (U+2019)', 'D’Aubigné'],
    ['left quote ‘ (U+2018)', '‘UVG'],
    ['en dash – (U+2013)', 'März – April'],
    ['emoji', 'Taggeld 👍'],
    ['Cyrillic', 'Привет'],
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['DEL (U+007F)', 'a\u007fb'],
    ['Latin Extended-B ǎ (U+01CE)', 'ǎ'],
  ])('refuses %s', (_label, text) => {
    expect(isSpsText(text)).toBe(false);
  });
});

describe('toSpsText', () => {
  it.each([
    ['é stays (in the set)', 'é', 'é'],
    ['ü stays', 'ü', 'ü'],
    ['ß stays (U+00DF is in Latin-1 Supplement, so no "ss")', 'Straße', 'Straße'],
    ['capital sharp s ẞ (U+1E9E) becomes SS', 'STRAẞE', 'STRASSE'],
    ['‘ and ’ become the ASCII apostrophe', '‘UVG’ D’Aubigné', "'UVG' D'Aubigné"],
    ['“ and ” become the ASCII quotation mark', '“Fall”', '"Fall"'],
    ['en and em dash become a hyphen', 'März – April — Mai', 'März - April - Mai'],
    ['ellipsis becomes three dots', 'usw…', 'usw...'],
    ['€ stays', '€ 10', '€ 10'],
    ['an emoji becomes one dot', 'Taggeld 👍', 'Taggeld .'],
    ['an emoji with skin tone is two code points, two dots', '👍🏽', '..'],
    ['the emoji variation selector (U+FE0F) is dropped', '❤️', '.'],
    ['decomposed è (e + U+0300) is composed first', 'Gene\u0300ve', 'Genève'],
    ['ǎ (Latin Extended-B) loses its caron', 'ǎ', 'a'],
    ['Cyrillic becomes dots', 'Мир', '...'],
    ['tab and line feed become blanks', 'a\tb\nc', 'a b c'],
  ])('%s', (_label, input, expected) => {
    expect(toSpsText(input)).toBe(expected);
    expect(isSpsText(toSpsText(input))).toBe(true);
  });

  it('always yields SPS text and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const converted = toSpsText(text);
        expect(isSpsText(converted)).toBe(true);
        expect(toSpsText(converted)).toBe(converted);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('toSpsFieldText trims after transliteration', () => {
    expect(toSpsFieldText('\t Zoë \n')).toBe('Zoë');
  });
});

describe("isSwiftIdentifierText (identifiers: a-z A-Z 0-9 / - ? : ( ) . , ' + blank)", () => {
  it('accepts the SWIFT set', () => {
    expect(isSwiftIdentifierText("ABSENZA-2026/11:(1).+,'? x")).toBe(true);
  });
  it.each(['E2E_1', 'Fall#4711', 'Zoë', 'a&b'])('refuses %s', (identifier) => {
    expect(isSwiftIdentifierText(identifier)).toBe(false);
  });
});
