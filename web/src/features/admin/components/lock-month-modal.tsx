// Locking a tenant's month (issue 14, decisions 0030 and 0041): the preview first — employees, booking lines and claim
// days up to the lock date (today), the later days the lock leaves to the next open month, total, totals per
// subunit/group, corrections, blocked claims left out, lines without an export mapping, and the unit's open data
// issues (a tick confirms locking despite them) — then the irreversible lock, which sends the preview's count and
// total, so a month that changed meanwhile answers 409 LOCK_PREVIEW_OUTDATED and the new preview is shown.
import { Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCalendarClock, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { OpenIssuesNotice } from '../../accounting/index.ts';
import { chfToRappen, useUnitNames } from '../../cases/index.ts';
import { type LockUnit, useLockMonth, useLockPreview } from '../api/admin-accounting.ts';

export function Figure({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: string;
  testId?: string;
  /** What the figure counts, under the value. */
  hint?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export function LockMonthModal({ tenantId, month, onClose }: { tenantId: string; month: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const [unit, setUnit] = useState<LockUnit>({ companySubunitId: null, processingGroupId: null });
  const [acknowledged, setAcknowledged] = useState(false);
  const preview = useLockPreview(tenantId, month, unit, true);
  const lock = useLockMonth(tenantId, month);
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const isOutdated = isApiError(lock.error) && lock.error.code === 'LOCK_PREVIEW_OUTDATED';
  const data = preview.data;
  const scope = units.unitsLine(unit.companySubunitId, unit.processingGroupId) || t('accounting.wholeOrganisation');
  const issuesConfirmed = data !== undefined && (data.openIssues.total === 0 || acknowledged);
  const changeUnit = (next: Partial<LockUnit>) => {
    lock.reset();
    setAcknowledged(false);
    setUnit((current) => ({ ...current, ...next }));
  };
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
                onChange={(value) => changeUnit({ companySubunitId: value })}
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
                onChange={(value) => changeUnit({ processingGroupId: value })}
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
                <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
                  <Figure label={t('admin.accounting.lock.employees')} value={format.number(data.employeeCount)} />
                  <Figure
                    label={t('admin.accounting.lock.lines')}
                    value={format.number(data.lineCount)}
                    testId="lock-preview-lines"
                  />
                  <Figure
                    label={t('admin.accounting.lock.days')}
                    value={format.number(data.dayCount)}
                    testId="lock-preview-days"
                  />
                  <Figure
                    label={t('admin.accounting.lock.total')}
                    value={chf(data.totalAmount)}
                    testId="lock-preview-total"
                  />
                  <Figure label={t('admin.accounting.lock.corrections')} value={chf(data.correctionAmount)} />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  {t('admin.accounting.countsHint')}
                </Text>
                <TintedAlert
                  color={data.laterDayCount > 0 ? 'blue' : 'gray'}
                  icon={<IconCalendarClock aria-hidden />}
                  data-testid="lock-date"
                  data-lock-date={data.lockDate}
                  data-later-days={data.laterDayCount}
                >
                  <Text size="sm">
                    {data.laterDayCount > 0
                      ? t('admin.accounting.lock.laterDays', {
                          date: format.date(data.lockDate),
                          count: data.laterDayCount,
                          days: format.number(data.laterDayCount),
                          amount: chf(data.laterAmount),
                        })
                      : t('admin.accounting.lock.allDays', { date: format.date(data.lockDate) })}
                  </Text>
                </TintedAlert>
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
                <OpenIssuesNotice
                  openIssues={data.openIssues}
                  scope={scope}
                  canOpenIssues={false}
                  acknowledged={acknowledged}
                  onAcknowledge={setAcknowledged}
                  acknowledgeLabel={t('accounting.closing.issues.lockAnyway')}
                  hint={t('admin.accounting.lock.issuesHint')}
                />
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
              disabled={!data || preview.isFetching || data.alreadyLocked || !issuesConfirmed}
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
