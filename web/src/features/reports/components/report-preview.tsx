// The preview of a definition (POST /report/preview): its first rows as the file will show them (Swiss formats by
// column type), and how many rows the report has. Scrolls sideways inside its card on a phone.
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiResponse } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type CellType, formatCell, isNumericColumn } from '../report-display.ts';

export function ReportPreview({ preview }: { preview: ApiResponse<'reportPreview'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const formatters = { ...format, yes: t('reports.preview.yes'), no: t('reports.preview.no') };
  const shown = preview.rows.length;
  return (
    <Stack gap="xs" data-testid="report-preview">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {t('reports.preview.title', { title: preview.title })}
        </Title>
        <Badge variant="light" data-testid="report-preview-count">
          {t('reports.preview.count', { count: preview.totalRowCount, n: format.number(preview.totalRowCount) })}
        </Badge>
      </Group>
      {shown === 0 ? (
        <Text size="sm" c="dimmed" data-testid="report-preview-empty">
          {t('reports.preview.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={Math.min(1200, preview.columns.length * 130)} type="native">
            <Table striped withTableBorder fz="xs" data-testid="report-preview-table">
              <Table.Thead>
                <Table.Tr>
                  {preview.columns.map((column) => (
                    <Table.Th key={column.key} ta={isNumericColumn(column.type as CellType) ? 'right' : undefined}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows have no id and never reorder.
                  <Table.Tr key={index} data-testid="report-preview-row">
                    {preview.columns.map((column, columnIndex) => {
                      const numeric = isNumericColumn(column.type as CellType);
                      return (
                        <Table.Td
                          key={column.key}
                          ta={numeric ? 'right' : undefined}
                          style={numeric || column.type === 'date' ? { whiteSpace: 'nowrap' } : undefined}
                        >
                          {formatCell(row[columnIndex] ?? null, column.type as CellType, formatters)}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {preview.totalRowCount > shown && (
            <Text size="xs" c="dimmed">
              {t('reports.preview.more', { shown: format.number(shown), total: format.number(preview.totalRowCount) })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
