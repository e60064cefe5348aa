// The layout of a table document on pdfkit (pdf-table.ts): pages, header, blocks, the table with its repeated header
// row, sections, wrapped and overflowing cells, totals and footers, written as PDF operators.

import { timeSlicer } from '../yielding.ts';
import { coordinate, type Face, type FontName, literalByte, rgb } from './pdf-fonts.ts';
import type { PdfAddressBlock, PdfAlign, PdfTableDocument, PdfTableRow } from './pdf-table-spec.ts';

const MAX_WRAP_LINES = 3;
const MARGIN_X = 28;
const MARGIN_TOP = 22;
const FOOTER_HEIGHT = 30;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.2;
const LINE_FACTOR = 1.18;
const ELLIPSIS = '…';

const COLORS = {
  text: '#212529',
  muted: '#6c757d',
  rule: '#adb5bd',
  lightRule: '#dee2e6',
  headerFill: '#e9ecef',
  zebra: '#f6f7f9',
  total: '#eef0f3',
  grandTotal: '#dde1e6',
  heading: '#1d3557',
};

/** Control characters (a newline would start a line over the next row) as spaces. */
function clean(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
  const plain = /[\u0000-\u001f\u007f]/.test(text) ? text.replace(/[\u0000-\u001f\u007f]+/g, ' ') : text;
  // Composed (a decomposed "é" would be an e and a combining accent, which the per-glyph layout does not place).
  return /[^\t-\u00ff]/.test(plain) ? plain.normalize('NFC') : plain;
}

export class TableLayout {
  private readonly doc: PDFKit.PDFDocument;
  private readonly spec: PdfTableDocument;
  private readonly fontSize: number;
  private readonly headerLineLimit: number;
  private readonly lineHeight: number;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  private readonly contentWidth: number;
  private readonly bottom: number;
  private readonly widths: number[];
  private readonly lefts: number[];
  private readonly faces: Record<FontName, Face>;
  /** The font, size and colour the next text is drawn in (use()). */
  private font: FontName = 'regular';
  private size = 8;
  private color = COLORS.text;
  private y = 0;
  private zebra = false;
  private heading: string | null = null;

  constructor(doc: PDFKit.PDFDocument, spec: PdfTableDocument, faces: Record<FontName, Face>) {
    this.doc = doc;
    this.spec = spec;
    this.faces = faces;
    this.fontSize = spec.table.fontSize ?? 8;
    this.headerLineLimit = spec.table.headerLines ?? 2;
    this.lineHeight = this.fontSize * LINE_FACTOR;
    const [short, long] = [595.28, 841.89];
    this.pageWidth = spec.orientation === 'landscape' ? long : short;
    this.pageHeight = spec.orientation === 'landscape' ? short : long;
    this.contentWidth = this.pageWidth - 2 * MARGIN_X;
    this.bottom = this.pageHeight - FOOTER_HEIGHT - 6;
    const weights = spec.table.columns.reduce((sum, column) => sum + column.width, 0) || 1;
    this.widths = spec.table.columns.map((column) => (column.width / weights) * this.contentWidth);
    this.lefts = [];
    let left = MARGIN_X;
    for (const width of this.widths) {
      this.lefts.push(left);
      left += width;
    }
  }

  /** Lays out the document; long tables yield to the event loop between rows (../yielding.ts). */
  async render() {
    const slice = timeSlicer();
    this.newPage();
    this.intro();
    this.tableHeader();
    for (const [index, row] of this.spec.table.rows.entries()) {
      this.row(row, index);
      await slice();
    }
    this.summary();
    this.flush();
    this.footers();
    this.flush();
  }

  // --- drawing ---
  // The page content is written as PDF operators, collected per page and handed to pdfkit in one addContent() at a
  // page change: pdfkit's text() saves the graphics state, transforms, measures and writes some eight operators per
  // call, each its own Buffer, which for 150 000 cells was most of the time left and much garbage. pdfkit still
  // makes the document: pages, fonts (subsets, widths, ToUnicode), metadata, compression.

