// Reads an uploaded CSV/TXT or XLSX file as rows of text cells, streaming (issue 11): rows flow one at a time, so a
// file of a million rows is never held in memory. Only the first worksheet of a workbook is read.
//
// Row numbers are those the uploader sees when opening the file in Excel: the header is row 1 wherever it is,
// empty rows are skipped but counted, and a CSV record with a line break inside a quoted field is one row.
//
// File type: by extension and by content. A ZIP (PK 03 04) is read as XLSX whatever its name; an OLE file (D0 CF 11
// E0: Excel 97-2003 .xls, or a password-protected workbook) and any extension other than csv/txt/tsv/xlsx/xlsm are
// refused as an unsupported file type; a file without an extension is judged by its content.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CsvQuoteNotClosedError, CsvRecordTooLongError, CsvSplitter, type SplitRecord } from './csv-splitter.ts';
import { decodeText, type TextEncoding } from './encoding.ts';
import { FileReadError } from './read-errors.ts';
import { cellValueToText } from './xlsx-cells.ts';

export {
  FILE_READING_FAILED_MESSAGE,
  FileReadError,
  INVALID_INPUT_MESSAGE,
  isFileReadError,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  UTF16_UNSUPPORTED_MESSAGE,
} from './read-errors.ts';

export type TabularFormat = 'csv' | 'xlsx';
export type CsvDelimiter = ';' | ',' | '\t';

export type TabularRow = {
  /** 1-based row as the uploader sees it in Excel (the header row is the first non-empty row, usually 1). */
  rowNumber: number;
  /** The cells from the first column on; a cell missing at the end of a short row is simply not there. */
  cells: string[];
  /** Non-empty cells to the right of the last header column (for CSV: usually a wrong or unquoted delimiter). */
  hasExtraCells: boolean;
};

export type TabularFile = {
  format: TabularFormat;
  header: TabularRow;
  /** CSV only, detected from the header line. */
  readonly delimiter: CsvDelimiter | null;
  /** CSV only; null for XLSX, and null until decided for a file whose first 64 KiB are pure ASCII. */
  readonly encoding: TextEncoding | null;
  /** The rows after the header, non-empty ones only. Iterate once (either `rows` or `rowBatches`). */
  rows: AsyncIterable<TabularRow>;
  /** The same rows in arrays as they come (one per text chunk or up to 1 000 worksheet rows): no promise per row. */
  rowBatches: AsyncIterable<TabularRow[]>;
  /** Releases the source when the rows are not read to the end (iterating to the end or breaking off does it too). */
  close(): Promise<void>;
};

export type ReadRowsOptions = {
  /** Longest CSV row accepted, in bytes of UTF-8 (1 MiB): bounds memory when a quote is never closed. */
  maxRowBytes?: number;
};

export const DEFAULT_MAX_ROW_BYTES = 1_048_576;
export const EMPTY_FILE_DETAIL = 'The file is empty: it has no header row';
export const TEXT_EXTENSIONS = ['csv', 'txt', 'tsv'] as const;
export const WORKBOOK_EXTENSIONS = ['xlsx', 'xlsm'] as const;

export type FileSource = AsyncIterable<Uint8Array> | Readable | Uint8Array;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Opens an uploaded file: detects its type (and for CSV its encoding and delimiter), reads up to the header row and
 * returns it with the remaining rows as an async iterable. Throws FileReadError: INVALID_INPUT, UNSUPPORTED_FILE_TYPE,
 * UNSUPPORTED_ENCODING or FILE_READING_FAILED (also while the rows are iterated).
 */
