// "Contact support" (decision 0067): subject and message, with the screen's context attached and shown before
// sending ("Attached: screen Daily allowances (/daily-allowances?month=2026-03), month March 2026, employee E-1001").
// Health-related references (a case, a certificate) go along only when the user ticks the box (default off); without
// it the server drops them. After sending: the request's number and the way to its answer.
import { Anchor, Box, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPaperclip, IconSend } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCreateSupportRequest } from '../api/create-support-request.ts';
import type { SupportRequestDetail } from '../api/get-support-request.ts';
import { contextEntries, type SupportContext } from '../support-context.ts';
import { requestNumber, useAreaName, useContextEntryText } from './support-parts.tsx';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 5000;

export type ContactFormProps = {
  area: string | null;
  path: string | null;
  context: SupportContext;
  /** After a sent request (the help panel closes, the support page opens the request). */
  onDone?: (request: SupportRequestDetail) => void;
  /** The request's link after sending: false on the support page, which lists it anyway. */
  linkToRequest?: boolean;
};

/** "Attached: screen …, month …, employee …": what goes with the request, in words. */
function AttachedLine({
  area,
  path,
  context,
  includesHealthData,
}: Pick<ContactFormProps, 'area' | 'path' | 'context'> & { includesHealthData: boolean }) {
  const { t } = useTranslation();
  const areaName = useAreaName();
  const entryText = useContextEntryText();
  const parts = [
    path
      ? t('support.contact.attachedScreenPath', { area: areaName(area), path })
      : t('support.contact.attachedScreen', { area: areaName(area) }),
    ...contextEntries(context, includesHealthData).map(entryText),
  ];
  return (
    <Box
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-0)' }}
      data-testid="support-contact-attached"
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconPaperclip aria-hidden size={16} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {t('support.contact.attached')}
          </Text>{' '}
          {parts.join(', ')}
        </Text>
      </Group>
    </Box>
  );
}

export function ContactForm({ area, path, context, onDone, linkToRequest = true }: ContactFormProps) {
  const { t } = useTranslation();
  const create = useCreateSupportRequest();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [includesHealthData, setIncludesHealthData] = useState(false);
  const [sent, setSent] = useState<SupportRequestDetail | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim() === '' || message.trim() === '') return;
    create.mutate(
      { subject: subject.trim(), message: message.trim(), area, path, context, includesHealthData },
      {
        onSuccess: (request) => {
          setSent(request);
          setSubject('');
          setMessage('');
          setIncludesHealthData(false);
          onDone?.(request);
        },
      },
    );
  };

  if (sent) {
    return (
      <Stack gap="sm" data-testid="support-contact-sent">
        <TintedAlert color="teal" icon={<IconCircleCheck aria-hidden size={18} />} role="status">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('support.contact.sentTitle', { number: requestNumber(sent.number) })}
            </Text>
            <Text size="sm">{t('support.contact.sentText')}</Text>
            {linkToRequest && (
              <Anchor
                component={Link}
                to={'/support/$requestId' as never}
                params={{ requestId: sent.requestId } as never}
                size="sm"
                fw={600}
                data-testid="support-contact-open"
              >
                {t('support.contact.openRequest', { number: requestNumber(sent.number) })}
              </Anchor>
            )}
          </Stack>
        </TintedAlert>
        <Group>
          <Button variant="default" size="xs" onClick={() => setSent(null)} data-testid="support-contact-another">
            {t('support.contact.another')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} data-testid="support-contact-form">
      <Stack gap="sm">
        <TextInput
          label={t('support.contact.subject')}
          placeholder={t('support.contact.subjectPlaceholder')}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          maxLength={SUBJECT_MAX}
          required
          data-testid="support-contact-subject"
        />
        <Textarea
          label={t('support.contact.message')}
          description={t('support.contact.messageHint')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={MESSAGE_MAX}
          autosize
          minRows={4}
          maxRows={12}
          required
          data-testid="support-contact-message"
        />
        <AttachedLine area={area} path={path} context={context} includesHealthData={includesHealthData} />
        <Checkbox
          label={t('support.contact.includeHealth')}
          description={t('support.contact.includeHealthHint')}
          checked={includesHealthData}
          onChange={(event) => setIncludesHealthData(event.currentTarget.checked)}
          data-testid="support-contact-health"
        />
        {create.error && <ErrorAlert error={create.error} />}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend aria-hidden size={16} />}
            loading={create.isPending}
            disabled={subject.trim() === '' || message.trim() === ''}
            data-testid="support-contact-send"
          >
            {t('support.contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
