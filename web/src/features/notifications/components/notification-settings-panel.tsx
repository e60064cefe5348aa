// The notification settings (settings: notifications; issue 29 scope 4): per event — a new care task, a care task
// that falls due, a care stage change — an e-mail at once, in a daily digest or none, sent to the user's address.
// When the company sends no care e-mails at all (careConfiguration.isEmailNotificationsEnabled off) the page says
// so; the choices are kept for when it turns them on. The user's own mails are one link away.
import { Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconMail, IconMailOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
} from '../../../../../src/contracts/notifications.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';

type Delivery = (typeof NOTIFICATION_DELIVERIES)[number];
type Choices = Record<NotificationEvent, Delivery>;

function EventChoice({
  event,
  value,
  onChange,
}: {
  event: NotificationEvent;
  value: Delivery;
  onChange: (value: Delivery) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t(`notifications.events.${event}.label`)}
      description={t(`notifications.events.${event}.description`)}
      value={value}
      onChange={(next) => onChange(next as Delivery)}
      data-testid={`notification-event-${event}`}
    >
      <Group gap="lg" mt="xs" wrap="wrap">
        {NOTIFICATION_DELIVERIES.map((delivery) => (
          <Radio key={delivery} value={delivery} label={t(`notifications.deliveries.${delivery}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [choices, setChoices] = useState<Choices | null>(null);
  const [saved, setSaved] = useState(false);
  const loaded = query.data
    ? (Object.fromEntries(query.data.events.map((entry) => [entry.event, entry.delivery])) as Choices)
    : null;
  const current = choices ?? loaded;
  const isChanged =
    current !== null && loaded !== null && NOTIFICATION_EVENTS.some((event) => current[event] !== loaded[event]);

  return (
    <Stack gap="lg" maw={900} data-testid="notification-settings">
      <PageHeader
        title={t('nav.areas.settingsNotifications')}
        description={t('notifications.settings.intro')}
        actions={
          <Button
            component={Link}
            to="/settings/notifications/mails"
            variant="default"
            leftSection={<IconMail aria-hidden size={16} />}
            data-testid="notification-my-mails"
          >
            {t('notifications.settings.myMails')}
          </Button>
        }
      />
      {query.isPending && (
        <Card padding="md" aria-busy="true" aria-label={t('common.loading')}>
          <Stack gap="md">
            {NOTIFICATION_EVENTS.map((event) => (
              <Skeleton key={event} height={56} />
            ))}
          </Stack>
        </Card>
      )}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {query.data && current && (
        <>
          {!query.data.isEmailNotificationsEnabled && (
            <TintedAlert
              color="orange"
              icon={<IconMailOff aria-hidden size={18} />}
              title={t('notifications.settings.companyOffTitle')}
              data-testid="notification-company-off"
            >
              {t('notifications.settings.companyOff')}
            </TintedAlert>
          )}
          <Card component="section" aria-labelledby={headingId} padding="md">
            <Stack gap="lg">
              <Stack gap={2}>
                <Title order={2} size="h4" id={headingId}>
                  {t('notifications.settings.eventsTitle')}
                </Title>
                <Text size="sm" c="dimmed" data-testid="notification-email">
                  {t('notifications.settings.address', { email: query.data.email })}
                </Text>
              </Stack>
              {NOTIFICATION_EVENTS.map((event) => (
                <EventChoice
                  key={event}
                  event={event}
                  value={current[event]}
                  onChange={(value) => {
                    setSaved(false);
                    setChoices({ ...current, [event]: value });
                  }}
                />
              ))}
              <Text size="sm" c="dimmed">
                {t('notifications.settings.digestHint')}
              </Text>
              {save.error && <ErrorAlert error={save.error} />}
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" c={saved ? 'teal.9' : 'dimmed'} role="status" data-testid="notification-saved">
                  {saved
                    ? t('notifications.settings.saved')
                    : query.data.updatedAt
                      ? t('notifications.settings.updatedAt', { at: format.dateTime(query.data.updatedAt) })
                      : t('notifications.settings.defaults')}
                </Text>
                <Button
                  leftSection={<IconDeviceFloppy aria-hidden size={16} />}
                  disabled={!isChanged}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(
                      { events: NOTIFICATION_EVENTS.map((event) => ({ event, delivery: current[event] })) },
                      {
                        onSuccess: () => {
                          setChoices(null);
                          setSaved(true);
                        },
                      },
                    )
                  }
                  data-testid="notification-save"
                >
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
