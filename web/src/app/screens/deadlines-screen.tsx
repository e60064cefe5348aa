// The deadlines area (/case-management/deadlines; issue 30, decision 0057, guarded by the area `deadlines`): every
// deadline the user may see, computed from the absences and cases (URL state: kinds, status, due range, employee,
// case, search, order, page), with "Mark as done".
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type DeadlinesSearch, parseDeadlinesSearch } from '../../features/deadlines/index.ts';
import { DeadlinesArea } from '../../features/deadlines/screens/deadlines.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function DeadlinesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/case-management/deadlines' }), parseDeadlinesSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.deadlines'));
  const onSearchChange = useCallback(
    (next: DeadlinesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/case-management/deadlines', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <DeadlinesArea search={search} onSearchChange={onSearchChange} />;
}
