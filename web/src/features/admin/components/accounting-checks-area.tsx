// The admin's accounting checks of a tenant's month (issue 14 scope 6, decision 0030): the sickness and accident
// absences without a claim (one row per person, type and percentage over consecutive days, the person by name and
// personnel number, the type by its name) and the employees and salaries per subunit and processing group (by name,
// with a total). The tenant and the month are chosen on the page; the month and the view are in the URL.
import {
  Anchor,
  Breadcrumbs,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChartBar, IconCircleCheck, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type ListColumn, ListTableHead, ListTableRow } from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { shortDateRange } from '../../accounting/index.ts';
import { AdminCaseContext, chfToRappen, useUnitNames } from '../../cases/index.ts';
import {
  type AccountingChecksSearch,
  absenceRuns,
  type CheckView,
  checkMonthOptions,
  defaultCheckMonth,
  runPersons,
  statisticsTotal,
  withView,
} from '../accounting-checks.ts';
import {
  useAbsencesWithoutClaims,
  useAdminAccountingMonths,
  useCheckPersons,
  useEmployeeStatistics,
} from '../api/admin-accounting.ts';
import { useAdminTenant } from '../api/get-admin-tenant.ts';
import { useAdminTenants } from '../api/get-admin-tenants.ts';

const RUNS_PAGE_SIZE = 25;

type AbsenceRun = ReturnType<typeof absenceRuns>[number];
type StatisticsRow = NonNullable<ReturnType<typeof useEmployeeStatistics>['data']>['items'][number];
const todayInZurich = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());

export type AccountingChecksAreaProps = {
  tenantId: string;
  search: AccountingChecksSearch;
  onSearchChange: (next: AccountingChecksSearch) => void;
  onTenantChange: (tenantId: string) => void;
};

function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
    <Table.Tr key={row} style={{ height: 52 }}>
      <Table.Td colSpan={columns}>
        <Skeleton height={14} radius="sm" width={`${55 + ((row * 11) % 35)}%`} />
      </Table.Td>
    </Table.Tr>
  ));
}

function EmptyState({ title, hint, testId }: { title: string; hint: string; testId: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid={testId}>
      <ThemeIcon variant="light" color="teal" size={40} radius="xl">
        <IconCircleCheck aria-hidden size={24} />
      </ThemeIcon>
      <Text fw={600} ta="center">
        {title}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={560}>
        {hint}
      </Text>
    </Stack>
  );
}

