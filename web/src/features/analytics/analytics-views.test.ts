import { describe, expect, it } from 'vitest';
import type { AnalyticsView } from '../../../../src/contracts/analytics.ts';
import {
  defaultView,
  isNameTaken,
  normalizeViewName,
  searchFromView,
  viewFromSearch,
  viewMonths,
  withDefaultView,
  withoutView,
  withRenamedView,
  withSavedView,
} from './analytics-views.ts';

const TODAY = '2026-11-29';
const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';
const ID_C = '00000000-0000-4000-8000-00000000000c';

describe('a view of the screen state', () => {
  it('without a range of its own is relative (the last 12 complete months whenever opened)', () => {
    const view = viewFromSearch({ dimension: 'COMPANY_SUBUNIT', subunits: 'zh' }, TODAY, {
      viewId: ID_A,
      name: '  Zürich   by subunit ',
    });
    expect(view).toEqual({
      viewId: ID_A,
      name: 'Zürich by subunit',
      kind: 'absence-rate',
      chartType: 'LINE',
      query: {
        from: '2025-11',
        to: '2026-10',
        unit: 'MONTH',
        dimension: 'COMPANY_SUBUNIT',
        companySubunitIds: ['zh'],
        processingGroupIds: [],
        employmentTypes: [],
        categories: ['SICKNESS', 'ACCIDENT', 'OTHER'],
      },
      relativeMonths: 12,
      isDefault: false,
    });
    // Opened a month later, it shows the months before that day.
    expect(searchFromView(view, '2026-12-15')).toEqual({ view: ID_A, dimension: 'COMPANY_SUBUNIT', subunits: 'zh' });
  });

  it('with a fixed range and as-of date keeps them; the duration tab is a duration view', () => {
    const search = {
      tab: 'duration' as const,
      from: '2026-01',
      to: '2026-06',
      unit: 'QUARTER' as const,
      categories: 'SICKNESS',
      asOf: '2026-07-31',
    };
    const view = viewFromSearch(search, TODAY, { viewId: ID_B, name: 'H1', isDefault: true });
    expect(view.kind).toBe('absence-duration');
    expect(view.relativeMonths).toBeNull();
    expect(view.query).toMatchObject({ from: '2026-01', to: '2026-06', asOf: '2026-07-31', categories: ['SICKNESS'] });
    expect(viewMonths(view)).toBe(6);
    expect(searchFromView(view, TODAY)).toEqual({ ...search, view: ID_B });
  });

  it('a relative view of other than 12 months opens with its months before the as-of date or today', () => {
    const view: AnalyticsView = {
      ...viewFromSearch({}, TODAY, { viewId: ID_C, name: 'Last 3' }),
      relativeMonths: 3,
    };
    expect(searchFromView(view, TODAY)).toEqual({ view: ID_C, from: '2026-08', to: '2026-10' });
    expect(viewMonths(view)).toBe(3);
  });
});

describe('changes of the list', () => {
  const a = viewFromSearch({}, TODAY, { viewId: ID_A, name: 'Alpha', isDefault: true });
  const b = viewFromSearch({ unit: 'YEAR' }, TODAY, { viewId: ID_B, name: 'Beta' });

  it('saving under an existing name (any case) replaces that view, keeping its id and default mark', () => {
    const replacement = viewFromSearch({ unit: 'QUARTER' }, TODAY, { viewId: ID_C, name: 'ALPHA' });
    const next = withSavedView([a, b], replacement);
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ viewId: ID_A, name: 'ALPHA', isDefault: true, query: { unit: 'QUARTER' } });
    expect(withSavedView([a], b).map((view) => view.viewId)).toEqual([ID_A, ID_B]);
  });

  it('renames, moves the default, removes it, deletes', () => {
    expect(withRenamedView([a, b], ID_B, ' Gamma ')[1]?.name).toBe('Gamma');
    expect(withDefaultView([a, b], ID_B).map((view) => view.isDefault)).toEqual([false, true]);
    expect(withDefaultView([a, b], null).some((view) => view.isDefault)).toBe(false);
    expect(defaultView([a, b])?.viewId).toBe(ID_A);
    expect(defaultView([b])).toBeUndefined();
    expect(withoutView([a, b], ID_A)).toEqual([b]);
  });

  it('tells a taken name, not counting the view being renamed', () => {
    expect(isNameTaken([a, b], 'beta')).toBe(true);
    expect(isNameTaken([a, b], 'Beta', ID_B)).toBe(false);
    expect(isNameTaken([a, b], 'Delta')).toBe(false);
    expect(normalizeViewName('x'.repeat(120))).toHaveLength(100);
  });
});
