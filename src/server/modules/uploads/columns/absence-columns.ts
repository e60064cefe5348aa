// The columns of the absence upload and the rules of one absence row (issue 11; product spec §5: required columns
// employeeId, startDate, endDate, type, hours, percentage; "either hours basis or percentage basis, the other null";
// comment at most 1000 characters; dates 'Invalid date, expected YYYY-MM-DD').
//
// Decisions:
// - The employee: by the personnel number (column "Personalnummer", as the template has it) or by the employee id
//   (column "Mitarbeitenden-ID", the spec's employeeId); a file needs one of the two columns, and the header tells
//   which identifies (with both, the employee id; the personnel number is then checked against it). Decision 0040.
// - Dates: YYYY-MM-DD, and the Swiss DD.MM.YYYY / D.M.YYYY, normalised to YYYY-MM-DD. Two-digit years are refused
//   (the century would be a guess).
// - A row is a range of days from startDate to endDate inclusive, at most 366 days (one leap year).
// - accidentType is required when type is ACCIDENT and refused otherwise: UVG treats occupational (BU) and
//   non-occupational (NBU) accidents differently, and on any other type the value would be silently meaningless.
// - hours and percentage: both columns must exist; a row gives exactly one of them. Decimal comma or point, at most
//   2 decimals (trailing zeros do not count), 0 < hours ≤ 24, 0 < percentage ≤ 100 (a trailing '%' is accepted, as
//   Excel shows percent-formatted cells); normalised to the shortest '.'-decimal string ('08,50' → '8.5').
// - Text: the API's rules and messages (src/contracts/common.ts): NUL and unpaired surrogates are unstorable; C0/C1
//   control characters and direction overrides are refused in one-line values. Only the comment may hold line
//   breaks and tabs (Alt+Enter in Excel).

import { hasControlCharacters, hasUnstorableText, MESSAGES } from '../../../../contracts/common.ts';
import type { RowIssueCode, UploadEmployeeKey } from '../../../../contracts/uploads.ts';
import { daysInMonth, epochDayOf } from '../../../../domain/dates.ts';
import {
  ABSENCE_TYPES,
  type AbsenceType,
  ACCIDENT_TYPES,
  type AccidentType,
} from '../../../../domain/sick-pay/types.ts';
import {
  type ColumnDefinition,
  EMPLOYEE_ID_HEADERS,
  type Language,
  type MapColumnsOptions,
  mapColumns,
  normalizeLabel,
  PERSONNEL_NUMBER_HEADERS,
} from './columns.ts';

export const ABSENCE_FIELDS = [
  'personnelNumber',
  'employeeId',
  'startDate',
  'endDate',
  'type',
  'accidentType',
  'hours',
  'percentage',
  'comment',
] as const;
export type AbsenceField = (typeof ABSENCE_FIELDS)[number];

export const ABSENCE_COLUMNS: readonly ColumnDefinition<AbsenceField>[] = [
  // One of the two identifies the employee (ABSENCE_KEY_COLUMNS): neither is required on its own.
  { field: 'personnelNumber', required: false, headers: PERSONNEL_NUMBER_HEADERS },
  { field: 'employeeId', required: false, headers: EMPLOYEE_ID_HEADERS },
  {
    field: 'startDate',
    required: true,
    headers: {
      de: ['Startdatum', 'Von', 'Beginn', 'Datum von'],
      fr: ['Date de début', 'Du', 'Début'],
      it: ['Data di inizio', 'Dal', 'Inizio'],
      en: ['Start date', 'From', 'startDate'],
    },
  },
  {
    field: 'endDate',
    required: true,
    headers: {
      de: ['Enddatum', 'Bis', 'Ende', 'Datum bis'],
      fr: ['Date de fin', 'Au', 'Fin'],
      it: ['Data di fine', 'Al', 'Fine'],
      en: ['End date', 'To', 'endDate'],
    },
  },
  {
    field: 'type',
    required: true,
    headers: {
      de: ['Absenzart', 'Absenztyp', 'Abwesenheitsart', 'Art', 'Typ'],
      fr: ["Type d'absence", 'Type'],
      it: ['Tipo di assenza', 'Tipo'],
      en: ['Absence type', 'Type'],
    },
  },
  {
    field: 'accidentType',
    required: false,
    headers: {
      de: ['Unfallart', 'Unfalltyp'],
      fr: ["Type d'accident"],
      it: ['Tipo di infortunio'],
      en: ['Accident type', 'accidentType'],
    },
  },
  {
    field: 'hours',
    required: true,
    headers: {
      de: ['Stunden', 'Stunden pro Tag'],
      fr: ['Heures', 'Heures par jour'],
      it: ['Ore', 'Ore al giorno'],
      en: ['Hours', 'Hours per day'],
    },
  },
  {
    field: 'percentage',
    required: true,
    headers: {
      de: ['Prozent', 'Prozentsatz', 'Arbeitsunfähigkeit'],
      fr: ['Pourcentage', 'Incapacité de travail'],
      it: ['Percentuale', 'Incapacità lavorativa'],
      en: ['Percentage', 'Incapacity'],
    },
  },
  {
    field: 'comment',
    required: false,
    headers: {
      de: ['Kommentar', 'Bemerkung'],
      fr: ['Commentaire', 'Remarque'],
      it: ['Commento', 'Osservazione'],
      en: ['Comment', 'Remark'],
    },
  },
];

