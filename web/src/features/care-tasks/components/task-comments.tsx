// The comments of a care task: who wrote what when, newest last; a comment of the signed-in user can be deleted
// (after asking), and anyone who may edit the task adds one (at most 1000 characters).
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessage, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { CARE_TASK_COMMENT_MAX } from '../../../../../src/contracts/care-tasks.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useSession } from '../../auth/index.ts';
import { type CareTask, useAddCareTaskComment, useDeleteCareTaskComment } from '../api/care-task-writes.ts';

export function TaskComments({ task, canComment }: { task: CareTask; canComment: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const session = useSession();
  const headingId = useId();
  const userId = session.actor.kind === 'user' ? session.actor.user.id : null;
  const add = useAddCareTaskComment(task.careTaskId);
  const remove = useDeleteCareTaskComment(task.careTaskId);
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Card component="section" aria-labelledby={headingId} padding="md" data-testid="care-task-comments">
      <Group gap="xs" mb="sm">
        <IconMessage aria-hidden size={18} />
        <Title order={2} size="h4" id={headingId}>
          {t('careTasks.comments.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        {task.comments.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('careTasks.comments.none')}
          </Text>
        )}
        {task.comments.map((comment) => (
          <Stack key={comment.commentId} gap={2} data-testid="care-task-comment">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed">
                {t('careTasks.comments.byline', { name: comment.postedBy, at: format.dateTime(comment.createdAt) })}
              </Text>
              {canComment && comment.postedByUserId !== null && comment.postedByUserId === userId && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  leftSection={<IconTrash aria-hidden size={12} />}
                  onClick={() => setDeleting(comment.commentId)}
                  data-testid="care-task-comment-delete"
                >
                  {t('careTasks.comments.delete')}
                </Button>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.comment}
            </Text>
          </Stack>
        ))}
        {canComment && (
          <form onSubmit={submit}>
            <Stack gap="xs">
              <Textarea
                label={t('careTasks.comments.new')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={CARE_TASK_COMMENT_MAX}
                autosize
                minRows={2}
                data-testid="care-task-comment-text"
              />
              {add.error && <ErrorAlert error={add.error} />}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  variant="default"
                  size="xs"
                  loading={add.isPending}
                  disabled={text.trim() === ''}
                  data-testid="care-task-comment-add"
                >
                  {t('careTasks.comments.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title={t('careTasks.comments.deleteTitle')}
        message={t('careTasks.comments.deleteMessage')}
        confirmLabel={t('careTasks.comments.delete')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
        testId="care-task-comment-delete-confirm"
      />
    </Card>
  );
}
