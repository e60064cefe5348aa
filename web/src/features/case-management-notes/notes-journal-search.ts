// The notes journal's state lives in the URL (decision 0070): search, "mine", the case management status, the days
// (from, to) and the page, on the list kit. The server lists newest first (one order), so the list has one sort field
// and no sortable header. Pure functions: URL search params <-> the query of GET /api/modular/case-management-notes.
// Defaults are left out of the URL; unknown keys (the root's `lang`) are kept.
import {
  NOTES_JOURNAL_CASE_STATUSES,
  NOTES_JOURNAL_SEARCH_MAX,
} from '../../../../src/contracts/case-management-notes.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';
import { isIsoDate } from '../../lib/dates.ts';

export const NOTES_JOURNAL_PAGE_SIZE = 25;
export { NOTES_JOURNAL_CASE_STATUSES, NOTES_JOURNAL_SEARCH_MAX };
export type NotesJournalCaseStatus = (typeof NOTES_JOURNAL_CASE_STATUSES)[number];
const SORT_FIELDS = ['WRITTEN'] as const;
type NotesSortField = (typeof SORT_FIELDS)[number];

export type NotesJournalSearch = {
  search?: string;
  /** Only the user's own notes. */
  mine?: true;
  status?: NotesJournalCaseStatus;
  /** Written on or after this day (YYYY-MM-DD). */
  from?: string;
  /** Written on or before this day (YYYY-MM-DD). */
  to?: string;
  sortBy?: NotesSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type NotesJournalRequest = {
  search?: string;
  mine?: 'true';
  caseManagementStatus?: NotesJournalCaseStatus;
  from?: string;
  to?: string;
  skip: number;
  take: number;
};

export const notesJournalSearch = defineListSearch<NotesJournalSearch, NotesSortField>({
  filters: {
    search: param.text(NOTES_JOURNAL_SEARCH_MAX),
    mine: param.flag,
    status: param.oneOf(NOTES_JOURNAL_CASE_STATUSES),
    from: param.isoDate(isIsoDate),
    to: param.isoDate(isIsoDate),
  },
  // The server's one order: newest first.
  sort: { fields: SORT_FIELDS, default: 'WRITTEN', defaultOrder: 'DESC' },
  pageSize: NOTES_JOURNAL_PAGE_SIZE,
});

export function parseNotesJournalSearch(raw: Record<string, unknown>): NotesJournalSearch {
  return notesJournalSearch.parse(raw);
}

/**
 * The list's state -> the API's query. Days in the wrong order (to before from, typed by hand in the URL) are sent
 * swapped rather than refused: the server would answer 400 for a list the user can still read.
 */
export function toNotesJournalQuery(search: NotesJournalSearch): NotesJournalRequest {
  const { skip, take } = notesJournalSearch.skipTake(search);
  const query: NotesJournalRequest = { skip, take };
  if (search.search) query.search = search.search;
  if (search.mine) query.mine = 'true';
  if (search.status) query.caseManagementStatus = search.status;
  const [from, to] =
    search.from && search.to && search.to < search.from ? [search.to, search.from] : [search.from, search.to];
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
