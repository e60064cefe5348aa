// The company's external API tokens: what they are for, the list with their state, and revoking (with
// tenant.apiTokens.edit).
import { ActionIcon, Card, Code, Group, Skeleton, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBan, IconInfoCircle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiToken } from '../../../../../src/contracts/index.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useApiTokens } from '../api/get-api-tokens.ts';
import { useRevokeApiToken } from '../api/revoke-api-token.ts';
import { displayPrefix, isTokenExpired, lastValidDay, tokenStatus } from '../token-status.ts';
import { TokenStatusBadge } from './token-status-badge.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function ApiTokensInfo() {
  const { t } = useTranslation();
  return (
    <TintedAlert
      color="brand"
      icon={<IconInfoCircle aria-hidden />}
      title={t('apiTokens.info.title')}
      data-testid="api-tokens-info"
    >
      <Stack gap={6}>
        <Text size="sm">{t('apiTokens.info.purpose')}</Text>
        <Text size="sm">
          {t('apiTokens.info.usage')} <Code>Authorization: Bearer &lt;token&gt;</Code>
        </Text>
        <Text size="sm">{t('apiTokens.info.safety')}</Text>
      </Stack>
    </TintedAlert>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 3 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" width="65%" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function ApiTokensPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useApiTokens();
  const revoke = useRevokeApiToken();
  const [revokeTarget, setRevokeTarget] = useState<ApiToken | null>(null);
  // One "now" per render, so every row is judged against the same instant.
  const now = new Date();
  const tokens = query.data?.items ?? [];
  const columnCount = canEdit ? 8 : 7;

  const closeRevoke = () => {
    setRevokeTarget(null);
    revoke.reset();
  };

  if (query.isError && !query.data) {
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }

  // No tokens: the note alone, not inside the (wide) table, where a phone would show it cut off at the side.
  if (query.isSuccess && tokens.length === 0) {
    return (
      <Card padding={0}>
        <Stack align="center" ta="center" gap={4} py="xl" px="md" data-testid="api-tokens-empty">
          <IconKey aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{t('apiTokens.empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {canEdit ? t('apiTokens.empty.hintEdit') : t('apiTokens.empty.hintView')}
          </Text>
        </Stack>
      </Card>
    );
  }

  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={940} type="native">
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          styles={{ th: { whiteSpace: 'nowrap' } }}
          data-testid="api-tokens-table"
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{t('apiTokens.fields.name')}</Table.Th>
              <Table.Th>{t('apiTokens.fields.prefix')}</Table.Th>
              <Table.Th>{t('apiTokens.fields.created')}</Table.Th>
              <Table.Th>{t('apiTokens.fields.createdBy')}</Table.Th>
              <Table.Th>{t('apiTokens.fields.expires')}</Table.Th>
              <Table.Th>{t('apiTokens.fields.lastUsed')}</Table.Th>
              <Table.Th>{t('apiTokens.fields.status')}</Table.Th>
              {canEdit && (
                <Table.Th>
                  <VisuallyHidden>{t('apiTokens.fields.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending && <SkeletonRows columns={columnCount} />}
            {tokens.map((token) => {
              const status = tokenStatus(token, now);
              const expired = isTokenExpired(token.expiresAt, now);
              return (
                <Table.Tr
                  key={token.externalApiAuthenticationTokenId}
                  data-testid={`api-token-row-${token.externalApiAuthenticationTokenId}`}
                  data-status={status}
                >
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {token.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Code fz="sm">{displayPrefix(token.tokenPrefix)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={NO_WRAP}>
                      {format.instantDate(token.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={token.createdBy ? undefined : 'dimmed'}>
                      {token.createdBy ?? t('apiTokens.unknownCreator')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" style={NO_WRAP}>
                        {format.date(lastValidDay(token.expiresAt))}
                      </Text>
                      {expired && (
                        <TintedBadge size="xs" color="orange">
                          {t('apiTokens.statuses.expired')}
                        </TintedBadge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={token.lastUsedAt ? undefined : 'dimmed'} style={NO_WRAP}>
                      {token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('apiTokens.neverUsed')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TokenStatusBadge status={status} />
                  </Table.Td>
                  {canEdit && (
                    <Table.Td w={56}>
                      {status === 'active' && (
                        <Tooltip label={t('apiTokens.revoke.buttonLabel', { name: token.name })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            onClick={() => setRevokeTarget(token)}
                            aria-label={t('apiTokens.revoke.buttonLabel', { name: token.name })}
                            data-testid="revoke-token-button"
                          >
                            <IconBan aria-hidden size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {query.isError && query.data && (
        <Stack p="md">
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </Stack>
      )}

      <ConfirmModal
        opened={revokeTarget !== null}
        title={t('apiTokens.revoke.title')}
        message={t('apiTokens.revoke.message', { name: revokeTarget?.name ?? '' })}
        confirmLabel={t('apiTokens.revoke.confirm')}
        danger
        loading={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() => {
          if (revokeTarget) revoke.mutate(revokeTarget.externalApiAuthenticationTokenId, { onSuccess: closeRevoke });
        }}
        testId="revoke-token-modal"
      />
    </Card>
  );
}
