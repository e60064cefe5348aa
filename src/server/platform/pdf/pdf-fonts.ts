// The fonts of the table documents (pdf-table.ts) and the PDF operators' small encoders: the Roboto TTFs that come
// with pdfmake, read once per process, laid out by code point (no OpenType shaping) and embedded as subsets — stable
// subsets for many small documents of one kind.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';

export const fontDir = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');

export const FONTS = {
  regular: join(fontDir, 'Roboto-Regular.ttf'),
  bold: join(fontDir, 'Roboto-Medium.ttf'),
  italic: join(fontDir, 'Roboto-Italic.ttf'),
} as const;

export type FontName = keyof typeof FONTS;

// --- Text layout by code point ---
// pdfkit lays out every distinct word with fontkit's full OpenType shaping (about 30 µs each) and caches it per word
// and per document: a protocol of 10 000 lines has some 80 000 distinct numbers, most of the render time and much
// garbage. A table of Latin text needs no shaping: each code point's glyph and advance is looked up once per font
// file (kept across documents), without kerning or ligatures (the digits are tabular anyway). This replaces the
// layout of pdfkit's EmbeddedFont (pdfkit 0.19, js/pdfkit.js), whose encode() and widthOfString() call it; if a
// later pdfkit has no such method, nothing is replaced and the documents are the same, only slower (the bench says).

export type Glyph = { id: number; advanceWidth: number; codePoints: number[] };
export type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number };
export type Layout = { glyphs: Glyph[] | null; positions: Position[] | null; advanceWidth: number };
export type EmbeddedFont = {
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number } };
  scale: number;
  layout(text: string, features?: unknown, onlyWidth?: boolean): Layout;
};

/** What the table's text drawing needs of pdfkit's EmbeddedFont: its resource name, glyph ids (encode() also adds
 * them to the subset), its dictionary and its ascender (per 1000 units). */
export type FontInternals = { id: string; ascender: number; encode(text: string): [string[], unknown]; ref(): unknown };

export function fontInternals(candidate: unknown): FontInternals | null {
  const font = candidate as Partial<FontInternals> | undefined;
  return font &&
    typeof font.id === 'string' &&
    typeof font.ascender === 'number' &&
    typeof font.encode === 'function' &&
    typeof font.ref === 'function'
    ? (font as FontInternals)
    : null;
}

export const glyphTables = new Map<string, Map<number, { glyph: Glyph; position: Position }>>();

/** Replaces the font's layout; answers each code point's advance (per 1000 units), or null when it could not. */
export function fastLayout(candidate: unknown, path: string): ((codePoint: number) => number) | null {
  const font = candidate as Partial<EmbeddedFont> | undefined;
  if (!font || typeof font.layout !== 'function' || typeof font.font?.glyphForCodePoint !== 'function') return null;
  const original = font.layout.bind(font);
  const fontkit = font.font;
  const scale = font.scale ?? 1;
  let table = glyphTables.get(path);
  if (!table) {
    table = new Map();
    glyphTables.set(path, table);
  }
  const glyphs = table;
  const entry = (codePoint: number) => {
    let found = glyphs.get(codePoint);
    if (!found) {
      const glyph = fontkit.glyphForCodePoint(codePoint);
      const advanceWidth = glyph.advanceWidth * scale;
      found = {
        glyph: { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: [codePoint] },
        position: { xAdvance: advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth },
      };
      glyphs.set(codePoint, found);
    }
    return found;
  };
  font.layout = (text: string, features?: unknown, onlyWidth?: boolean): Layout => {
    if (features) return original(text, features, onlyWidth);
    let advanceWidth = 0;
    if (onlyWidth) {
      for (const character of text) advanceWidth += entry(character.codePointAt(0) ?? 0).position.advanceWidth;
      return { glyphs: null, positions: null, advanceWidth };
    }
    const runGlyphs: Glyph[] = [];
    const positions: Position[] = [];
    for (const character of text) {
      const { glyph, position } = entry(character.codePointAt(0) ?? 0);
      runGlyphs.push(glyph);
      positions.push(position);
      advanceWidth += position.advanceWidth;
    }
    return { glyphs: runGlyphs, positions, advanceWidth };
  };
  return (codePoint) => entry(codePoint).position.advanceWidth;
}

/** A font of the document: pdfkit's EmbeddedFont and the per-code-point advances, or null (then pdfkit draws). */
export type Face = { path: string; font: FontInternals | null; advance: ((codePoint: number) => number) | null };

