// The admin's editor of a case's inputs (issue 13, decisions 0021 and 0025), in the case detail's inputs section:
// create, change and remove benefit stops and IV benefits, create and remove manual corrections, set or reset the
// accident date of an accident case, deny a case with a reason or withdraw the denial (decision 0029). Every form first previews its effect (POST …/input-preview: the case total
// and the months before -> after, written nowhere), then saves; a change of the form after the preview asks for a
// new one. A removal shows its effect in the confirmation. The API's field errors show under their fields.
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CaseDetail } from '../../../../../src/contracts/case-detail.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../lib/form-errors.ts';
import { type TFunction, useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { type CaseRef, useCaseInputPreview, useSaveCaseInput } from '../api/admin-cases.ts';
import {
  type AccidentDateForm,
  accidentDateBodyOf,
  type BenefitStopForm,
  benefitStopBodyOf,
  benefitStopFormOf,
  type CaseDecisionForm,
  type CaseInputChange,
  caseDecisionBodyOf,
  caseDecisionFormOf,
  caseInputMessageKey,
  codeFieldOf,
  emptyBenefitStopForm,
  emptyIvSettingForm,
  emptyManualCorrectionForm,
  type IvSettingForm,
  inputFieldOf,
  ivSettingBodyOf,
  ivSettingFormOf,
  type ManualCorrectionForm,
  manualCorrectionBodyOf,
  previewBodyOf,
  previewDiffOf,
} from '../case-input-forms.ts';
import {
  AccidentDateFields,
  BenefitStopFields,
  CaseDecisionFields,
  IvSettingFields,
  ManualCorrectionFields,
} from './case-input-fields.tsx';
import { InputPreview } from './input-preview.tsx';

type Formatters = ReturnType<typeof useFormatters>;

type Dialog =
  | { kind: 'benefitStop'; id?: string; form: BenefitStopForm }
  | { kind: 'ivSetting'; id?: string; form: IvSettingForm }
  | { kind: 'manualCorrection'; form: ManualCorrectionForm }
  | { kind: 'accidentDate'; form: AccidentDateForm }
  | { kind: 'caseDecision'; form: CaseDecisionForm }
  | { kind: 'remove'; change: CaseInputChange; what: string; question?: string; confirmLabel?: string };

/** Field errors of a failed preview or save, by the form's field path; and whether an alert is needed too. */
function fieldErrorsOf(
  error: unknown,
  t: TFunction,
  format: Formatters,
): { fields: Record<string, string>; general: boolean } {
  if (!(error instanceof ApiError)) return { fields: {}, general: error != null };
  const codeField = codeFieldOf(error.code, error.body);
  if (codeField && !error.isValidationError) {
    // A denial before the case's first day names that day.
    const absentFrom = (error.body as { absentFrom?: unknown } | undefined)?.absentFrom;
    const message =
      codeField === 'decidedOn' && typeof absentFrom === 'string'
        ? t('admin.caseInputs.decision.beforeCase', { date: format.date(absentFrom) })
        : t(`errors.codes.${error.code}`);
    return { fields: { [codeField]: message }, general: false };
  }
  const fields: Record<string, string> = {};
  let unmatched = 0;
  for (const issue of error.validationErrors) {
    const field = inputFieldOf(issue.path, issue.in);
    if (field === null) {
      unmatched += 1;
      continue;
    }
    const key = caseInputMessageKey(issue.message);
    fields[field] ??= key ? t(`admin.caseInputs.messages.${key}`) : translateFieldMessage(issue.message, t);
  }
  return { fields, general: !error.isValidationError || unmatched > 0 };
}

/** Preview, then save, of one change; the preview counts only for the change it was made for. */
function useChangeFlow(ref: CaseRef, change: CaseInputChange, onSaved: () => void) {
  const { t } = useTranslation();
  const format = useFormatters();
  const preview = useCaseInputPreview(ref);
  const save = useSaveCaseInput(ref);
  const key = JSON.stringify(change);
  const [previewedKey, setPreviewedKey] = useState<string | null>(null);
  const [lastError, setLastError] = useState<unknown>(null);
  const isCurrent = previewedKey === key && preview.data !== undefined;
  const errors = fieldErrorsOf(lastError, t, format);
  return {
    diff: isCurrent && preview.data ? previewDiffOf(preview.data.before, preview.data.after) : null,
    isStale: previewedKey !== null && previewedKey !== key,
    fieldErrors: errors.fields,
    generalError: errors.general ? lastError : null,
    isPreviewing: preview.isPending,
    isSaving: save.isPending,
    runPreview: () => {
      setLastError(null);
      preview.mutate(previewBodyOf(change), {
        onSuccess: () => setPreviewedKey(key),
        onError: (error) => {
          setPreviewedKey(null);
          setLastError(error);
        },
      });
    },
    runSave: () => {
      setLastError(null);
      save.mutate(change, { onSuccess: onSaved, onError: setLastError });
    },
  };
}

type Flow = ReturnType<typeof useChangeFlow>;

/** The preview and the two steps below a form: "Show effect" first, then "Save" once the effect is shown. */
function FlowFooter({ flow, onCancel, saveLabel }: { flow: Flow; onCancel: () => void; saveLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {flow.generalError != null && <ErrorAlert error={flow.generalError} />}
      {flow.diff && <InputPreview diff={flow.diff} />}
      {flow.isStale && !flow.diff && (
        <Text size="sm" c="orange.9" data-testid="input-preview-stale">
          {t('admin.caseInputs.preview.stale')}
        </Text>
      )}
      {!flow.diff && !flow.isStale && (
        <Text size="sm" c="dimmed">
          {t('admin.caseInputs.preview.hint')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={onCancel} disabled={flow.isSaving}>
          {t('common.cancel')}
        </Button>
        <Button
          variant={flow.diff ? 'default' : 'filled'}
          leftSection={<IconEye aria-hidden size={16} />}
          onClick={flow.runPreview}
          loading={flow.isPreviewing}
          disabled={flow.isSaving}
          data-testid="input-preview-button"
        >
          {t('admin.caseInputs.preview.show')}
        </Button>
        <Button onClick={flow.runSave} loading={flow.isSaving} disabled={!flow.diff} data-testid="input-save-button">
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}

function FormDialog({
  dialog,
  caseRef,
  onClose,
  onSaved,
}: {
  dialog: Exclude<Dialog, { kind: 'remove' }>;
  caseRef: CaseRef;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(dialog);
  const change: CaseInputChange =
    current.kind === 'benefitStop'
      ? { kind: 'BENEFIT_STOP', ...(current.id ? { id: current.id } : {}), input: benefitStopBodyOf(current.form) }
      : current.kind === 'ivSetting'
        ? { kind: 'IV_SETTING', ...(current.id ? { id: current.id } : {}), input: ivSettingBodyOf(current.form) }
        : current.kind === 'manualCorrection'
          ? { kind: 'MANUAL_CORRECTION', input: manualCorrectionBodyOf(current.form) }
          : current.kind === 'caseDecision'
            ? { kind: 'CASE_DECISION', input: caseDecisionBodyOf(current.form) }
            : { kind: 'ACCIDENT_DATE', input: accidentDateBodyOf(current.form) };
  const flow = useChangeFlow(caseRef, change, () => onSaved(t('admin.caseInputs.saved')));
  let fields: ReactNode;
  switch (current.kind) {
    case 'benefitStop':
      fields = (
        <BenefitStopFields
          form={current.form}
          onChange={(form) => setCurrent({ ...current, form })}
          errors={flow.fieldErrors}
        />
      );
      break;
    case 'ivSetting':
      fields = (
        <IvSettingFields
          form={current.form}
          onChange={(form) => setCurrent({ ...current, form })}
          errors={flow.fieldErrors}
        />
      );
      break;
    case 'manualCorrection':
      fields = (
        <ManualCorrectionFields
          form={current.form}
          onChange={(form) => setCurrent({ ...current, form })}
          errors={flow.fieldErrors}
        />
      );
      break;
    case 'caseDecision':
      fields = (
        <CaseDecisionFields
          form={current.form}
          onChange={(form) => setCurrent({ ...current, form })}
          errors={flow.fieldErrors}
        />
      );
      break;
    case 'accidentDate':
      fields = (
        <AccidentDateFields
          form={current.form}
          onChange={(form) => setCurrent({ ...current, form })}
          errors={flow.fieldErrors}
        />
      );
      break;
  }
  return (
    <Stack gap="md" data-testid={`input-form-${current.kind}`}>
      {fields}
      <FlowFooter
        flow={flow}
        onCancel={onClose}
        saveLabel={current.kind === 'caseDecision' ? t('admin.caseInputs.decision.save') : t('common.save')}
      />
    </Stack>
  );
}

/** The removal's confirmation: what is removed, its effect, then remove. */
function RemoveDialog({
  dialog,
  caseRef,
  onClose,
  onSaved,
}: {
  dialog: Extract<Dialog, { kind: 'remove' }>;
  caseRef: CaseRef;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const flow = useChangeFlow(caseRef, dialog.change, () => onSaved(t('admin.caseInputs.removed')));
  const { runPreview } = flow;
  // The effect of a removal is shown at once: there is nothing to fill in first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens.
  useEffect(() => runPreview(), []);
  return (
    <Stack gap="md" data-testid="input-remove">
      <Text size="sm">{dialog.question ?? t('admin.caseInputs.removeQuestion', { what: dialog.what })}</Text>
      {flow.generalError != null && <ErrorAlert error={flow.generalError} />}
      {flow.diff && <InputPreview diff={flow.diff} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={flow.isSaving}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red.8"
          onClick={flow.runSave}
          loading={flow.isSaving || flow.isPreviewing}
          data-testid="input-remove-confirm"
        >
          {dialog.confirmLabel ?? t('admin.caseInputs.removeConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export type CaseInputsEditorProps = { tenantId: string; detail: CaseDetail; day: string | undefined };

export function CaseInputsEditor({ tenantId, detail, day }: CaseInputsEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The dialog keeps its name while it closes (the closing transition): an unnamed dialog is what a screen reader
  // would announce in that moment (axe aria-dialog-name, seen by the admin case journey on a busy machine).
  const lastKind = useRef<Dialog['kind'] | null>(null);
  if (dialog) lastKind.current = dialog.kind;
  const [notice, setNotice] = useState<string | null>(null);
  const caseRef: CaseRef = { tenantId, insuredPersonId: detail.insuredPersonId, caseId: detail.caseId };
  // New inputs start on the day whose explanation is open (within the case), else on the case's first day.
  const startDay = day && day >= detail.absentFrom && day <= detail.absentTo ? day : detail.absentFrom;
  const range = (from: string, to: string | null) =>
    to === null
      ? t('cases.detail.inputs.openEnded', { from: format.date(from) })
      : `${format.date(from)} – ${format.date(to)}`;
  const onSaved = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const titles: Record<Dialog['kind'], string> = {
    benefitStop: t('admin.caseInputs.titles.benefitStop'),
    ivSetting: t('admin.caseInputs.titles.ivSetting'),
    manualCorrection: t('admin.caseInputs.titles.manualCorrection'),
    accidentDate: t('admin.caseInputs.titles.accidentDate'),
    caseDecision: t('admin.caseInputs.titles.caseDecision'),
    remove:
      dialog?.kind === 'remove' && dialog.change.kind === 'CASE_DECISION'
        ? t('admin.caseInputs.decision.withdrawTitle')
        : t('admin.caseInputs.titles.remove'),
  };

  const denial = detail.denial;
  const stored: { key: string; label: string; edit?: () => void; remove: () => void; removeLabel?: string }[] = [
    ...(denial
      ? [
          {
            key: 'case-decision',
            label: t('admin.caseInputs.decision.stored', {
              date: format.date(denial.decidedOn),
              reason: denial.reason,
            }),
            edit: () => setDialog({ kind: 'caseDecision', form: caseDecisionFormOf(detail, startDay) }),
            removeLabel: t('admin.caseInputs.decision.withdraw'),
            remove: () =>
              setDialog({
                kind: 'remove',
                change: { kind: 'CASE_DECISION', input: null },
                what: denial.reason,
                question: t('admin.caseInputs.decision.withdrawQuestion', { date: format.date(denial.decidedOn) }),
                confirmLabel: t('admin.caseInputs.decision.withdraw'),
              }),
          },
        ]
      : []),
    ...detail.benefitStops.map((stop) => {
      const label = t('admin.caseInputs.stored.benefitStop', {
        reason: stop.reason,
        entries: stop.entries
          .map((entry) => `${range(entry.startDate, entry.endDate)}: ${format.percent(entry.outputPercentage)}`)
          .join(', '),
      });
      return {
        key: stop.benefitStopId,
        label,
        edit: () => setDialog({ kind: 'benefitStop', id: stop.benefitStopId, form: benefitStopFormOf(stop) }),
        remove: () =>
          setDialog({
            kind: 'remove',
            change: { kind: 'BENEFIT_STOP', id: stop.benefitStopId, input: null },
            what: label,
          }),
      };
    }),
    ...detail.ivSettings
      .filter((setting) => setting.caseId === detail.caseId)
      .map((setting) => {
        const label = t('admin.caseInputs.stored.ivSetting', {
          type: t(`cases.detail.inputs.ivTypes.${setting.type}`),
          amount: format.chf(Math.round(Number(setting.amount) * 100)),
          period: range(setting.startDate, setting.endDate),
        });
        return {
          key: setting.ivSettingId,
          label,
          edit: () => setDialog({ kind: 'ivSetting', id: setting.ivSettingId, form: ivSettingFormOf(setting) }),
          remove: () =>
            setDialog({
              kind: 'remove',
              change: { kind: 'IV_SETTING', id: setting.ivSettingId, input: null },
              what: label,
            }),
        };
      }),
    ...detail.manualCorrections.map((correction) => {
      const label = t('admin.caseInputs.stored.manualCorrection', {
        period: range(correction.dates.from, correction.dates.to),
        comment: correction.comment,
      });
      return {
        key: correction.manualCorrectionId,
        label,
        remove: () =>
          setDialog({
            kind: 'remove',
            change: { kind: 'MANUAL_CORRECTION', id: correction.manualCorrectionId, input: null },
            what: label,
          }),
      };
    }),
    ...(detail.accidentDateOverride
      ? [
          {
            key: 'accident-date',
            label: t('admin.caseInputs.stored.accidentDate', {
              date: format.date(detail.accidentDateOverride.accidentDate),
            }),
            remove: () =>
              setDialog({
                kind: 'remove',
                change: { kind: 'ACCIDENT_DATE', input: null },
                what: t('admin.caseInputs.stored.accidentDate', {
                  date: format.date(detail.accidentDateOverride?.accidentDate ?? ''),
                }),
              }),
          },
        ]
      : []),
  ];

  return (
    <Paper withBorder radius="md" p="md" data-testid="case-inputs-editor">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {t('admin.caseInputs.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.caseInputs.intro')}
          </Text>
        </Stack>
        {notice && (
          <TintedAlert color="teal" role="status" py="xs" data-testid="case-inputs-notice">
            {notice}
          </TintedAlert>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            leftSection={<IconPlus aria-hidden size={14} />}
            onClick={() => setDialog({ kind: 'benefitStop', form: emptyBenefitStopForm(startDay) })}
            data-testid="add-benefit-stop"
          >
            {t('admin.caseInputs.add.benefitStop')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus aria-hidden size={14} />}
            onClick={() => setDialog({ kind: 'ivSetting', form: emptyIvSettingForm(startDay) })}
            data-testid="add-iv-setting"
          >
            {t('admin.caseInputs.add.ivSetting')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus aria-hidden size={14} />}
            onClick={() =>
              setDialog({
                kind: 'manualCorrection',
                form: emptyManualCorrectionForm(startDay.slice(0, 7), startDay),
              })
            }
            data-testid="add-manual-correction"
          >
            {t('admin.caseInputs.add.manualCorrection')}
          </Button>
          {!denial && (
            <Button
              size="xs"
              variant="default"
              color="red.8"
              leftSection={<IconBan aria-hidden size={14} />}
              onClick={() => setDialog({ kind: 'caseDecision', form: caseDecisionFormOf(detail, startDay) })}
              data-testid="deny-case"
            >
              {t('admin.caseInputs.add.caseDecision')}
            </Button>
          )}
          {detail.type === 'ACCIDENT' && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil aria-hidden size={14} />}
              onClick={() =>
                setDialog({
                  kind: 'accidentDate',
                  form: {
                    accidentDate: detail.accidentDateOverride?.accidentDate ?? detail.accidentDate,
                    comment: detail.accidentDateOverride?.comment ?? '',
                  },
                })
              }
              data-testid="set-accident-date"
            >
              {t('admin.caseInputs.add.accidentDate')}
            </Button>
          )}
        </Group>
        {stored.length > 0 && (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="case-inputs-stored">
            {stored.map((item) => (
              <Group key={item.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.label}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {item.edit && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.caseInputs.edit', { what: item.label })}
                      onClick={item.edit}
                      data-testid={`edit-input-${item.key}`}
                    >
                      <IconPencil aria-hidden size={16} />
                    </ActionIcon>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={item.removeLabel ?? t('admin.caseInputs.remove', { what: item.label })}
                    onClick={item.remove}
                    data-testid={`remove-input-${item.key}`}
                  >
                    <IconTrash aria-hidden size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={lastKind.current ? titles[lastKind.current] : ''}
        size="xl"
        fullScreen={isPhone}
        data-testid="case-input-dialog"
      >
        {dialog?.kind === 'remove' ? (
          <RemoveDialog dialog={dialog} caseRef={caseRef} onClose={() => setDialog(null)} onSaved={onSaved} />
        ) : dialog ? (
          <FormDialog
            key={`${dialog.kind}-${'id' in dialog ? dialog.id : ''}`}
            dialog={dialog}
            caseRef={caseRef}
            onClose={() => setDialog(null)}
            onSaved={onSaved}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
