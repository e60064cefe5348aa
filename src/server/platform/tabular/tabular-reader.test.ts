import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterEach, describe, expect, it } from 'vitest';
import { chunksOf, collectRows, storedZip } from '../../../testing/tabular-reading.ts';
import {
  FILE_READING_FAILED_MESSAGE,
  FileReadError,
  INVALID_INPUT_MESSAGE,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  UTF16_UNSUPPORTED_MESSAGE,
} from './read-errors.ts';
import {
  DAMAGED_WORKBOOK_DETAIL,
  detectDelimiter,
  EMPTY_FILE_DETAIL,
  NOT_A_WORKBOOK_DETAIL,
  readRows,
  type TabularFile,
} from './tabular-reader.ts';

async function readAll(bytes: Uint8Array, fileName = 'absences.csv', chunkSize = 64 * 1024) {
  const file = await readRows(chunksOf(bytes, chunkSize), fileName);
  const rows = await collectRows(file);
  return { file, rows, cells: rows.map((row) => [row.rowNumber, ...row.cells]) };
}

async function readError(source: unknown, fileName: unknown = 'absences.csv'): Promise<FileReadError> {
  const caught = await (async () => {
    const file = await readRows(source as Uint8Array, fileName as string);
    await collectRows(file);
  })().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(FileReadError);
  return caught as FileReadError;
}

