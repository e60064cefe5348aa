// A request's messages as a conversation, oldest first: the viewer's side on the right (the company's users for
// them, the operators for the operators), the other side on the left, each with its author and time; and the reply
// box, which sends the revision the screen loaded: when a message came in between (409 REVISION_CONFLICT) it loads
// the conversation again, keeps the draft and says so.
import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { supportMessage } from '../../../../../src/contracts/support.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isRevisionConflict } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';

type SupportMessage = z.infer<typeof supportMessage>;
export type Side = 'USER' | 'ADMIN';

const MESSAGE_MAX = 5000;

export function Conversation({ messages, viewer }: { messages: readonly SupportMessage[]; viewer: Side }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="support-conversation">
      {messages.map((message) => {
        const own = message.authorKind === viewer;
        const fromSupport = message.authorKind === 'ADMIN';
        return (
          <Box
            component="li"
            key={message.messageId}
            data-testid="support-message"
            data-author={message.authorKind}
            style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
          >
            <Box
              maw="min(640px, 92%)"
              px="md"
              py="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: fromSupport ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-1)',
                border: `1px solid var(--mantine-color-${fromSupport ? 'blue-2' : 'gray-3'})`,
              }}
            >
              <Text size="xs" fw={600} c="dark.6">
                {fromSupport
                  ? t('support.conversation.fromSupport', { name: message.authorName })
                  : t('support.conversation.fromUser', { name: message.authorName })}
                <Text span size="xs" fw={400} c="dark.4">
                  {' · '}
                  {format.dateTime(message.createdAt)}
                </Text>
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

export function ReplyBox({
  label,
  revision,
  send,
  onConflict,
  hint,
  testId,
}: {
  label: string;
  revision: number;
  send: UseMutationResult<unknown, Error, { text: string; revision: number }>;
  /** Loads the request again after someone else's message came in between. */
  onConflict: () => void;
  /** A line under the box (a closed request opens again with a message). */
  hint?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [reloaded, setReloaded] = useState(false);
  const conflict = send.error !== null && isRevisionConflict(send.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return;
    setReloaded(false);
    send.mutate(
      { text: trimmed, revision },
      {
        onSuccess: () => setText(''),
        onError: (error) => {
          if (!isRevisionConflict(error)) return;
          setReloaded(true);
          onConflict();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} data-testid={testId}>
      <Stack gap="xs">
        <Textarea
          label={label}
          description={hint}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={MESSAGE_MAX}
          autosize
          minRows={3}
          maxRows={12}
          data-testid={`${testId}-text`}
        />
        {reloaded && conflict && (
          <TintedAlert color="blue" role="status" data-testid="support-reloaded">
            {t('support.conversation.reloaded')}
          </TintedAlert>
        )}
        {send.error && !conflict && <ErrorAlert error={send.error} />}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend aria-hidden size={16} />}
            loading={send.isPending}
            disabled={text.trim() === ''}
            data-testid={`${testId}-send`}
          >
            {t('support.conversation.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
