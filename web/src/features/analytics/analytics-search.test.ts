import { describe, expect, it } from 'vitest';
import {
  addMonths,
  analyticsSearch,
  lastCompleteMonths,
  listOf,
  monthsBetween,
  parseAnalyticsSearch,
  rangeOf,
  searchForTab,
  toAnalyticsQuery,
  withFilters,
} from './analytics-search.ts';

const TODAY = '2026-11-29';
const VIEW_ID = '0b7c7f2e-4a5b-4c1d-9e8f-123456789abc';

describe('analytics search: parsing the URL', () => {
  it('leaves the defaults out: rate tab, month, no breakdown, all categories, today', () => {
    expect(parseAnalyticsSearch({})).toEqual({});
    expect(parseAnalyticsSearch({ tab: 'rate', unit: 'MONTH', categories: 'SICKNESS,ACCIDENT,OTHER' })).toEqual({});
  });

  it('keeps valid values and drops invalid ones', () => {
    expect(
      parseAnalyticsSearch({
        tab: 'duration',
        view: VIEW_ID,
        from: '2026-01',
        to: '2026-06',
        unit: 'QUARTER',
        dimension: 'COMPANY_SUBUNIT',
        asOf: '2026-06-30',
      }),
    ).toEqual({
      tab: 'duration',
      view: VIEW_ID,
      from: '2026-01',
      to: '2026-06',
      unit: 'QUARTER',
      dimension: 'COMPANY_SUBUNIT',
      asOf: '2026-06-30',
    });
    expect(
      parseAnalyticsSearch({ tab: 'pie', view: 'not-a-uuid', unit: 'WEEK', dimension: 'CANTON', asOf: '2026-02-30' }),
    ).toEqual({});
  });

  it('reads the lists as comma lists or arrays, once each; enum lists in the contract order, all = no filter', () => {
    expect(parseAnalyticsSearch({ subunits: 'zh, be,zh', groups: ['g1', 'g2,g3'] })).toEqual({
      subunits: 'zh,be',
      groups: 'g1,g2,g3',
    });
    expect(parseAnalyticsSearch({ types: 'TEMPORARY,UNKNOWN' })).toEqual({ types: 'TEMPORARY' });
    expect(parseAnalyticsSearch({ types: 'TEMPORARY,PERMANENT' })).toEqual({});
    expect(parseAnalyticsSearch({ categories: 'OTHER,SICKNESS' })).toEqual({ categories: 'SICKNESS,OTHER' });
    expect(parseAnalyticsSearch({ categories: 'VACATION' })).toEqual({});
    expect(listOf(undefined)).toEqual([]);
    expect(listOf(42)).toEqual(['42']);
  });

  it('drops a range with one end only, the wrong way round or longer than 60 months', () => {
    expect(parseAnalyticsSearch({ from: '2026-01' })).toEqual({});
    expect(parseAnalyticsSearch({ from: '2026-06', to: '2026-01' })).toEqual({});
    // 2021-01..2025-12 = 5 × 12 = 60 months: allowed; one month more is not.
    expect(parseAnalyticsSearch({ from: '2021-01', to: '2025-12' })).toEqual({ from: '2021-01', to: '2025-12' });
    expect(parseAnalyticsSearch({ from: '2020-12', to: '2025-12' })).toEqual({});
  });

  it('keeps other params (lang) on update and has no page', () => {
    expect(analyticsSearch.update({ lang: 'it' }, { unit: 'YEAR' })).toEqual({ lang: 'it', unit: 'YEAR' });
    expect(parseAnalyticsSearch({ page: 3 })).toEqual({});
  });
});

