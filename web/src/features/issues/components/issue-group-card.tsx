// One group of the issues page: the issues of a type and severity, the type explained (what it means, why it
// matters for sick pay, how to fix it; on a phone the meaning first and the rest on demand), whether its issues can
// be dismissed, "select all" and the first issues with "show all".
import { Alert, Button, Card, Checkbox, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { type IssueGroup, type IssueTypeValue, isDismissable, severityColor, severityLevel } from '../issue-display.ts';
import { IssueRow } from './issue-row.tsx';

/** Issues a group shows before "show all": a long group must not push the others off the page. */
const GROUP_PREVIEW = 10;

type GroupProps = {
  /** insurance.issues.edit: dismiss and restore. */
  canEdit: boolean;
  canOpenAbsences: boolean;
  canOpenEmployees: boolean;
  group: IssueGroup;
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], checked: boolean) => void;
  onRun: (ids: string[], action: 'dismiss' | 'restore') => void;
  isUpdating: boolean;
};

export function IssueGroupCard({ group, canEdit, selected, onToggle, ...props }: GroupProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [showAll, setShowAll] = useState(false);
  const [explained, explanation] = useDisclosure(false);
  const shown = showAll ? group.issues : group.issues.slice(0, GROUP_PREVIEW);
  const explanationId = `issues-explanation-${group.type}-${group.severity}`;
  const level = severityLevel(group.severity);
  const dismissable = isDismissable(group);
  const label = t(`issues.types.${group.type}.label`);
  const headingId = `issues-group-${group.type}-${group.severity}`;
  const selectableIds = dismissable ? group.issues.map((issue) => issue.id) : [];
  const selectedCount = selectableIds.filter((id) => selected.has(id)).length;
  return (
    <Card
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`issues-group-${group.type}`}
      data-severity={group.severity}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="center">
          <TintedBadge color={severityColor(group.severity)} leftSection={<IconAlertTriangle aria-hidden size={12} />}>
            {t(`issues.severity.${level}`)}
          </TintedBadge>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {t('issues.group.count', { count: group.issues.length })}
          </Text>
        </Group>

        {isPhone ? (
          <Stack gap="xs" data-testid="issues-explanation">
            <ExplanationPart type={group.type} part="meaning" />
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              h="auto"
              justify="flex-start"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
              rightSection={
                <IconChevronDown
                  aria-hidden
                  size={14}
                  style={{ transform: explained ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
              onClick={explanation.toggle}
              aria-expanded={explained}
              aria-controls={explanationId}
            >
              {t('issues.explanation.more')}
            </Button>
            <Collapse expanded={explained} id={explanationId}>
              <Stack gap="xs">
                <ExplanationPart type={group.type} part="why" />
                <ExplanationPart type={group.type} part="fix" />
              </Stack>
            </Collapse>
          </Stack>
        ) : (
          <SimpleGrid cols={3} spacing="md" data-testid="issues-explanation">
            {(['meaning', 'why', 'fix'] as const).map((part) => (
              <ExplanationPart key={part} type={group.type} part={part} />
            ))}
          </SimpleGrid>
        )}

        {dismissable ? (
          <Text size="xs" c="dimmed">
            {t(`issues.severityHint.${level}`)}
          </Text>
        ) : (
          <Alert
            variant="light"
            color="gray"
            p="xs"
            icon={<IconAlertTriangle aria-hidden size={16} />}
            data-testid="issues-not-dismissable"
          >
            <Text size="sm">{t('issues.group.notDismissable')}</Text>
          </Alert>
        )}

        {canEdit && selectableIds.length > 1 && (
          <Checkbox
            label={t('issues.group.selectAll')}
            checked={selectedCount === selectableIds.length}
            indeterminate={selectedCount > 0 && selectedCount < selectableIds.length}
            onChange={(event) => onToggle(selectableIds, event.currentTarget.checked)}
            data-testid="issues-group-select-all"
          />
        )}

        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((issue) => (
            <IssueRow
              key={issue.id}
              issue={issue}
              canEdit={canEdit && dismissable}
              isSelected={selected.has(issue.id)}
              onToggle={(checked) => onToggle([issue.id], checked)}
              {...props}
            />
          ))}
        </Stack>
        {group.issues.length > GROUP_PREVIEW && (
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => setShowAll((value) => !value)}
            data-testid="issues-group-show-all"
          >
            {showAll ? t('issues.group.showLess') : t('issues.group.showAll', { count: group.issues.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ExplanationPart({ type, part }: { type: IssueTypeValue; part: 'meaning' | 'why' | 'fix' }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t(`issues.explanation.${part}`)}
      </Text>
      <Text size="sm">{t(`issues.types.${type}.${part}`)}</Text>
    </Stack>
  );
}
