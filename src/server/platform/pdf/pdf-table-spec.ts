// What a table document says (pdf-table.ts renders it): its columns, rows, blocks and metadata.

export type PdfAlign = 'left' | 'right' | 'center';

export type PdfColumn = {
  header: string;
  /** A weight: the widths are scaled to fill the page's width. */
  width: number;
  align?: PdfAlign;
  /** Breaks long text into up to MAX_WRAP_LINES lines (the row grows) instead of cutting it with "…". */
  wrap?: boolean;
};

export type PdfTableRow =
  /** A section's title across the table; repeated (with `continued`) at the top of a page the section goes on to. */
  | { type: 'heading'; text: string }
  /** A line of the table, one text per column ('' for none). */
  | { type: 'data'; cells: readonly string[]; italic?: boolean }
  /** Bold, shaded; cells[0] spans the first `span` columns (default 1); `grand` shades it darker. */
  | { type: 'total'; cells: readonly string[]; span?: number; grand?: boolean }
  /** A plain line of text across the table ("no lines this month"). */
  | { type: 'note'; text: string };

export type PdfKeyValue = readonly [label: string, value: string];

/** An address block: a small caption (a return address, "Contact"), then lines, the first one bold. */
export type PdfAddressBlock = { caption?: string; lines: readonly string[] };

export type PdfTableDocument = {
  orientation: 'portrait' | 'landscape';
  metadata: {
    title: string;
    subject?: string;
    /** Default 'Absenza'. */
    author?: string;
    /** The CreationDate; fixed by the caller (the generated-at instant), so the output is deterministic. */
    createdAt: Date;
    /** BCP 47 language of the document ("de-CH"). */
    language?: string;
  };
  /** On every page: `left[0]` bold, further lines smaller; `right` right-aligned. */
  pageHeader: { left: readonly string[]; right?: readonly string[] };
  /** On every page: `left` ("Generated on …") and, right-aligned, `page(x, y)`. */
  footer: { left: string; page: (page: number, pages: number) => string };
  /**
   * Page 1, above the table: a letter's two address blocks side by side (left: the sender's contact; right: the
   * recipient, where a C5 envelope's right window shows it), a title, lines below it, then label/value pairs.
   */
  intro?: {
    addresses?: { left?: PdfAddressBlock; right?: PdfAddressBlock };
    title?: string;
    lines?: readonly string[];
    keyValues?: readonly PdfKeyValue[];
  };
  table: {
    columns: readonly PdfColumn[];
    rows: readonly PdfTableRow[];
    /** Default 8 (pt). */
    fontSize?: number;
    /** How many lines a column heading may take before it is cut with "…" (default 2). */
    headerLines?: number;
    /** Appended to a section heading repeated after a page break: "Zürich (Fortsetzung)". */
    continued?: (heading: string) => string;
  };
  /** After the table, right-aligned label/value pairs (a statement's totals). */
  summary?: readonly PdfKeyValue[];
  /** Drawn large, light and diagonal across every page ("Entwurf"): a preview that is not the real document. */
  watermark?: string;
  /**
   * Many small documents of one kind (5 000 statements): each font's subset starts with the same common characters
   * (STABLE_SUBSET), so documents that use nothing beyond them embed the same subset, encoded once per process
   * (subsetCache) instead of once per document (~40 % of a one-page document's time). The subsets are larger
   * (~120 glyphs a font), the documents too.
   */
  stableFontSubsets?: boolean;
};
