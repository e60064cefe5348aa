// The interface's state per data kind: the company's setting in words (set by its insurer in the company
// configuration), then a card per kind: accepted or not, the last delivery and how it ended.
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCalendarOff, IconUsers } from '@tabler/icons-react';
import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import {
  type ConnectDataKind,
  type ConnectOverview,
  type DataKindState,
  DELIVERY_STATE_COLORS,
  dataKindState,
  deliveryState,
  sortDataKinds,
} from '../connect-display.ts';

const KIND_ICONS = { EMPLOYEES: IconUsers, ABSENCES: IconCalendarOff, ORGANIZATION: IconBuildingCommunity } as const;

const STATE_COLORS: Record<DataKindState, string> = {
  receiving: 'teal.7',
  waiting: 'blue.7',
  notAccepted: 'gray.6',
  off: 'gray.6',
};

function DataKindCard({
  kind,
  uploadType,
}: {
  kind: ConnectDataKind;
  uploadType: ConnectOverview['grapeConnectDataUploadType'];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const state = dataKindState(kind, uploadType);
  const Icon = KIND_ICONS[kind.kind];
  const titleId = `connect-kind-${kind.kind}`;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`connect-kind-${kind.kind}`}
      data-state={state}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Icon aria-hidden size={20} stroke={1.5} color="var(--mantine-color-brand-7)" style={{ flexShrink: 0 }} />
          <Title order={3} size="h5" id={titleId}>
            {t(`connect.kinds.${kind.kind}`)}
          </Title>
        </Group>
        <div>
          <DotBadge color={STATE_COLORS[state]} data-testid="connect-kind-state">
            {t(`connect.kindStates.${state}`)}
          </DotBadge>
        </div>
        <Text size="sm" c="dimmed">
          {t(`connect.kindHints.${kind.kind}.${kind.accepted ? 'accepted' : 'notAccepted'}`)}
        </Text>
        {kind.lastReceivedAt ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('connect.lastDelivery', { time: format.dateTime(kind.lastReceivedAt) })}</Text>
            {kind.lastStatus && (
              <DotBadge color={DELIVERY_STATE_COLORS[deliveryState(kind.lastStatus)]}>
                {t(`connect.states.${deliveryState(kind.lastStatus)}`)}
              </DotBadge>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('connect.noDeliveryYet')}</Text>
        )}
      </Stack>
    </Card>
  );
}

export function InterfaceStatus({ overview }: { overview: ConnectOverview }) {
  const { t } = useTranslation();
  const uploadType = overview.grapeConnectDataUploadType;
  return (
    <Card padding="lg" data-testid="connect-status" data-upload-type={uploadType}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('connect.status.title')}
          </Title>
          <Text size="sm" data-testid="connect-setting">
            {t(`connect.setting.${uploadType}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('connect.status.settingSource')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {sortDataKinds(overview.dataKinds).map((kind) => (
            <DataKindCard key={kind.kind} kind={kind} uploadType={uploadType} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
