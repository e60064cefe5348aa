// Golden files of the six reports on both databases (issue 31, "Done when"): the golden company
// (golden-report-world.factory.ts) through the real API, derivation and lock; each kind generated over HTTP as XLSX
// and PDF for 01.03.–30.04.2026 in German and compared with the rows worked out by hand in expected-reports.ts.
// - XLSX, parsed back with exceljs cell by cell: the title block, the headings, every row's values and types, the
//   number formats per column type, the totals (formula and result), the frozen header and the autofilter.
// - PDF, read back with pdftotext: the title block and, per row, its numbers, dates and percentages in Swiss format
//   on one line after the personnel number (text cells may wrap); the totals; "Seite 1 von 1". Every page drawn to
//   PNG with pdftoppm (A4 landscape); with REPORT_PNG_DIR set, the PNGs are kept there to look at.
// - Every character of every cell has a glyph in the PDF's font (a "→" once printed as an empty box).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KINDS, type ReportKind } from '../../../../contracts/reports.ts';
import {
  createGoldenReportWorld,
  type GoldenReportWorld,
} from '../../../../testing/factories/golden-report-world.factory.ts';
import { useTestApp } from '../../../../testing/test-app.ts';
import { testBackends } from '../../../../testing/test-databases.ts';
import { FONTS } from '../../../platform/pdf/pdf-fonts.ts';
import { GOLDEN_PERSON_REPORTS } from './expected-person-reports.ts';
import { GOLDEN_CLAIM_REPORTS, type GoldenCell, type GoldenReport } from './expected-reports.ts';

const GOLDEN_REPORTS: Record<string, GoldenReport> = { ...GOLDEN_CLAIM_REPORTS, ...GOLDEN_PERSON_REPORTS };

const TODAY = new Date('2026-11-29T08:00:00Z');
const PERIOD = { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' } as const;
const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;
const directory = mkdtempSync(join(tmpdir(), 'report-golden-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

type Font = { hasGlyphForCodePoint: (codePoint: number) => boolean };
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync: (path: string) => Font };
const fonts = [fontkit.openSync(FONTS.regular), fontkit.openSync(FONTS.bold)];
const withoutGlyph = (text: string) =>
  [...text].filter((character) => fonts.some((font) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)));

/** A cell as the PDF prints it: 16.03.2026, 1'262.48, 100 %, Ja. */
function pdfText(value: GoldenCell, type: string): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const [year, month, day] = value.toISOString().slice(0, 10).split('-');
    return `${day}.${month}.${year}`;
  }
  if (type === 'c') {
    const [francs = '0', rappen = '00'] = (value as number).toFixed(2).split('.');
    return `${francs.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${rappen}`;
  }
  if (type === 'p') return `${(value as number) * 100} %`;
  return String(value);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row on one PDF line: the personnel number first, then its numbers, dates and percentages in order. */
function pdfLine(expected: GoldenReport, row: readonly GoldenCell[]): RegExp {
  const parts = row.map((value, index) => {
    const type = expected.types[index] ?? 't';
    if (type === 't' || type === 'b' || value === null) return null;
    return escapeRegExp(pdfText(value, type));
  });
  const first = escapeRegExp(String(row[expected.headings[0] === 'Abrechnungsmonat' ? 1 : 0]));
  return new RegExp(`${first}\\s.*${parts.filter((part) => part !== null).join('\\s+(?:\\S.*?\\s+)?')}`);
}

const NUMBER_FORMATS: Record<string, string | undefined> = { d: 'dd.mm.yyyy', c: '#,##0.00', i: '#,##0', x: '#,##0' };

