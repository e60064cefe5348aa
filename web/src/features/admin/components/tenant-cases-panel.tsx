// The tenant's cases for an internal admin (decision 0025): GET /admin/tenant/{tenantId}/cases, searched by name or
// personnel number, narrowed to sickness or accident cases, newest first, a page at a time. Each case opens the admin
// case screen (/admin/tenants/{tenantId}/cases/{caseId}) with its detail and the input editor.
import { Anchor, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard, ListCards, ListCardValue } from '../../../components/list-card.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { CaseStatusBadge, chfToRappen, personName } from '../../cases/index.ts';
import { useAdminTenantCases } from '../api/admin-cases.ts';

const PAGE_SIZE = 10;
type TypeFilter = 'ALL' | 'SICK' | 'ACCIDENT';

export function TenantCasesPanel({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<TypeFilter>('ALL');
  const [page, setPage] = useState(1);
  const query = useAdminTenantCases(tenantId, {
    ...(debounced ? { search: debounced } : {}),
    ...(type === 'ALL' ? {} : { claimTypes: [type] }),
    sortBy: 'START_DATE',
    sortOrder: 'DESC',
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const items = query.data?.items ?? [];
  const range = (from: string, to: string) => `${format.date(from)} – ${format.date(to)}`;
  const caseLink = (item: (typeof items)[number]) => (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/admin/tenants/$tenantId/cases/$caseId" params={{ tenantId, caseId: item.caseId }} />
      )}
      size="sm"
      fw={600}
      data-testid={`admin-case-link-${item.caseId}`}
    >
      {personName(item)}
    </Anchor>
  );
  const filtered = debounced !== '' || type !== 'ALL';

  return (
    <Paper withBorder radius="md" p={0} data-testid="admin-tenant-cases">
      <Stack gap="sm" p="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('admin.cases.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.cases.intro')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.cases.search')}
            placeholder={t('admin.cases.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={isPhone ? '100%' : 280}
            data-testid="admin-cases-search"
          />
          <SegmentedControl
            aria-label={t('admin.cases.type')}
            value={type}
            onChange={(value) => {
              setType(value as TypeFilter);
              setPage(1);
            }}
            data={[
              { value: 'ALL', label: t('admin.cases.types.ALL') },
              { value: 'SICK', label: t('cases.claimTypes.SICK') },
              { value: 'ACCIDENT', label: t('cases.claimTypes.ACCIDENT') },
            ]}
          />
        </Group>
      </Stack>
      {query.isError ? (
        <Stack p="md">
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </Stack>
      ) : query.isPending ? (
        <Stack p="md" gap="xs" aria-busy>
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md" data-testid="admin-cases-empty">
          {filtered ? t('admin.cases.emptyFiltered') : t('admin.cases.empty')}
        </Text>
      ) : isPhone ? (
        <ListCards px="md" dimmed={query.isPlaceholderData}>
          {items.map((item) => (
            <ListCard key={item.caseId} testId={`admin-case-row-${item.caseId}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                {caseLink(item)}
                <CaseStatusBadge status={item.status} />
              </Group>
              <ListCardValue label={t('admin.cases.columns.case')}>
                {`${item.caseNumber} · ${t(`cases.claimTypes.${item.type}`)}`}
              </ListCardValue>
              <ListCardValue label={t('admin.cases.columns.period')}>
                {range(item.absentFrom, item.absentTo)}
              </ListCardValue>
              <ListCardValue label={t('admin.cases.columns.total')}>
                {format.chf(chfToRappen(item.allowance.totalAmount))}
              </ListCardValue>
            </ListCard>
          ))}
        </ListCards>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table
            verticalSpacing="xs"
            highlightOnHover
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            data-testid="admin-cases-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.cases.columns.person')}</Table.Th>
                <Table.Th>{t('admin.cases.columns.case')}</Table.Th>
                <Table.Th>{t('admin.cases.columns.status')}</Table.Th>
                <Table.Th>{t('admin.cases.columns.period')}</Table.Th>
                <Table.Th ta="right">{t('admin.cases.columns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.caseId} data-testid={`admin-case-row-${item.caseId}`} data-status={item.status}>
                  <Table.Td>
                    <Stack gap={0}>
                      {caseLink(item)}
                      <Text size="xs" c="dimmed">
                        {item.personnelNumber ?? item.employeeId}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{`${item.caseNumber} · ${t(`cases.claimTypes.${item.type}`)}`}</Text>
                  </Table.Td>
                  <Table.Td>
                    <CaseStatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{range(item.absentFrom, item.absentTo)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" ff="monospace">
                      {format.chf(chfToRappen(item.allowance.totalAmount))}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.data && query.data.totalCount > 0 && (
        <TablePagerFooter
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={query.data.totalCount}
          onChange={setPage}
          i18nPrefix="admin.cases.count"
          countTestId="admin-cases-count"
        />
      )}
    </Paper>
  );
}
