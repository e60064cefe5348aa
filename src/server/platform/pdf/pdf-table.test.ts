// The table renderer on its own (the KTG protocol's tests cover the landscape protocol): a portrait statement with
// an intro and a summary, cutting and wrapping, every printable Latin-1 character read back, control characters,
// page breaks. The PDF is read back with pdftotext (poppler-utils, like ktg-protocol.test.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PdfTableDocument, type PdfTableRow, renderTablePdf } from './pdf-table.ts';

const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;
const directory = mkdtempSync(join(tmpdir(), 'pdf-table-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let counter = 0;
async function textOf(document: PdfTableDocument, mode = '-layout'): Promise<string[]> {
  expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
  const path = join(directory, `table-${++counter}.pdf`);
  writeFileSync(path, await renderTablePdf(document));
  return execFileSync('pdftotext', [mode, path, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

const statement = (rows: PdfTableRow[], overrides: Partial<PdfTableDocument> = {}): PdfTableDocument => ({
  orientation: 'portrait',
  metadata: { title: 'Abrechnung', createdAt: new Date('2026-04-01T06:00:00Z') },
  pageHeader: {
    left: ['Demo Logistik AG', 'Bahnhofstrasse 1, 8001 Zürich'],
    right: ['Taggeldabrechnung', 'März 2026'],
  },
  footer: { left: 'Erstellt am 01.04.2026 08:00', page: (page, pages) => `Seite ${page} von ${pages}` },
  intro: {
    title: 'Taggeldabrechnung März 2026',
    lines: ['Gaëlle Dubois, Rue du Rhône 5, 1204 Genève'],
    keyValues: [
      ['Fall', '17'],
      ['Versicherer', 'Zürich Versicherungs-Gesellschaft AG'],
    ],
  },
  table: {
    columns: [
      { header: 'Von', width: 20 },
      { header: 'Bis', width: 20 },
      { header: 'Bemerkung', width: 60, wrap: true },
      { header: 'Tage', width: 12, align: 'right' },
      { header: 'Betrag CHF', width: 20, align: 'right' },
    ],
    rows,
    continued: (heading) => `${heading} (Fortsetzung)`,
  },
  summary: [
    ['Total Taggeld', "1'234.50"],
    ['Auszahlung', "1'234.50"],
  ],
  ...overrides,
});

describe('renderTablePdf', () => {
  it('writes the intro, the table with its total and the summary on a portrait page', async () => {
    const pages = await textOf(
      statement([
        { type: 'data', cells: ['01.03.2026', '10.03.2026', 'Krankheit', '10', "1'000.00"] },
        { type: 'data', cells: ['11.03.2026', '12.03.2026', 'Storno', '2', '-234.50'], italic: true },
        { type: 'total', cells: ['Total', '', '', '12', '765.50'], span: 3, grand: true },
      ]),
    );
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    for (const expected of [
      'Demo Logistik AG',
      'Bahnhofstrasse 1, 8001 Zürich',
      'Taggeldabrechnung März 2026',
      'Gaëlle Dubois, Rue du Rhône 5, 1204 Genève',
      'Zürich Versicherungs-Gesellschaft AG',
      'Seite 1 von 1',
    ]) {
      expect(page, expected).toContain(expected);
    }
    expect(page).toMatch(/Fall\s+17/);
    expect(page).toMatch(/11\.03\.2026\s+12\.03\.2026\s+Storno\s+2\s+-234\.50/);
    expect(page).toMatch(/Total\s+12\s+765\.50/);
    expect(page).toMatch(/Auszahlung\s+1'234\.50/);
    // The summary comes after the table.
    expect(page.indexOf('Auszahlung')).toBeGreaterThan(page.indexOf('765.50'));
  });

  it('cuts one-line cells with "…", wraps wrap columns to three lines, lets a number use the empty cell before it', async () => {
    const long = 'Dies ist eine sehr lange Bemerkung, die in der schmalen Spalte nicht auf eine Zeile passt, '.repeat(
      3,
    );
    const [page] = (await textOf(
      statement([
        { type: 'data', cells: ['Ein sehr langer Text in einer schmalen Spalte', '', long, '1', '1.00'] },
        { type: 'total', cells: ['Total', '', '', '', "123'456'789'012.35"], span: 1 },
      ]),
      '-raw',
    )) as [string];
    // The one-line cell runs on over the empty cell after it, then is cut.
    expect(page).toMatch(/Ein sehr langer Text in einer schmalen Spa\S*…/);
    // The remark (the sentence three times) is cut in its third line: the second "Bemerkung," is the last.
    expect(page.match(/Bemerkung,/g)).toHaveLength(2);
    expect(page).toMatch(/Dies ist eine se\S*…/);
    expect(page).toContain("123'456'789'012.35");
  });

  it('reads back every printable Latin-1 character and turns control characters into spaces', async () => {
    const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    const latin1 = Array.from({ length: 95 }, (_, index) => String.fromCharCode(161 + index))
      .join('')
      .replace('\u00ad', ''); // the soft hyphen is invisible
    const chunks = [ascii.slice(0, 48), ascii.slice(48), latin1.slice(0, 47), latin1.slice(47), '€ – “Zoë” …'];
    const [page] = (await textOf(
      statement(
        [
          ...chunks.map((text): PdfTableRow => ({ type: 'note', text })),
          { type: 'data', cells: ['Zeile\neins', 'Tab\there', 'a\r\nb', '', ''] },
        ],
        { intro: undefined, summary: undefined },
      ),
      '-raw',
    )) as [string];
    for (const chunk of chunks) expect(page, chunk).toContain(chunk.trim());
    expect(page).toContain('Zeile eins');
    expect(page).toContain('Tab here');
    expect(page).toMatch(/a b/);
  });

  it('breaks pages: the header row and the continued section heading on each page, page x of y', async () => {
    const rows: PdfTableRow[] = [{ type: 'heading', text: 'Zürich' }];
    for (let index = 0; index < 150; index++) {
      rows.push({ type: 'data', cells: ['01.03.2026', '10.03.2026', `Zeile ${index + 1}`, '1', '1.00'] });
    }
    rows.push({ type: 'total', cells: ['Total Zürich', '', '', '150', '150.00'], span: 3 });
    const pages = await textOf(statement(rows));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatch(/Von\s+Bis\s+Bemerkung\s+Tage\s+Betrag CHF/);
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain('Demo Logistik AG');
      if (index > 0) expect(page).toContain('Zürich (Fortsetzung)');
    }
    // The intro only on page 1; every line once; the total with a line above it on the last page.
    expect(pages.filter((page) => page.includes('Taggeldabrechnung März 2026'))).toHaveLength(1);
    const all = pages.join('\n');
    for (let index = 1; index <= 150; index++) expect(all.match(new RegExp(`Zeile ${index}\\b`, 'g'))).toHaveLength(1);
    const last = pages.at(-1) as string;
    expect(last).toMatch(/Zeile \d+[\s\S]*Total Zürich\s+150\s+150\.00/);
  });

  it('renders the same bytes for the same input', async () => {
    const document = statement([{ type: 'data', cells: ['01.03.2026', '10.03.2026', 'Zoë', '1', '1.00'] }]);
    expect((await renderTablePdf(document)).equals(await renderTablePdf(document))).toBe(true);
  });
});