  private readonly operators: string[] = [];
  private inText = false;
  /** The fill colour the content has set ('' unknown), and what it was when the text object began. */
  private fillState = '';
  private fillBeforeText = '';
  private textFont = '';
  private textX = 0;
  private textY = 0;
  /** Per font, each character's width (per 1000 units) and glyph code: two bytes of a PDF literal string. */
  private readonly glyphs: Partial<Record<FontName, Map<string, { width: number; code: string }>>> = {};
  /** Per font, each text drawn or measured: its width (per 1000 units) and its glyph codes. A table repeats its
   * texts (dates, amounts, names, yes / no): looked up once per text instead of once per character. */
  private readonly texts: Partial<Record<FontName, Map<string, { width: number; codes: string }>>> = {};

  private use(font: FontName, size: number, color: string) {
    this.font = font;
    this.size = size;
    this.color = color;
  }

  /** The character's width and code in a font; pdfkit encodes each character once per document and font (which adds
   * its glyph to the subset and the ToUnicode map, so the text can be copied and searched). */
  private glyph(name: FontName, face: Face, character: string): { width: number; code: string } {
    let table = this.glyphs[name];
    if (!table) {
      table = new Map();
      this.glyphs[name] = table;
    }
    let glyph = table.get(character);
    if (!glyph) {
      let code = '';
      for (const hex of face.font?.encode(character)[0] ?? []) {
        const value = Number.parseInt(hex, 16);
        code += literalByte(value >> 8) + literalByte(value & 0xff);
      }
      glyph = { width: face.advance?.(character.codePointAt(0) ?? 0) ?? 0, code };
      table.set(character, glyph);
    }
    return glyph;
  }

  /** The text's width (per 1000 units) and glyph codes in a font with its own encoding. */
  private shaped(name: FontName, face: Face, text: string): { width: number; codes: string } {
    let table = this.texts[name];
    if (!table) {
      table = new Map();
      this.texts[name] = table;
    }
    let shape = table.get(text);
    if (!shape) {
      let width = 0;
      let codes = '';
      for (const character of text) {
        const glyph = this.glyph(name, face, character);
        width += glyph.width;
        codes += glyph.code;
      }
      shape = { width, codes };
      if (table.size > 50_000) table.clear();
      table.set(text, shape);
    }
    return shape;
  }

  /** The width of the text in the current font and size. */
  private width(text: string): number {
    if (text === '') return 0;
    const face = this.faces[this.font];
    if (!face.font) return this.doc.font(face.path).fontSize(this.size).widthOfString(text);
    return (this.shaped(this.font, face, text).width * this.size) / 1000;
  }

  /** The text cut to `width` with "…" (in the current font). */
  private fit(text: string, width: number): string {
    if (this.width(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.width(text.slice(0, middle).trimEnd() + ELLIPSIS) <= width) low = middle;
      else high = middle - 1;
    }
    return text.slice(0, low).trimEnd() + ELLIPSIS;
  }

