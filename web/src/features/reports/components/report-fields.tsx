// The fields the generate form and the schedule form share (issue 31; decision 0058 "Screens"): the kind (six cards
// with the question each answers, or a select in the schedule dialog), the filters the chosen kind applies (names,
// never codes), the subunits and processing groups by their configured names, the language and the format.
import { Group, MultiSelect, NumberInput, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_LANGUAGES,
  type ReportKind,
} from '../../../../../src/contracts/reports.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useTenantUnits } from '../../employees/index.ts';
import { FILTER_FIELDS, FILTER_VALUES, KIND_FILTERS, type ReportSettingsForm } from '../report-form.ts';

export type FieldErrorTexts = Partial<Record<string, string>>;
type FieldsProps<F extends ReportSettingsForm> = {
  form: F;
  onChange: (changes: Partial<F>) => void;
  errors: FieldErrorTexts;
  testIdPrefix: string;
};

/** The six kinds as cards: the title and the question it answers. */
export function KindCards<F extends ReportSettingsForm>({ form, onChange, errors, testIdPrefix }: FieldsProps<F>) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('reports.fields.kind')}
      value={form.kind}
      onChange={(value) => onChange({ kind: value as ReportKind } as Partial<F>)}
      error={errors.kind}
      data-testid={`${testIdPrefix}-kind`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
        {REPORT_KINDS.map((kind) => (
          <Radio.Card
            key={kind}
            value={kind}
            radius="md"
            p="md"
            data-testid={`${testIdPrefix}-kind-${kind}`}
            style={{ height: '100%' }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {t(`reports.kinds.${kind}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`reports.kinds.${kind}.question`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The kind as a select, its question below (the schedule dialog). */
export function KindSelect<F extends ReportSettingsForm>({ form, onChange, errors, testIdPrefix }: FieldsProps<F>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('reports.fields.kind')}
      placeholder={t('reports.fields.kindPlaceholder')}
      data={REPORT_KINDS.map((kind) => ({ value: kind, label: t(`reports.kinds.${kind}.title`) }))}
      value={form.kind}
      onChange={(value) => onChange({ kind: (value as ReportKind | null) ?? null } as Partial<F>)}
      description={form.kind ? t(`reports.kinds.${form.kind}.question`) : undefined}
      error={errors.kind}
      comboboxProps={{ withinPortal: true }}
      data-testid={`${testIdPrefix}-kind`}
    />
  );
}

/** The filters the chosen kind applies; nothing before a kind is chosen. */
export function FilterFields<F extends ReportSettingsForm>({ form, onChange, errors, testIdPrefix }: FieldsProps<F>) {
  const { t } = useTranslation();
  if (!form.kind) return null;
  const applies = KIND_FILTERS[form.kind];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {FILTER_FIELDS.filter((name) => applies.includes(name)).map((name) => (
        <Select
          key={name}
          label={t(`reports.fields.${name}`)}
          data={FILTER_VALUES[name].map((value) => ({ value, label: t(`reports.filterValues.${name}.${value}`) }))}
          value={form[name]}
          onChange={(value) => onChange({ [name]: value ?? 'any' } as Partial<F>)}
          allowDeselect={false}
          error={errors[name]}
          comboboxProps={{ withinPortal: true }}
          data-testid={`${testIdPrefix}-${name}`}
        />
      ))}
      {applies.includes('riskCounterThreshold') && (
        <NumberInput
          label={t('reports.fields.riskCounterThreshold')}
          description={t('reports.fields.riskCounterThresholdHint')}
          value={form.riskCounterThreshold}
          onChange={(value) => onChange({ riskCounterThreshold: typeof value === 'number' ? value : 0 } as Partial<F>)}
          min={0}
          max={100000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="'"
          error={errors.riskCounterThreshold}
          data-testid={`${testIdPrefix}-riskCounterThreshold`}
        />
      )}
    </SimpleGrid>
  );
}

/** Subunits and processing groups by their configured names (none chosen: all). */
export function ScopeFields<F extends ReportSettingsForm>({ form, onChange, errors, testIdPrefix }: FieldsProps<F>) {
  const { t } = useTranslation();
  const units = useTenantUnits();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <MultiSelect
        label={t('reports.fields.subunits')}
        placeholder={form.companySubunitIds.length ? undefined : t('reports.fields.allSubunits')}
        data={units.subunitOptions}
        value={form.companySubunitIds}
        onChange={(value) => onChange({ companySubunitIds: value } as Partial<F>)}
        searchable
        clearable
        error={errors.companySubunitIds}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testIdPrefix}-subunits`}
      />
      <MultiSelect
        label={t('reports.fields.groups')}
        placeholder={form.processingGroupIds.length ? undefined : t('reports.fields.allGroups')}
        data={units.groupOptions}
        value={form.processingGroupIds}
        onChange={(value) => onChange({ processingGroupIds: value } as Partial<F>)}
        searchable
        clearable
        error={errors.processingGroupIds}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testIdPrefix}-groups`}
      />
    </SimpleGrid>
  );
}

/** The report's language and file format. */
export function OutputFields<F extends ReportSettingsForm>({ form, onChange, errors, testIdPrefix }: FieldsProps<F>) {
  const { t } = useTranslation();
  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      <Radio.Group
        label={t('reports.fields.language')}
        value={form.language}
        onChange={(value) => onChange({ language: value } as Partial<F>)}
        error={errors.language}
        data-testid={`${testIdPrefix}-language`}
      >
        <Group gap="md" mt={6}>
          {REPORT_LANGUAGES.map((language) => (
            <Radio
              key={language}
              value={language}
              label={t(`reports.languages.${language}`)}
              data-testid={`${testIdPrefix}-language-${language}`}
            />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('reports.fields.format')}
        value={form.format}
        onChange={(value) => onChange({ format: value } as Partial<F>)}
        error={errors.format}
        data-testid={`${testIdPrefix}-format`}
      >
        <Group gap="md" mt={6}>
          {REPORT_FORMATS.map((format) => (
            <Radio
              key={format}
              value={format}
              label={t(`reports.formats.${format}`)}
              data-testid={`${testIdPrefix}-format-${format}`}
            />
          ))}
        </Group>
      </Radio.Group>
    </Group>
  );
}
