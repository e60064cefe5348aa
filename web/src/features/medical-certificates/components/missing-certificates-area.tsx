// The missing-certificates worklist (/absences/missing-certificates, issue 30, decision 0056): the sickness and
// accident periods that last to or past the company's day N and whose required days no certificate covers, newest
// period first (the server's order). Per row: who, the period with its type, the day a certificate is required from,
// the days still uncovered and how many days it is overdue; "send upload link" and "add certificate" open the same
// forms as the panel, preset with the uncovered span. Filters (type, search) and page in the URL; cards on a phone.
import { Button, Card, Group, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailForward, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  CERTIFICATE_ABSENCE_TYPES,
  type MissingCertificate,
} from '../../../../../src/contracts/medical-certificates.ts';
import { type ListColumn, ListTable, useLastPageClamp, useListSearch } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { useMissingCertificates } from '../api/get-missing-certificates.ts';
import { useRequiredFromDay } from '../api/get-required-from-day.ts';
import { daysOverdue } from '../certificate-display.ts';
import {
  MISSING_CERTIFICATES_PAGE_SIZE,
  type MissingCertificatesSearch,
  missingCertificatesSearch,
  toMissingCertificatesQuery,
} from '../missing-certificates-search.ts';
import { type CertificateDialog, CertificateDialogs } from './certificate-dialogs.tsx';
import { personName, spanText } from './certificate-parts.tsx';

export type MissingCertificatesAreaProps = {
  search: MissingCertificatesSearch;
  onSearchChange: (next: MissingCertificatesSearch, options?: { replace?: boolean }) => void;
};

const rowKey = (row: MissingCertificate) => `${row.employeeId}:${row.absenceType}:${row.periodStart}`;

