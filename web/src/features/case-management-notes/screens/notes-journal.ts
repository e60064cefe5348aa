// Public entry for app/screens/case-management-notes-screen.tsx: the journal (imported by app/ only).
export { NotesJournal } from '../components/notes-journal.tsx';