export { ABSENCE_TYPES, type AbsenceType, ACCIDENT_TYPES, type AccidentType };

/** A file needs the personnel number or the employee id (a file with neither misses "Personalnummer"). */
const ABSENCE_KEY_COLUMNS: readonly (readonly AbsenceField[])[] = [['personnelNumber', 'employeeId']];

/** The header of an absence file mapped to its fields (columns.ts), with the employee's identifier required. */
export function mapAbsenceColumns(cells: readonly string[], options: MapColumnsOptions<AbsenceField> = {}) {
  return mapColumns(ABSENCE_COLUMNS, cells, { ...options, oneOf: ABSENCE_KEY_COLUMNS });
}

/**
 * Which identifier names the employees of a file with these columns: the employee id when the file has its column
 * (then a personnel number beside it is checked against it), else the personnel number.
 */
export function employeeKeyOf(fields: ReadonlySet<AbsenceField>): UploadEmployeeKey {
  return fields.has('employeeId') || !fields.has('personnelNumber') ? 'employeeId' : 'personnelNumber';
}

/** The name of an identifier as a file's header in a language (what templates and reports call it). */
export function employeeKeyHeader(key: UploadEmployeeKey, language: Language): string {
  return (key === 'employeeId' ? EMPLOYEE_ID_HEADERS : PERSONNEL_NUMBER_HEADERS)[language][0] as string;
}

/** Words accepted for each type besides the code, in de/fr/it/en; the first of each language is what templates use. */
export const ABSENCE_TYPE_WORDS: Record<AbsenceType, Record<'de' | 'fr' | 'it' | 'en', readonly string[]>> = {
  SICK: { de: ['Krankheit', 'krank'], fr: ['Maladie'], it: ['Malattia'], en: ['Illness', 'Sickness', 'Sick'] },
  ACCIDENT: { de: ['Unfall'], fr: ['Accident'], it: ['Infortunio'], en: ['Accident'] },
  MILITARY: {
    de: ['Militär', 'Militärdienst', 'Zivildienst', 'Zivilschutz'],
    fr: ['Service militaire', 'Militaire', 'Service civil', 'Protection civile'],
    it: ['Servizio militare', 'Militare', 'Servizio civile', 'Protezione civile'],
    en: ['Military service', 'Military', 'Civilian service', 'Civil protection'],
  },
  MATERNITY: { de: ['Mutterschaft'], fr: ['Maternité'], it: ['Maternità'], en: ['Maternity'] },
  PATERNITY: { de: ['Vaterschaft'], fr: ['Paternité'], it: ['Paternità'], en: ['Paternity'] },
  VACATION: { de: ['Ferien', 'Urlaub'], fr: ['Vacances'], it: ['Vacanze', 'Ferie'], en: ['Vacation', 'Holiday'] },
  FAMILY_CARE: {
    de: ['Betreuung', 'Betreuungsurlaub', 'Familienbetreuung'],
    fr: ['Prise en charge', 'Congé de prise en charge', 'Proche aidant'],
    it: ['Assistenza', 'Congedo di assistenza', 'Familiare curante'],
    en: ['Family care', 'Care leave'],
  },
  OTHER: { de: ['Andere', 'Sonstige'], fr: ['Autre'], it: ['Altro'], en: ['Other'] },
};

