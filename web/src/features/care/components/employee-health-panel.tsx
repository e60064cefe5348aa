// One employee's health page (GET /employee/{id}/health): the care stage with its reason in plain words and its
// history, the open tasks (a link to the tasks area where the reader may open it), the 12-month absence picture, the
// Bradford factor written out, and care's absence periods. Absence types only where the API gives them (else
// "absent").
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useEmployeeHealth } from '../api/get-employee-health.ts';
import { bradford, personName, roundDays } from '../care-display.ts';
import { AbsencePatternChart } from './absence-pattern-chart.tsx';
import { CareStageHistory } from './care-stage-history.tsx';
import { LevelBadge } from './level-badge.tsx';

export type EmployeeHealthPanelProps = {
  employeeId: string;
  /** The tasks area's list filtered to the employee, when the reader may open it; null: the count only. */
  tasksHref: string | null;
  /** A section below the stage and the absence picture (the page's deadlines panel, issue 30). */
  deadlines?: ReactNode;
};

export function EmployeeHealthPanel({ employeeId, tasksHref, deadlines }: EmployeeHealthPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const query = useEmployeeHealth(employeeId);
  const isPhone = useIsPhone();
  const back = (
    <Anchor renderRoot={(props) => <Link {...props} to="/employee-health" />} size="sm" data-testid="health-back">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft aria-hidden size={14} />
        {t('care.health.back')}
      </Group>
    </Anchor>
  );
  if (query.isPending) {
    return (
      <Stack gap="lg" maw={1400} data-testid="health-loading" aria-busy>
        {back}
        <Skeleton height={36} width="40%" />
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Skeleton height={220} />
          <Skeleton height={220} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="lg" maw={1400}>
        {back}
        <ErrorAlert error={query.error} />
      </Stack>
    );
  }
  const health = query.data;
  const stage = health.careStage;
  const factor = bradford(health.periodCountLast12Months, roundDays(health.absenceDaysLast12Months));
  const days = (value: number) =>
    t('care.health.days', { count: roundDays(value), total: format.number(roundDays(value)) });
  const typesText = (types: readonly string[] | null) =>
    types === null ? t('care.health.absent') : types.map((type) => t(`absences.types.${type}`)).join(', ');
  const openTasks =
    health.openTaskCount === 0 ? t('care.list.noOpenTasks') : t('care.list.openTasks', { count: health.openTaskCount });

  return (
    <Stack gap="lg" maw={1400} data-testid="employee-health">
      {back}
      <PageHeader
        title={personName(health)}
        description={
          health.personnelNumber
            ? t('care.health.intro', { number: health.personnelNumber, date: format.date(health.asOf) })
            : t('care.health.introNoNumber', { date: format.date(health.asOf) })
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card data-testid="health-stage">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('care.health.stageTitle')}
            </Title>
            {stage ? (
              <>
                <Group gap="sm">
                  <LevelBadge level={stage.level} size="lg" />
                  <Text size="sm" c="dimmed">
                    {t('care.health.since', { date: format.date(stage.enteredCareStageAt) })}
                  </Text>
                </Group>
                <Text data-testid="health-stage-reason">{stage.reason}</Text>
              </>
            ) : (
              <Text c="dimmed" data-testid="health-no-stage">
                {t('care.health.noStage')}
              </Text>
            )}
            <Group gap="xs" data-testid="health-open-tasks">
              <Text size="sm" fw={600}>
                {t('care.health.openTasksLabel')}
              </Text>
              {tasksHref ? (
                <Anchor
                  href={tasksHref}
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate({ href: tasksHref });
                  }}
                  data-testid="health-open-tasks-link"
                >
                  {openTasks}
                </Anchor>
              ) : (
                <Text size="sm">{openTasks}</Text>
              )}
            </Group>
            <Title order={3} size="h5" mt="sm">
              {t('care.health.historyTitle')}
            </Title>
            <CareStageHistory history={health.careStageHistory} />
          </Stack>
        </Card>
        <Card data-testid="health-pattern-card">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('care.health.patternTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('care.health.patternSummary', {
                periods: health.periodCountLast12Months,
                days: days(health.absenceDaysLast12Months),
              })}
            </Text>
            <AbsencePatternChart months={health.months} />
            <Alert
              variant="light"
              color="gray"
              icon={<IconInfoCircle aria-hidden size={18} />}
              data-testid="health-bradford"
            >
              <Stack gap={4}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {t('care.health.bradfordTitle')}
                  </Text>
                  <Badge variant="filled" color="dark" data-testid="health-bradford-value">
                    {format.number(health.bradfordFactor)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('care.health.bradfordFormula', {
                    periods: factor.periods,
                    days: format.number(factor.days),
                    value: format.number(health.bradfordFactor),
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('care.health.bradfordExplanation')}
                </Text>
              </Stack>
            </Alert>
          </Stack>
        </Card>
      </SimpleGrid>
      {deadlines}
      <Card padding={0} data-testid="health-periods">
        <Stack gap={0}>
          <Title order={2} size="h4" p="md">
            {t('care.health.periodsTitle')}
          </Title>
          {health.periods.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" pb="md" data-testid="health-periods-empty">
              {t('care.health.periodsEmpty')}
            </Text>
          ) : isPhone ? (
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {health.periods.map((period) => (
                <Stack
                  component="li"
                  key={`${period.startDate}-${period.endDate}`}
                  gap={2}
                  px="md"
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="health-period-row"
                >
                  <Text size="sm" fw={600}>
                    {format.date(period.startDate)} – {format.date(period.endDate)}
                  </Text>
                  <Text size="sm">
                    {t('care.health.periodLine', {
                      length: days(period.lengthInDays),
                      absent: days(period.absenceDays),
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {typesText(period.types)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={0}>
              <Table striped verticalSpacing="xs" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('care.health.columns.period')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('care.health.columns.length')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('care.health.columns.absenceDays')}</Table.Th>
                    <Table.Th>{t('care.health.columns.types')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {health.periods.map((period) => (
                    <Table.Tr key={`${period.startDate}-${period.endDate}`} data-testid="health-period-row">
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {format.date(period.startDate)} – {format.date(period.endDate)}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{days(period.lengthInDays)}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{days(period.absenceDays)}</Table.Td>
                      <Table.Td>{typesText(period.types)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
