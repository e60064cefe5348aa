// The mails the product wrote, as a list and a reading pane: the signed-in user's own (settings: notifications →
// my e-mails) or, for platform admins, every tenant's (/admin/mails). Without an SMTP server (the demo, `npm start`)
// the mails wait in the outbox and are read here; the reading pane shows the text and opens the mail's link in the
// product. The mail open, the status filter and the page are in the URL (mails-search.ts). A phone shows the list,
// and the open mail in its place with a way back.
import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconInbox, IconMail } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { MAIL_STATUSES } from '../../../../../src/contracts/notifications.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { type MailScope, useMail, useMails } from '../api/mails.ts';
import { MAILS_PAGE_SIZE, type MailStatus, type MailsSearch, mailsSearch, toMailsQuery } from '../mails-search.ts';

const STATUS_COLOR = { QUEUED: 'blue', SENT: 'teal', FAILED: 'red', OUTBOX: 'grape' } as const;

function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={STATUS_COLOR[status]} size="sm">
      {t(`notifications.mailStatuses.${status}`)}
    </TintedBadge>
  );
}

function ReadingPane({ scope, mailId, onBack }: { scope: MailScope; mailId: string; onBack: (() => void) | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const router = useRouter();
  const headingId = useId();
  const query = useMail(scope, mailId);
  if (query.isPending) {
    return (
      <Card padding="md" aria-busy="true" aria-label={t('common.loading')}>
        <Stack gap="sm">
          <Skeleton height={24} width="70%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={160} />
        </Stack>
      </Card>
    );
  }
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const mail = query.data;
  const isInternal = mail.link?.startsWith('/') === true;
  return (
    <Card component="article" aria-labelledby={headingId} padding="md" data-testid="mail-reading-pane">
      <Stack gap="sm">
        {onBack && (
          <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="mail-back">
            <Group gap={4} component="span">
              <IconArrowLeft aria-hidden size={14} />
              {t('notifications.mails.back')}
            </Group>
          </Anchor>
        )}
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Title>
        <Group gap="xs" wrap="wrap">
          <MailStatusBadge status={mail.status} />
          <Text size="sm" c="dimmed">
            {t('notifications.mails.meta', {
              to: mail.to,
              at: format.dateTime(mail.createdAt),
              language: t(`language.names.${mail.language}`),
            })}
          </Text>
        </Group>
        {mail.lastError && (
          <Text size="sm" c="red.9">
            {t('notifications.mails.lastError', { error: mail.lastError, attempts: mail.attempts })}
          </Text>
        )}
        <Text
          size="sm"
          p="sm"
          bg="var(--mantine-color-gray-0)"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
          data-testid="mail-text"
        >
          {mail.text}
        </Text>
        {mail.link && (
          <Group>
            <Button
              component="a"
              href={mail.link}
              onClick={(event: React.MouseEvent) => {
                if (!isInternal) return;
                event.preventDefault();
                router.history.push(mail.link as string);
              }}
              rightSection={<IconExternalLink aria-hidden size={14} />}
              data-testid="mail-link"
            >
              {t('notifications.mails.openLink')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export type MailsPanelProps = {
  scope: MailScope;
  search: MailsSearch;
  onSearchChange: (next: MailsSearch, options?: { replace?: boolean }) => void;
};

export function MailsPanel({ scope, search, onSearchChange }: MailsPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const listId = useId();
  const request = useMemo(() => toMailsQuery(search), [search]);
  const query = useMails(scope, request);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(totalCount / MAILS_PAGE_SIZE));
  const select = (mailId: string | undefined) =>
    onSearchChange(mailsSearch.update(search, { mail: mailId }), { replace: false });
  const showList = !isPhone || search.mail === undefined;

  const list = (
    <Card padding={0} component="section" aria-labelledby={listId} data-testid="mails-list">
      <Group p="md" justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={2} size="h4" id={listId}>
          {t('notifications.mails.listTitle')}
        </Title>
        <Select
          label={t('notifications.mails.status')}
          placeholder={t('notifications.mails.allStatuses')}
          data={MAIL_STATUSES.map((status) => ({ value: status, label: t(`notifications.mailStatuses.${status}`) }))}
          value={search.status ?? null}
          onChange={(value) =>
            onSearchChange(mailsSearch.withFilter(search, { status: (value ?? undefined) as MailStatus | undefined }))
          }
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="mails-filter-status"
        />
      </Group>
      {query.isPending && (
        <Stack gap="xs" p="md" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      )}
      {query.isError && (
        <Stack p="md">
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </Stack>
      )}
      {query.isSuccess && items.length === 0 && (
        <Stack align="center" gap="xs" py="xl" px="md" data-testid="mails-empty">
          <IconInbox aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{t('notifications.mails.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            {t(scope === 'admin' ? 'notifications.mails.emptyAdmin' : 'notifications.mails.emptyUser')}
          </Text>
          {scope === 'user' && (
            <Button component={Link} to="/settings/notifications" variant="default" size="xs">
              {t('notifications.mails.toSettings')}
            </Button>
          )}
        </Stack>
      )}
      {items.length > 0 && (
        <Stack
          gap={0}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map((mail) => {
            const selected = mail.mailId === search.mail;
            return (
              <li key={mail.mailId} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <UnstyledButton
                  onClick={() => select(mail.mailId)}
                  aria-current={selected ? 'true' : undefined}
                  w="100%"
                  px="md"
                  py="sm"
                  bg={selected ? 'var(--mantine-color-blue-light)' : undefined}
                  data-testid="mail-row"
                  data-status={mail.status}
                  data-mail-id={mail.mailId}
                >
                  <Stack gap={2}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" fw={selected ? 700 : 600} style={{ overflowWrap: 'anywhere' }}>
                        {mail.subject}
                      </Text>
                      <MailStatusBadge status={mail.status} />
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('notifications.mails.rowMeta', { to: mail.to, at: format.dateTime(mail.createdAt) })}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
      <Group justify="space-between" p="md" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} data-testid="mails-count">
          {t('notifications.mails.count', { count: totalCount, n: format.number(totalCount) })}
        </Text>
        <TranslatedPagination
          pageCount={pages}
          page={page}
          onChange={(next) => onSearchChange(mailsSearch.update(search, { page: next }))}
          testId="mails-pagination"
        />
      </Group>
    </Card>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid={scope === 'admin' ? 'admin-mails' : 'my-mails'}>
      <PageHeader
        title={t(scope === 'admin' ? 'notifications.mails.adminTitle' : 'notifications.mails.userTitle')}
        description={t(scope === 'admin' ? 'notifications.mails.adminIntro' : 'notifications.mails.userIntro')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        {showList && list}
        {search.mail ? (
          <ReadingPane scope={scope} mailId={search.mail} onBack={isPhone ? () => select(undefined) : null} />
        ) : (
          !isPhone && (
            <Card padding="xl" data-testid="mail-none-selected">
              <Stack align="center" gap="xs">
                <IconMail aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" ta="center">
                  {t('notifications.mails.chooseOne')}
                </Text>
              </Stack>
            </Card>
          )
        )}
      </SimpleGrid>
    </Stack>
  );
}
