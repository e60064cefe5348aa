// The case detail (issue 13, decision 0022): who the case is about, policy and coverage, the status with its history,
// the counters, a month calendar of the case's days whose every day explains its amount ("why this amount?"), the
// monthly totals, the comments, the case overview flags and, read-only, what people decided (manual corrections, IV
// settings, benefit stops). Opened from one of the three case lists, it links back to that list.
import { Anchor, Box, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarStats,
  IconClipboardList,
  IconCoin,
  IconFlag,
  IconGauge,
  IconListDetails,
  IconMessages,
  IconShieldCheck,
  IconUser,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { CaseDetail } from '../../../../../src/contracts/case-detail.ts';
import type { CaseComment } from '../../../../../src/contracts/cases.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useAdminCaseAccess } from '../admin-case-context.ts';
import { useCaseDetail } from '../api/get-case-detail.ts';
import { useCaseOverview } from '../api/get-case-overview.ts';
import {
  caseLfzByServiceYear,
  chfToRappen,
  lfzServiceYears,
  monthOf,
  monthsBetween,
  personName,
  STATUS_COLORS,
} from '../case-display.ts';
import { CASE_AREAS, type CaseAreaId } from '../cases-search.ts';
import { CaseRiskBadges, CaseStatusBadge } from './case-badges.tsx';
// The parts below the first screen load after the first paint (decision 0045).
import {
  CaseCalendar,
  CaseComments,
  CaseExplanation,
  CaseInputs,
  CaseLinksSection,
  MonthlyTotals,
} from './case-detail-later.tsx';
import { CaseSection, Fact } from './case-section.tsx';
import { useUnitNames } from './use-unit-names.ts';

export type CaseDetailAreaProps = {
  areaId: CaseAreaId;
  caseId: string;
  /** The day whose explanation is open (URL state). */
  day: string | undefined;
  onDayChange: (day: string) => void;
  /** employee.view: the person links to the employee. */
  canOpenEmployee: boolean;
  /** The edit permission of the case's claim type (comments). */
  canWrite: (claimType: CaseDetail['type']) => boolean;
  canDeleteComment: (comment: CaseComment) => boolean;
  /** Replaces the link back to the area's list (the admin's case screen links back to the tenant). */
  backLink?: ReactNode;
  /** The editor of the case's inputs (the admin's, decision 0025), shown in the inputs section. */
  inputsEditor?: (detail: CaseDetail) => ReactNode;
  /** May split, join and move the case's days (the edit permission of its claim type; decision 0029). */
  canLink?: (claimType: CaseDetail['type']) => boolean;
  /** The case's deadlines, its own section below the overview (issue 30; the tenant's screens only). */
  deadlinesSection?: (detail: CaseDetail) => ReactNode;
  /** More actions in the header (another feature's, e.g. "request case management" on a KTG case). */
  headerActions?: (detail: CaseDetail) => ReactNode;
  /** Sections of other features at the page's end (the medical certificates, decision 0056). */
  belowSections?: (detail: CaseDetail) => ReactNode;
};

function BackLink({ areaId }: { areaId: CaseAreaId }) {
  const { t } = useTranslation();
  return (
    <Anchor renderRoot={(props) => <Link {...props} to={CASE_AREAS[areaId].path} />} size="sm" data-testid="case-back">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft aria-hidden size={14} />
        {t('cases.detail.back', { list: t(`nav.areas.${areaId}`) })}
      </Group>
    </Anchor>
  );
}

/** The month the calendar opens on: the chosen day's, else the first paid day's, else the case's first month. */
function initialMonth(detail: CaseDetail, day: string | undefined): string {
  if (day) return monthOf(day);
  const paid = detail.claims.find((claim) => !claim.isWaitingPeriodDay && chfToRappen(claim.dailyAllowance) > 0);
  return monthOf(paid?.date ?? detail.absentFrom);
}

function CaseDetailContent({
  areaId,
  detail,
  day,
  onDayChange,
  canOpenEmployee,
  canWrite,
  canDeleteComment,
  backLink,
  inputsEditor,
  canLink,
  deadlinesSection,
  headerActions,
  belowSections,
}: Omit<CaseDetailAreaProps, 'caseId'> & { detail: CaseDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const isPhone = useIsPhone();
  // The case overview is a tenant route: an internal admin's screen leaves the section out.
  const isAdmin = useAdminCaseAccess() !== null;
  const overview = useCaseOverview(detail.caseId, !isAdmin);
  const months = useMemo(() => {
    const dates = detail.claims.map((claim) => claim.date).sort();
    const first = [detail.absentFrom, dates[0] ?? detail.absentFrom].sort()[0] ?? detail.absentFrom;
    const last = [detail.absentTo, dates.at(-1) ?? detail.absentTo].sort().at(-1) ?? detail.absentTo;
    return monthsBetween(monthOf(first), monthOf(last));
  }, [detail]);
  const [month, setMonth] = useState(() => initialMonth(detail, day));
  const shownMonth = months.includes(month) ? month : (months[0] ?? monthOf(detail.absentFrom));

  const chf = (amount: string | null) => (amount === null ? '–' : format.chf(chfToRappen(amount)));
  const range = (from: string, to: string) =>
    from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`;
  const days = (value: number | null) => (value === null ? '–' : format.number(value, { maximumFractionDigits: 2 }));
  const counters = detail.caseCounters;
  // The case's LFZ days by service year: the counter is their sum, each year has its own entitlement (C9).
  const lfzYears = useMemo(
    () => caseLfzByServiceYear(detail.claims, lfzServiceYears(detail.employeeCounters.continuationOfPayment)),
    [detail.claims, detail.employeeCounters.continuationOfPayment],
  );
  const policies = [
    ...new Set(
      detail.monthlyTotals
        .flatMap((total) => total.lines.map((line) => line.policyType))
        .filter((type) => type !== null),
    ),
  ];
  const latestPaid = [...detail.claims]
    .reverse()
    .find((claim) => !claim.isCorrection && chfToRappen(claim.dailyAllowance) > 0);
  const lines = Object.entries(detail.allowance.amountByCoverageLine);
  const name = personName(detail);

  const explanationRef = useRef<HTMLDivElement>(null);
  const selectDay = (date: string) => {
    setMonth(monthOf(date));
    onDayChange(date);
    // Below the calendar on a phone: bring the explanation into view.
    if (isPhone) explanationRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="case-detail" data-case-id={detail.caseId}>
      <Stack gap="xs">
        {backLink ?? <BackLink areaId={areaId} />}
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{name}</Title>
            <Text c="dimmed">
              {t('cases.detail.subtitle', {
                number: detail.caseNumber,
                type: t(`cases.claimTypes.${detail.type}`),
                range: range(detail.absentFrom, detail.absentTo),
              })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <CaseStatusBadge status={detail.status} size="md" />
            <CaseRiskBadges
              withinShorttermRisk={detail.withinShorttermRisk}
              withinContinuationOfPayment={detail.withinContinuationOfPayment}
              size="md"
            />
            {headerActions?.(detail)}
          </Group>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CaseSection title={t('cases.detail.sections.person')} icon={IconUser} testId="case-person">
          <FactList>
            <Fact label={t('cases.detail.person.name')}>
              {canOpenEmployee ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/employees/$employeeId"
                      params={{ employeeId: detail.employeeId }}
                      search={{}}
                    />
                  )}
                  size="sm"
                  data-testid="case-employee-link"
                >
                  {name}
                </Anchor>
              ) : (
                name
              )}
            </Fact>
            <Fact label={t('cases.detail.person.personnelNumber')}>{detail.personnelNumber ?? '–'}</Fact>
            <Fact label={t('cases.detail.person.subunit')}>
              {units.subunitName(detail.accountingCompanySubunitId) ?? '–'}
            </Fact>
            <Fact label={t('cases.detail.person.processingGroup')}>
              {units.groupName(detail.accountingProcessingGroupId) ?? '–'}
            </Fact>
            <Fact label={t('cases.detail.person.caseNumber')}>{detail.caseNumber}</Fact>
            <Fact label={t('cases.detail.person.periods')}>
              <Stack gap={2}>
                {detail.periods.map((period) => (
                  <Text key={period.from} size="sm">
                    {range(period.from, period.to)}
                    {period.isRelapse ? ` (${t('cases.detail.person.relapse')})` : ''}
                  </Text>
                ))}
              </Stack>
            </Fact>
            {detail.type === 'ACCIDENT' && (
              <Fact label={t('cases.detail.person.accidentDate')}>
                {detail.accidentDate ? format.date(detail.accidentDate) : '–'}
                {detail.isAccidentDateOverridden ? ` (${t('cases.detail.person.accidentDateSet')})` : ''}
              </Fact>
            )}
          </FactList>
        </CaseSection>

        <CaseSection title={t('cases.detail.sections.policy')} icon={IconShieldCheck} testId="case-policy">
          <FactList>
            <Fact label={t('cases.detail.policy.policies')}>
              {policies.length === 0
                ? '–'
                : policies.map((type) => t(`cases.detail.policy.policyTypes.${type}`)).join(', ')}
            </Fact>
            <Fact label={t('cases.detail.policy.insuredSalary')}>{chf(detail.wages.insuredSalary)}</Fact>
            <Fact label={t('cases.detail.policy.coverage')}>
              {latestPaid ? format.percent(latestPaid.coverage, { maximumFractionDigits: 2 }) : '–'}
            </Fact>
            <Fact label={t('cases.detail.policy.dailyAllowance')} testId="case-daily-allowance">
              {chf(detail.allowance.dailyAllowance)}
            </Fact>
            <Fact label={t('cases.detail.policy.totalAmount')} testId="case-total-amount">
              <Text size="sm" fw={700} span>
                {chf(detail.allowance.totalAmount)}
              </Text>
              {lines.length > 1 && (
                <Text size="xs" c="dimmed">
                  {lines.map(([line, amount]) => `${t(`cases.coverageLines.${line}`)} ${chf(amount)}`).join(' · ')}
                </Text>
              )}
            </Fact>
            <Fact label={t('cases.detail.policy.employerShare')}>{chf(detail.allowance.employerShareAmount)}</Fact>
            <Fact label={t('cases.detail.policy.computed')}>
              {t('cases.detail.policy.computedValue', {
                asOf: format.date(detail.asOfDate),
                at: format.dateTime(detail.computedAt),
                version: detail.configurationVersion,
              })}
            </Fact>
          </FactList>
        </CaseSection>

        <CaseSection title={t('cases.detail.sections.status')} icon={IconFlag} testId="case-status-history">
          {detail.denial && (
            <Text size="sm" c="red.8">
              {t('cases.detail.status.denied', {
                date: format.date(detail.denial.decidedOn),
                reason: detail.denial.reason,
              })}
            </Text>
          )}
          {detail.statusHistory.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('cases.detail.status.noHistory')}
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} active={detail.statusHistory.length - 1}>
              {detail.statusHistory.map((event, index) => (
                <Timeline.Item
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history is an ordered list without ids.
                  key={index}
                  color={STATUS_COLORS[event.status]}
                  title={
                    <Text size="sm" fw={600}>
                      {t(`cases.statuses.${event.status}`)}
                    </Text>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {[
                      event.date ? format.date(event.date) : null,
                      event.accountingMonthId ? format.month(event.accountingMonthId) : null,
                      t(`cases.detail.status.triggers.${event.trigger}`, { defaultValue: event.trigger }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </CaseSection>

        <Stack gap="lg">
          <CaseSection title={t('cases.detail.sections.counters')} icon={IconGauge} testId="case-counters">
            <FactList>
              <Fact label={t('cases.detail.counters.caseDays')}>{days(counters.caseDays)}</Fact>
              <Fact label={t('cases.detail.counters.waitingDays')}>
                {t('cases.detail.counters.servedRemaining', {
                  served: days(counters.waitingDaysServed),
                  remaining: days(counters.waitingDaysRemaining),
                })}
              </Fact>
              <Fact label={t('cases.detail.counters.benefitDays')} testId="case-benefit-days">
                {counters.benefitDaysRemaining === null
                  ? t('cases.detail.counters.usedNoLimit', { used: days(counters.benefitDaysUsed) })
                  : t('cases.detail.counters.usedLeft', {
                      used: days(counters.benefitDaysUsed),
                      left: days(counters.benefitDaysRemaining),
                    })}
              </Fact>
              <Fact label={t('cases.detail.counters.lfzDays')} testId="case-lfz-days">
                <Stack gap={2}>
                  <Text size="sm">
                    {lfzYears.length > 1
                      ? t('cases.detail.counters.lfzAcrossYears', {
                          days: days(counters.lfzDaysUsed),
                          years: format.number(lfzYears.length),
                        })
                      : t('cases.detail.counters.lfzInCase', { days: days(counters.lfzDaysUsed) })}
                  </Text>
                  {lfzYears.map((year) => (
                    <Text key={year.serviceYear} size="xs" c="dimmed" data-testid="case-lfz-year">
                      {t('cases.detail.counters.lfzYear', {
                        serviceYear: year.serviceYear,
                        range: range(year.from, year.to),
                        days: days(year.caseDays),
                        used: days(year.usedDays),
                        entitlement: days(year.entitlementDays),
                      })}
                    </Text>
                  ))}
                  {lfzYears.length > 1 && (
                    <Text size="xs" c="dimmed">
                      {t('cases.detail.counters.lfzRenewal')}
                    </Text>
                  )}
                </Stack>
              </Fact>
              <Fact label={t('cases.detail.counters.frameStart')}>
                {counters.frameStartDate ? format.date(counters.frameStartDate) : '–'}
              </Fact>
            </FactList>
          </CaseSection>
          {!isAdmin && (
            <CaseSection title={t('cases.detail.sections.overview')} icon={IconClipboardList} testId="case-overview">
              {overview.isError ? (
                <ErrorAlert error={overview.error} onRetry={() => void overview.refetch()} />
              ) : !overview.data ? (
                <Skeleton height={60} />
              ) : (
                <FactList>
                  <Fact label={t('cases.detail.overview.review')}>
                    {overview.data.isCaseReviewCompleted
                      ? t('cases.detail.overview.reviewDone')
                      : t('cases.detail.overview.reviewOpen')}
                  </Fact>
                  <Fact label={t('cases.detail.overview.powUploadedAt')}>
                    {overview.data.powUploadedAt
                      ? format.dateTime(overview.data.powUploadedAt)
                      : t('cases.detail.overview.powMissing')}
                  </Fact>
                  <Fact label={t('cases.detail.overview.backToWork')}>
                    {overview.data.backToWork
                      ? format.date(overview.data.backToWork)
                      : t('cases.detail.overview.stillIncapacitated')}
                  </Fact>
                  <Fact label={t('cases.detail.overview.earliestReportDate')}>
                    {overview.data.earliestReportDate
                      ? format.date(overview.data.earliestReportDate)
                      : t('cases.detail.overview.noReportDue')}
                  </Fact>
                </FactList>
              )}
            </CaseSection>
          )}
        </Stack>
      </SimpleGrid>

      {!isAdmin && deadlinesSection?.(detail)}

      {!isAdmin && canLink?.(detail.type) && <CaseLinksSection areaId={areaId} detail={detail} day={day} />}

      <CaseSection
        title={t('cases.detail.sections.days')}
        description={t('cases.detail.calendar.hint')}
        icon={IconCalendarStats}
        testId="case-days"
      >
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <CaseCalendar
              claims={detail.claims}
              absentFrom={detail.absentFrom}
              absentTo={detail.absentTo}
              months={months}
              month={shownMonth}
              onMonthChange={setMonth}
              selectedDay={day}
              onSelectDay={selectDay}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Box aria-live="polite" ref={explanationRef} style={{ scrollMarginTop: 72 }}>
              <CaseExplanation caseId={detail.caseId} day={day} />
            </Box>
          </Grid.Col>
        </Grid>
      </CaseSection>

      <CaseSection title={t('cases.detail.sections.monthly')} icon={IconCoin} testId="case-monthly">
        <MonthlyTotals totals={detail.monthlyTotals} />
      </CaseSection>

      <CaseSection title={t('cases.detail.sections.comments')} icon={IconMessages} testId="case-comments-section">
        <CaseComments
          caseId={detail.caseId}
          insuredPersonId={detail.insuredPersonId}
          comments={detail.comments}
          canWrite={canWrite(detail.type)}
          canDelete={canDeleteComment}
        />
      </CaseSection>

      <CaseSection
        title={t('cases.detail.sections.inputs')}
        description={t('cases.detail.inputs.intro')}
        icon={IconListDetails}
        testId="case-inputs-section"
      >
        <CaseInputs
          manualCorrections={detail.manualCorrections}
          ivSettings={detail.ivSettings}
          benefitStops={detail.benefitStops}
          editSlot={inputsEditor?.(detail)}
        />
      </CaseSection>
      {belowSections?.(detail)}
    </Stack>
  );
}

export function CaseDetailArea(props: CaseDetailAreaProps) {
  const { t } = useTranslation();
  const query = useCaseDetail(props.caseId);
  if (query.isPending) {
    return (
      <Stack gap="lg" maw={1400} data-testid="case-detail-loading" aria-busy>
        {props.backLink ?? <BackLink areaId={props.areaId} />}
        <Skeleton height={36} width="40%" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Skeleton height={220} />
          <Skeleton height={220} />
        </SimpleGrid>
        <Skeleton height={360} />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="lg" maw={900} data-testid={notFound ? 'case-not-found' : 'case-detail-error'}>
        {props.backLink ?? <BackLink areaId={props.areaId} />}
        {notFound ? (
          <Stack gap="xs">
            <Title order={1}>{t('cases.detail.notFound.title')}</Title>
            <Text c="dimmed">{t('cases.detail.notFound.hint')}</Text>
          </Stack>
        ) : (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
      </Stack>
    );
  }
  return <CaseDetailContent {...props} detail={query.data} />;
}
