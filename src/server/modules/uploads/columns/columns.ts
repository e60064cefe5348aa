// Maps the header row of an uploaded file to the fields of an upload (issue 11), for any upload kind: the absence
// upload (absence-columns.ts) and later the employee upload define their columns the same way.
//
// A header matches a field when it equals one of the field's names in any of the four languages after
// normalisation: case, accents/diacritics, spaces, '-', '_', '.', apostrophes and a trailing '*' (the templates mark
// required columns with it) are ignored, so 'Date de début*', 'date-de-debut' and 'DATE DE DEBUT' are one header.
// The file's language is the one whose names match the most headers; it names the missing columns in messages.

export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export type ColumnDefinition<F extends string = string> = {
  field: F;
  /** Names per language; the first one is the canonical name (templates, messages). */
  headers: Record<Language, readonly string[]>;
  required: boolean;
};

/**
 * The names of an employee's two identifiers in files, the same in the absence and the employee upload (decision 0040:
 * one name per identifier in every language; the first is what templates and messages use): the employee id, the
 * company's key of a person, and the personnel number, the number payroll and time recording know.
 */
export const EMPLOYEE_ID_HEADERS: Record<Language, readonly string[]> = {
  de: ['Mitarbeitenden-ID', 'Mitarbeiter-ID', 'Mitarbeiter ID', 'MA-ID'],
  fr: ['ID collaborateur', 'ID employé', 'ID collaboratrice'],
  it: ['ID collaboratore', 'ID dipendente'],
  en: ['Employee ID', 'employeeId'],
};
export const PERSONNEL_NUMBER_HEADERS: Record<Language, readonly string[]> = {
  de: ['Personalnummer', 'Personal-Nr.', 'Personalnr', 'Pers.-Nr.'],
  fr: ['Numéro du personnel', 'Numéro de personnel', 'No personnel', 'N° personnel', 'Matricule'],
  it: ['Numero del personale', 'N. personale', 'Matricola'],
  en: ['Personnel number', 'personnelNumber', 'Personnel no.'],
};

export const MISSING_REQUIRED_COLUMNS_MESSAGE = 'Missing required columns';
export const DUPLICATE_COLUMN_MESSAGE = 'Column given more than once';
export const UNKNOWN_COLUMNS_NOTICE = 'Unknown columns were ignored';

export type ColumnIssue<F extends string = string> =
  | { kind: 'missing-required-columns'; message: string; fields: F[]; columns: string[] }
  | { kind: 'duplicate-column'; message: string; field: F; columns: string[] };

export type ColumnNotice = { kind: 'unknown-columns'; message: string; columns: string[] };

export type MappedColumn<F extends string = string> = {
  field: F;
  /** 0-based index of the cell in each row. */
  index: number;
  /** The header as written in the file. */
  header: string;
};

export type ColumnMapping<F extends string = string> = {
  language: Language;
  columns: MappedColumn<F>[];
  /** Refusals of the whole file: nothing can be read reliably while one of these stands. */
  errors: ColumnIssue<F>[];
  notices: ColumnNotice[];
  isValid: boolean;
  /** The header the file uses for a field (for per-row reports), else the field's name in the file's language. */
  headerOf(field: F): string;
  /** The mapped cells of a row, trimmed; empty cells and unmapped fields are undefined. */
  toRecord(cells: readonly string[]): Record<F, string | undefined>;
};