export function MissingCertificatesArea({ search, onSearchChange }: MissingCertificatesAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const canEdit = usePermission('employee.certificates.edit');
  const canOpenHealth = usePermission('employee.health.view');
  const canReadConfiguration = usePermission('tenant.view');
  const request = useMemo(() => toMissingCertificatesQuery(search), [search]);
  const query = useMissingCertificates(request);
  const requiredFromDay = useRequiredFromDay(canReadConfiguration);
  const list = useListSearch(missingCertificatesSearch, search, onSearchChange);
  useLastPageClamp(missingCertificatesSearch, query, search, onSearchChange);
  const [dialog, setDialog] = useState<CertificateDialog | null>(null);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / MISSING_CERTIFICATES_PAGE_SIZE));
  const today = isoDateInZurich(new Date());
  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(missingCertificatesSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const isFiltered = list.isFiltered;

  const presetOf = (row: MissingCertificate) => ({
    absenceType: row.absenceType,
    from: row.firstUncoveredDay,
    to: row.periodEnd,
  });
  const rowActions = (row: MissingCertificate) =>
    canEdit ? (
      <Group gap={4} justify="flex-end" wrap="wrap">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconMailForward aria-hidden size={14} />}
          onClick={() =>
            setDialog({
              kind: 'link',
              employeeId: row.employeeId,
              employeeName: personName(row),
              preset: presetOf(row),
            })
          }
          // The visible words first, then whose row (axe: label-content-name-mismatch).
          aria-label={`${row.openUploadLinkId ? t('certificates.missing.sendAgain') : t('certificates.actions.sendLink')} – ${personName(row)}`}
          data-testid="missing-send-link"
        >
          {row.openUploadLinkId ? t('certificates.missing.sendAgain') : t('certificates.actions.sendLink')}
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus aria-hidden size={14} />}
          onClick={() =>
            setDialog({
              kind: 'certificate',
              employeeId: row.employeeId,
              employeeName: personName(row),
              preset: presetOf(row),
            })
          }
          aria-label={`${t('certificates.actions.add')} – ${personName(row)}`}
          data-testid="missing-add"
        >
          {t('certificates.actions.add')}
        </Button>
      </Group>
    ) : null;

  const overdueText = (row: MissingCertificate) => {
    const days = daysOverdue(row.firstUncoveredDay, today);
    return days === 0 ? t('certificates.missing.dueToday') : t('certificates.missing.overdueDays', { count: days });
  };

  const columns: ListColumn<MissingCertificate>[] = [
    {
      id: 'employee',
      header: t('certificates.missing.columns.employee'),
      minWidth: 180,
      cell: (row) => (
        <Stack gap={0}>
          {canOpenHealth ? (
            <Text
              size="sm"
              fw={600}
              component={Link}
              to={'/employee-health/$employeeId' as never}
              params={{ employeeId: row.employeeId } as never}
              c="blue.8"
            >
              {personName(row)}
            </Text>
          ) : (
            <Text size="sm" fw={600}>
              {personName(row)}
            </Text>
          )}
          {row.personnelNumber && (
            <Text size="xs" c="dimmed">
              {row.personnelNumber}
            </Text>
          )}
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'period',
      header: t('certificates.missing.columns.period'),
      minWidth: 200,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {spanText(t, row.periodStart, row.periodEnd)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`certificates.absenceTypes.${row.absenceType}`)} ·{' '}
            {t('certificates.missing.requiredFromShort', { date: formatDate(row.requiredFrom) })}
          </Text>
        </Stack>
      ),
      card: {
        as: 'fact',
        value: (row) =>
          `${spanText(t, row.periodStart, row.periodEnd)} · ${t(`certificates.absenceTypes.${row.absenceType}`)}`,
      },
    },
    {
      id: 'requiredFrom',
      header: t('certificates.missing.columns.requiredFrom'),
      // In the period's column on a wide screen (beside it, the French table did not fit 1440 px); its own fact on
      // the card.
      table: false,
      nowrap: true,
      cell: (row) => <Text size="sm">{formatDate(row.requiredFrom)}</Text>,
      card: 'fact',
    },
    {
      id: 'uncovered',
      header: t('certificates.missing.columns.uncovered'),
      minWidth: 150,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{t('certificates.missing.uncoveredDays', { count: row.uncoveredDays })}</Text>
          <Text size="xs" c="dimmed">
            {t('certificates.missing.firstUncovered', { date: formatDate(row.firstUncoveredDay) })}
          </Text>
        </Stack>
      ),
      card: {
        as: 'fact',
        value: (row) =>
          `${t('certificates.missing.uncoveredDays', { count: row.uncoveredDays })} (${t('certificates.missing.firstUncovered', { date: formatDate(row.firstUncoveredDay) })})`,
      },
    },
    {
      id: 'overdue',
      header: t('certificates.missing.columns.overdue'),
      nowrap: true,
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Group gap={4} wrap="nowrap">
            <IconAlertTriangle
              aria-hidden
              size={14}
              color={`var(--mantine-color-${daysOverdue(row.firstUncoveredDay, today) > 0 ? 'red-9' : 'dark-6'})`}
            />
            <Text size="sm" fw={600} c={daysOverdue(row.firstUncoveredDay, today) > 0 ? 'red.9' : 'dark.6'}>
              {overdueText(row)}
            </Text>
          </Group>
          {row.openUploadLinkId && (
            <Text size="xs" c="dimmed" data-testid="missing-link-open">
              {t('certificates.missing.linkOpen')}
            </Text>
          )}
        </Stack>
      ),
      card: { as: 'subtitle' },
    },
    {
      id: 'actions',
      header: t('certificates.columns.actions'),
      headerContent: <VisuallyHidden>{t('certificates.columns.actions')}</VisuallyHidden>,
      table: canEdit,
      td: () => ({ style: { textAlign: 'right' } }),
      cell: rowActions,
      card: canEdit ? { as: 'fact', label: null } : 'hidden',
    },
  ];

  const ruleText =
    requiredFromDay.data !== undefined
      ? t('certificates.missing.rule', { day: requiredFromDay.data })
      : t('certificates.missing.ruleGeneral');
  const emptyState = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="missing-empty">
      <IconCircleCheck aria-hidden size={32} stroke={1.5} color="var(--mantine-color-green-7)" />
      {search.search || isFiltered ? (
        <>
          <Text fw={600}>{t('certificates.missing.emptyFilteredTitle')}</Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              cancelSearch();
              list.clearFilters();
            }}
          >
            {t('certificates.missing.clearFilters')}
          </Button>
        </>
      ) : (
        <>
          <Text fw={600}>{t('certificates.missing.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            {ruleText}
          </Text>
        </>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="missing-certificates">
      <PageHeader title={t('nav.areas.missingCertificates')} description={ruleText} />
      <Card padding={0}>
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('certificates.missing.search')}
            placeholder={t('certificates.missing.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            maxLength={200}
            flex="1 1 240px"
            maw={420}
            type="search"
            data-testid="missing-search"
          />
          <Select
            label={t('certificates.missing.type')}
            placeholder={t('certificates.missing.allTypes')}
            data={CERTIFICATE_ABSENCE_TYPES.map((type) => ({
              value: type,
              label: t(`certificates.absenceTypes.${type}`),
            }))}
            value={search.absenceType ?? null}
            onChange={(value) =>
              list.setFilter(
                { absenceType: (value ?? undefined) as MissingCertificatesSearch['absenceType'] },
                { replace: false },
              )
            }
            clearable
            w={{ base: '100%', xs: 200 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="missing-filter-type"
          />
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={rowKey}
          rowTestId={() => 'missing-row'}
          testId="missing-table"
          minWidth={1000}
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingCards={4}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('certificates.missing.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="missing-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="missing-pagination"
        />
      </Card>
      <CertificateDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
