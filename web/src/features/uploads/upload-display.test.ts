import { beforeAll, describe, expect, it } from 'vitest';
import type { RowIssue } from '../../../../src/contracts/index.ts';
import { type TFunction, Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import { parseDataHubSearch } from './data-hub-search.ts';
import {
  contentTypeOf,
  currentMonthPeriod,
  describeCounts,
  describeRowIssue,
  formatBytes,
  isAcceptedFileName,
  languagesFirst,
  periodOf,
  periodProblems,
  pluralForm,
  rowOfIssue,
  transferPercent,
  UPLOAD_STATES,
  uploadIdOf,
  uploadState,
} from './upload-display.ts';

const translators: Record<'de' | 'fr' | 'it' | 'en', TFunction> = {} as never;

beforeAll(async () => {
  const instance = new Translator({
    language: 'de',
    fallbackLanguage: 'de',
    resources: { de: de, fr: fr, it: it_, en: en },
  });
  for (const language of ['de', 'fr', 'it', 'en'] as const) translators[language] = instance.getFixedT(language);
});

const breakdowns = (values: Partial<Record<string, number>> = {}) => ({
  rowsRead: 0,
  rowsAccepted: 0,
  rowsRejected: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  employeesAffected: 0,
  ...values,
});

describe('uploadState', () => {
  it('names the phase while processing and the end afterwards', () => {
    expect(uploadState({ processingStatus: 'processing', phase: 'reading' })).toBe('reading');
    expect(uploadState({ processingStatus: 'processing', phase: 'applying' })).toBe('applying');
    expect(uploadState({ processingStatus: 'completed', phase: 'done' })).toBe('completed');
    expect(uploadState({ processingStatus: 'failed', phase: 'done' })).toBe('failed');
    expect(uploadState({ processingStatus: 'formatting-failed', phase: 'done' })).toBe('formattingFailed');
  });

  it('has a word for every state in every language', () => {
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      for (const state of UPLOAD_STATES) {
        const word = translators[language](`uploads.states.${state}`);
        expect(word).not.toBe(`uploads.states.${state}`);
      }
    }
    expect(translators.de('uploads.states.formattingFailed')).toBe('Datei abgelehnt');
  });
});

describe('describeCounts of an employee upload', () => {
  it('counts employees, not days, with the unit in front', () => {
    const counts = breakdowns({ created: 2, updated: 1, unchanged: 3, rowsRejected: 1 });
    expect(describeCounts(counts, translators.de, 'de', 'employee')).toBe(
      'Mitarbeitende: 2 neu, 1 geändert, 3 unverändert; 1 Zeile abgelehnt',
    );
    expect(describeCounts(counts, translators.fr, 'fr', 'employee')).toBe(
      'Collaborateurs : 2 nouveaux, 1 modifié, 3 inchangés; 1 ligne refusée',
    );
    expect(describeCounts(counts, translators.it, 'it', 'employee')).toBe(
      'Collaboratori: 2 nuovi, 1 modificato, 3 invariati; 1 riga rifiutata',
    );
    expect(describeCounts(counts, translators.en, 'en', 'employee')).toBe(
      'Employees: 2 new, 1 changed, 3 unchanged; 1 row rejected',
    );
  });

  it('leaves out zero counts, ignores removed days and says when nothing changed', () => {
    expect(describeCounts(breakdowns({ updated: 1200, removed: 5 }), translators.de, 'de', 'employee')).toBe(
      "Mitarbeitende: 1'200 geändert",
    );
    expect(describeCounts(breakdowns({ rowsRejected: 2 }), translators.de, 'de', 'employee')).toBe(
      'Keine Mitarbeitenden geändert; 2 Zeilen abgelehnt',
    );
    expect(describeCounts(breakdowns(), translators.en, 'en', 'employee')).toBe('No employees changed');
  });
});

