// A streaming CSV splitter for uploads (issue 11), written for speed: text arrives in chunks and whole records come
// out in arrays (one array per chunk, not one promise per row). A record without quotes is split with indexOf —
// nearly every line of a payroll export — and only records with a quote go through the character state machine.
// Rules (as Excel writes and reads CSV): a field that starts with '"' is quoted, '""' inside it is one quote, and it
// may hold delimiters and line breaks; a quote inside an unquoted field is plain text; text after a closing quote
// is kept; line breaks are CRLF, LF or a lone CR; every record counts as one row, empty ones included (the caller
// skips them); rows may have different lengths.

export type SplitRecord = { rowNumber: number; cells: string[] };

export class CsvRecordTooLongError extends Error {
  readonly rowNumber: number;
  constructor(rowNumber: number) {
    super(`Row ${rowNumber} is too long`);
    this.rowNumber = rowNumber;
  }
}

export class CsvQuoteNotClosedError extends Error {
  readonly rowNumber: number;
  constructor(rowNumber: number) {
    super(`A quoted field is not closed (from row ${rowNumber})`);
    this.rowNumber = rowNumber;
  }
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvSplitter {
  readonly #delimiter: string;
  readonly #delimiterCode: number;
  readonly #maxRecordCharacters: number;
  #pending = '';
  #rowNumber = 0;

  constructor(delimiter: string, maxRecordCharacters: number) {
    this.#delimiter = delimiter;
    this.#delimiterCode = delimiter.charCodeAt(0);
    this.#maxRecordCharacters = maxRecordCharacters;
  }

  /** Adds text; answers the records it completed. */
  push(chunk: string): SplitRecord[] {
    const text = this.#pending + chunk;
    const records: SplitRecord[] = [];
    const consumed = this.#split(text, records, false);
    this.#pending = text.slice(consumed);
    if (this.#pending.length > this.#maxRecordCharacters) throw new CsvRecordTooLongError(this.#rowNumber + 1);
    return records;
  }

  /** The end of the text: the last record (without a final line break) and the check for an open quote. */
  end(): SplitRecord[] {
    const records: SplitRecord[] = [];
    const text = this.#pending;
    this.#pending = '';
    if (text.length > 0) this.#split(text, records, true);
    return records;
  }

  /** Splits complete records off `text` into `records`; answers how many characters were consumed. */
  #split(text: string, records: SplitRecord[], isEnd: boolean): number {
    let position = 0;
    const length = text.length;
    // The next CR and quote are looked up again only once passed: a file without them is scanned once, not once
    // per line.
    let carriageReturn = -2;
    let quote = -2;
    while (position < length) {
      const lineFeed = text.indexOf('\n', position);
      if (carriageReturn !== -1 && carriageReturn < position) carriageReturn = text.indexOf('\r', position);
      if (quote !== -1 && quote < position) quote = text.indexOf('"', position);
      let lineEnd = lineFeed;
      if (carriageReturn >= 0 && (lineFeed < 0 || carriageReturn < lineFeed)) lineEnd = carriageReturn;
      if (quote < 0 || (lineEnd >= 0 && quote > lineEnd)) {
        // No quote in this record: the fast path.
        if (lineEnd < 0) {
          if (!isEnd) return position;
          if (length - position > this.#maxRecordCharacters) throw new CsvRecordTooLongError(this.#rowNumber + 1);
          this.#rowNumber += 1;
          records.push({ rowNumber: this.#rowNumber, cells: text.slice(position).split(this.#delimiter) });
          return length;
        }
        if (lineEnd - position > this.#maxRecordCharacters) throw new CsvRecordTooLongError(this.#rowNumber + 1);
        const next = this.#afterLineBreak(text, lineEnd);
        if (next < 0 && !isEnd) return position; // a CR at the chunk's end: an LF may follow in the next chunk
        this.#rowNumber += 1;
        records.push({ rowNumber: this.#rowNumber, cells: text.slice(position, lineEnd).split(this.#delimiter) });
        position = next < 0 ? length : next;
        continue;
      }
      const parsed = this.#quotedRecord(text, position, isEnd);
      if (!parsed) return position;
      if (parsed.next - position > this.#maxRecordCharacters) throw new CsvRecordTooLongError(this.#rowNumber + 1);
      this.#rowNumber += 1;
      records.push({ rowNumber: this.#rowNumber, cells: parsed.cells });
      position = parsed.next;
    }
    return position;
  }

  /** The position after the line break at `index` (CRLF counts once); -1 when a CR ends the text (LF may follow). */
  #afterLineBreak(text: string, index: number): number {
    if (text.charCodeAt(index) === CR) {
      if (index + 1 >= text.length) return -1;
      return text.charCodeAt(index + 1) === LF ? index + 2 : index + 1;
    }
    return index + 1;
  }

  /** A record with quotes, by the state machine; null when the text ends inside it (more text will come). */
  #quotedRecord(text: string, start: number, isEnd: boolean): { cells: string[]; next: number } | null {
    const cells: string[] = [];
    let field = '';
    let index = start;
    let fieldStart = true;
    let isQuoted = false;
    const length = text.length;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (isQuoted) {
        if (code === QUOTE) {
          if (index + 1 < length && text.charCodeAt(index + 1) === QUOTE) {
            field += '"';
            index += 2;
            continue;
          }
          if (index + 1 >= length && !isEnd) return null; // '""' may be split across chunks
          isQuoted = false;
          index += 1;
          continue;
        }
        const nextQuote = text.indexOf('"', index);
        if (nextQuote < 0) {
          if (!isEnd) return null;
          throw new CsvQuoteNotClosedError(this.#rowNumber + 1);
        }
        field += text.slice(index, nextQuote);
        index = nextQuote;
        continue;
      }
      if (code === QUOTE && fieldStart) {
        isQuoted = true;
        fieldStart = false;
        index += 1;
        continue;
      }
      if (code === this.#delimiterCode) {
        cells.push(field);
        field = '';
        fieldStart = true;
        index += 1;
        continue;
      }
      if (code === LF || code === CR) {
        const next = this.#afterLineBreak(text, index);
        if (next < 0) {
          if (!isEnd) return null;
          cells.push(field);
          return { cells, next: length };
        }
        cells.push(field);
        return { cells, next };
      }
      field += text[index];
      fieldStart = false;
      index += 1;
    }
    if (isQuoted) {
      if (!isEnd) return null;
      throw new CsvQuoteNotClosedError(this.#rowNumber + 1);
    }
    if (!isEnd) return null;
    cells.push(field);
    return { cells, next: length };
  }
}
