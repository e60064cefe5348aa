// A tenant's failed domain events on the admin's tenant page (issue 33 scope 7): shown only when there are some — the
// derivation gave up after its retries and the tenant's periods, cases and claims are behind. The newest five with
// what they were about, when, how often tried and why they failed; one button processes every failed event of the
// tenant again (safe to repeat), then says how many went through and how many failed again.
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { FAILED_EVENTS_SHOWN, useFailedEvents, useReplayFailedEvents } from '../api/admin-events.ts';

export function TenantFailedEventsPanel({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const isPhone = useIsPhone();
  const events = useFailedEvents(tenantId);
  const replay = useReplayFailedEvents(tenantId);
  const total = events.data?.totalCount ?? 0;
  const result = replay.data;
  // Nothing failed (and no replay to report on): the panel stays away.
  if (!events.isError && total === 0 && !result) return null;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="admin-tenant-failed-events"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} maw={760}>
            <Group gap="xs" wrap="nowrap">
              {total > 0 ? (
                <IconAlertTriangle aria-hidden size={20} color="var(--mantine-color-red-8)" style={{ flexShrink: 0 }} />
              ) : (
                <IconCircleCheck aria-hidden size={20} color="var(--mantine-color-teal-8)" style={{ flexShrink: 0 }} />
              )}
              <Title order={2} size="h4" id={headingId}>
                {total > 0
                  ? t('admin.failedEvents.title', { count: total, n: format.number(total) })
                  : t('admin.failedEvents.none')}
              </Title>
            </Group>
            {total > 0 && (
              <Text size="sm" c="dimmed">
                {t('admin.failedEvents.intro')}
              </Text>
            )}
          </Stack>
          {total > 0 && (
            <Button
              leftSection={<IconRefresh aria-hidden size={16} />}
              loading={replay.isPending}
              onClick={() => replay.mutate()}
              data-testid="admin-failed-events-replay"
            >
              {t('admin.failedEvents.replay', { count: total, n: format.number(total) })}
            </Button>
          )}
        </Group>
        {events.isError && <ErrorAlert error={events.error} onRetry={() => void events.refetch()} />}
        {replay.isError && <ErrorAlert error={replay.error} />}
        {result && (
          <TintedAlert
            color={result.failed > 0 ? 'orange' : 'teal'}
            role="status"
            data-testid="admin-failed-events-result"
          >
            {t('admin.failedEvents.result', {
              replayed: format.number(result.replayed),
              processed: format.number(result.processed),
              failed: format.number(result.failed),
            })}
          </TintedAlert>
        )}
        {total > 0 && isPhone && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(events.data?.items ?? []).map((event) => (
              <Stack key={event.eventId} gap={2} component="li" data-testid="admin-failed-event">
                <Text size="sm" fw={600}>
                  {t(`admin.failedEvents.types.${event.type}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    event.employeeId ? t('admin.failedEvents.employee', { id: event.employeeId }) : null,
                    format.dateTime(event.createdAt),
                    `${t('admin.failedEvents.columns.attempts')}: ${format.number(event.attempts)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {event.lastError ?? '–'}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        {total > 0 && !isPhone && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.failedEvents.columns.what')}</Table.Th>
                  <Table.Th>{t('admin.failedEvents.columns.recorded')}</Table.Th>
                  <Table.Th>{t('admin.failedEvents.columns.attempts')}</Table.Th>
                  <Table.Th>{t('admin.failedEvents.columns.error')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(events.data?.items ?? []).map((event) => (
                  <Table.Tr key={event.eventId} data-testid="admin-failed-event">
                    <Table.Td>
                      {t(`admin.failedEvents.types.${event.type}`)}
                      {event.employeeId && (
                        <Text size="xs" c="dimmed">
                          {t('admin.failedEvents.employee', { id: event.employeeId })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(event.createdAt)}</Table.Td>
                    <Table.Td>{format.number(event.attempts)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{event.lastError ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > FAILED_EVENTS_SHOWN && (
          <Text size="xs" c="dimmed">
            {t('admin.failedEvents.more', { shown: FAILED_EVENTS_SHOWN, n: format.number(total) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
