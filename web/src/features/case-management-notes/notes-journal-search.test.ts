// The notes journal's URL state (decision 0070): parsing, defaults left out, the API's query with worked examples.
import { describe, expect, it } from 'vitest';
import { NOTES_JOURNAL_CASE_STATUSES as CONTRACT_STATUSES } from '../../../../src/contracts/case-management-notes.ts';
import {
  NOTES_JOURNAL_CASE_STATUSES,
  notesJournalSearch,
  parseNotesJournalSearch,
  toNotesJournalQuery,
} from './notes-journal-search.ts';

describe('notes journal search', () => {
  it('keeps the contract statuses', () => {
    expect(NOTES_JOURNAL_CASE_STATUSES).toEqual(CONTRACT_STATUSES);
  });

  it('parses the URL: invalid values and other keys dropped', () => {
    expect(
      parseNotesJournalSearch({
        search: '  physio ',
        mine: 'true',
        status: 'NOT_ACTIVE',
        from: '2026-06-01',
        to: '31.06.2026',
        page: '3',
        lang: 'fr',
      }),
    ).toEqual({ search: 'physio', mine: true, status: 'NOT_ACTIVE', from: '2026-06-01', page: 3 });
    expect(parseNotesJournalSearch({ status: 'REQUESTED', mine: 'yes', page: '1' })).toEqual({});
  });

  it('the API query: page 3 of 25 skips 50; the flags and days as the route names them', () => {
    expect(
      toNotesJournalQuery({
        search: 'müller',
        mine: true,
        status: 'ACTIVE',
        from: '2026-06-01',
        to: '2026-06-30',
        page: 3,
      }),
    ).toEqual({
      search: 'müller',
      mine: 'true',
      caseManagementStatus: 'ACTIVE',
      from: '2026-06-01',
      to: '2026-06-30',
      skip: 50,
      take: 25,
    });
    expect(toNotesJournalQuery({})).toEqual({ skip: 0, take: 25 });
  });

  it('days typed in the wrong order are sent swapped', () => {
    expect(toNotesJournalQuery({ from: '2026-06-30', to: '2026-06-01' })).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-30',
    });
  });

  it('a new filter starts on the first page; clearing keeps the root keys', () => {
    const state = { search: 'x', page: 4, lang: 'it' } as Record<string, unknown>;
    expect(notesJournalSearch.update(state, { mine: true, page: undefined })).toEqual({
      search: 'x',
      mine: true,
      lang: 'it',
    });
    expect(notesJournalSearch.clearFilters({ search: 'x', mine: true, from: '2026-01-01', lang: 'it' })).toEqual({
      lang: 'it',
    });
  });
});
