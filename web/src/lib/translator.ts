// The UI's translation runtime: looks texts up in the language files (web/src/locales), picks the plural form and
// fills in {{placeholders}}. It replaced i18next and react-i18next (issue 10: 17 kB gzipped of every first load,
// for four features the app uses): nested keys separated by dots, `_one` / `_other` plural forms chosen by the
// language's Intl.PluralRules when `count` is given, German as the fallback language, `defaultValue`, and
// `{{name}}` placeholders (values as text; a placeholder without a value stays as it is, one whose value is
// null or undefined becomes empty). Values are not escaped: React escapes what it renders.
// Components read texts through `useTranslation()`, which re-renders them when the language changes.
import { useSyncExternalStore } from 'react';

export type TranslationTree = { readonly [key: string]: string | TranslationTree };

export type TOptions = {
  /**
   * A number chooses the plural form (`key_one`, `key_other`, …); a text (an already formatted number, where the
   * caller chose the form in the key) only fills {{count}}.
   */
  readonly count?: number | string;
  /** The text when the key exists in no loaded language (placeholders are filled in it too). */
  readonly defaultValue?: string;
  readonly [placeholder: string]: unknown;
};

/** A text by key in one language (or the translator's current one). */
export type TFunction = (key: string, options?: TOptions) => string;

type TranslatorOptions = {
  language: string;
  fallbackLanguage: string;
  resources?: Readonly<Record<string, TranslationTree>>;
};

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(target: TranslationTree, source: TranslationTree): TranslationTree {
  const merged: Record<string, string | TranslationTree> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && existing !== undefined && typeof existing === 'object'
        ? merge(existing, value)
        : value;
  }
  return merged;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

export class Translator {
  readonly #bundles = new Map<string, TranslationTree>();
  readonly #plurals = new Map<string, Intl.PluralRules>();
  readonly #listeners = new Set<() => void>();
  readonly #fallbackLanguage: string;
  #language: string;
  #t: TFunction;

  constructor({ language, fallbackLanguage, resources = {} }: TranslatorOptions) {
    this.#language = language;
    this.#fallbackLanguage = fallbackLanguage;
    for (const [code, tree] of Object.entries(resources)) this.addResources(code, tree);
    this.#t = this.getFixedT(language);
  }

  /** The current language's code. */
  get language(): string {
    return this.#language;
  }

  /** The current language's text function; a new function after each language change. */
  get t(): TFunction {
    return this.#t;
  }

  /** Adds texts to a language (deeply merged: a later part of a language file adds its sections). */
  addResources(language: string, tree: TranslationTree): void {
    const existing = this.#bundles.get(language);
    this.#bundles.set(language, existing ? merge(existing, tree) : tree);
  }

  /** Whether the key has a text in the current language or the fallback. */
  exists(key: string): boolean {
    return this.#find(this.#language, key, undefined) !== undefined;
  }

  /** The text function of a language, independent of later language changes. */
  getFixedT(language: string): TFunction {
    return (key, options) => {
      const count = options?.count;
      const text = this.#find(language, key, typeof count === 'number' ? count : undefined);
      return interpolate(text ?? options?.defaultValue ?? key, options);
    };
  }

  /** Switches the current language and re-renders every component that reads texts. */
  changeLanguage(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#t = this.getFixedT(language);
    for (const listener of this.#listeners) listener();
  }

  /** Calls the listener after each language change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #find(language: string, key: string, count: number | undefined): string | undefined {
    const languages = language === this.#fallbackLanguage ? [language] : [language, this.#fallbackLanguage];
    for (const code of languages) {
      const bundle = this.#bundles.get(code);
      if (!bundle) continue;
      if (typeof count === 'number') {
        const plural = lookup(bundle, `${key}_${this.#pluralRules(code).select(count)}`);
        if (plural !== undefined) return plural;
      }
      const text = lookup(bundle, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  #pluralRules(language: string): Intl.PluralRules {
    let rules = this.#plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.#plurals.set(language, rules);
    }
    return rules;
  }
}

/** The app's translator; web/src/lib/i18n.ts loads its texts and switches its language. */
export const translator = new Translator({ language: 'de', fallbackLanguage: 'de' });

/**
 * The current language's text function and the translator, for components: they re-render when the language
 * changes (the function's identity changes with it, so memoised values that depend on `t` are recomputed).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(translator.subscribe, () => translator.t);
  return { t, i18n: translator };
}
