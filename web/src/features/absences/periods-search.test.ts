import { describe, expect, it } from 'vitest';
import {
  ABSENCE_PERIOD_COLOR_MARKS as CONTRACT_MARKS,
  ABSENCE_PERIOD_SORT_FIELDS as CONTRACT_SORT_FIELDS,
} from '../../../../src/contracts/absence-periods.ts';
import {
  ACCIDENT_TYPES as DOMAIN_ACCIDENT_TYPES,
  ABSENCE_TYPES as DOMAIN_TYPES,
} from '../../../../src/domain/sick-pay/types.ts';
import {
  ABSENCE_PERIOD_COLOR_MARKS,
  ABSENCE_PERIOD_SORT_FIELDS,
  ABSENCE_TYPES,
  ACCIDENT_TYPES,
  ariaSort,
  clearFilters,
  hasActiveFilters,
  parseAbsencesSearch,
  toggleSort,
  toPeriodsQuery,
  withFilter,
} from './periods-search.ts';

describe('absences search params', () => {
  it('has the contract lists (kept here so the router does not load the schemas)', () => {
    expect(ABSENCE_TYPES).toEqual(DOMAIN_TYPES);
    expect(ACCIDENT_TYPES).toEqual(DOMAIN_ACCIDENT_TYPES);
    expect(ABSENCE_PERIOD_COLOR_MARKS).toEqual(CONTRACT_MARKS);
    expect(ABSENCE_PERIOD_SORT_FIELDS).toEqual(CONTRACT_SORT_FIELDS);
  });

  it('keeps valid values, drops invalid ones and defaults', () => {
    expect(
      parseAbsencesSearch({
        search: 1001,
        from: '2026-03-01',
        to: 'soon',
        type: 'SICK',
        colorMark: 'PINK',
        hasIssues: 'true',
        sortField: 'START_DATE',
        sortOrder: 'ASC',
        page: '3',
        pageSize: 50,
        lang: 'fr',
      }),
    ).toEqual({ search: '1001', from: '2026-03-01', type: 'SICK', hasIssues: true, sortOrder: 'ASC', page: 3 });
  });

  it('reads a range given the wrong way round the right way round', () => {
    expect(parseAbsencesSearch({ from: '2026-03-31', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('builds the server query: filters, sort, paging; issues only with the permission', () => {
    const search = parseAbsencesSearch({
      search: 'Meier',
      type: 'ACCIDENT',
      colorMark: 'GREEN',
      hasIssues: true,
      page: 2,
    });
    expect(toPeriodsQuery(search, true)).toEqual({
      search: 'Meier',
      absenceType: 'ACCIDENT',
      colorMark: 'GREEN',
      include: 'issues',
      hasIssues: 'true',
      sortField: 'START_DATE',
      sortOrder: 'DESC',
      skip: 50,
      take: 50,
    });
    const withoutIssues = toPeriodsQuery(search, false);
    expect(withoutIssues).not.toHaveProperty('include');
    expect(withoutIssues).not.toHaveProperty('hasIssues');
  });

  it('a filter change starts on page 1 and keeps other params', () => {
    expect(withFilter({ page: 4, lang: 'de' }, { type: 'VACATION' })).toEqual({ lang: 'de', type: 'VACATION' });
    expect(hasActiveFilters({ type: 'VACATION' })).toBe(true);
    expect(hasActiveFilters({ page: 2, sortOrder: 'ASC' })).toBe(false);
    expect(clearFilters({ type: 'SICK', search: 'x', pageSize: 25, page: 3 })).toEqual({ pageSize: 25 });
  });

  it('sorts dates newest first and names A to Z at the first click, flips at the second', () => {
    const byName = toggleSort({}, 'LAST_NAME');
    expect(byName).toEqual({ sortField: 'LAST_NAME', sortOrder: 'ASC' });
    expect(toggleSort(byName, 'LAST_NAME')).toEqual({ sortField: 'LAST_NAME' });
    expect(toggleSort(byName, 'START_DATE')).toEqual({});
    expect(ariaSort({}, 'START_DATE')).toBe('descending');
    expect(ariaSort({}, 'LAST_NAME')).toBe('none');
  });
});
