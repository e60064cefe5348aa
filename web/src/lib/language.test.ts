import { describe, expect, it } from 'vitest';
import { resolveLanguage, swissLocale, toSupportedLanguage } from './language.ts';

describe('toSupportedLanguage', () => {
  it.each([
    ['de', 'de'],
    ['fr-CH', 'fr'],
    ['it_CH', 'it'],
    ['EN-gb', 'en'],
    ['es-ES', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});

describe('resolveLanguage', () => {
  it('prefers the lang search parameter over everything else', () => {
    expect(resolveLanguage({ searchParam: 'fr', stored: 'it', browser: ['en-US'] })).toBe('fr');
  });

  it('ignores an unsupported search parameter and uses the stored choice', () => {
    expect(resolveLanguage({ searchParam: 'xx', stored: 'it', browser: ['en-US'] })).toBe('it');
  });

  it('falls back to the first supported browser language', () => {
    expect(resolveLanguage({ browser: ['es-ES', 'fr-CH', 'en'] })).toBe('fr');
  });

  it('falls back to German', () => {
    expect(resolveLanguage({ browser: ['es-ES', 'pt-BR'] })).toBe('de');
    expect(resolveLanguage({})).toBe('de');
  });
});

describe('swissLocale', () => {
  it('maps each UI language to its Swiss locale', () => {
    expect(swissLocale('de')).toBe('de-CH');
    expect(swissLocale('fr')).toBe('fr-CH');
    expect(swissLocale('it')).toBe('it-CH');
    expect(swissLocale('en')).toBe('en-CH');
  });
});