/** A byte in a PDF literal string (written as latin1), escaped where the syntax needs it. */
export function literalByte(byte: number): string {
  if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
  if (byte === 0x0a) return '\\n';
  if (byte === 0x0d) return '\\r';
  return String.fromCharCode(byte);
}

export const rgbs = new Map<string, string>();

/** '#1d3557' as the operands of rg/RG. */
export function rgb(color: string): string {
  let operands = rgbs.get(color);
  if (operands === undefined) {
    const value = Number.parseInt(color.slice(1), 16);
    operands = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((part) => coordinate(part / 255)).join(' ');
    rgbs.set(color, operands);
  }
  return operands;
}

/** Coordinates written so far, by hundredths of a point: a page repeats its rows' and columns' positions, and turning
 * a fraction into text costs more than a lookup (bounded: cleared when full). */
const coordinates = new Map<number, string>();

/** A coordinate as PDF content writes it (pdfkit rounds the same way). */
export function coordinate(value: number): string {
  const hundredths = Math.round(value * 100);
  let text = coordinates.get(hundredths);
  if (text === undefined) {
    text = String(hundredths / 100);
    if (coordinates.size > 100_000) coordinates.clear();
    coordinates.set(hundredths, text);
  }
  return text;
}

/** Latin letters and digits, the accents of German, French and Italian, and the punctuation documents use. */
export const STABLE_SUBSET =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]_abcdefghijklmnopqrstuvwxyz{|}' +
  'ÄÖÜäöüßÉÈÊÀÂÇËÏÎÔÛÙéèêàâçëïîôûùœ’‘“”«»–—−×·…€°';

/** A subset's font file per font and glyph list, encoded and deflated (bounded: cleared when full). */
export const subsetCache = new Map<string, { encoded: Uint8Array; deflated: Buffer }>();
export const SUBSET_CACHE_LIMIT = 64;

export type Subset = { glyphs: number[]; encode(): Uint8Array };
export type StreamReference = {
  compress: boolean;
  data: Record<string, unknown>;
  write(chunk: Uint8Array): void;
  end(chunk?: Uint8Array): void;
  finalize(): void;
};
export type StableFont = {
  subset?: Partial<Subset>;
  encode?: (text: string) => unknown;
  embed?: () => void;
};

/**
 * Seeds the font's subset with STABLE_SUBSET and takes its font file from the cache when the glyphs match: the
 * encoded subset, and deflated once too (pdfkit's embed() writes the file as the first stream it makes, which
 * pdfkit would otherwise deflate per document). Any shape this does not know leaves pdfkit's own way.
 */
export function stableSubset(doc: PDFKit.PDFDocument, candidate: unknown, path: string) {
  const font = candidate as StableFont | undefined;
  const subset = font?.subset;
  if (!font || typeof font.encode !== 'function' || typeof font.embed !== 'function') return;
  if (!subset || typeof subset.encode !== 'function' || !Array.isArray(subset.glyphs)) return;
  font.encode(STABLE_SUBSET);
  const encode = subset.encode.bind(subset);
  const glyphs = subset.glyphs;
  const cached = () => {
    const key = `${path}|${glyphs.join(',')}`;
    let entry = subsetCache.get(key);
    if (!entry) {
      const encoded = encode();
      entry = { encoded, deflated: deflateSync(encoded) };
      if (subsetCache.size >= SUBSET_CACHE_LIMIT) subsetCache.clear();
      subsetCache.set(key, entry);
    }
    return entry;
  };
  subset.encode = () => cached().encoded;
  const embed = font.embed.bind(font);
  const references = doc as unknown as { ref(data?: object): StreamReference; compress?: boolean };
  if (typeof references.ref !== 'function' || !references.compress) return;
  font.embed = () => {
    const ref = references.ref;
    references.ref = (data?: object) => {
      references.ref = ref;
      const reference = ref.call(doc, data);
      if (typeof reference.write === 'function' && typeof reference.finalize === 'function') {
        reference.end = (chunk?: Uint8Array) => {
          const entry = cached();
          if (chunk !== entry.encoded) {
            if (chunk) reference.write(chunk);
            return reference.finalize();
          }
          reference.compress = false;
          reference.data.Filter = 'FlateDecode';
          reference.write(entry.deflated);
          reference.finalize();
        };
      }
      return reference;
    };
    try {
      embed();
    } finally {
      references.ref = ref;
    }
  };
}

/** The fonts' bytes, read once per process (pdfkit would read the file for every document). */
export const fontBytes = new Map<string, Buffer>();
export function fontFile(path: string): Buffer {
  let bytes = fontBytes.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    fontBytes.set(path, bytes);
  }
  return bytes;
}
