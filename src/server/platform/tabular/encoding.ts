// Text encoding of uploaded CSV/TXT files (issue 11), by the rule verified in shared/stack/verified-versions.md §8
// (chardet alone misjudges pure ASCII and BOM-less UTF-16, so it is not used):
//   1. a BOM FF FE / FE FF means UTF-16: refused with the spec's message;
//   2. NUL bytes mean UTF-16 without a BOM (refused the same way) or a binary file (refused as a file type);
//   3. bytes that decode as UTF-8 with a fatal TextDecoder are UTF-8 (a UTF-8 BOM is stripped);
//   4. anything else is Windows-1252, a superset of ISO-8859-1 for printable text (€ – ’ and äöüé alike).
// The decision is taken on a sample (the first 64 KiB). A sample of pure ASCII decides nothing: both candidates read
// ASCII the same, so the decision waits for the first byte above 0x7F and is taken on a window from there. A file
// judged UTF-8 that turns out invalid later fails with 'File reading failed' instead of producing mojibake.
import { isAscii } from 'node:buffer';
import iconv from 'iconv-lite';
import { FileReadError } from './read-errors.ts';

export { UTF16_UNSUPPORTED_MESSAGE } from './read-errors.ts';

export const ENCODING_SAMPLE_BYTES = 64 * 1024;
/** Bytes looked at from the first non-ASCII byte on, when the sample itself was pure ASCII. */
export const LATE_DECISION_WINDOW_BYTES = 4 * 1024;

export type TextEncoding = 'utf-8' | 'windows-1252';

/** 'ascii': the sample holds only ASCII bytes, so the encoding is decided later (see the header comment). */
export type EncodingVerdict = { encoding: TextEncoding; hasBom: boolean } | { encoding: 'ascii'; hasBom: false };

export const INVALID_UTF8_DETAIL = 'The file is not valid UTF-8 throughout: save it again as UTF-8 (CSV UTF-8)';

/**
 * Decides the encoding of a file from its first bytes. `isWholeFile` says whether the sample is the whole file: if
 * not, a UTF-8 character cut at the sample's end is not held against it. Throws a FileReadError for UTF-16 (with or
 * without a BOM) and for binary content.
 */
export function detectEncoding(sample: Uint8Array, isWholeFile: boolean): EncodingVerdict {
  if (sample.length >= 2 && sample[0] === 0xff && sample[1] === 0xfe) {
    throw new FileReadError('UNSUPPORTED_ENCODING', 'The file is UTF-16LE (byte order mark FF FE): save it as UTF-8');
  }
  if (sample.length >= 2 && sample[0] === 0xfe && sample[1] === 0xff) {
    throw new FileReadError('UNSUPPORTED_ENCODING', 'The file is UTF-16BE (byte order mark FE FF): save it as UTF-8');
  }
  refuseNulBytes(sample);
  if (isAscii(sample)) return { encoding: 'ascii', hasBom: false };
  const hasBom = sample.length >= 3 && sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf;
  if (isValidUtf8(sample, isWholeFile)) return { encoding: 'utf-8', hasBom };
  // A UTF-8 BOM followed by invalid UTF-8 is a broken file, not Windows-1252 text starting with 'ï»¿'.
  if (hasBom) throw new FileReadError('FILE_READING_FAILED', INVALID_UTF8_DETAIL);
  return { encoding: 'windows-1252', hasBom: false };
}

function refuseNulBytes(sample: Uint8Array): void {
  let nulAtEven = 0;
  let nulAtOdd = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] === 0) {
      if (index % 2 === 0) nulAtEven++;
      else nulAtOdd++;
    }
  }
  const nulCount = nulAtEven + nulAtOdd;
  if (nulCount === 0) return;
  // Latin-script UTF-16 has a NUL in (nearly) every second byte: odd positions for LE, even ones for BE.
  const looksLikeUtf16 = nulCount * 4 >= sample.length && Math.max(nulAtEven, nulAtOdd) * 10 >= nulCount * 9;
  if (looksLikeUtf16) {
    const variant = nulAtOdd > nulAtEven ? 'UTF-16LE' : 'UTF-16BE';
    throw new FileReadError(
      'UNSUPPORTED_ENCODING',
      `The file looks like ${variant} without a byte order mark: save it as UTF-8`,
    );
  }
  throw new FileReadError('UNSUPPORTED_FILE_TYPE', 'The file is not a text file (it contains NUL bytes)');
}

/** The index of the first byte above 0x7F, or -1 (node:buffer's isAscii checks a whole chunk with SIMD first). */
function firstNonAscii(bytes: Uint8Array): number {
  if (isAscii(bytes)) return -1;
  for (let index = 0; index < bytes.length; index++) {
    if ((bytes[index] as number) > 0x7f) return index;
  }
  return -1;
}

