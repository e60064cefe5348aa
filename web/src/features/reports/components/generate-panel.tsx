// The "Generate" tab (issue 31; decision 0058 "Screens"): the kind (six cards, each with the question it answers),
// the period (a time range of two Swiss dates, or an accounting month), the filters of the chosen kind, the scope
// (subunits, processing groups), the language and the format. "Preview" shows the first rows in Swiss formats;
// "Generate" answers the download link at once (201) or a progress bar that follows the report until it is done
// (202). Errors the server names by field stand under the field.
import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconFileSpreadsheet } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ReportLanguage } from '../../../../../src/contracts/reports.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCreateReport } from '../api/create-report.ts';
import { usePreviewReport } from '../api/preview-report.ts';
import { zurichToday } from '../report-display.ts';
import {
  type FormKeyErrors,
  initialReportForm,
  type PeriodKind,
  type ReportForm,
  recentMonths,
  toReportDefinition,
} from '../report-form.ts';
import { FilterFields, KindCards, OutputFields, ScopeFields } from './report-fields.tsx';
import { ReportPreview } from './report-preview.tsx';
import { ReportResult } from './report-result.tsx';
import { serverFieldErrors } from './server-errors.ts';

const FORM_FIELDS = [
  'kind',
  'from',
  'to',
  'month',
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function GeneratePanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = zurichToday();
  const [form, setForm] = useState<ReportForm>(() => initialReportForm(today, format.language as ReportLanguage));
  const [localErrors, setLocalErrors] = useState<FormKeyErrors>({});
  const preview = usePreviewReport();
  const create = useCreateReport();
  const [reportId, setReportId] = useState<string | null>(null);

  const change = (changes: Partial<ReportForm>) => {
    setForm((previous) => ({ ...previous, ...changes }));
    setLocalErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(changes)) delete next[key as keyof FormKeyErrors];
      return next;
    });
    // A changed definition makes the preview and the last report's link stale.
    preview.reset();
    create.reset();
    setReportId(null);
  };
  const failed = create.error ?? preview.error;
  const server = serverFieldErrors(failed, FORM_FIELDS, t);
  const errors: Record<string, string> = { ...server.fieldErrors };
  for (const [field, key] of Object.entries(localErrors)) if (key) errors[field] = t(key);

  const definitionOrErrors = () => {
    const result = toReportDefinition(form);
    if (!result.ok) {
      setLocalErrors(result.errors);
      return null;
    }
    setLocalErrors({});
    return result.definition;
  };
  const onPreview = () => {
    const definition = definitionOrErrors();
    if (definition) {
      create.reset();
      preview.mutate(definition);
    }
  };
  const onGenerate = () => {
    const definition = definitionOrErrors();
    if (definition) {
      preview.reset();
      create.mutate(definition, { onSuccess: (report) => setReportId(report.reportId) });
    }
  };

  const periodFields =
    form.periodKind === 'time-range' ? (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={420}>
        <SwissDateInput
          label={t('reports.fields.from')}
          value={form.from}
          onChange={(value) => change({ from: value })}
          error={errors.from}
          data-testid="report-from"
        />
        <SwissDateInput
          label={t('reports.fields.to')}
          value={form.to}
          onChange={(value) => change({ to: value })}
          error={errors.to}
          data-testid="report-to"
        />
      </SimpleGrid>
    ) : (
      <Select
        label={t('reports.fields.month')}
        data={recentMonths(today).map((month) => ({ value: month, label: format.month(month) }))}
        value={form.month}
        onChange={(value) => change({ month: value })}
        error={errors.month}
        allowDeselect={false}
        maw={260}
        comboboxProps={{ withinPortal: true }}
        data-testid="report-month"
      />
    );

  const fieldsProps = { form, onChange: change, errors, testIdPrefix: 'report' };
  return (
    <Stack gap="lg" data-testid="reports-generate">
      <Card withBorder padding="lg">
        <Stack gap="lg">
          <KindCards {...fieldsProps} />
          <Section title={t('reports.sections.period')}>
            <SegmentedControl
              value={form.periodKind}
              onChange={(value) => change({ periodKind: value as PeriodKind })}
              data={[
                { value: 'time-range', label: t('reports.periodKinds.time-range') },
                { value: 'accounting-period', label: t('reports.periodKinds.accounting-period') },
              ]}
              aria-label={t('reports.sections.period')}
              style={{ alignSelf: 'flex-start' }}
              data-testid="report-period-kind"
            />
            {periodFields}
          </Section>
          {form.kind && (
            <Section title={t('reports.sections.filters')}>
              <FilterFields {...fieldsProps} />
            </Section>
          )}
          <Section title={t('reports.sections.scope')}>
            <ScopeFields {...fieldsProps} />
          </Section>
          <Section title={t('reports.sections.output')}>
            <OutputFields {...fieldsProps} />
          </Section>
          {server.showGeneral && failed != null && <ErrorAlert error={failed} />}
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconEye aria-hidden size={16} />}
              onClick={onPreview}
              loading={preview.isPending}
              data-testid="report-preview-button"
            >
              {t('reports.actions.preview')}
            </Button>
            <Button
              leftSection={<IconFileSpreadsheet aria-hidden size={16} />}
              onClick={onGenerate}
              loading={create.isPending}
              data-testid="report-generate-button"
            >
              {t('reports.actions.generate')}
            </Button>
          </Group>
          {!form.kind && (
            <Text size="sm" c="dimmed" data-testid="report-choose-kind">
              {t('reports.generate.chooseKind')}
            </Text>
          )}
          {reportId && <ReportResult reportId={reportId} />}
        </Stack>
      </Card>
      {preview.data && (
        <Card withBorder padding="lg">
          <ReportPreview preview={preview.data} />
        </Card>
      )}
    </Stack>
  );
}
