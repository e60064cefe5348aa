// The two downloads of an upload's row report (every refused row and notice: row, column, value, message), in the
// UI language. The report is generated on request; a failure shows under the buttons.
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { type RowReportFormat, useRowReportDownload } from '../api/row-report.ts';
import type { UploadKind } from '../upload-display.ts';

const FORMATS: readonly RowReportFormat[] = ['xlsx', 'csv'];

export function RowReportButtons({
  kind,
  uploadId,
  fileName,
  size = 'xs',
  compact = false,
}: {
  kind: UploadKind;
  uploadId: string;
  /** The upload's file, so the buttons' accessible names say whose report they fetch. */
  fileName: string | null;
  size?: 'xs' | 'sm';
  /** Only the format on the buttons (where a column header already says "row report"). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const download = useRowReportDownload(kind);
  const pendingFormat = download.isPending ? download.variables?.format : undefined;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            size={size}
            variant="default"
            leftSection={<IconDownload aria-hidden size={14} />}
            loading={pendingFormat === format}
            disabled={download.isPending && pendingFormat !== format}
            onClick={() => download.mutate({ uploadId, format, language })}
            aria-label={t(compact ? 'uploads.report.compactLabel' : 'uploads.report.buttonLabel', {
              format: format.toUpperCase(),
              file: fileName ?? t('uploads.unnamedFile'),
            })}
            data-testid={`row-report-${format}`}
          >
            {compact ? format.toUpperCase() : t('uploads.report.button', { format: format.toUpperCase() })}
          </Button>
        ))}
      </Group>
      {download.isError && <ErrorAlert error={download.error} />}
    </Stack>
  );
}
