// Golden files of every salary export preset (byte-exact, in the encoding the target system reads), a parse-back of
// the delimited files through the platform's own upload reader, and the layout rules. Rewrite the goldens after an
// intended change with: UPDATE_GOLDEN=1 node_modules/.bin/node node_modules/.bin/vitest run src/domain/accounting
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readRows } from '../../../server/platform/tabular/tabular-reader.ts';
import { accountMapping, snapshotLine } from '../../../testing/factories/accounting.factory.ts';
import { type BookingLine, bookingLinesOf } from '../booking-lines.ts';
import {
  type ExportLayout,
  type ExportMeta,
  exportFileName,
  exportTextChanges,
  formatValue,
  rappenAsChf,
  renderExport,
  SALARY_EXPORT_FILE_TYPES,
} from '../export-layouts.ts';
import { EXPORT_LAYOUTS, exportPresetsFor } from './index.ts';
import { transliterateForWindows1252 } from './transliteration.ts';

const GOLDEN_DIR = join(import.meta.dirname, '__golden__');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const META: ExportMeta = {
  tenantName: 'Demo Logistik AG',
  accountingMonthId: '2026-03',
  generatedAt: '2026-04-01T06:00:00.000Z',
  companySubunitId: null,
  processingGroupId: null,
  isPreview: false,
  payrollClientNumber: '7777',
};

/** Five lines with the edges: umlauts and accents, a character windows-1252 lacks, a separator and a quote in a
 * name, a formula-like name, a partial incapacity, a reversal and its rebooking, no subunit/group. */
function goldenLines(): BookingLine[] {
  const snapshots = [
    snapshotLine({ snapshotId: 's1', personnelNumber: '1001', lastName: 'Müller', firstName: 'Jürg' }),
    snapshotLine({
      snapshotId: 's2',
      personnelNumber: '1002',
      lastName: 'Dubois; "Chloé"',
      firstName: 'François',
      caseNumber: 2,
      startDate: '2026-03-05',
      endDate: '2026-03-31',
      days: 27,
      dailyAllowance: 12_500, // 250.00 x 80 % x 62.5 % = 125.00
      amount: 337_500, // 27 x 125.00 = 3375.00
      incapacityOfWork: 62.5,
      isWithinContinuationOfPayment: true,
      companySubunitId: 'GE',
    }),
    snapshotLine({
      snapshotId: 's3',
      personnelNumber: '1003',
      lastName: '=Kowalski',
      firstName: 'Łukasz',
      caseNumber: 3,
      claimType: 'ACCIDENT',
      coverageLine: 'UVG',
      startDate: '2026-02-20',
      endDate: '2026-02-28',
      days: 9,
      dailyAllowance: 14_360,
      amount: -129_240, // reversal: -(9 x 143.60)
      isCorrection: true,
      correctionKind: 'REVERSAL',
      correctedMonthId: '2026-02',
    }),
    snapshotLine({
      snapshotId: 's4',
      personnelNumber: '1003',
      lastName: '=Kowalski',
      firstName: 'Łukasz',
      caseNumber: 3,
      claimType: 'ACCIDENT',
      coverageLine: 'UVG',
      startDate: '2026-02-20',
      endDate: '2026-02-28',
      days: 9,
      dailyAllowance: 15_120,
      amount: 136_080, // rebooking: 9 x 151.20
      isCorrection: true,
      correctionKind: 'REBOOKING',
      correctedMonthId: '2026-02',
    }),
    snapshotLine({
      snapshotId: 's5',
      personnelNumber: '1004',
      lastName: 'Bernasconi',
      firstName: 'Zoë',
      caseNumber: 4,
      endDate: '2026-03-01',
      days: 1,
      dailyAllowance: 5,
      amount: 5,
      companySubunitId: null,
      processingGroupId: null,
    }),
  ];
  const mappings = [
    accountMapping({ accountOut: '3000', accountIn: '1090', accountOutDescription: 'Krankentaggeld' }),
    accountMapping({
      absenceType: 'ACCIDENT',
      accountOut: '3010',
      accountIn: '1091',
      accountOutDescription: 'Unfalltaggeld',
    }),
    accountMapping({
      absenceType: 'ACCIDENT',
      entryType: 'CORRECTION',
      accountOut: '3011',
      accountIn: '1091',
      accountOutDescription: 'Unfalltaggeld Korrektur',
    }),
  ];
  const result = bookingLinesOf(snapshots, mappings);
  expect(result.unmapped).toEqual([]);
  return result.lines;
}

