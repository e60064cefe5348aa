// The case manager's notes journal (/case-management/notes; decision 0070, guarded by the area `notes`, permission
// employee.caseManagement.notes.view): the notes of every case management the user may open, newest first (URL
// state: search, mine, status, from, to, page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type NotesJournalSearch, parseNotesJournalSearch } from '../../features/case-management-notes/index.ts';
import { NotesJournal } from '../../features/case-management-notes/screens/notes-journal.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function CaseManagementNotesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/case-management/notes' }), parseNotesJournalSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.notes'));
  const onSearchChange = useCallback(
    (next: NotesJournalSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/case-management/notes', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <NotesJournal search={search} onSearchChange={onSearchChange} />;
}
