// The report as PDF, read back with pdftotext and drawn with pdftoppm (poppler-utils, as ktg-protocol.test.ts):
// the title block, Swiss dates and amounts, yes / no, the totals on the last page, "Seite x von y", the empty text,
// a page as PNG. With REPORT_PNG_DIR set (e.g. /tmp/reprender), the German pages 1 and 2 are also kept there to look
// at. No database.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReportFile, reportFileName } from './index.ts';
import { fixtureTable } from './report-fixture.test-support.ts';
import { pdfColumnWidths, pdfHeading, textWidth } from './report-pdf-widths.ts';

const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;
const directory = mkdtempSync(join(tmpdir(), 'report-pdf-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const createdAt = new Date('2026-04-01T06:00:00Z');

async function pdfOf(language: 'de' | 'fr', rows = 64) {
  expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
  const file = await renderReportFile(fixtureTable(language, rows), 'PDF', { createdAt });
  const path = join(directory, `report-${language}-${rows}.pdf`);
  writeFileSync(path, file.content);
  const pages = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  return { file, path, pages };
}

describe('renderReportFile PDF', () => {
  it('draws the title block, Swiss formats, the totals and page x of y on two landscape pages (de)', async () => {
    const { file, path, pages } = await pdfOf('de');
    expect(file.fileExtension).toBe('pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toHaveLength(2);
    const [first = '', last = ''] = pages;
    // The title block on page 1: title, question, the facts.
    expect(first).toContain('Taggeld oder Lohnkürzung');
    expect(first).toContain('Welche Tage erstattet die Versicherung');
    expect(first).toMatch(/Firma\s+Demo Logistik AG/);
    expect(first).toMatch(/Zeitraum\s+01\.03\.2026 – 31\.03\.2026/);
    expect(first).toMatch(/Filter\s+nur Kurzfristrisiko; ab 30 bezogenen Taggeldtagen/);
    // The header row on both pages.
    for (const page of pages) expect(page).toMatch(/Name\s+Von\s+Betrag \(CHF\)/);
    // Row 1: the name, 01.03.2026, 1'234.50, 100 %, 1, 0.5, Ja; row 2: 62.5 %, Nein.
    expect(first).toMatch(/Müller-Lüdenscheidt, Hans-\s*Jürgen\s+01\.03\.2026\s+1'234\.50\s+100\.0 %\s+1\s+0\.5\s+Ja/);
    expect(first).toMatch(/Dubois, Gaëlle\s+02\.03\.2026\s+1'235\.50\s+62\.5 %\s+2\s+1\.0\s+Nein/);
    // The formula-looking text is just text.
    expect(first).toContain('=HYPERLINK("http://evil.example","klick")');
    // The totals after the last row (64: 1'297.50 = 123 450 + 6 300 Rappen): 81'024.00 CHF, 2'080 days, 53.0.
    expect(last).toMatch(/Person 63\s+08\.03\.2026\s+1'297\.50/);
    expect(last).toMatch(/Total\s+81'024\.00\s+2'080\s+53\.0/);
    expect(first).toContain('Seite 1 von 2');
    expect(last).toContain('Seite 2 von 2');
    expect(first).toContain('Erstellt am 01.04.2026 08:00');

    // Page 1 as PNG (A4 landscape at 60 dpi: 702 × 496 pixels).
    const prefix = join(directory, 'page');
    execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', path, prefix]);
    const png = `${prefix}-1.png`;
    expect(statSync(png).size).toBeGreaterThan(10_000);
    const keep = process.env.REPORT_PNG_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      execFileSync('pdftoppm', ['-r', '80', '-png', path, join(keep, 'report-de')]);
      copyFileSync(path, join(keep, 'report-de.pdf'));
    }
  });

  it('speaks French: the facts, Oui / Non, page x sur y', async () => {
    const { pages } = await pdfOf('fr');
    const [first = '', last = ''] = pages;
    expect(first).toContain('Indemnité journalière ou réduction de salaire');
    expect(first).toMatch(/Entreprise\s+Demo Logistik AG/);
    expect(first).toMatch(/Période\s+01\.03\.2026 – 31\.03\.2026/);
    expect(first).toMatch(/Nom\s+Du\s+Montant \(CHF\)/);
    expect(first).toMatch(/01\.03\.2026\s+1'234\.50\s+100\.0 %\s+1\s+0\.5\s+Oui/);
    expect(first).toMatch(/02\.03\.2026\s+1'235\.50\s+62\.5 %\s+2\s+1\.0\s+Non/);
    expect(first).toContain('page 1 sur 2');
    expect(last).toMatch(/Total\s+81'024\.00\s+2'080\s+53\.0/);
    expect(first).toContain('Établi le 01.04.2026 08:00');
  });

  it('says so when there are no rows', async () => {
    const { pages } = await pdfOf('de', 0);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Keine Tage in diesem Zeitraum.');
    expect(pages[0]).not.toContain('Total');
    expect(pages[0]).toContain('Seite 1 von 1');
  });

  it('is the same bytes for the same table and instant', async () => {
    const table = fixtureTable('de', 5);
    const one = await renderReportFile(table, 'PDF', { createdAt });
    const two = await renderReportFile(table, 'PDF', { createdAt });
    expect(one.content.equals(two.content)).toBe(true);
  });
});

describe('reportFileName', () => {
  it('names the file by its title in ASCII and its period', () => {
    const de = fixtureTable('de', 0);
    const month = { period: { kind: 'accounting-period', accountingMonthId: '2026-03' } } as const;
    expect(reportFileName(de, month, 'XLSX')).toBe('Taggeld-oder-Lohnkuerzung_2026-03.xlsx');
    const range = { period: { kind: 'time-range', from: '2026-01-01', to: '2026-06-30' } } as const;
    expect(reportFileName(fixtureTable('fr', 0), range, 'PDF')).toBe(
      'Indemnite-journaliere-ou-reduction-de-salaire_2026-01-01_2026-06-30.pdf',
    );
    expect(reportFileName({ title: 'Beitragsbefreiung Pensionskasse' }, month, 'PDF')).toBe(
      'Beitragsbefreiung-Pensionskasse_2026-03.pdf',
    );
    expect(reportFileName({ title: '«»' }, month, 'PDF')).toBe('Report_2026-03.pdf');
  });
});

describe('pdfColumnWidths', () => {
  it('gives numbers their widest cell and the text columns the rest, on 15 columns', () => {
    const base = fixtureTable('de', 0);
    const labels = ['Personalnummer', 'Name', 'Untereinheit', 'Fallnummer', 'Von', 'Bis', 'Tage', 'Arbeitsunfähigkeit'];
    const types = ['text', 'text', 'text', 'integer', 'date', 'date', 'integer', 'percent'] as const;
    const table = {
      ...base,
      columns: [
        ...labels.map((label, index) => ({ key: `c${index}`, label, type: types[index] ?? 'text' })),
        ...['Taggeld (CHF/Tag)', 'Betrag (CHF)', 'Behandlung', 'Risiko', 'Taggeldtage', 'Ende', 'Bemerkung'].map(
          (label, index) => ({
            key: `d${index}`,
            label,
            type: (['chf', 'chf', 'text', 'text', 'decimal', 'boolean', 'text'] as const)[index] ?? 'text',
          }),
        ),
      ],
    };
    const cells = [
      'P-1000',
      'Bernasconi-Hohenzollern-Sigmaringen, Maria Antonietta',
      'Logistikzentrum Ostschweiz (Winterthur)',
      '1234',
      '01.03.2026',
      '31.03.2026',
      '31',
      '100.0 %',
      '187.50',
      "232'500.00",
      'Lohnkürzung',
      'Langfristrisiko',
      '123.5',
      'Nein',
      'Eine lange Bemerkung, die umbricht, weil sie länger ist als die Spalte breit',
    ];
    const widths = pdfColumnWidths(table, (index) => [cells[index] ?? '']);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(841.89 - 56, 6);
    for (const [index, column] of table.columns.entries()) {
      // Numbers, dates and yes / no whole on one line (the renderer's cell padding is 3 pt a side).
      if (column.type !== 'text') expect(widths[index]).toBeGreaterThan(textWidth(cells[index] ?? '') + 6);
    }
    // The text columns keep their longest word ("Langfristrisiko") whole.
    expect(widths[11]).toBeGreaterThan(textWidth('Langfristrisiko') + 6);
  });

  it('hyphenates a heading word too long for its column between syllables, after a slash without a hyphen', () => {
    expect(pdfHeading('Arbeitsunfähigkeit', 200)).toBe('Arbeitsunfähigkeit');
    // 50 pt less 7 pt padding = 43 pt: "Arbeitsunfä-" fits, "Arbeitsunfähig-" does not (Ar-beits-un-fä-hig-keit).
    expect(pdfHeading('Arbeitsunfähigkeit', 50)).toBe('Arbeitsunfä-higkeit');
    // 33 pt: "Arbeits-" (the rest again broken where it fits), never "Arbeitsu-nfähigkeit".
    expect(pdfHeading('Arbeitsunfähigkeit', 40)).toBe('Arbeits-unfähig-keit');
    expect(pdfHeading('Personalnummer', 40)).toBe('Personal-nummer');
    expect(pdfHeading('Personalnummer', 30)).toBe('Perso-nal-num-mer');
    expect(pdfHeading('Verarbeitungsgruppe', 40)).toBe('Verarbei-tungs-gruppe');
    expect(pdfHeading('Incapacité', 30, 'fr')).toBe('Inca-pacité');
    expect(pdfHeading('Taggeld (CHF/Tag)', 38)).toBe('Taggeld (CHF/ Tag)');
  });
});
