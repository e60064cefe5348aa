// The row report of an upload on the screen (decision 0040): every refused row and notice with its row, the column
// and the cell as the file has them, and what is wrong in the reader's language (dates Swiss), a page at a time.
// Compact cards at every width: the report sits in the upload card's column, too narrow for a table of five columns
// (the downloads, XLSX and CSV, are the table).
import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard, ListCardSkeletons, ListCards } from '../../../components/list-card.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { ROW_ISSUES_PAGE_SIZE, useRowIssues } from '../api/row-issues.ts';
import { describeRowIssue, rowOfIssue, type UploadItem, type UploadKind, uploadIdOf } from '../upload-display.ts';

const SEVERITY_COLORS = { error: 'red.7', notice: 'blue.7' } as const;
const WRAP = { overflowWrap: 'anywhere' } as const;
/** Lines about the header row: their message names the columns already. */
const HEADER_CODES = new Set(['missingColumns', 'duplicateColumn', 'unknownColumns']);

export function RowIssuesList({ kind, upload }: { kind: UploadKind; upload: UploadItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const query = useRowIssues(kind, uploadIdOf(upload), page);
  const lines = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? upload.issueCount;

  return (
    <Stack gap={6} data-testid="row-issues">
      <Title order={3} size="h5">
        {t('uploads.rowReport.title')}
      </Title>
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      <ListCards p={0} testId="row-issues-list" busy={query.isFetching} dimmed={query.isPlaceholderData}>
        {query.isPending && <ListCardSkeletons count={2} />}
        {lines.map((line) => (
          <ListCard key={`${line.rowNumber}-${line.column ?? ''}-${line.code ?? line.message}`} testId="row-issue">
            <Group gap="xs" wrap="wrap" data-code={line.code ?? ''} data-testid="row-issue-head">
              <Text size="sm" fw={600}>
                {upload.source === 'file' && line.rowNumber === 0
                  ? t('uploads.rowReport.file')
                  : t('uploads.rowReport.rowValue', { row: rowOfIssue(line, upload.source, t, language) })}
              </Text>
              <DotBadge color={SEVERITY_COLORS[line.severity]} data-severity={line.severity}>
                {t(`uploads.rowReport.severity.${line.severity}`)}
              </DotBadge>
            </Group>
            {line.column !== null && !HEADER_CODES.has(line.code ?? '') && (
              <Text size="sm" c="dimmed" style={WRAP} data-testid="row-issue-cell">
                {line.value === null
                  ? line.column
                  : t('uploads.rowReport.cell', { column: line.column, value: line.value })}
              </Text>
            )}
            <Text size="sm" style={WRAP} data-testid="row-issue-message" data-code={line.code ?? ''}>
              {describeRowIssue(line, t, language)}
            </Text>
          </ListCard>
        ))}
      </ListCards>
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
