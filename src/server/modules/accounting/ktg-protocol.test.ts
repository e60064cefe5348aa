// The KTG protocol's files: the XLSX read back with exceljs, the PDF rendered to PNG with pdftoppm and its text
// read with pdftotext (poppler-utils; the PDF checks skip with a message when the tools are not installed).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { ktgProtocolOf, swissChf, swissInteger } from '../../../domain/accounting/ktg-protocol.ts';
import { protocolLines, snapshotLine } from '../../../testing/factories/accounting.factory.ts';
import { ktgProtocolPdf, ktgProtocolXlsx } from './ktg-protocol.ts';

const input = {
  tenantName: 'Demo Logistik AG',
  accountingMonthId: '2026-03',
  generatedAt: '2026-04-01T06:00:00.000Z',
  language: 'de' as const,
  lines: protocolLines(),
  subunitNames: { ZH: 'Zürich', GE: 'Genève' },
};

/**
 * Issue 28: a month with a KTG line carrying the lock's counters and an accident (UVG) line. The KTG line: 10 days x
 * 200.00 = 2000.00; the UVG line: 8 days x 120.00 = 960.00, which belongs in its own part, not in the KTG total.
 */
const mixedInput = {
  ...input,
  lines: [
    snapshotLine({
      snapshotId: 'k1',
      personnelNumber: '4001',
      lastName: 'Meier',
      firstName: 'Anna',
      days: 10,
      amount: 200_000,
      counterSnapshots: [
        { name: 'CASE_DAYS', value: 10, counterTypes: ['CASE'] },
        { name: 'WAITING_DAYS', value: 3, counterTypes: ['LINE', 'WAITING'] },
      ],
    }),
    snapshotLine({
      snapshotId: 'u1',
      personnelNumber: '4002',
      lastName: 'Rossi',
      firstName: 'Luca',
      caseNumber: 7,
      claimType: 'ACCIDENT',
      coverageLine: 'UVG',
      days: 8,
      amount: 96_000,
      counterSnapshots: [{ name: 'CASE_DAYS', value: 8, counterTypes: ['CASE'] }],
    }),
  ],
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

  it('keeps the UVG line off the KTG sheet (own sheet, own total) and names the counters (issue 28)', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await ktgProtocolXlsx(mixedInput)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['KTG-Protokoll', 'UVG-UVGZ', 'Info']);
    const ktg = workbook.getWorksheet('KTG-Protokoll');
    // Row 2: Meier's KTG line, row 3 its section total, row 4 the KTG grand total: 2000.00 over 10 days.
    expect(ktg?.getRow(2).getCell(1).value).toBe('4001');
    expect(ktg?.getRow(2).getCell(15).value).toBe('Falltage 10, Wartetage 3');
    expect(ktg?.getRow(4).getCell(1).value).toBe('Gesamttotal');
    expect(ktg?.getRow(4).getCell(13).value).toEqual({ formula: 'SUBTOTAL(9,M2:M3)', result: 2000 });
    expect(ktg?.rowCount).toBe(4);
    const uvg = workbook.getWorksheet('UVG-UVGZ');
    expect(uvg?.getRow(1).getCell(1).value).toBe('Personalnr.');
    expect(uvg?.getRow(2).getCell(1).value).toBe('4002');
    expect(uvg?.getRow(2).getCell(5).value).toBe('UVG');
    expect(uvg?.getRow(2).getCell(15).value).toBe('Falltage 8');
    expect(uvg?.getRow(4).getCell(1).value).toBe('Gesamttotal UVG/UVGZ');
    expect(uvg?.getRow(4).getCell(13).value).toEqual({ formula: 'SUBTOTAL(9,M2:M3)', result: 960 });
    // Nowhere a counter's code.
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        expect(JSON.stringify(row.values)).not.toMatch(/CASE_DAYS|WAITING_DAYS|BENEFIT_DAYS/);
      });
    }
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

  // 130 lines in two units (GE 30 lines first, then ZH 100: on over a page), accented names, every 10th a reversal.
  const longInput = {
    ...input,
    lines: Array.from({ length: 130 }, (_, index) => {
      const names: [string, string][] = [
        ['Müller', 'Zoë'],
        ['Dubois', 'Gaëlle'],
        ['Weiß', 'Jürg'],
        ['Çelik', 'Ñuria'],
      ];
      const [lastName, firstName] = names[index % names.length] as [string, string];
      const reversal = index % 10 === 9;
      return snapshotLine({
        snapshotId: `s-${String(index).padStart(3, '0')}`,
        personnelNumber: String(5000 + index),
        lastName,
        firstName,
        caseNumber: index + 1,
        days: 1 + (index % 31),
        amount: (reversal ? -1 : 1) * 20_000 * (1 + (index % 31)),
        isCorrection: reversal,
        correctionKind: reversal ? 'REVERSAL' : null,
        correctedMonthId: reversal ? '2026-02' : null,
        companySubunitId: index < 100 ? 'ZH' : 'GE',
        counterSnapshots: [{ name: 'benefitDays', value: 30 + index, counterTypes: ['BENEFIT'] }],
      });
    }),
  };

  /** The text of each page of the PDF (pdftotext -layout; pages are split at form feeds). */
  function pagesOf(path: string): string[] {
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  }

  it('repeats the page header, the table header and the section heading on page 2, numbers the pages and reads back names and totals (needs poppler-utils)', async () => {
    expect(hasPoppler, 'pdftoppm is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
    const path = join(directory, 'long.pdf');
    writeFileSync(path, await ktgProtocolPdf(longInput));
    const pages = pagesOf(path);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const count = pages.length;
    for (const [index, page] of pages.entries()) {
      expect(page, `page ${index + 1}`).toContain('Demo Logistik AG');
      expect(page, `page ${index + 1}`).toContain('KTG-Protokoll · März 2026');
      expect(page, `page ${index + 1}`).toContain(`Seite ${index + 1} von ${count}`);
      expect(page, `page ${index + 1}`).toContain('Erstellt am 01.04.2026 08:00');
      expect(page, `page ${index + 1}`).toMatch(/Personalnr\.\s+Name\s+Fall\s+Art/);
    }
    // Page 2: the table's header row comes before the lines, and the ZH section goes on with its heading.
    const second = pages[1] as string;
    expect(second.indexOf('Personalnr.')).toBeLessThan(second.indexOf('Zürich (ZH) · MONTHLY (Fortsetzung)'));
    expect(second.indexOf('Zürich (ZH) · MONTHLY (Fortsetzung)')).toBeLessThan(second.search(/\b50\d\d\b/));
    const text = pages.join('\n');
    for (const name of ['Müller Zoë', 'Dubois Gaëlle', 'Weiß Jürg', 'Çelik Ñuria', 'Storno 02.2026']) {
      expect(text, name).toContain(name);
    }
    // Every line once (its personnel number), and the totals as the domain computes them.
    for (let index = 0; index < 130; index++) expect(text).toContain(String(5000 + index));
    const protocol = ktgProtocolOf(longInput);
    for (const total of [...protocol.sections.map((section) => section.total), protocol.overall]) {
      const line = text.split('\n').find((candidate) => candidate.trimStart().startsWith(total.label));
      expect(line, total.label).toBeDefined();
      expect(line).toContain(swissInteger(total.days));
      expect(line).toContain(swissChf(total.amount));
      expect(line).toContain(`Zeilen: ${total.lineCount}`);
    }
    expect(protocol.overall.amount).not.toBe(0);
    // Page 2 renders.
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '2', '-l', '2', path, join(directory, 'long')]);
    const png = readdirSync(directory).find((file) => file.startsWith('long-') && file.endsWith('.png'));
    expect(png).toBeDefined();
    expect(statSync(join(directory, png as string)).size).toBeGreaterThan(5_000);
  });

  it('has its metadata and the same bytes for the same input (needs poppler-utils)', async () => {
    const pdf = await ktgProtocolPdf(input);
    expect((await ktgProtocolPdf(input)).equals(pdf)).toBe(true);
    const path = join(directory, 'info.pdf');
    writeFileSync(path, pdf);
    const info = execFileSync('pdfinfo', ['-isodates', path], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+KTG-Protokoll März 2026/);
    expect(info).toMatch(/Author:\s+Absenza/);
    expect(info).toMatch(/Creator:\s+Absenza/);
    expect(info).toMatch(/Subject:\s+Demo Logistik AG/);
    expect(info).toMatch(/CreationDate:\s+2026-04-01T06:00:00/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
  });

  it('lists the UVG line after the KTG grand total with its own total and the counters by name (issue 28; needs poppler-utils)', async () => {
    expect(hasPoppler, 'pdftoppm is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
    const path = join(directory, 'mixed.pdf');
    writeFileSync(path, await ktgProtocolPdf(mixedInput));
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Falltage 10, Wartetage 3');
    expect(text).not.toMatch(/CASE_DAYS|WAITING_DAYS/);
    // The KTG grand total is Meier's 2000.00 over 10 days; the UVG part comes after it with 960.00 over 8 days.
    const lines = text.split('\n');
    const ktgTotal = lines.find((line) => line.trimStart().startsWith('Gesamttotal') && !line.includes('UVG'));
    expect(ktgTotal).toMatch(/Gesamttotal\s+10\s+2'000\.00\s+Zeilen: 1/);
    const uvgTotal = lines.find((line) => line.trimStart().startsWith('Gesamttotal UVG/UVGZ'));
    expect(uvgTotal).toMatch(/Gesamttotal UVG\/UVGZ\s+8\s+960\.00\s+Zeilen: 1/);
    expect(text.indexOf('Unfalltaggelder UVG/UVGZ')).toBeGreaterThan(text.indexOf(ktgTotal as string));
    expect(text.indexOf('Rossi Luca')).toBeGreaterThan(text.indexOf('Unfalltaggelder UVG/UVGZ'));
  });

  it('writes an empty month as a note and a grand total of zero, in the tenant language (needs poppler-utils)', async () => {
    const path = join(directory, 'empty.pdf');
    writeFileSync(path, await ktgProtocolPdf({ ...input, lines: [], language: 'FR' }));
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Protocole IJM · mars 2026');
    expect(text).toContain('Aucune ligne ce mois-ci.');
    expect(text).toMatch(/Total général\s+0\s+0\.00\s+Lignes: 0/);
    expect(text).toContain('Page 1 sur 1');
  });
});
