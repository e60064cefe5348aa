import { describe, expect, it } from 'vitest';
import { parseReportsSearch, reportsSearch, searchForTab, tabOf, toReportsQuery } from './reports-search.ts';

describe('reports search', () => {
  it('reads the tab; generate is the default and left out', () => {
    expect(parseReportsSearch({})).toEqual({});
    expect(parseReportsSearch({ tab: 'generate' })).toEqual({});
    expect(parseReportsSearch({ tab: 'history' })).toEqual({ tab: 'history' });
    expect(parseReportsSearch({ tab: 'schedules' })).toEqual({ tab: 'schedules' });
    expect(parseReportsSearch({ tab: 'nonsense' })).toEqual({});
    expect(tabOf({})).toBe('generate');
    expect(tabOf({ tab: 'schedules' })).toBe('schedules');
  });

  it('keeps the page for the history only, and only a valid one', () => {
    expect(parseReportsSearch({ tab: 'history', page: '3' })).toEqual({ tab: 'history', page: 3 });
    expect(parseReportsSearch({ tab: 'history', page: 1 })).toEqual({ tab: 'history' });
    expect(parseReportsSearch({ tab: 'history', page: '-2' })).toEqual({ tab: 'history' });
    expect(parseReportsSearch({ tab: 'schedules', page: 3 })).toEqual({ tab: 'schedules' });
    expect(parseReportsSearch({ page: 3 })).toEqual({});
  });

  it('switches tabs, keeping other params and starting the history on page 1', () => {
    expect(searchForTab({ tab: 'history', page: 4 }, 'schedules')).toEqual({ tab: 'schedules' });
    expect(searchForTab({ tab: 'history', page: 4 }, 'generate')).toEqual({});
    expect(searchForTab({}, 'history')).toEqual({ tab: 'history' });
    expect(reportsSearch.update({ lang: 'fr', tab: 'history' }, { page: 2 })).toEqual({
      lang: 'fr',
      tab: 'history',
      page: 2,
    });
  });

  it('pages the history 20 at a time', () => {
    expect(toReportsQuery({ tab: 'history' })).toEqual({ skip: 0, take: 20 });
    expect(toReportsQuery({ tab: 'history', page: 3 })).toEqual({ skip: 40, take: 20 });
  });
});
