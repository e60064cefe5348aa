// One stage in the definitions editor: its level, AND/OR of its triggers, the triggers, the task templates whose
// tasks it creates, the users it tells, and whether each new absence creates the tasks again.
import { Button, Card, Checkbox, Group, MultiSelect, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translator.ts';
import { type Blankable, newTrigger, type StageDraft } from '../stage-draft.ts';
import { TriggerFields } from './trigger-fields.tsx';

type Option = { value: string; label: string };

export type StageCardProps = {
  stage: StageDraft;
  index: number;
  errorOf: (path: string) => string | undefined;
  onChange: (stage: StageDraft) => void;
  onRemove: () => void;
  taskOptions: Option[];
  userOptions: Option[];
  /** The users could not be read (no permission to list them): the field says so. */
  usersUnavailable: boolean;
  isDuplicateLevel: boolean;
};

export function StageCard({
  stage,
  index,
  errorOf,
  onChange,
  onRemove,
  taskOptions,
  userOptions,
  usersUnavailable,
  isDuplicateLevel,
}: StageCardProps) {
  const { t } = useTranslation();
  const path = `definitions.${index}`;
  const testId = `stage-${index}`;
  const set = (changes: Partial<StageDraft>) => onChange({ ...stage, ...changes });
  const known = (options: Option[], ids: string[]) => [
    ...options,
    ...ids
      .filter((id) => !options.some((option) => option.value === id))
      .map((id) => ({ value: id, label: t('care.definitions.unknownEntry') })),
  ];
  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4">
            {stage.level === '' ? t('care.definitions.newStage') : t('care.level.named', { level: stage.level })}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash aria-hidden size={14} />}
            onClick={onRemove}
            data-testid={`${testId}-remove`}
          >
            {t('care.definitions.removeStage')}
          </Button>
        </Group>
        <Group gap="md" align="flex-start" wrap="wrap">
          <NumberInput
            label={t('care.definitions.level')}
            value={stage.level}
            onChange={(value) => set({ level: (typeof value === 'number' ? value : '') as Blankable })}
            min={1}
            max={10}
            allowDecimal={false}
            w={{ base: '100%', xs: 120 }}
            error={errorOf(`${path}.level`) ?? (isDuplicateLevel ? t('care.definitions.duplicateLevel') : undefined)}
            data-testid={`${testId}-level`}
          />
          <Radio.Group
            label={t('care.definitions.operator')}
            value={stage.triggersLogicalOperator}
            onChange={(value) => set({ triggersLogicalOperator: value as StageDraft['triggersLogicalOperator'] })}
            data-testid={`${testId}-operator`}
          >
            <Group gap="lg" mt={6}>
              <Radio value="OR" label={t('care.definitions.operatorOr')} data-testid={`${testId}-operator-or`} />
              <Radio value="AND" label={t('care.definitions.operatorAnd')} data-testid={`${testId}-operator-and`} />
            </Group>
          </Radio.Group>
        </Group>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('care.definitions.triggers')}
          </Text>
          {stage.triggers.map((trigger, triggerIndex) => (
            <Stack key={trigger.key} gap={6}>
              {triggerIndex > 0 && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {stage.triggersLogicalOperator === 'AND' ? t('care.definitions.and') : t('care.definitions.or')}
                </Text>
              )}
              <TriggerFields
                trigger={trigger}
                path={`${path}.triggers.${triggerIndex}`}
                errorOf={errorOf}
                testId={`${testId}-trigger-${triggerIndex}`}
                onChange={(next) =>
                  set({ triggers: stage.triggers.map((item) => (item.key === trigger.key ? next : item)) })
                }
                onRemove={
                  stage.triggers.length > 1
                    ? () => set({ triggers: stage.triggers.filter((item) => item.key !== trigger.key) })
                    : null
                }
              />
            </Stack>
          ))}
          {errorOf(`${path}.triggers`) && (
            <Text size="sm" c="red">
              {errorOf(`${path}.triggers`)}
            </Text>
          )}
          {stage.triggers.length < 10 && (
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus aria-hidden size={14} />}
                onClick={() => set({ triggers: [...stage.triggers, newTrigger('number-of-absence-days')] })}
                data-testid={`${testId}-add-trigger`}
              >
                {t('care.definitions.addTrigger')}
              </Button>
            </Group>
          )}
        </Stack>
        <MultiSelect
          label={t('care.definitions.tasks')}
          description={t('care.definitions.tasksHint')}
          placeholder={stage.scheduledTaskDefinitionIds.length === 0 ? t('care.definitions.noTasks') : undefined}
          data={known(taskOptions, stage.scheduledTaskDefinitionIds)}
          value={stage.scheduledTaskDefinitionIds}
          onChange={(value) => set({ scheduledTaskDefinitionIds: value })}
          searchable
          nothingFoundMessage={t('care.definitions.noTemplates')}
          comboboxProps={{ withinPortal: true }}
          error={errorOf(`${path}.scheduledTaskDefinitionIds`)}
          data-testid={`${testId}-tasks`}
        />
        <MultiSelect
          label={t('care.definitions.notifiedUsers')}
          description={
            usersUnavailable ? t('care.definitions.usersUnavailable') : t('care.definitions.notifiedUsersHint')
          }
          placeholder={stage.notifiedUsers.length === 0 ? t('care.definitions.nobody') : undefined}
          data={known(userOptions, stage.notifiedUsers)}
          value={stage.notifiedUsers}
          onChange={(value) => set({ notifiedUsers: value })}
          searchable
          nothingFoundMessage={t('care.list.filters.noMatch')}
          comboboxProps={{ withinPortal: true }}
          error={errorOf(`${path}.notifiedUsers`)}
          data-testid={`${testId}-users`}
        />
        <Checkbox
          label={t('care.definitions.additionalTasks')}
          description={t('care.definitions.additionalTasksHint')}
          checked={stage.createAdditionalTasksForNewAbsences}
          onChange={(event) => set({ createAdditionalTasksForNewAbsences: event.currentTarget.checked })}
          data-testid={`${testId}-additional`}
        />
      </Stack>
    </Card>
  );
}
