// The claims area (issue 14, decision 0030): the cases with UNASSIGNED claims in closed-out months — claims no
// accounting month has taken up (GET /case/with-claims-that-have-no-accounting-month) — and, for a case, those claims
// by month with the way for payroll (claims.edit) to schedule them into an open accounting month (PATCH /claim with
// each claim's revisionId: a claim recomputed meanwhile answers 409 REVISION_CONFLICT and the screen offers to
// reload; a locked month 409 ACCOUNTING_MONTH_LOCKED, explained).
import {
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CaseItem, ClaimItem } from '../../../../../src/contracts/cases.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard, ListCardSkeletons, ListCardValue } from '../../../components/list-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { chfToRappen, personName, UnitsCell, useUnitNames } from '../../cases/index.ts';
import {
  useAccountingMonths,
  useCasesWithUnassignedClaims,
  usePersonClaims,
  useScheduleClaims,
} from '../api/accounting-api.ts';
import { claimsByMonth, scheduleBody } from '../claims-schedule.ts';

const PAGE_SIZE = 25;
type UnassignedCase = CaseItem & {
  unassignedClaimCount: number;
  unassignedDayCount: number;
  unassignedAmount: string;
  unassignedMonths: string[];
};

function ScheduleModal({ item, canEdit, onClose }: { item: UnassignedCase; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const person = usePersonClaims(item.insuredPersonId);
  const months = useAccountingMonths();
  const schedule = useScheduleClaims();
  const claims: ClaimItem[] = useMemo(
    () => person.data?.items.find((candidate) => candidate.caseId === item.caseId)?.claims ?? [],
    [person.data, item.caseId],
  );
  const groups = useMemo(() => claimsByMonth(claims), [claims]);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<string | null>(null);
  const openMonths = months.data?.unlocked ?? [];
  const chosen = groups.filter((group) => !excluded.has(group.month));
  const chosenTotal = chosen.reduce((sum, group) => sum + group.amountRappen, 0);
  const isLocked = isApiError(schedule.error) && schedule.error.code === 'ACCOUNTING_MONTH_LOCKED';
  const submit = () => {
    if (!target) return;
    schedule.mutate(scheduleBody(item.insuredPersonId, chosen, target));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('accounting.claims.modalTitle', { name: personName(item), number: item.caseNumber })}
      size="lg"
      centered
      data-testid="schedule-modal"
    >
      <Stack gap="md">
        {person.isPending && <Skeleton height={120} />}
        {person.isError && <ErrorAlert error={person.error} onRetry={() => void person.refetch()} />}
        {schedule.isSuccess ? (
          <TintedAlert color="teal" icon={<IconCircleCheck aria-hidden />} data-testid="schedule-done">
            {t('accounting.claims.done', { month: target ? format.month(target) : '' })}
          </TintedAlert>
        ) : (
          person.isSuccess && (
            <>
              <Text size="sm">{t('accounting.claims.modalIntro')}</Text>
              {groups.length === 0 ? (
                <Text size="sm" c="dimmed" data-testid="schedule-none">
                  {t('accounting.claims.noneLeft')}
                </Text>
              ) : (
                <Stack gap="xs" data-testid="schedule-months">
                  {groups.map((group) => (
                    <Checkbox
                      key={group.month}
                      checked={!excluded.has(group.month)}
                      disabled={!canEdit}
                      onChange={(event) => {
                        const next = new Set(excluded);
                        if (event.currentTarget.checked) next.delete(group.month);
                        else next.add(group.month);
                        setExcluded(next);
                      }}
                      label={t('accounting.claims.monthLine', {
                        month: format.month(group.month),
                        count: format.number(group.claims.length),
                        amount: format.chf(group.amountRappen),
                      })}
                      data-testid={`schedule-month-${group.month}`}
                    />
                  ))}
                </Stack>
              )}
              {canEdit && groups.length > 0 && (
                <>
                  {openMonths.length === 0 ? (
                    <TintedAlert color="orange" data-testid="schedule-no-open-month">
                      {t('accounting.claims.noOpenMonth')}
                    </TintedAlert>
                  ) : (
                    <Select
                      label={t('accounting.claims.target')}
                      description={t('accounting.claims.targetHint')}
                      data={openMonths.map((month) => ({
                        value: month.accountingMonthId,
                        label: format.month(month.accountingMonthId),
                      }))}
                      value={target}
                      onChange={setTarget}
                      comboboxProps={{ withinPortal: true }}
                      data-testid="schedule-target"
                    />
                  )}
                  {schedule.error != null && (
                    <Stack gap="xs">
                      <ErrorAlert
                        error={schedule.error}
                        onReload={() => {
                          schedule.reset();
                          void person.refetch();
                        }}
                      />
                      {isLocked && <Text size="sm">{t('accounting.claims.lockedHint')}</Text>}
                    </Stack>
                  )}
                  <Group justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {t('accounting.claims.selection', {
                        count: format.number(chosen.reduce((sum, group) => sum + group.claims.length, 0)),
                        amount: format.chf(chosenTotal),
                      })}
                    </Text>
                    <Button
                      leftSection={<IconCalendarPlus aria-hidden size={16} />}
                      disabled={!target || chosen.length === 0}
                      loading={schedule.isPending}
                      onClick={submit}
                      data-testid="schedule-confirm"
                    >
                      {t('accounting.claims.schedule')}
                    </Button>
                  </Group>
                </>
              )}
            </>
          )
        )}
      </Stack>
    </Modal>
  );
}

