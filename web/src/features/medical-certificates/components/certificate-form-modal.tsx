// Add or correct a certificate (employee.certificates.edit): span (an empty end = until further notice), sickness or
// accident, first or follow-up, incapacity %, the doctor and practice, the day HR received it, and its file (PDF or
// image, stored through the documents flow before the certificate is saved). Checked against the contract's rules
// before sending (certificate-display.ts); a correction sends the revision it was loaded at (409: reload).
import {
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { CERTIFICATE_FILE_TYPES, type MedicalCertificate } from '../../../../../src/contracts/medical-certificates.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useStoreCertificateFile } from '../api/certificate-file.ts';
import { useCreateCertificate, useUpdateCertificate } from '../api/certificate-writes.ts';
import {
  type CertificateDraft,
  type CertificateDraftField,
  certificateFieldsOf,
  draftOf,
  draftProblems,
  newCertificateDraft,
} from '../certificate-display.ts';

export type CertificatePreset = { absenceType?: 'SICK' | 'ACCIDENT'; from?: string; to?: string | null };

export type CertificateFormModalProps = {
  employeeId: string;
  /** The employee's name in the title, when the screen knows it. */
  employeeName?: string;
  /** A correction; without it a new certificate. */
  certificate?: MedicalCertificate;
  preset?: CertificatePreset;
  onClose: () => void;
};

export function CertificateFormModal({
  employeeId,
  employeeName,
  certificate,
  preset,
  onClose,
}: CertificateFormModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CertificateDraft>(() =>
    certificate ? draftOf(certificate) : newCertificateDraft(isoDateInZurich(new Date()), preset),
  );
  const [file, setFile] = useState<File | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [invalidDates, setInvalidDates] = useState<Partial<Record<string, boolean>>>({});
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const storeFile = useStoreCertificateFile();
  const problems = draftProblems(draft);
  const hasProblems = Object.keys(problems).length > 0 || Object.values(invalidDates).some(Boolean);
  const saving = create.isPending || update.isPending || storeFile.isPending;
  const error = storeFile.error ?? create.error ?? update.error;

  const set = <K extends keyof CertificateDraft>(key: K, value: CertificateDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const problemOf = (field: CertificateDraftField) => {
    const problem = showProblems ? problems[field] : undefined;
    return problem ? t(`certificates.form.problems.${problem}`) : undefined;
  };
  const dateValidity = (field: string) => (invalid: boolean) =>
    setInvalidDates((previous) => ({ ...previous, [field]: invalid }));

  const save = async () => {
    setShowProblems(true);
    if (hasProblems) return;
    let documentId = draft.documentId;
    if (file) documentId = (await storeFile.mutateAsync(file)).documentId;
    const fields = { ...certificateFieldsOf(draft), documentId };
    if (certificate) {
      await update.mutateAsync({
        certificateId: certificate.certificateId,
        body: { ...fields, revision: certificate.revision },
      });
    } else {
      await create.mutateAsync({ employeeId, ...fields });
    }
    onClose();
  };

  const title = certificate ? t('certificates.form.editTitle') : t('certificates.form.createTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered data-testid="certificate-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save().catch(() => undefined);
        }}
        noValidate
      >
        <Stack gap="md">
          {employeeName && (
            <Text size="sm" c="dimmed">
              {t('certificates.form.for', { name: employeeName })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="certificate-type-label">
                {t('certificates.form.absenceType')}
              </Text>
              <SegmentedControl
                aria-labelledby="certificate-type-label"
                value={draft.absenceType}
                onChange={(value) => set('absenceType', value as CertificateDraft['absenceType'])}
                data={[
                  { value: 'SICK', label: t('certificates.absenceTypes.SICK') },
                  { value: 'ACCIDENT', label: t('certificates.absenceTypes.ACCIDENT') },
                ]}
                data-testid="certificate-form-type"
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="certificate-kind-label">
                {t('certificates.form.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby="certificate-kind-label"
                value={draft.kind}
                onChange={(value) => set('kind', value as CertificateDraft['kind'])}
                data={[
                  { value: 'FIRST', label: t('certificates.kinds.FIRST') },
                  { value: 'FOLLOW_UP', label: t('certificates.kinds.FOLLOW_UP') },
                ]}
                data-testid="certificate-form-kind"
              />
            </Stack>
            <SwissDateInput
              label={t('certificates.form.from')}
              value={draft.from}
              onChange={(value) => set('from', value)}
              onValidityChange={dateValidity('from')}
              error={problemOf('from')}
              required
              data-testid="certificate-form-from"
            />
            <SwissDateInput
              label={t('certificates.form.to')}
              description={t('certificates.form.toHint')}
              value={draft.to}
              onChange={(value) => set('to', value)}
              onValidityChange={dateValidity('to')}
              error={problemOf('to')}
              clearable
              data-testid="certificate-form-to"
            />
            <NumberInput
              label={t('certificates.form.incapacity')}
              value={draft.incapacityPercentage}
              onChange={(value) => set('incapacityPercentage', typeof value === 'number' ? value : '')}
              min={0}
              max={100}
              step={10}
              allowDecimal={false}
              suffix=" %"
              error={problemOf('incapacityPercentage')}
              required
              data-testid="certificate-form-incapacity"
            />
            <SwissDateInput
              label={t('certificates.form.receivedOn')}
              value={draft.receivedOn}
              onChange={(value) => set('receivedOn', value)}
              onValidityChange={dateValidity('receivedOn')}
              error={problemOf('receivedOn')}
              required
              data-testid="certificate-form-received"
            />
            <TextInput
              label={t('certificates.form.issuerName')}
              placeholder={t('certificates.form.issuerNamePlaceholder')}
              value={draft.issuerName}
              onChange={(event) => set('issuerName', event.currentTarget.value)}
              maxLength={200}
              error={problemOf('issuerName')}
              required
              data-testid="certificate-form-issuer"
            />
            <TextInput
              label={t('certificates.form.issuerPractice')}
              value={draft.issuerPractice}
              onChange={(event) => set('issuerPractice', event.currentTarget.value)}
              maxLength={200}
              data-testid="certificate-form-practice"
            />
          </SimpleGrid>
          <FileInput
            label={t('certificates.form.file')}
            description={
              draft.fileName && !file
                ? t('certificates.form.fileKept', { name: draft.fileName })
                : t('certificates.form.fileHint')
            }
            accept={CERTIFICATE_FILE_TYPES.join(',')}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconPaperclip aria-hidden size={16} />}
            data-testid="certificate-form-file"
          />
          {error != null && (
            <ErrorAlert
              error={error}
              onReload={() => {
                // The current version is in the list once it is read again: close, the user opens it afresh.
                onClose();
              }}
            />
          )}
          {showProblems && hasProblems && (
            <Text size="sm" c="red.8" role="alert">
              {t('certificates.form.fixProblems')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="certificate-form-save">
              {certificate ? t('certificates.form.saveChanges') : t('certificates.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