function AbsencesWithoutClaims({ tenantId, month }: { tenantId: string; month: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useAbsencesWithoutClaims(tenantId, month);
  const runs = useMemo(() => absenceRuns(query.data?.items ?? []), [query.data]);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(runs.length / RUNS_PAGE_SIZE));
  const shown = runs.slice((Math.min(page, pages) - 1) * RUNS_PAGE_SIZE, Math.min(page, pages) * RUNS_PAGE_SIZE);
  const persons = useMemo(() => runPersons(shown), [shown]);
  const { names } = useCheckPersons(tenantId, persons);
  const monthName = format.month(month);
  const isPhone = useIsPhone();
  const daysText = (days: number) =>
    days === 1 ? t('accounting.lines.daysOne') : t('accounting.lines.daysOther', { days: format.number(days) });
  const typeBadge = (type: string) => (
    <TintedBadge color={type === 'ACCIDENT' ? 'orange' : 'blue'}>
      {t(`absences.types.${type}`, { defaultValue: type })}
    </TintedBadge>
  );
  const percentText = (percentage: string | null) => (percentage === null ? '–' : format.percent(Number(percentage)));

  // On a phone type and percentage go under the dates, so the table fits without scrolling.
  const columns: ListColumn<AbsenceRun>[] = [
    {
      id: 'person',
      header: t('admin.accountingChecks.absences.columns.person'),
      minWidth: isPhone ? undefined : 200,
      cell: (run) => {
        const person = names.get(run.employeeId);
        return person ? (
          <>
            <Text size="sm" fw={600}>
              {[person.lastName, person.firstName].filter(Boolean).join(', ')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('admin.accountingChecks.absences.personnelNumber', { number: person.personnelNumber })}
            </Text>
          </>
        ) : (
          <>
            <Skeleton height={12} width={140} radius="sm" mb={6} />
            <Text size="xs" c="dimmed">
              {t('admin.accountingChecks.absences.employeeId', { id: run.employeeId })}
            </Text>
          </>
        );
      },
    },
    {
      id: 'days',
      header: t('admin.accountingChecks.absences.columns.days'),
      nowrap: true,
      cell: (run) => (
        <>
          <Text size="sm">{shortDateRange(run.from, run.to)}</Text>
          <Text size="xs" c="dimmed">
            {daysText(run.days)}
          </Text>
          {isPhone && (
            <Group gap={6} mt={4} wrap="nowrap">
              {typeBadge(run.absenceType)}
              <Text size="xs">{percentText(run.percentage)}</Text>
            </Group>
          )}
        </>
      ),
    },
    ...(isPhone
      ? []
      : [
          {
            id: 'type',
            header: t('admin.accountingChecks.absences.columns.type'),
            cell: (run: AbsenceRun) => typeBadge(run.absenceType),
          },
          {
            id: 'percentage',
            header: t('admin.accountingChecks.absences.columns.percentage'),
            align: 'right' as const,
            nowrap: true,
            cell: (run: AbsenceRun) => percentText(run.percentage),
          },
        ]),
  ];

  let body: ReactNode;
  if (query.isPending) body = <SkeletonRows columns={columns.length} />;
  else if (runs.length === 0) body = null;
  else {
    body = shown.map((run) => (
      <ListTableRow key={run.key} columns={columns} row={run} data-testid="check-absence-row" />
    ));
  }

  return (
    <Card padding={0} data-testid="check-absences">
      <Stack gap="xs" p="md">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t('admin.accountingChecks.absences.title', { month: monthName })}
          </Title>
          {query.isSuccess && runs.length > 0 && (
            <TintedBadge color="orange" data-testid="check-absences-count">
              {query.data.items.length === 1
                ? t('admin.accountingChecks.absences.daysOne')
                : t('admin.accountingChecks.absences.daysOther', { count: format.number(query.data.items.length) })}
            </TintedBadge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.accountingChecks.absences.intro')}
        </Text>
      </Stack>
      {query.isError ? (
        <Stack px="md" pb="md">
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </Stack>
      ) : query.isSuccess && runs.length === 0 ? (
        <EmptyState
          title={t('admin.accountingChecks.absences.emptyTitle', { month: monthName })}
          hint={t('admin.accountingChecks.absences.emptyHint')}
          testId="check-absences-empty"
        />
      ) : (
        <>
          {runs.length > 0 && (
            <Stack px="md" pb="sm">
              <TintedAlert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="check-absences-why">
                <Text size="sm">{t('admin.accountingChecks.absences.why')}</Text>
              </TintedAlert>
            </Stack>
          )}
          <Table.ScrollContainer minWidth={isPhone ? 300 : 560} type="native">
            <Table
              verticalSpacing="sm"
              horizontalSpacing={isPhone ? 'sm' : 'md'}
              highlightOnHover
              styles={{ th: { whiteSpace: isPhone ? 'normal' : 'nowrap' } }}
              data-testid="check-absences-table"
              aria-busy={query.isFetching}
            >
              <ListTableHead columns={columns} />
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="flex-end" p="md">
              <TranslatedPagination
                pageCount={pages}
                page={page}
                onChange={setPage}
                testId="check-absences-pagination"
              />
            </Group>
          )}
        </>
      )}
    </Card>
  );
}

