// Which language the UI speaks (spec section 1: de, fr, it, en; "a route parameter lang may override the
// user's language"). Pure decision logic, so it can be tested without a browser.
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../src/contracts/constants.ts';

export const DEFAULT_LANGUAGE: SupportedLanguage = 'de';
export const LANGUAGE_STORAGE_KEY = 'absence-platform.language';
export const LANGUAGE_SEARCH_PARAM = 'lang';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** 'fr-CH' -> 'fr', 'de' -> 'de', 'es-ES' -> undefined. */
export function toSupportedLanguage(tag: string | null | undefined): SupportedLanguage | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : undefined;
}

export type LanguageSources = {
  /** Value of the `lang` search parameter, if any. */
  searchParam?: string | null;
  /** Value persisted in localStorage, if any. */
  stored?: string | null;
  /** navigator.languages (most preferred first). */
  browser?: readonly string[];
};

/** Order: `lang` search parameter, then the stored choice, then the browser's languages, then German. */
export function resolveLanguage(sources: LanguageSources): SupportedLanguage {
  const fromSearch = toSupportedLanguage(sources.searchParam);
  if (fromSearch) return fromSearch;
  const fromStorage = toSupportedLanguage(sources.stored);
  if (fromStorage) return fromStorage;
  for (const tag of sources.browser ?? []) {
    const fromBrowser = toSupportedLanguage(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LANGUAGE;
}

/** Swiss regional locale for Intl formatting in the given UI language (de-CH, fr-CH, it-CH, en-CH). */
export function swissLocale(language: SupportedLanguage): `${SupportedLanguage}-CH` {
  return `${language}-CH`;
}