describe('readRows: CSV', () => {
  it('reads a ;-separated file with CRLF, a BOM and empty trailing lines', async () => {
    const bytes = Buffer.from(
      '\ufeffID;Von;Bis\r\n1001;01.03.2025;05.03.2025\r\n1002;10.03.2025;10.03.2025\r\n\r\n\r\n',
    );
    const { file, cells } = await readAll(bytes);
    expect(file.format).toBe('csv');
    expect(file.delimiter).toBe(';');
    expect(file.encoding).toBe('utf-8');
    expect(file.header).toEqual({ rowNumber: 1, cells: ['ID', 'Von', 'Bis'], hasExtraCells: false });
    expect(cells).toEqual([
      [2, '1001', '01.03.2025', '05.03.2025'],
      [3, '1002', '10.03.2025', '10.03.2025'],
    ]);
  });

  it('reads a ,-separated file with LF and quoted fields holding delimiters, quotes and a line break', async () => {
    const bytes = Buffer.from('id,comment,hours\n1,"Dubois, Claire ""CD""",8.5\n2,"two\nlines",4\n3,"semi;colon",2\n');
    const { file, cells } = await readAll(bytes);
    expect(file.delimiter).toBe(',');
    // The record with a line break inside quotes is one row, as in Excel, so the next one is row 4.
    expect(cells).toEqual([
      [2, '1', 'Dubois, Claire "CD"', '8.5'],
      [3, '2', 'two\nlines', '4'],
      [4, '3', 'semi;colon', '2'],
    ]);
  });

  it('reads a tab-separated file', async () => {
    const { file, cells } = await readAll(Buffer.from('a\tb\n1\t2\n'), 'absences.tsv');
    expect(file.delimiter).toBe('\t');
    expect(cells).toEqual([[2, '1', '2']]);
  });

  it.each([
    ['Name;Ort;PLZ', ';'],
    ['Name,Ort,PLZ', ','],
    ['Name\tOrt', '\t'],
    ['"Stunden (h, dezimal)";Prozent', ';'],
    ['Name', ';'],
  ])('detectDelimiter(%j) = %j', (line, expected) => {
    expect(detectDelimiter(line)).toBe(expected);
  });

  it('skips empty rows but counts them, so row numbers match Excel', async () => {
    const { cells } = await readAll(Buffer.from('\r\na;b\r\n1;2\r\n\r\n;\r\n3;4\r\n'));
    expect(cells).toEqual([
      [3, '1', '2'],
      [6, '3', '4'],
    ]);
  });

  it('reports ragged rows instead of failing: short rows as they are, long ones flagged', async () => {
    const { rows } = await readAll(Buffer.from('a;b;c\n1;2\n1;2;3;4\n1;2;3;\n'));
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['1', '2'], hasExtraCells: false },
      { rowNumber: 3, cells: ['1', '2', '3', '4'], hasExtraCells: true },
      { rowNumber: 4, cells: ['1', '2', '3', ''], hasExtraCells: false },
    ]);
  });

  it('keeps a quote inside an unquoted field as text', async () => {
    const { cells } = await readAll(Buffer.from('a;b\n1;Arzt "Dr. Weber"\n'));
    expect(cells).toEqual([[2, '1', 'Arzt "Dr. Weber"']]);
  });

  it('reads a .txt file and a file without extension as CSV', async () => {
    expect((await readAll(Buffer.from('a;b\n1;2\n'), 'export.TXT')).cells).toEqual([[2, '1', '2']]);
    expect((await readAll(Buffer.from('a;b\n1;2\n'), 'export')).cells).toEqual([[2, '1', '2']]);
  });

  it.each([
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ort;Betrag\nZürich;€ 5\n')])],
    ['UTF-8 without BOM', Buffer.from('Ort;Betrag\nZürich;€ 5\n')],
    ['Windows-1252', iconv.encode('Ort;Betrag\nZürich;€ 5\n', 'windows-1252')],
  ])('reads %s', async (_label, bytes) => {
    expect((await readAll(bytes)).cells).toEqual([[2, 'Zürich', '€ 5']]);
  });

  it('reads ISO-8859-1 and pure ASCII', async () => {
    expect((await readAll(iconv.encode('Ort\nGenève äöü\n', 'latin1'))).cells).toEqual([[2, 'Genève äöü']]);
    const ascii = await readAll(Buffer.from('Ort\nBern\n'));
    expect(ascii.cells).toEqual([[2, 'Bern']]);
    expect(ascii.file.encoding).toBe('utf-8');
  });

  it('reads a file that arrives one byte at a time', async () => {
    const { cells } = await readAll(Buffer.from('a;b\r\n"x;\r\ny";Zürich\r\n'), 'a.csv', 1);
    expect(cells).toEqual([[2, 'x;\r\ny', 'Zürich']]);
  });

  it('refuses UTF-16 with the spec message', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('a;b\n', 'utf16le')]);
    expect((await readError(bytes)).message).toBe(UTF16_UNSUPPORTED_MESSAGE);
    expect((await readError(iconv.encode('a;b\n1;2\n', 'utf16be'))).message).toBe(UTF16_UNSUPPORTED_MESSAGE);
  });

  it('fails with "File reading failed" on a quote that is never closed, naming the row', async () => {
    const error = await readError(Buffer.from('a;b\n1;2\n3;"open\n4;5\n'));
    expect(error.message).toBe(FILE_READING_FAILED_MESSAGE);
    expect(error.detail).toBe('A quoted field is not closed (from row 3)');
  });

  it('fails with "File reading failed" on a row longer than the limit', async () => {
    const error = await (async () => {
      const file = await readRows(Buffer.from(`a;b\n1;${'x'.repeat(500)}\n`), 'a.csv', { maxRowBytes: 100 });
      await collectRows(file);
    })().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: FILE_READING_FAILED_MESSAGE, detail: 'Row 2 is too long' });
  });

  it('fails with "File reading failed" on an empty file or one with only empty lines', async () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from('\r\n;;\r\n\r\n')]) {
      const error = await readError(bytes);
      expect(error).toMatchObject({ message: FILE_READING_FAILED_MESSAGE, detail: EMPTY_FILE_DETAIL });
    }
  });

  it('reads from a Node Readable', async () => {
    const file = await readRows(Readable.from([Buffer.from('a;b\n'), Buffer.from('1;2\n')]), 'a.csv');
    expect((await collectRows(file)).map((row) => row.cells)).toEqual([['1', '2']]);
  });

  it('releases the source when the reader stops early or is closed', async () => {
    let releases = 0;
    const source = () =>
      (async function* () {
        try {
          yield Buffer.from('a;b\n');
          for (let index = 0; index < 10_000; index++) yield Buffer.from(`${index};x\n`);
        } finally {
          releases++;
        }
      })();
    const file = await readRows(source(), 'a.csv');
    for await (const row of file.rows) if (row.rowNumber === 3) break;
    const unread = await readRows(source(), 'a.csv');
    await unread.close();
    expect(releases).toBe(2);
  });
});

