import { describe, expect, it } from 'vitest';
import { fileNameOf } from './analytics-request.ts';

describe('the export download', () => {
  it('reads the file name from Content-Disposition (the UTF-8 name first)', () => {
    expect(fileNameOf('attachment; filename="absenzquote.xlsx"', 'x.xlsx')).toBe('absenzquote.xlsx');
    expect(
      fileNameOf(`attachment; filename="Absenzquote_2026.csv"; filename*=UTF-8''Absenzquote%20Z%C3%BCrich.csv`, 'x'),
    ).toBe('Absenzquote Zürich.csv');
    expect(fileNameOf(null, 'absence-rate-2026-01-2026-03.xlsx')).toBe('absence-rate-2026-01-2026-03.xlsx');
    expect(fileNameOf('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});
