// The daily-allowances area (issue 14, decision 0030): the opened accounting months with their lock state per
// subunit/group and submission status, the chosen month (in the URL) with its steps (widget, the lock's downloads in
// its export step), submissions, files and — last, as the longest — its lines (decision 0041). Months are opened by
// the insurer (the admin); until then the page says so.
import { Card, Group, Select, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarDollar, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { z } from 'zod';
import type { accountingMonthSummary } from '../../../../../src/contracts/accounting.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen, useUnitNames } from '../../cases/index.ts';
import { type DailyAllowancesSearch, defaultMonth, monthsNewestFirst, withMonth } from '../accounting-search.ts';
import {
  hasLockExport,
  useAccountingMonths,
  useGenerateExportPreview,
  useSalaryExports,
} from '../api/accounting-api.ts';
import { monthHasBegun, todayInZurich } from '../month-closing.ts';
import { SubmissionStatusBadge } from './accounting-badges.tsx';
import { AccountingLines } from './accounting-lines.tsx';
import { MonthFiles } from './month-files.tsx';
import { MonthSubmissions } from './month-submissions.tsx';
import { MonthWidget } from './month-widget.tsx';

type MonthSummary = z.infer<typeof accountingMonthSummary>;

export type DailyAllowancesAreaProps = {
  search: DailyAllowancesSearch;
  onSearchChange: (next: DailyAllowancesSearch, options?: { replace?: boolean }) => void;
  /** dailyAllowances.edit: submit the month, generate a preview of its files. */
  canEdit: boolean;
};

/** "Locked", "Partly locked" or "Open" for a month. */
export function lockStateOf(month: MonthSummary): 'locked' | 'partly' | 'open' {
  if (month.isLocked) return 'locked';
  return month.lockedEntities.length > 0 ? 'partly' : 'open';
}

function LockedEntities({ month }: { month: MonthSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  if (month.lockedEntities.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="month-no-locks">
        {t('accounting.months.noLocks')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="month-locks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accounting.months.lockedUnit')}</Table.Th>
            <Table.Th>{t('accounting.months.lockedAt')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('accounting.months.lockedLines')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('accounting.months.lockedAmount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {month.lockedEntities.map((lock) => (
            <Table.Tr key={lock.lockId} data-testid="month-lock-row">
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <IconLock aria-hidden size={14} />
                  <Text size="sm">
                    {units.unitsLine(lock.companySubunitId, lock.processingGroupId) ||
                      t('accounting.wholeOrganisation')}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.dateTime(lock.lockedAt)}</Text>
                <Text size="xs" c="dimmed">
                  {lock.lockedBy}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{format.number(lock.lineCount)}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {format.chf(chfToRappen(lock.totalAmount))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function DailyAllowancesArea({ search, onSearchChange, canEdit }: DailyAllowancesAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const months = useAccountingMonths();
  const all = months.data ? monthsNewestFirst(months.data) : [];
  const month = search.month ?? (months.data ? defaultMonth(months.data) : null);
  const current = all.find((candidate) => candidate.accountingMonthId === month) ?? null;
  const lockedSomewhere = (current?.lockedEntities.length ?? 0) > 0;
  const files = useSalaryExports(current ? month : null, lockedSomewhere);
  const isWaiting = lockedSomewhere && files.isSuccess && !hasLockExport(files.data.items);
  const preview = useGenerateExportPreview(month ?? '');
  const hasBegun = month !== null && monthHasBegun(month, todayInZurich());
  const lockFiles = (files.data?.items ?? []).filter((item) => !item.isPreview);

  const monthLabel = (item: MonthSummary) =>
    `${format.month(item.accountingMonthId)} · ${t(`accounting.months.lockStates.${lockStateOf(item)}`)}`;

  return (
    <Stack gap="lg" maw={1400} data-testid="daily-allowances">
      <PageHeader title={t('nav.areas.dailyAllowances')} description={t('accounting.intro')} />
      {months.isPending && <Skeleton height={120} radius="md" />}
      {months.isError && (
        <ErrorAlert error={months.error} onRetry={() => void months.refetch()} isRetrying={months.isFetching} />
      )}
      {months.isSuccess && all.length === 0 && (
        <Card data-testid="accounting-no-months">
          <Stack align="center" gap="xs" py="xl">
            <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
              <IconCalendarDollar size={28} />
            </ThemeIcon>
            <Text fw={600}>{t('accounting.months.noneTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={560}>
              {t('accounting.months.noneHint')}
            </Text>
          </Stack>
        </Card>
      )}
      {months.isSuccess && all.length > 0 && (
        <Card data-testid="accounting-month">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <Select
                label={t('accounting.months.choose')}
                data={all.map((item) => ({ value: item.accountingMonthId, label: monthLabel(item) }))}
                value={current ? current.accountingMonthId : null}
                onChange={(value) => value && onSearchChange(withMonth(search, value))}
                allowDeselect={false}
                w={{ base: '100%', xs: 320 }}
                comboboxProps={{ withinPortal: true }}
                data-testid="month-select"
              />
              {current && (
                <Group gap="xs">
                  {current.isLocked ? <IconLock aria-hidden size={16} /> : <IconLockOpen aria-hidden size={16} />}
                  <Text size="sm" fw={600} data-testid="month-lock-state" data-state={lockStateOf(current)}>
                    {t(`accounting.months.lockStateLong.${lockStateOf(current)}`)}
                  </Text>
                  <SubmissionStatusBadge status={current.submissionStatus} />
                </Group>
              )}
            </Group>
            {!current && month && (
              <Text size="sm" c="dimmed" data-testid="month-unknown">
                {t('accounting.months.unknown', { month })}
              </Text>
            )}
            {current && (
              <>
                <Title order={2} size="h5">
                  {t('accounting.months.locksTitle')}
                </Title>
                <LockedEntities month={current} />
              </>
            )}
          </Stack>
        </Card>
      )}
      {current && month && (
        <>
          <MonthWidget month={month} lockFiles={lockFiles} hasBegun={hasBegun} />
          <MonthSubmissions month={month} canSubmit={canEdit} isLockedForAll={current.isLocked} hasBegun={hasBegun} />
          <MonthFiles
            items={files.data?.items ?? []}
            isPending={files.isPending}
            error={files.error}
            onRetry={() => void files.refetch()}
            isLockedSomewhere={lockedSomewhere}
            isWaiting={isWaiting}
            preview={
              canEdit && !current.isLocked
                ? { run: () => preview.mutate(), isRunning: preview.isPending, error: preview.error }
                : null
            }
          />
          <AccountingLines month={month} search={search} onSearchChange={onSearchChange} />
        </>
      )}
    </Stack>
  );
}
