// A table document on pdfkit (issue 14: the KTG protocol of 10 000 lines in < 2 s; pdfmake took 9–13 s), laid out by
// hand: a page header (title lines, left and right) on every page; on page 1 an optional title block and key-value
// block; the table with its header row repeated on every page, section headings (repeated, with a "continued"
// suffix, when a section goes on over a page break), data rows with light zebra stripes, bold total rows; an optional
// key-value summary after the table; in the footer the generated-at text and "page x of y" (the pages are buffered
// and the footers written at the end, when the count is known).
// - Cells hold one line: text wider than its column runs on over empty neighbour cells (before a right-aligned
//   number, after left-aligned text), as in a spreadsheet, and is then cut with "…"; wrap columns (names, remarks)
//   break after spaces and hyphens into at most MAX_WRAP_LINES lines and the row grows. Widths are measured with the
//   font's advances, so right-aligned numbers line up.
// - Speed (10 000 rows of 15 cells in ~0.3-0.4 s of CPU): glyphs by code point without OpenType shaping, and the page
//   content written as PDF operators (see "Text layout by code point" and "drawing" below).
// - Fonts: the Roboto TTFs that come with pdfmake (embedded as subsets, so umlauts and accents render), registered by
//   name; the document's text is only ever drawn as text, never used as a font name, a file, an image or a link, so
//   user data cannot make the renderer read the disk or the net.
// - Deterministic: the metadata's createdAt is the CreationDate (pdfkit derives the file id from it), so the same
//   input gives the same bytes.
import PDFDocument from 'pdfkit';
import { yieldToEventLoop } from '../yielding.ts';
import { type Face, FONTS, type FontName, fastLayout, fontFile, fontInternals, stableSubset } from './pdf-fonts.ts';
import { TableLayout } from './pdf-table-layout.ts';
import type { PdfTableDocument } from './pdf-table-spec.ts';

export type {
  PdfAddressBlock,
  PdfAlign,
  PdfColumn,
  PdfKeyValue,
  PdfTableDocument,
  PdfTableRow,
} from './pdf-table-spec.ts';

/** Renders the document to the bytes of a PDF (yielding to the event loop while it lays out a long table). */
export async function renderTablePdf(spec: PdfTableDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: spec.orientation,
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    // No default font (pdfkit would load Helvetica): the fonts are registered below, from bytes read once.
    font: null as unknown as string,
    compress: true,
    lang: spec.metadata.language,
    displayTitle: true,
    // pdfkit fails on a key present with undefined: Subject only when there is one.
    info: {
      Title: spec.metadata.title,
      ...(spec.metadata.subject === undefined ? {} : { Subject: spec.metadata.subject }),
      Author: spec.metadata.author ?? 'Absenza',
      Creator: 'Absenza',
      Producer: 'Absenza (PDFKit)',
      CreationDate: spec.metadata.createdAt,
    },
  });
  const faces = {} as Record<FontName, Face>;
  for (const [name, path] of Object.entries(FONTS) as [FontName, string][]) {
    // Registered under its path, from the bytes read once: pdfkit caches a font under the name it is asked by (the
    // document has no default font, which pdfkit would otherwise load again under its registered name).
    doc.registerFont(path, fontFile(path));
    doc.font(path);
    const font = (doc as unknown as { _font: unknown })._font;
    const advance = fastLayout(font, path);
    faces[name] = { path, advance, font: advance ? fontInternals(font) : null };
    if (spec.stableFontSubsets && advance) stableSubset(doc, font, path);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await new TableLayout(doc, spec, faces).render();
  await flushPagesInSlices(doc);
  doc.end();
  return done;
}

/** pdfkit's page buffer (bufferPages: true), which its typings leave out. */
type BufferedPages = { _pageBuffer: unknown[]; flushPages(): void };

/**
 * Ends the buffered pages a few at a time, yielding to the event loop in between: pdfkit's end() would end them all
 * at once, and ending a page compresses its content synchronously (zlib.deflateSync; 800 pages of a 30 000-line
 * protocol held the event loop about a second; five pages take a few milliseconds). Same bytes: the pages are ended in the same order, as flushPages()
 * does, only not in one go (pdfkit 0.19: flushPages() ends `_pageBuffer` and moves `_pageBufferStart` past it).
 */
async function flushPagesInSlices(doc: PDFKit.PDFDocument, pagesPerSlice = 5): Promise<void> {
  const buffered = doc as unknown as BufferedPages;
  const pages = buffered._pageBuffer;
  if (!Array.isArray(pages)) return;
  while (pages.length > 0) {
    buffered._pageBuffer = pages.splice(0, pagesPerSlice);
    buffered.flushPages();
    await yieldToEventLoop();
  }
  buffered._pageBuffer = pages;
}
