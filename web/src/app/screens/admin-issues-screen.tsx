// The platform operators' data issues across tenants (/admin/issues; decision 0063): URL state tenant, severity,
// type, dismissed, page.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminIssuesArea, type AdminIssuesSearch, parseAdminIssuesSearch } from '../../features/admin/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AdminIssuesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/admin/issues' }), parseAdminIssuesSearch);
  const navigate = useNavigate();
  usePageTitle(t('admin.issues.title'));
  const onSearchChange = useCallback(
    (next: AdminIssuesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/admin/issues', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <AdminIssuesArea search={search} onSearchChange={onSearchChange} />;
}
