// The tenant's accounting months for an internal admin (issue 14, decision 0030): open a month, the list with each
// month's lock state and submission status, and one month's locks, totals (locked and open) and files. Locking shows
// the preview first — employees, lines, total, totals per subunit/group, corrections, blocked claims left out, lines
// without an export mapping — says that it is irreversible and sends the preview's count and total, so a month that
// changed meanwhile answers 409 LOCK_PREVIEW_OUTDATED and the new preview is shown. A locked month's KTG protocol can
// be regenerated (a new generation; the snapshots never change). Each month links to its two checks.
import { Button, Group, Modal, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconListCheck, IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { ExportItem, SubmissionStatusBadge } from '../../accounting/index.ts';
import { AdminCaseContext, chfToRappen, useUnitNames } from '../../cases/index.ts';
import { monthsToOpen } from '../accounting-months.ts';
import {
  type LockUnit,
  useAdminAccountingMonth,
  useAdminAccountingMonths,
  useCreateAccountingMonth,
  useLockMonth,
  useLockPreview,
  useRegenerateKtgProtocol,
} from '../api/admin-accounting.ts';

type Configuration = {
  companySubunits?: readonly { companySubunitId: string; name?: string | null }[];
  processingGroups?: readonly { processingGroupId: string; name?: string | null }[];
} | null;

const todayInZurich = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function LockModal({ tenantId, month, onClose }: { tenantId: string; month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const [unit, setUnit] = useState<LockUnit>({ companySubunitId: null, processingGroupId: null });
  const preview = useLockPreview(tenantId, month, unit, true);
  const lock = useLockMonth(tenantId, month);
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const isOutdated = isApiError(lock.error) && lock.error.code === 'LOCK_PREVIEW_OUTDATED';
  const data = preview.data;
  const scope = units.unitsLine(unit.companySubunitId, unit.processingGroupId) || t('accounting.wholeOrganisation');
  const confirm = () => {
    if (!data) return;
    lock.mutate(
      { ...unit, expectedLineCount: data.lineCount, expectedTotalAmount: data.totalAmount },
      {
        onError: (error) => {
          if (isApiError(error) && error.code === 'LOCK_PREVIEW_OUTDATED') void preview.refetch();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.accounting.lock.title', { month: format.month(month) })}
      size="xl"
      centered
      data-testid="lock-modal"
    >
      <Stack gap="md">
        {lock.isSuccess ? (
          <TintedAlert color="teal" data-testid="lock-done">
            {lock.data.created
              ? t('admin.accounting.lock.done', { scope, lines: format.number(lock.data.lock.lineCount) })
              : t('admin.accounting.lock.already', { scope })}
          </TintedAlert>
        ) : (
          <>
            <Group gap="sm" wrap="wrap" align="flex-end">
              <Select
                label={t('cases.list.filters.subunit')}
                placeholder={t('accounting.wholeOrganisation')}
                data={units.subunitOptions}
                value={unit.companySubunitId}
                onChange={(value) => {
                  lock.reset();
                  setUnit((current) => ({ ...current, companySubunitId: value }));
                }}
                clearable
                w={{ base: '100%', xs: 240 }}
                comboboxProps={{ withinPortal: true }}
                data-testid="lock-subunit"
              />
              <Select
                label={t('cases.list.filters.processingGroup')}
                placeholder={t('accounting.allGroups')}
                data={units.groupOptions}
                value={unit.processingGroupId}
                onChange={(value) => {
                  lock.reset();
                  setUnit((current) => ({ ...current, processingGroupId: value }));
                }}
                clearable
                w={{ base: '100%', xs: 240 }}
                comboboxProps={{ withinPortal: true }}
                data-testid="lock-group"
              />
            </Group>
            {preview.isPending && <Skeleton height={160} />}
            {preview.isError && <ErrorAlert error={preview.error} onRetry={() => void preview.refetch()} />}
            {isOutdated && (
              <TintedAlert color="orange" data-testid="lock-outdated">
                {t('admin.accounting.lock.outdated')}
              </TintedAlert>
            )}
            {data && (
              <Stack gap="sm" data-testid="lock-preview" style={{ opacity: preview.isFetching ? 0.6 : 1 }}>
                {data.alreadyLocked && (
                  <TintedAlert color="blue" data-testid="lock-already-locked">
                    {t('admin.accounting.lock.alreadyLocked')}
                  </TintedAlert>
                )}
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Figure label={t('admin.accounting.lock.employees')} value={format.number(data.employeeCount)} />
                  <Figure
                    label={t('admin.accounting.lock.lines')}
                    value={format.number(data.lineCount)}
                    testId="lock-preview-lines"
                  />
                  <Figure
                    label={t('admin.accounting.lock.total')}
                    value={chf(data.totalAmount)}
                    testId="lock-preview-total"
                  />
                  <Figure label={t('admin.accounting.lock.corrections')} value={chf(data.correctionAmount)} />
                </SimpleGrid>
                {data.byUnit.length > 0 && (
                  <Table.ScrollContainer minWidth={440}>
                    <Table data-testid="lock-preview-units">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('accounting.months.lockedUnit')}</Table.Th>
                          <Table.Th style={{ textAlign: 'right' }}>{t('admin.accounting.lock.lines')}</Table.Th>
                          <Table.Th style={{ textAlign: 'right' }}>{t('admin.accounting.lock.total')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.byUnit.map((row) => (
                          <Table.Tr key={`${row.companySubunitId}-${row.processingGroupId}`}>
                            <Table.Td>
                              {units.unitsLine(row.companySubunitId, row.processingGroupId) ||
                                t('admin.accounting.lock.noUnit')}
                            </Table.Td>
                            <Table.Td style={{ textAlign: 'right' }}>{format.number(row.lineCount)}</Table.Td>
                            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{chf(row.amount)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                {data.blockedClaimCount > 0 && (
                  <TintedAlert color="orange" data-testid="lock-blocked">
                    {t('admin.accounting.lock.blocked', { count: format.number(data.blockedClaimCount) })}
                  </TintedAlert>
                )}
                {data.unmappedLineCount > 0 && (
                  <TintedAlert color="orange" data-testid="lock-unmapped">
                    {t('admin.accounting.lock.unmapped', { count: format.number(data.unmappedLineCount) })}
                  </TintedAlert>
                )}
                <TintedAlert
                  color="red"
                  icon={<IconLock aria-hidden />}
                  title={t('admin.accounting.lock.irreversibleTitle')}
                >
                  <Text size="sm">
                    {t('admin.accounting.lock.irreversible', { scope, month: format.month(month) })}
                  </Text>
                </TintedAlert>
              </Stack>
            )}
            {lock.error != null && !isOutdated && <ErrorAlert error={lock.error} />}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={lock.isPending}>
            {lock.isSuccess ? t('common.close') : t('common.cancel')}
          </Button>
          {!lock.isSuccess && (
            <Button
              color="red.8"
              leftSection={<IconLock aria-hidden size={16} />}
              onClick={confirm}
              loading={lock.isPending}
              disabled={!data || preview.isFetching || data.alreadyLocked}
              data-testid="lock-confirm"
            >
              {t('admin.accounting.lock.confirm', { scope })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

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
            {data && !data.isLocked && (
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
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label={t('admin.accounting.lockedLines')} value={format.number(data.totals.lockedLineCount)} />
              <Figure
                label={t('admin.accounting.lockedAmount')}
                value={chf(data.totals.lockedAmount)}
                testId="admin-locked-amount"
              />
              <Figure label={t('admin.accounting.openLines')} value={format.number(data.totals.openLineCount)} />
              <Figure
                label={t('admin.accounting.openAmount')}
                value={chf(data.totals.openAmount)}
                testId="admin-open-amount"
              />
            </SimpleGrid>
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
            {isWaiting && <Text size="sm">{t('accounting.files.waiting')}</Text>}
            {files.length > 0 && (
              <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('accounting.files.title')}>
                {files.map((item) => (
                  <ExportItem key={item.salaryExportId} item={item} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {locking && <LockModal tenantId={tenantId} month={month} onClose={() => setLocking(false)} />}
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
