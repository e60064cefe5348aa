// The support area (/support; decision 0067, support.view: HR_Admin and Payroll): the company's requests to the
// platform's operators on the list kit — the reference "#12", the subject, the status in words, who asked, the last
// message — filtered by status (URL state: status, page); the care configuration's key contact for questions about
// the care of employees; "New request" (support.edit). The empty state says what support is for and how to ask.
import { Anchor, Button, Card, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { supportRequestSummary } from '../../../../../src/contracts/support.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { usePermission } from '../../auth/index.ts';
import { useSupportRequests } from '../api/get-support-requests.ts';
import {
  SUPPORT_PAGE_SIZE,
  SUPPORT_REQUEST_STATUSES,
  type SupportSearch,
  type SupportStatus,
  supportSearch,
  toSupportQuery,
} from '../support-search.ts';
import { ContactForm } from './contact-form.tsx';
import { requestNumber, SupportStatusBadge, useLastMessageColumn } from './support-parts.tsx';

type Summary = z.infer<typeof supportRequestSummary>;

export type SupportAreaProps = {
  search: SupportSearch;
  onSearchChange: (next: SupportSearch, options?: { replace?: boolean }) => void;
};

/** The care configuration's key contact: the company's own first address for care questions. */
function KeyContact({ email }: { email: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card padding="md" component="section" aria-labelledby={headingId} data-testid="support-key-contact">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconHeartHandshake aria-hidden size={22} stroke={1.75} style={{ flexShrink: 0 }} />
        <Stack gap={2} miw={0}>
          <Title order={2} size="h5" id={headingId}>
            {t('support.keyContact.title')}
          </Title>
          <Text size="sm">
            {t('support.keyContact.text')}{' '}
            <Anchor href={`mailto:${email}`} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            {t('support.keyContact.hint')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="support-empty">
      <IconLifebuoy aria-hidden size={32} stroke={1.5} color="var(--mantine-color-blue-7)" />
      {filtered ? (
        <>
          <Text fw={600}>{t('support.list.emptyFiltered')}</Text>
          <Button variant="default" size="xs" onClick={onClear}>
            {t('support.list.clearFilters')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('support.list.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={560}>
            {t('support.list.emptyText')}
          </Text>
          <Text size="sm" c="dimmed" ta="center" maw={560}>
            {t('support.list.emptyHow')}
          </Text>
        </>
      )}
    </Stack>
  );
}

export function SupportArea({ search, onSearchChange }: SupportAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const canWrite = usePermission('support.edit');
  const [creating, setCreating] = useState(false);
  const request = useMemo(() => toSupportQuery(search), [search]);
  const query = useSupportRequests(request);
  const list = useListSearch(supportSearch, search, onSearchChange);
  useLastPageClamp(supportSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const openCount = query.data?.openCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / SUPPORT_PAGE_SIZE));

  const subjectLink = (row: Summary) => (
    <Anchor
      component={Link}
      to={'/support/$requestId' as never}
      params={{ requestId: row.requestId } as never}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
      data-testid="support-request-link"
    >
      {row.subject}
    </Anchor>
  );
  const lastColumn = useLastMessageColumn<Summary>({
    fromSupport: 'support.list.lastFromSupport',
    fromUser: 'support.list.lastFromUser',
  });

  const columns: ListColumn<Summary>[] = [
    {
      id: 'number',
      header: t('support.columns.number'),
      nowrap: true,
      cell: (row) => requestNumber(row.number),
      card: { as: 'fact' },
    },
    { id: 'subject', header: t('support.columns.subject'), minWidth: 260, cell: subjectLink, card: 'title' },
    {
      id: 'status',
      header: t('support.columns.status'),
      nowrap: true,
      cell: (row) => <SupportStatusBadge status={row.status} />,
      card: 'subtitle',
    },
    { id: 'who', header: t('support.columns.who'), minWidth: 160, cell: (row) => row.createdByName, card: 'fact' },
    lastColumn,
  ];

  const statusOptions = [
    { value: 'ALL', label: t('support.filters.all') },
    ...SUPPORT_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`support.statuses.${status}`) })),
  ];

  return (
    <Stack gap="lg" maw={1400} data-testid="support">
      <PageHeader
        title={t('nav.areas.support')}
        description={t('support.intro')}
        actions={
          canWrite ? (
            <Button
              leftSection={<IconPlus aria-hidden size={16} />}
              onClick={() => setCreating(true)}
              data-testid="support-new"
            >
              {t('support.list.new')}
            </Button>
          ) : undefined
        }
      />
      {query.data?.keyContactEmail && <KeyContact email={query.data.keyContactEmail} />}
      <Card padding={0}>
        <Group p="md" gap="sm" wrap="wrap" justify="space-between" align="center">
          <SegmentedControl
            value={search.status ?? 'ALL'}
            onChange={(value) =>
              list.setFilter({ status: value === 'ALL' ? undefined : (value as SupportStatus) }, { replace: false })
            }
            data={statusOptions}
            aria-label={t('support.filters.status')}
            orientation={isPhone ? 'vertical' : 'horizontal'}
            fullWidth={isPhone}
            w={isPhone ? '100%' : undefined}
            data-testid="support-status-filter"
          />
          {openCount > 0 && (
            <Text size="sm" c="dimmed" data-testid="support-open-count">
              {t('support.list.waiting', { count: openCount, n: format.number(openCount) })}
            </Text>
          )}
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(row) => row.requestId}
          rowTestId={() => 'support-row'}
          testId="support-table"
          minWidth={860}
          dimmed={query.isPlaceholderData}
          loadingRows={5}
          loadingCards={3}
          empty={<EmptyState filtered={list.isFiltered} onClear={() => list.clearFilters()} />}
        />
        <ListCountFooter
          countText={t('support.list.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="support-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="support-pagination"
        />
      </Card>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('support.list.new')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="support-new-modal"
      >
        <ContactForm
          area="support"
          path="/support"
          context={{}}
          linkToRequest={false}
          onDone={(created) => {
            setCreating(false);
            void navigate({ to: '/support/$requestId' as never, params: { requestId: created.requestId } as never });
          }}
        />
      </Modal>
    </Stack>
  );
}
