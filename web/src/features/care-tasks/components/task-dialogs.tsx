// The care task's dialogs: discard with a reason (required, kept with the task) and reassign to another user.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CARE_TASK_COMMENT_MAX } from '../../../../../src/contracts/care-tasks.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { type CareTask, useDiscardCareTask, useUpdateCareTask } from '../api/care-task-writes.ts';
import { type PickedOption, UserPicker } from './pickers.tsx';

export function DiscardDialog({
  task,
  opened,
  onClose,
  onReload,
}: {
  task: CareTask;
  opened: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const discard = useDiscardCareTask(task.careTaskId);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const isBlank = reason.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('careTasks.discard.title')}>
      <Stack gap="md">
        <Text size="sm">{t('careTasks.discard.message')}</Text>
        <Textarea
          label={t('careTasks.discard.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          maxLength={CARE_TASK_COMMENT_MAX}
          required
          autosize
          minRows={3}
          error={touched && isBlank ? t('careTasks.discard.reasonRequired') : undefined}
          data-testid="care-task-discard-reason"
          data-autofocus
        />
        {discard.error && <ErrorAlert error={discard.error} onReload={onReload} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={discard.isPending}
            onClick={() => {
              setTouched(true);
              if (isBlank) return;
              discard.mutate({ revision: task.revision, reason: reason.trim() }, { onSuccess: onClose });
            }}
            data-testid="care-task-discard-confirm"
          >
            {t('careTasks.discard.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ReassignDialog({
  task,
  opened,
  onClose,
  onReload,
}: {
  task: CareTask;
  opened: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCareTask(task.careTaskId);
  const [user, setUser] = useState<PickedOption | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('careTasks.reassign.title')}>
      <Stack gap="md">
        <Text size="sm">
          {t('careTasks.reassign.current', { name: task.responsibleName ?? t('careTasks.nobody') })}
        </Text>
        <UserPicker
          label={t('careTasks.reassign.to')}
          value={user}
          onChange={setUser}
          required
          testId="care-task-reassign-user"
        />
        {update.error && <ErrorAlert error={update.error} onReload={onReload} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={update.isPending}
            disabled={!user}
            onClick={() =>
              user && update.mutate({ revision: task.revision, responsibleUserId: user.value }, { onSuccess: onClose })
            }
            data-testid="care-task-reassign-confirm"
          >
            {t('careTasks.reassign.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
