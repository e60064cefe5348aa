import { describe, expect, it } from 'vitest';
import {
  caseManagementsSearch,
  parseCaseManagementsSearch,
  toCaseManagementsQuery,
} from './case-managements-search.ts';

describe('case management list in the URL', () => {
  it('keeps valid values, drops invalid ones and the defaults', () => {
    expect(
      parseCaseManagementsSearch({
        status: 'ACTIVE',
        mine: 'true',
        search: '  Brunner ',
        sortBy: 'NEXT_DEADLINE',
        sortOrder: 'ASC',
        page: '2',
        lang: 'it',
      }),
    ).toEqual({ status: 'ACTIVE', mine: true, search: 'Brunner', page: 2 });
    expect(parseCaseManagementsSearch({ status: 'OPEN', mine: 'yes', sortBy: 'DUE', page: 1 })).toEqual({});
  });

  it('asks by the next deadline first; page 3 → skip 2 × 25 = 50, lower-case order', () => {
    expect(toCaseManagementsQuery({})).toEqual({ sortBy: 'NEXT_DEADLINE', sortOrder: 'asc', skip: 0, take: 25 });
    expect(
      toCaseManagementsQuery({
        status: 'NOT_ACTIVE',
        mine: true,
        search: 'Meier',
        sortBy: 'OPENED_AT',
        sortOrder: 'DESC',
        page: 3,
      }),
    ).toEqual({
      status: 'NOT_ACTIVE',
      mine: 'true',
      search: 'Meier',
      sortBy: 'OPENED_AT',
      sortOrder: 'desc',
      skip: 50,
      take: 25,
    });
  });

  it('goes back to page 1 when a filter changes and starts "opened" with the newest', () => {
    expect(caseManagementsSearch.withFilter({ page: 4, lang: 'de' }, { status: 'ACTIVE' })).toEqual({
      lang: 'de',
      status: 'ACTIVE',
    });
    expect(caseManagementsSearch.toggleSort({ page: 2 }, 'OPENED_AT')).toEqual({
      sortBy: 'OPENED_AT',
      sortOrder: 'DESC',
    });
  });
});
