// What a deadline's row shows, shared by the list and the panel (issue 30; decision 0057): the due date with "overdue
// by N days" / "in N days" in words (never colour alone), the kind in words with its source rule, the status, the
// person and the case as links where the session may open them, and "Mark as done" (or "open again") with its error
// beside it. A done deadline says who marked it and when.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconCircleDashed, IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AREAS } from '../../../../../src/contracts/areas.ts';
import type { Deadline, DeadlineStatus } from '../../../../../src/contracts/deadlines.ts';
import { TintedBadge } from '../../../components/tinted.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { isAreaVisible, usePermission, useSession } from '../../auth/index.ts';
import { useMarkDeadline } from '../api/mark-deadline.ts';
import { type DeadlineLinks, deadlineEmployeeName, deadlineLinks, relativeDue } from '../deadline-display.ts';

const STATUS_LOOK = {
  OPEN: { icon: IconCircleDashed, color: 'blue' },
  DONE: { icon: IconCircleCheck, color: 'teal' },
  OBSOLETE: { icon: IconCircleX, color: 'gray' },
} as const;

export function DeadlineStatusBadge({ status }: { status: DeadlineStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return (
    <TintedBadge
      color={look.color}
      leftSection={<look.icon aria-hidden size={12} stroke={2} />}
      data-testid="deadline-status"
      data-status={status}
    >
      {t(`deadlines.statuses.${status}`)}
    </TintedBadge>
  );
}

/** The due date (dd.MM.yyyy) and, while open, how far it is from today in words. */
export function DeadlineDue({ deadline, today }: { deadline: Deadline; today: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const relative = relativeDue(deadline.dueDate, today);
  const isOverdue = deadline.status === 'OPEN' && relative.key === 'overdue';
  return (
    <Stack gap={0} data-testid="deadline-due" data-overdue={isOverdue || undefined}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {format.date(deadline.dueDate)}
      </Text>
      {deadline.status === 'OPEN' && (
        <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          {isOverdue && <IconAlertTriangle aria-hidden size={14} color="var(--mantine-color-red-9)" />}
          <Text
            size="xs"
            fw={isOverdue || relative.key === 'today' ? 700 : undefined}
            c={isOverdue ? 'red.9' : relative.key === 'today' ? 'orange.9' : 'dimmed'}
            data-testid="deadline-relative"
          >
            {t(`deadlines.relative.${relative.key}`, { count: relative.days })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** The kind in words and the one sentence of its source rule. */
export function DeadlineKind({ deadline, withRule = true }: { deadline: Deadline; withRule?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="deadline-kind" data-kind={deadline.kind}>
        {t(`deadlines.kinds.${deadline.kind}`)}
      </Text>
      {withRule && (
        <Text size="xs" c="dimmed" data-testid="deadline-rule">
          {t(`deadlines.rules.${deadline.kind}`)}
        </Text>
      )}
    </Stack>
  );
}

/** How the date was worked out (the server's words in the reader's language). */
export function DeadlineExplanation({ deadline }: { deadline: Deadline }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('deadlines.explanation', { explanation: deadline.explanation })}
    </Text>
  );
}

/** Where persons and cases open for this session. */
export function useDeadlineLinks(): DeadlineLinks {
  const session = useSession();
  return deadlineLinks((areaId) => {
    const area = AREAS.find((candidate) => candidate.id === areaId);
    return area !== undefined && isAreaVisible(area, session);
  });
}

export function DeadlinePerson({ deadline, links }: { deadline: Deadline; links: DeadlineLinks }) {
  const name = deadlineEmployeeName(deadline);
  return (
    <Stack gap={0}>
      {links.employee ? (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to={links.employee as never} params={{ employeeId: deadline.employeeId } as never} />
          )}
          size="sm"
          fw={600}
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
          data-testid="deadline-employee-link"
        >
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      )}
      {deadline.personnelNumber && (
        <Text size="xs" c="dimmed">
          {deadline.personnelNumber}
        </Text>
      )}
    </Stack>
  );
}

export function DeadlineCase({ deadline, links }: { deadline: Deadline; links: DeadlineLinks }) {
  const { t } = useTranslation();
  if (!deadline.ktgCaseId) return <Text size="sm">–</Text>;
  const label = t('deadlines.caseNumber', { number: deadline.caseNumber ?? '–' });
  return links.case ? (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to={links.case as never} params={{ caseId: deadline.ktgCaseId } as never} />
      )}
      size="sm"
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      data-testid="deadline-case-link"
    >
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

/** Who marked it done and when (the contract's doneBy, doneAt). */
export function DeadlineDoneNote({ deadline }: { deadline: Deadline }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (deadline.status !== 'DONE' || !deadline.doneAt) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="deadline-done-note">
      {deadline.doneBy
        ? t('deadlines.doneBy', { name: deadline.doneBy, at: format.dateTime(deadline.doneAt) })
        : t('deadlines.doneAt', { at: format.dateTime(deadline.doneAt) })}
    </Text>
  );
}

/** May the session mark deadlines (either edit key; the server checks the case's scope). */
export function useCanMarkDeadlines(): boolean {
  const caseManagement = usePermission('employee.caseManagement.cases.edit');
  const ktg = usePermission('insurance.ktg.edit');
  return caseManagement || ktg;
}

/** "Mark as done" on an open deadline, "Open again" on a done one (nothing on an obsolete one); the error below. */
export function MarkDeadlineButton({
  deadline,
  align = 'flex-end',
}: {
  deadline: Deadline;
  /** Where the button and its error sit in their cell. */
  align?: 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation();
  const mark = useMarkDeadline();
  if (deadline.status === 'OBSOLETE') return null;
  const done = deadline.status === 'OPEN';
  const kind = t(`deadlines.kinds.${deadline.kind}`);
  const name = deadlineEmployeeName(deadline);
  return (
    <Stack gap={4} align={align}>
      <Button
        size="compact-sm"
        variant={done ? 'light' : 'subtle'}
        leftSection={done ? <IconCheck aria-hidden size={14} /> : undefined}
        loading={mark.isPending}
        onClick={(event: React.MouseEvent) => {
          event.stopPropagation();
          mark.mutate({ deadline, done });
        }}
        aria-label={t(done ? 'deadlines.markDoneLabel' : 'deadlines.reopenLabel', { kind, name })}
        data-testid={done ? 'deadline-mark-done' : 'deadline-reopen'}
      >
        {t(done ? 'deadlines.markDone' : 'deadlines.reopen')}
      </Button>
      {mark.isError && (
        <Text
          size="xs"
          c="red.9"
          role="alert"
          maw={260}
          ta={align === 'flex-end' ? 'right' : 'left'}
          data-testid="deadline-mark-error"
        >
          {describeError(mark.error, t).message}
        </Text>
      )}
    </Stack>
  );
}