describe('readRows: input and file type', () => {
  it.each([
    ['undefined', undefined],
    ['a string', 'a;b\n1;2'],
    ['a plain object', { name: 'absences.csv' }],
  ])('refuses %s with the spec message', async (_label, source) => {
    const error = await readError(source);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe(INVALID_INPUT_MESSAGE);
  });

  it('refuses a missing file name as invalid input', async () => {
    expect((await readError(Buffer.from('a'), null)).message).toBe(INVALID_INPUT_MESSAGE);
  });

  it.each([
    ['an .xls workbook (OLE)', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'alt.xls'],
    [
      'an OLE file named .xlsx (password-protected)',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'a.xlsx',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'report.pdf'],
    ['a ZIP that is not a workbook', storedZip([{ name: 'word/document.xml', content: '<w:document/>' }]), 'a.xlsx'],
    ['a ZIP named .csv', storedZip([{ name: 'readme.txt', content: 'hello' }]), 'a.csv'],
  ])('refuses %s as an unsupported file type', async (_label, bytes, fileName) => {
    const error = await readError(bytes, fileName);
    expect(error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(error.message).toBe(UNSUPPORTED_FILE_TYPE_MESSAGE);
  });

  it('names a ZIP without worksheets as such', async () => {
    const error = await readError(storedZip([{ name: 'mimetype', content: 'x' }]), 'a.xlsx');
    expect(error.detail).toBe(NOT_A_WORKBOOK_DETAIL);
  });

  it('refuses a text file named .xlsx with "File reading failed"', async () => {
    expect((await readError(Buffer.from('a;b\n1;2\n'), 'a.xlsx')).message).toBe(FILE_READING_FAILED_MESSAGE);
  });
});

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readRows: XLSX', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the text "undefined" (process.env holds strings): a time zone unset stays unset.
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  const sample = () =>
    workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Absenzen');
      sheet.addRow(['Mitarbeitenden-ID', 'Von', 'Stunden', 'Prozent', 'Kommentar']);
      sheet.addRow(['10234', new Date(Date.UTC(1990, 1, 28)), 8.4, 100, 'Zürich, «Büro»']);
      sheet.addRow([]);
      sheet.addRow([
        10_871,
        32_933,
        { formula: '0.1+0.2', result: 0.1 + 0.2 },
        0.5,
        { richText: [{ text: 'Arzt', font: { bold: true } }, { text: 'zeugnis' }] },
      ]);
      sheet.getCell('B4').numFmt = 'dd.mm.yyyy';
      sheet.getCell('D4').numFmt = '0%';
      sheet.addRow([{ text: 'Dossier 7', hyperlink: 'https://example.ch/7' }, new Date(Date.UTC(2024, 1, 29))]);
      sheet.addRow([123, null, 8.5 / 24]);
      sheet.getCell('A6').numFmt = '00000';
      sheet.getCell('C6').numFmt = 'h:mm';
    });

  it('round-trips strings, dates, decimals, percentages, times, padded numbers, formulas, rich text and hyperlinks', async () => {
    const { file, rows } = await readAll(await sample(), 'absences.xlsx');
    expect(file.format).toBe('xlsx');
    expect(file.encoding).toBeNull();
    expect(file.delimiter).toBeNull();
    expect(file.header.cells).toEqual(['Mitarbeitenden-ID', 'Von', 'Stunden', 'Prozent', 'Kommentar']);
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['10234', '1990-02-28', '8.4', '100', 'Zürich, «Büro»'], hasExtraCells: false },
      { rowNumber: 4, cells: ['10871', '1990-03-01', '0.3', '50%', 'Arztzeugnis'], hasExtraCells: false },
      { rowNumber: 5, cells: ['Dossier 7', '2024-02-29'], hasExtraCells: false },
      { rowNumber: 6, cells: ['00123', '', '8:30'], hasExtraCells: false },
    ]);
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Zurich'])(
    'reads the same calendar dates in the time zone %s',
    async (timeZone) => {
      process.env.TZ = timeZone;
      const { rows } = await readAll(await sample(), 'absences.xlsx');
      expect(rows.map((row) => row.cells[1])).toEqual(['1990-02-28', '1990-03-01', '2024-02-29', '']);
      expect(rows[3]?.cells[2]).toBe('8:30');
    },
  );

  it('reads only the first worksheet (tab order), skipping others', async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet('Daten').addRows([
        ['a', 'b'],
        ['1', '2'],
      ]);
      workbook.addWorksheet('Hilfe').addRows([['x'], ['ignored']]);
    });
    const { cells } = await readAll(bytes, 'absences.xlsx');
    expect(cells).toEqual([[2, '1', '2']]);
  });

  it('keeps empty cells in the middle of a row as empty strings and flags cells beyond the header', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['a', 'b', 'c']);
      sheet.getCell('A2').value = 'x';
      sheet.getCell('C2').value = 'z';
      sheet.getCell('E3').value = 'far';
    });
    const { rows } = await readAll(bytes, 'absences.xlsx');
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['x', '', 'z'], hasExtraCells: false },
      { rowNumber: 3, cells: ['', '', '', '', 'far'], hasExtraCells: true },
    ]);
  });

  it('reads a workbook whatever its name says when the content is a ZIP', async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet('A').addRows([['a'], ['1']]);
    });
    expect((await readAll(bytes, 'export.csv')).cells).toEqual([[2, '1']]);
  });

  it.each([
    ['truncated in the middle', (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1)],
    ['truncated at the end', (bytes: Buffer) => bytes.subarray(0, bytes.length - 20)],
    [
      'with damaged bytes',
      (bytes: Buffer) => {
        const copy = Buffer.from(bytes);
        for (let index = 400; index < 2000; index++) copy[index] = ((copy[index] as number) * 7) & 0xff;
        return copy;
      },
    ],
  ])('fails with "File reading failed" on a corrupt workbook (%s)', async (_label, corrupt) => {
    const error = await readError(corrupt(await sample()), 'absences.xlsx');
    expect(error.message).toBe(FILE_READING_FAILED_MESSAGE);
    expect(error.message).toBe('File reading failed');
    expect(error.detail).toBe(DAMAGED_WORKBOOK_DETAIL);
  });
});

