// The benefits screen's URL state (decision 0068): the contract's lists as the screen's, the default months, the
// queries of the totals, the case list and the export.
import { describe, expect, it } from 'vitest';
import { BENEFITS_SORT_FIELDS as CONTRACT_SORT_FIELDS } from '../../../../src/contracts/benefits.ts';
import { CLAIM_COVERAGE_LINES } from '../../../../src/contracts/cases.ts';
import {
  BENEFITS_SORT_FIELDS,
  COVERAGE_LINES,
  exportQueryString,
  parseBenefitsSearch,
  rangeOf,
  toCasesQuery,
  toFilter,
} from './benefits-search.ts';

describe('benefits search', () => {
  it('keeps the contract lists', () => {
    expect(BENEFITS_SORT_FIELDS).toEqual(CONTRACT_SORT_FIELDS);
    expect(COVERAGE_LINES).toEqual(CLAIM_COVERAGE_LINES);
  });

  it('reads twelve months up to the current one by default, a range the wrong way round the right way round', () => {
    expect(rangeOf({}, '2026-11')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(rangeOf({ to: '2026-03' }, '2026-11')).toEqual({ from: '2025-04', to: '2026-03' });
    expect(parseBenefitsSearch({ from: '2026-05', to: '2026-02' })).toMatchObject({ from: '2026-02', to: '2026-05' });
    expect(parseBenefitsSearch({ from: '2026-13', view: 'YEAR', case: 'x', page: '2' })).toEqual({ page: 2 });
  });

  it('builds the queries: filters, sort and page; the export as a query string', () => {
    const search = parseBenefitsSearch({
      from: '2026-01',
      to: '2026-06',
      unit: 'ZH',
      line: 'KTG',
      search: 'keller',
      sortBy: 'OUTSTANDING',
      sortOrder: 'DESC',
      page: '3',
    });
    expect(toFilter(search, '2026-11')).toEqual({
      from: '2026-01',
      to: '2026-06',
      companySubunitId: 'ZH',
      coverageLine: 'KTG',
    });
    expect(toCasesQuery(search, '2026-11')).toMatchObject({
      sortBy: 'OUTSTANDING',
      sortOrder: 'DESC',
      skip: 50,
      take: 25,
    });
    expect(exportQueryString(search, '2026-11', 'CSV', 'fr')).toBe(
      'from=2026-01&to=2026-06&companySubunitId=ZH&coverageLine=KTG&search=keller&format=CSV&language=fr',
    );
  });
});
