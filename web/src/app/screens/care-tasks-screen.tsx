// The care tasks area (/care-tasks; issue 29 scope 6, guarded by employee.careTasks.view): every care task the user
// may see (URL state: status, employee, overdue, search, sort, page), "new task"; and a task's detail
// (/care-tasks/{careTaskId}).
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type CareTasksSearch, parseCareTasksSearch } from '../../features/care-tasks/index.ts';
import { CareTaskDetail } from '../../features/care-tasks/screens/care-task-detail.ts';
import { CareTasksArea } from '../../features/care-tasks/screens/care-tasks.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function CareTasksScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/care-tasks' }), parseCareTasksSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.careTasks'));
  const onSearchChange = useCallback(
    (next: CareTasksSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/care-tasks', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <CareTasksArea area="careTasks" search={search} onSearchChange={onSearchChange} />;
}

export function CareTaskDetailScreen() {
  const { careTaskId } = useParams({ from: '/app/care-tasks/$careTaskId' });
  return <CareTaskDetail careTaskId={careTaskId} />;
}
