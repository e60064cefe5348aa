// The KTG protocol's files: the XLSX read back with exceljs, the PDF rendered to PNG with pdftoppm and its text
// read with pdftotext (poppler-utils; the PDF checks skip with a message when the tools are not installed).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { protocolLines } from '../../domain/accounting/accounting.factory.ts';
import { ktgProtocolPdf, ktgProtocolXlsx } from './ktg-protocol.ts';

const input = {
  tenantName: 'Demo Logistik AG',
  accountingMonthId: '2026-03',
  generatedAt: '2026-04-01T06:00:00.000Z',
  language: 'de' as const,
  lines: protocolLines(),
  subunitNames: { ZH: 'Zürich', GE: 'Genève' },
};

describe('ktgProtocolXlsx', () => {
  it('has a frozen header, numbers as numbers with formats, group totals and a grand total with cached values', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await ktgProtocolXlsx(input)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('KTG-Protokoll');
    if (!sheet) throw new Error('no protocol sheet');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const values = (row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
    expect(values(1).slice(0, 3)).toEqual(['Personalnr.', 'Name', 'Fall']);
    // Row 2: GE, Dubois 31 days x 123.45 = 3826.95
    const dubois = sheet.getRow(2);
    expect(dubois.getCell(1).value).toBe('2001');
    expect(dubois.getCell(6).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(dubois.getCell(6).numFmt).toBe('dd.mm.yyyy');
    expect(dubois.getCell(8).value).toBe(31);
    expect(dubois.getCell(12).value).toBe(123.45);
    expect(dubois.getCell(13).value).toBe(3826.95);
    expect(dubois.getCell(13).numFmt).toBe('#,##0.00');
    // Row 3: the GE total
    expect(sheet.getRow(3).getCell(1).value).toBe('Total Genève (GE) · HOURLY');
    expect(sheet.getRow(3).getCell(13).value).toEqual({ formula: 'SUBTOTAL(9,M2:M2)', result: 3826.95 });
    // Rows 4-6: ZH lines (Keller reversal, rebooking, Müller), row 7 its total, row 8 the grand total
    expect(sheet.getRow(4).getCell(13).value).toBe(-1000);
    expect(sheet.getRow(4).getCell(14).value).toBe('Storno 02.2026');
    expect(sheet.getRow(7).getCell(13).value).toEqual({ formula: 'SUBTOTAL(9,M4:M6)', result: 1500 });
    expect(sheet.getRow(8).getCell(1).value).toBe('Gesamttotal');
    expect(sheet.getRow(8).getCell(8).value).toEqual({ formula: 'SUBTOTAL(9,H2:H7)', result: 51 });
    expect(sheet.getRow(8).getCell(13).value).toEqual({ formula: 'SUBTOTAL(9,M2:M7)', result: 5326.95 });
    expect(sheet.rowCount).toBe(8);
    expect(values(1)).toHaveLength(15);
    const info = workbook.getWorksheet('Info');
    expect(info?.getRow(3).values).toEqual([undefined, 'Erstellt am', '01.04.2026 08:00']);
  });

  it('writes an empty month without circular formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await ktgProtocolXlsx({ ...input, lines: [], language: 'en' })) as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('KTG protocol');
    expect(sheet?.getRow(2).getCell(1).value).toBe('Grand total');
    expect(sheet?.getRow(2).getCell(13).value).toBe(0);
  });
});

const hasPoppler = spawnSync('pdftoppm', ['-v']).error === undefined;
const directory = mkdtempSync(join(tmpdir(), 'ktg-protocol-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('ktgProtocolPdf', () => {
  it('is a PDF', async () => {
    const pdf = await ktgProtocolPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('opens: page 1 renders to PNG and its text has the header, the lines and the totals (needs poppler-utils)', async () => {
    expect(hasPoppler, 'pdftoppm is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
    const path = join(directory, 'protocol.pdf');
    writeFileSync(path, await ktgProtocolPdf(input));
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', path, join(directory, 'page')]);
    const png = readFileSync(join(directory, 'page-1.png'));
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(statSync(join(directory, 'page-1.png')).size).toBeGreaterThan(5_000);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Demo Logistik AG',
      'KTG-Protokoll · März 2026',
      'Erstellt am 01.04.2026 08:00',
      'Seite 1 von 1',
      'Müller Jürg',
      'Storno 02.2026',
      "3'826.95",
      'Total Zürich (ZH) · MONTHLY',
      "1'500.00",
      'Gesamttotal',
      "5'326.95",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});
