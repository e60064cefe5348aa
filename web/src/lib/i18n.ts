// The UI's translations (react-i18next) and the one place that switches the language. German is the default
// and the fallback; the choice is persisted in localStorage and mirrored to <html lang> and to dayjs, which
// drives Mantine's date components.
import dayjs from 'dayjs';
import 'dayjs/locale/de-ch';
import 'dayjs/locale/fr-ch';
import 'dayjs/locale/it-ch';
import 'dayjs/locale/en-gb';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../src/contracts/index.ts';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_SEARCH_PARAM,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  toSupportedLanguage,
} from './language.ts';

export const resources = {
  de: { translation: de },
  fr: { translation: fr },
  it: { translation: it },
  en: { translation: en },
} as const satisfies Record<SupportedLanguage, { translation: object }>;

/**
 * dayjs locale per UI language, for Mantine's date components. The Swiss variants keep Monday as the first day
 * of the week and dd.MM.yyyy-style formats; English uses en-gb for the same reasons.
 */
export const DAYJS_LOCALES: Record<SupportedLanguage, string> = {
  de: 'de-ch',
  fr: 'fr-ch',
  it: 'it-ch',
  en: 'en-gb',
};

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, policies); the language then lives only for this page view.
    return null;
  }
}

function storeLanguage(language: SupportedLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readStoredLanguage: not persisting is acceptable.
  }
}

function readSearchLanguage(): SupportedLanguage | undefined {
  return toSupportedLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_SEARCH_PARAM));
}

/** The language to start with: `?lang=` on the current URL, then localStorage, then the browser, then German. */
export function detectInitialLanguage(): SupportedLanguage {
  return resolveLanguage({
    searchParam: readSearchLanguage(),
    stored: readStoredLanguage(),
    browser: window.navigator.languages ?? [window.navigator.language],
  });
}

function applyLanguageSideEffects(language: SupportedLanguage): void {
  document.documentElement.lang = language;
  dayjs.locale(DAYJS_LOCALES[language]);
}

/** Initialises i18next once, before the first render (resources are bundled, so this is synchronous). */
export function initI18n(): typeof i18next {
  const language = detectInitialLanguage();
  // A `?lang=` override is the user's explicit choice and is remembered (spec section 1: the route parameter
  // lang may override the user's language). A language guessed from the browser is not stored.
  if (readSearchLanguage()) storeLanguage(language);
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
  });
  applyLanguageSideEffects(language);
  return i18next;
}

/** The current UI language, always one of the supported ones. */
export function currentLanguage(): SupportedLanguage {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the UI language, remembers it and updates <html lang> and the date locale. */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  applyLanguageSideEffects(language);
  if (currentLanguage() !== language || i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
}
