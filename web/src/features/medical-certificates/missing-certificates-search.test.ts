import { describe, expect, it } from 'vitest';
import {
  missingCertificatesSearch,
  parseMissingCertificatesSearch,
  toMissingCertificatesQuery,
} from './missing-certificates-search.ts';

describe('the missing-certificates worklist in the URL', () => {
  it('keeps valid values, drops invalid ones and the defaults, keeps unknown keys out of the state', () => {
    expect(
      parseMissingCertificatesSearch({
        absenceType: 'ACCIDENT',
        employee: 'E-7',
        search: '  Brunner ',
        page: 3,
        sortBy: 'PERIOD_START',
        sortOrder: 'DESC',
        lang: 'fr',
      }),
    ).toEqual({ absenceType: 'ACCIDENT', employee: 'E-7', search: 'Brunner', page: 3 });
    // VACATION is no certificate type, a list of ids is refused, page 1 is the default, 0 is no page.
    expect(parseMissingCertificatesSearch({ absenceType: 'VACATION', employee: 'a,b', page: 1 })).toEqual({});
    expect(parseMissingCertificatesSearch({ search: '   ', page: 0 })).toEqual({});
    // The router reads ?search=1001 as a number: it is a personnel number, kept as text.
    expect(parseMissingCertificatesSearch({ search: 1001 })).toEqual({ search: '1001' });
  });

  it('asks the API page 3 as skip 2 × 25 = 50, take 25, with the filters under their API names', () => {
    expect(toMissingCertificatesQuery({})).toEqual({ skip: 0, take: 25 });
    expect(toMissingCertificatesQuery({ absenceType: 'SICK', employee: 'E-7', search: 'Meier', page: 3 })).toEqual({
      absenceType: 'SICK',
      employeeId: 'E-7',
      search: 'Meier',
      skip: 50,
      take: 25,
    });
  });

  it('goes back to page 1 when a filter changes and keeps the language', () => {
    expect(missingCertificatesSearch.withFilter({ page: 4, lang: 'de' }, { absenceType: 'SICK' })).toEqual({
      lang: 'de',
      absenceType: 'SICK',
    });
    expect(missingCertificatesSearch.clearFilters({ absenceType: 'SICK', search: 'x', lang: 'it' })).toEqual({
      lang: 'it',
    });
  });
});
