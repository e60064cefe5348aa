// The configuration's versions, newest first: version, when, who, why and which paths changed. Any version opens
// read only: its coverages and tables as on the company settings screen, and the JSON.
import { Button, Group, Modal, Skeleton, Spoiler, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import {
  InsuranceOverview,
  JsonBlock,
  ProcessingGroupsTable,
  SectionCard,
  WageTypeMappingsTable,
} from '../../tenant/index.ts';
import { useConfigurationVersion, useConfigurationVersions } from '../api/get-admin-tenant.ts';
import { ConfigurationPath } from './configuration-path.tsx';

const ACTOR_COLORS = { admin: 'red', user: 'brand', system: 'gray' } as const;

function VersionModal({
  tenantId,
  version,
  onClose,
}: {
  tenantId: string;
  version: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useConfigurationVersion(tenantId, version);
  return (
    <Modal
      opened={version !== null}
      onClose={onClose}
      title={t('admin.history.versionTitle', { version: version ?? '' })}
      size="80rem"
      data-testid="version-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admin.history.readOnly')}
        </Text>
        {query.isPending && <Skeleton height={240} radius="md" />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && (
          <Tabs defaultValue="insurance" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="insurance">{t('tenant.tabs.insurance')}</Tabs.Tab>
              <Tabs.Tab value="tables">{t('admin.history.tables')}</Tabs.Tab>
              <Tabs.Tab value="json" data-testid="version-modal-json-tab">
                {t('admin.tabs.json')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="insurance" pt="md">
              <InsuranceOverview configuration={query.data.configuration} />
            </Tabs.Panel>
            <Tabs.Panel value="tables" pt="md">
              <Stack gap="lg">
                <ProcessingGroupsTable configuration={query.data.configuration} />
                <WageTypeMappingsTable configuration={query.data.configuration} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="json" pt="md">
              <JsonBlock value={query.data.configuration} maxHeight={560} testId="version-json" />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Modal>
  );
}

export function VersionHistory({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useConfigurationVersions(tenantId);
  const [openVersion, setOpenVersion] = useState<number | null>(null);
  const items = query.data?.items ?? [];
  const latest = items[0]?.version;
  return (
    <SectionCard
      title={t('admin.history.title')}
      description={t('admin.history.description')}
      icon={IconHistory}
      testId="version-history"
    >
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      <Table.ScrollContainer minWidth={900} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="version-history-table">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={90}>{t('admin.history.version')}</Table.Th>
              <Table.Th w={150}>{t('admin.history.createdAt')}</Table.Th>
              <Table.Th w={200}>{t('admin.history.createdBy')}</Table.Th>
              <Table.Th w={240}>{t('admin.history.comment')}</Table.Th>
              <Table.Th miw={320}>{t('admin.history.changedPaths')}</Table.Th>
              <Table.Th w={110} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending &&
              Array.from({ length: 3 }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={row}>
                  <Table.Td colSpan={6}>
                    <Skeleton height={16} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            {query.isSuccess && items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {t('admin.history.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {items.map((item) => (
              <Table.Tr key={item.version} data-testid={`version-row-${item.version}`} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={650} size="sm">
                      {item.version}
                    </Text>
                    {item.version === latest && (
                      <TintedBadge color="teal" size="xs">
                        {t('admin.history.current')}
                      </TintedBadge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.dateTime(item.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{item.createdBy.name ?? item.createdBy.id ?? '–'}</Text>
                    <div>
                      <TintedBadge color={ACTOR_COLORS[item.createdBy.kind]} size="xs">
                        {t(`admin.history.actorKinds.${item.createdBy.kind}`)}
                      </TintedBadge>
                    </div>
                  </Stack>
                </Table.Td>
                <Table.Td maw={280}>
                  {item.comment ? (
                    <Text size="sm">{item.comment}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('admin.history.noComment')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td maw={360}>
                  {item.changedPaths.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  ) : (
                    <Spoiler
                      maxHeight={100}
                      showLabel={t('admin.history.showAll', { count: item.changedPaths.length })}
                      hideLabel={t('admin.history.showLess')}
                      fz="sm"
                    >
                      <Stack gap={2} data-testid={`version-paths-${item.version}`}>
                        {item.changedPaths.map((path) => (
                          <div key={path}>
                            <ConfigurationPath path={path} />
                          </div>
                        ))}
                      </Stack>
                    </Spoiler>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconEye aria-hidden size={14} />}
                    onClick={() => setOpenVersion(item.version)}
                    data-testid={`version-open-${item.version}`}
                  >
                    {t('admin.history.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <VersionModal tenantId={tenantId} version={openVersion} onClose={() => setOpenVersion(null)} />
    </SectionCard>
  );
}
