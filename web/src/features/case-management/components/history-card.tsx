// The requests of the employee (newest first; earlier declined ones explain the history) and the status history of
// the case management (who, when, the comment: the reason, the decline reason or the closing comment).
import { Group, Stack, Text, Timeline } from '@mantine/core';
import type { CaseManagement } from '../../../../../src/contracts/case-management.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { CaseManagementStatusBadge, RequestStatusBadge, Section } from './case-management-parts.tsx';

export function RequestsCard({ detail }: { detail: CaseManagement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section title={t('caseManagement.detail.requests')} testId="case-management-requests">
      {detail.requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('caseManagement.detail.noRequests')}
        </Text>
      ) : (
        <Stack gap="md">
          {detail.requests.map((request) => (
            <Stack key={request.requestId} gap={4} data-testid="case-management-request">
              <Group gap="xs" wrap="wrap">
                <RequestStatusBadge status={request.status} />
                <Text size="sm" fw={600}>
                  {t('caseManagement.requests.requestedBy', {
                    name: request.requestedBy.name,
                    date: format.instantDate(request.requestedAt),
                  })}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {request.reason}
              </Text>
              {request.decidedBy && request.decidedAt && (
                <Text size="xs" c="dimmed">
                  {t('caseManagement.requests.decidedBy', {
                    name: request.decidedBy.name,
                    date: format.instantDate(request.decidedAt),
                  })}
                </Text>
              )}
              {request.declineReason && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {t('caseManagement.requests.declineReasonShown', { reason: request.declineReason })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function HistoryCard({ detail }: { detail: CaseManagement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section title={t('caseManagement.detail.history')} testId="case-management-history">
      <Timeline bulletSize={14} lineWidth={2} active={detail.statusHistory.length}>
        {detail.statusHistory.map((change) => (
          <Timeline.Item
            key={`${change.changedAt}-${change.status}`}
            title={<CaseManagementStatusBadge status={change.status} />}
          >
            <Text size="xs" c="dimmed">
              {t('caseManagement.detail.changedBy', {
                date: format.dateTime(change.changedAt),
                name: change.changedBy,
              })}
            </Text>
            {change.comment && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {change.comment}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
