// The care stage lists' state lives in the URL (search, level, subunit, sort, page): the care stages area
// (/care-stages) and the health area (/employee-health) list the same rows of GET /care-stages. Pure functions on the
// list kit: URL search params <-> the query. `level`: a level 1…10, `none` (employees without a stage: the API's
// level 0); absent = everyone at a stage (the API's default).
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

/** The contract's CARE_STAGE_SORT_FIELDS (care-stages-search.test.ts keeps them equal). */
export const CARE_STAGE_SORT_FIELDS = ['LEVEL', 'ENTERED_AT', 'LAST_NAME', 'PERSONNEL_NUMBER'] as const;
export type CareStageSortField = (typeof CARE_STAGE_SORT_FIELDS)[number];

export const CARE_STAGES_PAGE_SIZE = 25;
/** The contract's CARE_STAGE_LEVEL_MAX. */
export const LEVEL_FILTERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'none'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

export type CareStagesSearch = {
  search?: string;
  level?: LevelFilter;
  subunit?: string;
  sortBy?: CareStageSortField;
  sortOrder?: SortOrder;
  page?: number;
};

export type CareStagesRequest = {
  search?: string;
  level?: number;
  companySubunitId?: string;
  sortBy: CareStageSortField;
  sortOrder: 'asc' | 'desc';
  skip: number;
  take: number;
};

export const careStagesSearch = defineListSearch<CareStagesSearch, CareStageSortField>({
  filters: {
    search: param.text(200),
    // The router reads `?level=2` as the number 2: compared by its text.
    level: (value) => LEVEL_FILTERS.find((level) => level === String(value)),
    subunit: param.id(100),
  },
  sort: {
    fields: CARE_STAGE_SORT_FIELDS,
    default: 'LEVEL',
    defaultOrder: 'DESC',
    descendingFirst: ['LEVEL', 'ENTERED_AT'],
  },
  pageSize: CARE_STAGES_PAGE_SIZE,
});

export function parseCareStagesSearch(raw: Record<string, unknown>): CareStagesSearch {
  return careStagesSearch.parse(raw);
}

export function toCareStagesQuery(search: CareStagesSearch): CareStagesRequest {
  const { sort, order } = careStagesSearch.resolve(search);
  const query: CareStagesRequest = {
    sortBy: sort,
    sortOrder: order === 'ASC' ? 'asc' : 'desc',
    ...careStagesSearch.skipTake(search),
  };
  if (search.search) query.search = search.search;
  if (search.level) query.level = search.level === 'none' ? 0 : Number(search.level);
  if (search.subunit) query.companySubunitId = search.subunit;
  return query;
}
