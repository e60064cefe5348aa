// Small parts of the support screens: the status in words (OPEN waits for the operators, ANSWERED for the user,
// CLOSED), the request's reference ("#12"), the context in words (area by name, the path, the ids; a note when
// health references were withheld), shared by the company's screens, the contact form and the operators' inbox.
import { Anchor, Button, Code, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { ListColumn } from '../../../components/list-kit/index.ts';
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { isRevisionConflict } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type ContextEntry, contextEntries, type SupportContext } from '../support-context.ts';
import type { SupportStatus } from '../support-search.ts';

const STATUS_COLOR: Record<SupportStatus, TintColor> = { OPEN: 'orange', ANSWERED: 'blue', CLOSED: 'gray' };

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={STATUS_COLOR[status]} size="sm" data-testid="support-status">
      {t(`support.statuses.${status}`)}
    </TintedBadge>
  );
}

/** "#12": the number a user quotes. */
export function requestNumber(number: number): string {
  return `#${number}`;
}

/** An id of the context in words: "Monat März 2026", "Mitarbeiter/in E-1001", "Fall (zurückbehalten)". */
export function useContextEntryText() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (entry: ContextEntry): string => {
    if (entry.withheld) return t('support.context.withheldEntry', { what: t(`support.context.keys.${entry.key}`) });
    const value = entry.key === 'accountingMonthId' ? format.month(entry.value) : entry.value;
    return t('support.context.entry', { what: t(`support.context.keys.${entry.key}`), value });
  };
}

/** The area's name, the general name for a page of no area. */
export function useAreaName() {
  const { t } = useTranslation();
  return (area: string | null): string => (area ? t(`nav.areas.${area}`) : t('support.context.noArea'));
}

/**
 * The context of a request as a list: the screen (area by name) and its path, then the ids; `pathLink` renders the
 * path (a link back to the screen for the tenant's users, text for the operators); a note when health references were sent without consent and dropped.
 */
export function ContextList({
  area,
  path,
  context,
  includesHealthData,
  healthDataWithheld,
  renderId,
  linkPath = true,
}: {
  area: string | null;
  path: string | null;
  /** The path as a link back to the screen (the tenant's users); the operators read it as text (not their screen). */
  linkPath?: boolean;
  context: SupportContext;
  includesHealthData: boolean;
  healthDataWithheld: boolean;
  /** An id as the screen shows it (a link for the operators); the text by default. */
  renderId?: (entry: ContextEntry, text: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const entryText = useContextEntryText();
  const areaName = useAreaName();
  const entries = contextEntries(context, includesHealthData);
  return (
    <List size="sm" spacing={4} data-testid="support-context">
      <List.Item>
        {t('support.context.screen', { area: areaName(area) })}
        {path && (
          <>
            {' · '}
            {linkPath ? (
              <Anchor href={path} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="support-context-path">
                {path}
              </Anchor>
            ) : (
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="support-context-path">
                {path}
              </Code>
            )}
          </>
        )}
      </List.Item>
      {entries.map((entry) => (
        <List.Item key={entry.key} style={{ overflowWrap: 'anywhere' }}>
          {renderId ? renderId(entry, entryText(entry)) : entryText(entry)}
        </List.Item>
      ))}
      {healthDataWithheld && (
        <List.Item icon={<IconShieldLock aria-hidden size={16} />} data-testid="support-health-withheld">
          <Text size="sm" c="dimmed" component="span">
            {t('support.context.healthWithheld')}
          </Text>
        </List.Item>
      )}
      {entries.length === 0 && !healthDataWithheld && (
        <List.Item>
          <Text size="sm" c="dimmed" component="span">
            {t('support.context.noIds')}
          </Text>
        </List.Item>
      )}
    </List>
  );
}

/** A request's page before its answer: the error (with retry) or the loading skeleton, under the page's back link. */
export function RequestPageState({
  back,
  query,
}: {
  back: ReactNode;
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Stack gap="md" maw={960}>
        {back}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={960} aria-busy="true" aria-label={t('common.loading')}>
      {back}
      <Skeleton height={36} width="50%" />
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * The lists' "last message" column (the tenant's list and the operators' inbox): who wrote last, when, and how many
 * messages; each list says "support" or "you" / "the company" in its own words (`fromSupportKey`, `fromUserKey`).
 */
export function useLastMessageColumn<
  Row extends {
    lastAuthorKind: 'USER' | 'ADMIN' | null;
    lastMessageAt: string;
    messageCount: number;
  },
>(keys: { fromSupport: string; fromUser: string }): ListColumn<Row> {
  const { t } = useTranslation();
  const format = useFormatters();
  const lastMessage = (row: Row) =>
    t(row.lastAuthorKind === 'ADMIN' ? keys.fromSupport : keys.fromUser, { date: format.dateTime(row.lastMessageAt) });
  return {
    id: 'last',
    header: t('support.columns.lastMessage'),
    minWidth: 200,
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm">{lastMessage(row)}</Text>
        <Text size="xs" c="dimmed">
          {t('support.list.messages', { count: row.messageCount, n: format.number(row.messageCount) })}
        </Text>
      </Stack>
    ),
    card: { as: 'fact', value: lastMessage },
  };
}

type CloseMutation = {
  isPending: boolean;
  error: unknown;
  mutate: (revision: number, options: { onError: (error: unknown) => void }) => void;
};

/** Closing a request (the user's page and the operators'): a conflict reloads the request. */
export function CloseRequestButton({
  revision,
  close,
  onConflict,
  testId,
}: {
  revision: number;
  close: CloseMutation;
  onConflict: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconCircleCheck aria-hidden size={16} />}
      loading={close.isPending}
      onClick={() => close.mutate(revision, { onError: (error) => isRevisionConflict(error) && onConflict() })}
      data-testid={testId}
    >
      {t('support.detail.close')}
    </Button>
  );
}

/** Under the header: why closing failed, and when a closed request was closed. */
export function ClosingState({
  request,
  close,
  onReload,
  testId,
}: {
  request: { status: SupportStatus; closedAt: string | null };
  close: CloseMutation;
  onReload: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {close.error ? <ErrorAlert error={close.error} onReload={onReload} /> : null}
      {request.status === 'CLOSED' && request.closedAt && (
        <Text size="sm" c="dimmed" data-testid={testId}>
          {t('support.detail.closedOn', { date: format.dateTime(request.closedAt) })}
        </Text>
      )}
    </>
  );
}
