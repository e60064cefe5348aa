// The benefits screen's state lives in the URL (decision 0068): the months read (`from`, `to`; left out for the
// twelve months up to the current one), the totals' view (per month, or per subunit), the case list's filters
// (subunit, coverage line, search), sort and page on the list kit, and the case whose drawer is open. Pure functions:
// URL search params <-> the queries of GET /api/modular/benefits, /benefits/cases and the export. Unknown keys (the
// root's `lang`) are kept.
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

/** The contract's BENEFITS_SORT_FIELDS and CLAIM_COVERAGE_LINES (benefits-search.test.ts keeps them equal). */
export const BENEFITS_SORT_FIELDS = ['LAST_NAME', 'CASE_NUMBER', 'ENTITLED', 'OUTSTANDING'] as const;
export type BenefitsSortField = (typeof BENEFITS_SORT_FIELDS)[number];
export const COVERAGE_LINES = ['KTG', 'UVG', 'UVGZ'] as const;
export type CoverageLine = (typeof COVERAGE_LINES)[number];
export const TOTALS_VIEWS = ['MONTH', 'SUBUNIT'] as const;
export type TotalsView = (typeof TOTALS_VIEWS)[number];
/** The subunit filter's value for cases without a subunit (the server's NO_SUBUNIT). */
export const NO_SUBUNIT = 'NONE';

export const BENEFITS_PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 200;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BenefitsSearch = {
  from?: string;
  to?: string;
  /** The totals per subunit instead of per month. */
  view?: TotalsView;
  /** The case whose drawer is open. */
  case?: string;
  unit?: string;
  line?: CoverageLine;
  search?: string;
  sortBy?: BenefitsSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type BenefitsFilter = { from: string; to: string; companySubunitId?: string; coverageLine?: CoverageLine };
export type BenefitsCasesRequest = BenefitsFilter & {
  search?: string;
  sortBy: BenefitsSortField;
  sortOrder: SortOrder;
  skip: number;
  take: number;
};

export const benefitsSearch = defineListSearch<BenefitsSearch, BenefitsSortField>({
  params: {
    from: param.pattern(MONTH),
    to: param.pattern(MONTH),
    view: param.oneOf(TOTALS_VIEWS),
    case: param.pattern(UUID),
  },
  filters: {
    unit: param.id(100),
    line: param.oneOf(COVERAGE_LINES),
    search: param.text(SEARCH_MAX_LENGTH),
  },
  sort: {
    fields: BENEFITS_SORT_FIELDS,
    default: 'LAST_NAME',
    defaultOrder: 'ASC',
    // Amounts and case numbers start with the largest.
    descendingFirst: ['ENTITLED', 'OUTSTANDING', 'CASE_NUMBER'],
  },
  pageSize: BENEFITS_PAGE_SIZE,
  // A range the wrong way round is read the right way round.
  normalize: (state) =>
    state.from && state.to && state.to < state.from ? { ...state, from: state.to, to: state.from } : state,
});

export function parseBenefitsSearch(raw: Record<string, unknown>): BenefitsSearch {
  return benefitsSearch.parse(raw);
}

/** The month `count` months before `month`. */
export function monthMinus(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months read: the URL's, else the twelve up to the current month (as the server's default). */
export function rangeOf(search: BenefitsSearch, currentMonth: string): { from: string; to: string } {
  const to = search.to ?? (search.from && search.from > currentMonth ? search.from : currentMonth);
  return { from: search.from ?? monthMinus(to, 11), to };
}

/** The filters every read shares: the months, the subunit and the coverage line. */
export function toFilter(search: BenefitsSearch, currentMonth: string): BenefitsFilter {
  const filter: BenefitsFilter = rangeOf(search, currentMonth);
  if (search.unit) filter.companySubunitId = search.unit;
  if (search.line) filter.coverageLine = search.line;
  return filter;
}

export function toCasesQuery(search: BenefitsSearch, currentMonth: string): BenefitsCasesRequest {
  const { skip, take } = benefitsSearch.skipTake(search);
  const resolved = benefitsSearch.resolve(search);
  const query: BenefitsCasesRequest = {
    ...toFilter(search, currentMonth),
    sortBy: resolved.sort,
    sortOrder: resolved.order,
    skip,
    take,
  };
  if (search.search) query.search = search.search;
  return query;
}

/** The export's query string (GET, a plain link): the list's filters and search, the format and the language. */
export function exportQueryString(
  search: BenefitsSearch,
  currentMonth: string,
  format: 'XLSX' | 'CSV',
  language: string,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toFilter(search, currentMonth))) params.set(key, String(value));
  if (search.search) params.set('search', search.search);
  params.set('format', format);
  params.set('language', language);
  return params.toString();
}
