// The operators' inbox (/admin/support; decision 0067): every company's support requests (URL state: status,
// tenant, page) and one request (/admin/support/{requestId}) with its context and conversation.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type AdminSupportSearch, parseAdminSupportSearch } from '../../features/support/index.ts';
import { AdminSupportInbox, AdminSupportRequest } from '../../features/support/screens/admin-support.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AdminSupportScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/admin/support' }), parseAdminSupportSearch);
  const navigate = useNavigate();
  usePageTitle(t('admin.support.title'));
  const onSearchChange = useCallback(
    (next: AdminSupportSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/admin/support', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <AdminSupportInbox search={search} onSearchChange={onSearchChange} />;
}

export function AdminSupportRequestScreen() {
  const { requestId } = useParams({ from: '/app/admin/support/$requestId' });
  return <AdminSupportRequest requestId={requestId} />;
}