function EmployeeStatistics({ tenantId, month }: { tenantId: string; month: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const query = useEmployeeStatistics(tenantId, month);
  const items = query.data?.items ?? [];
  const total = statisticsTotal(items);
  const monthName = format.month(month);
  const isPhone = useIsPhone();
  const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  const subunitText = (id: string) =>
    id === '' ? t('admin.accountingChecks.statistics.noSubunit') : units.subunitName(id);
  const groupText = (id: string) => (id === '' ? t('admin.accountingChecks.statistics.noGroup') : units.groupName(id));
  // On a phone the employees go under the salary, so the table fits without scrolling.
  const phoneFigure = (employees: number, rappen: number, bold: boolean) => (
    <>
      <Text size="sm" fw={bold ? 700 : undefined}>
        {format.chf(rappen)}
      </Text>
      <Text size="xs" c="dimmed">
        {employees === 1
          ? t('admin.accountingChecks.statistics.employeesOne')
          : t('admin.accountingChecks.statistics.employeesOther', { count: format.number(employees) })}
      </Text>
    </>
  );
  const figures = (employees: number, rappen: number, bold: boolean) =>
    isPhone ? (
      <Table.Td style={right}>{phoneFigure(employees, rappen, bold)}</Table.Td>
    ) : (
      <>
        <Table.Td style={right} fw={bold ? 700 : undefined}>
          {format.number(employees)}
        </Table.Td>
        <Table.Td style={right} fw={bold ? 700 : undefined}>
          {format.chf(rappen)}
        </Table.Td>
      </>
    );
  const figureColumn = { th: { style: right }, td: () => ({ style: right }) };
  const columns: ListColumn<StatisticsRow>[] = isPhone
    ? [
        {
          id: 'unit',
          header: t('admin.accountingChecks.statistics.columns.unit'),
          cell: (row) => (
            <>
              <Text size="sm">{subunitText(row.subunit)}</Text>
              <Text size="xs" c="dimmed">
                {groupText(row.groupId)}
              </Text>
            </>
          ),
        },
        {
          id: 'salary',
          header: t('admin.accountingChecks.statistics.columns.salary'),
          ...figureColumn,
          cell: (row) => phoneFigure(row.numEmployees, chfToRappen(row.totalSalary), false),
        },
      ]
    : [
        {
          id: 'subunit',
          header: t('admin.accountingChecks.statistics.columns.subunit'),
          cell: (row) => (
            <Text size="sm" c={row.subunit === '' ? 'dimmed' : undefined}>
              {subunitText(row.subunit)}
            </Text>
          ),
        },
        {
          id: 'group',
          header: t('admin.accountingChecks.statistics.columns.group'),
          cell: (row) => (
            <Text size="sm" c={row.groupId === '' ? 'dimmed' : undefined}>
              {groupText(row.groupId)}
            </Text>
          ),
        },
        {
          id: 'employees',
          header: t('admin.accountingChecks.statistics.columns.employees'),
          ...figureColumn,
          cell: (row) => format.number(row.numEmployees),
        },
        {
          id: 'salary',
          header: t('admin.accountingChecks.statistics.columns.salary'),
          ...figureColumn,
          cell: (row) => format.chf(chfToRappen(row.totalSalary)),
        },
      ];
  return (
    <Card padding={0} data-testid="check-statistics">
      <Stack gap="xs" p="md">
        <Title order={2} size="h4">
          {t('admin.accountingChecks.statistics.title', { month: monthName })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.accountingChecks.statistics.intro')}
        </Text>
      </Stack>
      {query.isError ? (
        <Stack px="md" pb="md">
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </Stack>
      ) : query.isSuccess && items.length === 0 ? (
        <EmptyState
          title={t('admin.accountingChecks.statistics.emptyTitle', { month: monthName })}
          hint={t('admin.accountingChecks.statistics.emptyHint')}
          testId="check-statistics-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={isPhone ? 300 : 520} type="native">
          <Table
            verticalSpacing="sm"
            horizontalSpacing={isPhone ? 'sm' : 'md'}
            highlightOnHover
            styles={{ th: { whiteSpace: isPhone ? 'normal' : 'nowrap' } }}
            data-testid="check-statistics-table"
            aria-busy={query.isFetching}
          >
            <ListTableHead columns={columns} />
            <Table.Tbody>
              {query.isPending && <SkeletonRows columns={isPhone ? 2 : 4} rows={3} />}
              {items.map((row) => (
                <ListTableRow
                  key={`${row.subunit}|${row.groupId}`}
                  columns={columns}
                  row={row}
                  data-testid="check-statistics-row"
                />
              ))}
            </Table.Tbody>
            {items.length > 0 && (
              <Table.Tfoot>
                <Table.Tr
                  data-testid="check-statistics-total"
                  style={{ borderTop: '2px solid var(--mantine-color-gray-4)' }}
                >
                  <Table.Th scope="row" colSpan={isPhone ? 1 : 2}>
                    {t('admin.accountingChecks.statistics.total')}
                  </Table.Th>
                  {figures(total.numEmployees, total.totalRappen, true)}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

export function AccountingChecksArea({ tenantId, search, onSearchChange, onTenantChange }: AccountingChecksAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const tenantQuery = useAdminTenant(tenantId);
  const tenant = tenantQuery.data;
  const tenants = useAdminTenants({ take: 100 });
  const months = useAdminAccountingMonths(tenantId);
  const today = todayInZurich();
  const opened = months.data?.items ?? [];
  const month = search.month ?? (months.isPending ? null : defaultCheckMonth(today, opened));
  const view: CheckView = search.view ?? 'absences';
  const openedById = new Map(opened.map((item) => [item.accountingMonthId, item]));
  const monthLabel = (value: string) => {
    const item = openedById.get(value);
    const state = item
      ? item.isLocked
        ? t('admin.accountingChecks.monthStates.locked')
        : t('admin.accountingChecks.monthStates.open')
      : t('admin.accountingChecks.monthStates.notOpened');
    return `${format.month(value)} · ${state}`;
  };
  const tenantOptions = useMemo(() => {
    const options = (tenants.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
    if (tenant && !options.some((option) => option.value === tenant.tenantId)) {
      options.push({ value: tenant.tenantId, label: tenant.name });
    }
    return options;
  }, [tenants.data, tenant]);

  const configuration = tenant?.configuration;
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

  return (
    <AdminCaseContext.Provider value={access}>
      <Stack gap="lg" maw={1400} data-testid="accounting-checks" data-month={month ?? ''}>
        <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
          <Anchor component={Link} to="/admin/tenants" size="sm">
            {t('admin.tenants.title')}
          </Anchor>
          <Anchor
            renderRoot={(props) => <Link {...props} to="/admin/tenants/$tenantId" params={{ tenantId }} />}
            size="sm"
          >
            {tenant?.name ?? '…'}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('admin.accountingChecks.title')}
          </Text>
        </Breadcrumbs>
        <PageHeader title={t('admin.accountingChecks.title')} description={t('admin.accountingChecks.intro')} />
        {tenantQuery.isError && (
          <ErrorAlert
            error={tenantQuery.error}
            onRetry={() => void tenantQuery.refetch()}
            isRetrying={tenantQuery.isFetching}
          />
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('admin.accountingChecks.tenant')}
            data={tenantOptions}
            value={tenantId}
            onChange={(value) => value && value !== tenantId && onTenantChange(value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('cases.list.filters.noMatch')}
            w={{ base: '100%', xs: 300 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="checks-tenant"
          />
          {month === null ? (
            <Skeleton height={36} width={260} radius="sm" />
          ) : (
            <Select
              label={t('admin.accountingChecks.month')}
              data={checkMonthOptions(today, opened, month).map((value) => ({ value, label: monthLabel(value) }))}
              value={month}
              onChange={(value) => value && onSearchChange({ ...search, month: value })}
              allowDeselect={false}
              w={{ base: '100%', xs: 300 }}
              comboboxProps={{ withinPortal: true }}
              data-testid="checks-month"
            />
          )}
        </Group>
        {months.isError && <ErrorAlert error={months.error} onRetry={() => void months.refetch()} />}
        <Tabs value={view} onChange={(value) => onSearchChange(withView(search, value))} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab
              value="absences"
              leftSection={<IconUsers aria-hidden size={16} />}
              data-testid="checks-tab-absences"
            >
              {t('admin.accountingChecks.tabs.absences')}
            </Tabs.Tab>
            <Tabs.Tab
              value="statistics"
              leftSection={<IconChartBar aria-hidden size={16} />}
              data-testid="checks-tab-statistics"
            >
              {t('admin.accountingChecks.tabs.statistics')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="absences" pt="md">
            {month === null ? (
              <Skeleton height={240} radius="md" />
            ) : (
              <AbsencesWithoutClaims key={`${tenantId}|${month}`} tenantId={tenantId} month={month} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="statistics" pt="md">
            {month === null ? (
              <Skeleton height={240} radius="md" />
            ) : (
              <EmployeeStatistics tenantId={tenantId} month={month} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </AdminCaseContext.Provider>
  );
}