export async function readRows(
  source: FileSource,
  fileName: string,
  options: ReadRowsOptions = {},
): Promise<TabularFile> {
  const bytes = toByteIterable(source);
  if (!bytes || typeof fileName !== 'string') {
    throw new FileReadError('INVALID_INPUT', 'Expected the file content as bytes and its name');
  }
  const { head, rest } = await peekBytes(bytes, OLE_MAGIC.length);
  let format: TabularFormat;
  try {
    format = detectFileFormat(fileName, head);
  } catch (error) {
    await rest[Symbol.asyncIterator]().return?.();
    throw error;
  }
  let encoding: TextEncoding | null = null;
  let delimiter: CsvDelimiter | null = null;
  const rows =
    format === 'xlsx'
      ? readXlsxRows(rest)
      : readCsvRows(rest, {
          maxRowBytes: options.maxRowBytes ?? DEFAULT_MAX_ROW_BYTES,
          onEncoding: (detected) => {
            encoding = detected;
          },
          onDelimiter: (detected) => {
            delimiter = detected;
          },
        });
  // The header: the first row of the first non-empty batch; the rest of that batch are data rows.
  let pendingRows: RawRow[] = [];
  let header: TabularRow | undefined;
  try {
    while (!header) {
      const next = await rows.next();
      if (next.done) break;
      const [first, ...others] = next.value;
      if (!first) continue;
      header = { ...first, hasExtraCells: false };
      pendingRows = others;
    }
  } catch (error) {
    await rows.return(undefined);
    throw error;
  }
  if (!header) throw new FileReadError('FILE_READING_FAILED', EMPTY_FILE_DETAIL);
  const headerWidth = lastNonEmptyIndex(header.cells) + 1;
  const toTabular = (row: RawRow): TabularRow => ({
    rowNumber: row.rowNumber,
    cells: row.cells,
    hasExtraCells: lastNonEmptyIndex(row.cells) >= headerWidth,
  });

  async function* dataBatches(): AsyncGenerator<TabularRow[], void, undefined> {
    try {
      if (pendingRows.length > 0) yield pendingRows.map(toTabular);
      pendingRows = [];
      for (;;) {
        const next = await rows.next();
        if (next.done) return;
        if (next.value.length > 0) yield next.value.map(toTabular);
      }
    } finally {
      await rows.return(undefined);
    }
  }
  async function* dataRows(): AsyncGenerator<TabularRow, void, undefined> {
    for await (const batch of dataBatches()) yield* batch;
  }
  let isTaken = false;
  const takeOnce = <T>(iterable: () => AsyncGenerator<T>) => ({
    [Symbol.asyncIterator]() {
      if (isTaken) throw new Error('the rows of a file can be iterated once');
      isTaken = true;
      return iterable();
    },
  });

  return {
    format,
    header,
    get delimiter() {
      return delimiter;
    },
    get encoding() {
      return encoding;
    },
    rows: takeOnce(dataRows),
    rowBatches: takeOnce(dataBatches),
    close: async () => {
      await rows.return(undefined);
    },
  };
}

/** The file's format from its name and first bytes, or a FileReadError (UNSUPPORTED_FILE_TYPE, FILE_READING_FAILED). */
export function detectFileFormat(fileName: string, head: Uint8Array): TabularFormat {
  const extension = extensionOf(fileName);
  if (startsWith(head, OLE_MAGIC)) {
    throw new FileReadError(
      'UNSUPPORTED_FILE_TYPE',
      'Excel 97-2003 workbooks (.xls) and password-protected workbooks are not supported: save the file as .xlsx without a password, or as CSV',
    );
  }
  const isZip = startsWith(head, ZIP_MAGIC);
  if (extension === 'xls') {
    throw new FileReadError('UNSUPPORTED_FILE_TYPE', 'Excel 97-2003 workbooks (.xls) are not supported: save as .xlsx');
  }
  const isText = (TEXT_EXTENSIONS as readonly string[]).includes(extension);
  const isWorkbook = (WORKBOOK_EXTENSIONS as readonly string[]).includes(extension);
  if (extension !== '' && !isText && !isWorkbook) {
    throw new FileReadError('UNSUPPORTED_FILE_TYPE', `Files of type .${extension} are not supported`);
  }
  if (isZip) return 'xlsx';
  if (isWorkbook) {
    throw new FileReadError('FILE_READING_FAILED', `The file is named .${extension} but is not an Excel workbook`);
  }
  return 'csv';
}

