import { describe, expect, it } from 'vitest';
import { parseIssuesSearch } from './issues-search.ts';

describe('parseIssuesSearch', () => {
  it('reads a severity 1-3 as the router hands it (number or text)', () => {
    expect(parseIssuesSearch({ severity: 3 })).toEqual({ severity: 3 });
    expect(parseIssuesSearch({ severity: '1' })).toEqual({ severity: 1 });
  });

  it('drops what the list cannot filter by (severity 4-5 is not shown to tenants), and other keys', () => {
    for (const severity of [0, 4, '5', 'x', null, 2.5]) expect(parseIssuesSearch({ severity })).toEqual({});
    expect(parseIssuesSearch({ lang: 'fr' })).toEqual({});
  });
});
