// The deadlines list's state lives in the URL (issue 30; decision 0057), on the list kit: the kinds, the status (open
// by default, left out), the due range (a preset relative to today — overdue, this week, next 30 days — or a range of
// dates), one employee or one case, the search, the order of the due dates and the page. Pure functions: URL search
// params <-> the query of GET /api/modular/deadlines. Defaults are left out of the URL; unknown keys (the root's
// `lang`) are kept.
import {
  DEADLINE_KINDS,
  DEADLINE_STATUSES,
  type DeadlineKind,
  type DeadlineStatus,
} from '../../../../src/contracts/deadlines.ts';
import { defineListSearch, type ParamParser, param, type SortOrder } from '../../components/list-kit/list-search.ts';
import { addDays, isIsoDate } from '../../lib/dates.ts';

export const DEADLINES_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;
const EMPLOYEE_ID_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The due-date presets, relative to today (Zurich): `week` is the work list's "due this week" (today to today + 7). */
export const DUE_PRESETS = ['overdue', 'week', 'next30'] as const;
export type DuePreset = (typeof DUE_PRESETS)[number];
/** Days after today each preset reaches (the server's isDueSoon window is 7). */
const WEEK_DAYS = 7;
const NEXT_DAYS = 30;

export const DEADLINE_SORT_FIELDS = ['DUE_DATE'] as const;
export type DeadlineSortField = (typeof DEADLINE_SORT_FIELDS)[number];

export type DeadlinesSearch = {
  /** Some kinds as the URL's comma list (known kinds once each, in the contract's order); absent = every kind. */
  kinds?: string;
  /** DONE or OBSOLETE; absent = OPEN (the API's default). */
  status?: Exclude<DeadlineStatus, 'OPEN'>;
  due?: DuePreset;
  /** A range of due dates (YYYY-MM-DD, inclusive); only without a preset. */
  from?: string;
  to?: string;
  employee?: string;
  case?: string;
  search?: string;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type DeadlinesRequest = {
  status: DeadlineStatus;
  kinds?: string;
  employeeId?: string;
  ktgCaseId?: string;
  from?: string;
  to?: string;
  search?: string;
  sortOrder: 'asc' | 'desc';
  skip: number;
  take: number;
};

/** The kinds of a comma list (or the router's array): the known ones once each, in the contract's order. */
export function kindsOf(value: unknown): DeadlineKind[] {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((part) => part.trim());
  return DEADLINE_KINDS.filter((kind) => parts.includes(kind));
}

/** `kinds=IV_REGISTRATION,INSURER_REPORT`: none or every kind is no filter. */
const kindList: ParamParser<string> = (value) => {
  const kinds = kindsOf(value);
  return kinds.length === 0 || kinds.length === DEADLINE_KINDS.length ? undefined : kinds.join(',');
};

const openStatusLeftOut: ParamParser<Exclude<DeadlineStatus, 'OPEN'>> = (value) => {
  const status = param.oneOf(DEADLINE_STATUSES)(value);
  return status === 'OPEN' ? undefined : status;
};

export const deadlinesSearch = defineListSearch<DeadlinesSearch, DeadlineSortField>({
  filters: {
    kinds: kindList,
    status: openStatusLeftOut,
    due: param.oneOf(DUE_PRESETS),
    from: param.isoDate(isIsoDate),
    to: param.isoDate(isIsoDate),
    employee: param.id(EMPLOYEE_ID_MAX),
    case: param.pattern(UUID),
    search: param.text(SEARCH_MAX_LENGTH),
  },
  sort: { fields: DEADLINE_SORT_FIELDS, default: 'DUE_DATE', defaultOrder: 'ASC' },
  pageSize: DEADLINES_PAGE_SIZE,
  // A preset wins over dates; a range the wrong way round is read the right way round.
  normalize: (state) => {
    if (state.due) return { ...state, from: undefined, to: undefined };
    if (state.from && state.to && state.from > state.to) return { ...state, from: state.to, to: state.from };
    return state;
  },
});

export function parseDeadlinesSearch(raw: Record<string, unknown>): DeadlinesSearch {
  return deadlinesSearch.parse(raw);
}

/** The due range of the state on `today` (Zurich, YYYY-MM-DD): a preset's dates, or the dates chosen. */
export function dueRangeOf(search: DeadlinesSearch, today: string): { from?: string; to?: string } {
  switch (search.due) {
    case 'overdue':
      return { to: addDays(today, -1) };
    case 'week':
      return { from: today, to: addDays(today, WEEK_DAYS) };
    case 'next30':
      return { from: today, to: addDays(today, NEXT_DAYS) };
    default:
      return { ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
  }
}

/** The list's state → the API's query on `today`. */
export function toDeadlinesQuery(search: DeadlinesSearch, today: string): DeadlinesRequest {
  const { order, page } = deadlinesSearch.resolve(search);
  const query: DeadlinesRequest = {
    status: search.status ?? 'OPEN',
    sortOrder: order === 'ASC' ? 'asc' : 'desc',
    skip: (page - 1) * DEADLINES_PAGE_SIZE,
    take: DEADLINES_PAGE_SIZE,
    ...dueRangeOf(search, today),
  };
  if (search.kinds) query.kinds = search.kinds;
  if (search.employee) query.employeeId = search.employee;
  if (search.case) query.ktgCaseId = search.case;
  if (search.search) query.search = search.search;
  return query;
}

/** The URL search of the list filtered to one employee or one case (the panel's link). */
export function deadlinesLinkSearch(scope: { employeeId?: string; caseId?: string }): DeadlinesSearch {
  if (scope.caseId) return { case: scope.caseId };
  if (scope.employeeId) return { employee: scope.employeeId };
  return {};
}