export const ACCIDENT_TYPE_WORDS: Record<AccidentType, Record<'de' | 'fr' | 'it' | 'en', readonly string[]>> = {
  OCCUPATIONAL: {
    de: ['BU', 'Berufsunfall'],
    fr: ['Professionnel', 'AP', 'Accident professionnel'],
    it: ['Professionale', 'Infortunio professionale'],
    en: ['Occupational', 'Occupational accident'],
  },
  NON_OCCUPATIONAL: {
    de: ['NBU', 'Nichtberufsunfall'],
    fr: ['Non professionnel', 'ANP', 'Accident non professionnel'],
    it: ['Non professionale', 'Infortunio non professionale'],
    en: ['Non-occupational', 'Non-occupational accident'],
  },
};

// --- Messages (exact: they go into the per-row report) ------------------------------------------------------------

// Where the API has the same rule, its message (src/contracts/common.ts MESSAGES), so a value reads the same in a
// row report and in a form. The keys are the lines' codes (ROW_ISSUE_CODES, row-issues.ts).
export const ROW_MESSAGES = {
  required: MESSAGES.nonEmpty,
  invalidDate: MESSAGES.date,
  endBeforeStart: 'The end date must not be before the start date',
  rangeTooLong: 'Date range must not exceed 366 days',
  invalidType: `Invalid absence type, expected one of ${ABSENCE_TYPES.join(', ')}`,
  invalidAccidentType: 'Invalid accident type, expected OCCUPATIONAL or NON_OCCUPATIONAL',
  accidentTypeRequired: 'Accident type is required for type ACCIDENT',
  accidentTypeNotAllowed: 'Accident type is only allowed for type ACCIDENT',
  hoursOrPercentageRequired: 'Either hours or percentage is required',
  hoursAndPercentage: 'Give either hours or percentage, not both',
  invalidNumber: 'Invalid number',
  tooManyDecimals: 'At most 2 decimals allowed',
  hoursNotPositive: 'Hours must be greater than 0',
  hoursTooHigh: 'Hours must be at most 24',
  percentageNotPositive: 'Percentage must be greater than 0',
  percentageTooHigh: 'Percentage must be at most 100',
  commentTooLong: 'Comment must be at most 1000 characters',
  unstorableText: MESSAGES.unstorableText,
  controlCharacters: MESSAGES.controlCharacters,
  commentControlCharacters: 'Must not contain control characters (escape or direction codes)',
} as const satisfies Partial<Record<RowIssueCode, string>>;
export type AbsenceRowCode = keyof typeof ROW_MESSAGES;

export const MAX_COMMENT_LENGTH = 1000;
export const MAX_RANGE_DAYS = 366;

// --- Row validation -------------------------------------------------------------------------------------------------

/** An accepted row of an absence file, its employee found (by id or personnel number). */
export type AbsenceRow = {
  employeeId: string;
  startDate: string;
  endDate: string;
  type: AbsenceType;
  accidentType: AccidentType | null;
  hours: string | null;
  percentage: string | null;
  comment: string | null;
};

/**
 * A checked row before its employee is looked up: the identifier the file gives (`key`: the employee id or the
 * personnel number, by the file's key column) and, when the file has both columns, the personnel number to check.
 */
export type ParsedAbsenceRow = Omit<AbsenceRow, 'employeeId'> & { key: string; personnelNumber: string | null };

export type RowError = { column: AbsenceField; value: string | undefined; code: AbsenceRowCode; message: string };

export type AbsenceRowResult =
  | { ok: true; rowNumber: number; value: ParsedAbsenceRow }
  | { ok: false; rowNumber: number; errors: RowError[] };

/**
 * Checks one absence row (as given by a column mapping's toRecord: trimmed, '' as undefined) and normalises it.
 * Every broken cell is reported, not only the first. The row number is passed through into the result for the report.
 * `key`: which identifier the file names its employees by (employeeKeyOf): its cell is required.
 */
