// The fields of the admin's case-input forms (decision 0025): benefit stop (several periods), IV benefit, manual
// correction and accident date, each bound to its form state (../case-input-forms.ts) with the API's field errors.
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import type {
  AccidentDateForm,
  BenefitStopForm,
  CaseDecisionForm,
  IvSettingForm,
  ManualCorrectionForm,
  NumberValue,
} from '../case-input-forms.ts';

const numberValue = (value: string | number): NumberValue => (typeof value === 'number' ? value : '');

export function BenefitStopFields({
  form,
  onChange,
  errors,
}: {
  form: BenefitStopForm;
  onChange: (form: BenefitStopForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const setEntry = (index: number, patch: Partial<BenefitStopForm['entries'][number]>) =>
    onChange({
      ...form,
      entries: form.entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
    });
  return (
    <Stack gap="sm">
      {form.entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the entries are edited in place, in their order.
        <Paper key={index} withBorder p="sm" radius="md" data-testid={`benefit-stop-entry-${index}`}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <SwissDateInput
              label={t('admin.caseInputs.fields.startDate')}
              value={entry.startDate}
              onChange={(startDate) => setEntry(index, { startDate })}
              error={errors[`entries.${index}.startDate`]}
              withAsterisk
              w={150}
              data-testid={`benefit-stop-start-${index}`}
            />
            <SwissDateInput
              label={t('admin.caseInputs.fields.endDate')}
              description={t('admin.caseInputs.fields.endDateOpen')}
              value={entry.endDate}
              onChange={(endDate) => setEntry(index, { endDate })}
              error={errors[`entries.${index}.endDate`]}
              clearable
              w={150}
              data-testid={`benefit-stop-end-${index}`}
            />
            <NumberInput
              label={t('admin.caseInputs.fields.outputPercentage')}
              value={entry.outputPercentage}
              onChange={(value) => setEntry(index, { outputPercentage: numberValue(value) })}
              error={errors[`entries.${index}.outputPercentage`]}
              min={0}
              max={100}
              decimalScale={3}
              suffix=" %"
              withAsterisk
              w={170}
              data-testid={`benefit-stop-percentage-${index}`}
            />
            {form.entries.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red.8"
                mt={26}
                aria-label={t('admin.caseInputs.removeEntry')}
                onClick={() => onChange({ ...form, entries: form.entries.filter((_, at) => at !== index) })}
              >
                <IconTrash aria-hidden size={16} />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus aria-hidden size={14} />}
          onClick={() =>
            onChange({ ...form, entries: [...form.entries, { startDate: null, endDate: null, outputPercentage: 0 }] })
          }
        >
          {t('admin.caseInputs.addEntry')}
        </Button>
      </Group>
      <Textarea
        label={t('admin.caseInputs.fields.reason')}
        value={form.reason}
        onChange={(event) => onChange({ ...form, reason: event.currentTarget.value })}
        error={errors.reason}
        withAsterisk
        autosize
        minRows={2}
        maxLength={1000}
        data-testid="benefit-stop-reason"
      />
    </Stack>
  );
}

export function IvSettingFields({
  form,
  onChange,
  errors,
}: {
  form: IvSettingForm;
  onChange: (form: IvSettingForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Select
        label={t('admin.caseInputs.fields.ivType')}
        data={(['IV_DAILY_ALLOWANCE', 'IV_PENSION'] as const).map((type) => ({
          value: type,
          label: t(`cases.detail.inputs.ivTypes.${type}`),
        }))}
        value={form.type}
        onChange={(type) => type && onChange({ ...form, type: type as IvSettingForm['type'] })}
        error={errors.type}
        allowDeselect={false}
        withAsterisk
        data-testid="iv-setting-type"
      />
      <NumberInput
        label={
          form.type === 'IV_PENSION' ? t('admin.caseInputs.fields.amountMonth') : t('admin.caseInputs.fields.amountDay')
        }
        value={form.amount}
        onChange={(value) => onChange({ ...form, amount: numberValue(value) })}
        error={errors.amount}
        min={0}
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator="'"
        prefix="CHF "
        withAsterisk
        data-testid="iv-setting-amount"
      />
      <Group gap="sm" wrap="wrap">
        <SwissDateInput
          label={t('admin.caseInputs.fields.startDate')}
          value={form.startDate}
          onChange={(startDate) => onChange({ ...form, startDate })}
          error={errors.startDate}
          withAsterisk
          w={150}
        />
        <SwissDateInput
          label={t('admin.caseInputs.fields.endDate')}
          description={t('admin.caseInputs.fields.endDateOpen')}
          value={form.endDate}
          onChange={(endDate) => onChange({ ...form, endDate })}
          error={errors.endDate}
          clearable
          w={150}
        />
      </Group>
    </Stack>
  );
}

export function ManualCorrectionFields({
  form,
  onChange,
  errors,
}: {
  form: ManualCorrectionForm;
  onChange: (form: ManualCorrectionForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const chfProps = { decimalScale: 2, fixedDecimalScale: true, thousandSeparator: "'", prefix: 'CHF ' } as const;
  const percentProps = { min: 0, max: 100, decimalScale: 3, suffix: ' %' } as const;
  const set = (patch: Partial<ManualCorrectionForm>) => onChange({ ...form, ...patch });
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t('admin.caseInputs.fields.correctionHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <SwissDateInput
          label={t('admin.caseInputs.fields.from')}
          value={form.from}
          onChange={(from) => set({ from })}
          error={errors['dates.from']}
          withAsterisk
        />
        <SwissDateInput
          label={t('admin.caseInputs.fields.to')}
          value={form.to}
          onChange={(to) => set({ to })}
          error={errors['dates.to']}
          withAsterisk
        />
        <TextInput
          label={t('admin.caseInputs.fields.accountingMonth')}
          description={t('admin.caseInputs.fields.accountingMonthFormat')}
          placeholder="2026-05"
          value={form.accountingMonthId}
          onChange={(event) => set({ accountingMonthId: event.currentTarget.value })}
          error={errors.accountingMonthId}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <NumberInput
          label={t('admin.caseInputs.fields.days')}
          value={form.days}
          onChange={(value) => set({ days: numberValue(value) })}
          error={errors.days}
          min={1}
          allowDecimal={false}
        />
        <NumberInput
          label={t('admin.caseInputs.fields.dailyRate')}
          value={form.dailyRate}
          onChange={(value) => set({ dailyRate: numberValue(value) })}
          error={errors.dailyRate}
          {...chfProps}
        />
        <NumberInput
          label={t('admin.caseInputs.fields.amount')}
          value={form.amount}
          onChange={(value) => set({ amount: numberValue(value) })}
          error={errors.amount}
          {...chfProps}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <NumberInput
          label={t('admin.caseInputs.fields.incapacity')}
          value={form.incapacityOfWork}
          onChange={(value) => set({ incapacityOfWork: numberValue(value) })}
          error={errors.incapacityOfWork}
          {...percentProps}
        />
        <NumberInput
          label={t('admin.caseInputs.fields.coverage')}
          value={form.coverage}
          onChange={(value) => set({ coverage: numberValue(value) })}
          error={errors.coverage}
          {...percentProps}
        />
        <Select
          label={t('admin.caseInputs.fields.reimbursementType')}
          data={[
            { value: '', label: t('admin.caseInputs.fields.computed') },
            { value: 'DAILY_ALLOWANCE', label: t('admin.caseInputs.reimbursementTypes.DAILY_ALLOWANCE') },
            { value: 'CALCULATION', label: t('admin.caseInputs.reimbursementTypes.CALCULATION') },
          ]}
          value={form.reimbursementType}
          onChange={(value) => set({ reimbursementType: (value ?? '') as ManualCorrectionForm['reimbursementType'] })}
          error={errors.reimbursementType}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Textarea
        label={t('admin.caseInputs.fields.comment')}
        value={form.comment}
        onChange={(event) => set({ comment: event.currentTarget.value })}
        error={errors.comment}
        withAsterisk
        autosize
        minRows={2}
        maxLength={1000}
      />
      {errors['coveredUnderPolicy.type'] && (
        <Text size="sm" c="red.8">
          {errors['coveredUnderPolicy.type']}
        </Text>
      )}
    </Stack>
  );
}

export function AccidentDateFields({
  form,
  onChange,
  errors,
}: {
  form: AccidentDateForm;
  onChange: (form: AccidentDateForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SwissDateInput
        label={t('admin.caseInputs.fields.accidentDate')}
        description={t('admin.caseInputs.fields.accidentDateHint')}
        value={form.accidentDate}
        onChange={(accidentDate) => onChange({ ...form, accidentDate })}
        error={errors.accidentDate}
        withAsterisk
        w={200}
        data-testid="accident-date-input"
      />
      <Textarea
        label={t('admin.caseInputs.fields.commentOptional')}
        value={form.comment}
        onChange={(event) => onChange({ ...form, comment: event.currentTarget.value })}
        error={errors.comment}
        autosize
        minRows={2}
        maxLength={1000}
      />
    </Stack>
  );
}

/** The insurer's decision: the case is denied from a day on, with a reason (decision 0021; 0029 for the form). */
export function CaseDecisionFields({
  form,
  onChange,
  errors,
}: {
  form: CaseDecisionForm;
  onChange: (form: CaseDecisionForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.caseInputs.decision.explain')}</Text>
      <SwissDateInput
        label={t('admin.caseInputs.decision.decidedOn')}
        description={t('admin.caseInputs.decision.decidedOnHint')}
        value={form.decidedOn}
        onChange={(decidedOn) => onChange({ ...form, decidedOn })}
        error={errors.decidedOn}
        withAsterisk
        w={200}
        data-testid="decision-date-input"
      />
      <Textarea
        label={t('admin.caseInputs.decision.reason')}
        value={form.reason}
        onChange={(event) => onChange({ ...form, reason: event.currentTarget.value })}
        error={errors.reason}
        withAsterisk
        autosize
        minRows={2}
        maxLength={1000}
        data-testid="decision-reason-input"
      />
    </Stack>
  );
}