describe.each(testBackends())('report golden files on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY });
  let world: GoldenReportWorld;

  beforeAll(async () => {
    world = await createGoldenReportWorld(ctx.app, ctx.database, 'Golden AG');
  });

  async function generate(kind: ReportKind, format: 'XLSX' | 'PDF'): Promise<Buffer> {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/report',
      headers: world.sessions.Payroll.headers,
      payload: { reportDefinition: { kind, format, period: PERIOD, language: 'de' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = await ctx.app.inject({ method: 'GET', url: created.json().uri });
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  }

  it.each(REPORT_KINDS)('%s as XLSX: every cell as worked out by hand', async (kind) => {
    const expected = GOLDEN_REPORTS[kind] as GoldenReport;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await generate(kind, 'XLSX')) as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe(expected.sheetName);
    // The title block: title, question, company, period, scope, filters, generated at; an empty row; the header.
    expect(sheet.getCell('A1').value).toBe(expected.title);
    expect(sheet.getCell('A3').value).toBe('Firma: Golden AG');
    expect(sheet.getCell('A4').value).toBe('Zeitraum: 01.03.2026 – 30.04.2026');
    expect(sheet.getCell('A5').value).toBe('Untereinheiten: alle');
    expect(sheet.getCell('A6').value).toBe('Verarbeitungsgruppen: alle');
    expect(sheet.getCell('A7').value).toBe('Filter: keine');
    expect(sheet.getCell('A8').value).toBe('Erstellt am: 29.11.2026 09:00');
    expect(sheet.getRow(10).values).toEqual([undefined, ...expected.headings]);
    const lastRow = 10 + expected.rows.length;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 10, topLeftCell: 'A11' });
    expect(sheet.autoFilter).toBe(`A10:${String.fromCharCode(64 + expected.headings.length)}${lastRow}`);
    for (const [index, row] of expected.rows.entries()) {
      const line = sheet.getRow(11 + index);
      for (const [column, value] of row.entries()) {
        const cell = line.getCell(column + 1);
        const where = `${kind} row ${index + 1} "${expected.headings[column]}"`;
        expect(cell.value ?? null, where).toEqual(value);
        const type = expected.types[column] ?? 't';
        if (value === null) continue;
        if (type === 'p') expect(cell.numFmt, where).toMatch(/^0(\.0+)?%$/);
        else expect(cell.numFmt, where).toBe(NUMBER_FORMATS[type] ?? '@');
        expect(withoutGlyph(String(cell.text)), where).toEqual([]);
      }
    }
    const totals = sheet.getRow(lastRow + 1);
    if (expected.totals) {
      expect(totals.getCell(1).value).toBe('Total');
      for (const [column, total] of Object.entries(expected.totals)) {
        const cell = totals.getCell(Number(column) + 1);
        const letter = String.fromCharCode(65 + Number(column));
        expect(cell.value).toEqual({ formula: `SUBTOTAL(9,${letter}11:${letter}${lastRow})`, result: total });
      }
    } else {
      expect(totals.getCell(1).value ?? null).toBeNull();
    }
    for (const heading of expected.headings) expect(withoutGlyph(heading)).toEqual([]);
  });

  it.each(REPORT_KINDS)('%s as PDF: the rows in Swiss format, drawn to PNG', async (kind) => {
    expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
    const expected = GOLDEN_REPORTS[kind] as GoldenReport;
    const path = join(directory, `${backend}-${kind}.pdf`);
    writeFileSync(path, await generate(kind, 'PDF'));
    const pages = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
    expect(pages).toHaveLength(1);
    const page = pages[0] ?? '';
    expect(page).toContain(expected.title);
    expect(page).toMatch(/Firma\s+Golden AG/);
    expect(page).toMatch(/Zeitraum\s+01\.03\.2026 – 30\.04\.2026/);
    expect(page).toMatch(/Filter\s+keine/);
    expect(page).toContain('Seite 1 von 1');
    const lines = page.split('\n');
    for (const row of expected.rows) {
      const pattern = pdfLine(expected, row);
      expect(
        lines.some((line) => pattern.test(line)),
        `${kind}: no line matches ${pattern}`,
      ).toBe(true);
    }
    // Each name once per row (a wrapped "Keller," / "Bruno" keeps the last name on the row's line).
    for (const row of expected.rows) {
      const name = String(row[expected.headings.indexOf('Name')]);
      expect(page).toContain(name.split(',')[0]);
    }
    if (expected.totals) {
      const totals = Object.entries(expected.totals).map(([column, value]) =>
        escapeRegExp(pdfText(value, expected.types[Number(column)] ?? 'i')),
      );
      expect(page).toMatch(new RegExp(`Total\\s+${totals.join('\\s+')}`));
    }
    // Drawn to PNG: one A4 landscape page at 60 dpi (841.89 × 595.28 pt → 702 × 497 pixels, pdftoppm rounds up).
    const prefix = join(directory, `${backend}-${kind}`);
    execFileSync('pdftoppm', ['-r', '60', '-png', path, prefix]);
    const pngs = readdirSync(directory).filter(
      (name) => name.startsWith(`${backend}-${kind}-`) && name.endsWith('.png'),
    );
    expect(pngs).toHaveLength(1);
    // The PNG's IHDR: width and height as 32-bit big-endian numbers at bytes 16 and 20.
    const png = readFileSync(join(directory, pngs[0] ?? ''));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([702, 497]);
    const keep = process.env.REPORT_PNG_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      copyFileSync(join(directory, pngs[0] ?? ''), join(keep, `golden-${kind}.png`));
    }
  });
});