describe('readRows: streaming', () => {
  it('reads a 200 000-row CSV with memory growth far below the file size', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const rowCount = 200_000;
    let fileBytes = 0;
    async function* generate(): AsyncGenerator<Buffer> {
      yield Buffer.from('\ufeffMitarbeitenden-ID;Von;Bis;Absenzart;Unfallart;Stunden;Prozent;Kommentar\r\n');
      for (let start = 0; start < rowCount; start += 1000) {
        let text = '';
        for (let index = start; index < start + 1000; index++) {
          text += `E${index};03.03.2025;07.03.2025;Krankheit;;;50;"Arztzeugnis vom Hausarzt; Nr. ${index}"\r\n`;
        }
        const chunk = Buffer.from(text);
        fileBytes += chunk.length;
        yield chunk;
      }
    }
    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    let peakGrowth = 0;
    let count = 0;
    let lastRowNumber = 0;
    const file: TabularFile = await readRows(generate(), 'big.csv');
    for await (const row of file.rows) {
      count++;
      lastRowNumber = row.rowNumber;
      if (count % 20_000 === 0) {
        collectGarbage();
        peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - baseline);
      }
    }
    expect(count).toBe(rowCount);
    expect(lastRowNumber).toBe(rowCount + 1);
    expect(fileBytes).toBeGreaterThan(15_000_000);
    // Loose bound: a reader that kept the rows would grow by more than the file size.
    expect(peakGrowth).toBeLessThan(fileBytes / 5);
  });
});
