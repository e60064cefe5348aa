// The UI's translations (lib/translator.ts) and the one place that switches the language. German is the default
// and the fallback; the choice is persisted in localStorage and mirrored to <html lang> and to dayjs, which
// drives Mantine's date components. Each language is a chunk of its own, loaded before the first render and on a
// switch, so a page view downloads one language, not four. dayjs and its locale come with the rest of the
// translations: the date components live only on screens behind the home page, which the router renders after
// loadScreenTranslations (issue 10: the login and home pages load no dayjs); a screen that draws its date fields
// after its first paint loads them with loadDates instead.
import type DayjsModule from 'dayjs';
import type { SupportedLanguage } from '../../../src/contracts/constants.ts';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_SEARCH_PARAM,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  toSupportedLanguage,
} from './language.ts';
import { type TranslationTree, translator } from './translator.ts';

/** One chunk per language: the start part of its translations (lib/translation-parts.ts). */
const LANGUAGE_LOADERS: Record<SupportedLanguage, () => Promise<TranslationTree>> = {
  de: async () => (await import('../locales/de.json?part=start')).default,
  fr: async () => (await import('../locales/fr.json?part=start')).default,
  it: async () => (await import('../locales/it.json?part=start')).default,
  en: async () => (await import('../locales/en.json?part=start')).default,
};

/** A language's dayjs locale (the import registers it with dayjs). */
const DAYJS_LOCALE_LOADERS: Record<SupportedLanguage, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de-ch'),
  fr: () => import('dayjs/locale/fr-ch'),
  it: () => import('dayjs/locale/it-ch'),
  en: () => import('dayjs/locale/en-gb'),
};

/** dayjs, once the first screen behind the home page has loaded it. */
let dayjs: typeof DayjsModule | undefined;

/** The rest of a language's translations: the texts of the screens behind the home page, a chunk of its own. */
const LATER_LOADERS: Record<SupportedLanguage, () => Promise<TranslationTree>> = {
  de: async () => (await import('../locales/de.json?part=rest')).default,
  fr: async () => (await import('../locales/fr.json?part=rest')).default,
  it: async () => (await import('../locales/it.json?part=rest')).default,
  en: async () => (await import('../locales/en.json?part=rest')).default,
};

/** The public certificate upload page's texts (decision 0056): a small part of their own, not the rest. */
const CERTIFICATE_UPLOAD_LOADERS: Record<SupportedLanguage, () => Promise<TranslationTree>> = {
  de: async () => (await import('../locales/de.json?part=certificate-upload')).default,
  fr: async () => (await import('../locales/fr.json?part=certificate-upload')).default,
  it: async () => (await import('../locales/it.json?part=certificate-upload')).default,
  en: async () => (await import('../locales/en.json?part=certificate-upload')).default,
};

/** Languages whose certificate upload texts are loaded (or loading); once asked for, a switch loads them too. */
const uploadPageLoads = new Map<SupportedLanguage, Promise<void>>();

function loadUploadPageFor(language: SupportedLanguage): Promise<void> {
  let load = uploadPageLoads.get(language);
  if (!load) {
    load = CERTIFICATE_UPLOAD_LOADERS[language]().then((translations) => {
      translator.addResources(language, translations);
    });
    load.catch(() => uploadPageLoads.delete(language));
    uploadPageLoads.set(language, load);
  }
  return load;
}

/** The texts of the public certificate upload page in the current language (its route awaits them). */
export function loadCertificateUploadTranslations(): Promise<void> {
  return loadUploadPageFor(currentLanguage());
}

/** Languages whose dayjs locale is loaded (or loading); once any screen asked for dates, a switch loads it too. */
const dateLoads = new Map<SupportedLanguage, Promise<void>>();

function loadDatesFor(language: SupportedLanguage): Promise<void> {
  let load = dateLoads.get(language);
  if (!load) {
    // The locale module imports dayjs itself and registers with it: both load in parallel.
    load = Promise.all([import('dayjs'), DAYJS_LOCALE_LOADERS[language]()]).then(([module]) => {
      dayjs = module.default;
      if (language === currentLanguage()) dayjs.locale(DAYJS_LOCALES[language]);
    });
    load.catch(() => dateLoads.delete(language));
    dateLoads.set(language, load);
  }
  return load;
}

/**
 * dayjs with the current language's locale, for Mantine's date components: a screen that shows them only after
 * its first paint (the employee list's "active on" filter) loads it with them instead of with its route.
 */
export function loadDates(): Promise<void> {
  return loadDatesFor(currentLanguage());
}

/** Languages whose rest is loaded (or loading); once any screen asked for it, a language switch loads it too. */
const laterLoads = new Map<SupportedLanguage, Promise<void>>();

function loadLater(language: SupportedLanguage): Promise<void> {
  let load = laterLoads.get(language);
  if (!load) {
    load = LATER_LOADERS[language]().then((translations) => {
      translator.addResources(language, translations);
    });
    // A failed load (network) may be retried by the next screen.
    load.catch(() => laterLoads.delete(language));
    laterLoads.set(language, load);
  }
  return load;
}

/**
 * Loads the rest of the current language's translations and, unless `dates` is false, dayjs with the language's
 * locale; the router awaits it with every screen but the login and home pages, so no screen renders before its
 * texts are there.
 */
export async function loadScreenTranslations({ dates = true }: { dates?: boolean } = {}): Promise<void> {
  await Promise.all([loadLater(currentLanguage()), dates ? loadDates() : undefined]);
}

/** Languages whose start part is loaded (or loading). */
const startLoads = new Map<SupportedLanguage, Promise<void>>();

function loadStart(language: SupportedLanguage): Promise<void> {
  let load = startLoads.get(language);
  if (!load) {
    load = LANGUAGE_LOADERS[language]().then((translations) => {
      translator.addResources(language, translations);
    });
    load.catch(() => startLoads.delete(language));
    startLoads.set(language, load);
  }
  return load;
}

/** Adds a language's translations to the translator unless they are there already (and its rest once screens need it). */
async function loadLanguage(language: SupportedLanguage): Promise<void> {
  await Promise.all([
    loadStart(language),
    laterLoads.size > 0 ? loadLater(language) : undefined,
    dateLoads.size > 0 ? loadDatesFor(language) : undefined,
    uploadPageLoads.size > 0 ? loadUploadPageFor(language) : undefined,
  ]);
}

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
  // Before any screen with dates has loaded dayjs there is nothing to set; loadDatesFor sets it then.
  dayjs?.locale(DAYJS_LOCALES[language]);
}

/** Initialises the translations once, before the first render: loads the starting language's chunk first. */
export async function initI18n(): Promise<void> {
  const language = detectInitialLanguage();
  // A `?lang=` override is the user's explicit choice and is remembered (spec section 1: the route parameter
  // lang may override the user's language). A language guessed from the browser is not stored.
  if (readSearchLanguage()) storeLanguage(language);
  // The language is current at once (nothing renders before this resolves), so route chunks preloaded meanwhile
  // (main.tsx) load the rest of the right language's texts.
  translator.changeLanguage(language);
  applyLanguageSideEffects(language);
  // Other languages are added by loadLanguage on a switch. The translation files are complete, so the German
  // fallback is never needed for a missing key and is not loaded for it.
  await loadStart(language);
}

/** The current UI language, always one of the supported ones. */
export function currentLanguage(): SupportedLanguage {
  const language = translator.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the UI language, remembers it and updates <html lang> and the date locale. */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await loadLanguage(language);
  applyLanguageSideEffects(language);
  translator.changeLanguage(language);
}
