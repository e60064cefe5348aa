// The people behind a figure (issue 32 point 3): a drawer with the figure (period, group, target and absence hours,
// rate) and the people it adds up to (POST /absence-rate/people), each with FTE, target and absence hours and rate;
// a person opens their months and the absence days that count (GET /absence-rate/:employeeId), with the hours each
// day asked for, the hours counted and why fewer count. Withheld figures say so in words. On phones the drawer takes
// the whole screen and the people are cards.
import { Alert, Button, Drawer, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard, ListCards } from '../../../components/list-card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import {
  dayReason,
  formatFte,
  formatHours,
  hoursDisplay,
  periodLabel,
  personName,
  rateDisplay,
  withheldReason,
} from '../analytics-display.ts';
import type { AnalyticsQueryInput } from '../analytics-search.ts';
import type { PeopleRequest } from '../api/analytics-keys.ts';
import { useAbsenceRatePeople } from '../api/get-absence-rate-people.ts';
import { useEmployeeRate } from '../api/get-employee-rate.ts';
import classes from './analytics.module.css';
import { FigureValue } from './figure-value.tsx';

export type PeopleDrawerTarget = { request: PeopleRequest; title: string };

export function PeopleDrawer({ target, onClose }: { target: PeopleDrawerTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const close = () => {
    setEmployeeId(null);
    onClose();
  };
  return (
    <Drawer
      opened={target !== null}
      onClose={close}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={target?.title ?? ''}
      data-testid="analytics-people-drawer"
    >
      {target &&
        (employeeId ? (
          <PersonFigures query={target.request} employeeId={employeeId} onBack={() => setEmployeeId(null)} />
        ) : (
          <PeopleList request={target.request} onOpenPerson={setEmployeeId} />
        ))}
      {!target && <Text size="sm">{t('analytics.people.closed')}</Text>}
    </Drawer>
  );
}

function PeopleList({ request, onOpenPerson }: { request: PeopleRequest; onOpenPerson: (id: string) => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const isPhone = useIsPhone();
  const people = useAbsenceRatePeople(request);
  if (people.isError) {
    return <ErrorAlert error={people.error} onRetry={() => void people.refetch()} isRetrying={people.isFetching} />;
  }
  if (!people.data) return <LoadingRows />;
  const { figure, items } = people.data;
  const rate = rateDisplay(figure.rate, figure.withheld, language, t);
  const absence = hoursDisplay(figure.absenceHours, figure.withheld, language, t);
  return (
    <Stack gap="md" data-testid="analytics-people">
      <Group gap="xl" wrap="wrap">
        <Fact label={t('analytics.columns.rate')}>
          <FigureValue display={rate} />
        </Fact>
        <Fact label={t('analytics.columns.targetHours')}>{formatHours(figure.targetHours, language)}</Fact>
        <Fact label={t('analytics.columns.absenceHours')}>
          <FigureValue display={absence} />
        </Fact>
        <Fact label={t('analytics.columns.headcount')}>{String(figure.headcount)}</Fact>
        <Fact label={t('analytics.columns.fte')}>{formatFte(figure.fte, language)}</Fact>
      </Group>
      {figure.withheld && (
        <Alert color="gray" variant="light" data-testid="analytics-people-withheld">
          {withheldReason(figure.withheld, t)}
        </Alert>
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.people.none')}
        </Text>
      ) : isPhone ? (
        <ListCards testId="analytics-people-list">
          {items.map((person) => (
            <ListCard key={person.employeeId} onClick={() => onOpenPerson(person.employeeId)}>
              <PersonButton person={person} onOpen={onOpenPerson} />
              <Text size="sm">
                {t('analytics.columns.rate')}:{' '}
                <FigureValue display={rateDisplay(person.rate, person.withheld, language, t)} />
              </Text>
              <Text size="xs" c="dimmed">
                {t('analytics.people.hoursLine', {
                  target: formatHours(person.targetHours, language),
                  absence:
                    person.absenceHours === null || person.withheld
                      ? t('analytics.withheld.short')
                      : formatHours(person.absenceHours, language),
                })}
              </Text>
            </ListCard>
          ))}
        </ListCards>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" highlightOnHover data-testid="analytics-people-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.people.person')}</Table.Th>
                <Table.Th>{t('analytics.people.unit')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('analytics.columns.fte')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('analytics.columns.targetHours')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('analytics.columns.absenceHours')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('analytics.columns.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((person) => (
                <Table.Tr key={person.employeeId} data-testid="analytics-person-row">
                  <Table.Td>
                    <PersonButton person={person} onOpen={onOpenPerson} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[person.companySubunitName, person.processingGroupName].filter(Boolean).join(' · ') || '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.numeric}>{formatFte(person.fte, language)}</Table.Td>
                  <Table.Td className={classes.numeric}>{formatHours(person.targetHours, language)}</Table.Td>
                  <Table.Td className={classes.numeric}>
                    <FigureValue display={hoursDisplay(person.absenceHours, person.withheld, language, t)} />
                  </Table.Td>
                  <Table.Td className={classes.numeric}>
                    <FigureValue display={rateDisplay(person.rate, person.withheld, language, t)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function PersonButton({
  person,
  onOpen,
}: {
  person: { employeeId: string; firstName: string | null; lastName: string | null; personnelNumber: string | null };
  onOpen: (employeeId: string) => void;
}) {
  const { t } = useTranslation();
  const name = personName(person);
  return (
    <UnstyledButton
      className={classes.figure}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(person.employeeId);
      }}
      aria-label={t('analytics.people.openPerson', { name })}
      data-testid="analytics-person-open"
    >
      <Group gap={4} wrap="nowrap" component="span">
        {name}
        <IconChevronRight aria-hidden size={14} />
      </Group>
    </UnstyledButton>
  );
}

/** One person's months and the absence days behind them (C19: hours asked for, hours counted, why fewer). */
function PersonFigures({
  query,
  employeeId,
  onBack,
}: {
  query: AnalyticsQueryInput;
  employeeId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const employee = useEmployeeRate({
    employeeId,
    from: query.from,
    to: query.to,
    unit: query.unit,
    ...(query.asOf ? { asOf: query.asOf } : {}),
  });
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft aria-hidden size={16} />} onClick={onBack} w="fit-content">
      {t('analytics.people.back')}
    </Button>
  );
  if (employee.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorAlert error={employee.error} onRetry={() => void employee.refetch()} isRetrying={employee.isFetching} />
      </Stack>
    );
  }
  if (!employee.data) {
    return (
      <Stack gap="md">
        {back}
        <LoadingRows />
      </Stack>
    );
  }
  const data = employee.data;
  return (
    <Stack gap="md" data-testid="analytics-person">
      {back}
      <Text fw={600}>{personName(data)}</Text>
      <Table.ScrollContainer minWidth={420} type="native">
        <Table verticalSpacing="xs" data-testid="analytics-person-periods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.columns.period')}</Table.Th>
              <Table.Th className={classes.numeric}>{t('analytics.columns.targetHours')}</Table.Th>
              <Table.Th className={classes.numeric}>{t('analytics.columns.absenceHours')}</Table.Th>
              <Table.Th className={classes.numeric}>{t('analytics.columns.rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...data.periods, data.total].map((figure) => (
              <Table.Tr key={figure.period}>
                <Table.Th scope="row" fw={figure.period === 'TOTAL' ? 700 : 400}>
                  {periodLabel(figure.period, language, t)}
                </Table.Th>
                <Table.Td className={classes.numeric}>{formatHours(figure.targetHours, language)}</Table.Td>
                <Table.Td className={classes.numeric}>
                  <FigureValue display={hoursDisplay(figure.absenceHours, figure.withheld, language, t)} />
                </Table.Td>
                <Table.Td className={classes.numeric}>
                  <FigureValue display={rateDisplay(figure.rate, figure.withheld, language, t)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={600} size="sm">
        {t('analytics.people.days')}
      </Text>
      {data.total.withheld ? (
        <Text size="sm" c="dimmed" fs="italic">
          {withheldReason(data.total.withheld, t)}
        </Text>
      ) : data.days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.people.noDays')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs" data-testid="analytics-person-days">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.people.date')}</Table.Th>
                <Table.Th>{t('analytics.people.category')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('analytics.people.requested')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('analytics.people.counted')}</Table.Th>
                <Table.Th>{t('analytics.people.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.days.map((day, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two absences may share a day; the order is the server's.
                <Table.Tr key={`${day.date}-${index}`}>
                  <Table.Td>{formatDate(day.date)}</Table.Td>
                  <Table.Td>
                    {day.category ? t(`analytics.categories.${day.category}`) : t('analytics.people.notCounted')}
                  </Table.Td>
                  <Table.Td className={classes.numeric}>{formatHours(day.requestedHours, language)}</Table.Td>
                  <Table.Td className={classes.numeric}>{formatHours(day.countedHours, language)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {day.reason ? dayReason(day.reason, t) : ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

function LoadingRows() {
  return (
    <Stack gap="xs" data-testid="analytics-people-loading">
      {Array.from({ length: 5 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <Skeleton key={row} height={20} width={`${70 + ((row * 7) % 25)}%`} />
      ))}
    </Stack>
  );
}
