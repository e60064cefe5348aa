// One trigger of a stage: its kind, and for a period count the number, minimum length and window (last N months or
// since a day); for a day count the absence types, the number and the months. Each message under its field.
import { ActionIcon, Group, MultiSelect, NumberInput, Paper, Radio, Select, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ABSENCE_TYPES } from '../../../../../src/contracts/tenant-sections.ts';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { type AbsenceType, type Blankable, newTrigger, type TriggerDraft, type TriggerKind } from '../stage-draft.ts';

export type TriggerFieldsProps = {
  trigger: TriggerDraft;
  /** "definitions.0.triggers.1": the prefix of the trigger's field paths. */
  path: string;
  errorOf: (path: string) => string | undefined;
  onChange: (trigger: TriggerDraft) => void;
  onRemove: (() => void) | null;
  testId: string;
};

const blankable = (value: number | string): Blankable => (typeof value === 'number' ? value : '');

export function TriggerFields({ trigger, path, errorOf, onChange, onRemove, testId }: TriggerFieldsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<TriggerDraft>) => onChange({ ...trigger, ...changes });
  const isPeriods = trigger.kind === 'number-of-absence-periods';
  const numberWidth = { base: '100%', xs: 240 };
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
          <Select
            label={t('care.definitions.trigger.kind')}
            data={(['number-of-absence-periods', 'number-of-absence-days'] as const).map((kind) => ({
              value: kind,
              label: t(`care.definitions.trigger.kinds.${kind}`),
            }))}
            value={trigger.kind}
            onChange={(value) =>
              value && value !== trigger.kind && onChange({ ...newTrigger(value as TriggerKind), key: trigger.key })
            }
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            flex="1 1 auto"
            maw={420}
            data-testid={`${testId}-kind`}
          />
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onRemove}
              aria-label={t('care.definitions.trigger.remove')}
              data-testid={`${testId}-remove`}
            >
              <IconTrash aria-hidden size={18} />
            </ActionIcon>
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label={isPeriods ? t('care.definitions.trigger.periodCount') : t('care.definitions.trigger.dayCount')}
            value={trigger.count}
            onChange={(value) => set({ count: blankable(value) })}
            min={1}
            max={isPeriods ? 366 : 3660}
            allowDecimal={false}
            w={numberWidth}
            error={errorOf(`${path}.count`)}
            data-testid={`${testId}-count`}
          />
          {isPeriods && (
            <NumberInput
              label={t('care.definitions.trigger.minimumLength')}
              description={t('care.definitions.trigger.minimumLengthHint')}
              value={trigger.minimumLengthInDays}
              onChange={(value) => set({ minimumLengthInDays: blankable(value) })}
              min={1}
              max={366}
              allowDecimal={false}
              w={numberWidth}
              error={errorOf(`${path}.minimumLengthInDays`)}
              data-testid={`${testId}-minimum-length`}
            />
          )}
        </Group>
        {!isPeriods && (
          <MultiSelect
            label={t('care.definitions.trigger.absenceTypes')}
            data={ABSENCE_TYPES.map((type) => ({ value: type, label: t(`absences.types.${type}`) }))}
            value={trigger.absenceTypes}
            onChange={(value) => set({ absenceTypes: value as AbsenceType[] })}
            comboboxProps={{ withinPortal: true }}
            error={errorOf(`${path}.absenceTypes`)}
            data-testid={`${testId}-types`}
          />
        )}
        <Stack gap={6}>
          {isPeriods && (
            <Radio.Group
              label={t('care.definitions.trigger.window')}
              value={trigger.window}
              onChange={(value) => set({ window: value as TriggerDraft['window'] })}
              data-testid={`${testId}-window`}
            >
              <Group gap="lg" mt={6}>
                <Radio
                  value="months"
                  label={t('care.definitions.trigger.windowMonths')}
                  data-testid={`${testId}-window-months`}
                />
                <Radio
                  value="startDate"
                  label={t('care.definitions.trigger.windowStartDate')}
                  data-testid={`${testId}-window-start-date`}
                />
              </Group>
            </Radio.Group>
          )}
          {isPeriods && trigger.window === 'startDate' ? (
            <SwissDateInput
              label={t('care.definitions.trigger.startDate')}
              value={trigger.startDate}
              onChange={(value) => set({ startDate: value })}
              w={{ base: '100%', xs: 220 }}
              error={errorOf(`${path}.startDate`)}
              data-testid={`${testId}-start-date`}
            />
          ) : (
            <NumberInput
              label={t('care.definitions.trigger.lookBackMonths')}
              value={trigger.lookBackMonths}
              onChange={(value) => set({ lookBackMonths: blankable(value) })}
              min={1}
              max={120}
              allowDecimal={false}
              w={numberWidth}
              error={errorOf(`${path}.lookBackMonths`)}
              data-testid={`${testId}-months`}
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
