// The month's files (GET /salary-export?accountingMonthId=): salary exports per subunit/group and KTG protocols with
// their generation, each document a signed download link; a preview marked as such; a warning when lines have no
// export account mapping (left out of the files until an admin configures one). For an open month, dailyAllowances
// .edit generates a preview of the files (progress while it runs); while a lock's files are still being generated
// the list asks again every 3 s.
import { Anchor, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import type { z } from 'zod';
import type { salaryExport } from '../../../../../src/contracts/accounting.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard } from '../../../components/list-card.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUnitNames } from '../../cases/index.ts';

type SalaryExport = z.infer<typeof salaryExport>;

/** One file set (a salary export of a unit or a KTG protocol) with its documents. */
export function ExportItem({ item }: { item: SalaryExport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const scope = units.unitsLine(item.companySubunitId, item.processingGroupId) || t('accounting.wholeOrganisation');
  return (
    <ListCard testId={`export-${item.type}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <IconFileSpreadsheet aria-hidden size={18} />
          <Text size="sm" fw={600}>
            {item.type === 'KTG_PROTOCOL'
              ? t('accounting.files.ktgProtocol', { generation: item.generation })
              : t('accounting.files.salaryExport')}
          </Text>
          <Text size="sm" c="dimmed">
            {scope}
          </Text>
          {item.isPreview && (
            <TintedBadge color="yellow" size="sm" data-testid="export-preview-badge">
              {t('accounting.files.preview')}
            </TintedBadge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('accounting.files.created', { date: format.dateTime(item.createdAt) })}
        </Text>
      </Group>
      {item.unmappedLineCount > 0 && (
        <TintedAlert color="orange" data-testid="export-unmapped">
          <Text size="sm">{t('accounting.files.unmapped', { count: format.number(item.unmappedLineCount) })}</Text>
        </TintedAlert>
      )}
      <Group gap="md" wrap="wrap">
        {item.documents.map((document) => (
          <Anchor
            key={document.documentId}
            href={document.url}
            download={document.name}
            size="sm"
            data-testid={`export-download-${document.fileType}`}
            data-file-type={document.fileType}
            data-preview={item.isPreview}
            style={{ overflowWrap: 'anywhere' }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload aria-hidden size={14} />
              {t('accounting.files.download', {
                type: t(`accounting.fileTypes.${document.fileType}`, { defaultValue: document.fileType }),
                name: document.name,
              })}
            </Group>
          </Anchor>
        ))}
      </Group>
    </ListCard>
  );
}

export function MonthFiles({
  items,
  isPending,
  error,
  onRetry,
  isLockedSomewhere,
  isWaiting,
  preview,
}: {
  items: readonly SalaryExport[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isLockedSomewhere: boolean;
  /** A lock exists whose salary export is not there yet. */
  isWaiting: boolean;
  /** dailyAllowances.edit and a month open for some unit: generate a preview. */
  preview: { run: () => void; isRunning: boolean; error: unknown } | null;
}) {
  const { t } = useTranslation();
  const exports = items.filter((item) => item.type === 'SALARY_EXPORT');
  const protocols = items.filter((item) => item.type === 'KTG_PROTOCOL');
  return (
    <Card data-testid="accounting-files">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('accounting.files.title')}
          </Title>
          {preview && (
            <Button variant="default" onClick={preview.run} loading={preview.isRunning} data-testid="generate-preview">
              {t('accounting.files.generatePreview')}
            </Button>
          )}
        </Group>
        {preview?.isRunning && (
          <Stack gap={4} data-testid="preview-progress">
            <Text size="sm">{t('accounting.files.generating')}</Text>
            <Progress value={100} animated striped aria-label={t('accounting.files.generating')} />
          </Stack>
        )}
        {preview?.error != null && <ErrorAlert error={preview.error} />}
        {isPending && <Loader size="sm" aria-label={t('accounting.files.loading')} />}
        {error != null && <ErrorAlert error={error} onRetry={onRetry} />}
        {isWaiting && (
          <Group gap="xs" data-testid="exports-waiting">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('accounting.files.waiting')}</Text>
          </Group>
        )}
        {!isPending && error == null && items.length === 0 && !isWaiting && (
          <Text size="sm" c="dimmed" data-testid="files-empty">
            {isLockedSomewhere ? t('accounting.files.noneLocked') : t('accounting.files.none')}
          </Text>
        )}
        {exports.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('accounting.files.salaryExports')}>
            {exports.map((item) => (
              <ExportItem key={item.salaryExportId} item={item} />
            ))}
          </Stack>
        )}
        {protocols.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('accounting.files.ktgProtocols')}>
            {protocols.map((item) => (
              <ExportItem key={item.salaryExportId} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