function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

function lastNonEmptyIndex(cells: readonly string[]): number {
  for (let index = cells.length - 1; index >= 0; index--) {
    if ((cells[index] as string).trim() !== '') return index;
  }
  return -1;
}

function isEmptyRow(cells: readonly string[]): boolean {
  return lastNonEmptyIndex(cells) < 0;
}

function toByteIterable(source: unknown): AsyncIterable<Uint8Array> | undefined {
  if (source instanceof Uint8Array) {
    return (async function* () {
      yield source;
    })();
  }
  if (typeof source === 'object' && source !== null && Symbol.asyncIterator in source) {
    return source as AsyncIterable<Uint8Array>;
  }
  return undefined;
}

/** Reads the first `count` bytes and gives back a byte stream that still starts at the beginning. */
async function peekBytes(
  source: AsyncIterable<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; rest: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const buffered: Uint8Array[] = [];
  let size = 0;
  let isDone = false;
  try {
    while (size < count) {
      const result = await iterator.next();
      if (result.done) {
        isDone = true;
        break;
      }
      if (!(result.value instanceof Uint8Array)) {
        throw new FileReadError('INVALID_INPUT', 'The file must be read as bytes, not as text');
      }
      buffered.push(result.value);
      size += result.value.length;
    }
  } catch (error) {
    await iterator.return?.();
    throw asReadError(error, 'The file could not be read');
  }
  const head = Buffer.concat(buffered).subarray(0, count);
  const rest: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: () => {
      let index = 0;
      return {
        next: async () => {
          if (index < buffered.length) return { done: false, value: buffered[index++] as Uint8Array };
          if (isDone) return { done: true, value: undefined };
          return iterator.next();
        },
        return: async () => {
          isDone = true;
          await iterator.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
  return { head, rest };
}

function asReadError(error: unknown, detail: string): FileReadError {
  if (error instanceof FileReadError) return error;
  return new FileReadError('FILE_READING_FAILED', detail, { cause: error });
}

type RawRow = { rowNumber: number; cells: string[] };

// --- CSV ------------------------------------------------------------------------------------------------------------

const DELIMITERS: readonly CsvDelimiter[] = [';', '\t', ','];
const HEADER_SCAN_CHARACTERS = 64 * 1024;

/**
 * The header line's delimiter: the most frequent of ';', tab and ',' outside quotes; on a tie the order above
 * (';' is what Excel writes in Switzerland). A one-column header gets ';'.
 */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let isQuoted = false;
  for (const character of headerLine) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && counts.has(character)) counts.set(character, (counts.get(character) as number) + 1);
  }
  let best: CsvDelimiter = ';';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) as number) > (counts.get(best) as number)) best = delimiter;
  }
  return best;
}

/** Index of the first line break outside quotes, or -1. */
function firstLineEnd(text: string): number {
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === '\n' || character === '\r')) return index;
  }
  return -1;
}

type CsvReadOptions = {
  maxRowBytes: number;
  onEncoding: (encoding: TextEncoding) => void;
  onDelimiter: (delimiter: CsvDelimiter) => void;
};

