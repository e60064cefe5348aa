// The excerpt of a confidential note in the case manager's journal (decision 0070): the first characters with the
// whitespace collapsed (line breaks become spaces), cut at the last word boundary before the limit and marked with
// "…" when the note goes on. Pure: no database, no clock.

/** Raw characters the database sends for an excerpt of `limit` (whitespace collapses, so more than the limit). */
export function excerptSourceLength(limit: number): number {
  return limit * 2;
}

/**
 * The excerpt of `text` (the note, or its first `excerptSourceLength` characters with `continues` when the note is
 * longer) and whether the note was cut. `limit` counts characters (code points) of the excerpt without "…".
 */
export function noteExcerpt(text: string, limit: number, continues = false): { excerpt: string; isTruncated: boolean } {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= limit) {
    return continues ? { excerpt: `${flat}…`, isTruncated: true } : { excerpt: flat, isTruncated: false };
  }
  const head = characters.slice(0, limit).join('');
  // At the last space when that keeps at least half of the excerpt; a long word without spaces is cut where it is.
  const space = head.lastIndexOf(' ');
  const cut = space >= limit / 2 ? head.slice(0, space) : head;
  return { excerpt: `${cut.replace(/[\s,;:.–-]+$/u, '')}…`, isTruncated: true };
}
