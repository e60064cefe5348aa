// The case management notes journal (decision 0070): the notes of every case management the user may open, newest
// first. Other code imports only from here: the route's URL state and the query keys; app/ takes the page from
// screens/notes-journal.ts.

export { notesJournalKeys } from './api/notes-journal-keys.ts';
export { type NotesJournalSearch, parseNotesJournalSearch } from './notes-journal-search.ts';
