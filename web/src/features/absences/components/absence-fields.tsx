// The fields an absence has, shared by the create form, the edit form (a day or a period) and the bulk change:
// type in words, accident type only for an accident, percentage or hours (one of them), comment. Messages of the
// contract's rules are translated here (absenceFieldMessage).
import { Group, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ABSENCE_MESSAGES } from '../../../../../src/contracts/absences.ts';
import { translateFieldMessage } from '../../../lib/form-errors.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { useTranslation } from '../../../lib/translator.ts';
import type { AbsenceDraft, Basis } from '../absence-display.ts';
import { ABSENCE_TYPES, type AbsenceTypeValue, ACCIDENT_TYPES, type AccidentTypeValue } from '../periods-search.ts';

export type DraftField = 'type' | 'accidentType' | 'hours' | 'percentage' | 'comment';
export type DraftErrors = Partial<Record<DraftField | 'amount' | 'employeeId' | 'startDate' | 'endDate', string>>;

const ABSENCE_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(ABSENCE_MESSAGES).map(([key, message]) => [message, `absences.validation.${key}`]),
);

/** A rule's message of the absences contract in the user's language; other contract messages as everywhere. */
export function absenceFieldMessage(message: string, t: TFunction): string {
  const key = ABSENCE_MESSAGE_KEYS.get(message);
  return key ? t(key) : translateFieldMessage(message, t);
}

export function useTypeOptions() {
  const { t } = useTranslation();
  return ABSENCE_TYPES.map((type) => ({ value: type, label: t(`absences.types.${type}`) }));
}

export function AbsenceFields({
  draft,
  onChange,
  errors,
  amountHint,
  commentHint,
  testIdPrefix,
}: {
  draft: AbsenceDraft;
  onChange: (next: AbsenceDraft) => void;
  errors: DraftErrors;
  /** Under the amount: e.g. "the days differ: leave empty to keep each day's value". */
  amountHint?: string;
  commentHint?: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const typeOptions = useTypeOptions();
  const set = (changes: Partial<AbsenceDraft>) => onChange({ ...draft, ...changes });
  const amountError = errors.amount ?? errors[draft.basis];
  return (
    <Stack gap="sm">
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" align="flex-start">
        <Select
          label={t('absences.fields.type')}
          data={typeOptions}
          value={draft.type}
          onChange={(value) =>
            value &&
            set({ type: value as AbsenceTypeValue, accidentType: value === 'ACCIDENT' ? draft.accidentType : null })
          }
          allowDeselect={false}
          required
          error={errors.type}
          miw={180}
          comboboxProps={{ withinPortal: true }}
          data-testid={`${testIdPrefix}-type`}
        />
        {draft.type === 'ACCIDENT' && (
          <Select
            label={t('absences.fields.accidentType')}
            placeholder={t('absences.form.chooseAccidentType')}
            data={ACCIDENT_TYPES.map((value) => ({ value, label: t(`absences.accidentTypes.${value}`) }))}
            value={draft.accidentType}
            onChange={(value) => set({ accidentType: (value as AccidentTypeValue | null) ?? null })}
            required
            error={errors.accidentType}
            miw={200}
            comboboxProps={{ withinPortal: true }}
            data-testid={`${testIdPrefix}-accident-type`}
          />
        )}
      </Group>
      <Stack gap={6}>
        <SegmentedControl
          aria-label={t('absences.fields.basis')}
          value={draft.basis}
          onChange={(value) => set({ basis: value as Basis })}
          data={[
            { value: 'percentage', label: t('absences.fields.percentage') },
            { value: 'hours', label: t('absences.fields.hours') },
          ]}
          w="fit-content"
          data-testid={`${testIdPrefix}-basis`}
        />
        <TextInput
          label={draft.basis === 'percentage' ? t('absences.fields.percentageValue') : t('absences.fields.hoursValue')}
          description={amountHint}
          value={draft.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
          inputMode="decimal"
          rightSection={draft.basis === 'percentage' ? '%' : 'h'}
          error={amountError}
          maw={220}
          data-testid={`${testIdPrefix}-amount`}
        />
      </Stack>
      <Textarea
        label={t('absences.fields.comment')}
        description={commentHint}
        value={draft.comment}
        onChange={(event) => set({ comment: event.currentTarget.value })}
        maxLength={1000}
        autosize
        minRows={2}
        maxRows={6}
        error={errors.comment}
        data-testid={`${testIdPrefix}-comment`}
      />
    </Stack>
  );
}