  /** The text in lines of at most `width` (words kept whole where they fit), at most `maxLines`, the last cut. */
  private wrap(text: string, width: number, maxLines: number): string[] {
    if (this.width(text) <= width) return [text];
    // Lines break after a space or a hyphen ("Hohenzollern-|Sigmaringen").
    const pieces = text.split(/(?<=[ -])/);
    const lines: string[] = [];
    let line = '';
    for (let index = 0; index < pieces.length; index++) {
      const piece = pieces[index] as string;
      if (this.width((line + piece).trimEnd()) <= width) {
        line += piece;
        continue;
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
      line = '';
      if (lines.length === maxLines - 1) {
        lines.push(this.fit(pieces.slice(index).join('').trim(), width));
        return lines;
      }
      if (this.width(piece.trimEnd()) <= width) {
        line = piece;
        continue;
      }
      // A word wider than the column on its own: cut with "…" (rather than split mid-word).
      lines.push(this.fit(piece.trimEnd(), width));
      if (lines.length === maxLines) return lines;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    return lines;
  }

  private setFill(color: string) {
    if (this.fillState === color) return;
    this.operators.push(`${rgb(color)} rg`);
    this.fillState = color;
  }

  private endText() {
    if (!this.inText) return;
    this.operators.push('ET Q');
    this.inText = false;
    this.fillState = this.fillBeforeText;
  }

  /** Draws one line of text with its top at y (in the current font, size and colour). */
  private text(text: string, x: number, y: number) {
    if (text === '') return;
    const face = this.faces[this.font];
    const font = face.font;
    if (!font) {
      this.flush();
      this.doc.font(face.path).fontSize(this.size).fillColor(this.color).text(text, x, y, { lineBreak: false });
      this.fillState = '';
      return;
    }
    const pageFonts = (this.doc.page as unknown as { fonts: Record<string, unknown> }).fonts;
    pageFonts[font.id] ??= font.ref();
    if (!this.inText) {
      // pdfkit's pages draw top-down (a flipped matrix at the page's start); text is drawn in PDF's own bottom-up
      // space, as pdfkit's text() does.
      this.operators.push(`q 1 0 0 -1 0 ${coordinate(this.pageHeight)} cm BT`);
      this.inText = true;
      this.fillBeforeText = this.fillState;
      this.textFont = '';
      this.textX = 0;
      this.textY = 0;
    }
    this.setFill(this.color);
    const fontKey = `/${font.id} ${coordinate(this.size)} Tf`;
    if (fontKey !== this.textFont) this.operators.push(fontKey);
    this.textFont = fontKey;
    const { codes } = this.shaped(this.font, face, text);
    const baseline = this.pageHeight - y - (font.ascender / 1000) * this.size;
    // Td moves from the start of the previous line: short relative numbers.
    this.operators.push(`${coordinate(x - this.textX)} ${coordinate(baseline - this.textY)} Td (${codes}) Tj`);
    this.textX = x;
    this.textY = baseline;
  }

  /** Writes the page's pending operators (before a page change and at the end). */
  private flush() {
    this.endText();
    if (this.operators.length === 0) return;
    this.doc.addContent(this.operators.join('\n'));
    this.operators.length = 0;
  }

  private aligned(text: string, left: number, width: number, align: PdfAlign, y: number) {
    if (text === '') return;
    if (align === 'left') return this.text(text, left + CELL_PAD_X, y);
    const textWidth = this.width(text);
    const x = align === 'right' ? left + width - CELL_PAD_X - textWidth : left + (width - textWidth) / 2;
    this.text(text, x, y);
  }

  private fill(x: number, y: number, width: number, height: number, color: string) {
    this.endText();
    this.setFill(color);
    this.operators.push(`${coordinate(x)} ${coordinate(y)} ${coordinate(width)} ${coordinate(height)} re f`);
  }

  private rule(y: number, color: string, lineWidth = 0.5, x = MARGIN_X, width = this.contentWidth) {
    this.endText();
    this.operators.push(
      `${coordinate(lineWidth)} w ${rgb(color)} RG ${coordinate(x)} ${coordinate(y)} m ${coordinate(x + width)} ${coordinate(y)} l S`,
    );
  }

  // --- pages ---

  private newPage() {
    this.flush();
    this.doc.addPage({ size: 'A4', layout: this.spec.orientation, margin: 0 });
    this.fillState = '';
    const { left, right = [] } = this.spec.pageHeader;
    let leftY = MARGIN_TOP;
    for (const [index, line] of left.entries()) {
      const size = index === 0 ? 10 : 8;
      this.use(index === 0 ? 'bold' : 'regular', size, index === 0 ? COLORS.text : COLORS.muted);
      this.text(this.fit(clean(line), this.contentWidth * 0.55), MARGIN_X, leftY);
      leftY += size * 1.3;
    }
    let rightY = MARGIN_TOP;
    for (const [index, line] of right.entries()) {
      const size = index === 0 ? 10 : 8;
      this.use(index === 0 ? 'bold' : 'regular', size, index === 0 ? COLORS.text : COLORS.muted);
      const text = this.fit(clean(line), this.contentWidth * 0.44);
      this.text(text, MARGIN_X + this.contentWidth - this.width(text), rightY);
      rightY += size * 1.3;
    }
    const ruleY = Math.max(leftY, rightY) + 2;
    this.rule(ruleY, COLORS.rule, 0.75);
    this.y = ruleY + 10;
    this.zebra = false;
  }

  private addresses(blocks: { left?: PdfAddressBlock; right?: PdfAddressBlock }) {
    const top = this.y + 6;
    let bottom = top;
    const place = [
      [blocks.left, MARGIN_X, this.contentWidth * 0.48],
      [blocks.right, MARGIN_X + this.contentWidth * 0.56, this.contentWidth * 0.44],
    ] as const;
    for (const [block, x, width] of place) {
      if (!block) continue;
      let y = top;
      if (block.caption) {
        this.use('regular', 6.5, COLORS.muted);
        const caption = this.fit(clean(block.caption), width);
        this.text(caption, x, y);
        y += 6.5 * 1.3;
        this.rule(y, COLORS.lightRule, 0.4, x, Math.min(width, this.width(caption)));
        y += 3;
      }
      for (const [index, line] of block.lines.entries()) {
        this.use(index === 0 ? 'bold' : 'regular', 9.5, COLORS.text);
        this.text(this.fit(clean(line), width), x, y);
        y += 9.5 * 1.3;
      }
      bottom = Math.max(bottom, y);
    }
    this.y = bottom + 22;
  }

  private intro() {
    const intro = this.spec.intro;
    if (!intro) return;
    if (intro.addresses) this.addresses(intro.addresses);
    if (intro.title) {
      this.use('bold', 14, COLORS.text);
      this.text(this.fit(clean(intro.title), this.contentWidth), MARGIN_X, this.y);
      this.y += 14 * 1.35;
    }
    for (const line of intro.lines ?? []) {
      this.use('regular', 9, COLORS.text);
      this.text(this.fit(clean(line), this.contentWidth), MARGIN_X, this.y);
      this.y += 9 * 1.35;
    }
    const pairs = intro.keyValues ?? [];
    if (pairs.length > 0) {
      this.y += 4;
      this.use('regular', 8.5, COLORS.muted);
      const labelWidth = Math.min(
        this.contentWidth * 0.3,
        Math.max(...pairs.map(([label]) => this.width(clean(label)))) + 12,
      );
      for (const [label, value] of pairs) {
        this.use('regular', 8.5, COLORS.muted);
        this.text(this.fit(clean(label), labelWidth - 6), MARGIN_X, this.y);
        this.use('regular', 8.5, COLORS.text);
        this.text(this.fit(clean(value), this.contentWidth - labelWidth), MARGIN_X + labelWidth, this.y);
        this.y += 8.5 * 1.4;
      }
    }
    this.y += 10;
  }

  private headerLines: string[][] | null = null;

  private tableHeader() {
    const { columns } = this.spec.table;
    this.use('bold', this.fontSize, COLORS.text);
    this.headerLines ??= columns.map((column, index) =>
      this.wrap(clean(column.header), (this.widths[index] ?? 0) - 2 * CELL_PAD_X, this.headerLineLimit),
    );
    const lines = Math.max(1, ...this.headerLines.map((cell) => cell.length));
    const height = lines * this.lineHeight + 2 * CELL_PAD_Y + 1;
    this.fill(MARGIN_X, this.y, this.contentWidth, height, COLORS.headerFill);
    this.use('bold', this.fontSize, COLORS.text);
    for (const [index, column] of columns.entries()) {
      const cell = this.headerLines[index] ?? [];
      // Bottom-aligned, as spreadsheets show a wrapped header.
      let y = this.y + CELL_PAD_Y + 0.5 + (lines - cell.length) * this.lineHeight;
      for (const line of cell) {
        this.aligned(line, this.lefts[index] ?? 0, this.widths[index] ?? 0, column.align ?? 'left', y);
        y += this.lineHeight;
      }
    }
    this.y += height;
    this.rule(this.y, COLORS.rule, 0.75);
  }

  /** Breaks the page when `height` does not fit; answers whether it did. */
  private ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    this.tableHeader();
    if (this.heading !== null) {
      const continued = this.spec.table.continued;
      this.headingRow(continued ? continued(this.heading) : this.heading);
    }
    return true;
  }

  private headingHeight() {
    return this.lineHeight + 2 * CELL_PAD_Y + 5;
  }

  private headingRow(text: string) {
    const height = this.headingHeight();
    this.use('bold', this.fontSize + 0.5, COLORS.heading);
    this.text(
      this.fit(clean(text), this.contentWidth - 2 * CELL_PAD_X),
      MARGIN_X + CELL_PAD_X,
      this.y + 5 + CELL_PAD_Y,
    );
    this.y += height;
    this.zebra = false;
  }

  /** The height of the total rows right after `index`: a row is kept on one page with the totals below it, so a
   * total never stands alone at the top of a page. */
  private totalsAfter(index: number): number {
    const rows = this.spec.table.rows;
    let height = 0;
    for (let next = index + 1; rows[next]?.type === 'total'; next++) height += this.totalHeight();
    return height;
  }

  private row(row: PdfTableRow, index: number) {
    if (row.type === 'heading') {
      // Keep a heading with the first row after it.
      const next = this.spec.table.rows[index + 1];
      const nextHeight = next && next.type !== 'heading' ? this.lineHeight + 2 * CELL_PAD_Y : 0;
      this.heading = null;
      this.ensure(this.headingHeight() + nextHeight);
      this.headingRow(row.text);
      this.heading = row.text;
      return;
    }
    if (row.type === 'note') {
      this.ensure(this.lineHeight + 2 * CELL_PAD_Y + 4);
      this.use('italic', this.fontSize, COLORS.muted);
      this.text(this.fit(clean(row.text), this.contentWidth - 2 * CELL_PAD_X), MARGIN_X + CELL_PAD_X, this.y + 4);
      this.y += this.lineHeight + 2 * CELL_PAD_Y + 4;
      return;
    }
    if (row.type === 'total') return this.totalRow(row, this.totalsAfter(index));
    this.dataRow(row, this.totalsAfter(index));
  }

  /** The width a one-line cell may use: its column's, and, as a spreadsheet does, the empty cells next to it on the
   * side the text runs to (before a right-aligned number, after left-aligned text), from column `first` on. */
  private room(cells: readonly string[], index: number, align: PdfAlign, first: number): number {
    let width = this.widths[index] ?? 0;
    if (align === 'right') {
      for (let other = index - 1; other >= first && (cells[other] ?? '') === ''; other--)
        width += this.widths[other] ?? 0;
    } else if (align === 'left') {
      for (let other = index + 1; other < this.widths.length && (cells[other] ?? '') === ''; other++) {
        width += this.widths[other] ?? 0;
      }
    }
    return width - 2 * CELL_PAD_X;
  }

  private dataRow(row: { cells: readonly string[]; italic?: boolean }, keepWith: number) {
    const { columns } = this.spec.table;
    const font: FontName = row.italic ? 'italic' : 'regular';
    this.use(font, this.fontSize, COLORS.text);
    const cells: string[][] = [];
    let lines = 1;
    for (const [index, column] of columns.entries()) {
      const text = clean(row.cells[index] ?? '');
      const width = (this.widths[index] ?? 0) - 2 * CELL_PAD_X;
      let cell: string[];
      if (text === '') cell = [];
      else if (column.wrap) cell = this.wrap(text, width, MAX_WRAP_LINES);
      else if (this.width(text) <= width) cell = [text];
      else cell = [this.fit(text, this.room(row.cells, index, column.align ?? 'left', 0))];
      cells.push(cell);
      lines = Math.max(lines, cell.length);
    }
    const height = lines * this.lineHeight + 2 * CELL_PAD_Y;
    this.ensure(height + keepWith);
    if (this.zebra) this.fill(MARGIN_X, this.y, this.contentWidth, height, COLORS.zebra);
    this.zebra = !this.zebra;
    this.use(font, this.fontSize, COLORS.text);
    for (const [index, column] of columns.entries()) {
      let y = this.y + CELL_PAD_Y;
      for (const line of cells[index] ?? []) {
        this.aligned(line, this.lefts[index] ?? 0, this.widths[index] ?? 0, column.align ?? 'left', y);
        y += this.lineHeight;
      }
    }
    this.y += height;
  }

  private totalHeight() {
    return this.lineHeight + 2 * CELL_PAD_Y + 2;
  }

  private totalRow(row: { cells: readonly string[]; span?: number; grand?: boolean }, keepWith: number) {
    const { columns } = this.spec.table;
    const span = Math.max(1, Math.min(row.span ?? 1, columns.length));
    const height = this.totalHeight();
    // The total's label names its section: no repeated section heading above a total at the top of a page.
    this.heading = null;
    this.ensure(height + keepWith);
    this.fill(MARGIN_X, this.y, this.contentWidth, height, row.grand ? COLORS.grandTotal : COLORS.total);
    this.rule(this.y, row.grand ? COLORS.text : COLORS.rule, row.grand ? 0.75 : 0.5);
    this.use('bold', this.fontSize, COLORS.text);
    const y = this.y + CELL_PAD_Y + 1;
    const labelWidth = (this.lefts[span - 1] ?? 0) + (this.widths[span - 1] ?? 0) - MARGIN_X;
    const label = clean(row.cells[0] ?? '');
    // The label may run on over empty cells after its span.
    const labelRoom = labelWidth + this.room(row.cells, span - 1, 'left', span) - (this.widths[span - 1] ?? 0);
    this.aligned(this.fit(label, labelRoom), MARGIN_X, labelWidth, 'left', y);
    for (let index = span; index < columns.length; index++) {
      const align = columns[index]?.align ?? 'left';
      const text = this.fit(clean(row.cells[index] ?? ''), this.room(row.cells, index, align, span));
      this.aligned(text, this.lefts[index] ?? 0, this.widths[index] ?? 0, align, y);
    }
    this.y += height;
    this.zebra = false;
    if (row.grand) this.rule(this.y, COLORS.text, 0.75);
  }

  private summary() {
    const pairs = this.spec.summary ?? [];
    if (pairs.length === 0) return;
    const lineHeight = 9 * 1.5;
    this.heading = null;
    this.y += 8;
    if (this.y + pairs.length * lineHeight > this.bottom) {
      this.newPage();
    }
    const right = MARGIN_X + this.contentWidth;
    for (const [label, value] of pairs) {
      // The label first, so the text reads (and copies) in order.
      this.use('bold', 9, COLORS.text);
      const valueText = clean(value);
      const valueWidth = this.width(valueText);
      this.use('regular', 9, COLORS.text);
      const labelText = this.fit(clean(label), this.contentWidth * 0.4);
      this.text(labelText, right - CELL_PAD_X - Math.max(valueWidth, 80) - 16 - this.width(labelText), this.y);
      this.use('bold', 9, COLORS.text);
      this.text(valueText, right - CELL_PAD_X - valueWidth, this.y);
      this.y += lineHeight;
    }
  }

  /** The watermark across the page, through pdfkit (a few calls per page): light, rotated, centred. */
  private watermark(text: string) {
    this.flush();
    const size = 96;
    const doc = this.doc.font(this.faces.bold.path).fontSize(size);
    const width = doc.widthOfString(text);
    doc.save();
    doc.rotate(-40, { origin: [this.pageWidth / 2, this.pageHeight / 2] });
    doc.fillColor('#1d3557', 0.07);
    doc.text(text, (this.pageWidth - width) / 2, this.pageHeight / 2 - size * 0.6, { lineBreak: false });
    doc.restore();
    doc.fillColor(COLORS.text, 1);
    this.fillState = '';
  }

  private footers() {
    const { start, count } = this.doc.bufferedPageRange();
    const y = this.pageHeight - FOOTER_HEIGHT + 8;
    for (let index = 0; index < count; index++) {
      this.flush();
      this.doc.switchToPage(start + index);
      this.fillState = '';
      if (this.spec.watermark) this.watermark(clean(this.spec.watermark));
      this.rule(y - 5, COLORS.lightRule, 0.5);
      this.use('regular', 7.5, COLORS.muted);
      this.text(this.fit(clean(this.spec.footer.left), this.contentWidth * 0.6), MARGIN_X, y);
      const page = clean(this.spec.footer.page(index + 1, count));
      this.text(page, MARGIN_X + this.contentWidth - this.width(page), y);
    }
  }
}
