// The totals (decision 0068): the whole range's figures as tiles (entitled, paid, released for payment, in
// preparation, outstanding, IV offset), then a table per month or per subunit (a switch, in the URL). A subunit's row
// filters the case list below to it. Amounts in CHF 1'234.50; an empty range says where the figures come from.
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { BenefitsTotals as Totals } from '../../../../../src/contracts/benefits.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { chfToRappen, useUnitNames } from '../../cases/index.ts';
import { useBenefitsTotals } from '../api/get-benefits-totals.ts';
import { type BenefitsSearch, benefitsSearch, NO_SUBUNIT, toFilter } from '../benefits-search.ts';

type Figures = Omit<Totals['total'], 'caseCount'>;
type Row = Figures & { key: string; label: string; unit?: string | null };

export type BenefitsTotalsProps = {
  search: BenefitsSearch;
  onSearchChange: (next: BenefitsSearch, options?: { replace?: boolean }) => void;
  currentMonth: string;
};

const TILES = ['entitled', 'paid', 'scheduled', 'inPreparation', 'outstanding', 'ivOffset'] as const;
const COLUMNS = ['entitled', 'paid', 'scheduled', 'inPreparation', 'outstanding', 'ivOffset'] as const;

export function BenefitsTotals({ search, onSearchChange, currentMonth }: BenefitsTotalsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const isPhone = useIsPhone();
  const query = useBenefitsTotals(toFilter(search, currentMonth));
  const view = search.view ?? 'MONTH';
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const data = query.data;

  const rows: Row[] = !data
    ? []
    : view === 'MONTH'
      ? data.months.map((month) => ({
          ...month,
          key: month.accountingMonthId,
          label: format.month(month.accountingMonthId),
        }))
      : data.subunits.map((unit) => ({
          ...unit,
          key: unit.companySubunitId ?? NO_SUBUNIT,
          label:
            unit.companySubunitId === null
              ? t('benefits.totals.noSubunit')
              : (unit.name ?? units.subunitName(unit.companySubunitId) ?? ''),
          unit: unit.companySubunitId,
        }));

  const chooseUnit = (row: Row) =>
    onSearchChange(benefitsSearch.withFilter(search, { unit: row.unit ?? NO_SUBUNIT }), { replace: false });

  return (
    <Card component="section" aria-labelledby="benefits-totals-title" data-testid="benefits-totals">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h4" id="benefits-totals-title">
              {t('benefits.totals.title', {
                from: format.month(data?.from ?? currentMonth),
                to: format.month(data?.to ?? currentMonth),
              })}
            </Title>
            <Text size="sm" c="dimmed" maw={760}>
              {t('benefits.totals.intro')}
            </Text>
          </Stack>
          <SegmentedControl
            value={view}
            onChange={(value) =>
              onSearchChange(benefitsSearch.update(search, { view: value === 'SUBUNIT' ? 'SUBUNIT' : undefined }), {
                replace: false,
              })
            }
            data={[
              { value: 'MONTH', label: t('benefits.totals.perMonth') },
              { value: 'SUBUNIT', label: t('benefits.totals.perSubunit') },
            ]}
            aria-label={t('benefits.totals.view')}
            data-testid="benefits-view"
          />
        </Group>
        {query.isError && !data ? (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : !data ? (
          <Stack aria-busy>
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            <Skeleton height={72} />
            <Skeleton height={220} />
          </Stack>
        ) : (
          <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
            {/* A phone: one line per figure, the label left and the amount right (two amounts do not fit side by side). */}
            <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing={isPhone ? 4 : 'sm'} data-testid="benefits-tiles">
              {TILES.map((key) => {
                const Layout = isPhone ? Group : Stack;
                return (
                  <Layout
                    key={key}
                    gap={2}
                    justify={isPhone ? 'space-between' : undefined}
                    wrap="nowrap"
                    data-testid={`benefits-tile-${key}`}
                  >
                    <Text size={isPhone ? 'sm' : 'xs'} c="dimmed">
                      {t(`benefits.figures.${key}`)}
                    </Text>
                    <Text fw={700} ff="monospace" size={isPhone ? 'md' : 'lg'} style={{ whiteSpace: 'nowrap' }}>
                      {chf(data.total[key])}
                    </Text>
                  </Layout>
                );
              })}
            </SimpleGrid>
            {rows.length === 0 ? (
              <Stack align="center" gap="xs" py="lg" data-testid="benefits-totals-empty">
                <IconReceipt aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text fw={600} ta="center">
                  {t('benefits.totals.emptyTitle')}
                </Text>
                <Text size="sm" c="dimmed" ta="center" maw={560}>
                  {t('benefits.totals.emptyText')}
                </Text>
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={880} type="native">
                <Table striped highlightOnHover verticalSpacing="xs" data-testid="benefits-totals-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        {view === 'MONTH' ? t('benefits.totals.month') : t('benefits.totals.subunit')}
                      </Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>{t('benefits.figures.days')}</Table.Th>
                      {COLUMNS.map((key) => (
                        <Table.Th key={key} style={{ textAlign: 'right' }}>
                          {t(`benefits.figures.${key}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.key} data-testid="benefits-totals-row" data-key={row.key}>
                        <Table.Td>
                          {view === 'SUBUNIT' ? (
                            <Button
                              variant="subtle"
                              size="compact-sm"
                              px={0}
                              onClick={() => chooseUnit(row)}
                              title={t('benefits.totals.showCases', { unit: row.label })}
                              data-testid="benefits-subunit"
                            >
                              {row.label}
                            </Button>
                          ) : (
                            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                              {row.label}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          <Text size="sm" ff="monospace">
                            {t('benefits.figures.daysValue', {
                              days: format.number(row.days),
                              paid: format.number(row.paidDays),
                            })}
                          </Text>
                        </Table.Td>
                        {COLUMNS.map((key) => (
                          <Table.Td key={key} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            <Text size="sm" ff="monospace" fw={key === 'outstanding' ? 700 : undefined}>
                              {chf(row[key])}
                            </Text>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr data-testid="benefits-totals-total">
                      <Table.Th>{t('benefits.totals.total')}</Table.Th>
                      <Table.Th style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        <Text size="sm" ff="monospace" fw={700}>
                          {t('benefits.figures.daysValue', {
                            days: format.number(data.total.days),
                            paid: format.number(data.total.paidDays),
                          })}
                        </Text>
                      </Table.Th>
                      {COLUMNS.map((key) => (
                        <Table.Th key={key} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          <Text size="sm" ff="monospace" fw={700}>
                            {chf(data.total[key])}
                          </Text>
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
