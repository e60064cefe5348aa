// Edit one day or a whole period: type, accident type, percentage or hours, comment. A period's days may differ:
// a field they share starts filled in, one they differ in starts empty and changes only when filled. Only the
// changed fields are sent (PATCH /absence: one change for all of a period's recorded days, or one day's edit).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { absenceChanges } from '../../../../../src/contracts/absences.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import {
  type AbsenceChangeSet,
  type AbsenceDraft,
  type AbsencePeriod,
  changesBetween,
  commonValue,
  draftFromDays,
  type PeriodDay,
} from '../absence-display.ts';
import { isFilesProcessing, useUpdateAbsences } from '../api/absence-writes.ts';
import { AbsenceFields, absenceFieldMessage, type DraftErrors, type DraftField } from './absence-fields.tsx';

export type EditTarget =
  | { kind: 'period'; period: AbsencePeriod }
  | { kind: 'day'; period: AbsencePeriod; day: PeriodDay };

const FIELDS = new Set<string>(['type', 'accidentType', 'hours', 'percentage', 'comment']);

export function EditAbsenceModal({
  target,
  onClose,
  onSaved,
  onBlocked,
}: {
  target: EditTarget | null;
  onClose: () => void;
  onSaved: (target: EditTarget, absenceIds: string[], changes: AbsenceChangeSet) => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title =
    target?.kind === 'day'
      ? t('absences.edit.dayTitle', { date: format.date(target.day.date) })
      : target
        ? t('absences.edit.periodTitle', {
            from: format.date(target.period.startDate),
            to: format.date(target.period.endDate),
          })
        : '';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg" centered data-testid="absence-edit-modal">
      {target && (
        <EditForm
          key={target.kind === 'day' ? target.day.absenceId : target.period.periodId}
          target={target}
          onCancel={onClose}
          onSaved={onSaved}
          onBlocked={onBlocked}
        />
      )}
    </Modal>
  );
}

function EditForm({
  target,
  onCancel,
  onSaved,
  onBlocked,
}: {
  target: EditTarget;
  onCancel: () => void;
  onSaved: (target: EditTarget, absenceIds: string[], changes: AbsenceChangeSet) => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const { period } = target;
  const days = target.kind === 'day' ? [target.day] : period.days.filter((day) => !day.isFilled);
  const absenceIds = days.flatMap((day) => (day.absenceId ? [day.absenceId] : []));
  const [initial] = useState<AbsenceDraft>(() => draftFromDays(period.type, days));
  const [draft, setDraft] = useState<AbsenceDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [generalError, setGeneralError] = useState<unknown>(null);
  const [nothingChanged, setNothingChanged] = useState(false);
  const update = useUpdateAbsences();
  const differs = target.kind === 'period' && days.length > 1;
  const amountsDiffer = differs && initial.amount === '';
  const commentsDiffer = differs && commonValue(days.map((day) => day.comment ?? '')) === null;

  const mapIssues = (issues: readonly { path: string | readonly PropertyKey[]; message: string }[]) => {
    const next: DraftErrors = {};
    for (const issue of issues) {
      const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
      const field = [...path].reverse().find((segment) => FIELDS.has(segment));
      if (field) next[field as DraftField] ??= absenceFieldMessage(issue.message, t);
    }
    return next;
  };

  const submit = () => {
    setGeneralError(null);
    setNothingChanged(false);
    const changes = changesBetween(initial, draft);
    if (!changes) {
      setNothingChanged(true);
      return;
    }
    const local: DraftErrors = {};
    if (draft.type === 'ACCIDENT' && !draft.accidentType)
      local.accidentType = t('absences.validation.accidentTypeRequired');
    const parsed = absenceChanges.safeParse(changes);
    const all = { ...(parsed.success ? {} : mapIssues(parsed.error.issues)), ...local };
    if (Object.keys(all).length > 0) {
      setErrors(all);
      return;
    }
    setErrors({});
    const request =
      target.kind === 'day' && target.day.absenceId
        ? { kind: 'one' as const, absenceId: target.day.absenceId, changes }
        : { kind: 'many' as const, absenceIds, changes };
    update.mutate(request, {
      onSuccess: () => onSaved(target, absenceIds, changes),
      onError: (error) => {
        if (isFilesProcessing(error)) onBlocked();
        if (error instanceof ApiError && error.isValidationError) {
          const mapped = mapIssues(error.validationErrors.filter((issue) => issue.in === 'body'));
          setErrors(mapped);
          if (Object.keys(mapped).length > 0) return;
        }
        setGeneralError(error);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="absence-edit-form"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {[period.names.lastName, period.names.firstName].filter(Boolean).join(', ')}
          {period.personnelNumber ? ` · ${period.personnelNumber}` : ''}
          {target.kind === 'period' ? ` · ${t('absences.edit.recordedDays', { days: absenceIds.length })}` : ''}
        </Text>
        <AbsenceFields
          draft={draft}
          onChange={setDraft}
          errors={errors}
          amountHint={amountsDiffer ? t('absences.edit.amountsDiffer') : undefined}
          commentHint={commentsDiffer ? t('absences.edit.commentsDiffer') : undefined}
          testIdPrefix="absence-edit"
        />
        {nothingChanged && (
          <Text size="sm" c="dimmed" data-testid="absence-edit-unchanged">
            {t('absences.edit.nothingChanged')}
          </Text>
        )}
        {generalError != null && <ErrorAlert error={generalError} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="absence-edit-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
