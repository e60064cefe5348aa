// The company's past absence uploads, newest first: state in words, period, the file (a signed download of the
// original), who uploaded it when, the counts and the row report. A table from Mantine's `sm` up, cards on phones
// (QueryTable). While an upload processes the list refreshes itself.
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AbsenceUploadItem } from '../../../../../src/contracts/index.ts';
import { ListCard, ListCardSkeletons, ListCardValue } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useAbsenceUploads } from '../api/get-absence-uploads.ts';
import { isProcessing } from '../upload-display.ts';
import { RowReportButtons } from './row-report-buttons.tsx';
import { UploadCounts } from './upload-outcome.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

const COLUMNS = 6;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function FileLink({ upload }: { upload: AbsenceUploadItem }) {
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

function Outcome({ upload }: { upload: AbsenceUploadItem }) {
  const { t } = useTranslation();
  if (isProcessing(upload)) {
    return (
      <Text size="sm" c="dimmed">
        {t('uploads.list.processing')}
      </Text>
    );
  }
  if (upload.processingStatus === 'completed') return <UploadCounts upload={upload} />;
  return (
    <Text size="sm" c="dimmed">
      {t(upload.processingStatus === 'formatting-failed' ? 'uploads.list.refused' : 'uploads.list.failed')}
    </Text>
  );
}

function Report({ upload, compact }: { upload: AbsenceUploadItem; compact: boolean }) {
  const { t } = useTranslation();
  if (upload.issueCount > 0) {
    return <RowReportButtons absenceUploadId={upload.absenceUploadId} fileName={upload.name} compact={compact} />;
  }
  return (
    <Text size="sm" c="dimmed" style={NO_WRAP}>
      {isProcessing(upload) ? '–' : t('uploads.list.noIssues')}
    </Text>
  );
}

function Empty({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap={4} py="xl" px="md" data-testid="uploads-empty">
      <IconFileUpload aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{t('uploads.empty.title')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={560}>
        {canEdit ? t('uploads.empty.hintEdit') : t('uploads.empty.hintView')}
      </Text>
    </Stack>
  );
}

export function AbsenceUploadsList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useAbsenceUploads();
  const uploads = query.data?.items ?? [];
  const empty = query.isSuccess && uploads.length === 0;

  const period = (upload: AbsenceUploadItem) =>
    t('uploads.list.periodValue', { start: format.date(upload.startDate), end: format.date(upload.endDate) });

  const cards = (
    <>
      {query.isPending && <ListCardSkeletons count={3} />}
      {empty && (
        <ListCard>
          <Empty canEdit={canEdit} />
        </ListCard>
      )}
      {uploads.map((upload) => (
        <ListCard key={upload.absenceUploadId} testId={`upload-row-${upload.absenceUploadId}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <FileLink upload={upload} />
            <UploadStatusBadge upload={upload} />
          </Group>
          <ListCardValue label={t('uploads.list.period')}>{period(upload)}</ListCardValue>
          <ListCardValue label={t('uploads.list.uploaded')}>
            {upload.uploadedBy}, {format.dateTime(upload.uploadedAt)}
          </ListCardValue>
          <Outcome upload={upload} />
          {upload.issueCount > 0 && <Report upload={upload} compact={false} />}
        </ListCard>
      ))}
    </>
  );

  return (
    <Card padding={0} data-testid="absence-uploads">
      <Stack gap={2} p="md">
        <Title order={2} size="h3">
          {t('uploads.list.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('uploads.list.description')}
        </Text>
      </Stack>
      <QueryTable query={query} minWidth={960} testId="uploads-table" cards={cards}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('uploads.list.file')}</Table.Th>
            <Table.Th>{t('uploads.list.status')}</Table.Th>
            <Table.Th>{t('uploads.list.period')}</Table.Th>
            <Table.Th>{t('uploads.list.result')}</Table.Th>
            <Table.Th>{t('uploads.list.uploaded')}</Table.Th>
            <Table.Th>{t('uploads.list.report')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending &&
            Array.from({ length: 3 }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
              <Table.Tr key={row}>
                {Array.from({ length: COLUMNS }, (_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
                  <Table.Td key={column}>
                    <Skeleton height={14} radius="sm" width="65%" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {empty && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Empty canEdit={canEdit} />
              </Table.Td>
            </Table.Tr>
          )}
          {uploads.map((upload) => (
            <Table.Tr
              key={upload.absenceUploadId}
              data-testid={`upload-row-${upload.absenceUploadId}`}
              data-status={upload.processingStatus}
            >
              <Table.Td maw={260}>
                <FileLink upload={upload} />
              </Table.Td>
              <Table.Td>
                <UploadStatusBadge upload={upload} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={NO_WRAP}>
                  {period(upload)}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                <Outcome upload={upload} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{upload.uploadedBy}</Text>
                <Text size="xs" c="dimmed" style={NO_WRAP}>
                  {format.dateTime(upload.uploadedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Report upload={upload} compact />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>
    </Card>
  );
}
