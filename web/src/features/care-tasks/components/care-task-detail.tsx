// The care task detail (/care-tasks/{careTaskId}; issue 29 scope 3 and 6): who and what (employee, title, status,
// due date, responsible, origin with the trigger reason as it was when the task was created), the conversation
// guidance, the conversation form, the private notes (marked: never in the protocol), the protocol, comments and
// attachments. The form's actions stay at the bottom of the viewport: save (PATCH with the revision loaded; someone
// else's save in between → 409, the alert offers the current version), complete (saves first; required questions
// left open are marked under their fields), discard with a reason, reopen, reassign.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconCheck,
  IconDeviceFloppy,
  IconLock,
  IconRotate,
  IconUserShare,
  IconX,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { CARE_TASK_TEXT_MAX } from '../../../../../src/contracts/care-tasks.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type CareTask,
  missingQuestionIds,
  useCompleteCareTask,
  useReopenCareTask,
  useUpdateCareTask,
} from '../api/care-task-writes.ts';
import { useCareTask } from '../api/get-care-task.ts';
import { type CareTaskDraft, draftChanges, draftOf, isAnswered, zurichToday } from '../care-task-draft.ts';
import { CareTaskStatusBadge, DueDate, employeeName } from './care-task-parts.tsx';
import { ConversationForm } from './conversation-form.tsx';
import { ProtocolCard } from './protocol-card.tsx';
import { TaskAttachments } from './task-attachments.tsx';
import { TaskComments } from './task-comments.tsx';
import { DiscardDialog, ReassignDialog } from './task-dialogs.tsx';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
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

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <FactList.Item>
      <FactList.Label>{label}</FactList.Label>
      <FactList.Value>{children}</FactList.Value>
    </FactList.Item>
  );
}

