import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { chunksOf, collectText } from '../../../testing/tabular-reading.ts';
import { decodeText, detectEncoding, INVALID_UTF8_DETAIL, type TextEncoding } from './encoding.ts';
import { FileReadError, UTF16_UNSUPPORTED_MESSAGE } from './read-errors.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function decode(bytes: Uint8Array, chunkSize = 1024, sampleBytes?: number) {
  let encoding: TextEncoding | undefined;
  let hasBom: boolean | undefined;
  const text = await collectText(
    decodeText(chunksOf(bytes, chunkSize), {
      sampleBytes,
      onEncoding: (detected, bom) => {
        encoding = detected;
        hasBom = bom;
      },
    }),
  );
  return { text, encoding, hasBom };
}

async function decodeError(bytes: Uint8Array, chunkSize = 1024, sampleBytes?: number): Promise<FileReadError> {
  const error = await decode(bytes, chunkSize, sampleBytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FileReadError);
  return error as FileReadError;
}

describe('decodeText', () => {
  it('reads UTF-8 with a BOM and strips the BOM', async () => {
    const result = await decode(Buffer.concat([BOM, Buffer.from('Name;Ort\r\nMüller;Zürich €\r\n')]));
    expect(result).toEqual({ text: 'Name;Ort\r\nMüller;Zürich €\r\n', encoding: 'utf-8', hasBom: true });
  });

  it('reads UTF-8 without a BOM', async () => {
    const result = await decode(Buffer.from('Nom;Lieu\nDubois;Genève – «Rhône»\n'));
    expect(result).toEqual({ text: 'Nom;Lieu\nDubois;Genève – «Rhône»\n', encoding: 'utf-8', hasBom: false });
  });

  it('reads Windows-1252 with € and –', async () => {
    const original = 'Betrag;Zeitraum\n€ 120;1.–5. März\n';
    const bytes = iconv.encode(original, 'windows-1252');
    expect(bytes.includes(0x80)).toBe(true); // € is 0x80 in Windows-1252, unassigned in ISO-8859-1
    expect(await decode(bytes)).toEqual({ text: original, encoding: 'windows-1252', hasBom: false });
  });

  it('reads ISO-8859-1 with äöüé (as Windows-1252, its superset for printable text)', async () => {
    const original = 'Name;Ort\nJäggi;Zürich\nBöhi;Genève\nMüller;Göschenen\n';
    const result = await decode(iconv.encode(original, 'latin1'));
    expect(result).toEqual({ text: original, encoding: 'windows-1252', hasBom: false });
  });

  it('reads pure ASCII (reported as UTF-8 at the end)', async () => {
    expect(await decode(Buffer.from('a;b\n1;2\n'))).toEqual({ text: 'a;b\n1;2\n', encoding: 'utf-8', hasBom: false });
  });

  it('reads an empty file as empty text', async () => {
    expect((await decode(Buffer.alloc(0))).text).toBe('');
  });

  it.each([
    ['UTF-16LE', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('a;b\n1;2\n', 'utf16le')])],
    ['UTF-16BE', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode('a;b\n1;2\n', 'utf16be')])],
  ])('refuses %s with a BOM with the spec message', async (variant, bytes) => {
    const error = await decodeError(bytes);
    expect(error.code).toBe('UNSUPPORTED_ENCODING');
    expect(error.message).toBe(UTF16_UNSUPPORTED_MESSAGE);
    expect(error.message).toBe('UTF-16BE and UTF-16LE are unsupported');
    expect(error.detail).toContain(variant);
  });

  it.each([
    ['UTF-16LE', 'utf16le'],
    ['UTF-16BE', 'utf16be'],
  ] as const)('refuses %s without a BOM (NUL bytes)', async (variant, encoding) => {
    const error = await decodeError(iconv.encode('Name;Ort\nMüller;Zürich\n', encoding));
    expect(error.message).toBe(UTF16_UNSUPPORTED_MESSAGE);
    expect(error.detail).toContain(variant);
  });

  it('refuses binary content with NUL bytes as an unsupported file type', async () => {
    const error = await decodeError(
      Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02, 0x03, 0x41, 0x42, 0x43, 0x44]),
    );
    expect(error.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('does not misjudge a UTF-8 character cut at the end of the sample', async () => {
    // 'abcdefg' + the first byte of 'ü' fill the 8-byte sample exactly.
    const bytes = Buffer.from('abcdefgü;Zürich\n');
    expect(await decode(bytes, 1, 8)).toEqual({ text: 'abcdefgü;Zürich\n', encoding: 'utf-8', hasBom: false });
  });

  it('joins UTF-8 characters split across chunks', async () => {
    const original = 'Grüezi € – 😀\n'.repeat(50);
    expect((await decode(Buffer.from(original), 3, 16)).text).toBe(original);
  });

  it('fails clearly when a file judged UTF-8 turns out invalid after the sample', async () => {
    const bytes = Buffer.concat([Buffer.from('Name;Ort\nMüller;Zürich\n'), iconv.encode('Dubois;Genève\n', 'latin1')]);
    const error = await decodeError(bytes, 8, 16);
    expect(error.code).toBe('FILE_READING_FAILED');
    expect(error.message).toBe('File reading failed');
    expect(error.detail).toBe(INVALID_UTF8_DETAIL);
  });

  it('fails on UTF-8 cut in the middle of a character at the end of the file', async () => {
    const bytes = Buffer.from('Zü;N\nMü').subarray(0, -1);
    const error = await decodeError(bytes, 2, 4);
    expect(error.code).toBe('FILE_READING_FAILED');
  });

  it('refuses a UTF-8 BOM followed by invalid UTF-8 instead of reading it as Windows-1252', async () => {
    const error = await decodeError(Buffer.concat([BOM, iconv.encode('Genève\n', 'latin1')]));
    expect(error.code).toBe('FILE_READING_FAILED');
  });

  it.each([
    ['Windows-1252', iconv.encode('Zürich;Genève\n', 'windows-1252'), 'windows-1252'],
    ['UTF-8', Buffer.from('Zürich;Genève\n'), 'utf-8'],
  ])('decides on the first non-ASCII byte when the sample is pure ASCII: %s', async (_label, late, expected) => {
    const asciiPart = `a;b\n${'x;y\n'.repeat(100)}`;
    const result = await decode(Buffer.concat([Buffer.from(asciiPart), late]), 64, 128);
    expect(result).toEqual({ text: `${asciiPart}Zürich;Genève\n`, encoding: expected, hasBom: false });
  });

  it('refuses chunks that are text instead of bytes as invalid input', async () => {
    const source = (async function* () {
      yield 'a;b\n' as unknown as Uint8Array;
    })();
    const error = await collectText(decodeText(source)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input: expected a File object' });
  });

  it('releases the source when the consumer stops early', async () => {
    let isReleased = false;
    const source = (async function* () {
      try {
        for (let index = 0; index < 1000; index++) yield Buffer.from('abc;def\n'.repeat(100));
      } finally {
        isReleased = true;
      }
    })();
    for await (const _chunk of decodeText(source, { sampleBytes: 16 })) break;
    expect(isReleased).toBe(true);
  });
});

describe('detectEncoding', () => {
  it.each([
    ['pure ASCII', Buffer.from('abc'), true, { encoding: 'ascii', hasBom: false }],
    ['UTF-8 with BOM', Buffer.concat([BOM, Buffer.from('ä')]), true, { encoding: 'utf-8', hasBom: true }],
    ['UTF-8 BOM only', BOM, true, { encoding: 'utf-8', hasBom: true }],
    ['Latin-1', iconv.encode('ä', 'latin1'), true, { encoding: 'windows-1252', hasBom: false }],
    ['a cut character, sample', Buffer.from('aü').subarray(0, 2), false, { encoding: 'utf-8', hasBom: false }],
    [
      'a cut character, whole file',
      Buffer.from('aü').subarray(0, 2),
      true,
      { encoding: 'windows-1252', hasBom: false },
    ],
  ])('%s', (_label, sample, isWholeFile, expected) => {
    expect(detectEncoding(sample, isWholeFile)).toEqual(expected);
  });
});
