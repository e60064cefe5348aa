// "Export summary" of a completed employee upload: the employee statistics per subunit and processing group as an
// Excel file, its column titles in the UI language. While a file of the company processes the server answers
// FILES_PROCESSING: the button then says to try again once it has ended.
import { Button, Stack } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useExportSummary } from '../api/export-summary.ts';

export function ExportSummaryButton({
  uploadId,
  fileName,
  size = 'sm',
}: {
  uploadId: string;
  /** The upload's file, so the button's accessible name says whose summary it fetches. */
  fileName: string | null;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const exportSummary = useExportSummary();
  const label = t('uploads.exportSummary.button');
  return (
    <Stack gap={6} align="flex-start">
      <Button
        size={size}
        variant="default"
        leftSection={<IconTableExport aria-hidden size={14} />}
        loading={exportSummary.isPending}
        onClick={() => exportSummary.mutate({ uploadId, t })}
        aria-label={t('uploads.exportSummary.buttonLabel', {
          button: label,
          file: fileName ?? t('uploads.unnamedFile'),
        })}
        data-testid="export-summary"
      >
        {label}
      </Button>
      {/* While a file processes the server answers FILES_PROCESSING, whose general text speaks of absence edits. */}
      {isApiError(exportSummary.error) && exportSummary.error.code === 'FILES_PROCESSING' ? (
        <TintedAlert color="blue" data-testid="export-summary-wait">
          {t('uploads.exportSummary.whileProcessing')}
        </TintedAlert>
      ) : (
        exportSummary.isError && <ErrorAlert error={exportSummary.error} />
      )}
    </Stack>
  );
}
