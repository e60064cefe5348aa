// The company's past uploads of one kind, newest first: state in words, for absences the period, the file (a signed
// download of the original), who uploaded it when, the counts (days or employees) and the row report; completed
// employee uploads also offer the export summary. A table from Mantine's `sm` up, cards on phones (QueryTable).
// While an upload processes the list refreshes itself.
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { ListCard, ListCardSkeletons, ListCardValue } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUploads } from '../api/get-uploads.ts';
import { isProcessing, periodOf, type UploadItem, type UploadKind, uploadIdOf } from '../upload-display.ts';
import { ExportSummaryButton } from './export-summary-button.tsx';
import { RowReportButtons } from './row-report-buttons.tsx';
import { UploadCounts } from './upload-outcome.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function FileLink({ upload }: { upload: UploadItem }) {
  const { t } = useTranslation();
  const name = upload.name ?? t(upload.source === 'api' ? 'uploads.list.viaInterface' : 'uploads.unnamedFile');
  return (
    <Stack gap={0} miw={0}>
      {upload.uri ? (
        <Anchor
          href={upload.uri}
          download={upload.name ?? true}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('uploads.list.downloadFile', { file: name })}
          data-testid="upload-file-link"
        >
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
      {upload.fileUploadName && (
        <Text size="xs" c="dimmed">
          {t('uploads.list.configuration', { name: upload.fileUploadName })}
        </Text>
      )}
    </Stack>
  );
}

function Outcome({ kind, upload }: { kind: UploadKind; upload: UploadItem }) {
  const { t } = useTranslation();
  if (isProcessing(upload)) {
    return (
      <Text size="sm" c="dimmed">
        {t('uploads.list.processing')}
      </Text>
    );
  }
  if (upload.processingStatus === 'completed') return <UploadCounts kind={kind} upload={upload} />;
  return (
    <Text size="sm" c="dimmed">
      {t(upload.processingStatus === 'formatting-failed' ? 'uploads.list.refused' : 'uploads.list.failed')}
    </Text>
  );
}

/** The downloads of an upload: its row report when it has lines, the export summary of a completed employee file. */
function Downloads({ kind, upload, compact }: { kind: UploadKind; upload: UploadItem; compact: boolean }) {
  const { t } = useTranslation();
  const hasSummary = kind === 'employee' && upload.processingStatus === 'completed';
  if (upload.issueCount === 0 && !hasSummary) {
    return (
      <Text size="sm" c="dimmed" style={NO_WRAP}>
        {isProcessing(upload) ? '–' : t('uploads.list.noIssues')}
      </Text>
    );
  }
  return (
    <Stack gap={6} align="flex-start">
      {upload.issueCount > 0 && (
        <RowReportButtons kind={kind} uploadId={uploadIdOf(upload)} fileName={upload.name} compact={compact} />
      )}
      {hasSummary && <ExportSummaryButton uploadId={uploadIdOf(upload)} fileName={upload.name} size="xs" />}
    </Stack>
  );
}

function Empty({ kind, canEdit }: { kind: UploadKind; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={4} py="xl" px="md" data-testid="uploads-empty">
      <IconFileUpload aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{t(`uploads.empty.title.${kind}`)}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={560}>
        {t(canEdit ? `uploads.empty.hintEdit.${kind}` : `uploads.empty.hintView.${kind}`)}
      </Text>
    </Stack>
  );
}

export function UploadsList({ kind, canEdit }: { kind: UploadKind; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useUploads(kind);
  const uploads = query.data?.items ?? [];
  const empty = query.isSuccess && uploads.length === 0;
  const withPeriod = kind === 'absence';
  const columns = withPeriod ? 6 : 5;

  const period = (upload: UploadItem) => {
    const value = periodOf(upload);
    return value
      ? t('uploads.list.periodValue', { start: format.date(value.startDate), end: format.date(value.endDate) })
      : '';
  };

  const cards = (
    <>
      {query.isPending && <ListCardSkeletons count={3} />}
      {empty && (
        <ListCard>
          <Empty kind={kind} canEdit={canEdit} />
        </ListCard>
      )}
      {uploads.map((upload) => (
        <ListCard key={uploadIdOf(upload)} testId={`upload-row-${uploadIdOf(upload)}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <FileLink upload={upload} />
            <UploadStatusBadge upload={upload} />
          </Group>
          {withPeriod && <ListCardValue label={t('uploads.list.period')}>{period(upload)}</ListCardValue>}
          <ListCardValue label={t('uploads.list.uploaded')}>
            {upload.uploadedBy}, {format.dateTime(upload.uploadedAt)}
          </ListCardValue>
          <Outcome kind={kind} upload={upload} />
          {(upload.issueCount > 0 || (kind === 'employee' && upload.processingStatus === 'completed')) && (
            <Downloads kind={kind} upload={upload} compact={false} />
          )}
        </ListCard>
      ))}
    </>
  );

  return (
    <Card padding={0} data-testid={`${kind}-uploads`}>
      <Stack gap={2} p="md">
        <Title order={2} size="h3">
          {t(`uploads.list.title.${kind}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`uploads.list.description.${kind}`)}
        </Text>
      </Stack>
      <QueryTable query={query} minWidth={withPeriod ? 960 : 860} testId="uploads-table" cards={cards}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('uploads.list.file')}</Table.Th>
            <Table.Th>{t('uploads.list.status')}</Table.Th>
            {withPeriod && <Table.Th>{t('uploads.list.period')}</Table.Th>}
            <Table.Th>{t('uploads.list.result')}</Table.Th>
            <Table.Th>{t('uploads.list.uploaded')}</Table.Th>
            <Table.Th>{t(`uploads.list.downloads.${kind}`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending &&
            Array.from({ length: 3 }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
              <Table.Tr key={row}>
                {Array.from({ length: columns }, (_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
                  <Table.Td key={column}>
                    <Skeleton height={14} radius="sm" width="65%" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {empty && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Empty kind={kind} canEdit={canEdit} />
              </Table.Td>
            </Table.Tr>
          )}
          {uploads.map((upload) => (
            <Table.Tr
              key={uploadIdOf(upload)}
              data-testid={`upload-row-${uploadIdOf(upload)}`}
              data-status={upload.processingStatus}
            >
              <Table.Td maw={260}>
                <FileLink upload={upload} />
              </Table.Td>
              <Table.Td>
                <UploadStatusBadge upload={upload} />
              </Table.Td>
              {withPeriod && (
                <Table.Td>
                  <Text size="sm" style={NO_WRAP}>
                    {period(upload)}
                  </Text>
                </Table.Td>
              )}
              <Table.Td maw={320}>
                <Outcome kind={kind} upload={upload} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{upload.uploadedBy}</Text>
                <Text size="xs" c="dimmed" style={NO_WRAP}>
                  {format.dateTime(upload.uploadedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Downloads kind={kind} upload={upload} compact />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>
    </Card>
  );
}