export function parseAbsenceRow(
  record: Partial<Record<AbsenceField, string | undefined>>,
  rowNumber: number,
  key: UploadEmployeeKey = 'employeeId',
): AbsenceRowResult {
  const errors: RowError[] = [];
  const fail = (column: AbsenceField, code: AbsenceRowCode) => {
    errors.push({ column, value: record[column], code, message: ROW_MESSAGES[code] });
  };

  for (const field of ABSENCE_FIELDS) {
    const value = record[field];
    if (value === undefined) continue;
    const problem = field === 'comment' ? commentTextProblem(value) : lineTextProblem(value);
    if (problem) fail(field, problem);
  }
  const hasBadText = (field: AbsenceField) => errors.some((error) => error.column === field);

  const keyValue = record[key];
  if (keyValue === undefined) fail(key, 'required');

  const startDate = parseDateField('startDate', record.startDate, fail, hasBadText);
  const endDate = parseDateField('endDate', record.endDate, fail, hasBadText);
  if (startDate && endDate) {
    const length = endDate.epochDay - startDate.epochDay + 1;
    if (length < 1) fail('endDate', 'endBeforeStart');
    else if (length > MAX_RANGE_DAYS) fail('endDate', 'rangeTooLong');
  }

  let type: AbsenceType | undefined;
  if (record.type === undefined) fail('type', 'required');
  else if (!hasBadText('type')) {
    type = absenceTypeOf(record.type);
    if (!type) fail('type', 'invalidType');
  }

  let accidentType: AccidentType | null = null;
  if (record.accidentType !== undefined && !hasBadText('accidentType')) {
    const parsed = accidentTypeOf(record.accidentType);
    if (!parsed) fail('accidentType', 'invalidAccidentType');
    else if (type && type !== 'ACCIDENT') fail('accidentType', 'accidentTypeNotAllowed');
    else accidentType = parsed;
  } else if (record.accidentType === undefined && type === 'ACCIDENT') {
    fail('accidentType', 'accidentTypeRequired');
  }

  let hours: string | null = null;
  let percentage: string | null = null;
  if (record.hours === undefined && record.percentage === undefined) {
    fail('hours', 'hoursOrPercentageRequired');
  } else if (record.hours !== undefined && record.percentage !== undefined) {
    fail('percentage', 'hoursAndPercentage');
  } else if (record.hours !== undefined) {
    if (!hasBadText('hours')) hours = takeDecimal('hours', hoursOf(record.hours), fail);
  } else if (record.percentage !== undefined && !hasBadText('percentage')) {
    percentage = takeDecimal('percentage', percentageOf(record.percentage), fail);
  }

  const comment = record.comment ?? null;
  // Counted in UTF-16 code units, as Zod's max(1000) counts them on the absence API, so both agree on one comment.
  if (comment !== null && comment.length > MAX_COMMENT_LENGTH) fail('comment', 'commentTooLong');

  if (errors.length > 0 || !keyValue || !startDate || !endDate || !type) {
    return { ok: false, rowNumber, errors };
  }
  return {
    ok: true,
    rowNumber,
    value: {
      key: keyValue,
      personnelNumber: key === 'employeeId' ? (record.personnelNumber ?? null) : null,
      startDate: startDate.iso,
      endDate: endDate.iso,
      type,
      accidentType,
      hours,
      percentage,
      comment,
    },
  };
}

type Fail = (column: AbsenceField, code: AbsenceRowCode) => void;

/** What is wrong with a cell's characters (NUL, lone surrogates, control characters), remembered per value. */
const lineTextProblem = remembered((value: string): AbsenceRowCode | null => {
  if (hasUnstorableText(value)) return 'unstorableText';
  return hasControlCharacters(value) ? 'controlCharacters' : null;
});
const commentTextProblem = remembered((value: string): AbsenceRowCode | null => {
  if (hasUnstorableText(value)) return 'unstorableText';
  return hasControlCharactersInText(value) ? 'commentControlCharacters' : null;
}, 2000);

/** hasControlCharacters (the API's rule) for multi-line text: tab, line feed and carriage return are allowed. */
function hasControlCharactersInText(value: string): boolean {
  return hasControlCharacters(value.replace(/[\t\n\r]/g, ''));
}

// Years outside 1900–2999 are typing errors ('0024-03-01'), refused like any impossible date.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SWISS_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A pure function of a string, remembered for the values a file repeats (a million rows hold a few hundred dates,
 * eight types and a handful of percentages): the second time costs a map lookup. Bounded: the map is cleared when
 * it grows past `limit` entries.
 */
function remembered<T>(fn: (text: string) => T, limit = 20_000): (text: string) => T {
  const cache = new Map<string, { value: T }>();
  return (text) => {
    const known = cache.get(text);
    if (known) return known.value;
    const value = fn(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, { value });
    return value;
  };
}

/** 'YYYY-MM-DD', 'DD.MM.YYYY' or 'D.M.YYYY' as a calendar date, or undefined (31.02.2024, 2024-13-01, 1.1.24). */
export const parseUploadDate = remembered(parseUploadDateOnce);

function parseUploadDateOnce(text: string): { iso: string; epochDay: number } | undefined {
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO_DATE.exec(text);
  const swiss = iso ? null : SWISS_DATE.exec(text);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (swiss) {
    [day, month, year] = [Number(swiss[1]), Number(swiss[2]), Number(swiss[3])];
  } else {
    return undefined;
  }
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  const isoText = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { iso: isoText, epochDay: epochDayOf(year, month, day) };
}

