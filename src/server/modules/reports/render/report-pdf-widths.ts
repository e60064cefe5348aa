// The PDF's column widths (report-pdf.ts; decision 0058 "Files (XLSX and PDF)"): estimated from the cells' text in
// Roboto, measured with pdfkit (the table renderer scales the widths to the page; it cuts a one-line cell with "…" and wraps text columns
// onto up to three lines), so that numbers, dates and yes / no are never cut, headings keep their words where the
// page allows, and the text columns share the rest.
import PDFDocument from 'pdfkit';
import type { ReportTable } from '../../../../domain/reports/report-table.ts';
import { FONTS, fastLayout, fontFile } from '../../../platform/pdf/pdf-fonts.ts';
import { type HyphenationLanguage, hyphenationPoints } from '../../../platform/pdf/pdf-hyphenation.ts';
import { headingOf, NUMERIC_TYPES } from './report-format.ts';

export const FONT_SIZE = 7.5;
/** The page's width for the table (A4 landscape less the renderer's margins of 28 pt) and a cell's padding. */
const TABLE_WIDTH = 841.89 - 2 * 28;
const PADDING = 2 * 3 + 1;
/** Room between the right-aligned numbers of neighbouring columns. */
const NUMBER_GAP = 4;

/** A document only to measure text in the table's fonts (pdfkit with the renderer's fast layout by code point). */
let measurer: { doc: PDFKit.PDFDocument; cache: Map<string, number> } | null = null;

/** How wide a text is in the table's Roboto (regular or bold) at `size`. */
export function textWidth(text: string, size = FONT_SIZE, bold = false): number {
  if (text === '') return 0;
  if (!measurer) {
    const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
    for (const path of [FONTS.regular, FONTS.bold]) {
      doc.registerFont(path, fontFile(path));
      doc.font(path);
      fastLayout((doc as unknown as { _font: unknown })._font, path);
    }
    measurer = { doc, cache: new Map() };
  }
  const key = `${bold ? 'b' : 'r'}${text}`;
  let width = measurer.cache.get(key);
  if (width === undefined) {
    width = measurer.doc
      .font(bold ? FONTS.bold : FONTS.regular)
      .fontSize(1000)
      .widthOfString(text);
    if (measurer.cache.size > 50_000) measurer.cache.clear();
    measurer.cache.set(key, width);
  }
  return (width * size) / 1000;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The columns' widths in points (summing to the table's width), in three steps:
 * 1. every column its floor: numbers, dates and yes / no their widest cell (never cut); text its longest word (up to
 *    18 characters) and at least ten characters (or its widest cell, if narrower);
 * 2. then each heading's longest word, short words (up to six letters) first (the renderer gives a heading three
 *    lines; a word too long for its column is hyphenated between syllables, see pdfHeading);
 * 3. then the text columns up to their widest cell, at most 22 characters (a name on one line);
 * 4. then the text columns up to their widest cell, at most 45 characters (longer text wraps);
 * 5. then each heading on one line; what is still left to the text columns by width.
 * Where a step does not fit, its wishes are met in proportion.
 */
