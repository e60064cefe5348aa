// One support request of the company (/support/{requestId}; decision 0067): reference, subject, status in words and
// who asked; what was attached (the screen, the ids; a note when health references were withheld); the messages as
// a conversation with the operators; the reply box (with the revision loaded: a message in between reloads and says
// so) and "close" for users who may write (support.edit). A closed request opens again with a new message.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePermission } from '../../auth/index.ts';
import { useCloseSupportRequest } from '../api/close-support-request.ts';
import { useSupportRequest } from '../api/get-support-request.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import { Conversation, ReplyBox } from './conversation.tsx';
import {
  CloseRequestButton,
  ClosingState,
  ContextList,
  RequestPageState,
  requestNumber,
  SupportStatusBadge,
} from './support-parts.tsx';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="md" data-testid={testId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function BackLink({ to, label, search }: { to: string; label: string; search?: Record<string, string> }) {
  return (
    <Anchor component={Link} to={to as never} search={search as never} size="sm" data-testid="support-back">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft aria-hidden size={14} />
        {label}
      </Group>
    </Anchor>
  );
}

export function SupportRequestDetail({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const canWrite = usePermission('support.edit');
  const query = useSupportRequest(requestId);
  const send = useSendSupportMessage(requestId);
  const close = useCloseSupportRequest(requestId);
  const request = query.data;
  usePageTitle(request ? `${requestNumber(request.number)} ${request.subject}` : t('nav.areas.support'));
  const back = <BackLink to="/support" label={t('support.detail.back')} />;

  if (query.isError || !request) return <RequestPageState back={back} query={query} />;

  const reload = () => void query.refetch();
  return (
    <Stack gap="lg" maw={960} data-testid="support-request">
      {back}
      <PageHeader
        title={`${requestNumber(request.number)} · ${request.subject}`}
        description={
          <Group component="span" gap="xs" wrap="wrap">
            <SupportStatusBadge status={request.status} />
            <Text span size="sm" c="dimmed">
              {t('support.detail.askedBy', { name: request.createdByName, date: format.dateTime(request.createdAt) })}
            </Text>
          </Group>
        }
        actions={
          canWrite && request.status !== 'CLOSED' ? (
            <CloseRequestButton revision={request.revision} close={close} onConflict={reload} testId="support-close" />
          ) : undefined
        }
      />
      <ClosingState request={request} close={close} onReload={reload} testId="support-closed-note" />
      {request.status === 'ANSWERED' && (
        <Text size="sm" data-testid="support-answered-note">
          {t('support.detail.answeredNote')}
        </Text>
      )}
      <Section title={t('support.detail.conversation')} testId="support-messages">
        <Stack gap="md">
          <Conversation messages={request.messages} viewer="USER" />
          {canWrite && (
            <ReplyBox
              label={t('support.detail.reply')}
              hint={request.status === 'CLOSED' ? t('support.detail.reopenHint') : undefined}
              revision={request.revision}
              send={send}
              onConflict={reload}
              testId="support-reply"
            />
          )}
        </Stack>
      </Section>
      <Section title={t('support.detail.attached')} testId="support-attached">
        <ContextList
          area={request.area}
          path={request.path}
          context={request.context}
          includesHealthData={request.includesHealthData}
          healthDataWithheld={request.healthDataWithheld}
        />
      </Section>
    </Stack>
  );
}
