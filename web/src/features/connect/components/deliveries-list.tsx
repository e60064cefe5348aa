// The last deliveries through the interface, newest first: what (kind), when, by which token, how it ended, the
// rows taken and refused, the employees affected and the error. A table from Mantine's `sm` up, cards on phones.
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListCard, ListCardValue } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage, useFormatters } from '../../../lib/use-formatters.ts';
import {
  type ConnectDelivery,
  type ConnectOverview,
  DELIVERY_STATE_COLORS,
  deliveryState,
  describeDelivery,
} from '../connect-display.ts';

const COLUMNS = 6;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function DeliveryStatus({ delivery }: { delivery: ConnectDelivery }) {
  const { t } = useTranslation();
  const state = deliveryState(delivery.processingStatus);
  return (
    <DotBadge color={DELIVERY_STATE_COLORS[state]} data-state={state} data-testid="delivery-status">
      {t(`connect.states.${state}`)}
    </DotBadge>
  );
}

function ErrorText({ delivery }: { delivery: ConnectDelivery }) {
  return delivery.errorMessage ? (
    <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }} data-testid="delivery-error">
      {delivery.errorMessage}
    </Text>
  ) : null;
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={4} py="xl" px="md" data-testid="deliveries-empty">
      <IconPlugConnected aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{t('connect.deliveries.emptyTitle')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={560}>
        {t('connect.deliveries.emptyHint')}
      </Text>
    </Stack>
  );
}

export function DeliveriesList({ query }: { query: UseQueryResult<ConnectOverview> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useCurrentLanguage();
  const deliveries = query.data?.recentUploads ?? [];
  const empty = query.isSuccess && deliveries.length === 0;

  const cards = (
    <>
      {empty && (
        <ListCard>
          <Empty />
        </ListCard>
      )}
      {deliveries.map((delivery) => (
        <ListCard key={delivery.uploadId} testId={`delivery-${delivery.uploadId}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {t(`connect.kinds.${delivery.kind}`)}
            </Text>
            <DeliveryStatus delivery={delivery} />
          </Group>
          <ListCardValue label={t('connect.deliveries.received')}>{format.dateTime(delivery.uploadedAt)}</ListCardValue>
          <ListCardValue label={t('connect.deliveries.token')}>{delivery.uploadedBy}</ListCardValue>
          <Text size="sm" data-testid="delivery-counts">
            {describeDelivery(delivery, t, language)}
          </Text>
          <ErrorText delivery={delivery} />
        </ListCard>
      ))}
    </>
  );

  return (
    <Card padding={0} data-testid="connect-deliveries">
      <Stack gap={2} p="md">
        <Title order={2} size="h3">
          {t('connect.deliveries.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('connect.deliveries.description')}
        </Text>
      </Stack>
      <QueryTable query={query} minWidth={900} testId="deliveries-table" cards={cards}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('connect.deliveries.kind')}</Table.Th>
            <Table.Th>{t('connect.deliveries.received')}</Table.Th>
            <Table.Th>{t('connect.deliveries.token')}</Table.Th>
            <Table.Th>{t('connect.deliveries.status')}</Table.Th>
            <Table.Th>{t('connect.deliveries.result')}</Table.Th>
            <Table.Th>{t('connect.deliveries.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empty && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Empty />
              </Table.Td>
            </Table.Tr>
          )}
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.uploadId} data-testid={`delivery-${delivery.uploadId}`}>
              <Table.Td>
                <Text size="sm" fw={600} style={NO_WRAP}>
                  {t(`connect.kinds.${delivery.kind}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={NO_WRAP}>
                  {format.dateTime(delivery.uploadedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{delivery.uploadedBy}</Text>
              </Table.Td>
              <Table.Td>
                <DeliveryStatus delivery={delivery} />
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" data-testid="delivery-counts">
                  {describeDelivery(delivery, t, language)}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                {delivery.errorMessage ? (
                  <ErrorText delivery={delivery} />
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>
    </Card>
  );
}
