// The schedule dialog (issue 31; decision 0058 "Screens"): name, kind (a select with its question), the kind's
// filters, scope, language and format, the period rule in words, the working day of the month, the recipients and
// whether it runs. A save refused because someone else changed the schedule meanwhile (409 REVISION_CONFLICT) is
// shown with "load the current version".
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TagsInput, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { ReportLanguage, ReportSchedule } from '../../../../../src/contracts/reports.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useSaveReportSchedule } from '../api/save-report-schedule.ts';
import {
  initialScheduleForm,
  SCHEDULE_PERIODS,
  type ScheduleForm,
  type SchedulePeriod,
  toScheduleBody,
} from '../report-form.ts';
import { FilterFields, KindSelect, OutputFields, ScopeFields } from './report-fields.tsx';
import { serverFieldErrors } from './server-errors.ts';

const FIELDS = [
  'name',
  'kind',
  'period',
  'workingDayOfMonth',
  'recipients',
  'risk',
  'salaryContinuation',
  'accountingMonthLock',
  'reportType',
  'riskCounterThreshold',
  'companySubunitIds',
  'processingGroupIds',
  'language',
  'format',
];

export type ScheduleModalProps = {
  /** The schedule to change; null: a new one. */
  schedule: ReportSchedule | null;
  onClose: () => void;
  /** Loads the current version after a revision conflict. */
  onReload: () => void;
};

export function ScheduleModal({ schedule, onClose, onReload }: ScheduleModalProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [form, setForm] = useState<ScheduleForm>(() =>
    initialScheduleForm(format.language as ReportLanguage, schedule ?? undefined),
  );
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const save = useSaveReportSchedule();
  const change = (changes: Partial<ScheduleForm>) => {
    setForm((previous) => ({ ...previous, ...changes }));
    setLocalErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  };
  const server = serverFieldErrors(save.error, FIELDS, t);
  const errors: Record<string, string> = { ...server.fieldErrors };
  for (const [field, key] of Object.entries(localErrors)) errors[field] = t(key);

  const onSave = () => {
    const result = toScheduleBody(form);
    if (!result.ok) {
      setLocalErrors(result.errors as Record<string, string>);
      return;
    }
    save.mutate(
      { scheduleId: schedule?.scheduleId ?? null, revision: schedule?.revision, body: result.body },
      { onSuccess: onClose },
    );
  };
  const fieldsProps = { form, onChange: change, errors, testIdPrefix: 'schedule' };
  return (
    <Modal
      opened
      onClose={onClose}
      title={schedule ? t('reports.schedules.editTitle') : t('reports.schedules.newTitle')}
      size="xl"
      fullScreen={false}
      data-testid="schedule-modal"
    >
      <Stack gap="md">
        <TextInput
          label={t('reports.schedules.fields.name')}
          placeholder={t('reports.schedules.fields.namePlaceholder')}
          value={form.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={errors.name}
          maxLength={200}
          required
          data-testid="schedule-name"
        />
        <KindSelect {...fieldsProps} />
        <FilterFields {...fieldsProps} />
        <ScopeFields {...fieldsProps} />
        <OutputFields {...fieldsProps} />
        <Title order={3} size="h5">
          {t('reports.schedules.when')}
        </Title>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={t('reports.schedules.fields.workingDay')}
            description={t('reports.schedules.fields.workingDayHint')}
            value={form.workingDayOfMonth}
            onChange={(value) => change({ workingDayOfMonth: typeof value === 'number' ? value : 0 })}
            min={1}
            max={20}
            allowDecimal={false}
            allowNegative={false}
            error={errors.workingDayOfMonth}
            w={{ base: '100%', xs: 220 }}
            data-testid="schedule-working-day"
          />
          <Select
            label={t('reports.schedules.fields.period')}
            data={SCHEDULE_PERIODS.map((period) => ({
              value: period,
              label: t(`reports.schedules.periods.${period}`),
            }))}
            value={form.period}
            onChange={(value) => change({ period: (value as SchedulePeriod | null) ?? 'previous-month' })}
            allowDeselect={false}
            error={errors.period}
            w={{ base: '100%', xs: 320 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="schedule-period"
          />
        </Group>
        <TagsInput
          label={t('reports.schedules.fields.recipients')}
          description={t('reports.schedules.fields.recipientsHint')}
          value={form.recipients}
          onChange={(value) => change({ recipients: value })}
          splitChars={[',', ';', ' ']}
          acceptValueOnBlur
          maxTags={10}
          error={errors.recipients}
          required
          data-testid="schedule-recipients"
        />
        <Switch
          label={t('reports.schedules.fields.active')}
          checked={form.isActive}
          onChange={(event) => change({ isActive: event.currentTarget.checked })}
          data-testid="schedule-active"
        />
        {server.showGeneral && save.error != null && (
          <ErrorAlert
            error={save.error}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('reports.actions.cancel')}
          </Button>
          <Button onClick={onSave} loading={save.isPending} data-testid="schedule-save">
            {t('reports.actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
