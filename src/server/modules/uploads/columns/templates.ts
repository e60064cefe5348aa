// Example files for the uploads (issue 11), in de/fr/it/en, as CSV (UTF-8 with BOM, ';', CRLF: what Excel in
// Switzerland opens correctly with umlauts) and as XLSX (bold, frozen header row; column widths; real date and
// number cells). A template is data: columns (the upload's column definitions), which headers get the '*' of a
// required value, widths and example rows. The absence and employee templates are defined below and built by the same
// two functions.
import ExcelJS from 'exceljs';
import {
  ABSENCE_COLUMNS,
  ABSENCE_TYPE_WORDS,
  type AbsenceField,
  type AbsenceType,
  ACCIDENT_TYPE_WORDS,
  type AccidentType,
} from './absence-columns.ts';
import type { ColumnDefinition, Language } from './columns.ts';
import { EMPLOYEE_COLUMNS, type EmployeeField, WAGE_TYPE_WORDS } from './employee-columns.ts';

/** A cell of an example row. A Date is a calendar date at UTC midnight (Date.UTC), as exceljs writes dates. */
export type TemplateValue = string | number | Date | null;

export type TemplateDefinition<F extends string> = {
  fileNames: Record<Language, string>;
  sheetNames: Record<Language, string>;
  columns: readonly ColumnDefinition<F>[];
  /** Headers marked with '*': the columns that need a value in every row. */
  markedRequired: readonly F[];
  /** Column widths in characters (XLSX). */
  widths: Partial<Record<F, number>>;
  examples(language: Language): Partial<Record<F, TemplateValue>>[];
};

export type TemplateFormat = 'csv' | 'xlsx';

const DEFAULT_WIDTH = 16;

export function templateHeaders<F extends string>(template: TemplateDefinition<F>, language: Language): string[] {
  return template.columns.map((column) => {
    const name = column.headers[language][0] ?? column.field;
    return template.markedRequired.includes(column.field) ? `${name}*` : name;
  });
}

export function templateFileName<F extends string>(
  template: TemplateDefinition<F>,
  language: Language,
  format: TemplateFormat,
): string {
  return `${template.fileNames[language]}.${format}`;
}

/** The template as CSV: UTF-8 with BOM, ';' separated, CRLF, dates as DD.MM.YYYY. */
export function buildCsvTemplate<F extends string>(template: TemplateDefinition<F>, language: Language): Buffer {
  const lines = [templateHeaders(template, language)];
  for (const example of template.examples(language)) {
    lines.push(template.columns.map((column) => csvText(example[column.field] ?? null)));
  }
  const text = lines.map((cells) => cells.map(quoteCsv).join(';')).join('\r\n');
  return Buffer.from(`\ufeff${text}\r\n`, 'utf8');
}