describe('salary export presets: golden files', () => {
  it.each(SALARY_EXPORT_FILE_TYPES)('%s matches its golden file byte for byte', (fileType) => {
    const layout = EXPORT_LAYOUTS[fileType];
    const rendered = renderExport(layout, goldenLines(), META);
    const path = join(GOLDEN_DIR, `${fileType.toLowerCase()}.${layout.fileExtension}`);
    if (UPDATE || !existsSync(path)) {
      if (!UPDATE) throw new Error(`No golden file ${path}: run with UPDATE_GOLDEN=1 to write it`);
      writeFileSync(path, rendered);
    }
    const golden = readFileSync(path);
    // The text first (a readable diff), then the bytes (encoding, BOM, line endings).
    expect(rendered.toString('latin1')).toBe(golden.toString('latin1'));
    expect(rendered.equals(golden)).toBe(true);
  });

  it('CSV is UTF-8 with BOM, CRLF, ";" — and its amounts sum to the lines', () => {
    const bytes = renderExport(EXPORT_LAYOUTS.CSV, goldenLines(), META);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toMatch(/^Personalnummer;Nachname;Vorname;/);
    expect(text).toContain('"Dubois; ""Chloé"""');
    expect(text).toContain(";'=Kowalski;"); // formula guard
  });

  it('every delimited export opened in a spreadsheet writes formula-like text with an apostrophe (CSV injection)', () => {
    const names = ['=HYPERLINK("http://x.example","y")', '+SUM(1,2)', '@SUM(A1)', '-2+3'];
    const lines = bookingLinesOf(
      names.map((lastName, index) =>
        snapshotLine({ snapshotId: `f${index}`, personnelNumber: `90${index}`, lastName }),
      ),
      [accountMapping()],
    ).lines;
    for (const fileType of ['CSV', 'GZF', 'VINCI'] as const) {
      const layout = EXPORT_LAYOUTS[fileType];
      expect(layout.guardFormulas, fileType).toBe(true);
      const text = iconv.decode(
        renderExport(layout, lines, META),
        layout.encoding === 'windows-1252' ? 'windows-1252' : 'utf8',
      );
      // Each name as written, behind an apostrophe; never a cell that starts with the formula itself.
      for (const name of names) {
        const written = layout.quoting === 'none' ? name : name.replaceAll('"', '""');
        expect(text, `${fileType}: ${name}`).toContain(`'${written}`);
        expect(text, `${fileType}: ${name}`).not.toMatch(
          new RegExp(`(^|[\\t;"])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'),
        );
      }
    }
  });

  it('GZF and SWISSPORT are windows-1252: ü is one byte, Ł is spelled L (never "?")', () => {
    for (const fileType of ['GZF', 'SWISSPORT'] as const) {
      const bytes = renderExport(EXPORT_LAYOUTS[fileType], goldenLines(), META);
      expect(bytes.includes(Buffer.from([0x4d, 0xfc, 0x6c]))).toBe(true); // "Mül"
      expect(bytes.includes(Buffer.from('Müller', 'utf8'))).toBe(false);
      const text = iconv.decode(bytes, 'windows-1252');
      expect(text).toContain('Lukasz');
      expect(text).not.toContain('?');
    }
  });

  // Issue 28: "Łukasz-Żółć" came out as "?ukasz-?ó??" (iconv-lite writes what windows-1252 lacks as '?').
  it('GZF and SWISSPORT transliterate Łukasz-Żółć to Lukasz-Zólc (ó stays: cp1252 has it), SWISSPORT cuts it at 9', () => {
    const lines = bookingLinesOf(
      [snapshotLine({ snapshotId: 'pl', personnelNumber: '1010', lastName: 'Wójcik-Łęcka', firstName: 'Łukasz-Żółć' })],
      [accountMapping()],
    ).lines;
    const gzf = iconv.decode(renderExport(EXPORT_LAYOUTS.GZF, lines, META), 'windows-1252');
    // Ł -> L (table), Ż -> Z (NFD: Z + dot above), ó kept (0xF3), ł -> l (table), ć -> c (NFD), ę -> e (NFD).
    expect(gzf).toContain('"Wójcik-Lecka";"Lukasz-Zólc"');
    expect(gzf).not.toContain('?');
    const record = iconv.decode(renderExport(EXPORT_LAYOUTS.SWISSPORT, lines, META), 'windows-1252').split('\r\n')[0];
    expect(record).toHaveLength(138);
    expect(record?.slice(109, 129)).toBe('Wójcik-Lecka        '); // NACHN, positions 110-129
    expect(record?.slice(129, 138)).toBe('Lukasz-Zó'); // VORNA, positions 130-138: 11 letters cut to 9
    // The cut and the spelling are reported, so the admin sees them beside the file.
    expect(exportTextChanges(EXPORT_LAYOUTS.SWISSPORT, lines)).toEqual([
      {
        snapshotId: 'pl',
        personnelNumber: '1010',
        column: 'NACHN',
        value: 'Wójcik-Łęcka',
        written: 'Wójcik-Lecka',
        kinds: ['TRANSLITERATED'],
        lost: [],
      },
      {
        snapshotId: 'pl',
        personnelNumber: '1010',
        column: 'VORNA',
        value: 'Łukasz-Żółć',
        written: 'Lukasz-Zó',
        kinds: ['TRANSLITERATED', 'CUT'],
        lost: [],
      },
    ]);
    expect(exportTextChanges(EXPORT_LAYOUTS.CSV, lines)).toEqual([]); // UTF-8 carries every letter
  });

  it('writes a character no rule spells as "?" and reports it as lost', () => {
    const lines = bookingLinesOf(
      [snapshotLine({ snapshotId: 'zh', personnelNumber: '1011', lastName: '王', firstName: 'Wei' })],
      [accountMapping()],
    ).lines;
    expect(iconv.decode(renderExport(EXPORT_LAYOUTS.GZF, lines, META), 'windows-1252')).toContain('"?";"Wei"');
    expect(exportTextChanges(EXPORT_LAYOUTS.GZF, lines)).toEqual([
      expect.objectContaining({ column: 'Name', value: '王', written: '?', kinds: ['LOST'], lost: ['王'] }),
    ]);
  });

  it('SWISSPORT records are 138 characters, CRLF-terminated, amounts in signed zero-padded Rappen', () => {
    const text = iconv.decode(renderExport(EXPORT_LAYOUTS.SWISSPORT, goldenLines(), META), 'windows-1252');
    const records = text.split('\r\n');
    expect(records.pop()).toBe('');
    expect(records).toHaveLength(5);
    for (const record of records) expect(record).toHaveLength(138);
    const reversal = records.find((record) => record.includes('-0000129240'));
    expect(reversal?.slice(64, 75)).toBe('-0000129240'); // BETRG at 65-75: -1292.40
    expect(reversal?.slice(80, 81)).toBe('K');
  });

  it('SWISSPORT field positions are the table in swissport.ts', () => {
    // Positions 1-based and inclusive, as documented in the layout's comment and decision 0043.
    let from = 1;
    const positions = EXPORT_LAYOUTS.SWISSPORT.columns.map((column) => {
      const width = column.width ?? 0;
      const position = `${column.header} ${from}-${from + width - 1}${column.truncate ? ' cut' : ''}`;
      from += width;
      return position;
    });
    expect(positions).toEqual([
      'RT 1-2',
      'PERNR 3-12',
      'LGART 13-18',
      'GKONTO 19-28',
      'BUDAT 29-36',
      'BEGDA 37-44',
      'ENDDA 45-52',
      'ANZHL 53-55',
      'BETPE 56-64',
      'BETRG 65-75',
      'AUPRZ 76-80',
      'K 81-81',
      'FALLNR 82-89',
      'BTEIL 90-99',
      'ABKRS 100-109',
      'NACHN 110-129 cut',
      'VORNA 130-138 cut',
    ]);
    expect(from - 1).toBe(138);
  });

  it('ABA_CONNECT is an AbaConnect container for LOHN with one transaction per line, values escaped', () => {
    const text = renderExport(EXPORT_LAYOUTS.ABA_CONNECT, goldenLines(), META).toString('utf8');
    expect(text.startsWith("<?xml version='1.0' encoding='UTF-8'?>\n<AbaConnectContainer>")).toBe(true);
    expect(text).toContain('<Application>LOHN</Application>');
    expect(text).toContain('<Mandant>7777</Mandant>');
    // The interface version Abacus publishes as productive (2014.00 is "Expiring, available until Abacus V2025").
    expect(text).toContain('<Version>2026.00</Version>');
    expect(text).not.toContain('2014.00');
    expect(text.match(/<Transaction>/g)).toHaveLength(5);
    expect(text).toContain('<Amount>-1292.40</Amount>');
    const withoutClient = renderExport(EXPORT_LAYOUTS.ABA_CONNECT, goldenLines(), {
      ...META,
      payrollClientNumber: null,
    });
    expect(withoutClient.toString('utf8')).not.toContain('Mandant');
  });

  it('JSON carries meta, every line and the totals; the totals equal the sum of the lines', () => {
    const document = JSON.parse(renderExport(EXPORT_LAYOUTS.JSON, goldenLines(), META).toString('utf8'));
    expect(document.meta).toMatchObject({ accountingMonthId: '2026-03', lineCount: 5, currency: 'CHF' });
    // 2000.00 + 3375.00 - 1292.40 + 1360.80 + 0.05 = 5443.45; days 10 + 27 + 9 + 9 + 1 = 56
    expect(document.totals.overall).toMatchObject({
      lineCount: 5,
      days: 56,
      amount: '5443.45',
      correctionAmount: '68.40',
    });
    const cents = document.lines.reduce(
      (sum: number, line: { amount: string }) => sum + Math.round(Number(line.amount) * 100),
      0,
    );
    expect(rappenAsChf(cents)).toBe(document.totals.overall.amount);
  });
});

describe('parse-back: the delimited exports read back through the upload reader', () => {
  async function readBack(bytes: Buffer, fileName: string) {
    const file = await readRows(bytes, fileName);
    const rows: string[][] = [];
    for await (const row of file.rows) rows.push(row.cells);
    return { header: file.header.cells, rows, encoding: file.encoding, delimiter: file.delimiter };
  }

  it.each([
    ['CSV', 'utf-8', ';'],
    ['GZF', 'windows-1252', ';'],
    ['VINCI', 'utf-8', '\t'],
  ] as const)('%s: every value comes back as written', async (fileType, encoding, delimiter) => {
    const layout = EXPORT_LAYOUTS[fileType];
    const lines = goldenLines();
    const read = await readBack(
      renderExport(layout, lines, META),
      `export.${layout.fileExtension === 'tsv' ? 'tsv' : 'csv'}`,
    );
    expect(read.delimiter).toBe(delimiter);
    expect(read.encoding?.toLowerCase()).toContain(encoding === 'utf-8' ? 'utf' : '1252');
    expect(read.header).toEqual(layout.columns.map((column) => column.header));
    const bySnapshot = new Map(lines.map((line) => [line.snapshotId, line]));
    const ordered = [...bySnapshot.values()];
    expect(read.rows).toHaveLength(ordered.length);
    const personnel = layout.columns.findIndex((column) => column.field === 'personnelNumber');
    const start = layout.columns.findIndex((column) => column.field === 'startDate');
    const amount = layout.columns.findIndex((column) => column.field === 'amount');
    const lastName = layout.columns.findIndex((column) => column.field === 'lastName');
    for (const row of read.rows) {
      const line = ordered.find(
        (candidate) =>
          candidate.personnelNumber === row[personnel] &&
          formatValue(candidate.startDate, 'date', layout) === row[start] &&
          formatValue(candidate.amount, 'chf', layout) === row[amount],
      );
      expect(line, `row ${row.join('|')}`).toBeDefined();
      if (!line) continue;
      // Every column as the layout formats it; the names as written (the guard's apostrophe, windows-1252's spelling).
      layout.columns.forEach((column, index) => {
        if (typeof column.field === 'object') {
          expect(row[index]).toBe(column.field.constant);
          return;
        }
        const expected = formatValue(line[column.field as keyof BookingLine] ?? null, column.format, layout);
        const written =
          layout.guardFormulas && /^[=+\-@]/.test(expected) && column.format === 'text' ? `'${expected}` : expected;
        const encoded = encoding === 'windows-1252' ? transliterateForWindows1252(written).text : written;
        const unquotedNone = layout.quoting === 'none' ? encoded.replaceAll(layout.separator, ' ') : encoded;
        expect(row[index] ?? '', `${column.header} of ${line.snapshotId}`).toBe(unquotedNone);
      });
      if (lastName >= 0) expect(row[lastName]).toBeTruthy();
    }
  });
});

describe('layout rules', () => {
  const base = EXPORT_LAYOUTS.SWISSPORT;

  it('refuses a personnel number wider than its fixed column, cuts a long name', () => {
    const [line] = bookingLinesOf([snapshotLine({ personnelNumber: '12345678901' })], [accountMapping()]).lines;
    expect(() => renderExport(base, line ? [line] : [], META)).toThrow(
      "Value '12345678901' of column 'PERNR' is wider than 10 characters",
    );
    const [long] = bookingLinesOf(
      [snapshotLine({ lastName: 'Von Wattenwyl-Zurlauben-Escher' })],
      [accountMapping()],
    ).lines;
    const record = iconv.decode(renderExport(base, long ? [long] : [], META), 'windows-1252');
    expect(record.slice(109, 129)).toBe('Von Wattenwyl-Zurlau');
  });

  it('formats Rappen exactly and dates in each format', () => {
    expect(rappenAsChf(0)).toBe('0.00');
    expect(rappenAsChf(5)).toBe('0.05');
    expect(rappenAsChf(-123_456, ',')).toBe('-1234,56');
    expect(() => rappenAsChf(1.5)).toThrow('not a whole number of Rappen');
    const layout = (dateFormat: ExportLayout['dateFormat']) => ({ ...base, dateFormat });
    expect(formatValue('2026-03-07', 'date', layout('dd.MM.yyyy'))).toBe('07.03.2026');
    expect(formatValue('2026-03-07', 'date', layout('yyyyMMdd'))).toBe('20260307');
    expect(formatValue('2026-03', 'month', layout('dd.MM.yyyy'))).toBe('03.2026');
    expect(formatValue(62.5, 'percent', { ...base, decimalSeparator: ',' })).toBe('62,5');
    expect(formatValue(62.5, 'percent-hundredths', base)).toBe('6250');
  });

  it('gives the same bytes whatever the input order', () => {
    const lines = goldenLines();
    for (const layout of Object.values(EXPORT_LAYOUTS)) {
      expect(renderExport(layout, [...lines].reverse(), META).equals(renderExport(layout, lines, META))).toBe(true);
    }
  });

  it('names the file by type, month, unit and preview', () => {
    expect(exportFileName(EXPORT_LAYOUTS.ABA_CONNECT, { ...META, companySubunitId: 'ZH', isPreview: true })).toBe(
      'salary-export_aba-connect_2026-03_ZH_all_preview.xml',
    );
  });
});

describe('exportPresetsFor', () => {
  const protocol = [
    { type: 'KTG_PROTOCOL', fileType: 'PDF' },
    { type: 'KTG_PROTOCOL', fileType: 'XLSX' },
  ];
  const summary = (planned: ReturnType<typeof exportPresetsFor>) =>
    planned.map((entry) => ({ type: entry.type, fileType: entry.fileType }));

  it('JSON and CSV by MIME type, payroll formats by predefined export key, the protocol always', () => {
    const planned = exportPresetsFor({
      exportMimeTypes: ['application/json', 'text/csv', 'application/pdf'],
      predefinedExports: [
        { key: 'abacus-lohn', name: 'Abacus' },
        { key: 'aba-connect', name: 'Abacus Lohnimport' },
        { key: 'vinci', name: 'VINCI payroll hub' },
        { key: 'VINCI', name: 'duplicate' },
      ],
    });
    expect(summary(planned)).toEqual([
      { type: 'SALARY_EXPORT', fileType: 'JSON' },
      { type: 'SALARY_EXPORT', fileType: 'CSV' },
      { type: 'SALARY_EXPORT', fileType: 'ABA_CONNECT' },
      { type: 'SALARY_EXPORT', fileType: 'VINCI' },
      ...protocol,
    ]);
    expect(planned[2]).toMatchObject({ name: 'Abacus Lohnimport', layout: EXPORT_LAYOUTS.ABA_CONNECT });
  });

  it('falls back to JSON when the configuration selects no salary export', () => {
    const planned = exportPresetsFor({
      exportMimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      predefinedExports: [{ key: 'monthly-bookings', name: 'Buchungen' }],
    });
    expect(summary(planned)).toEqual([{ type: 'SALARY_EXPORT', fileType: 'JSON' }, ...protocol]);
  });

  it('reads the keys SWISSPORT, gzf and salary-export:Swissport', () => {
    const planned = exportPresetsFor({
      exportMimeTypes: [],
      predefinedExports: [
        { key: 'salary-export:Swissport', name: 'Swissport' },
        { key: 'gzf', name: 'GZF' },
      ],
    });
    expect(summary(planned).slice(0, 2)).toEqual([
      { type: 'SALARY_EXPORT', fileType: 'SWISSPORT' },
      { type: 'SALARY_EXPORT', fileType: 'GZF' },
    ]);
  });
});
