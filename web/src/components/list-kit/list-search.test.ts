import { describe, expect, it } from 'vitest';
import { defineListSearch, pageCount, param } from './list-search.ts';

type Search = {
  month?: string;
  search?: string;
  status?: 'OPEN' | 'CLOSED';
  from?: string;
  to?: string;
  flagged?: true;
  sortBy?: 'NAME' | 'DATE' | 'AMOUNT';
  sortOrder?: 'ASC' | 'DESC';
  page?: number;
  pageSize?: number;
};
type Sort = 'NAME' | 'DATE' | 'AMOUNT';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const list = defineListSearch<Search, Sort>({
  params: { month: param.pattern(/^\d{4}-\d{2}$/) },
  filters: {
    search: param.text(10),
    status: param.oneOf(['OPEN', 'CLOSED'] as const),
    from: param.isoDate(isDay),
    to: param.isoDate(isDay),
    flagged: param.flag,
  },
  sort: {
    fields: ['NAME', 'DATE', 'AMOUNT'],
    default: 'NAME',
    defaultOrder: 'ASC',
    descendingFirst: ['DATE', 'AMOUNT'],
  },
  pageSize: { sizes: [25, 50, 100], default: 50 },
  normalize: (state) =>
    state.from && state.to && state.to < state.from ? { ...state, from: state.to, to: state.from } : state,
});

describe('param parsers', () => {
  it('reads text back from numbers, trims, cuts and drops blanks', () => {
    expect(param.text(5)(1001)).toBe('1001');
    expect(param.text(5)('  abcdefgh ')).toBe('abcde');
    expect(param.text(5)('   ')).toBeUndefined();
    expect(param.text(5)({})).toBeUndefined();
  });

  it('refuses overlong ids and lists instead of cutting them', () => {
    expect(param.id(5)(' ZH-1 ')).toBe('ZH-1');
    expect(param.id(5)('ZH-123')).toBeUndefined();
    expect(param.id(5)('a,b')).toBeUndefined();
  });

  it('reads one of the allowed values, numbers also from their text', () => {
    expect(param.oneOf([25, 50] as const)('25')).toBe(25);
    expect(param.oneOf(['A', 'B'] as const)('C')).toBeUndefined();
  });

  it('reads flags and pages', () => {
    expect(param.flag('true')).toBe(true);
    expect(param.flag('yes')).toBeUndefined();
    expect(param.page('3')).toBe(3);
    expect(param.page(1)).toBeUndefined();
    expect(param.page(2.5)).toBeUndefined();
    expect(param.page(100_001)).toBeUndefined();
  });
});

describe('defineListSearch', () => {
  it('parses the list keys, drops invalid values and defaults, leaves the other keys out', () => {
    expect(
      list.parse({
        month: '2026-03',
        search: 42,
        status: 'GONE',
        flagged: 'true',
        sortBy: 'NAME',
        sortOrder: 'DESC',
        page: '2',
        pageSize: '50',
        lang: 'fr',
      }),
    ).toEqual({ month: '2026-03', search: '42', flagged: true, sortOrder: 'DESC', page: 2 });
  });

  it('normalises after parsing (a range the wrong way round)', () => {
    expect(list.parse({ from: '2026-05-01', to: '2026-04-01' })).toEqual({ from: '2026-04-01', to: '2026-05-01' });
  });

  it('keeps the other keys on an update and as validateSearch', () => {
    expect(list.update({ lang: 'fr', page: 3 }, { status: 'OPEN' })).toEqual({ lang: 'fr', status: 'OPEN', page: 3 });
    expect(list.validateSearch({ lang: 'it', sortBy: 'BOGUS', pageSize: 100 })).toEqual({ lang: 'it', pageSize: 100 });
  });

  it('starts again on the first page when a filter changes', () => {
    expect(list.withFilter({ page: 4, sortBy: 'DATE' }, { search: 'Meier' })).toEqual({
      search: 'Meier',
      sortBy: 'DATE',
    });
  });

  it('flips the order of the same column, starts another with the order that suits it', () => {
    expect(list.toggleSort({ page: 2 }, 'NAME')).toEqual({ sortOrder: 'DESC' });
    expect(list.toggleSort({}, 'DATE')).toEqual({ sortBy: 'DATE', sortOrder: 'DESC' });
    expect(list.toggleSort({ sortBy: 'DATE', sortOrder: 'DESC' }, 'DATE')).toEqual({ sortBy: 'DATE' });
  });

  it('clears the filters but keeps the other params, sort and page size', () => {
    expect(
      list.clearFilters({ lang: 'de', month: '2026-03', search: 'x', flagged: true, sortBy: 'DATE', pageSize: 25 }),
    ).toEqual({ lang: 'de', month: '2026-03', sortBy: 'DATE', pageSize: 25 });
    expect(list.hasActiveFilters({ month: '2026-03' })).toBe(false);
    expect(list.hasActiveFilters({ flagged: true })).toBe(true);
  });

  it('resolves defaults, aria-sort and the server paging', () => {
    expect(list.resolve({})).toEqual({ sort: 'NAME', order: 'ASC', page: 1, pageSize: 50 });
    expect(list.ariaSort({}, 'NAME')).toBe('ascending');
    expect(list.ariaSort({ sortBy: 'DATE', sortOrder: 'DESC' }, 'DATE')).toBe('descending');
    expect(list.ariaSort({}, 'DATE')).toBe('none');
    expect(list.skipTake({ page: 3, pageSize: 25 })).toEqual({ skip: 50, take: 25 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });

  it('with a fixed page size and another sort key, has no pageSize param', () => {
    const fixed = defineListSearch<{ sortField?: Sort; sortOrder?: 'ASC' | 'DESC'; page?: number }, Sort>({
      filters: {},
      sort: { key: 'sortField', fields: ['NAME', 'DATE', 'AMOUNT'], default: 'DATE', defaultOrder: 'DESC' },
      pageSize: 20,
    });
    expect(fixed.keys).toEqual(['sortField', 'sortOrder', 'page']);
    expect(fixed.parse({ sortField: 'NAME', pageSize: 100 })).toEqual({ sortField: 'NAME' });
    expect(fixed.skipTake({ page: 2 })).toEqual({ skip: 20, take: 20 });
  });
});
