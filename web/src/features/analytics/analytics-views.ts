// The user's saved analytics views (spec section 3; GET/PATCH /api/analytics/analytics-view), pure: a view from the
// screen's state and back, and the changes of the list the menu makes (save, rename, set default, delete). The
// whole list goes to the server with the revision it was read at (a stale one: 409, the menu reloads).
import type { AnalyticsView } from '../../../../src/contracts/analytics.ts';
import {
  type AnalyticsSearch,
  DEFAULT_RANGE_MONTHS,
  lastCompleteMonths,
  monthsBetween,
  parseAnalyticsSearch,
  tabOf,
  toAnalyticsQuery,
} from './analytics-search.ts';

/** The view's name as saved: trimmed, inner blanks collapsed, at most 100 characters. */
export function normalizeViewName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, 100);
}

/**
 * The current state as a view. Without a range of its own (the default) the view is relative: the last 12 complete
 * months whenever it is opened; a fixed as-of date is kept, "today" is not.
 */
export function viewFromSearch(
  search: AnalyticsSearch,
  today: string,
  view: { viewId: string; name: string; isDefault?: boolean },
): AnalyticsView {
  const query = toAnalyticsQuery(search, today);
  const isRelative = !(search.from && search.to);
  return {
    viewId: view.viewId,
    name: normalizeViewName(view.name),
    kind: tabOf(search) === 'duration' ? 'absence-duration' : 'absence-rate',
    chartType: 'LINE',
    query,
    relativeMonths: isRelative ? DEFAULT_RANGE_MONTHS : null,
    isDefault: view.isDefault ?? false,
  };
}

/** The screen's state of a view (the view's id kept, so the menu shows it as open). */
export function searchFromView(view: AnalyticsView, today: string): AnalyticsSearch {
  const { query } = view;
  const asOf = query.asOf && query.asOf < today ? query.asOf : undefined;
  let range: { from?: string; to?: string } = { from: query.from, to: query.to };
  if (view.relativeMonths !== null) {
    range =
      view.relativeMonths === DEFAULT_RANGE_MONTHS
        ? {}
        : lastCompleteMonths(asOf ?? today, Math.min(view.relativeMonths, 60));
  }
  return parseAnalyticsSearch({
    tab: view.kind === 'absence-duration' ? 'duration' : undefined,
    view: view.viewId,
    ...range,
    unit: query.unit,
    dimension: query.dimension ?? undefined,
    subunits: query.companySubunitIds.join(','),
    groups: query.processingGroupIds.join(','),
    types: query.employmentTypes.join(','),
    categories: query.categories.join(','),
    asOf,
  });
}

/** Saves a view under its name: one of the same name (any case) is replaced, keeping its id and default mark. */
export function withSavedView(views: readonly AnalyticsView[], view: AnalyticsView): AnalyticsView[] {
  const same = views.find((existing) => existing.name.toLocaleLowerCase() === view.name.toLocaleLowerCase());
  if (!same) return [...views, view];
  return views.map((existing) =>
    existing === same ? { ...view, viewId: same.viewId, isDefault: same.isDefault } : existing,
  );
}

export function withRenamedView(views: readonly AnalyticsView[], viewId: string, name: string): AnalyticsView[] {
  return views.map((view) => (view.viewId === viewId ? { ...view, name: normalizeViewName(name) } : view));
}

/** Marks one view as the default (the others lose the mark); `null` removes the default. */
export function withDefaultView(views: readonly AnalyticsView[], viewId: string | null): AnalyticsView[] {
  return views.map((view) => ({ ...view, isDefault: view.viewId === viewId }));
}

export function withoutView(views: readonly AnalyticsView[], viewId: string): AnalyticsView[] {
  return views.filter((view) => view.viewId !== viewId);
}

/** Whether another view already has the name (the rename field says so before saving). */
export function isNameTaken(views: readonly AnalyticsView[], name: string, exceptViewId?: string): boolean {
  const wanted = normalizeViewName(name).toLocaleLowerCase();
  return views.some((view) => view.viewId !== exceptViewId && view.name.toLocaleLowerCase() === wanted);
}

/** The default view, opened when the area is opened without any state in the URL. */
export function defaultView(views: readonly AnalyticsView[]): AnalyticsView | undefined {
  return views.find((view) => view.isDefault);
}

/** A saved range in months (for the menu's second line): relative views say "last N months". */
export function viewMonths(view: AnalyticsView): number {
  return view.relativeMonths ?? monthsBetween(view.query.from, view.query.to);
}
