// "System status" card of the start page: readiness checks (GET /ready) and version/environment
// (GET /api/modular/system/info), each with its own loading and error state.
import { ActionIcon, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconServer } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useReadiness } from '../api/get-readiness.ts';
import { useSystemInfo } from '../api/get-system-info.ts';
import { systemKeys } from '../api/system-keys.ts';

const OK_COLOR = 'teal.9';
const FAILED_COLOR = 'red.9';

function CheckBadge({ isOk }: { isOk: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isOk ? OK_COLOR : FAILED_COLOR} variant="filled">
      {isOk ? t('system.status.ok') : t('system.status.failed')}
    </Badge>
  );
}

function ValueSkeleton() {
  return <Skeleton height={18} width={140} radius="sm" />;
}

export function SystemStatusCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const queryClient = useQueryClient();
  const readiness = useReadiness();
  const info = useSystemInfo();
  const isRefreshing = readiness.isFetching || info.isFetching;
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: systemKeys.all });

  const ready = readiness.data;
  const { database, migrations } = ready?.checks ?? {};

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="system-status" h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconServer aria-hidden size={20} stroke={1.75} />
            <Title order={2} size="h4" id={titleId}>
              {t('system.status.title')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {ready && (
              <Badge
                color={ready.status === 'ready' ? OK_COLOR : FAILED_COLOR}
                variant="filled"
                size="lg"
                data-testid="system-status-overall"
              >
                {ready.status === 'ready' ? t('system.status.ready') : t('system.status.notReady')}
              </Badge>
            )}
            <DeferredTooltip label={t('system.status.refresh')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('system.status.refresh')}
                loading={isRefreshing}
                onClick={refreshAll}
              >
                <IconRefresh aria-hidden size={18} stroke={1.75} />
              </ActionIcon>
            </DeferredTooltip>
          </Group>
        </Group>

        {readiness.isError && info.isError ? (
          // Both calls failed, almost always for the same reason (server down): say it once.
          <ErrorAlert error={readiness.error} onRetry={refreshAll} isRetrying={isRefreshing} />
        ) : (
          <>
            {readiness.isError && (
              <ErrorAlert
                error={readiness.error}
                onRetry={() => void readiness.refetch()}
                isRetrying={readiness.isFetching}
              />
            )}
            {info.isError && (
              <ErrorAlert error={info.error} onRetry={() => void info.refetch()} isRetrying={info.isFetching} />
            )}
          </>
        )}

        {!(readiness.isError && info.isError) && (
          <FactList>
            {!readiness.isError && (
              <>
                <FactList.Item>
                  <FactList.Label>{t('system.status.database')}</FactList.Label>
                  <FactList.Value>
                    {database ? (
                      <Group gap="xs">
                        <CheckBadge isOk={database.ok} />
                        <Text size="sm" c="dimmed">
                          {database.ok
                            ? t('system.status.latency', {
                                value: format.number(database.latencyMs, { maximumFractionDigits: 0 }),
                              })
                            : database.detail}
                        </Text>
                      </Group>
                    ) : (
                      <ValueSkeleton />
                    )}
                  </FactList.Value>
                </FactList.Item>
                <FactList.Item>
                  <FactList.Label>{t('system.status.migrations')}</FactList.Label>
                  <FactList.Value>
                    {migrations ? (
                      <Group gap="xs">
                        <CheckBadge isOk={migrations.ok} />
                        <Text size="sm" c="dimmed">
                          {t('system.status.migrationsApplied', {
                            applied: migrations.applied,
                            expected: migrations.expected,
                          })}
                        </Text>
                      </Group>
                    ) : (
                      <ValueSkeleton />
                    )}
                  </FactList.Value>
                </FactList.Item>
              </>
            )}
            {!info.isError && (
              <>
                <FactList.Item>
                  <FactList.Label>{t('system.status.version')}</FactList.Label>
                  <FactList.Value>
                    {info.data ? (
                      <Text size="sm" ff="monospace">
                        {info.data.version}
                      </Text>
                    ) : (
                      <ValueSkeleton />
                    )}
                  </FactList.Value>
                </FactList.Item>
                <FactList.Item>
                  <FactList.Label>{t('system.status.environment')}</FactList.Label>
                  <FactList.Value>
                    {info.data ? (
                      <Text size="sm">{t(`environment.names.${info.data.environment}`)}</Text>
                    ) : (
                      <ValueSkeleton />
                    )}
                  </FactList.Value>
                </FactList.Item>
              </>
            )}
          </FactList>
        )}
      </Stack>
    </Card>
  );
}
