import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import fr from '../locales/fr.json';
import { Translator } from './translator.ts';

const texts = () =>
  new Translator({
    language: 'fr',
    fallbackLanguage: 'de',
    resources: {
      de: {
        greeting: 'Hallo {{name}}',
        onlyGerman: 'Nur deutsch',
        files: { count_one: '{{count}} Datei', count_other: '{{count}} Dateien' },
        nested: { deeper: { text: 'tief' } },
      },
      fr: {
        greeting: 'Bonjour {{ name }}',
        files: { count_one: '{{count}} fichier', count_other: '{{count}} fichiers' },
        plain: 'sans forme',
        twice: '{{a}} et {{a}}, {{b}}',
      },
    },
  });

describe('Translator', () => {
  it('looks nested keys up in the current language and fills placeholders (spaces inside the braces allowed)', () => {
    const { t } = texts();
    expect(t('greeting', { name: 'Anna' })).toBe('Bonjour Anna');
    expect(t('twice', { a: 1, b: 'x' })).toBe('1 et 1, x');
  });

  it('falls back to German, then to defaultValue, then to the key', () => {
    const { t } = texts();
    expect(t('onlyGerman')).toBe('Nur deutsch');
    expect(t('nested.deeper.text')).toBe('tief');
    expect(t('missing.key', { defaultValue: 'ersatz {{n}}', n: 2 })).toBe('ersatz 2');
    expect(t('missing.key')).toBe('missing.key');
    // A section is not a text.
    expect(t('nested.deeper')).toBe('nested.deeper');
    expect(t('greeting.more')).toBe('greeting.more');
  });

  it('chooses the plural form by the language rules: French 0 and 1 are "one", German 0 is "other"', () => {
    const translator = texts();
    expect(translator.t('files.count', { count: 0 })).toBe('0 fichier');
    expect(translator.t('files.count', { count: 1 })).toBe('1 fichier');
    expect(translator.t('files.count', { count: 2 })).toBe('2 fichiers');
    const german = translator.getFixedT('de');
    expect(german('files.count', { count: 0 })).toBe('0 Dateien');
    expect(german('files.count', { count: 1 })).toBe('1 Datei');
    // Without its plural forms the key itself is used; a text count only fills the placeholder.
    expect(translator.t('plain', { count: 3 })).toBe('sans forme');
    expect(translator.t('files.count_other', { count: "1'234" })).toBe("1'234 fichiers");
  });

  it('keeps a placeholder without a value and empties one whose value is null or undefined', () => {
    const { t } = texts();
    expect(t('greeting')).toBe('Bonjour {{ name }}');
    expect(t('greeting', { name: undefined })).toBe('Bonjour ');
    expect(t('greeting', { name: null })).toBe('Bonjour ');
  });

  it('does not read inherited properties as texts', () => {
    const { t } = texts();
    expect(t('constructor')).toBe('constructor');
    expect(t('greeting.toString')).toBe('greeting.toString');
  });

  it('switches language, notifies subscribers once per change and gives a new t', () => {
    const translator = texts();
    const calls: string[] = [];
    const unsubscribe = translator.subscribe(() => calls.push(translator.language));
    const before = translator.t;
    translator.changeLanguage('de');
    translator.changeLanguage('de');
    expect(calls).toEqual(['de']);
    expect(translator.t).not.toBe(before);
    expect(translator.t('greeting', { name: 'Anna' })).toBe('Hallo Anna');
    expect(before('greeting', { name: 'Anna' })).toBe('Bonjour Anna');
    unsubscribe();
    translator.changeLanguage('fr');
    expect(calls).toEqual(['de']);
  });

  it('merges a later part of a language into what is loaded, and exists() sees both', () => {
    const translator = new Translator({ language: 'de', fallbackLanguage: 'de', resources: { de: { a: { x: '1' } } } });
    expect(translator.exists('a.y')).toBe(false);
    translator.addResources('de', { a: { y: '2' }, b: '3' });
    expect([translator.t('a.x'), translator.t('a.y'), translator.t('b')]).toEqual(['1', '2', '3']);
    expect(translator.exists('a.y')).toBe(true);
    expect(translator.exists('a')).toBe(false);
  });

  it('reads the real language files: a French plural form and a German text with a placeholder', () => {
    const translator = new Translator({ language: 'fr', fallbackLanguage: 'de', resources: { de, fr } });
    const pluralKey = findPluralKey(fr);
    expect(pluralKey).toBeDefined();
    if (!pluralKey) return;
    expect(translator.t(pluralKey, { count: 1 })).toBe(translator.t(`${pluralKey}_one`, { count: 1 }));
    expect(translator.t(pluralKey, { count: 5 })).toBe(translator.t(`${pluralKey}_other`, { count: 5 }));
  });
});

type Tree = { [key: string]: string | Tree };

/** The first key of a language file that has `_one` and `_other` forms. */
function findPluralKey(tree: Tree, prefix = ''): string | undefined {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (key.endsWith('_one') && typeof tree[`${key.slice(0, -4)}_other`] === 'string') return path.slice(0, -4);
    } else {
      const found = findPluralKey(value, path);
      if (found) return found;
    }
  }
  return undefined;
}
