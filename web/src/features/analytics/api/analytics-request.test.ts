import { describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '../../../../../src/contracts/endpoints/analytics.ts';
import { ANALYTICS_ROUTES, fileNameOf } from './analytics-request.ts';

describe('analytics requests', () => {
  it('call the contract’s method and path for every analytics endpoint', () => {
    const contract = Object.fromEntries(
      Object.entries(analyticsEndpoints).map(([name, endpoint]) => [
        name,
        { method: endpoint.method, path: endpoint.path },
      ]),
    );
    expect(ANALYTICS_ROUTES).toEqual(contract);
  });

  it('read the export’s file name from Content-Disposition (the UTF-8 name first)', () => {
    expect(fileNameOf('attachment; filename="absenzquote.xlsx"', 'x.xlsx')).toBe('absenzquote.xlsx');
    expect(
      fileNameOf(`attachment; filename="Absenzquote_2026.csv"; filename*=UTF-8''Absenzquote%20Z%C3%BCrich.csv`, 'x'),
    ).toBe('Absenzquote Zürich.csv');
    expect(fileNameOf(null, 'absence-rate-2026-01-2026-03.xlsx')).toBe('absence-rate-2026-01-2026-03.xlsx');
    expect(fileNameOf('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});