/** The comparable form of a header or label: 'Date de début *' → 'datededebut'. */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\*+\s*$/u, '')
    .replace(/[\s\-_.'’`]/gu, '');
}

type FieldName<F extends string> = { field: F; language: Language };

function buildIndex<F extends string>(definitions: readonly ColumnDefinition<F>[]): Map<string, FieldName<F>[]> {
  const index = new Map<string, FieldName<F>[]>();
  for (const definition of definitions) {
    for (const language of LANGUAGES) {
      for (const header of definition.headers[language]) {
        const key = normalizeLabel(header);
        const entries = index.get(key) ?? [];
        const clash = entries.find((entry) => entry.field !== definition.field);
        if (clash) {
          // A programming error in the definitions, not a problem of the file.
          throw new Error(`Column name '${header}' is used for both ${clash.field} and ${definition.field}`);
        }
        entries.push({ field: definition.field, language });
        index.set(key, entries);
      }
    }
  }
  return index;
}

export type MapColumnsOptions<F extends string = string> = {
  /** Language used when the headers do not tell (none matched, or a tie): e.g. the uploader's language. */
  fallbackLanguage?: Language;
  /**
   * Groups of optional columns of which the file needs at least one (the absence file's personnel number or employee
   * id); a file with none of a group misses the group's first column.
   */
  oneOf?: readonly (readonly F[])[];
};

export function mapColumns<F extends string>(
  definitions: readonly ColumnDefinition<F>[],
  headerCells: readonly string[],
  options: MapColumnsOptions<F> = {},
): ColumnMapping<F> {
  const index = buildIndex(definitions);
  const votes = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  const columns: MappedColumn<F>[] = [];
  const unknown: string[] = [];
  headerCells.forEach((cell, cellIndex) => {
    const header = cell.trim();
    if (header === '') return;
    const entries = index.get(normalizeLabel(header));
    if (!entries || entries.length === 0) {
      unknown.push(header);
      return;
    }
    columns.push({ field: (entries[0] as FieldName<F>).field, index: cellIndex, header });
    for (const language of new Set(entries.map((entry) => entry.language))) {
      votes.set(language, (votes.get(language) as number) + 1);
    }
  });
  const language = detectLanguage(votes, options.fallbackLanguage ?? 'de');
  const definitionOf = (field: F) => definitions.find((definition) => definition.field === field);
  const canonicalName = (field: F) => definitionOf(field)?.headers[language][0] ?? field;

  const errors: ColumnIssue<F>[] = [];
  const has = (field: F) => columns.some((column) => column.field === field);
  const missing = definitions.filter(
    (definition) =>
      (definition.required && !has(definition.field)) ||
      (options.oneOf ?? []).some((group) => group[0] === definition.field && !group.some(has)),
  );
  if (missing.length > 0) {
    const names = missing.map((definition) => canonicalName(definition.field));
    errors.push({
      kind: 'missing-required-columns',
      message: `${MISSING_REQUIRED_COLUMNS_MESSAGE}: ${names.join(', ')}`,
      fields: missing.map((definition) => definition.field),
      columns: names,
    });
  }
  for (const definition of definitions) {
    const matches = columns.filter((column) => column.field === definition.field);
    if (matches.length > 1) {
      const headers = matches.map((column) => column.header);
      errors.push({
        kind: 'duplicate-column',
        message: `${DUPLICATE_COLUMN_MESSAGE}: ${headers.join(', ')}`,
        field: definition.field,
        columns: headers,
      });
    }
  }
  const notices: ColumnNotice[] =
    unknown.length > 0
      ? [{ kind: 'unknown-columns', message: `${UNKNOWN_COLUMNS_NOTICE}: ${unknown.join(', ')}`, columns: unknown }]
      : [];

  // With a duplicate, the first column wins in toRecord; the mapping is invalid anyway.
  const firstColumns = columns.filter(
    (column, position) => columns.findIndex((other) => other.field === column.field) === position,
  );
  return {
    language,
    columns,
    errors,
    notices,
    isValid: errors.length === 0,
    headerOf: (field) => firstColumns.find((column) => column.field === field)?.header ?? canonicalName(field),
    toRecord(cells) {
      const record = {} as Record<F, string | undefined>;
      for (const definition of definitions) record[definition.field] = undefined;
      for (const column of firstColumns) {
        const value = cells[column.index]?.trim();
        record[column.field] = value === '' ? undefined : value;
      }
      return record;
    },
  };
}

function detectLanguage(votes: ReadonlyMap<Language, number>, fallback: Language): Language {
  let best = fallback;
  for (const language of LANGUAGES) {
    if ((votes.get(language) as number) > (votes.get(best) as number)) best = language;
  }
  return best;
}
