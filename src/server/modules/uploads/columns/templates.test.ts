import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { collectRows } from '../../../../testing/tabular-reading.ts';
import { readRows } from '../../../platform/tabular/tabular-reader.ts';
import { ABSENCE_COLUMNS, employeeKeyOf, mapAbsenceColumns, parseAbsenceRow } from './absence-columns.ts';
import { LANGUAGES } from './columns.ts';
import {
  ABSENCE_TEMPLATE,
  buildAbsenceTemplate,
  buildCsvTemplate,
  type TemplateFormat,
  templateFileName,
  templateHeaders,
} from './templates.ts';

const FORMATS: TemplateFormat[] = ['csv', 'xlsx'];
const cases = LANGUAGES.flatMap((language) => FORMATS.map((format) => [language, format] as const));

describe('absence templates', () => {
  it.each(cases)(
    'the %s %s template reads back through readRows and the column mapping without errors',
    async (language, format) => {
      const bytes = await buildAbsenceTemplate(language, format);
      const fileName = templateFileName(ABSENCE_TEMPLATE, language, format);
      const file = await readRows(bytes, fileName);
      expect(file.format).toBe(format);
      const mapping = mapAbsenceColumns(file.header.cells);
      expect(mapping.errors).toEqual([]);
      expect(mapping.notices).toEqual([]);
      expect(mapping.language).toBe(language);
      // Every column but the employee id: the template names the employees by their personnel number.
      expect(mapping.columns.map((column) => column.field)).toEqual(
        ABSENCE_COLUMNS.map((column) => column.field).filter((field) => field !== 'employeeId'),
      );
      const key = employeeKeyOf(new Set(mapping.columns.map((column) => column.field)));
      expect(key).toBe('personnelNumber');

      const rows = await collectRows(file);
      const results = rows.map((row) => parseAbsenceRow(mapping.toRecord(row.cells), row.rowNumber, key));
      expect(results.map((result) => (result.ok ? result.value : result.errors))).toEqual([
        {
          key: '10234',
          personnelNumber: null,
          startDate: '2025-03-03',
          endDate: '2025-03-07',
          type: 'SICK',
          accidentType: null,
          hours: null,
          percentage: '50',
          comment: expect.any(String),
        },
        {
          key: '10871',
          personnelNumber: null,
          startDate: '2025-03-10',
          endDate: '2025-03-10',
          type: 'ACCIDENT',
          accidentType: 'NON_OCCUPATIONAL',
          hours: '4.5',
          percentage: null,
          comment: expect.any(String),
        },
        {
          key: '11502',
          personnelNumber: null,
          startDate: '2025-04-14',
          endDate: '2025-04-18',
          type: 'VACATION',
          accidentType: null,
          hours: null,
          percentage: '100',
          comment: null,
        },
      ]);
      expect(rows.map((row) => row.rowNumber)).toEqual([2, 3, 4]);
    },
  );

  it('writes the CSV as UTF-8 with BOM, ; and CRLF, with Swiss dates and the localised words', () => {
    const text = buildCsvTemplate(ABSENCE_TEMPLATE, 'de').toString('utf8');
    expect(
      text.startsWith('\ufeffPersonalnummer*;Startdatum*;Enddatum*;Absenzart*;Unfallart;Stunden;Prozent;Kommentar\r\n'),
    ).toBe(true);
    expect(text).toContain('10871;10.03.2025;10.03.2025;Unfall;NBU;4.5;;Sturz beim Skifahren\r\n');
  });

  it('writes the XLSX with a bold, frozen header row and column widths', async () => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await buildAbsenceTemplate('fr', 'xlsx');
    // exceljs declares load(ArrayBuffer-like); a Node Buffer works at run time.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Absences');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...templateHeaders(ABSENCE_TEMPLATE, 'fr')]);
    expect(sheet?.getColumn(8).width).toBe(40);
    expect(sheet?.getCell('B2').numFmt).toBe('dd.mm.yyyy');
  });

  it('names the files per language', () => {
    expect(LANGUAGES.map((language) => templateFileName(ABSENCE_TEMPLATE, language, 'xlsx'))).toEqual([
      'Vorlage-Absenzen.xlsx',
      'Modele-absences.xlsx',
      'Modello-assenze.xlsx',
      'Template-absences.xlsx',
    ]);
  });
});
