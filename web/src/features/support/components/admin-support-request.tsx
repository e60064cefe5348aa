// One request in the operators' inbox (/admin/support/{requestId}; decision 0067): the company (a link to its admin
// page), who asked (name and address), the context in words — the screen by its area's name, its path, the ids (a
// case opens the tenant's case, a month its accounting checks), "health references withheld" when the user sent
// them without consent — the conversation, the answer box (with the revision loaded: a message in between reloads
// and says so) and "close".
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAdminCloseSupportRequest } from '../api/admin-close-support-request.ts';
import { useAnswerSupportRequest } from '../api/answer-support-request.ts';
import { type AdminSupportRequestDetail, useAdminSupportRequest } from '../api/get-admin-support-request.ts';
import type { ContextEntry } from '../support-context.ts';
import { Conversation, ReplyBox } from './conversation.tsx';
import {
  CloseRequestButton,
  ClosingState,
  ContextList,
  RequestPageState,
  requestNumber,
  SupportStatusBadge,
} from './support-parts.tsx';
import { BackLink, Section } from './support-request-detail.tsx';

/** An id of the context as a link where the admin pages have its place: a case, an accounting month. */
function idLink(request: AdminSupportRequestDetail) {
  return (entry: ContextEntry, text: string): ReactNode => {
    if (entry.withheld) return text;
    if (entry.key === 'caseId') {
      return (
        <Anchor
          component={Link}
          to={'/admin/tenants/$tenantId/cases/$caseId' as never}
          params={{ tenantId: request.tenantId, caseId: entry.value } as never}
          size="sm"
        >
          {text}
        </Anchor>
      );
    }
    if (entry.key === 'accountingMonthId') {
      return (
        <Anchor
          component={Link}
          to={'/admin/tenants/$tenantId/accounting-checks' as never}
          params={{ tenantId: request.tenantId } as never}
          search={{ month: entry.value } as never}
          size="sm"
        >
          {text}
        </Anchor>
      );
    }
    return text;
  };
}

export function AdminSupportRequest({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useAdminSupportRequest(requestId);
  const answer = useAnswerSupportRequest(requestId);
  const close = useAdminCloseSupportRequest(requestId);
  const request = query.data;
  usePageTitle(request ? `${requestNumber(request.number)} ${request.subject}` : t('admin.support.title'));
  const back = <BackLink to="/admin/support" label={t('admin.support.back')} />;

  if (query.isError || !request) return <RequestPageState back={back} query={query} />;

  const reload = () => void query.refetch();
  const asker = request.createdByEmail
    ? t('admin.support.askedByWithEmail', {
        name: request.createdByName,
        email: request.createdByEmail,
        date: format.dateTime(request.createdAt),
      })
    : t('support.detail.askedBy', { name: request.createdByName, date: format.dateTime(request.createdAt) });
  return (
    <Stack gap="lg" maw={960} data-testid="admin-support-request">
      {back}
      <PageHeader
        title={`${requestNumber(request.number)} · ${request.subject}`}
        description={
          <Stack component="span" gap={4}>
            <Group component="span" gap="xs" wrap="wrap">
              <SupportStatusBadge status={request.status} />
              <Anchor
                component={Link}
                to={'/admin/tenants/$tenantId' as never}
                params={{ tenantId: request.tenantId } as never}
                size="sm"
                fw={600}
                data-testid="admin-support-request-tenant"
              >
                {request.tenantName}
              </Anchor>
            </Group>
            <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {asker}
            </Text>
          </Stack>
        }
        actions={
          request.status !== 'CLOSED' ? (
            <CloseRequestButton
              revision={request.revision}
              close={close}
              onConflict={reload}
              testId="admin-support-close"
            />
          ) : undefined
        }
      />
      <ClosingState request={request} close={close} onReload={reload} />
      <Section title={t('admin.support.context')} testId="admin-support-context">
        <ContextList
          area={request.area}
          path={request.path}
          linkPath={false}
          context={request.context}
          includesHealthData={request.includesHealthData}
          healthDataWithheld={request.healthDataWithheld}
          renderId={idLink(request)}
        />
      </Section>
      <Section title={t('support.detail.conversation')} testId="admin-support-messages">
        <Stack gap="md">
          <Conversation messages={request.messages} viewer="ADMIN" />
          <ReplyBox
            label={t('admin.support.answer')}
            hint={request.status === 'CLOSED' ? t('admin.support.reopenHint') : undefined}
            revision={request.revision}
            send={answer}
            onConflict={reload}
            testId="admin-support-answer"
          />
        </Stack>
      </Section>
    </Stack>
  );
}
