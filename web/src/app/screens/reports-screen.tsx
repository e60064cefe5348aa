// The reports area (/insurance/reports; issue 31, decision 0058 "Screens", guarded by the area `reports`): generate a
// report (preview, download, progress), the history and the schedules (URL state: the tab and the history's page).
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { parseReportsSearch, type ReportsSearch } from '../../features/reports/index.ts';
import { ReportsArea } from '../../features/reports/screens/reports.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function ReportsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/insurance/reports' }), parseReportsSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.reports'));
  const onSearchChange = useCallback(
    (next: ReportsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/insurance/reports', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <ReportsArea search={search} onSearchChange={onSearchChange} />;
}

/** /reports (the scheduled report mail's link): the history, where the run is the newest report. */
export function ReportsMailLinkScreen() {
  return <Navigate to="/insurance/reports" search={{ tab: 'history' }} replace />;
}
