// "Export" (issue 32 point 5): the figures of the current filters with the target and absence hours behind them as
// an Excel or CSV file in the UI language. The button shows progress while the server writes the file; a failure is
// shown under the header in words.
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import type { ExportFormat, useExportAbsenceRate } from '../api/export-absence-rate.ts';

export function ExportMenu({
  query,
  exporter,
}: {
  query: AnalyticsQueryInput;
  exporter: ReturnType<typeof useExportAbsenceRate>;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const run = (format: ExportFormat) => exporter.mutate({ query, format, language });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload aria-hidden size={16} />}
          loading={exporter.isPending}
          data-testid="analytics-export"
        >
          {t('analytics.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileSpreadsheet aria-hidden size={16} />}
          onClick={() => run('XLSX')}
          data-testid="analytics-export-xlsx"
        >
          {t('analytics.export.xlsx')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypeCsv aria-hidden size={16} />}
          onClick={() => run('CSV')}
          data-testid="analytics-export-csv"
        >
          {t('analytics.export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