describe('analytics search: months', () => {
  it('counts and moves months across years', () => {
    expect(monthsBetween('2026-01', '2026-03')).toBe(3);
    expect(monthsBetween('2025-11', '2026-02')).toBe(4);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
  });

  it('the default range is the last 12 complete months before today', () => {
    // On 29 November 2026 the last complete month is October 2026; 12 months back from it: November 2025.
    expect(lastCompleteMonths(TODAY)).toEqual({ from: '2025-11', to: '2026-10' });
    // On the 1st the month just begun is not complete either.
    expect(lastCompleteMonths('2026-01-01')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(lastCompleteMonths(TODAY, 2)).toEqual({ from: '2026-09', to: '2026-10' });
    expect(rangeOf({}, TODAY)).toEqual({ from: '2025-11', to: '2026-10' });
    expect(rangeOf({ from: '2026-01', to: '2026-03' }, TODAY)).toEqual({ from: '2026-01', to: '2026-03' });
  });
});

describe('analytics search: the query of the state', () => {
  it('fills the defaults', () => {
    expect(toAnalyticsQuery({}, TODAY)).toEqual({
      from: '2025-11',
      to: '2026-10',
      unit: 'MONTH',
      dimension: null,
      companySubunitIds: [],
      processingGroupIds: [],
      employmentTypes: [],
      categories: ['SICKNESS', 'ACCIDENT', 'OTHER'],
    });
  });

  it('passes the filters as lists', () => {
    const query = toAnalyticsQuery(
      {
        from: '2026-01',
        to: '2026-06',
        unit: 'QUARTER',
        dimension: 'PROCESSING_GROUP',
        subunits: 'zh,be',
        groups: 'g1',
        types: 'TEMPORARY',
        categories: 'SICKNESS',
      },
      TODAY,
    );
    expect(query).toMatchObject({
      from: '2026-01',
      to: '2026-06',
      unit: 'QUARTER',
      dimension: 'PROCESSING_GROUP',
      companySubunitIds: ['zh', 'be'],
      processingGroupIds: ['g1'],
      employmentTypes: ['TEMPORARY'],
      categories: ['SICKNESS'],
    });
    expect(query).not.toHaveProperty('asOf');
  });

  it('sends an as-of date before today; the default range then ends before its month, a range past it is cut', () => {
    // As of 15 June 2026: the last complete month is May 2026, 12 back: June 2025.
    expect(toAnalyticsQuery({ asOf: '2026-06-15' }, TODAY)).toMatchObject({
      from: '2025-06',
      to: '2026-05',
      asOf: '2026-06-15',
    });
    // A range up to October as of 15 June ends in June (the server refuses a start after asOf).
    expect(toAnalyticsQuery({ from: '2026-01', to: '2026-10', asOf: '2026-06-15' }, TODAY)).toMatchObject({
      from: '2026-01',
      to: '2026-06',
    });
    expect(toAnalyticsQuery({ from: '2026-08', to: '2026-10', asOf: '2026-06-15' }, TODAY)).toMatchObject({
      from: '2026-06',
      to: '2026-06',
    });
  });

  it('ignores an as-of date of today or later (an old link): the server takes today', () => {
    expect(toAnalyticsQuery({ asOf: TODAY }, TODAY)).not.toHaveProperty('asOf');
    expect(toAnalyticsQuery({ asOf: '2027-01-01' }, TODAY)).not.toHaveProperty('asOf');
  });
});

describe('analytics search: changes', () => {
  it('a filter change forgets the opened view and keeps the tab', () => {
    expect(withFilters({ tab: 'duration', view: VIEW_ID, unit: 'YEAR' }, { dimension: 'EMPLOYMENT_TYPE' })).toEqual({
      tab: 'duration',
      unit: 'YEAR',
      dimension: 'EMPLOYMENT_TYPE',
    });
    expect(withFilters({ unit: 'YEAR' }, { unit: undefined })).toEqual({});
  });

  it('switches tabs keeping the filters', () => {
    expect(searchForTab({ unit: 'YEAR' }, 'duration')).toEqual({ unit: 'YEAR', tab: 'duration' });
    expect(searchForTab({ unit: 'YEAR', tab: 'duration' }, 'rate')).toEqual({ unit: 'YEAR' });
  });
});