export function pdfColumnWidths(
  table: ReportTable,
  cellsOf: (index: number) => readonly string[],
  totals: readonly string[] = [],
): number[] {
  const { columns } = table;
  if (columns.length === 0) return [];
  const isText = columns.map((column) => column.type === 'text');
  // The totals row is bold; its label (first column) may run on over the empty cells after it.
  const cells = columns.map(
    (_, index) =>
      Math.max(
        0,
        ...cellsOf(index).map((text) => textWidth(text)),
        index === 0 ? 0 : textWidth(totals[index] ?? '', FONT_SIZE, true),
      ) + PADDING,
  );
  const words = columns.map(
    (column) =>
      Math.max(
        ...headingOf(column)
          .split(/\s+/)
          .map((word) => textWidth(word, FONT_SIZE, true)),
      ) + PADDING,
  );
  const tenCharacters = textWidth('abcdefghij') + PADDING;
  const shortText = textWidth('a'.repeat(22)) + PADDING;
  const longText = textWidth('a'.repeat(45)) + PADDING;
  // A text column's longest word (the renderer breaks text after spaces and hyphens and cuts a longer word).
  const longWord = textWidth('a'.repeat(18)) + PADDING;
  const cellWords = columns.map((_, index) => {
    if (!isText[index]) return 0;
    let widest = 0;
    for (const text of cellsOf(index)) {
      for (const word of text.split(/(?<=[ -])/)) widest = Math.max(widest, textWidth(word.trimEnd()));
    }
    return Math.min(longWord, widest + PADDING);
  });
  const widths = columns.map((_, index) =>
    isText[index]
      ? Math.max(cellWords[index] ?? 0, Math.min(tenCharacters, cells[index] ?? 0))
      : (cells[index] ?? 0) + (NUMERIC_TYPES.has(columns[index]?.type ?? 'text') ? NUMBER_GAP : 0),
  );
  const grow = (targets: readonly number[]) => {
    const wishes = targets.map((target, index) => Math.max(0, target - (widths[index] ?? 0)));
    const wished = sum(wishes);
    if (wished === 0) return;
    const share = Math.min(1, Math.max(0, TABLE_WIDTH - sum(widths)) / wished);
    for (const [index, wish] of wishes.entries()) widths[index] = (widths[index] ?? 0) + wish * share;
  };
  // Short heading words whole first ("Tage", "Risiko": never "Ta-ge"), then the long ones share what is left.
  const sixCharacters = textWidth('Risiko', FONT_SIZE, true) + PADDING;
  grow(words.map((word) => Math.min(word, sixCharacters)));
  grow(words);
  grow(columns.map((_, index) => (isText[index] ? Math.min(cells[index] ?? 0, shortText) : 0)));
  grow(columns.map((_, index) => (isText[index] ? Math.min(cells[index] ?? 0, longText) : 0)));
  // Headings on one line where the page has room (a two-line header row takes a data row's place on every page).
  grow(columns.map((column) => textWidth(headingOf(column), FONT_SIZE, true) + PADDING));
  const rest = TABLE_WIDTH - sum(widths);
  const total = sum(widths);
  // Left over: to the text columns (they read better wider), else to all.
  const textTotal = sum(widths.filter((_, index) => isText[index]));
  return widths.map((width, index) => {
    if (rest <= 0) return width;
    if (textTotal > 0) return isText[index] ? width + (rest * width) / textTotal : width;
    return width + (rest * width) / total;
  });
}

/**
 * A heading for a column `width` points wide: a word too long for it is broken between syllables where it fits
 * ("Arbeits-unfähigkeit", by the language's hyphenation patterns), or after a "/" or a hyphen of its own, as the
 * renderer breaks headings after spaces and hyphens (rather than cutting the word with "…"); a word without a
 * syllable break that fits is broken where it fits.
 */
export function pdfHeading(heading: string, width: number, language: HyphenationLanguage = 'de'): string {
  const room = width - PADDING;
  const fits = (text: string) => textWidth(text, FONT_SIZE, true) <= room;
  return heading
    .split(' ')
    .map((word) => {
      if (fits(word)) return word;
      const syllables = new Set(hyphenationPoints(word, language));
      const pieces: string[] = [];
      let rest = word;
      while (rest !== '' && !fits(rest)) {
        const offset = word.length - rest.length;
        // Break points of the rest: its syllables and the character after its own "/" or "-".
        const points: number[] = [];
        for (let index = 1; index < rest.length - 1; index++) {
          if (syllables.has(offset + index) || rest[index - 1] === '/' || rest[index - 1] === '-') points.push(index);
        }
        const pieceAt = (cut: number) => {
          const piece = rest.slice(0, cut);
          return /[-/]$/.test(piece) ? piece : `${piece}-`;
        };
        let cut = points.findLast((point) => fits(pieceAt(point)));
        if (cut === undefined) {
          // No syllable fits: the longest prefix that does (at least two characters, two left over).
          cut = rest.length - 2;
          while (cut > 2 && !fits(pieceAt(cut))) cut--;
          if (cut < 2) break;
        }
        pieces.push(pieceAt(cut));
        rest = rest.slice(cut);
      }
      pieces.push(rest);
      // A break after "/" as a space (the renderer breaks after spaces and hyphens).
      return pieces
        .map((piece, index) => (piece.endsWith('/') && index < pieces.length - 1 ? `${piece} ` : piece))
        .join('');
    })
    .join(' ');
}
