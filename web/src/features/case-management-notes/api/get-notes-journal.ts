// GET /api/modular/case-management-notes: a page of the journal (every read is audited by the server, so it is
// asked for only on this screen, never prefetched); the previous page kept dimmed while the next loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { NotesJournalRequest } from '../notes-journal-search.ts';
import { notesJournalKeys } from './notes-journal-keys.ts';

export function useNotesJournal(query: NotesJournalRequest) {
  return useQuery({
    queryKey: notesJournalKeys.list(query),
    queryFn: ({ signal }) => apiRequest('caseManagementNotesJournal', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
