// The row report's texts (decision 0040): every code has an English message and a text in each language, the same
// as the web's (web/src/locales: uploads.rowIssues, uploads.rowIssueFields, errors.validation.messages), so the
// screen and the downloadable report say a line alike; dates Swiss, lists joined.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROW_ISSUE_CODES } from '../../../contracts/uploads.ts';
import {
  englishRowMessage,
  KAV_FIELD_NAMES,
  REPORT_LANGUAGES,
  ROW_ISSUE_TEXTS,
  rowIssueText,
  swissDate,
} from './row-issues.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

const locale = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/locales/${language}.json`, import.meta.url), 'utf8')) as {
    uploads: { rowIssues: unknown; rowIssueFields: unknown };
    errors: { validation: { messages: unknown } };
  };

describe('row report texts', () => {
  it.each(REPORT_LANGUAGES)('in %s are the web’s texts', (language) => {
    const web = locale(language);
    expect(web.uploads.rowIssues).toEqual(ROW_ISSUE_TEXTS[language]);
    expect(web.uploads.rowIssueFields).toEqual(KAV_FIELD_NAMES[language]);
    expect(web.errors.validation.messages).toEqual(VALIDATION_TEXTS[language]);
  });

  it('has a text for every code in every language, and an English message', () => {
    for (const language of REPORT_LANGUAGES) {
      expect(Object.keys(ROW_ISSUE_TEXTS[language]).sort()).toEqual([...ROW_ISSUE_CODES].sort());
    }
    for (const code of ROW_ISSUE_CODES) expect(englishRowMessage(code, {}).length).toBeGreaterThan(0);
  });

  it('fills the parameters: Swiss dates, lists, plural forms, KAV fields, the contract’s validation messages', () => {
    expect(swissDate('2026-12-05')).toBe('05.12.2026');
    expect(rowIssueText('outsidePeriod', { from: '2026-11-01', to: '2026-11-30' }, 'it')).toBe(
      'Al di fuori del periodo del caricamento (01.11.2026 – 30.11.2026).',
    );
    expect(rowIssueText('missingColumns', { columns: ['Prozent', 'Stunden'] }, 'de')).toBe(
      'Pflichtspalten fehlen: Prozent, Stunden.',
    );
    expect(rowIssueText('keptManual', { days: 1 }, 'fr')).toContain('sur 1 jour');
    expect(rowIssueText('keptManual', { days: 0 }, 'fr')).toContain('sur 0 jour'); // French: 0 is singular
    expect(rowIssueText('keptManual', { days: 2 }, 'en')).toContain('on 2 days');
    expect(rowIssueText('kavRequired', { field: 'policies' }, 'it')).toBe(
      'Obbligatorio se la sua azienda ha un’assicurazione KAV: Polizze assicurative.',
    );
    expect(rowIssueText('invalidValue', { message: 'Must be a Swiss postcode (4 digits)' }, 'fr')).toBe(
      VALIDATION_TEXTS.fr.swissPostcode,
    );
    expect(rowIssueText('invalidValue', { message: 'Too small' }, 'en')).toBe('Invalid value: Too small');
    // The English message keeps the API's wording (ISO dates), as clients read it.
    expect(englishRowMessage('outsidePeriod', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'Outside the upload period (2026-11-01 to 2026-11-30)',
    );
  });
});
