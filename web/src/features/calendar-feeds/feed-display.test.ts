import { beforeAll, describe, expect, it } from 'vitest';
import { ABSENCE_TYPES } from '../../../../src/domain/sick-pay/types.ts';
import { type TFunction, Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import { FEED_ABSENCE_TYPES, feedContentText } from './feed-display.ts';

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const translators = {} as Record<(typeof LANGUAGES)[number], TFunction>;

beforeAll(async () => {
  const instance = new Translator({
    language: 'de',
    fallbackLanguage: 'de',
    resources: { de: de, fr: fr, it: it_, en: en },
  });
  for (const language of LANGUAGES) translators[language] = instance.getFixedT(language);
});

const names = (id: string) => (id === 'BE-LOG' ? 'Logistik Bern' : null);

describe('feedContentText', () => {
  it('holds exactly the contract absence types', () => {
    expect([...FEED_ABSENCE_TYPES].sort()).toEqual([...ABSENCE_TYPES].sort());
  });

  it('says everything in scope, all types, "absent" only by default', () => {
    const feed = { companySubunitId: null, absenceTypes: null, showAbsenceTypes: false };
    expect(feedContentText(feed, translators.en, names)).toBe('All employees · all types · "absent" only');
    expect(feedContentText(feed, translators.de, names)).toBe('Alle Mitarbeitenden · alle Arten · nur «abwesend»');
    expect(feedContentText(feed, translators.fr, names)).toBe(
      'Tous les collaborateurs · tous les types · seulement « absent »',
    );
    expect(feedContentText(feed, translators.it, names)).toBe('Tutti i collaboratori · tutti i tipi · solo «assente»');
  });

  it('names the subunit and the types, in the usual order', () => {
    const feed = { companySubunitId: 'BE-LOG', absenceTypes: ['VACATION', 'SICK'] as const, showAbsenceTypes: true };
    expect(feedContentText(feed, translators.de, names)).toBe('Logistik Bern · Krankheit, Ferien · Art sichtbar');
    expect(feedContentText({ ...feed, companySubunitId: 'ZH' }, translators.it, names)).toBe(
      'ZH · Malattia, Vacanze · tipo visibile',
    );
  });
});