function parseDateField(
  field: 'startDate' | 'endDate',
  value: string | undefined,
  fail: Fail,
  hasBadText: (field: AbsenceField) => boolean,
): { iso: string; epochDay: number } | undefined {
  if (value === undefined) {
    fail(field, 'required');
    return undefined;
  }
  if (hasBadText(field)) return undefined;
  const date = parseUploadDate(value);
  if (!date) fail(field, 'invalidDate');
  return date;
}

type BoundMessages = { notPositive: AbsenceRowCode; tooHigh: AbsenceRowCode };
const HOURS_MESSAGES: BoundMessages = { notPositive: 'hoursNotPositive', tooHigh: 'hoursTooHigh' };
const PERCENTAGE_MESSAGES: BoundMessages = { notPositive: 'percentageNotPositive', tooHigh: 'percentageTooHigh' };

const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

type DecimalOutcome = { value: string | null; error: AbsenceRowCode | null };
function decimalOutcome(field: 'hours' | 'percentage', text: string): DecimalOutcome {
  let error: AbsenceRowCode | null = null;
  const fail: Fail = (_column, code) => {
    error = code;
  };
  const value =
    field === 'hours'
      ? parseBoundedDecimal('hours', text, 2400, HOURS_MESSAGES, fail, false)
      : parseBoundedDecimal('percentage', text, 10_000, PERCENTAGE_MESSAGES, fail, true);
  return { value, error };
}
const hoursOf = remembered((text) => decimalOutcome('hours', text), 5000);
const percentageOf = remembered((text) => decimalOutcome('percentage', text), 5000);
function takeDecimal(field: 'hours' | 'percentage', outcome: DecimalOutcome, fail: Fail): string | null {
  if (outcome.error) fail(field, outcome.error);
  return outcome.value;
}

/**
 * A decimal with at most 2 decimals in (0, max/100], as the shortest '.'-decimal string. Works on hundredths as
 * integers, so no float rounding is involved.
 */
function parseBoundedDecimal(
  field: 'hours' | 'percentage',
  value: string,
  maxHundredths: number,
  messages: BoundMessages,
  fail: Fail,
  allowsPercentSign: boolean,
): string | null {
  const text = allowsPercentSign ? value.replace(/\s*%$/, '') : value;
  const match = DECIMAL.exec(text);
  if (!match) {
    fail(field, 'invalidNumber');
    return null;
  }
  const isNegative = match[1] === '-';
  const integerDigits = (match[2] as string).replace(/^0+(?=\d)/, '');
  const fractionDigits = (match[3] ?? '').replace(/0+$/, '');
  if (fractionDigits.length > 2) {
    fail(field, 'tooManyDecimals');
    return null;
  }
  if (integerDigits.length > 6) {
    fail(field, isNegative ? messages.notPositive : messages.tooHigh);
    return null;
  }
  const hundredths = Number(integerDigits) * 100 + Number(fractionDigits.padEnd(2, '0'));
  if (isNegative || hundredths === 0) {
    fail(field, messages.notPositive);
    return null;
  }
  if (hundredths > maxHundredths) {
    fail(field, messages.tooHigh);
    return null;
  }
  return fractionDigits === '' ? integerDigits : `${integerDigits}.${fractionDigits}`;
}

function wordIndex<T extends string>(
  codes: readonly T[],
  words: Record<T, Record<'de' | 'fr' | 'it' | 'en', readonly string[]>>,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const code of codes) {
    for (const word of [code, ...Object.values(words[code]).flat()]) {
      const key = normalizeLabel(word);
      const existing = index.get(key);
      if (existing && existing !== code) throw new Error(`Word '${word}' is used for both ${existing} and ${code}`);
      index.set(key, code);
    }
  }
  return index;
}

const ABSENCE_TYPE_BY_WORD = wordIndex(ABSENCE_TYPES, ABSENCE_TYPE_WORDS);
const ACCIDENT_TYPE_BY_WORD = wordIndex(ACCIDENT_TYPES, ACCIDENT_TYPE_WORDS);
const absenceTypeOf = remembered((text) => ABSENCE_TYPE_BY_WORD.get(normalizeLabel(text)), 1000);
const accidentTypeOf = remembered((text) => ACCIDENT_TYPE_BY_WORD.get(normalizeLabel(text)), 1000);