function isValidUtf8(bytes: Uint8Array, isComplete: boolean): boolean {
  try {
    // With stream: true an incomplete sequence at the end is kept for later instead of being an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !isComplete });
    return true;
  } catch {
    return false;
  }
}

type ByteDecoder = { write(bytes: Uint8Array): string; end(): string };

function createUtf8Decoder(): ByteDecoder {
  // ignoreBOM false (the default) drops a leading BOM from the output.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fail = (cause: unknown) => new FileReadError('FILE_READING_FAILED', INVALID_UTF8_DETAIL, { cause });
  return {
    write(bytes) {
      try {
        return decoder.decode(bytes, { stream: true });
      } catch (error) {
        throw fail(error);
      }
    },
    end() {
      try {
        return decoder.decode();
      } catch (error) {
        throw fail(error);
      }
    },
  };
}

function createWindows1252Decoder(): ByteDecoder {
  const decoder = iconv.getDecoder('windows-1252');
  return {
    write: (bytes) => decoder.write(asBuffer(bytes)),
    end: () => decoder.end() ?? '',
  };
}

function createDecoder(encoding: TextEncoding): ByteDecoder {
  return encoding === 'utf-8' ? createUtf8Decoder() : createWindows1252Decoder();
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function toBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  throw new FileReadError('INVALID_INPUT', 'The file must be read as bytes, not as text');
}

export type DecodeTextOptions = {
  /** Called once, when the encoding is known (for a pure-ASCII file: at its end, as 'utf-8'). */
  onEncoding?: (encoding: TextEncoding, hasBom: boolean) => void;
  sampleBytes?: number;
};

/**
 * Decodes a byte stream to text chunks, deciding the encoding as described above. Holds at most the sample (64 KiB)
 * plus one chunk in memory. Throws FileReadError (on iteration) for refused or invalid encodings.
 */
export async function* decodeText(
  source: AsyncIterable<Uint8Array>,
  options: DecodeTextOptions = {},
): AsyncGenerator<string, void, undefined> {
  const sampleBytes = options.sampleBytes ?? ENCODING_SAMPLE_BYTES;
  const iterator = source[Symbol.asyncIterator]();
  let isSourceDone = false;
  const nextChunk = async (): Promise<Uint8Array | undefined> => {
    while (!isSourceDone) {
      const result = await iterator.next();
      if (result.done) {
        isSourceDone = true;
        return undefined;
      }
      const chunk = toBytes(result.value);
      if (chunk.length > 0) return chunk;
    }
    return undefined;
  };
  // Collects chunks until `minimum` bytes (or the end of the file) are buffered.
  const fill = async (buffered: Uint8Array[], size: number, minimum: number): Promise<Uint8Array> => {
    let total = size;
    while (total < minimum) {
      const chunk = await nextChunk();
      if (!chunk) break;
      buffered.push(chunk);
      total += chunk.length;
    }
    return buffered.length === 1 ? (buffered[0] as Uint8Array) : Buffer.concat(buffered);
  };

  try {
    const sample = await fill([], 0, sampleBytes);
    const verdict = detectEncoding(sample, isSourceDone);
    let decoder: ByteDecoder;
    let pending: Uint8Array | undefined = sample;
    if (verdict.encoding === 'ascii') {
      // ASCII reads the same in both candidates: pass it through until the first byte above 0x7F.
      let chunk: Uint8Array | undefined = sample;
      let firstHigh = -1;
      while (chunk) {
        firstHigh = firstNonAscii(chunk);
        if (firstHigh >= 0) break;
        if (chunk.length > 0) yield asBuffer(chunk).toString('latin1');
        chunk = await nextChunk();
      }
      if (!chunk) {
        options.onEncoding?.('utf-8', false);
        return;
      }
      if (firstHigh > 0) yield asBuffer(chunk).toString('latin1', 0, firstHigh);
      const rest = chunk.subarray(firstHigh);
      const window = await fill([rest], rest.length, LATE_DECISION_WINDOW_BYTES);
      refuseNulBytes(window);
      const encoding: TextEncoding = isValidUtf8(window, isSourceDone) ? 'utf-8' : 'windows-1252';
      options.onEncoding?.(encoding, false);
      decoder = createDecoder(encoding);
      pending = window;
    } else {
      options.onEncoding?.(verdict.encoding, verdict.hasBom);
      decoder = createDecoder(verdict.encoding);
    }
    while (pending) {
      const text = decoder.write(pending);
      if (text.length > 0) yield text;
      pending = await nextChunk();
    }
    const tail = decoder.end();
    if (tail.length > 0) yield tail;
  } finally {
    // Stopped early (error or the consumer broke off): release the source.
    if (!isSourceDone) await iterator.return?.();
  }
}
