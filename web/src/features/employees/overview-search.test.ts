import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  clearFilters,
  hasActiveFilters,
  pageCount,
  parseEmployeesSearch,
  toEmployeesQuery,
  toggleSort,
  updateEmployeesSearch,
  withFilter,
} from './overview-search.ts';

describe('parseEmployeesSearch: URL -> state', () => {
  it('is empty for an empty URL (all defaults)', () => {
    expect(parseEmployeesSearch({})).toEqual({});
  });

  it('reads every param', () => {
    expect(
      parseEmployeesSearch({
        search: 'Müller',
        subunit: 'ZH-HQ',
        processingGroup: 'MONTHLY-CH',
        activeOn: '2026-03-31',
        sortBy: 'PERSONNEL_NUMBER',
        sortOrder: 'DESC',
        page: 3,
        pageSize: 100,
      }),
    ).toEqual({
      search: 'Müller',
      subunit: 'ZH-HQ',
      processingGroup: 'MONTHLY-CH',
      activeOn: '2026-03-31',
      sortBy: 'PERSONNEL_NUMBER',
      sortOrder: 'DESC',
      page: 3,
      pageSize: 100,
    });
  });

  it('reads numbers the router parsed from JSON-looking values back as text', () => {
    expect(parseEmployeesSearch({ search: 10042, subunit: 7 })).toEqual({ search: '10042', subunit: '7' });
  });

  it('accepts page and page size given as text', () => {
    expect(parseEmployeesSearch({ page: '2', pageSize: '25' })).toEqual({ page: 2, pageSize: 25 });
  });

  it('drops defaults so the URL stays short', () => {
    expect(parseEmployeesSearch({ sortBy: 'LAST_NAME', sortOrder: 'ASC', page: 1, pageSize: 50 })).toEqual({});
  });

  it('drops invalid values instead of failing', () => {
    expect(
      parseEmployeesSearch({
        search: '   ',
        activeOn: '2026-02-30',
        sortBy: 'SALARY',
        sortOrder: 'UP',
        page: -4,
        pageSize: 1000,
      }),
    ).toEqual({});
    expect(parseEmployeesSearch({ page: 2.5, activeOn: '31.03.2026' })).toEqual({});
  });

  it('trims text and cuts overlong input', () => {
    expect(parseEmployeesSearch({ search: '  Anna  ' })).toEqual({ search: 'Anna' });
    expect(parseEmployeesSearch({ search: 'x'.repeat(500) }).search).toHaveLength(200);
    expect(parseEmployeesSearch({ subunit: 'y'.repeat(500) }).subunit).toHaveLength(100);
  });
});

describe('toEmployeesQuery: state -> employeesQuery', () => {
  it('asks for the first page sorted by last name by default', () => {
    expect(toEmployeesQuery({})).toEqual({ sortBy: 'LAST_NAME', sortOrder: 'ASC', skip: 0, take: 50 });
  });

  it('maps filters to the contract names and pages to skip/take', () => {
    expect(
      toEmployeesQuery({
        search: 'Anna',
        subunit: 'ZH-HQ',
        processingGroup: 'MONTHLY-CH',
        activeOn: '2026-01-31',
        sortBy: 'FIRST_NAME',
        sortOrder: 'DESC',
        page: 4,
        pageSize: 25,
      }),
    ).toEqual({
      search: 'Anna',
      companySubunitId: 'ZH-HQ',
      processingGroupId: 'MONTHLY-CH',
      activeOn: '2026-01-31',
      sortBy: 'FIRST_NAME',
      sortOrder: 'DESC',
      skip: 75,
      take: 25,
    });
  });

  it('round-trips: URL -> state -> query for a reloaded link', () => {
    const state = parseEmployeesSearch({ search: 'Meier', page: '3', pageSize: '100', sortBy: 'PERSONNEL_NUMBER' });
    expect(toEmployeesQuery(state)).toEqual({
      search: 'Meier',
      sortBy: 'PERSONNEL_NUMBER',
      sortOrder: 'ASC',
      skip: 200,
      take: 100,
    });
  });
});

describe('changes of the URL state', () => {
  it('keeps other params such as lang', () => {
    expect(updateEmployeesSearch({ lang: 'fr', page: 2 }, { page: 3 })).toEqual({ lang: 'fr', page: 3 });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ page: 7, pageSize: 100, lang: 'de' }, { search: 'Anna' })).toEqual({
      search: 'Anna',
      pageSize: 100,
      lang: 'de',
    });
    expect(withFilter({ search: 'Anna', page: 2 }, { search: undefined })).toEqual({});
  });

  it('sorts ascending by a new column and flips the order on the same column', () => {
    const byNumber = toggleSort({ page: 3 }, 'PERSONNEL_NUMBER');
    expect(byNumber).toEqual({ sortBy: 'PERSONNEL_NUMBER' });
    expect(toggleSort(byNumber, 'PERSONNEL_NUMBER')).toEqual({ sortBy: 'PERSONNEL_NUMBER', sortOrder: 'DESC' });
    // The default column (last name) flips too; back to ascending is the default again.
    expect(toggleSort({}, 'LAST_NAME')).toEqual({ sortOrder: 'DESC' });
    expect(toggleSort({ sortOrder: 'DESC' }, 'LAST_NAME')).toEqual({});
  });

  it('reports the sort per column for aria-sort', () => {
    expect(ariaSort({}, 'LAST_NAME')).toBe('ascending');
    expect(ariaSort({}, 'FIRST_NAME')).toBe('none');
    expect(ariaSort({ sortBy: 'FIRST_NAME', sortOrder: 'DESC' }, 'FIRST_NAME')).toBe('descending');
  });

  it('clears search and filters but keeps sort, page size and lang', () => {
    const state = {
      search: 'x',
      subunit: 'A',
      processingGroup: 'B',
      activeOn: '2026-01-01',
      sortBy: 'FIRST_NAME' as const,
      page: 4,
      pageSize: 25 as const,
      lang: 'it',
    };
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = clearFilters(state);
    expect(cleared).toEqual({ sortBy: 'FIRST_NAME', pageSize: 25, lang: 'it' });
    expect(hasActiveFilters(cleared)).toBe(false);
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(50_000, 25)).toBe(2000);
    expect(pageCount(1234, 100)).toBe(13);
  });
});
