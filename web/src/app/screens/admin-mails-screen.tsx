// The platform admins' outbox (/admin/mails; issue 29 scope 4): every e-mail the product wrote — held in the
// outbox when no SMTP server is configured, sent or failed — with its text and link (URL state: mail, status, page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type MailsSearch, parseMailsSearch } from '../../features/notifications/index.ts';
import { MailsPanel } from '../../features/notifications/screens/mails.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AdminMailsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/admin/mails' }), parseMailsSearch);
  const navigate = useNavigate();
  usePageTitle(t('notifications.mails.adminTitle'));
  const onSearchChange = useCallback(
    (next: MailsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/admin/mails', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <MailsPanel scope="admin" search={search} onSearchChange={onSearchChange} />;
}
