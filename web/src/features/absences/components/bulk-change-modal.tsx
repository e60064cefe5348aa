// The same change for every recorded day of the selected periods: their type (an accident needs its accident
// type) or their percentage. One PATCH, all or nothing.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { absenceChanges } from '../../../../../src/contracts/absences.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { type AbsenceChangeSet, type AbsencePeriod, normaliseAmount, recordedIds } from '../absence-display.ts';
import { isFilesProcessing, useUpdateAbsences } from '../api/absence-writes.ts';
import { type AbsenceTypeValue, ACCIDENT_TYPES, type AccidentTypeValue } from '../periods-search.ts';
import { absenceFieldMessage, useTypeOptions } from './absence-fields.tsx';

export type BulkMode = 'type' | 'percentage';

export function BulkChangeModal({
  mode,
  periods,
  onClose,
  onSaved,
  onBlocked,
}: {
  mode: BulkMode | null;
  periods: AbsencePeriod[];
  onClose: () => void;
  onSaved: (absenceIds: string[], changes: AbsenceChangeSet) => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode === 'type' ? t('absences.bulk.typeTitle') : t('absences.bulk.percentageTitle')}
      centered
      data-testid="absence-bulk-modal"
    >
      {mode && (
        <BulkForm key={mode} mode={mode} periods={periods} onCancel={onClose} onSaved={onSaved} onBlocked={onBlocked} />
      )}
    </Modal>
  );
}

function BulkForm({
  mode,
  periods,
  onCancel,
  onSaved,
  onBlocked,
}: {
  mode: BulkMode;
  periods: AbsencePeriod[];
  onCancel: () => void;
  onSaved: (absenceIds: string[], changes: AbsenceChangeSet) => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const typeOptions = useTypeOptions();
  const [type, setType] = useState<AbsenceTypeValue | null>(null);
  const [accidentType, setAccidentType] = useState<AccidentTypeValue | null>(null);
  const [percentage, setPercentage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<unknown>(null);
  const update = useUpdateAbsences();
  const absenceIds = recordedIds(periods);

  const submit = () => {
    setGeneralError(null);
    let changes: AbsenceChangeSet;
    if (mode === 'type') {
      if (!type) return setError(t('absences.bulk.chooseType'));
      if (type === 'ACCIDENT' && !accidentType) return setError(t('absences.validation.accidentTypeRequired'));
      changes = { type, ...(type === 'ACCIDENT' ? { accidentType } : {}) };
    } else {
      if (percentage.trim() === '') return setError(t('absences.form.amountRequired'));
      changes = { percentage: normaliseAmount(percentage) };
    }
    const parsed = absenceChanges.safeParse(changes);
    if (!parsed.success) return setError(absenceFieldMessage(parsed.error.issues[0]?.message ?? '', t));
    setError(null);
    update.mutate(
      { kind: 'many', absenceIds, changes },
      {
        onSuccess: () => onSaved(absenceIds, changes),
        onError: (failure) => {
          if (isFilesProcessing(failure)) onBlocked();
          setGeneralError(failure);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('absences.bulk.scope', { periods: periods.length, days: absenceIds.length })}</Text>
        {mode === 'type' ? (
          <>
            <Select
              label={t('absences.fields.type')}
              data={typeOptions}
              value={type}
              onChange={(value) => setType(value as AbsenceTypeValue | null)}
              error={type !== 'ACCIDENT' ? error : undefined}
              required
              comboboxProps={{ withinPortal: true }}
              data-testid="absence-bulk-type"
            />
            {type === 'ACCIDENT' && (
              <Select
                label={t('absences.fields.accidentType')}
                data={ACCIDENT_TYPES.map((value) => ({ value, label: t(`absences.accidentTypes.${value}`) }))}
                value={accidentType}
                onChange={(value) => setAccidentType(value as AccidentTypeValue | null)}
                error={error}
                required
                comboboxProps={{ withinPortal: true }}
                data-testid="absence-bulk-accident-type"
              />
            )}
          </>
        ) : (
          <TextInput
            label={t('absences.fields.percentageValue')}
            description={t('absences.bulk.percentageHint')}
            value={percentage}
            onChange={(event) => setPercentage(event.currentTarget.value)}
            inputMode="decimal"
            rightSection="%"
            error={error}
            maw={220}
            required
            data-testid="absence-bulk-percentage"
          />
        )}
        {generalError != null && <ErrorAlert error={generalError} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="absence-bulk-submit">
            {t('absences.bulk.apply', { days: absenceIds.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
