// The row report of an upload on the screen (decision 0040): every refused row and notice with its row, the column
// and the cell as the file has them, and what is wrong in the reader's language (dates Swiss), a page at a time. A
// table from Mantine's `sm` up, cards on phones (QueryTable). The downloads (XLSX, CSV) say the same.
import { Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListCard, ListCardSkeletons } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { ROW_ISSUES_PAGE_SIZE, useRowIssues } from '../api/row-issues.ts';
import { describeRowIssue, rowOfIssue, type UploadItem, type UploadKind, uploadIdOf } from '../upload-display.ts';

const SEVERITY_COLORS = { error: 'red.7', notice: 'blue.7' } as const;
const WRAP = { overflowWrap: 'anywhere' } as const;

export function RowIssuesTable({ kind, upload }: { kind: UploadKind; upload: UploadItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const query = useRowIssues(kind, uploadIdOf(upload), page);
  const lines = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? upload.issueCount;
  const severity = (line: (typeof lines)[number]) => (
    <DotBadge color={SEVERITY_COLORS[line.severity]} data-severity={line.severity}>
      {t(`uploads.rowReport.severity.${line.severity}`)}
    </DotBadge>
  );
  const key = (line: (typeof lines)[number]) => `${line.rowNumber}-${line.column ?? ''}-${line.code ?? line.message}`;

  const cards = (
    <>
      {query.isPending && <ListCardSkeletons count={2} />}
      {lines.map((line) => (
        <ListCard key={key(line)} testId="row-issue">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {line.rowNumber === 0 && upload.source === 'file'
                ? t('uploads.rowReport.file')
                : t('uploads.rowReport.rowValue', { row: rowOfIssue(line, upload.source, t, language) })}
            </Text>
            {severity(line)}
          </Group>
          {line.column !== null && (
            <Text size="sm" c="dimmed" style={WRAP}>
              {t('uploads.rowReport.cell', { column: line.column, value: line.value ?? '' })}
            </Text>
          )}
          <Text size="sm" style={WRAP} data-testid="row-issue-message">
            {describeRowIssue(line, t, language)}
          </Text>
        </ListCard>
      ))}
    </>
  );

  return (
    <Stack gap={4} data-testid="row-issues">
      <Title order={3} size="h5">
        {t('uploads.rowReport.title')}
      </Title>
      <QueryTable query={query} minWidth={640} horizontalSpacing="sm" testId="row-issues-table" cards={cards}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('uploads.rowReport.columns.row')}</Table.Th>
            <Table.Th>{t('uploads.rowReport.columns.kind')}</Table.Th>
            <Table.Th>{t('uploads.rowReport.columns.column')}</Table.Th>
            <Table.Th>{t('uploads.rowReport.columns.value')}</Table.Th>
            <Table.Th>{t('uploads.rowReport.columns.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Skeleton height={14} radius="sm" width="65%" aria-label={t('uploads.rowReport.loading')} />
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line) => (
            <Table.Tr key={key(line)} data-testid="row-issue" data-code={line.code ?? ''}>
              <Table.Td>{rowOfIssue(line, upload.source, t, language)}</Table.Td>
              <Table.Td>{severity(line)}</Table.Td>
              <Table.Td maw={180} style={WRAP}>
                {line.column ?? ''}
              </Table.Td>
              <Table.Td maw={180} style={WRAP}>
                {line.value ?? ''}
              </Table.Td>
              <Table.Td style={WRAP} data-testid="row-issue-message">
                {describeRowIssue(line, t, language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>
      {totalCount > ROW_ISSUES_PAGE_SIZE && (
        <TablePagerFooter
          page={page}
          pageSize={ROW_ISSUES_PAGE_SIZE}
          totalCount={totalCount}
          onChange={setPage}
          i18nPrefix="uploads.rowReport.pager"
          countTestId="row-issues-count"
        />
      )}
    </Stack>
  );
}
