// The attachments of a care task: listed with name, size, who added them and when; downloaded through a signed
// address; added by choosing a file (announced, transferred and attached: the step is shown); removed after asking
// (the document stays stored for the audit trail).
import { Button, Card, FileButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type CareTask, useRemoveCareTaskAttachment } from '../api/care-task-writes.ts';
import { useDownloadAttachment } from '../api/downloads.ts';
import { useAttachFile } from '../api/upload-care-task-attachment.ts';

export function TaskAttachments({ task, canEdit }: { task: CareTask; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const attach = useAttachFile(task.careTaskId);
  const remove = useRemoveCareTaskAttachment(task.careTaskId);
  const download = useDownloadAttachment(task.careTaskId);
  const [removing, setRemoving] = useState<string | null>(null);

  const size = (bytes: number | null) =>
    bytes === null
      ? ''
      : bytes < 1024 * 1024
        ? t('careTasks.attachments.kb', { n: format.number(Math.max(1, Math.round(bytes / 1024))) })
        : t('careTasks.attachments.mb', { n: format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 }) });

  return (
    <Card component="section" aria-labelledby={headingId} padding="md" data-testid="care-task-attachments">
      <Group gap="xs" mb="sm" justify="space-between">
        <Group gap="xs">
          <IconPaperclip aria-hidden size={18} />
          <Title order={2} size="h4" id={headingId}>
            {t('careTasks.attachments.title')}
          </Title>
        </Group>
        {canEdit && (
          <FileButton onChange={(file) => file && attach.mutate(file)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload aria-hidden size={14} />}
                loading={attach.isPending}
                data-testid="care-task-attach"
              >
                {t('careTasks.attachments.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Stack gap="xs">
        {attach.step && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t(`careTasks.attachments.steps.${attach.step}`)}</Text>
          </Group>
        )}
        {attach.error && <ErrorAlert error={attach.error} />}
        {download.error && <ErrorAlert error={download.error} />}
        {task.attachments.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('careTasks.attachments.none')}
          </Text>
        )}
        {task.attachments.map((attachment) => (
          <Group
            key={attachment.attachmentId}
            justify="space-between"
            gap="xs"
            wrap="wrap"
            data-testid="care-task-attachment"
          >
            <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {attachment.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[size(attachment.sizeBytes), attachment.uploadedBy, format.dateTime(attachment.createdAt)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Group gap={4}>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload aria-hidden size={14} />}
                onClick={() => download.mutate(attachment.attachmentId)}
                aria-label={t('careTasks.attachments.downloadLabel', { name: attachment.name })}
              >
                {t('careTasks.attachments.download')}
              </Button>
              {canEdit && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash aria-hidden size={14} />}
                  onClick={() => setRemoving(attachment.attachmentId)}
                  aria-label={t('careTasks.attachments.removeLabel', { name: attachment.name })}
                >
                  {t('careTasks.attachments.remove')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={t('careTasks.attachments.removeTitle')}
        message={t('careTasks.attachments.removeMessage')}
        confirmLabel={t('careTasks.attachments.remove')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
