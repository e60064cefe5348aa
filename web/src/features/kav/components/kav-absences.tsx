// A month's KAV absence days (decision 0069): the sickness days of employees insured under KAV, each with how it was
// recorded (hours or percentage: spec "KAV allows daily or hourly") and the claim day it produced (the policy it is
// covered under, the case day, the incapacity paid and the amount), so payroll sees hourly beside daily recording.
// Month (one of the overview's 12), basis and page in the URL (kav-search.ts); cards on a phone.
import { Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';
import { chfToRappen } from '../../cases/index.ts';
import { useKavAbsences } from '../api/get-kav-absences.ts';
import {
  ABSENCES_PAGE_SIZE,
  type KavBasis,
  type KavSearch,
  kavSearch,
  monthOf,
  toAbsencesQuery,
  withAbsences,
} from '../kav-search.ts';
import type { KavAbsenceItem } from '../kav-types.ts';
import { PersonCell } from './person-cell.tsx';

export function KavAbsences({
  search,
  onSearchChange,
  months,
  today,
}: {
  search: KavSearch;
  onSearchChange: (next: KavSearch, options?: { replace?: boolean }) => void;
  /** The months to choose from (the overview's 12, newest first). */
  months: readonly string[];
  today: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const canOpenEmployee = usePermission('employee.view');
  const request = useMemo(() => toAbsencesQuery(search, today), [search, today]);
  const query = useKavAbsences(request, true);
  const month = monthOf(search, today);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / ABSENCES_PAGE_SIZE));
  const byBasis = query.data?.byBasis ?? { hours: 0, percentage: 0 };
  const choices = months.includes(month) ? months : [month, ...months];

  const recorded = (item: KavAbsenceItem) => (
    <Stack gap={2} align="flex-start">
      <TintedBadge color={item.basis === 'HOURS' ? 'grape' : 'blue'} tt="none" data-testid="kav-absence-basis">
        {t(`kav.absences.bases.${item.basis}`)}
      </TintedBadge>
      <Text size="sm" data-testid="kav-absence-recorded">
        {item.basis === 'HOURS'
          ? t('kav.absences.hours', { hours: format.number(Number(item.hours)) })
          : format.percent(Number(item.percentage))}
      </Text>
    </Stack>
  );

  const claim = (item: KavAbsenceItem) => {
    const line = item.claim;
    if (!line) {
      return (
        <Text size="sm" c="dimmed">
          {t('kav.absences.noClaim')}
        </Text>
      );
    }
    return (
      <Stack gap={2} align="flex-start" data-testid="kav-absence-claim" data-policy={line.policyType ?? 'NONE'}>
        <Group gap={6}>
          <TintedBadge color={line.policyType === 'KAV' ? 'teal' : line.policyType ? 'indigo' : 'gray'}>
            {line.policyType ? t(`kav.absences.policies.${line.policyType}`) : t('kav.absences.uninsured')}
          </TintedBadge>
          <Text size="sm" fw={600} data-testid="kav-absence-amount" style={{ whiteSpace: 'nowrap' }}>
            {format.chf(chfToRappen(line.dailyAllowance))}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            line.caseDay !== null ? t('kav.absences.caseDay', { day: format.number(line.caseDay) }) : null,
            t('kav.absences.paidAt', { percent: format.percent(line.incapacityOfWork) }),
            line.policyNumber,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    );
  };

  const columns: ListColumn<KavAbsenceItem>[] = [
    {
      id: 'person',
      header: t('kav.absences.columns.person'),
      minWidth: 200,
      cell: (item) => (
        <PersonCell person={item} date={item.date} canOpenEmployee={canOpenEmployee} testId="kav-absence-person" />
      ),
      card: 'title',
    },
    {
      id: 'date',
      header: t('kav.absences.columns.date'),
      minWidth: 110,
      nowrap: true,
      cell: (item) => format.date(item.date),
      card: 'subtitle',
    },
    {
      id: 'recorded',
      header: t('kav.absences.columns.recorded'),
      minWidth: 130,
      cell: recorded,
      card: { as: 'fact' },
    },
    {
      id: 'claim',
      header: t('kav.absences.columns.claim'),
      minWidth: 260,
      cell: claim,
      card: { as: 'fact' },
    },
  ];

  const isFiltered = search.basis !== undefined;
  const empty = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="kav-absences-empty">
      <IconCalendarOff aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600} ta="center">
        {isFiltered
          ? t('kav.absences.emptyFilteredTitle', { month: format.month(month) })
          : t('kav.absences.emptyTitle', { month: format.month(month) })}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={560}>
        {t('kav.absences.emptyText')}
      </Text>
    </Stack>
  );

  const basisValue = search.basis ?? 'any';
  return (
    <Card padding={0} component="section" aria-labelledby="kav-absences-title" data-testid="kav-absences">
      <Stack gap={4} p="md" pb={0}>
        <Title order={2} size="h4" id="kav-absences-title">
          {t('kav.absences.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('kav.absences.intro')}
        </Text>
      </Stack>
      <Group p="md" gap="md" wrap="wrap" align="flex-end">
        <Select
          label={t('kav.absences.month')}
          data={choices.map((value) => ({ value, label: format.month(value) }))}
          value={month}
          onChange={(value) => onSearchChange(withAbsences(search, { month: value }, today), { replace: false })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="kav-absences-month"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="kav-absences-basis-label">
            {t('kav.absences.basis')}
          </Text>
          <SegmentedControl
            aria-labelledby="kav-absences-basis-label"
            value={basisValue}
            onChange={(value) =>
              onSearchChange(withAbsences(search, { basis: value === 'any' ? null : (value as KavBasis) }, today), {
                replace: false,
              })
            }
            data={[
              { value: 'any', label: t('kav.absences.bases.any') },
              { value: 'HOURS', label: `${t('kav.absences.bases.HOURS')} (${format.number(byBasis.hours)})` },
              {
                value: 'PERCENTAGE',
                label: `${t('kav.absences.bases.PERCENTAGE')} (${format.number(byBasis.percentage)})`,
              },
            ]}
            data-testid="kav-absences-basis"
          />
        </Stack>
      </Group>
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={(item) => item.absenceId}
        rowTestId={() => 'kav-absence-row'}
        rowProps={(item) => ({ 'data-basis': item.basis, 'data-date': item.date })}
        testId="kav-absences-table"
        minWidth={760}
        dimmed={query.isPlaceholderData}
        loadingRows={4}
        loadingCards={3}
        empty={empty}
      />
      <ListCountFooter
        countText={t('kav.absences.count', { count: totalCount, n: format.number(totalCount) })}
        countTestId="kav-absences-count"
        pageCount={pages}
        page={search.apage ?? 1}
        onChange={(page) => onSearchChange(kavSearch.update(search, { apage: page > 1 ? page : undefined }))}
        paginationTestId="kav-absences-pagination"
      />
    </Card>
  );
}
