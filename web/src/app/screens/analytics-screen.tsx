// The analytics area (/analytics; issue 32, guarded by the area `analytics`, permission analytics.view): the absence
// rate and duration for the filters in the URL, saved views, export and the people behind each figure.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type AnalyticsSearch, parseAnalyticsSearch } from '../../features/analytics/index.ts';
import { AnalyticsArea } from '../../features/analytics/screens/analytics.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AnalyticsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/analytics' }), parseAnalyticsSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.analytics'));
  const onSearchChange = useCallback(
    (next: AnalyticsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/analytics', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <AnalyticsArea search={search} onSearchChange={onSearchChange} />;
}
