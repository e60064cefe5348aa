// The journal's excerpt of a note (decision 0070) with worked examples.
import { describe, expect, it } from 'vitest';
import { excerptSourceLength, noteExcerpt } from './excerpt.ts';

describe('noteExcerpt', () => {
  it('a short note is shown whole, its line breaks and runs of spaces collapsed', () => {
    expect(noteExcerpt('  Call with Dr. Meier.\n\nPhysio   twice a week. ', 240)).toEqual({
      excerpt: 'Call with Dr. Meier. Physio twice a week.',
      isTruncated: false,
    });
  });

  it('exactly the limit is not cut', () => {
    // 10 characters, limit 10.
    expect(noteExcerpt('abcde fghi', 10)).toEqual({ excerpt: 'abcde fghi', isTruncated: false });
  });

  it('a longer note is cut at the last word before the limit, with "…"', () => {
    // "Rückkehr ab 01.08. zu 50 %" — limit 20: the first 20 characters are "Rückkehr ab 01.08. z"; the last space is at
    // index 18 (>= 10, half the limit), so the excerpt is "Rückkehr ab 01.08." without the trailing dot + "…".
    expect(noteExcerpt('Rückkehr ab 01.08. zu 50 %', 20)).toEqual({
      excerpt: 'Rückkehr ab 01.08…',
      isTruncated: true,
    });
  });

  it('a long word without spaces is cut hard at the limit', () => {
    expect(noteExcerpt('x'.repeat(30), 12)).toEqual({ excerpt: `${'x'.repeat(12)}…`, isTruncated: true });
  });

  it('counts characters, not UTF-16 units: an emoji is one', () => {
    // 5 emoji + " ok" = 8 characters, limit 8: whole.
    expect(noteExcerpt('😀😀😀😀😀 ok', 8).isTruncated).toBe(false);
  });

  it('a note longer than what the database sent is marked cut even when the sent part fits', () => {
    // The database sends 2 × 240 = 480 raw characters; 480 spaces collapse to nothing, the note goes on.
    expect(excerptSourceLength(240)).toBe(480);
    expect(noteExcerpt(`Start${' '.repeat(475)}`, 240, true)).toEqual({ excerpt: 'Start…', isTruncated: true });
  });
});
