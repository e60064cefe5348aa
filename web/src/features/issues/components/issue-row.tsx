// One issue of a group: the employee, the details in words, the link to where it is fixed, and dismiss or restore
// (with its selection box) where the group's issues can be dismissed.
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconEye, IconEyeOff, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { employeeName, type IssueView, issueDetailsText, issueFixTarget } from '../issue-display.ts';

export function IssueRow({
  issue,
  canEdit,
  canOpenAbsences,
  canOpenEmployees,
  isSelected,
  onToggle,
  onRun,
  isUpdating,
}: {
  issue: IssueView;
  canEdit: boolean;
  canOpenAbsences: boolean;
  canOpenEmployees: boolean;
  isSelected: boolean;
  onToggle: (checked: boolean) => void;
  onRun: (ids: string[], action: 'dismiss' | 'restore') => void;
  isUpdating: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = employeeName(issue) || t('issues.item.noEmployee');
  const details = issueDetailsText(issue, t, format);
  const target = issueFixTarget(issue);
  const isDismissed = issue.ignoredAt !== null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      bg={isDismissed ? 'gray.0' : undefined}
      data-testid={`issue-row-${issue.id}`}
      data-dismissed={isDismissed}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {canEdit && (
          <Checkbox
            mt={3}
            checked={isSelected}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-label={t('issues.item.select', { name })}
            data-testid="issue-select"
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={700}>
              {name}
            </Text>
            {issue.personnelNumber && (
              <Text size="xs" c="dimmed">
                {t('issues.item.personnelNumber', { number: issue.personnelNumber })}
              </Text>
            )}
            {isDismissed && issue.ignoredAt && (
              <TintedBadge color="gray" size="sm" data-testid="issue-dismissed-badge">
                {t('issues.item.dismissedOn', { date: format.instantDate(issue.ignoredAt) })}
              </TintedBadge>
            )}
          </Group>
          {details && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="issue-details">
              {details}
            </Text>
          )}
          <Group gap="xs" wrap="wrap" mt={2}>
            {target?.kind === 'absences' && canOpenAbsences && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconCalendarEvent aria-hidden size={14} />}
                renderRoot={(rootProps) => <Link {...rootProps} to="/absences" search={target.search} />}
                data-testid="issue-fix-link"
              >
                {t('issues.item.fixAbsences')}
              </Button>
            )}
            {target?.kind === 'employee' && canOpenEmployees && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconUser aria-hidden size={14} />}
                renderRoot={(rootProps) => (
                  <Link
                    {...rootProps}
                    to="/employees/$employeeId"
                    params={{ employeeId: target.employeeId }}
                    search={{}}
                  />
                )}
                data-testid="issue-fix-link"
              >
                {t('issues.item.fixEmployee')}
              </Button>
            )}
            {canEdit && !isDismissed && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEyeOff aria-hidden size={14} />}
                disabled={isUpdating}
                onClick={() => onRun([issue.id], 'dismiss')}
                aria-label={t('issues.item.dismissLabel', { name })}
                data-testid="issue-dismiss"
              >
                {t('issues.item.dismiss')}
              </Button>
            )}
            {canEdit && isDismissed && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEye aria-hidden size={14} />}
                disabled={isUpdating}
                onClick={() => onRun([issue.id], 'restore')}
                aria-label={t('issues.item.restoreLabel', { name })}
                data-testid="issue-restore"
              >
                {t('issues.item.restore')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