async function* readCsvRows(bytes: AsyncIterable<Uint8Array>, options: CsvReadOptions): AsyncGenerator<RawRow[]> {
  const text = decodeText(bytes, { onEncoding: options.onEncoding });
  let splitter: CsvSplitter | undefined;
  let head = '';
  let rowNumber = 0;
  const nonEmpty = (records: SplitRecord[]) => {
    const rows: RawRow[] = [];
    for (const record of records) {
      rowNumber = record.rowNumber;
      if (!isEmptyRow(record.cells)) rows.push(record);
    }
    return rows;
  };
  try {
    for (;;) {
      const next = await text.next();
      if (next.done) break;
      if (!splitter) {
        // Enough text for the first non-empty line, to choose the delimiter before splitting.
        head += next.value;
        const content = head.replace(/^[\r\n]+/, '');
        if (firstLineEnd(content) < 0 && content.length < HEADER_SCAN_CHARACTERS) continue;
        splitter = startSplitter(head, options);
        yield nonEmpty(splitter.push(head));
        continue;
      }
      yield nonEmpty(splitter.push(next.value));
    }
    if (!splitter) {
      if (head.length === 0) return;
      splitter = startSplitter(head, options);
      yield nonEmpty(splitter.push(head));
    }
    yield nonEmpty(splitter.end());
  } catch (error) {
    if (error instanceof CsvRecordTooLongError || error instanceof CsvQuoteNotClosedError) {
      throw new FileReadError('FILE_READING_FAILED', error.message, { cause: error });
    }
    throw asReadError(error, `The CSV file could not be read at row ${rowNumber + 1}`);
  } finally {
    await text.return();
  }
}

function startSplitter(head: string, options: CsvReadOptions): CsvSplitter {
  const content = head.replace(/^[\r\n]+/, '');
  const lineEnd = firstLineEnd(content);
  const delimiter = detectDelimiter(lineEnd >= 0 ? content.slice(0, lineEnd) : content);
  options.onDelimiter(delimiter);
  return new CsvSplitter(delimiter, options.maxRowBytes);
}

/** Destroys a stream made by Readable.from and waits until it has closed its iterator, so the source is released. */
async function destroyAndWait(stream: Readable): Promise<void> {
  if (stream.closed) return;
  const closed = once(stream, 'close').catch(() => undefined);
  stream.destroy();
  await closed;
}

// --- XLSX -----------------------------------------------------------------------------------------------------------

export const NOT_A_WORKBOOK_DETAIL = 'The ZIP file is not an Excel workbook (it has no worksheet)';
export const DAMAGED_WORKBOOK_DETAIL = 'The Excel workbook is damaged or incomplete';

type WorkbookInternals = {
  model?: { sheets?: { name?: string; state?: string }[] };
  properties?: { model?: { date1904?: boolean } };
};

async function* readXlsxRows(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<RawRow[]> {
  const input = Readable.from(bytes, { objectMode: false });
  // styles: 'cache' gives each cell its number format, which tells dates and percentages from plain numbers.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const internals = workbook as unknown as WorkbookInternals;
  let hasReadFirstSheet = false;
  let isComplete = false;
  try {
    for await (const worksheet of workbook) {
      const sheetName = (worksheet as unknown as { name?: string }).name;
      const firstSheet = internals.model?.sheets?.find(
        (sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden',
      );
      const isFirst = !hasReadFirstSheet && (!firstSheet || firstSheet.name === sheetName);
      if (!isFirst) {
        // Read to its end so that the reader releases the sheet's temporary file.
        for await (const _row of worksheet) {
        }
        continue;
      }
      hasReadFirstSheet = true;
      const isDate1904 = internals.properties?.model?.date1904 === true;
      let batch: RawRow[] = [];
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
          while (cells.length < columnNumber - 1) cells.push('');
          cells[columnNumber - 1] = cellValueToText(cell.value, cell.numFmt, isDate1904);
        });
        if (!isEmptyRow(cells)) batch.push({ rowNumber: row.number, cells });
        if (batch.length >= 1000) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    }
    isComplete = true;
  } catch (error) {
    throw asReadError(error, DAMAGED_WORKBOOK_DETAIL);
  } finally {
    if (!isComplete) await destroyAndWait(input);
  }
  if (!hasReadFirstSheet) throw new FileReadError('UNSUPPORTED_FILE_TYPE', NOT_A_WORKBOOK_DETAIL);
}
