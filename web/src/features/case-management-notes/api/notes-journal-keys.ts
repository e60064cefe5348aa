// Query keys of the notes journal (decision 0070). Under the case management feature's root key
// (['case-management', …]), so what refreshes every case management read refreshes the journal too.
import type { NotesJournalRequest } from '../notes-journal-search.ts';

export const notesJournalKeys = {
  all: ['case-management', 'notes-journal'] as const,
  list: (query: NotesJournalRequest) => [...notesJournalKeys.all, query] as const,
};
