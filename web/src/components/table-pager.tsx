// Paging for server-side tables: Mantine's Pagination with translated control labels, and the footer that shows
// "1–50 of 1'234" next to it. One place, so every table pages alike.
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../lib/translator.ts';
import { useFormatters } from '../lib/use-formatters.ts';

export function TranslatedPagination(props: {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={props.pageCount}
      value={Math.min(props.page, props.pageCount)}
      onChange={props.onChange}
      size="sm"
      hideWithOnePage
      getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
      data-testid={props.testId}
    />
  );
}

/** Footer of a paged table. `i18nPrefix` names `<prefix>.none` and `<prefix>.range` ({{from}}, {{to}}, {{total}}). */
export function TablePagerFooter(props: {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange: (page: number) => void;
  i18nPrefix: string;
  countTestId: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { page, pageSize, totalCount } = props;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Group justify="space-between" p="md" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid={props.countTestId}>
        {totalCount === 0
          ? t(`${props.i18nPrefix}.none`)
          : t(`${props.i18nPrefix}.range`, {
              from: format.number((page - 1) * pageSize + 1),
              to: format.number(Math.min(page * pageSize, totalCount)),
              total: format.number(totalCount),
            })}
      </Text>
      <TranslatedPagination pageCount={pageCount} page={page} onChange={props.onChange} />
    </Group>
  );
}

/**
 * Footer of a list-kit list: the count in words ("34 absences without a certificate", the caller's sentence) and the
 * pages. `countText` is already translated; the test ids name the count and the pagination.
 */
export function ListCountFooter(props: {
  countText: string;
  countTestId: string;
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
  paginationTestId: string;
}) {
  return (
    <Group justify="space-between" p="md" gap="sm" wrap="wrap">
      <Text size="sm" fw={600} data-testid={props.countTestId}>
        {props.countText}
      </Text>
      <TranslatedPagination
        pageCount={props.pageCount}
        page={props.page}
        onChange={props.onChange}
        testId={props.paginationTestId}
      />
    </Group>
  );
}