export function ClaimsArea({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const [page, setPage] = useState(1);
  const query = useCasesWithUnassignedClaims(page, PAGE_SIZE);
  const months = useAccountingMonths();
  // Scheduling needs an open accounting month (decision 0042): without one the cases open to be viewed, and the
  // screen says why instead of offering "Schedule…" that cannot end in a booking.
  const noOpenMonth = months.isSuccess && months.data.unlocked.length === 0;
  const canSchedule = canEdit && !noOpenMonth;
  const [open, setOpen] = useState<UnassignedCase | null>(null);
  const items = (query.data?.items ?? []) as UnassignedCase[];
  const monthsText = (item: UnassignedCase) => item.unassignedMonths.map((month) => format.month(month)).join(', ');
  /** The claims counted as the days they are for ("55 Tage"): an accident day's UVG and UVGZ lines are one day. */
  const openDays = (item: UnassignedCase) =>
    item.unassignedDayCount === 1
      ? t('accounting.claims.daysOne')
      : t('accounting.claims.daysOther', { days: format.number(item.unassignedDayCount) });
  const action = (item: UnassignedCase) => (
    <Button size="xs" variant="default" onClick={() => setOpen(item)} data-testid={`claims-open-${item.caseId}`}>
      {canSchedule ? t('accounting.claims.openSchedule') : t('accounting.claims.openView')}
    </Button>
  );
  const who = (item: UnassignedCase) => (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {personName(item)}
      </Text>
      <Text size="xs" c="dimmed">
        {[item.personnelNumber, t('accounting.lines.caseNumber', { number: item.caseNumber })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
  const empty = (
    <Stack align="center" gap="xs" py="xl" data-testid="claims-empty">
      <IconCircleCheck aria-hidden size={32} stroke={1.5} color="var(--mantine-color-teal-7)" />
      <Text fw={600}>{t('accounting.claims.emptyTitle')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={520}>
        {t('accounting.claims.emptyHint')}
      </Text>
    </Stack>
  );
  const cards = (
    <>
      {query.isPending && <ListCardSkeletons count={4} />}
      {query.isSuccess && items.length === 0 && <ListCard>{empty}</ListCard>}
      {items.map((item) => (
        <ListCard key={item.caseId} testId={`claims-row-${item.caseId}`}>
          {who(item)}
          <ListCardValue label={t('accounting.claims.columns.claims')}>{openDays(item)}</ListCardValue>
          <ListCardValue label={t('accounting.claims.columns.amount')}>
            <span data-testid="claims-amount">{format.chf(chfToRappen(item.unassignedAmount))}</span>
          </ListCardValue>
          <ListCardValue label={t('accounting.claims.columns.months')}>{monthsText(item)}</ListCardValue>
          {units.unitsLine(item.accountingCompanySubunitId, item.accountingProcessingGroupId) && (
            <ListCardValue label={t('accounting.lines.columns.unit')}>
              {units.unitsLine(item.accountingCompanySubunitId, item.accountingProcessingGroupId)}
            </ListCardValue>
          )}
          <Group>{action(item)}</Group>
        </ListCard>
      ))}
    </>
  );
  return (
    <Stack gap="lg" maw={1400} data-testid="claims">
      <PageHeader title={t('nav.areas.claims')} description={t('accounting.claims.intro')} />
      {canEdit && noOpenMonth && (
        <TintedAlert color="orange" data-testid="claims-no-open-month">
          {t('accounting.claims.noOpenMonthList')}
        </TintedAlert>
      )}
      <Card padding={0}>
        <QueryTable query={query} minWidth={860} testId="claims-table" cards={cards}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{t('accounting.lines.columns.person')}</Table.Th>
              <Table.Th>{t('accounting.claims.columns.case')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('accounting.claims.columns.claims')}</Table.Th>
              <Table.Th>{t('accounting.claims.columns.months')}</Table.Th>
              <Table.Th>{t('accounting.lines.columns.unit')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('accounting.claims.columns.action')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Skeleton height={14} />
                </Table.Td>
              </Table.Tr>
            )}
            {query.isSuccess && items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>{empty}</Table.Td>
              </Table.Tr>
            )}
            {items.map((item) => (
              <Table.Tr key={item.caseId} data-testid={`claims-row-${item.caseId}`}>
                <Table.Td>{who(item)}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t(`accounting.claimTypes.${item.type}`)} · {format.date(item.absentFrom)} –{' '}
                    {format.date(item.absentTo)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.chf(chfToRappen(item.allowance.totalAmount))}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {openDays(item)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="claims-amount">
                    {format.chf(chfToRappen(item.unassignedAmount))}
                  </Text>
                </Table.Td>
                <Table.Td>{monthsText(item)}</Table.Td>
                <UnitsCell
                  units={units}
                  subunitId={item.accountingCompanySubunitId}
                  groupId={item.accountingProcessingGroupId}
                />
                <Table.Td>{action(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </QueryTable>
        <TablePagerFooter
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={query.data?.totalCount ?? 0}
          onChange={setPage}
          i18nPrefix="accounting.claims.pager"
          countTestId="claims-count"
        />
      </Card>
      {open && <ScheduleModal key={open.caseId} item={open} canEdit={canSchedule} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