function Facts({ task, onReassign }: { task: CareTask; onReassign: (() => void) | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Section title={t('careTasks.detail.overview')} testId="care-task-facts">
      <FactList>
        <Fact label={t('careTasks.columns.employee')}>
          {employeeName(task)}
          {task.personnelNumber ? ` · ${task.personnelNumber}` : ''}
        </Fact>
        <Fact label={t('careTasks.columns.status')}>
          <CareTaskStatusBadge status={task.status} />
        </Fact>
        <Fact label={t('careTasks.columns.due')}>
          <DueDate dueDate={task.dueDate} status={task.status} isOverdue={task.isOverdue} today={zurichToday()} />
        </Fact>
        <Fact label={t('careTasks.columns.responsible')}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" data-testid="care-task-responsible">
              {task.responsibleName ?? t('careTasks.nobody')}
            </Text>
            {onReassign && (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconUserShare aria-hidden size={12} />}
                onClick={onReassign}
                data-testid="care-task-reassign"
              >
                {t('careTasks.reassign.open')}
              </Button>
            )}
          </Group>
        </Fact>
        <Fact label={t('careTasks.detail.origin')}>
          {t(`careTasks.origins.${task.origin}`)}
          {task.careStageLevel !== null && ` · ${t('careTasks.stageLevel', { level: task.careStageLevel })}`}
          {task.careStageEnteredAt &&
            ` · ${t('careTasks.detail.since', { date: formatDate(task.careStageEnteredAt) })}`}
        </Fact>
        {task.triggerReason && (
          <Fact label={t('careTasks.detail.reason')}>
            <Text size="sm" data-testid="care-task-reason">
              {task.triggerReason}
            </Text>
          </Fact>
        )}
        <Fact label={t('careTasks.columns.created')}>{format.dateTime(task.createdAt)}</Fact>
        {task.status === 'COMPLETED' && task.completedAt && (
          <Fact label={t('careTasks.detail.completed')}>
            {[format.dateTime(task.completedAt), task.completedBy].filter(Boolean).join(' · ')}
          </Fact>
        )}
        {task.status === 'DISCARDED' && (
          <Fact label={t('careTasks.detail.discarded')}>
            {[
              task.discardedAt ? format.dateTime(task.discardedAt) : null,
              task.discardKind === 'AUTOMATIC' ? t('careTasks.detail.automatic') : null,
              task.discardReason,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
        )}
      </FactList>
    </Section>
  );
}

function Loaded({ task, onReload }: { task: CareTask; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  usePageTitle(`${task.title} · ${employeeName(task)}`);
  const [base, setBase] = useState(task);
  const [draft, setDraft] = useState<CareTaskDraft>(() => draftOf(task));
  const [missing, setMissing] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [reassigning, setReassigning] = useState(false);
  const update = useUpdateCareTask(task.careTaskId);
  const complete = useCompleteCareTask(task.careTaskId);
  const reopen = useReopenCareTask(task.careTaskId);
  const changes = draftChanges(base, draft);
  const isOpen = task.status === 'OPEN';
  const editable = task.canEdit && isOpen;
  // Two columns from lg (the form left, the facts right); below, the facts come first.
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, true, { getInitialValueInEffect: false });
  const facts = <Facts task={task} onReassign={editable ? () => setReassigning(true) : null} />;

  // A newer task from elsewhere (a write of this screen, a reopen, the protocol's poll): take it over when the draft
  // holds nothing unsaved; with unsaved changes the draft stays and a save meets the conflict.
  useEffect(() => {
    if (task.revision === base.revision && task.protocolStatus === base.protocolStatus) return;
    if (draftChanges(base, draft) === null) {
      setBase(task);
      setDraft(draftOf(task));
    }
  }, [task, base, draft]);

  const takeOver = (next: CareTask) => {
    setBase(next);
    setDraft(draftOf(next));
  };
  const reloadCurrent = async () => {
    update.reset();
    complete.reset();
    const result = (await onReload()) as { data?: CareTask };
    if (result.data) takeOver(result.data);
  };

  const save = () => {
    setSaved(false);
    if (!changes) return;
    update.mutate(
      { revision: base.revision, ...changes },
      {
        onSuccess: (next) => {
          takeOver(next);
          setSaved(true);
        },
      },
    );
  };

  const completeTask = async () => {
    setSaved(false);
    setMissing([]);
    let revision = base.revision;
    if (changes) {
      const next = await update.mutateAsync({ revision, ...changes }).catch(() => null);
      if (!next) return;
      takeOver(next);
      revision = next.revision;
    }
    complete.mutate(revision, {
      onSuccess: takeOver,
      onError: (error) => setMissing(missingQuestionIds(error)),
    });
  };

  // The questions the server found unanswered, until the user answers them.
  const stillMissing = missing.filter((questionId) => !isAnswered(draft.answers[questionId]));
  const missingLabels = task.form
    .filter((question) => stillMissing.includes(question.questionId))
    .map((question) => question.label);
  const writeError = complete.error ?? update.error ?? reopen.error;

  return (
    <Stack gap="lg" maw={1400} data-testid="care-task-detail" data-status={task.status}>
      <Anchor component={Link} to="/care-tasks" size="sm" data-testid="care-task-back">
        <Group gap={4} component="span">
          <IconArrowLeft aria-hidden size={14} />
          {t('careTasks.detail.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={task.title}
        description={t('careTasks.detail.subtitle', { name: employeeName(task), date: formatDate(task.dueDate) })}
      />
      {!task.canEdit && isOpen && (
        <TintedAlert color="blue" data-testid="care-task-read-only">
          {t('careTasks.detail.readOnly')}
        </TintedAlert>
      )}
      {!isWide && facts}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          <Section title={t('careTasks.detail.guidance')} testId="care-task-guidance">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {task.description.trim() === '' ? t('careTasks.detail.noGuidance') : task.description}
            </Text>
          </Section>
          <Section title={t('careTasks.detail.form')} testId="care-task-form">
            <ConversationForm
              form={task.form}
              draft={draft}
              onChange={(next) => {
                setSaved(false);
                setDraft(next);
              }}
              missing={stillMissing}
              readOnly={!editable}
            />
          </Section>
          <Card padding="md" data-testid="care-task-notes" withBorder style={{ borderStyle: 'dashed' }}>
            <Group gap="xs" mb="xs">
              <IconLock aria-hidden size={18} />
              <Title order={2} size="h4">
                {t('careTasks.notes.title')}
              </Title>
            </Group>
            <Alert color="gray" variant="light" p="xs" mb="sm" data-testid="care-task-notes-private">
              <Text size="sm" fw={600}>
                {t('careTasks.notes.private')}
              </Text>
            </Alert>
            <Textarea
              label={t('careTasks.notes.label')}
              value={draft.privateNotes}
              onChange={(event) => {
                setSaved(false);
                setDraft({ ...draft, privateNotes: event.currentTarget.value });
              }}
              maxLength={CARE_TASK_TEXT_MAX}
              autosize
              minRows={3}
              readOnly={!editable}
              data-testid="care-task-private-notes"
            />
          </Card>
        </Stack>
        <Stack gap="lg">
          {isWide && facts}
          <ProtocolCard task={task} />
          <TaskAttachments task={task} canEdit={editable} />
          <TaskComments task={task} canComment={task.canEdit} />
        </Stack>
      </SimpleGrid>

      {(task.canEdit || writeError) && (
        <Stack
          gap="xs"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
          data-testid="care-task-actions"
        >
          {missingLabels.length > 0 && (
            <Alert color="red" variant="light" p="xs" role="alert" data-testid="care-task-missing">
              <Text size="sm" fw={600} c="red.9">
                {t('careTasks.complete.missingTitle')}
              </Text>
              <Text size="sm">{t('careTasks.complete.missing', { questions: missingLabels.join(', ') })}</Text>
            </Alert>
          )}
          {writeError && missing.length === 0 && (
            <ErrorAlert error={writeError} onReload={() => void reloadCurrent()} />
          )}
          {saved && !changes && (
            <Text size="sm" c="teal.9" role="status" data-testid="care-task-saved">
              {t('careTasks.detail.saved')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {isOpen && task.canEdit && (
              <>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconX aria-hidden size={16} />}
                  onClick={() => setDiscarding(true)}
                  data-testid="care-task-discard"
                >
                  {t('careTasks.discard.open')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy aria-hidden size={16} />}
                  onClick={save}
                  loading={update.isPending && !complete.isPending}
                  disabled={!changes}
                  data-testid="care-task-save"
                >
                  {t('careTasks.detail.save')}
                </Button>
                <Button
                  leftSection={<IconCheck aria-hidden size={16} />}
                  onClick={() => void completeTask()}
                  loading={complete.isPending}
                  data-testid="care-task-complete"
                >
                  {t('careTasks.complete.action')}
                </Button>
              </>
            )}
            {!isOpen && task.canEdit && (
              <Button
                variant="default"
                leftSection={<IconRotate aria-hidden size={16} />}
                onClick={() => reopen.mutate(task.revision, { onSuccess: takeOver })}
                loading={reopen.isPending}
                data-testid="care-task-reopen"
              >
                {t('careTasks.detail.reopen')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <DiscardDialog
        task={task}
        opened={discarding}
        onClose={() => setDiscarding(false)}
        onReload={() => void reloadCurrent()}
      />
      {reassigning && (
        <ReassignDialog
          task={task}
          opened
          onClose={() => setReassigning(false)}
          onReload={() => void reloadCurrent()}
        />
      )}
    </Stack>
  );
}

export function CareTaskDetail({ careTaskId }: { careTaskId: string }) {
  const { t } = useTranslation();
  const query = useCareTask(careTaskId);
  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')} data-testid="care-task-loading">
        <Skeleton height={36} width="50%" />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Skeleton height={320} />
          <Skeleton height={220} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (query.isError) {
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <Loaded key={careTaskId} task={query.data} onReload={() => query.refetch()} />;
}
