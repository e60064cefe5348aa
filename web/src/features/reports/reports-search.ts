// The reports area's state in the URL (issue 31; decision 0058 "Screens"): the tab (generate, the default, left out;
// history; schedules) and the history's page. Pure functions on the list kit: URL search params <-> state; unknown
// keys (the root's `lang`) are kept, invalid values dropped.
import { defineListSearch, param } from '../../components/list-kit/list-search.ts';

export const REPORT_TABS = ['generate', 'history', 'schedules'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORTS_PAGE_SIZE = 20;

export type ReportsSearch = {
  /** history or schedules; absent = generate. */
  tab?: Exclude<ReportTab, 'generate'>;
  /** The history's page, 1-based (1 left out). */
  page?: number;
};

const notGenerate = (value: unknown) => {
  const tab = param.oneOf(REPORT_TABS)(value);
  return tab === 'generate' ? undefined : tab;
};

export const reportsSearch = defineListSearch<ReportsSearch, 'CREATED_AT'>({
  params: { tab: notGenerate },
  filters: {},
  sort: { fields: ['CREATED_AT'], default: 'CREATED_AT', defaultOrder: 'DESC' },
  pageSize: REPORTS_PAGE_SIZE,
});

/** The URL's params → the state; the page belongs to the history only. */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  const { tab, page } = reportsSearch.parse(raw);
  if (tab === undefined) return {};
  return tab === 'history' && page !== undefined ? { tab, page } : { tab };
}

export function tabOf(search: ReportsSearch): ReportTab {
  return search.tab ?? 'generate';
}

/** The search of a tab (the history starts on its first page). */
export function searchForTab(search: ReportsSearch, tab: ReportTab): ReportsSearch {
  const { tab: _tab, page: _page, ...rest } = search;
  return tab === 'generate' ? rest : { ...rest, tab };
}

/** GET /reports's query of the state. */
export function toReportsQuery(search: ReportsSearch): { skip: number; take: number } {
  return reportsSearch.skipTake(search);
}
