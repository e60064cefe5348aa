// The deadlines of one employee or one case, compact (issue 30; decision 0057): on the employee's health page and in
// the case detail's own section "Deadlines". The open ones by due date (overdue first), then the few done last, each
// with the same content as the list's row (due date in words, kind and rule, case, status, "Mark as done"), and a link
// to the list filtered by the employee or case. Shown only to a session that may see deadlines (the list route's keys).
import { Anchor, Box, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCalendarDue } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AREAS } from '../../../../../src/contracts/areas.ts';
import type { Deadline } from '../../../../../src/contracts/deadlines.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { isAreaVisible, usePermission, useSession } from '../../auth/index.ts';
import { useDeadlines } from '../api/get-deadlines.ts';
import { zurichToday } from '../deadline-display.ts';
import { type DeadlinesRequest, deadlinesLinkSearch } from '../deadlines-search.ts';
import {
  DeadlineCase,
  DeadlineDoneNote,
  DeadlineDue,
  DeadlineKind,
  DeadlineStatusBadge,
  MarkDeadlineButton,
  useCanMarkDeadlines,
  useDeadlineLinks,
} from './deadline-parts.tsx';

export type DeadlinesPanelProps = { employeeId?: string; caseId?: string };

/** Open deadlines shown at most (one case has at most seven; an employee rarely more than a few cases). */
const OPEN_TAKE = 50;
/** The last done deadlines shown below the open ones. */
const DONE_TAKE = 3;

function useCanSeeDeadlines(): boolean {
  const caseManagement = usePermission('employee.caseManagement.cases.view');
  const ktg = usePermission('insurance.ktg.view');
  return caseManagement || ktg;
}

export function DeadlinesPanel(props: DeadlinesPanelProps) {
  return useCanSeeDeadlines() && (props.employeeId || props.caseId) ? <Panel {...props} /> : null;
}

function Panel({ employeeId, caseId }: DeadlinesPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const today = zurichToday();
  const links = useDeadlineLinks();
  const canMark = useCanMarkDeadlines();
  // Query keys are compared by value: new objects each render ask nothing again.
  const scope = caseId ? { ktgCaseId: caseId } : { employeeId };
  const openRequest: DeadlinesRequest = { status: 'OPEN', sortOrder: 'asc', skip: 0, take: OPEN_TAKE, ...scope };
  const doneRequest: DeadlinesRequest = { status: 'DONE', sortOrder: 'desc', skip: 0, take: DONE_TAKE, ...scope };
  const open = useDeadlines(openRequest);
  const done = useDeadlines(doneRequest);
  const listArea = AREAS.find((area) => area.id === 'deadlines');
  const canOpenList = listArea !== undefined && isAreaVisible(listArea, session);
  const openItems = open.data?.items ?? [];
  const doneItems = done.data?.items ?? [];
  const openCount = open.data?.totalCount ?? 0;

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="deadlines-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
              <IconCalendarDue size={18} stroke={1.75} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text id={titleId} component="h2" fw={650} size="lg" m={0} lh={1.35}>
                {t('deadlines.panel.title')}
              </Text>
              <Text size="sm" c="dimmed">
                {t(caseId ? 'deadlines.panel.introCase' : 'deadlines.panel.introEmployee')}
              </Text>
            </Stack>
          </Group>
          {canOpenList && (
            <Anchor
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/case-management/deadlines"
                  search={deadlinesLinkSearch({ employeeId, caseId }) as never}
                />
              )}
              size="sm"
              data-testid="deadlines-panel-all"
            >
              <Group gap={4} wrap="nowrap">
                {t(caseId ? 'deadlines.panel.allOfCase' : 'deadlines.panel.allOfEmployee')}
                <IconArrowRight aria-hidden size={14} />
              </Group>
            </Anchor>
          )}
        </Group>
        {open.isError ? (
          <ErrorAlert error={open.error} onRetry={() => void open.refetch()} isRetrying={open.isFetching} />
        ) : open.isPending ? (
          <Stack gap="xs">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : (
          <Stack gap={0}>
            {openItems.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="deadlines-panel-empty">
                {t('deadlines.panel.empty')}
              </Text>
            ) : (
              <>
                {openCount > openItems.length && (
                  <Text size="xs" c="dimmed" pb="xs">
                    {t('deadlines.panel.firstOf', { shown: openItems.length, total: openCount })}
                  </Text>
                )}
                {openItems.map((deadline) => (
                  <PanelRow
                    key={deadline.deadlineId}
                    deadline={deadline}
                    today={today}
                    withCase={!caseId}
                    canMark={canMark}
                    links={links}
                  />
                ))}
              </>
            )}
            {doneItems.length > 0 && (
              <>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" pt="md" pb={4}>
                  {t('deadlines.panel.recentlyDone')}
                </Text>
                {doneItems.map((deadline) => (
                  <PanelRow
                    key={deadline.deadlineId}
                    deadline={deadline}
                    today={today}
                    withCase={!caseId}
                    canMark={canMark}
                    links={links}
                  />
                ))}
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function PanelRow({
  deadline,
  today,
  withCase,
  canMark,
  links,
}: {
  deadline: Deadline;
  today: string;
  withCase: boolean;
  canMark: boolean;
  links: ReturnType<typeof useDeadlineLinks>;
}) {
  return (
    <Group
      gap="md"
      py="sm"
      wrap="wrap"
      align="flex-start"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="deadlines-panel-row"
      data-status={deadline.status}
      data-kind={deadline.kind}
    >
      <Box w={185}>
        <DeadlineDue deadline={deadline} today={today} />
      </Box>
      <Box style={{ flex: '1 1 260px' }} miw={0}>
        <DeadlineKind deadline={deadline} />
        {withCase && (
          <Box pt={2}>
            <DeadlineCase deadline={deadline} links={links} />
          </Box>
        )}
      </Box>
      <Stack gap={2} align="flex-start">
        <DeadlineStatusBadge status={deadline.status} />
        <DeadlineDoneNote deadline={deadline} />
      </Stack>
      {canMark && (
        <Box ml="auto">
          <MarkDeadlineButton deadline={deadline} />
        </Box>
      )}
    </Group>
  );
}
