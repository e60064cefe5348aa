// The case management detail (/case-management/{caseManagementId}; issue 30 scope 5): the header (employee, status,
// responsible case manager, opened/closed, outcome), the linked insurance (KTG) case, the case overview fields, the
// requests and the status history, the confidential notes (only with notes.view), the return-to-work plan, the
// medical certificates and deadlines panels (given by the page: `panels`) and "close" with an outcome.
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { CaseManagement } from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePermission } from '../../auth/index.ts';
import { useCaseManagement } from '../api/get-case-management.ts';
import { employeeName, insuranceCaseLink } from '../case-management-view.ts';
import { CaseManagementStatusBadge, NextDeadline, Section } from './case-management-parts.tsx';
import { CloseDialog } from './close-dialog.tsx';
import { HistoryCard, RequestsCard } from './history-card.tsx';
import { NotesCard } from './notes-card.tsx';
import { OverviewCard } from './overview-card.tsx';
import { PlanCard } from './plan-editor.tsx';

export type CaseManagementDetailProps = {
  caseManagementId: string;
  /** Panels of other features, each its own card: the employee's medical certificates and deadlines. */
  panels?: {
    certificates?: (detail: CaseManagement) => ReactNode;
    deadlines?: (detail: CaseManagement) => ReactNode;
  };
};

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/case-management" search={{}} />}
      size="sm"
      w="fit-content"
      data-testid="case-management-back"
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft aria-hidden size={14} />
        {t('caseManagement.detail.back')}
      </Group>
    </Anchor>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FactList.Item>
      <FactList.Label>{label}</FactList.Label>
      <FactList.Value>{children}</FactList.Value>
    </FactList.Item>
  );
}

function HeaderFacts({ detail }: { detail: CaseManagement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const canViewKtg = usePermission('insurance.ktg.view');
  const canOpenEmployee = usePermission('employee.view');
  return (
    <Section title={t('caseManagement.detail.summary')} testId="case-management-summary">
      <FactList>
        <Fact label={t('caseManagement.columns.employee')}>
          {canOpenEmployee ? (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/employees/$employeeId" params={{ employeeId: detail.employeeId }} search={{}} />
              )}
              size="sm"
              data-testid="case-management-employee-link"
            >
              {employeeName(detail)}
            </Anchor>
          ) : (
            employeeName(detail)
          )}
          {detail.personnelNumber ? ` · ${detail.personnelNumber}` : ''}
        </Fact>
        <Fact label={t('caseManagement.columns.responsible')}>
          <span data-testid="case-management-responsible-name">
            {detail.responsible?.name ?? t('caseManagement.nobody')}
          </span>
        </Fact>
        <Fact label={t('caseManagement.columns.opened')}>{format.instantDate(detail.openedAt)}</Fact>
        {detail.closedAt && (
          <Fact label={t('caseManagement.detail.closed')}>
            {format.instantDate(detail.closedAt)}
            {detail.outcome && ` · ${t(`caseManagement.outcomes.${detail.outcome}`)}`}
          </Fact>
        )}
        {detail.outcomeComment && <Fact label={t('caseManagement.close.comment')}>{detail.outcomeComment}</Fact>}
        <Fact label={t('caseManagement.columns.nextDeadline')}>
          <NextDeadline deadline={detail.nextDeadline} />
        </Fact>
        <Fact label={t('caseManagement.detail.insuranceCase')}>
          {detail.ktgCaseIds.length === 0 ? (
            t('caseManagement.detail.noInsuranceCase')
          ) : (
            <Stack gap={2}>
              {detail.ktgCaseIds.map((caseId, index) => {
                const link = insuranceCaseLink(caseId, canViewKtg);
                return (
                  <Anchor
                    key={caseId}
                    renderRoot={(props) => <Link {...props} to={link.to} params={link.params} search={{}} />}
                    size="sm"
                    data-testid="case-management-insurance-case"
                  >
                    {t('caseManagement.detail.openInsuranceCase', { n: index + 1 })}
                  </Anchor>
                );
              })}
            </Stack>
          )}
        </Fact>
      </FactList>
    </Section>
  );
}

function DetailContent({
  detail,
  panels,
  onReload,
}: {
  detail: CaseManagement;
  panels: CaseManagementDetailProps['panels'];
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const isCaseManager = usePermission('employee.caseManagement.notes.edit');
  const canReadNotes = usePermission('employee.caseManagement.notes.view') && detail.canReadNotes;
  const [closing, setClosing] = useState(false);
  const name = employeeName(detail);
  usePageTitle(t('caseManagement.detail.pageTitle', { name }));
  return (
    <Stack gap="lg" maw={1400} data-testid="case-management-detail" data-status={detail.status}>
      <Stack gap="xs">
        <BackLink />
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{name}</Title>
            <Group gap="xs" wrap="wrap">
              <CaseManagementStatusBadge status={detail.status} size="md" />
              <Text c="dimmed" size="sm">
                {t('caseManagement.detail.subtitle', {
                  responsible: detail.responsible?.name ?? t('caseManagement.nobody'),
                })}
              </Text>
            </Group>
          </Stack>
          {isCaseManager && detail.canEdit && detail.status === 'ACTIVE' && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconLock aria-hidden size={16} />}
              onClick={() => setClosing(true)}
              data-testid="case-management-close"
            >
              {t('caseManagement.close.open')}
            </Button>
          )}
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <HeaderFacts detail={detail} />
        <OverviewCard key={detail.revision} detail={detail} canManage={isCaseManager} onReload={onReload} />
      </SimpleGrid>
      <PlanCard key={detail.revision} detail={detail} onReload={onReload} />
      {canReadNotes && <NotesCard caseManagementId={detail.caseManagementId} canWrite={isCaseManager} />}
      {/* Full width: the certificates' table has six columns; the deadlines carry their rule in a sentence. */}
      {panels?.certificates?.(detail)}
      {panels?.deadlines?.(detail)}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <RequestsCard detail={detail} />
        <HistoryCard detail={detail} />
      </SimpleGrid>
      {closing && <CloseDialog detail={detail} opened onClose={() => setClosing(false)} onReload={onReload} />}
    </Stack>
  );
}

export function CaseManagementDetail({ caseManagementId, panels }: CaseManagementDetailProps) {
  const { t } = useTranslation();
  const query = useCaseManagement(caseManagementId);
  if (!query.data) {
    if (query.isPending) {
      return (
        <Stack gap="lg" data-testid="case-management-loading">
          <Skeleton h={24} w={200} />
          <Skeleton h={40} w={360} />
          <Skeleton h={240} />
        </Stack>
      );
    }
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="lg">
        <BackLink />
        {notFound && <Title order={1}>{t('caseManagement.detail.notFound')}</Title>}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </Stack>
    );
  }
  return <DetailContent detail={query.data} panels={panels} onReload={() => void query.refetch()} />;
}
