// The "History" tab (issue 31; decision 0058 "Screens"): the company's generated reports, newest first, on the list
// kit (the page in the URL): the kind in words, the period, who asked (or the schedule), when, the status, the rows,
// the download (the report's signed address) and when the file expires. On a phone a card per report.
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileReport } from '@tabler/icons-react';
import type { Report } from '../../../../../src/contracts/reports.ts';
import { type ListColumn, ListTable, useLastPageClamp } from '../../../components/list-kit/index.ts';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useReports } from '../api/get-reports.ts';
import { periodText } from '../report-display.ts';
import { REPORTS_PAGE_SIZE, type ReportsSearch, reportsSearch, toReportsQuery } from '../reports-search.ts';

export type HistoryPanelProps = {
  search: ReportsSearch;
  onSearchChange: (next: ReportsSearch, options?: { replace?: boolean }) => void;
  onGenerate: () => void;
};

const STATUS_COLORS = { RUNNING: 'blue', DONE: 'green', FAILED: 'red' } as const;

export function HistoryPanel({ search, onSearchChange, onGenerate }: HistoryPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useReports(toReportsQuery(search));
  useLastPageClamp(reportsSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / REPORTS_PAGE_SIZE));
  const words = {
    range: (from: string, to: string) => t('reports.period.range', { from, to }),
    month: (month: string) => t('reports.period.month', { month: format.month(month) }),
  };

  const columns: ListColumn<Report>[] = [
    {
      id: 'kind',
      header: t('reports.history.columns.kind'),
      minWidth: 180,
      cell: (report) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t(`reports.kinds.${report.kind}.title`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`reports.languages.${report.definition.language}`)} · {t(`reports.formats.${report.definition.format}`)}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'period',
      header: t('reports.history.columns.period'),
      minWidth: 120,
      cell: (report) => <Text size="sm">{periodText(report.definition.period, words)}</Text>,
      card: 'fact',
    },
    {
      id: 'requestedBy',
      header: t('reports.history.columns.requestedBy'),
      minWidth: 120,
      cell: (report) => (
        <Stack gap={2}>
          <Text size="sm">{report.requestedBy.name}</Text>
          {report.scheduleId && (
            <Text size="xs" c="dimmed">
              {t('reports.history.scheduled')}
            </Text>
          )}
        </Stack>
      ),
      card: 'fact',
    },
    {
      id: 'createdAt',
      header: t('reports.history.columns.createdAt'),
      nowrap: true,
      cell: (report) => <Text size="sm">{format.dateTime(report.createdAt)}</Text>,
      card: 'fact',
    },
    {
      id: 'status',
      header: t('reports.history.columns.status'),
      nowrap: true,
      minWidth: 120,
      cell: (report) => (
        <Badge variant="light" color={STATUS_COLORS[report.status]} data-testid="report-status">
          {report.status === 'RUNNING'
            ? t('reports.history.runningPercent', { percent: Math.round(report.progress * 100) })
            : t(`reports.statuses.${report.status}`)}
        </Badge>
      ),
      card: { as: 'fact', label: null },
    },
    {
      id: 'rows',
      header: t('reports.history.columns.rows'),
      align: 'right',
      nowrap: true,
      cell: (report) => <Text size="sm">{report.rowCount === null ? '–' : format.number(report.rowCount)}</Text>,
      card: 'fact',
    },
    {
      id: 'download',
      header: t('reports.history.columns.download'),
      nowrap: true,
      cell: (report) =>
        report.uri ? (
          <Anchor
            href={report.uri}
            size="sm"
            aria-label={t(`reports.history.downloadFormat.${report.definition.format}`)}
            data-testid="report-history-download"
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload aria-hidden size={14} />
              {report.definition.format === 'PDF' ? 'PDF' : 'Excel'}
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {report.status === 'DONE' ? t('reports.history.expired') : '–'}
          </Text>
        ),
      card: 'fact',
    },
    {
      id: 'expiresAt',
      header: t('reports.history.columns.expiresAt'),
      nowrap: true,
      cell: (report) => <Text size="sm">{report.expiresAt ? format.instantDate(report.expiresAt) : '–'}</Text>,
      card: 'fact',
    },
  ];

  const empty = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="reports-history-empty">
      <IconFileReport aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600} ta="center">
        {t('reports.history.emptyTitle')}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={520}>
        {t('reports.history.emptyHint')}
      </Text>
      <Button variant="default" size="xs" onClick={onGenerate} data-testid="reports-history-generate">
        {t('reports.history.generateFirst')}
      </Button>
    </Stack>
  );

  return (
    <Card padding={0} data-testid="reports-history">
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={(report) => report.reportId}
        rowTestId={() => 'report-history-row'}
        rowProps={(report) => ({ 'data-status': report.status, 'data-kind': report.kind })}
        minWidth={960}
        testId="reports-history-table"
        dimmed={query.isPlaceholderData}
        loadingRows={6}
        loadingCards={4}
        empty={empty}
      />
      <ListCountFooter
        countText={t('reports.history.count', { count: totalCount, n: format.number(totalCount) })}
        countTestId="reports-history-count"
        pageCount={pages}
        page={search.page ?? 1}
        onChange={(page) => onSearchChange(reportsSearch.update(search, { page: page > 1 ? page : undefined }))}
        paginationTestId="reports-history-pagination"
      />
    </Card>
  );
}
