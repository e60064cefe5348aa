// The case's comments (decision 0018): oldest first, with who wrote them, when, and the days they are about. Writing
// needs the edit permission of the case's claim type; deleting is for the poster or an HR_Admin. Actions the user
// may not take are not shown.
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CaseComment } from '../../../../../src/contracts/cases.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useAddCaseComment, useDeleteCaseComment } from '../api/case-comments.ts';

/** Spec section 9: a comment has at most 1000 characters. */
const COMMENT_MAX = 1000;

export type CaseCommentsProps = {
  caseId: string;
  insuredPersonId: string;
  comments: readonly CaseComment[];
  /** The edit permission of the case's claim type. */
  canWrite: boolean;
  /** Whether the signed-in user may delete this comment (the poster, or an HR_Admin). */
  canDelete: (comment: CaseComment) => boolean;
};

export function CaseComments({ caseId, insuredPersonId, comments, canWrite, canDelete }: CaseCommentsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const add = useAddCaseComment();
  const remove = useDeleteCaseComment();
  const [text, setText] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CaseComment | null>(null);

  const trimmed = text.trim();
  const submit = () => {
    if (trimmed === '') return;
    add.mutate(
      {
        caseId,
        insuredPersonId,
        comment: trimmed,
        ...(from || to ? { validBetween: { from, to } } : {}),
      },
      {
        onSuccess: () => {
          setText('');
          setFrom(null);
          setTo(null);
        },
      },
    );
  };

  const validText = (comment: CaseComment) => {
    const { from: start, to: end } = comment.validBetween;
    if (start && end)
      return t('cases.detail.comments.validBetween', { from: format.date(start), to: format.date(end) });
    if (start) return t('cases.detail.comments.validFromOnly', { from: format.date(start) });
    if (end) return t('cases.detail.comments.validToOnly', { to: format.date(end) });
    return null;
  };

  return (
    <Stack gap="md" data-testid="case-comments">
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="case-comments-empty">
          {canWrite ? t('cases.detail.comments.noneWriter') : t('cases.detail.comments.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {comments.map((comment) => (
            <Card
              key={comment.commentId}
              component="li"
              withBorder
              padding="sm"
              radius="md"
              data-testid={`case-comment-${comment.commentId}`}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.comment}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cases.detail.comments.postedBy', {
                      name: comment.postedBy.name ?? t('cases.detail.comments.unknownPoster'),
                      date: format.dateTime(comment.createdAt),
                    })}
                    {validText(comment) ? ` · ${validText(comment)}` : ''}
                  </Text>
                </Stack>
                {canWrite && canDelete(comment) && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('cases.detail.comments.delete')}
                    title={t('cases.detail.comments.delete')}
                    onClick={() => setToDelete(comment)}
                    data-testid={`case-comment-delete-${comment.commentId}`}
                  >
                    <IconTrash aria-hidden size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {canWrite && (
        <Stack gap="xs" data-testid="case-comment-form">
          <Textarea
            label={t('cases.detail.comments.newLabel')}
            placeholder={t('cases.detail.comments.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={COMMENT_MAX}
            autosize
            minRows={2}
            maxRows={8}
            description={t('cases.detail.comments.length', {
              length: format.number(text.length),
              max: format.number(COMMENT_MAX),
            })}
            data-testid="case-comment-text"
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SwissDateInput
              label={t('cases.detail.comments.validFrom')}
              value={from}
              onChange={setFrom}
              maxDate={to ?? undefined}
              clearable
              w={{ base: '100%', xs: 170 }}
            />
            <SwissDateInput
              label={t('cases.detail.comments.validTo')}
              value={to}
              onChange={setTo}
              minDate={from ?? undefined}
              clearable
              w={{ base: '100%', xs: 170 }}
            />
            <Button
              leftSection={<IconMessagePlus aria-hidden size={16} />}
              onClick={submit}
              loading={add.isPending}
              disabled={trimmed === ''}
              data-testid="case-comment-submit"
            >
              {t('cases.detail.comments.add')}
            </Button>
          </Group>
          {add.isError && <ErrorAlert error={add.error} />}
        </Stack>
      )}

      <ConfirmModal
        opened={toDelete !== null}
        title={t('cases.detail.comments.deleteTitle')}
        message={t('cases.detail.comments.deleteMessage')}
        confirmLabel={t('cases.detail.comments.delete')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          toDelete &&
          remove.mutate(
            { caseId, insuredPersonId, commentId: toDelete.commentId },
            { onSuccess: () => setToDelete(null) },
          )
        }
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
        testId="case-comment-delete"
      />
    </Stack>
  );
}