describe('upload kinds', () => {
  const base = {
    documentId: null,
    name: null,
    uri: null,
    fileUploadName: null,
    fileUploadKey: null,
    uploadedAt: '2026-11-01T10:00:00.000Z',
    uploadedBy: 'Anna',
    source: 'file' as const,
    processingStatus: 'completed' as const,
    phase: 'done' as const,
    finishedAt: null,
    errorMessage: null,
    breakdowns: breakdowns(),
    issueCount: 0,
    employeeKey: 'personnelNumber' as const,
    derivedAt: null,
    derivationStatus: 'pending' as const,
  };
  const absence = { ...base, absenceUploadId: 'a-1', startDate: '2026-11-01', endDate: '2026-11-30' };
  const employee = { ...base, employeeUploadId: 'e-1' };

  it('finds the id and, for absences only, the period', () => {
    expect(uploadIdOf(absence)).toBe('a-1');
    expect(uploadIdOf(employee)).toBe('e-1');
    expect(periodOf(absence)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(periodOf(employee)).toBeNull();
  });

  it('keeps the chosen kind in the URL only when it is not the default', () => {
    expect(parseDataHubSearch({ upload: 'employee', lang: 'fr' })).toEqual({ upload: 'employee' });
    expect(parseDataHubSearch({ upload: 'absence' })).toEqual({});
    expect(parseDataHubSearch({ upload: 'payroll' })).toEqual({});
    expect(parseDataHubSearch({})).toEqual({});
  });

  it("lists the user's language first for the templates", () => {
    expect(languagesFirst(['de', 'fr', 'it', 'en'], 'it')).toEqual(['it', 'de', 'fr', 'en']);
    expect(languagesFirst(['de', 'fr', 'it', 'en'], 'de')).toEqual(['de', 'fr', 'it', 'en']);
  });
});

describe('describeCounts', () => {
  const worked = breakdowns({ created: 4, updated: 1, unchanged: 3, removed: 1, rowsRejected: 2 });

  it('reads the worked example as one sentence in each language', () => {
    expect(describeCounts(worked, translators.de, 'de')).toBe(
      '4 Tage neu, 1 geändert, 3 unverändert, 1 entfernt; 2 Zeilen abgelehnt',
    );
    expect(describeCounts(worked, translators.fr, 'fr')).toBe(
      '4 jours ajoutés, 1 modifié, 3 inchangés, 1 supprimé; 2 lignes refusées',
    );
    expect(describeCounts(worked, translators.it, 'it')).toBe(
      '4 giorni aggiunti, 1 modificato, 3 invariati, 1 rimosso; 2 righe rifiutate',
    );
    expect(describeCounts(worked, translators.en, 'en')).toBe(
      '4 days added, 1 changed, 3 unchanged, 1 removed; 2 rows rejected',
    );
  });

  it('leaves out kinds without days and puts the unit on the first one shown', () => {
    expect(describeCounts(breakdowns({ unchanged: 1, removed: 2 }), translators.de, 'de')).toBe(
      '1 Tag unverändert, 2 entfernt',
    );
    expect(describeCounts(breakdowns({ updated: 1 }), translators.fr, 'fr')).toBe('1 jour modifié');
  });

  it('says when nothing changed, and still names refused rows', () => {
    expect(describeCounts(breakdowns(), translators.de, 'de')).toBe('Keine Absenztage geändert');
    expect(describeCounts(breakdowns({ rowsRejected: 1 }), translators.en, 'en')).toBe(
      'No absence days changed; 1 row rejected',
    );
  });

  it('groups large numbers the Swiss way', () => {
    expect(describeCounts(breakdowns({ created: 12345 }), translators.de, 'de')).toBe("12'345 Tage neu");
  });
});

describe('pluralForm', () => {
  it('follows each language: French counts 0 as singular', () => {
    expect(pluralForm(1, 'de')).toBe('one');
    expect(pluralForm(0, 'de')).toBe('other');
    expect(pluralForm(0, 'fr')).toBe('one');
    expect(pluralForm(2, 'it')).toBe('other');
  });
});

describe('formatBytes and transferPercent', () => {
  it('shows bytes, kB and MB', () => {
    expect(formatBytes(512, 'de')).toBe('512 B');
    expect(formatBytes(48_300, 'de')).toBe('48 kB');
    expect(formatBytes(2_450_000, 'de')).toBe('2.5 MB');
    expect(formatBytes(2_450_000, 'fr')).toBe('2,5 MB');
  });

  it('reaches 100 % only when everything arrived', () => {
    expect(transferPercent(0, 0)).toBe(0);
    expect(transferPercent(50, 200)).toBe(25);
    expect(transferPercent(199_999, 200_000)).toBe(99);
    expect(transferPercent(200, 200)).toBe(100);
  });
});

describe('periods and files', () => {
  it('defaults to the current month in Swiss time', () => {
    expect(currentMonthPeriod(new Date('2026-02-10T12:00:00Z'))).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    // 31 December 23:30 UTC is already January in Zurich.
    expect(currentMonthPeriod(new Date('2026-12-31T23:30:00Z'))).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });
  });

  it('checks the period like the contract does', () => {
    expect(periodProblems('2026-03-01', '2026-03-31')).toEqual({});
    expect(periodProblems(null, null)).toEqual({ startDate: 'startRequired', endDate: 'endRequired' });
    expect(periodProblems('2026-03-02', '2026-03-01')).toEqual({ endDate: 'endBeforeStart' });
    expect(periodProblems('2024-01-01', '2024-12-31')).toEqual({});
    expect(periodProblems('2024-01-01', '2025-01-01')).toEqual({ endDate: 'periodTooLong' });
  });

  it('takes CSV, TXT and XLSX files only', () => {
    expect(isAcceptedFileName('Absenzen März.XLSX')).toBe(true);
    expect(isAcceptedFileName('export.csv')).toBe(true);
    expect(isAcceptedFileName('export.txt')).toBe(true);
    expect(isAcceptedFileName('export.xls')).toBe(false);
    expect(isAcceptedFileName('.csv')).toBe(false);
    expect(contentTypeOf({ name: 'a.xlsx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(contentTypeOf({ name: 'a.csv', type: 'text/csv' })).toBe('text/csv');
    expect(contentTypeOf({ name: 'a.bin', type: '' })).toBeUndefined();
  });
});

describe("row report lines in the reader's language (decision 0040)", () => {
  // Issue 28: the report was English inside a German screen and echoed 05.12.2026 as 2026-12-05.
  const line = (code: RowIssue['code'], params: RowIssue['params'] = {}, message = 'English') => ({
    code,
    params,
    message,
  });

  it('says the period in Swiss dates, in German and French', () => {
    const outside = line('outsidePeriod', { from: '2026-11-01', to: '2026-11-30' });
    expect(describeRowIssue(outside, translators.de, 'de')).toBe(
      'Ausserhalb des Upload-Zeitraums (01.11.2026 – 30.11.2026).',
    );
    expect(describeRowIssue(outside, translators.fr, 'fr')).toBe(
      'En dehors de la période du téléversement (01.11.2026 – 30.11.2026).',
    );
  });

  it('names the personnel number and the duplicated row in each language', () => {
    expect(describeRowIssue(line('unknownPersonnelNumber'), translators.de, 'de')).toBe(
      'Keine Person mit dieser Personalnummer in Ihrer Firma.',
    );
    expect(describeRowIssue(line('duplicateRow', { row: 2 }), translators.fr, 'fr')).toBe(
      'Doublon : même absence qu’à la ligne 2, pas reprise deux fois.',
    );
    expect(describeRowIssue(line('duplicateRow', { row: 12345 }), translators.it, 'it')).toBe(
      "Doppione: la stessa assenza della riga 12'345, non ripresa due volte.",
    );
    expect(
      describeRowIssue(line('overlapsRow', { row: 2, from: '2026-11-02', to: '2026-11-03' }), translators.en, 'en'),
    ).toBe('Overlaps row 2 (02.11.2026 – 03.11.2026): one absence per person and day. The row was not applied.');
    expect(
      describeRowIssue(line('ambiguousPersonnelNumber', { employeeIds: ['E-1', 'E-2'] }), translators.de, 'de'),
    ).toContain('(Mitarbeitenden-ID E-1, E-2)');
  });

  it('chooses the plural form by the count of days, and names KAV fields and validation messages', () => {
    expect(describeRowIssue(line('keptManual', { days: 1 }), translators.de, 'de')).toContain('an 1 Tag bleibt');
    expect(describeRowIssue(line('keptManual', { days: 3 }), translators.de, 'de')).toContain('an 3 Tagen bleiben');
    expect(describeRowIssue(line('kavRequired', { field: 'dateOfEmployment' }), translators.fr, 'fr')).toBe(
      'Obligatoire lorsque votre entreprise a une assurance KAV : Date d’entrée.',
    );
    expect(
      describeRowIssue(
        line('invalidValue', { message: 'Must be between 0 and 100 with at most three decimals' }),
        translators.de,
        'de',
      ),
    ).toBe('Muss zwischen 0 und 100 liegen, mit höchstens drei Nachkommastellen.');
    expect(describeRowIssue(line('invalidValue', { message: 'Too big' }), translators.de, 'de')).toBe(
      'Ungültiger Wert: Too big',
    );
    // A line recorded before codes existed: its message as it is.
    expect(describeRowIssue(line(null, {}, 'No employee with this id'), translators.de, 'de')).toBe(
      'No employee with this id',
    );
  });

  it('numbers the rows as the file does; row 0 of a file is the file itself', () => {
    expect(rowOfIssue({ rowNumber: 0 }, 'file', translators.fr, 'fr')).toBe('Fichier');
    expect(rowOfIssue({ rowNumber: 1234 }, 'file', translators.de, 'de')).toBe("1'234");
    expect(rowOfIssue({ rowNumber: 0 }, 'api', translators.de, 'de')).toBe('0');
  });
});
