// The person's absences and data issues on the employee detail (issue 12): the open data issues first (what is
// wrong and how to fix it, where the user may see issues), then the latest absence periods with type, days and
// extent; links to all of the person's periods in the absences area and to the month calendar.
import { Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarMonth, IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { issueDetailsText } from '../../issues/index.ts';
import { severityColor } from '../absence-display.ts';
import { absencesKeys } from '../api/absences-keys.ts';
import { useAbsencePeriods } from '../api/get-absence-periods.ts';
import { AbsenceTypeBadge, usePeriodValueText } from './absence-badges.tsx';

/** Latest periods shown; the rest is one link away. */
const LATEST_PERIODS = 8;

export type EmployeeAbsencesCardProps = {
  employeeId: string;
  /** Personnel number: the absences area and the calendar are opened searching for it. */
  personnelNumber: string;
  /** insurance.issues.view: the person's open data issues are listed. */
  canSeeIssues: boolean;
};

function useEmployeeIssues(employeeId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...absencesKeys.all, 'employee-issues', employeeId],
    queryFn: ({ signal }) => apiRequest('tenantIssuesList', { query: { employeeId, take: 100 }, signal }),
    enabled,
  });
}

export function EmployeeAbsencesCard({ employeeId, personnelNumber, canSeeIssues }: EmployeeAbsencesCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const value = usePeriodValueText();
  const periods = useAbsencePeriods({
    employeeId,
    sortField: 'START_DATE',
    sortOrder: 'DESC',
    skip: 0,
    take: LATEST_PERIODS,
  });
  const issues = useEmployeeIssues(employeeId, canSeeIssues);
  const openIssues = (issues.data?.items ?? []).filter((issue) => issue.ignoredAt === null);
  const total = periods.data?.totalCount ?? 0;

  return (
    <Card component="section" aria-labelledby="employee-absences-title" data-testid="employee-absences">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="employee-absences-title">
            {t('absences.employee.title')}
          </Title>
          <Group gap="md" wrap="wrap">
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/absences" search={{ search: personnelNumber }} />}
              data-testid="employee-absences-all"
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconListDetails aria-hidden size={16} />
                {t('absences.employee.allPeriods')}
              </Group>
            </Anchor>
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/absence-calendar" search={{ search: personnelNumber }} />}
              data-testid="employee-absences-calendar"
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconCalendarMonth aria-hidden size={16} />
                {t('absences.employee.calendar')}
              </Group>
            </Anchor>
          </Group>
        </Group>

        {canSeeIssues && openIssues.length > 0 && (
          <Stack gap="xs" data-testid="employee-issues">
            <Text fw={600} size="sm">
              {t('absences.employee.issues', { count: openIssues.length })}
            </Text>
            {openIssues.map((issue) => (
              <Group key={issue.id} gap="sm" wrap="nowrap" align="flex-start">
                <Badge color={severityColor(issue.severity)} variant="light" miw={90} style={{ flex: 'none' }}>
                  {t(`issues.severity.${Math.min(3, Math.max(1, issue.severity))}`)}
                </Badge>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {t(`issues.types.${issue.type}.label`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {issueDetailsText(issue, t, format)}
                  </Text>
                </Stack>
              </Group>
            ))}
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/insurance/issues" search={{}} />}
              data-testid="employee-issues-link"
            >
              {t('absences.employee.issuesLink')}
            </Anchor>
          </Stack>
        )}

        {periods.isError && <ErrorAlert error={periods.error} onRetry={() => void periods.refetch()} />}
        {periods.isPending ? (
          <Stack gap={6}>
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : total === 0 ? (
          <Text size="sm" c="dimmed" data-testid="employee-absences-empty">
            {t('absences.employee.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={6} data-testid="employee-absences-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('absences.employee.type')}</Table.Th>
                  <Table.Th>{t('absences.employee.period')}</Table.Th>
                  <Table.Th>{t('absences.employee.days')}</Table.Th>
                  <Table.Th>{t('absences.employee.extent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(periods.data?.items ?? []).map((period) => (
                  <Table.Tr key={period.periodId}>
                    <Table.Td>
                      <AbsenceTypeBadge type={period.type} accidentType={period.accidentType} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {period.startDate === period.endDate
                          ? format.date(period.startDate)
                          : `${format.date(period.startDate)} – ${format.date(period.endDate)}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.number(period.calendarDays)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{value.period(period)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > LATEST_PERIODS && (
          <Text size="sm" c="dimmed">
            {t('absences.employee.more', { shown: LATEST_PERIODS, total: format.number(total) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
