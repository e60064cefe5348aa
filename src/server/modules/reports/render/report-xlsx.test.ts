// The report as XLSX, read back with exceljs cell by cell: the title block, the frozen header row, the autofilter,
// real types and number formats, the formula guard, yes / no, the totals row, the print setup, the sheet name, the
// workbook's metadata, the empty table. No database.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { renderReportFile } from './index.ts';
import { fixtureTable } from './report-fixture.test-support.ts';
import { sheetNameOf, type WithLanguage } from './report-xlsx.ts';

async function workbookOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

describe('renderReportFile XLSX', () => {
  it('writes the title block, the typed table, the totals and the print setup (de)', async () => {
    const table = fixtureTable('de');
    const file = await renderReportFile(table, 'XLSX', { createdAt: new Date('2026-04-01T06:00:00Z') });
    expect(file.fileExtension).toBe('xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await workbookOf(file.content);
    expect(workbook.creator).toBe('Absenza');
    expect(workbook.title).toBe('Taggeld oder Lohnkürzung');
    expect((workbook as WithLanguage).language).toBe('de-CH');
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    // "Taggeld/Lohnkürzung [März]: *alle* Mitarbeitenden?" without []:*?/ and cut to 31 characters.
    expect(sheet.name).toBe('Taggeld-Lohnkürzung -März-- -al');
    expect(sheet.name.length).toBeLessThanOrEqual(31);

    // The title block: title, question, the four facts, an empty row, the header in row 8.
    expect(sheet.getCell('A1').value).toBe('Taggeld oder Lohnkürzung');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toMatch(/^Welche Tage erstattet/);
    expect(sheet.getCell('A3').value).toBe('Firma: Demo Logistik AG');
    expect(sheet.getCell('A4').value).toBe('Zeitraum: 01.03.2026 – 31.03.2026');
    expect(sheet.getCell('A5').value).toBe('Filter: nur Kurzfristrisiko; ab 30 bezogenen Taggeldtagen');
    expect(sheet.getCell('A6').value).toBe('Erstellt am: 01.04.2026 08:00');
    expect(sheet.getCell('A7').value).toBeNull();
    const header = sheet.getRow(8);
    expect(header.values).toEqual([
      undefined,
      'Name',
      'Von',
      'Betrag (CHF)',
      'Arbeitsunfähigkeit',
      'Tage',
      'Taggeldtage',
      'Abgeschlossen',
      'Bemerkung',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);

    // The frozen header row, the autofilter over header and data (rows 8-72), the totals in row 73.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 8, topLeftCell: 'A9' });
    expect(sheet.autoFilter).toBe('A8:H72');

    // Row 1 of the data (row 9): a text, a date, CHF in francs, a percentage, an integer, a decimal, yes.
    const first = sheet.getRow(9);
    expect(first.getCell(1).value).toBe('Müller-Lüdenscheidt, Hans-Jürgen');
    expect(first.getCell(1).numFmt).toBe('@');
    expect(first.getCell(2).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe('dd.mm.yyyy');
    // 123 450 Rappen = 1'234.50 CHF.
    expect(first.getCell(3).value).toBe(1234.5);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    // 100 % as 1 with a percent format; 62.5 % needs one decimal in the column.
    expect(first.getCell(4).value).toBe(1);
    expect(first.getCell(4).numFmt).toBe('0.0%');
    expect(sheet.getRow(10).getCell(4).value).toBe(0.625);
    expect(first.getCell(5).value).toBe(1);
    expect(first.getCell(5).numFmt).toBe('#,##0');
    expect(first.getCell(6).value).toBe(0.5);
    expect(first.getCell(6).numFmt).toBe('#,##0.0');
    expect(first.getCell(7).value).toBe('Ja');
    expect(sheet.getRow(10).getCell(7).value).toBe('Nein');
    // Yes / no as text, centred (from the column's style, not set cell by cell).
    expect(first.getCell(7).numFmt).toBe('@');
    expect(first.getCell(7).alignment).toMatchObject({ horizontal: 'center' });
    expect(first.getCell(8).value).toBeNull();

    // The formula guard: the formula-looking text is a string in a Text cell, never a formula; a leading tab is a space.
    const evil = sheet.getRow(11).getCell(8);
    expect(evil.type).toBe(ExcelJS.ValueType.String);
    expect(evil.value).toBe('=HYPERLINK("http://evil.example","klick")');
    expect(evil.formula).toBeUndefined();
    expect(evil.numFmt).toBe('@');
    expect(sheet.getRow(12).getCell(8).value).toBe(' Tab am Anfang');

    // The totals: amounts 123 450 + 100 i over i = 0..63 = 64 × 123 450 + 100 × 2 016 = 7 900 800 + 201 600
    // = 8 102 400 Rappen = 81 024.00 CHF; days 1..64 = 2 080; benefit days 22 × 0.5 + 42 × 1 = 53.
    const totals = sheet.getRow(73);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(1).font?.bold).toBe(true);
    expect(totals.getCell(3).value).toEqual({ formula: 'SUBTOTAL(9,C9:C72)', result: 81024 });
    expect(totals.getCell(3).numFmt).toBe('#,##0.00');
    expect(totals.getCell(5).value).toEqual({ formula: 'SUBTOTAL(9,E9:E72)', result: 2080 });
    expect(totals.getCell(6).value).toEqual({ formula: 'SUBTOTAL(9,F9:F72)', result: 53 });
    expect(totals.getCell(4).value).toBeNull();
    expect(sheet.rowCount).toBe(73);

    // Print: A4 landscape, one page wide, the header row on every page, margins, "Seite x von y".
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '8:8',
      margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    });
    expect(sheet.headerFooter.oddFooter).toBe('&RSeite &P von &N');

    // Widths from the content: the long name is wider than the date.
    const widths = sheet.columns.map((column) => column.width ?? 0);
    expect(widths[0]).toBeGreaterThan(30);
    expect(widths[1]).toBeGreaterThanOrEqual(11);
    expect(widths[1]).toBeLessThan(20);
  });

  it('speaks French: yes / no, the footer, the metadata', async () => {
    const workbook = await workbookOf((await renderReportFile(fixtureTable('fr', 3), 'XLSX')).content);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((workbook as WithLanguage).language).toBe('fr-CH');
    expect(sheet.name).toBe('Indemnité ou réduction');
    expect(sheet.getCell('A3').value).toBe('Entreprise: Demo Logistik AG');
    expect(sheet.getRow(9).getCell(7).value).toBe('Oui');
    expect(sheet.getRow(10).getCell(7).value).toBe('Non');
    expect(sheet.getRow(9).getCell(3).value).toBe(1234.5);
    expect(sheet.headerFooter.oddFooter).toBe('&Rpage &P sur &N');
    // 123 450 + 123 550 + 123 650 = 370 650 Rappen.
    expect(sheet.getRow(12).getCell(3).value).toEqual({ formula: 'SUBTOTAL(9,C9:C11)', result: 3706.5 });
  });

  it('writes the empty text under the header when there are no rows', async () => {
    const workbook = await workbookOf((await renderReportFile(fixtureTable('de', 0), 'XLSX')).content);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(8).getCell(1).value).toBe('Name');
    expect(sheet.getRow(9).getCell(1).value).toBe('Keine Tage in diesem Zeitraum.');
    expect(sheet.rowCount).toBe(9);
  });

  it('makes a sheet name Excel accepts', () => {
    expect(sheetNameOf("'Austritte: 2026/03'")).toBe('Austritte- 2026-03');
    expect(sheetNameOf('   ')).toBe('Report');
    expect(sheetNameOf('History')).toBe('Report');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
  });
});
