// The open data issues of a period as badges (severity colour, short name). A badge opens its explanation, with
// the values of the case (the missing days, the gap) and the way to fix it: record the missing days (the create
// form, filled in), look at the days, or open the employee.
import { Anchor, Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconListDetails, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import {
  type AbsencePeriod,
  type IssueFix,
  issueFix,
  issueMessageValues,
  type PeriodIssue,
  severityColor,
  sortIssues,
} from '../absence-display.ts';

export type IssueBadgesProps = {
  period: AbsencePeriod;
  /** Whether days may be recorded now (permission and no file processing). */
  canAddDays: boolean;
  canOpenEmployee: boolean;
  onAddDays: (fix: Extract<IssueFix, { kind: 'addDays' }>) => void;
  onShowDays: () => void;
};

function IssueBadge({ issue, ...props }: IssueBadgesProps & { issue: PeriodIssue }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const fix = issueFix(issue, props.period);
  const values = issueMessageValues(issue, format.date, format.month);
  const absenceType =
    typeof values.absenceType === 'string' && /^[A-Z_]+$/.test(values.absenceType)
      ? t(`absences.types.${values.absenceType}`)
      : t(`absences.types.${props.period.type}`);
  const message = t(`absences.issues.types.${issue.type}.message`, { ...values, absenceType });
  const label = t(`absences.issues.types.${issue.type}.label`);
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md" trapFocus={false}>
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          variant="light"
          color={severityColor(issue.severity)}
          tt="none"
          fw={600}
          miw="max-content"
          leftSection={<IconAlertTriangle aria-hidden size={12} />}
          style={{ cursor: 'pointer' }}
          aria-label={t('absences.issues.badgeLabel', { label })}
          data-testid={`issue-badge-${issue.type}`}
        >
          {label}
        </Badge>
      </Popover.Target>
      <Popover.Dropdown data-testid={`issue-details-${issue.type}`}>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Text size="sm">{message}</Text>
          <Text size="xs" c="dimmed">
            {t(`absences.issues.severity.${Math.min(Math.max(issue.severity, 1), 3)}`)}
          </Text>
          <Group gap="xs">
            {fix.kind === 'addDays' && props.canAddDays && (
              <Button
                size="xs"
                leftSection={<IconCalendarPlus aria-hidden size={14} />}
                onClick={() => props.onAddDays(fix)}
                data-testid="issue-fix-add-days"
              >
                {t('absences.issues.fix.addDays')}
              </Button>
            )}
            {fix.kind === 'showDays' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconListDetails aria-hidden size={14} />}
                onClick={props.onShowDays}
                data-testid="issue-fix-show-days"
              >
                {t('absences.issues.fix.showDays')}
              </Button>
            )}
            {fix.kind === 'employee' && props.canOpenEmployee && (
              <Anchor
                renderRoot={(rootProps) => (
                  <Link
                    {...rootProps}
                    to="/employees/$employeeId"
                    params={{ employeeId: fix.employeeId }}
                    search={{}}
                  />
                )}
                size="sm"
                fw={600}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconUser aria-hidden size={14} />
                  {t('absences.issues.fix.openEmployee')}
                </Group>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export function IssueBadges(props: IssueBadgesProps) {
  const issues = sortIssues(props.period.issues ?? []);
  if (issues.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="period-issues">
      {issues.map((issue) => (
        <IssueBadge key={issue.id} issue={issue} {...props} />
      ))}
    </Group>
  );
}
