// The "Schedules" tab (issue 31; decision 0058 "Screens"): the scheduled reports (name and kind, the rule in words,
// the recipients, the next run, on or off) with, for users with reports.edit, new / change / switch on or off /
// remove, the revision conflict shown in place; and how long generated reports are kept.
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarRepeat,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportLanguage, ReportSchedule } from '../../../../../src/contracts/reports.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';
import { useDeleteReportSchedule } from '../api/delete-report-schedule.ts';
import { useReportSchedules } from '../api/get-report-schedules.ts';
import { useSaveReportSchedule } from '../api/save-report-schedule.ts';
import { initialScheduleForm, toScheduleBody } from '../report-form.ts';
import { RetentionCard } from './retention-card.tsx';
import { ScheduleModal } from './schedule-modal.tsx';

export function SchedulesPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const canEdit = usePermission('reports.edit');
  const query = useReportSchedules();
  const save = useSaveReportSchedule();
  const remove = useDeleteReportSchedule();
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const [removing, setRemoving] = useState<ReportSchedule | null>(null);
  const items = query.data?.items ?? [];

  const toggle = (schedule: ReportSchedule) => {
    const result = toScheduleBody({
      ...initialScheduleForm(format.language as ReportLanguage, schedule),
      isActive: !schedule.isActive,
    });
    if (result.ok) save.mutate({ scheduleId: schedule.scheduleId, revision: schedule.revision, body: result.body });
  };

  const columns: ListColumn<ReportSchedule>[] = [
    {
      id: 'name',
      header: t('reports.schedules.columns.name'),
      minWidth: 220,
      cell: (schedule) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {schedule.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`reports.kinds.${schedule.definition.kind}.title`)} ·{' '}
            {t(`reports.languages.${schedule.definition.language}`)} ·{' '}
            {t(`reports.formats.${schedule.definition.format}`)}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'rule',
      header: t('reports.schedules.columns.rule'),
      minWidth: 240,
      cell: (schedule) => (
        <Text size="sm">
          {t('reports.schedules.rule', {
            day: schedule.workingDayOfMonth,
            period: t(`reports.schedules.periods.${schedule.period}`),
          })}
        </Text>
      ),
      card: 'fact',
    },
    {
      id: 'recipients',
      header: t('reports.schedules.columns.recipients'),
      minWidth: 200,
      cell: (schedule) => (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {schedule.recipients.join(', ')}
        </Text>
      ),
      card: 'fact',
    },
    {
      id: 'next',
      header: t('reports.schedules.columns.nextRun'),
      nowrap: true,
      cell: (schedule) => (
        <Stack gap={2}>
          <Badge variant="light" color={schedule.isActive ? 'green' : 'gray'} data-testid="schedule-state">
            {t(schedule.isActive ? 'reports.schedules.active' : 'reports.schedules.inactive')}
          </Badge>
          {schedule.isActive && schedule.nextRunOn && <Text size="sm">{format.date(schedule.nextRunOn)}</Text>}
          {schedule.lastRunAt && (
            <Text size="xs" c="dimmed">
              {t('reports.schedules.lastRun', { date: format.instantDate(schedule.lastRunAt) })}
            </Text>
          )}
        </Stack>
      ),
      card: 'fact',
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('reports.schedules.columns.actions'),
            headerContent: <VisuallyHidden>{t('reports.schedules.columns.actions')}</VisuallyHidden>,
            cell: (schedule: ReportSchedule) => (
              <Group gap={6} wrap="wrap" justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil aria-hidden size={14} />}
                  onClick={() => setEditing(schedule)}
                  aria-label={t('reports.schedules.editNamed', { name: schedule.name })}
                  data-testid="schedule-edit"
                >
                  {t('reports.schedules.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={
                    schedule.isActive ? (
                      <IconPlayerPause aria-hidden size={14} />
                    ) : (
                      <IconPlayerPlay aria-hidden size={14} />
                    )
                  }
                  onClick={() => toggle(schedule)}
                  loading={save.isPending && save.variables?.scheduleId === schedule.scheduleId}
                  data-testid="schedule-toggle"
                >
                  {t(schedule.isActive ? 'reports.schedules.deactivate' : 'reports.schedules.activate')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash aria-hidden size={14} />}
                  onClick={() => setRemoving(schedule)}
                  aria-label={t('reports.schedules.deleteNamed', { name: schedule.name })}
                  data-testid="schedule-delete"
                >
                  {t('reports.schedules.delete')}
                </Button>
              </Group>
            ),
            card: { as: 'fact' as const, label: null },
          },
        ]
      : []),
  ];

  const empty = (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid="reports-schedules-empty">
      <IconCalendarRepeat aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600} ta="center">
        {t('reports.schedules.emptyTitle')}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={520}>
        {t(canEdit ? 'reports.schedules.emptyHint' : 'reports.schedules.emptyHintReadOnly')}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="lg" data-testid="reports-schedules">
      <Card padding={0}>
        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Stack gap={2} maw={720}>
            <Title order={2} size="h4">
              {t('reports.schedules.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reports.schedules.intro')}
            </Text>
          </Stack>
          {canEdit && (
            <Button
              leftSection={<IconPlus aria-hidden size={16} />}
              onClick={() => setEditing('new')}
              data-testid="schedule-new"
            >
              {t('reports.schedules.new')}
            </Button>
          )}
        </Group>
        {save.error != null && editing === null && (
          <Stack px="md" pb="md">
            <ErrorAlert error={save.error} onReload={() => void query.refetch().then(() => save.reset())} />
          </Stack>
        )}
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(schedule) => schedule.scheduleId}
          rowTestId={() => 'schedule-row'}
          rowProps={(schedule) => ({ 'data-active': schedule.isActive })}
          minWidth={1000}
          testId="reports-schedules-table"
          loadingRows={3}
          loadingCards={2}
          empty={empty}
        />
      </Card>
      <RetentionCard canEdit={canEdit} />
      {editing !== null && (
        <ScheduleModal
          key={editing === 'new' ? 'new' : `${editing.scheduleId}-${editing.revision}`}
          schedule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void query.refetch()}
        />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('reports.schedules.deleteTitle')}
        message={t('reports.schedules.deleteMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('reports.schedules.delete')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.scheduleId, {
            onSuccess: () => setRemoving(null),
          })
        }
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        testId="schedule-delete-modal"
      />
    </Stack>
  );
}
