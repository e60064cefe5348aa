// The case overview fields the case manager keeps (decision 0052, spec section 3): case review completed, the signed
// power of attorney uploaded back (its date), the earliest report date (empty: the computed one) and the responsible
// case manager. Saved with PATCH and the revision loaded; someone else's save in between answers 409 and the alert
// offers the current version. Read-only for everyone else and once closed. The parent keys it by the revision, so
// a saved or reloaded version resets the form.
import { Button, Checkbox, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { CaseManagement } from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useUpdateCaseManagement } from '../api/case-management-writes.ts';
import { useCaseManagers } from '../api/get-case-managers.ts';
import { useUploadPowerOfAttorney } from '../api/upload-power-of-attorney.ts';
import { Section } from './case-management-parts.tsx';

type Props = { detail: CaseManagement; canManage: boolean; onReload: () => void };

export function OverviewCard({ detail, canManage, onReload }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const editable = canManage && detail.canEdit;
  const me = useCurrentUser();
  const managers = useCaseManagers(editable);
  const update = useUpdateCaseManagement(detail.caseManagementId);
  const upload = useUploadPowerOfAttorney(detail.caseManagementId);
  const [review, setReview] = useState(detail.isCaseReviewCompleted);
  const [reportDate, setReportDate] = useState<string | null>(detail.earliestReportDate);
  const [reportDateInvalid, setReportDateInvalid] = useState(false);
  const [responsible, setResponsible] = useState<string | null>(detail.responsible?.userId ?? null);

  const changes = {
    ...(review !== detail.isCaseReviewCompleted ? { isCaseReviewCompleted: review } : {}),
    ...(reportDate !== detail.earliestReportDate ? { earliestReportDate: reportDate } : {}),
    ...(responsible && responsible !== (detail.responsible?.userId ?? null) ? { responsibleUserId: responsible } : {}),
  };
  const isDirty = Object.keys(changes).length > 0;
  const options = [...(managers.data ?? [])];
  for (const person of [detail.responsible, me ? { userId: me.id, name: me.name } : null]) {
    if (person?.userId && !options.some((option) => option.value === person.userId)) {
      options.push({ value: person.userId, label: person.name });
    }
  }
  const reload = () => {
    update.reset();
    onReload();
  };

  if (!editable) {
    return (
      <Section title={t('caseManagement.overview.title')} testId="case-management-overview">
        <FactList>
          <FactList.Item>
            <FactList.Label>{t('caseManagement.overview.review')}</FactList.Label>
            <FactList.Value>
              {t(detail.isCaseReviewCompleted ? 'caseManagement.yes' : 'caseManagement.no')}
            </FactList.Value>
          </FactList.Item>
          <FactList.Item>
            <FactList.Label>{t('caseManagement.overview.pow')}</FactList.Label>
            <FactList.Value>
              {detail.powUploadedAt ? format.instantDate(detail.powUploadedAt) : t('caseManagement.overview.powNone')}
            </FactList.Value>
          </FactList.Item>
          <FactList.Item>
            <FactList.Label>{t('caseManagement.overview.earliestReportDate')}</FactList.Label>
            <FactList.Value>
              {detail.earliestReportDate
                ? format.date(detail.earliestReportDate)
                : t('caseManagement.overview.earliestReportDateComputed')}
            </FactList.Value>
          </FactList.Item>
        </FactList>
      </Section>
    );
  }

  return (
    <Section title={t('caseManagement.overview.title')} testId="case-management-overview">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isDirty || reportDateInvalid) return;
          update.mutate({ revision: detail.revision, ...changes });
        }}
      >
        <Stack gap="md">
          <Checkbox
            label={t('caseManagement.overview.review')}
            checked={review}
            onChange={(event) => setReview(event.currentTarget.checked)}
            data-testid="case-management-review"
          />
          <SwissDateInput
            label={t('caseManagement.overview.earliestReportDate')}
            description={t('caseManagement.overview.earliestReportDateHint')}
            value={reportDate}
            onChange={setReportDate}
            onValidityChange={setReportDateInvalid}
            clearable
            maw={260}
            data-testid="case-management-earliest-report-date"
          />
          <Select
            label={t('caseManagement.columns.responsible')}
            data={options}
            value={responsible}
            onChange={setResponsible}
            allowDeselect={false}
            searchable
            maw={360}
            comboboxProps={{ withinPortal: true }}
            data-testid="case-management-responsible"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('caseManagement.overview.pow')}
            </Text>
            <Text size="sm" data-testid="case-management-pow">
              {detail.powUploadedAt
                ? t('caseManagement.overview.powUploaded', { date: format.instantDate(detail.powUploadedAt) })
                : t('caseManagement.overview.powNone')}
            </Text>
            <Group gap="xs">
              <FileButton
                accept="application/pdf,image/png,image/jpeg"
                onChange={(file) => file && upload.mutate({ file, revision: detail.revision })}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    loading={upload.isPending}
                    leftSection={<IconUpload aria-hidden size={14} />}
                    data-testid="case-management-pow-upload"
                  >
                    {t('caseManagement.overview.powUpload')}
                  </Button>
                )}
              </FileButton>
              {detail.powUploadedAt && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={update.isPending}
                  leftSection={<IconTrash aria-hidden size={14} />}
                  onClick={() => update.mutate({ revision: detail.revision, powDocumentId: null })}
                  data-testid="case-management-pow-remove"
                >
                  {t('caseManagement.overview.powRemove')}
                </Button>
              )}
            </Group>
          </Stack>
          {update.error && <ErrorAlert error={update.error} onReload={reload} />}
          {upload.error && <ErrorAlert error={upload.error} onReload={reload} />}
          <Group gap="sm">
            <Button
              type="submit"
              disabled={!isDirty || reportDateInvalid}
              loading={update.isPending}
              leftSection={<IconDeviceFloppy aria-hidden size={16} />}
              data-testid="case-management-overview-save"
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
