import { describe, expect, it } from 'vitest';
import { careTasksSearch, parseCareTasksSearch, toCareTasksQuery } from './care-tasks-search.ts';

describe('care task lists in the URL', () => {
  it('keeps valid values, drops invalid ones and the defaults', () => {
    expect(
      parseCareTasksSearch({
        scope: 'all',
        status: 'OPEN',
        overdue: 'true',
        employee: 'E-7',
        search: '  Brunner ',
        sortBy: 'DUE_DATE',
        sortOrder: 'ASC',
        page: 2,
        lang: 'fr',
      }),
    ).toEqual({ scope: 'all', status: 'OPEN', overdue: true, employee: 'E-7', search: 'Brunner', page: 2 });
    expect(parseCareTasksSearch({ scope: 'team', status: 'DONE', overdue: 'yes', page: 0 })).toEqual({});
  });

  it("asks the API with the area's default scope, lower-case order and page 3 → skip 2 × 25 = 50", () => {
    expect(toCareTasksQuery({}, 'mine')).toEqual({
      scope: 'mine',
      sortBy: 'DUE_DATE',
      sortOrder: 'asc',
      skip: 0,
      take: 25,
    });
    expect(
      toCareTasksQuery(
        { scope: 'all', overdue: true, status: 'OPEN', sortBy: 'CREATED_AT', sortOrder: 'DESC', page: 3 },
        'mine',
      ),
    ).toEqual({
      scope: 'all',
      status: 'OPEN',
      overdue: 'true',
      sortBy: 'CREATED_AT',
      sortOrder: 'desc',
      skip: 50,
      take: 25,
    });
  });

  it('goes back to page 1 when a filter changes, keeping the other params', () => {
    expect(careTasksSearch.withFilter({ page: 4, lang: 'de', scope: 'all' }, { status: 'COMPLETED' })).toEqual({
      lang: 'de',
      scope: 'all',
      status: 'COMPLETED',
    });
  });
});
