import { describe, expect, it } from 'vitest';
import { ABSENCE_COLUMNS } from './absence-columns.ts';
import {
  type ColumnDefinition,
  DUPLICATE_COLUMN_MESSAGE,
  LANGUAGES,
  MISSING_REQUIRED_COLUMNS_MESSAGE,
  mapColumns,
  normalizeLabel,
  UNKNOWN_COLUMNS_NOTICE,
} from './columns.ts';

describe('normalizeLabel', () => {
  it.each([
    ['Date de début*', 'datededebut'],
    ['DATE-DE-DEBUT', 'datededebut'],
    ['  Mitarbeiter_ID * ', 'mitarbeiterid'],
    ['Arbeitsunfähigkeit', 'arbeitsunfahigkeit'],
    ["Type d'accident", 'typedaccident'],
    ['Type d’accident', 'typedaccident'],
    ['Incapacità lavorativa', 'incapacitalavorativa'],
    ['Start.Date', 'startdate'],
    ['employeeId', 'employeeid'],
  ])('%j → %j', (label, expected) => {
    expect(normalizeLabel(label)).toBe(expected);
  });
});

describe('mapColumns with the absence columns', () => {
  const headersByLanguage = {
    de: [
      'Mitarbeitenden-ID*',
      'Startdatum*',
      'Enddatum*',
      'Absenzart*',
      'Unfallart',
      'Stunden',
      'Prozent',
      'Kommentar',
    ],
    fr: [
      'ID collaborateur*',
      'Date de début*',
      'Date de fin*',
      "Type d'absence*",
      "Type d'accident",
      'Heures',
      'Pourcentage',
      'Commentaire',
    ],
    it: [
      'ID collaboratore*',
      'Data di inizio*',
      'Data di fine*',
      'Tipo di assenza*',
      'Tipo di infortunio',
      'Ore',
      'Percentuale',
      'Commento',
    ],
    en: [
      'Employee ID*',
      'Start date*',
      'End date*',
      'Absence type*',
      'Accident type',
      'Hours',
      'Percentage',
      'Comment',
    ],
  } as const;

  it.each(LANGUAGES)('maps the %s headers and detects the language', (language) => {
    const mapping = mapColumns(ABSENCE_COLUMNS, headersByLanguage[language]);
    expect(mapping.language).toBe(language);
    expect(mapping.isValid).toBe(true);
    expect(mapping.errors).toEqual([]);
    expect(mapping.notices).toEqual([]);
    expect(mapping.columns.map((column) => [column.field, column.index])).toEqual([
      ['employeeId', 0],
      ['startDate', 1],
      ['endDate', 2],
      ['type', 3],
      ['accidentType', 4],
      ['hours', 5],
      ['percentage', 6],
      ['comment', 7],
    ]);
  });

  it('ignores case, accents, spaces, - _ . and a trailing *, in any order of columns', () => {
    const mapping = mapColumns(ABSENCE_COLUMNS, [
      'POURCENTAGE',
      'date de debut *',
      'date_de_fin',
      'id-collaborateur',
      'TYPE D’ABSENCE',
      'heures.',
    ]);
    expect(mapping.isValid).toBe(true);
    expect(mapping.language).toBe('fr');
    expect(mapping.headerOf('startDate')).toBe('date de debut *');
  });

  it('lists the missing required columns in the language of the file', () => {
    const mapping = mapColumns(ABSENCE_COLUMNS, ['Mitarbeitenden-ID', 'Startdatum', 'Absenzart', 'Stunden']);
    expect(mapping.isValid).toBe(false);
    expect(mapping.errors).toEqual([
      {
        kind: 'missing-required-columns',
        message: `${MISSING_REQUIRED_COLUMNS_MESSAGE}: Enddatum, Prozent`,
        fields: ['endDate', 'percentage'],
        columns: ['Enddatum', 'Prozent'],
      },
    ]);
    const french = mapColumns(ABSENCE_COLUMNS, ['ID collaborateur', 'Date de début']);
    expect(french.errors[0]?.message).toBe(
      "Missing required columns: Date de fin, Type d'absence, Heures, Pourcentage",
    );
  });

  it('reports a field given twice, also across languages', () => {
    const mapping = mapColumns(ABSENCE_COLUMNS, [
      'Employee ID',
      'Start date',
      'End date',
      'Type',
      'Hours',
      'Percentage',
      'Stunden',
    ]);
    expect(mapping.isValid).toBe(false);
    expect(mapping.errors).toEqual([
      {
        kind: 'duplicate-column',
        message: `${DUPLICATE_COLUMN_MESSAGE}: Hours, Stunden`,
        field: 'hours',
        columns: ['Hours', 'Stunden'],
      },
    ]);
  });

  it('ignores unknown and empty headers with a notice', () => {
    const mapping = mapColumns(ABSENCE_COLUMNS, [
      'Employee ID',
      'Name',
      'Start date',
      'End date',
      '',
      'Type',
      'Hours',
      'Percentage',
      'Cost centre',
    ]);
    expect(mapping.isValid).toBe(true);
    expect(mapping.notices).toEqual([
      {
        kind: 'unknown-columns',
        message: `${UNKNOWN_COLUMNS_NOTICE}: Name, Cost centre`,
        columns: ['Name', 'Cost centre'],
      },
    ]);
  });

  it('falls back to the given language when the headers do not tell', () => {
    expect(mapColumns(ABSENCE_COLUMNS, ['x', 'y'], { fallbackLanguage: 'it' }).language).toBe('it');
    expect(mapColumns(ABSENCE_COLUMNS, ['x', 'y']).language).toBe('de');
    // 'Type' is French and English alike: the tie goes to the fallback language.
    expect(mapColumns(ABSENCE_COLUMNS, ['Type'], { fallbackLanguage: 'en' }).language).toBe('en');
  });

  it('toRecord gives trimmed values, undefined for empty cells, missing cells and unmapped fields', () => {
    const mapping = mapColumns(ABSENCE_COLUMNS, ['Employee ID', 'Start date', 'Comment', 'Extra']);
    expect(mapping.toRecord([' 10234 ', '\u00a001.03.2025', '   ', 'ignored'])).toEqual({
      employeeId: '10234',
      startDate: '01.03.2025',
      endDate: undefined,
      type: undefined,
      accidentType: undefined,
      hours: undefined,
      percentage: undefined,
      comment: undefined,
    });
    expect(mapping.toRecord(['1'])).toMatchObject({ employeeId: '1', startDate: undefined });
  });

  it('refuses definitions that give one name to two fields', () => {
    const clashing: ColumnDefinition[] = [
      { field: 'a', required: true, headers: { de: ['Name'], fr: [], it: [], en: [] } },
      { field: 'b', required: true, headers: { de: [], fr: [], it: [], en: ['name'] } },
    ];
    expect(() => mapColumns(clashing, ['Name'])).toThrow("Column name 'name' is used for both a and b");
  });
});
