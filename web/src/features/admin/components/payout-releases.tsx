// The releases of a tenant's payouts (issue 15 scope 5, decisions 0033 and 0041): newest first, with status,
// proposer, total and decider; a proposal is approved by a different admin — the proposer's approve button is
// disabled with the reason beside it (and as its tooltip and description), the server refuses them anyway (403
// FOUR_EYES_REQUIRED, shown as a friendly note) — after a confirmation that names the count and the sum, or
// cancelled; a released one lists its payment files (pain.001 per carrier) and how many of its statements are
// written. On a phone each release is a card.
import { Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard, ListCards, ListCardValue } from '../../../components/list-card.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useDecideRelease, usePayoutReleases } from '../api/admin-payouts.ts';
import { amountToRappen } from '../payouts-search.ts';
import { PayoutStatusBadge } from './payout-parts.tsx';

export function PayoutReleasesSection({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const query = usePayoutReleases(tenantId);
  const decide = useDecideRelease(tenantId);
  const [deciding, setDeciding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Release | null>(null);
  const items = query.data?.items ?? [];
  const fourEyes = isApiError(decide.error) && decide.error.code === 'FOUR_EYES_REQUIRED';
  const run = (releaseId: string, decision: 'approve' | 'cancel') => {
    setDeciding(`${releaseId}:${decision}`);
    decide.mutate(
      { releaseId, decision },
      {
        onSettled: () => {
          setDeciding(null);
          setConfirming(null);
        },
      },
    );
  };
  // Approving pays: it is confirmed first, with the count and the sum. Cancelling goes straight through.
  const onDecide = (item: Release, decision: 'approve' | 'cancel') => {
    if (decision === 'approve') {
      decide.reset();
      setConfirming(item);
    } else run(item.releaseId, decision);
  };
  return (
    <Paper withBorder radius="md" p={0} data-testid="payout-releases">
      <Stack gap="sm" p="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('admin.payouts.releases.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.payouts.releases.intro')}
          </Text>
        </Stack>
        {query.isPending && <Skeleton height={80} aria-busy />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {fourEyes && (
          <TintedAlert color="blue" data-testid="four-eyes">
            {t('admin.payouts.releases.fourEyes')}
          </TintedAlert>
        )}
        {decide.error != null && !fourEyes && <ErrorAlert error={decide.error} />}
        {decide.isSuccess && (
          <TintedAlert color="teal" data-testid="release-decided">
            {decide.data.status === 'RELEASED'
              ? t('admin.payouts.releases.approved', { count: decide.data.payoutCount })
              : t('admin.payouts.releases.cancelled')}
          </TintedAlert>
        )}
        {query.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="payout-releases-empty">
            {t('admin.payouts.releases.none')}
          </Text>
        )}
      </Stack>
      {items.length > 0 && isPhone && (
        <ListCards px="sm" pb="sm" testId="payout-releases-table">
          {items.map((item) => (
            <ListCard key={item.releaseId} testId={`release-row-${item.releaseId}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <PayoutStatusBadge status={item.status} kind="release" />
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {format.chf(amountToRappen(item.totalAmount))}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('admin.payouts.payoutCount', { count: item.payoutCount })}
                  </Text>
                </Stack>
              </Group>
              <ListCardValue label={t('admin.payouts.releases.columns.execution')}>
                {format.date(item.requestedExecutionDate)}
              </ListCardValue>
              <ListCardValue label={t('admin.payouts.releases.columns.proposed')}>
                {item.proposedBy}, {format.dateTime(item.proposedAt)}
              </ListCardValue>
              {item.comment && (
                <Text size="xs" c="dimmed" fs="italic">
                  {item.comment}
                </Text>
              )}
              <ListCardValue label={t('admin.payouts.releases.columns.decided')}>
                {item.decidedBy
                  ? `${item.decidedBy}${item.decidedAt ? `, ${format.dateTime(item.decidedAt)}` : ''}`
                  : t('admin.payouts.releases.undecided')}
              </ListCardValue>
              <ReleaseActions item={item} deciding={deciding} onDecide={onDecide} />
            </ListCard>
          ))}
        </ListCards>
      )}
      {items.length > 0 && !isPhone && (
        <Table.ScrollContainer minWidth={880} type="native">
          <Table verticalSpacing="xs" data-testid="payout-releases-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.payouts.releases.columns.status')}</Table.Th>
                <Table.Th>{t('admin.payouts.releases.columns.proposed')}</Table.Th>
                <Table.Th>{t('admin.payouts.releases.columns.execution')}</Table.Th>
                <Table.Th ta="right">{t('admin.payouts.releases.columns.total')}</Table.Th>
                <Table.Th>{t('admin.payouts.releases.columns.decided')}</Table.Th>
                <Table.Th>{t('admin.payouts.releases.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.releaseId} data-testid={`release-row-${item.releaseId}`}>
                  <Table.Td>
                    <PayoutStatusBadge status={item.status} kind="release" />
                  </Table.Td>
                  <Table.Td>
                    <ReleaseProposed item={item} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{format.date(item.requestedExecutionDate)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {format.chf(amountToRappen(item.totalAmount))}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('admin.payouts.payoutCount', { count: item.payoutCount })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ReleaseDecided item={item} />
                  </Table.Td>
                  <Table.Td>
                    <ReleaseActions item={item} deciding={deciding} onDecide={onDecide} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {confirming && (
        <ConfirmModal
          opened
          title={t('admin.payouts.releases.confirmTitle')}
          message={
            <Stack gap="xs" data-testid="release-confirm-summary">
              <Text size="sm" fw={600}>
                {t('admin.payouts.releases.confirmSummary', {
                  count: confirming.payoutCount,
                  payouts: format.number(confirming.payoutCount),
                  amount: format.chf(amountToRappen(confirming.totalAmount)),
                  date: format.date(confirming.requestedExecutionDate),
                })}
              </Text>
              <Text size="sm">
                {t('admin.payouts.releases.confirmProposed', {
                  name: confirming.proposedBy,
                  date: format.dateTime(confirming.proposedAt),
                })}
              </Text>
              <Text size="sm">{t('admin.payouts.releases.confirmText')}</Text>
            </Stack>
          }
          confirmLabel={t('admin.payouts.releases.confirmButton', {
            amount: format.chf(amountToRappen(confirming.totalAmount)),
          })}
          loading={deciding === `${confirming.releaseId}:approve`}
          onConfirm={() => run(confirming.releaseId, 'approve')}
          onClose={() => setConfirming(null)}
          testId="release-confirm"
        />
      )}
    </Paper>
  );
}

type Release = NonNullable<ReturnType<typeof usePayoutReleases>['data']>['items'][number];

/** Who proposed a release and when, with the proposer's comment. */
function ReleaseProposed({ item }: { item: Release }) {
  const format = useFormatters();
  return (
    <Stack gap={0}>
      <Text size="sm">{item.proposedBy}</Text>
      <Text size="xs" c="dimmed">
        {format.dateTime(item.proposedAt)}
      </Text>
      {item.comment && (
        <Text size="xs" c="dimmed" fs="italic">
          {item.comment}
        </Text>
      )}
    </Stack>
  );
}

/** Who decided a release and when, or that it waits for a decision. */
function ReleaseDecided({ item }: { item: Release }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {item.decidedBy ? (
        <Stack gap={0}>
          <Text size="sm">{item.decidedBy}</Text>
          {item.decidedAt && (
            <Text size="xs" c="dimmed">
              {format.dateTime(item.decidedAt)}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.payouts.releases.undecided')}
        </Text>
      )}
    </>
  );
}

/** A proposal's approve and cancel buttons; a released one's payment files and how many statements are written. */
function ReleaseActions({
  item,
  deciding,
  onDecide,
}: {
  item: Release;
  deciding: string | null;
  onDecide: (item: Release, decision: 'approve' | 'cancel') => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reasonId = `own-proposal-${item.releaseId}`;
  const ownReason = t('admin.payouts.releases.ownProposal');
  return (
    <>
      {item.status === 'PROPOSED' && (
        <Stack gap={4}>
          <Group gap="xs">
            {item.isOwnProposal ? (
              // Focusable (aria-disabled, not disabled) so the tooltip and the description reach keyboard users too.
              <Tooltip label={ownReason} multiline w={260} withArrow>
                <Button
                  size="xs"
                  leftSection={<IconCheck aria-hidden size={14} />}
                  data-disabled
                  aria-disabled="true"
                  aria-describedby={reasonId}
                  onClick={(event) => event.preventDefault()}
                  data-testid="release-approve"
                  data-own-proposal="true"
                >
                  {t('admin.payouts.releases.approve')}
                </Button>
              </Tooltip>
            ) : (
              <Button
                size="xs"
                leftSection={<IconCheck aria-hidden size={14} />}
                loading={deciding === `${item.releaseId}:approve`}
                disabled={deciding !== null}
                onClick={() => onDecide(item, 'approve')}
                data-testid="release-approve"
                data-own-proposal="false"
              >
                {t('admin.payouts.releases.approve')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX aria-hidden size={14} />}
              loading={deciding === `${item.releaseId}:cancel`}
              disabled={deciding !== null}
              onClick={() => onDecide(item, 'cancel')}
              data-testid="release-cancel"
            >
              {t('admin.payouts.releases.cancel')}
            </Button>
          </Group>
          {item.isOwnProposal && (
            <Text id={reasonId} size="xs" c="dimmed" maw={320} data-testid="release-own-proposal">
              {ownReason}
            </Text>
          )}
        </Stack>
      )}
      {item.status === 'RELEASED' && (
        <Stack gap={4}>
          {item.paymentFiles.map((file) => (
            <Anchor key={file.paymentFileId} href={file.url} download={file.name} size="sm" data-testid="payment-file">
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload aria-hidden size={14} />
                {t('admin.payouts.releases.paymentFile', {
                  count: file.transactionCount,
                  amount: format.chf(amountToRappen(file.controlSum)),
                })}
              </Group>
            </Anchor>
          ))}
          <Text size="xs" c="dimmed" data-testid="statements-progress">
            {t('admin.payouts.releases.statements', {
              written: format.number(item.statementsWritten),
              total: format.number(item.payoutCount),
            })}
          </Text>
          <Progress
            size="sm"
            value={item.payoutCount === 0 ? 100 : (100 * item.statementsWritten) / item.payoutCount}
            aria-label={t('admin.payouts.releases.statementsLabel')}
          />
        </Stack>
      )}
    </>
  );
}
