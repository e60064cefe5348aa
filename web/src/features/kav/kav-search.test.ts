// The KAV screen's URL state (decision 0069): the web's copies of the contract's lists stay equal to it, and the URL
// turns into the two lists' queries.
import { describe, expect, it } from 'vitest';
import { KAV_ABSENCE_BASES, KAV_COMPLETENESS_SORT_FIELDS, KAV_REQUIRED_FIELDS } from '../../../../src/contracts/kav.ts';
import {
  KAV_BASES,
  KAV_FIELDS,
  KAV_SORTS,
  parseKavSearch,
  toAbsencesQuery,
  toCompletenessQuery,
  withAbsences,
} from './kav-search.ts';

describe('kav search', () => {
  it('keeps the contract lists', () => {
    expect(KAV_FIELDS).toEqual(KAV_REQUIRED_FIELDS);
    expect(KAV_SORTS).toEqual(KAV_COMPLETENESS_SORT_FIELDS);
    expect(KAV_BASES).toEqual(KAV_ABSENCE_BASES);
  });

  it('reads the URL into both queries and drops what is not valid', () => {
    const search = parseKavSearch({
      search: ' Bieri ',
      missing: 'wageTypes',
      sortBy: 'MISSING_COUNT',
      page: '3',
      month: '2026-03',
      basis: 'HOURS',
      apage: 2,
      lang: 'fr',
    });
    // Page 3 of 25: skip 50; absences page 2 of 25: skip 25.
    expect(toCompletenessQuery(search)).toEqual({
      search: 'Bieri',
      missingField: 'wageTypes',
      sortBy: 'MISSING_COUNT',
      skip: 50,
      take: 25,
    });
    expect(toAbsencesQuery(search, '2026-11-29')).toEqual({ month: '2026-03', basis: 'HOURS', skip: 25, take: 25 });
    const bad = parseKavSearch({ missing: 'shoeSize', month: '2026-13', basis: 'DAILY', apage: '0' });
    expect(toAbsencesQuery(bad, '2026-11-29')).toEqual({ month: '2026-11', basis: 'any', skip: 0, take: 25 });
    expect(toCompletenessQuery(bad)).toEqual({ sortBy: 'LAST_NAME', skip: 0, take: 25 });
  });

  it('starts the absences on their first page when the month or basis changes; the current month leaves the URL', () => {
    const search = { month: '2026-03', apage: 4, page: 2, lang: 'de' } as Parameters<typeof withAbsences>[0];
    expect(withAbsences(search, { basis: 'PERCENTAGE' }, '2026-11-29')).toEqual({
      month: '2026-03',
      basis: 'PERCENTAGE',
      page: 2,
      lang: 'de',
    });
    expect(withAbsences(search, { month: '2026-11' }, '2026-11-29')).toEqual({ page: 2, lang: 'de' });
  });
});
