// "Send upload link" (employee.certificates.edit): the span the certificate is asked for, sickness or accident, the
// address (empty: the employee's preferred e-mail, decision 0053) and how many days the link stays valid (empty: the
// company's setting). The mail goes out in the employee's language; afterwards the dialog says where it went and
// until when the link works.
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCreateUploadLink } from '../api/upload-link-writes.ts';
import type { CertificatePreset } from './certificate-form-modal.tsx';

export type UploadLinkModalProps = {
  employeeId: string;
  employeeName?: string;
  preset?: CertificatePreset;
  onClose: () => void;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function UploadLinkModal({ employeeId, employeeName, preset, onClose }: UploadLinkModalProps) {
  const { t } = useTranslation();
  const [absenceType, setAbsenceType] = useState<'SICK' | 'ACCIDENT'>(preset?.absenceType ?? 'SICK');
  const [from, setFrom] = useState<string | null>(preset?.from ?? null);
  const [to, setTo] = useState<string | null>(preset?.to ?? null);
  const [email, setEmail] = useState('');
  const [validDays, setValidDays] = useState<number | ''>('');
  const [showProblems, setShowProblems] = useState(false);
  const create = useCreateUploadLink();
  const problems = {
    from: from ? undefined : t('certificates.form.problems.required'),
    to: from && to && to < from ? t('certificates.form.problems.endBeforeStart') : undefined,
    email: email.trim() !== '' && !EMAIL.test(email.trim()) ? t('certificates.linkForm.emailInvalid') : undefined,
  };
  const hasProblems = Object.values(problems).some(Boolean);

  const send = () => {
    setShowProblems(true);
    if (hasProblems || !from) return;
    create.mutate({
      employeeId,
      absenceType,
      from,
      to,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(validDays === '' ? {} : { validDays }),
    });
  };

  const sent = create.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('certificates.linkForm.title')}
      size="lg"
      centered
      data-testid="upload-link-form"
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} data-testid="upload-link-sent">
            {t('certificates.linkForm.sent', { email: sent.sentTo, expires: formatDateTime(sent.expiresAt) })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('certificates.linkForm.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
          noValidate
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {employeeName
                ? t('certificates.linkForm.introFor', { name: employeeName })
                : t('certificates.linkForm.intro')}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="upload-link-type-label">
                {t('certificates.form.absenceType')}
              </Text>
              <SegmentedControl
                aria-labelledby="upload-link-type-label"
                value={absenceType}
                onChange={(value) => setAbsenceType(value as 'SICK' | 'ACCIDENT')}
                data={[
                  { value: 'SICK', label: t('certificates.absenceTypes.SICK') },
                  { value: 'ACCIDENT', label: t('certificates.absenceTypes.ACCIDENT') },
                ]}
              />
            </Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <SwissDateInput
                label={t('certificates.form.from')}
                value={from}
                onChange={setFrom}
                error={showProblems ? problems.from : undefined}
                required
                data-testid="upload-link-from"
              />
              <SwissDateInput
                label={t('certificates.form.to')}
                description={t('certificates.form.toHint')}
                value={to}
                onChange={setTo}
                error={showProblems ? problems.to : undefined}
                clearable
                data-testid="upload-link-to"
              />
              <TextInput
                label={t('certificates.linkForm.email')}
                description={t('certificates.linkForm.emailHint')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                maxLength={320}
                error={showProblems ? problems.email : undefined}
                data-testid="upload-link-email"
              />
              <NumberInput
                label={t('certificates.linkForm.validDays')}
                description={t('certificates.linkForm.validDaysHint')}
                value={validDays}
                onChange={(value) => setValidDays(typeof value === 'number' ? value : '')}
                min={1}
                max={30}
                allowDecimal={false}
                data-testid="upload-link-valid-days"
              />
            </SimpleGrid>
            {create.error != null && <ErrorAlert error={create.error} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={create.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} data-testid="upload-link-send">
                {t('certificates.linkForm.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
