// The PDF conversation protocol of a completed task: while it is written (the task is asked for again every 2 s) a
// progress hint; once ready a download through a signed address. Before completion it says when it will exist.
import { Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import type { CareTask } from '../api/care-task-writes.ts';
import { useDownloadProtocol } from '../api/downloads.ts';

export function ProtocolCard({ task }: { task: CareTask }) {
  const { t } = useTranslation();
  const headingId = useId();
  const download = useDownloadProtocol(task.careTaskId);
  return (
    <Card component="section" aria-labelledby={headingId} padding="md" data-testid="care-task-protocol">
      <Group gap="xs" mb="xs">
        <IconFileTypePdf aria-hidden size={18} />
        <Title order={2} size="h4" id={headingId}>
          {t('careTasks.protocol.title')}
        </Title>
      </Group>
      {task.protocolStatus === 'ready' && (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm">{t('careTasks.protocol.ready')}</Text>
          <Button
            leftSection={<IconFileTypePdf aria-hidden size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            data-testid="care-task-protocol-download"
          >
            {t('careTasks.protocol.download')}
          </Button>
        </Group>
      )}
      {task.protocolStatus === 'pending' && (
        <Group gap="sm" role="status" data-testid="care-task-protocol-pending">
          <Loader size="sm" />
          <Text size="sm">{t('careTasks.protocol.pending')}</Text>
        </Group>
      )}
      {task.protocolStatus === 'none' && (
        <Text size="sm" c="dimmed">
          {t(task.status === 'OPEN' ? 'careTasks.protocol.afterCompletion' : 'careTasks.protocol.none')}
        </Text>
      )}
      {download.error && <ErrorAlert error={download.error} />}
    </Card>
  );
}
