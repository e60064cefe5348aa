// A generated report's state: the progress bar while it runs (GET /report/{id} every 1.5 s), then the download link
// (the report's signed address), or the failure.
import { Alert, Anchor, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useReport } from '../api/get-report.ts';

export function ReportResult({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useReport(reportId);
  const report = query.data;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!report) return null;
  if (report.status === 'RUNNING') {
    const percent = Math.round(report.progress * 100);
    return (
      <Stack gap={6} data-testid="report-running">
        <Text size="sm">{t('reports.progress.running', { percent })}</Text>
        <Progress value={Math.max(percent, 3)} animated aria-label={t('reports.progress.label')} />
      </Stack>
    );
  }
  if (report.status === 'FAILED') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="report-failed">
        {t('reports.progress.failed')}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" data-testid="report-done">
      <Group gap="sm" wrap="wrap">
        <IconCircleCheck aria-hidden size={20} color="var(--mantine-color-green-8)" />
        <Text size="sm">
          {t('reports.progress.done', { count: report.rowCount ?? 0, n: format.number(report.rowCount ?? 0) })}
        </Text>
        {report.uri && (
          <Anchor href={report.uri} download={report.filename ?? undefined} fw={600} data-testid="report-download">
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload aria-hidden size={16} />
              {t('reports.actions.download', { filename: report.filename ?? '' })}
            </Group>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
