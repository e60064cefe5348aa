import { describe, expect, it } from 'vitest';
import { FILTER_KEY_MAX as CONTRACT_FILTER_KEY_MAX } from '../../../../src/contracts/reports.ts';
import { defineListSearch, param } from '../../components/list-kit/index.ts';
import {
  FILTER_KEY_MAX,
  isCurrentSavedValue,
  isEmptySavedValue,
  savedFilterKey,
  savedFilterName,
  savedFilterNameMax,
  savedFilterPrefix,
  savedFiltersOf,
  savedValueOf,
  searchFromSavedValue,
} from './saved-filters.ts';

type Search = {
  scope?: 'mine' | 'all';
  search?: string;
  status?: 'OPEN' | 'DONE';
  from?: string;
  sortBy?: 'NAME' | 'DUE';
  sortOrder?: 'ASC' | 'DESC';
  page?: number;
  pageSize?: number;
};

const list = defineListSearch<Search, 'NAME' | 'DUE'>({
  params: { scope: param.oneOf(['mine', 'all'] as const) },
  filters: {
    search: param.text(50),
    status: param.oneOf(['OPEN', 'DONE'] as const),
    from: param.pattern(/^\d{4}-\d{2}-\d{2}$/),
  },
  sort: { fields: ['NAME', 'DUE'], default: 'NAME', defaultOrder: 'ASC' },
  pageSize: { sizes: [25, 50], default: 25 },
});

describe('saved filter keys', () => {
  it('names the list and the filter', () => {
    expect(savedFilterPrefix('employees')).toBe('list:employees:');
    expect(savedFilterKey('employees', '  Zürich   aktiv ')).toBe('list:employees:Zürich aktiv');
    expect(savedFilterKey('care-tasks', 'A: b')).toBe('list:care-tasks:A: b');
  });

  it('refuses a blank name, a name too long for the key and a list id that is not one', () => {
    expect(savedFilterKey('employees', '   ')).toBeUndefined();
    const max = savedFilterNameMax('employees');
    expect(max).toBe(FILTER_KEY_MAX - 'list:employees:'.length);
    expect(savedFilterKey('employees', 'x'.repeat(max))?.length).toBe(FILTER_KEY_MAX);
    expect(savedFilterKey('employees', 'x'.repeat(max + 1))).toBeUndefined();
    expect(() => savedFilterPrefix('a:b')).toThrow();
    expect(() => savedFilterPrefix('')).toThrow();
  });

  it('reads the name back, only from its own list', () => {
    expect(savedFilterName('employees', 'list:employees:Zürich: aktiv')).toBe('Zürich: aktiv');
    expect(savedFilterName('employees', 'list:absences:Zürich')).toBeUndefined();
    expect(savedFilterName('employees', 'list:employees-old:Zürich')).toBeUndefined();
    expect(savedFilterName('employees', 'list:employees:')).toBeUndefined();
    expect(savedFilterName('employees', 'report:bookings')).toBeUndefined();
  });

  it('keeps FILTER_KEY_MAX equal to the contract', () => {
    expect(FILTER_KEY_MAX).toBe(CONTRACT_FILTER_KEY_MAX);
  });

  it("lists a list's filters by name, leaving out other lists and values that are not objects", () => {
    const items = [
      { filterKey: 'list:employees:zug', value: { search: 'a' } },
      { filterKey: 'list:employees:Aarau', value: {} },
      { filterKey: 'list:employees:Ärzte', value: { search: 'b' } },
      { filterKey: 'list:absences:Bern', value: {} },
      { filterKey: 'list:employees:broken', value: 'text' },
      { filterKey: 'list:employees:list', value: [1] },
    ];
    expect(savedFiltersOf('employees', items, 'de').map((filter) => filter.name)).toEqual(['Aarau', 'Ärzte', 'zug']);
  });
});

describe('search -> saved value', () => {
  it('drops the page and keeps filters, params, sort and page size', () => {
    const value = savedValueOf(list, {
      lang: 'fr',
      scope: 'all',
      search: ' Muster ',
      status: 'OPEN',
      sortBy: 'DUE',
      sortOrder: 'DESC',
      page: 3,
      pageSize: 50,
    });
    expect(value).toEqual({
      scope: 'all',
      search: 'Muster',
      status: 'OPEN',
      sortBy: 'DUE',
      sortOrder: 'DESC',
      pageSize: 50,
    });
  });

  it('leaves out other params, invalid values and defaults', () => {
    expect(savedValueOf(list, { lang: 'de', status: 'NOPE', sortBy: 'NAME', pageSize: 25, page: 2 })).toEqual({});
    expect(isEmptySavedValue(savedValueOf(list, { page: 4 }))).toBe(true);
    expect(isEmptySavedValue(savedValueOf(list, { status: 'DONE' }))).toBe(false);
  });
});

describe('saved value -> search', () => {
  it('sets every key of the list from the value, first page, other params kept', () => {
    const current = { lang: 'it', search: 'alt', from: '2026-01-01', page: 5, sortBy: 'DUE' as const };
    expect(searchFromSavedValue(list, current, { status: 'DONE', sortOrder: 'DESC' })).toEqual({
      lang: 'it',
      status: 'DONE',
      sortOrder: 'DESC',
    });
  });

  it('ignores unknown keys, the page and invalid values', () => {
    const next = searchFromSavedValue(
      list,
      {},
      {
        status: 'OPEN',
        page: 7,
        unknown: 'x',
        lang: 'en',
        from: 'yesterday',
        pageSize: 1000,
      },
    );
    expect(next).toEqual({ status: 'OPEN' });
  });

  it('applies a value that is not an object as no filter', () => {
    expect(searchFromSavedValue(list, { status: 'OPEN', lang: 'de' }, 'text')).toEqual({ lang: 'de' });
    expect(searchFromSavedValue(list, { status: 'OPEN' }, null)).toEqual({});
    expect(searchFromSavedValue(list, { status: 'OPEN' }, ['a'])).toEqual({});
  });

  it('round-trips: saving and applying gives the search back without its page', () => {
    const search = { lang: 'de', scope: 'mine' as const, search: 'Muster', status: 'OPEN' as const, page: 2 };
    const value = JSON.parse(JSON.stringify(savedValueOf(list, search)));
    expect(searchFromSavedValue(list, { lang: 'de' }, value)).toEqual({ ...search, page: undefined });
  });

  it('tells whether the list shows a saved value now', () => {
    expect(isCurrentSavedValue(list, { status: 'OPEN', page: 3, lang: 'de' }, { status: 'OPEN' })).toBe(true);
    expect(isCurrentSavedValue(list, { status: 'OPEN', search: 'x' }, { status: 'OPEN' })).toBe(false);
    expect(isCurrentSavedValue(list, {}, { unknown: 1 })).toBe(true);
  });
});
