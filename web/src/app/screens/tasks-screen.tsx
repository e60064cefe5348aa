// The tasks area (/tasks; issue 29 scope 6, guarded by employee.tasks.view): the signed-in user's care tasks and
// the team's (URL state: scope, status, overdue, search, sort, page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type CareTasksSearch, parseCareTasksSearch } from '../../features/care-tasks/index.ts';
import { CareTasksArea } from '../../features/care-tasks/screens/care-tasks.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function TasksScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/tasks' }), parseCareTasksSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.tasks'));
  const onSearchChange = useCallback(
    (next: CareTasksSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/tasks', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <CareTasksArea area="tasks" search={search} onSearchChange={onSearchChange} />;
}
