// Settings: notifications (issue 29 scope 4; guarded by settings.view): which care e-mails the user gets and how
// (/settings/notifications), and the user's own e-mails with the outbox (/settings/notifications/mails; URL state:
// the mail open, status, page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type MailsSearch, parseMailsSearch } from '../../features/notifications/index.ts';
import { MailsPanel } from '../../features/notifications/screens/mails.ts';
import { NotificationSettingsPanel } from '../../features/notifications/screens/settings.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SettingsNotificationsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('nav.areas.settingsNotifications'));
  return <NotificationSettingsPanel />;
}

export function MyMailsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/settings/notifications/mails' }), parseMailsSearch);
  const navigate = useNavigate();
  usePageTitle(t('notifications.mails.userTitle'));
  const onSearchChange = useCallback(
    (next: MailsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/settings/notifications/mails', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <MailsPanel scope="user" search={search} onSearchChange={onSearchChange} />;
}