/** The template as an XLSX workbook with one sheet. */
export async function buildXlsxTemplate<F extends string>(
  template: TemplateDefinition<F>,
  language: Language,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.sheetNames[language], {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = template.columns.map((column, index) => ({
    header: templateHeaders(template, language)[index],
    key: column.field,
    width: template.widths[column.field] ?? DEFAULT_WIDTH,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of template.examples(language)) {
    const row = sheet.addRow(template.columns.map((column) => example[column.field] ?? null));
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd.mm.yyyy';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function buildTemplate<F extends string>(
  template: TemplateDefinition<F>,
  language: Language,
  format: TemplateFormat,
): Promise<Buffer> {
  return format === 'csv' ? buildCsvTemplate(template, language) : buildXlsxTemplate(template, language);
}

function csvText(value: TemplateValue): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const [year, month, day] = value.toISOString().slice(0, 10).split('-');
    return `${day}.${month}.${year}`;
  }
  return String(value);
}

function quoteCsv(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// --- The absence template -------------------------------------------------------------------------------------------

const typeWord = (type: AbsenceType, language: Language) => ABSENCE_TYPE_WORDS[type][language][0] ?? type;
const accidentWord = (type: AccidentType, language: Language) => ACCIDENT_TYPE_WORDS[type][language][0] ?? type;

const ABSENCE_COMMENTS: Record<'sick' | 'accident', Record<Language, string>> = {
  sick: {
    de: 'Arztzeugnis liegt vor',
    fr: 'Certificat médical remis',
    it: 'Certificato medico consegnato',
    en: 'Medical certificate received',
  },
  accident: {
    de: 'Sturz beim Skifahren',
    fr: 'Chute à ski',
    it: 'Caduta sugli sci',
    en: 'Fall while skiing',
  },
};

/**
 * The absence template names the employees by their personnel number (decision 0040: what payroll and time recording
 * know; a file may have the employee id column instead, which the screen's help says).
 */
export const ABSENCE_TEMPLATE: TemplateDefinition<AbsenceField> = {
  fileNames: { de: 'Vorlage-Absenzen', fr: 'Modele-absences', it: 'Modello-assenze', en: 'Template-absences' },
  sheetNames: { de: 'Absenzen', fr: 'Absences', it: 'Assenze', en: 'Absences' },
  columns: ABSENCE_COLUMNS.filter((column) => column.field !== 'employeeId'),
  // hours and percentage are required columns, but a row fills only one of them, so they carry no '*'.
  markedRequired: ['personnelNumber', 'startDate', 'endDate', 'type'],
  widths: {
    personnelNumber: 20,
    startDate: 14,
    endDate: 14,
    type: 18,
    accidentType: 20,
    hours: 10,
    percentage: 14,
    comment: 40,
  },
  examples: (language) => [
    // A week of illness at 50 % incapacity.
    {
      personnelNumber: '10234',
      startDate: new Date(Date.UTC(2025, 2, 3)),
      endDate: new Date(Date.UTC(2025, 2, 7)),
      type: typeWord('SICK', language),
      percentage: 50,
      comment: ABSENCE_COMMENTS.sick[language],
    },
    // A non-occupational accident: 4.5 hours missed on one day.
    {
      personnelNumber: '10871',
      startDate: new Date(Date.UTC(2025, 2, 10)),
      endDate: new Date(Date.UTC(2025, 2, 10)),
      type: typeWord('ACCIDENT', language),
      accidentType: accidentWord('NON_OCCUPATIONAL', language),
      hours: 4.5,
      comment: ABSENCE_COMMENTS.accident[language],
    },
    // A week of vacation.
    {
      personnelNumber: '11502',
      startDate: new Date(Date.UTC(2025, 3, 14)),
      endDate: new Date(Date.UTC(2025, 3, 18)),
      type: typeWord('VACATION', language),
      percentage: 100,
    },
  ],
};

export function buildAbsenceTemplate(language: Language, format: TemplateFormat): Promise<Buffer> {
  return buildTemplate(ABSENCE_TEMPLATE, language, format);
}

// --- The employee template ------------------------------------------------------------------------------------------

/** The template's columns: the ones most payroll exports have, plus one wage-type column (its id in the header). */
const EMPLOYEE_TEMPLATE_FIELDS: readonly EmployeeField[] = [
  'employeeId',
  'personnelNumber',
  'firstName',
  'lastName',
  'validFrom',
  'validTo',
  'dateOfBirth',
  'oasiNumber',
  'sex',
  'companySubunitId',
  'processingGroupId',
  'dateOfEmployment',
  'leavingDate',
  'employmentPercentage',
  'workingHoursPerWeek',
  'salaryBasis',
  'addressLine1',
  'streetName',
  'buildingNumber',
  'zipCode',
  'city',
  'country',
  'businessEmail',
  'iban',
  'accountHolderName',
  'accountHolderPostcode',
  'accountHolderCity',
  'superiorId',
  'policy:UVG:number',
  'policy:KTG:number',
];
type EmployeeTemplateField = EmployeeField | 'wage:1000';

const WAGE_COLUMN: ColumnDefinition<'wage:1000'> = {
  field: 'wage:1000',
  required: false,
  headers: {
    de: [`${WAGE_TYPE_WORDS.de} 1000`],
    fr: [`${WAGE_TYPE_WORDS.fr} 1000`],
    it: [`${WAGE_TYPE_WORDS.it} 1000`],
    en: [`${WAGE_TYPE_WORDS.en} 1000`],
  },
};

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/**
 * The employee template: the employee id (the company's key of a person, E-1001) and the personnel number (10234)
 * differ in the example, so that nobody takes one for the other (decision 0040).
 */
export const EMPLOYEE_TEMPLATE: TemplateDefinition<EmployeeTemplateField> = {
  fileNames: {
    de: 'Vorlage-Mitarbeitende',
    fr: 'Modele-collaborateurs',
    it: 'Modello-collaboratori',
    en: 'Template-employees',
  },
  sheetNames: { de: 'Mitarbeitende', fr: 'Collaborateurs', it: 'Collaboratori', en: 'Employees' },
  columns: [
    ...EMPLOYEE_TEMPLATE_FIELDS.map(
      (field) => EMPLOYEE_COLUMNS.find((column) => column.field === field) as ColumnDefinition<EmployeeField>,
    ),
    WAGE_COLUMN,
  ],
  // validTo is a required column whose value may stay empty (an open end), so it carries no '*'.
  markedRequired: ['employeeId', 'personnelNumber', 'firstName', 'lastName', 'validFrom'],
  widths: { employeeId: 16, firstName: 14, lastName: 16, oasiNumber: 18, iban: 28, addressLine1: 24 },
  examples: () => [
    {
      employeeId: 'E-1001',
      personnelNumber: '10234',
      firstName: 'Anna',
      lastName: 'Muster',
      validFrom: utc(2026, 1, 1),
      validTo: null,
      dateOfBirth: utc(1985, 4, 12),
      oasiNumber: '756.9217.0769.85',
      sex: 'FEMALE',
      dateOfEmployment: utc(2019, 3, 1),
      employmentPercentage: 80,
      workingHoursPerWeek: 33.6,
      salaryBasis: 'MONTHLY',
      addressLine1: 'Bahnhofstrasse 1',
      streetName: 'Bahnhofstrasse',
      buildingNumber: '1',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
      businessEmail: 'anna.muster@example.ch',
      iban: 'CH93 0076 2011 6238 5295 7',
      accountHolderName: 'Anna Muster',
      accountHolderPostcode: '8001',
      accountHolderCity: 'Zürich',
      'wage:1000': 6500,
    },
    {
      employeeId: 'E-1002',
      personnelNumber: '10871',
      firstName: 'Luca',
      lastName: 'Bernasconi',
      validFrom: utc(2026, 1, 1),
      validTo: utc(2026, 6, 30),
      dateOfBirth: utc(1992, 11, 3),
      sex: 'MALE',
      dateOfEmployment: utc(2024, 8, 1),
      leavingDate: utc(2026, 6, 30),
      employmentPercentage: 100,
      workingHoursPerWeek: 42,
      salaryBasis: 'MONTHLY',
      superiorId: 'E-1001',
      'wage:1000': 5800,
    },
  ],
};

export function buildEmployeeTemplate(language: Language, format: TemplateFormat): Promise<Buffer> {
  return buildTemplate(EMPLOYEE_TEMPLATE, language, format);
}
