// Names of countries and languages in the UI language (Intl.DisplayNames), for ISO codes the contract stores in
// upper case ('CH', 'DE'). Unknown codes are shown as they are.
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { DEFAULT_LANGUAGE, swissLocale } from './language.ts';

const cache = new Map<string, Intl.DisplayNames>();

function displayNames(language: SupportedLanguage, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${language}:${type}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([swissLocale(language), language], { type, fallback: 'code' });
    cache.set(key, names);
  }
  return names;
}

function safeName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** ISO 3166-1 alpha-2 -> country name, e.g. 'CH' -> 'Schweiz' (de). */
export function countryName(code: string, language: SupportedLanguage = DEFAULT_LANGUAGE): string {
  return safeName(displayNames(language, 'region'), code.toUpperCase());
}

/**
 * ISO 639-1 (upper case in the contract) -> language name, e.g. 'FR' -> 'Französisch' (de), 'Allemand' (fr).
 * Capitalised, since French and Italian names are lower case but stand alone here (lists, values).
 */
export function languageName(code: string, language: SupportedLanguage = DEFAULT_LANGUAGE): string {
  const name = safeName(displayNames(language, 'language'), code.toLowerCase());
  return name.charAt(0).toLocaleUpperCase(swissLocale(language)) + name.slice(1);
}
