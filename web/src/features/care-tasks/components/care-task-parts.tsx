// Small parts the care task screens share: the status badge (icon and word, never colour alone), the due date with
// "overdue" / "due today" said in words, and the employee's name.
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconCircleX, IconClock } from '@tabler/icons-react';
import type { CareTaskStatus } from '../../../../../src/contracts/care-tasks.ts';
import { TintedBadge } from '../../../components/tinted.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';

const STATUS_LOOK = {
  OPEN: { icon: IconCircleDashed, color: 'blue' },
  COMPLETED: { icon: IconCircleCheck, color: 'teal' },
  DISCARDED: { icon: IconCircleX, color: 'gray' },
} as const;

export function CareTaskStatusBadge({ status }: { status: CareTaskStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return (
    <TintedBadge
      color={look.color}
      leftSection={<look.icon aria-hidden size={12} stroke={2} />}
      data-testid="care-task-status"
      data-status={status}
    >
      {t(`careTasks.statuses.${status}`)}
    </TintedBadge>
  );
}

type DueProps = { dueDate: string; status: CareTaskStatus; isOverdue: boolean; today: string };

/** The due date; an open task overdue or due today says so with an icon and a word. */
export function DueDate({ dueDate, status, isOverdue, today }: DueProps) {
  const { t } = useTranslation();
  const isDueToday = status === 'OPEN' && !isOverdue && dueDate === today;
  return (
    <Group gap={4} wrap="wrap" data-testid="care-task-due" data-overdue={isOverdue || undefined}>
      <Text
        size="sm"
        fw={isOverdue ? 700 : undefined}
        c={isOverdue ? 'red.9' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {formatDate(dueDate)}
      </Text>
      {isOverdue && (
        <TintedBadge color="red" size="sm" leftSection={<IconAlertTriangle aria-hidden size={12} stroke={2} />}>
          {t('careTasks.overdue')}
        </TintedBadge>
      )}
      {isDueToday && (
        <TintedBadge color="orange" size="sm" leftSection={<IconClock aria-hidden size={12} stroke={2} />}>
          {t('careTasks.dueToday')}
        </TintedBadge>
      )}
    </Group>
  );
}

export function employeeName(task: { firstName: string | null; lastName: string | null; employeeId: string }) {
  const name = [task.firstName, task.lastName].filter(Boolean).join(' ');
  return name === '' ? task.employeeId : name;
}
