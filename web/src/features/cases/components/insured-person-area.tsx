// One insured person (issue 13, decision 0026): the engine's employee counters in plain language — continuation of
// pay per service year, waiting days served per year, benefit frames — and the person's cases, each linking to the
// case detail of its area (KTG for sickness, UVG for accidents). Reads GET /insured-person/{id}/case.
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarStats,
  IconClipboardList,
  IconHourglass,
  IconShieldCheck,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CaseItem } from '../../../../../src/contracts/cases.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { ListCard, ListCardValue } from '../../../components/list-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useInsuredPersonCases } from '../api/get-insured-persons.ts';
import { chfToRappen, personName } from '../case-display.ts';
import { CaseStatusBadge } from './case-badges.tsx';
import { CaseSection, Fact } from './case-section.tsx';

/** The engine's EmployeeCounters (src/domain/sick-pay/types.ts); the contract keeps them loose. */
type Counters = {
  continuationOfPayment: {
    serviceYear: number;
    from: string;
    to: string;
    entitlementDays: number;
    usedDays: number;
    remainingDays: number;
  }[];
  waitingPeriodByYear: { year: number; waitingDaysServed: number }[];
  benefitFrames: { from: string; to: string; benefitDaysUsed: number }[];
};

export type InsuredPersonAreaProps = {
  insuredPersonId: string;
  /** The case detail a case links to, or null when the user may open none for its claim type. */
  detailPathOf: (claimType: CaseItem['type']) => string | null;
};

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/insurance/insured-persons" />}
      size="sm"
      data-testid="insured-person-back"
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft aria-hidden size={14} />
        {t('insuredPersons.detail.back')}
      </Group>
    </Anchor>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export function InsuredPersonArea({ insuredPersonId, detailPathOf }: InsuredPersonAreaProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const query = useInsuredPersonCases(insuredPersonId);

  if (query.isPending) {
    return (
      <Stack gap="lg" maw={1400} data-testid="insured-person-loading" aria-busy>
        <BackLink />
        <Skeleton height={36} width="40%" />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Skeleton height={180} />
          <Skeleton height={180} />
          <Skeleton height={180} />
        </SimpleGrid>
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="lg" maw={900} data-testid={notFound ? 'insured-person-not-found' : 'insured-person-error'}>
        <BackLink />
        {notFound ? (
          <Stack gap="xs">
            <Title order={1}>{t('insuredPersons.detail.notFound.title')}</Title>
            <Text c="dimmed">{t('insuredPersons.detail.notFound.hint')}</Text>
          </Stack>
        ) : (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
      </Stack>
    );
  }

  const data = query.data;
  const counters = data.employeeCounters as unknown as Partial<Counters>;
  const first = data.items[0];
  const name = first ? personName(first) : data.employeeId;
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const days = (count: number) =>
    count === 1 ? t('cases.list.daysOne') : t('cases.list.daysOther', { days: format.number(count) });
  const span = (from: string, to: string) =>
    from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`;
  // Newest first: the current service year, year and frame lead.
  const serviceYears = [...(counters.continuationOfPayment ?? [])].reverse();
  const waitingYears = [...(counters.waitingPeriodByYear ?? [])].reverse();
  const frames = [...(counters.benefitFrames ?? [])].reverse();
  const cases = [...data.items].reverse();

  const caseLink = (item: CaseItem) => {
    const label = t('cases.list.caseNumber', { number: item.caseNumber });
    const path = detailPathOf(item.type);
    if (!path) return <Text size="sm">{label}</Text>;
    return (
      <Anchor
        renderRoot={(props) => <Link {...props} to={path} params={{ caseId: item.caseId }} search={{}} />}
        size="sm"
        fw={600}
        data-testid={`insured-person-case-${item.caseId}`}
      >
        {label}
      </Anchor>
    );
  };
  const typeText = (item: CaseItem) => t(`insuredPersons.detail.types.${item.type}`);

  return (
    <Stack gap="lg" maw={1400} data-testid="insured-person">
      <BackLink />
      <Stack gap={4}>
        <Title order={1}>{name}</Title>
        <Text c="dimmed">
          {[
            first?.personnelNumber ? t('insuredPersons.list.personnelNumber', { number: first.personnelNumber }) : null,
            t('insuredPersons.detail.intro'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <CaseSection
          title={t('insuredPersons.detail.continuation.title')}
          description={t('insuredPersons.detail.continuation.hint')}
          icon={IconShieldCheck}
          testId="insured-person-continuation"
        >
          {serviceYears.length === 0 ? (
            <Empty>{t('insuredPersons.detail.continuation.none')}</Empty>
          ) : (
            <Stack gap="sm">
              {serviceYears.map((year) => (
                <Stack key={year.serviceYear} gap={2}>
                  <Text size="sm" fw={600}>
                    {t('insuredPersons.detail.continuation.year', {
                      year: year.serviceYear,
                      span: span(year.from, year.to),
                    })}
                  </Text>
                  <Text size="sm">
                    {t('insuredPersons.detail.continuation.usage', {
                      used: format.number(year.usedDays),
                      entitlement: format.number(year.entitlementDays),
                      remaining: format.number(year.remainingDays),
                    })}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </CaseSection>
        <CaseSection
          title={t('insuredPersons.detail.waiting.title')}
          description={t('insuredPersons.detail.waiting.hint')}
          icon={IconHourglass}
          testId="insured-person-waiting"
        >
          {waitingYears.length === 0 ? (
            <Empty>{t('insuredPersons.detail.waiting.none')}</Empty>
          ) : (
            <FactList>
              {waitingYears.map((year) => (
                <Fact key={year.year} label={String(year.year)}>
                  {t('insuredPersons.detail.waiting.served', { days: days(year.waitingDaysServed) })}
                </Fact>
              ))}
            </FactList>
          )}
        </CaseSection>
        <CaseSection
          title={t('insuredPersons.detail.frames.title')}
          description={t('insuredPersons.detail.frames.hint')}
          icon={IconCalendarStats}
          testId="insured-person-frames"
        >
          {frames.length === 0 ? (
            <Empty>{t('insuredPersons.detail.frames.none')}</Empty>
          ) : (
            <FactList>
              {frames.map((frame) => (
                <Fact key={frame.from} label={span(frame.from, frame.to)}>
                  {t('insuredPersons.detail.frames.used', { days: days(frame.benefitDaysUsed) })}
                </Fact>
              ))}
            </FactList>
          )}
        </CaseSection>
      </SimpleGrid>

      <CaseSection
        title={t('insuredPersons.detail.cases.title')}
        description={t('insuredPersons.detail.cases.hint')}
        icon={IconClipboardList}
        testId="insured-person-cases"
      >
        {cases.length === 0 ? (
          <Empty>{t('insuredPersons.detail.cases.none')}</Empty>
        ) : isPhone ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {cases.map((item) => (
              <ListCard key={item.caseId} testId={`insured-person-case-row-${item.caseId}`}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  {caseLink(item)}
                  <CaseStatusBadge status={item.status} size="xs" />
                </Group>
                <ListCardValue label={t('insuredPersons.detail.cases.type')}>{typeText(item)}</ListCardValue>
                <ListCardValue label={t('cases.list.columns.period')}>
                  {span(item.absentFrom, item.absentTo)} ({days(item.numberOfDays)})
                </ListCardValue>
                <ListCardValue label={t('cases.list.columns.total')}>{chf(item.allowance.totalAmount)}</ListCardValue>
              </ListCard>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('insuredPersons.detail.cases.case')}</Table.Th>
                  <Table.Th>{t('insuredPersons.detail.cases.type')}</Table.Th>
                  <Table.Th>{t('cases.list.columns.status')}</Table.Th>
                  <Table.Th>{t('cases.list.columns.period')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('cases.list.columns.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cases.map((item) => (
                  <Table.Tr key={item.caseId} data-testid={`insured-person-case-row-${item.caseId}`}>
                    <Table.Td>{caseLink(item)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{typeText(item)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <CaseStatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{span(item.absentFrom, item.absentTo)}</Text>
                      <Text size="xs" c="dimmed">
                        {days(item.numberOfDays)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      <Text size="sm" fw={600}>
                        {chf(item.allowance.totalAmount)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </CaseSection>
    </Stack>
  );
}
