import { describe, expect, it } from 'vitest';
import { CsvQuoteNotClosedError, CsvRecordTooLongError, CsvSplitter, type SplitRecord } from './csv-splitter.ts';

function splitInChunks(text: string, cuts: number[]): SplitRecord[] {
  const splitter = new CsvSplitter(';', 10_000);
  const records: SplitRecord[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    records.push(...splitter.push(text.slice(from, cut)));
    from = cut;
  }
  records.push(...splitter.end());
  return records;
}

const SAMPLE =
  'ID;Name;Kommentar\r\n' +
  'E-1;"Muster; Anna";"Arzt sagt ""halbtags""\r\nzweite Zeile"\r\n' +
  'E-2;Meier "Sepp";\n' +
  '\r\n' +
  'E-3;"";x\r' +
  'E-4;"quoted"tail;last';

const EXPECTED: SplitRecord[] = [
  { rowNumber: 1, cells: ['ID', 'Name', 'Kommentar'] },
  { rowNumber: 2, cells: ['E-1', 'Muster; Anna', 'Arzt sagt "halbtags"\r\nzweite Zeile'] },
  { rowNumber: 3, cells: ['E-2', 'Meier "Sepp"', ''] },
  { rowNumber: 4, cells: [''] },
  { rowNumber: 5, cells: ['E-3', '', 'x'] },
  { rowNumber: 6, cells: ['E-4', 'quotedtail', 'last'] },
];

describe('CSV splitter', () => {
  it('splits quoted fields, doubled quotes, embedded line breaks, CRLF, LF and CR, counting every record', () => {
    expect(splitInChunks(SAMPLE, [])).toEqual(EXPECTED);
  });

  it('gives the same records wherever the text is cut into chunks (every single cut and pairs of cuts)', () => {
    for (let cut = 0; cut <= SAMPLE.length; cut++) {
      expect(splitInChunks(SAMPLE, [cut]), `cut at ${cut}`).toEqual(EXPECTED);
    }
    for (let first = 1; first < SAMPLE.length; first += 3) {
      for (let second = first; second <= SAMPLE.length; second += 5) {
        expect(splitInChunks(SAMPLE, [first, second]), `cuts at ${first}, ${second}`).toEqual(EXPECTED);
      }
    }
  });

  it('refuses an unclosed quote and an over-long record, naming the row', () => {
    expect(() => splitInChunks('a;b\r\n1;"open\r\n2;3\r\n', [])).toThrow(CsvQuoteNotClosedError);
    expect(() => splitInChunks('a;b\r\n1;"open\r\n2;3\r\n', [])).toThrow('from row 2');
    const splitter = new CsvSplitter(';', 10);
    expect(() => splitter.push(`a;b\n1;${'x'.repeat(20)}\n`)).toThrow(CsvRecordTooLongError);
    const streaming = new CsvSplitter(';', 10);
    streaming.push('a;b\n');
    expect(() => streaming.push('x'.repeat(11))).toThrow('Row 2 is too long');
  });
});
