// The tenant's accounting months for an internal admin (issue 14, decisions 0030 and 0041): open a month, the list
// with each month's lock state and submission status, and one month's locks, totals (claim days and amounts, locked
// and open) and files. Locking (lock-month-modal.tsx) shows the preview first and is offered once the month has
// begun (a month after the current one cannot be locked). A locked month's KTG protocol can be regenerated (a new
// generation; the snapshots never change). Each month links to its two checks.
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { ExportItem, monthHasBegun, SubmissionStatusBadge, todayInZurich } from '../../accounting/index.ts';
import { AdminCaseContext, chfToRappen, useUnitNames } from '../../cases/index.ts';
import { monthsToOpen } from '../accounting-months.ts';
import {
  useAdminAccountingMonth,
  useAdminAccountingMonths,
  useCreateAccountingMonth,
  useRegenerateKtgProtocol,
} from '../api/admin-accounting.ts';
import { Figure, LockMonthModal } from './lock-month-modal.tsx';

type Configuration = {
  companySubunits?: readonly { companySubunitId: string; name?: string | null }[];
  processingGroups?: readonly { processingGroupId: string; name?: string | null }[];
} | null;

function MonthDetail({ tenantId, month }: { tenantId: string; month: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const query = useAdminAccountingMonth(tenantId, month);
  const regenerate = useRegenerateKtgProtocol(tenantId, month);
  const [locking, setLocking] = useState(false);
  const data = query.data;
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const files = data ? [...data.salaryExports, ...data.ktgProtocolExports] : [];
  const isWaiting =
    data !== undefined && data.lockedEntities.length > 0 && !data.ktgProtocolExports.some((item) => !item.isPreview);
  const hasBegun = monthHasBegun(month, todayInZurich());
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-accounting-month" data-month={month}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={3} size="h5">
              {format.month(month)}
            </Title>
            {data && <SubmissionStatusBadge status={data.submissionStatus} />}
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconListCheck aria-hidden size={16} />}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/admin/tenants/$tenantId/accounting-checks"
                  params={{ tenantId }}
                  search={{ month }}
                />
              )}
              data-testid="admin-month-checks"
            >
              {t('admin.accounting.checksLink')}
            </Button>
            {data && !data.isLocked && hasBegun && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconLock aria-hidden size={16} />}
                onClick={() => setLocking(true)}
                data-testid="lock-open"
              >
                {t('admin.accounting.lock.open')}
              </Button>
            )}
            {data && data.lockedEntities.length > 0 && (
              <Button
                variant="default"
                leftSection={<IconRefresh aria-hidden size={16} />}
                onClick={() => regenerate.mutate()}
                loading={regenerate.isPending}
                data-testid="regenerate-ktg"
              >
                {t('admin.accounting.regenerate')}
              </Button>
            )}
          </Group>
        </Group>
        {query.isPending && <Skeleton height={120} />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {regenerate.error != null && <ErrorAlert error={regenerate.error} />}
        {regenerate.isSuccess && (
          <TintedAlert color="teal" data-testid="regenerate-done">
            {t('admin.accounting.regenerated')}
          </TintedAlert>
        )}
        {data && (
          <>
            {!data.isLocked && !hasBegun && (
              <TintedAlert color="blue" data-testid="lock-not-yet">
                {t('admin.accounting.lockFrom', { date: format.date(`${month}-01`) })}
              </TintedAlert>
            )}
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure
                label={t('admin.accounting.lockedDays')}
                value={format.number(data.totals.lockedDayCount)}
                hint={t('admin.accounting.inLines', {
                  count: data.totals.lockedLineCount,
                  lines: format.number(data.totals.lockedLineCount),
                })}
                testId="admin-locked-days"
              />
              <Figure
                label={t('admin.accounting.lockedAmount')}
                value={chf(data.totals.lockedAmount)}
                testId="admin-locked-amount"
              />
              <Figure
                label={t('admin.accounting.openDays')}
                value={format.number(data.totals.openDayCount)}
                testId="admin-open-days"
              />
              <Figure
                label={t('admin.accounting.openAmount')}
                value={chf(data.totals.openAmount)}
                testId="admin-open-amount"
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('admin.accounting.countsHint')}
            </Text>
            {data.lockedEntities.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('accounting.months.noLocks')}
              </Text>
            ) : (
              <Stack gap={4} data-testid="admin-month-locks">
                {data.lockedEntities.map((lock) => (
                  <Group key={lock.lockId} gap="xs" wrap="wrap">
                    <IconLock aria-hidden size={14} />
                    <Text size="sm" fw={600}>
                      {units.unitsLine(lock.companySubunitId, lock.processingGroupId) ||
                        t('accounting.wholeOrganisation')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('admin.accounting.lockLine', {
                        date: format.dateTime(lock.lockedAt),
                        lines: format.number(lock.lineCount),
                        amount: chf(lock.totalAmount),
                      })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {(isWaiting || files.length > 0) && (
              <Title order={4} size="h6" data-testid="admin-month-files-title">
                {t('accounting.files.title')}
              </Title>
            )}
            {isWaiting && <Text size="sm">{t('accounting.files.waiting')}</Text>}
            {files.length > 0 && (
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                aria-label={t('accounting.files.title')}
                data-testid="admin-month-files"
              >
                {files.map((item) => (
                  <ExportItem key={item.salaryExportId} item={item} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {locking && <LockMonthModal tenantId={tenantId} month={month} onClose={() => setLocking(false)} />}
    </Paper>
  );
}

export function TenantAccountingPanel({ tenantId, configuration }: { tenantId: string; configuration: Configuration }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const months = useAdminAccountingMonths(tenantId);
  const create = useCreateAccountingMonth(tenantId);
  const [newMonth, setNewMonth] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const access = useMemo(
    () => ({
      tenantId,
      subunits: new Map(
        (configuration?.companySubunits ?? []).map((unit) => [
          unit.companySubunitId,
          unit.name || unit.companySubunitId,
        ]),
      ),
      groups: new Map(
        (configuration?.processingGroups ?? []).map((group) => [
          group.processingGroupId,
          group.name || group.processingGroupId,
        ]),
      ),
    }),
    [tenantId, configuration],
  );
  const items = months.data?.items ?? [];
  const offer = monthsToOpen(
    todayInZurich(),
    items.map((item) => item.accountingMonthId),
  );
  const shown = selected ?? items[0]?.accountingMonthId ?? null;
  return (
    <AdminCaseContext.Provider value={access}>
      <Paper withBorder radius="md" p="md" data-testid="admin-tenant-accounting">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('admin.accounting.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.accounting.intro')}
            </Text>
          </Stack>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('admin.accounting.openMonth')}
              placeholder={t('admin.accounting.chooseMonth')}
              data={offer.map((month) => ({ value: month, label: format.month(month) }))}
              value={newMonth}
              onChange={setNewMonth}
              w={{ base: '100%', xs: 240 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="admin-month-new"
            />
            <Button
              disabled={!newMonth}
              loading={create.isPending}
              onClick={() =>
                newMonth &&
                create.mutate(newMonth, {
                  onSuccess: (created) => {
                    setSelected(created.accountingMonthId);
                    setNewMonth(null);
                  },
                })
              }
              data-testid="admin-month-create"
            >
              {t('admin.accounting.create')}
            </Button>
          </Group>
          {create.error != null && <ErrorAlert error={create.error} />}
          {months.isPending && <Skeleton height={80} />}
          {months.isError && <ErrorAlert error={months.error} onRetry={() => void months.refetch()} />}
          {months.isSuccess && items.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="admin-months-empty">
              {t('admin.accounting.none')}
            </Text>
          )}
          {items.length > 0 && (
            <Group gap="xs" wrap="wrap" data-testid="admin-months">
              {items.map((item) => (
                <Button
                  key={item.accountingMonthId}
                  size="xs"
                  variant={item.accountingMonthId === shown ? 'filled' : 'default'}
                  onClick={() => setSelected(item.accountingMonthId)}
                  aria-pressed={item.accountingMonthId === shown}
                  data-testid={`admin-month-${item.accountingMonthId}`}
                  rightSection={
                    item.isLocked ? (
                      <IconLock aria-hidden size={12} />
                    ) : item.lockedEntities.length > 0 ? (
                      <TintedBadge color="orange" size="xs">
                        {t('accounting.months.lockStates.partly')}
                      </TintedBadge>
                    ) : undefined
                  }
                >
                  {format.month(item.accountingMonthId)}
                </Button>
              ))}
            </Group>
          )}
          {shown && <MonthDetail key={shown} tenantId={tenantId} month={shown} />}
        </Stack>
      </Paper>
    </AdminCaseContext.Provider>
  );
}
