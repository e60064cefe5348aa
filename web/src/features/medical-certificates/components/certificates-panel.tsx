// An employee's medical certificates (issue 30, decision 0056), on the health page and the case detail: the span,
// sickness or accident, first or follow-up, incapacity %, the doctor and practice, the day received, where it came
// from (HR or the employee's upload link) and its file; with employee.certificates.edit "add", "correct", "delete"
// and "send upload link", and below the list the employee's upload links with their status. A case shows the
// certificates overlapping its span (the list route's from/to); certificates belong to the employee and a span, not
// to a derived period (decision 0053).
import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileCertificate, IconMailForward, IconPlus, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { MedicalCertificate } from '../../../../../src/contracts/medical-certificates.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { TranslatedPagination } from '../../../components/table-pager.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { usePermission } from '../../auth/index.ts';
import { useOpenCertificateFile } from '../api/certificate-file.ts';
import { useDeleteCertificate } from '../api/certificate-writes.ts';
import { useMedicalCertificates } from '../api/get-medical-certificates.ts';
import { type CertificateDialog, CertificateDialogs } from './certificate-dialogs.tsx';
import { spanText } from './certificate-parts.tsx';
import { UploadLinksList } from './upload-links-list.tsx';

const PAGE_SIZE = 20;

/** An upload without the doctor's name (the server writes "—"): HR reads the file and completes it (decision 0053). */
const needsCheck = (item: MedicalCertificate) => item.source === 'UPLOAD_LINK' && item.issuerName === '—';

export type CertificatesPanelProps = {
  employeeId: string;
  /** Named in the forms' titles when the screen knows it. */
  employeeName?: string;
  /** Only certificates overlapping [from, to] (a case's span); new ones start with it. */
  from?: string;
  to?: string;
  /** The type new certificates and links start with (a KTG case: sickness, a UVG case: accident). */
  absenceType?: 'SICK' | 'ACCIDENT';
  /** The panel's heading level in its page (2 on the health page; the case detail's sections are 2 too). */
  headingOrder?: 2 | 3;
};

export function CertificatesPanel({
  employeeId,
  employeeName,
  from,
  to,
  absenceType,
  headingOrder = 2,
}: CertificatesPanelProps) {
  const { t } = useTranslation();
  const canEdit = usePermission('employee.certificates.edit');
  const [page, setPage] = useState(1);
  const query = useMedicalCertificates({
    employeeId,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const [dialog, setDialog] = useState<CertificateDialog | null>(null);
  const [deleting, setDeleting] = useState<MedicalCertificate | null>(null);
  const remove = useDeleteCertificate();
  const openFile = useOpenCertificateFile();
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  // A new certificate or link starts with the case's type; its span is the doctor's, not the case's.
  const preset = absenceType ? { absenceType } : {};

  const fileButton = (item: MedicalCertificate) =>
    item.documentId ? (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFileCertificate aria-hidden size={14} />}
        loading={openFile.isPending && openFile.variables === item.documentId}
        onClick={() => item.documentId && openFile.mutate(item.documentId)}
        aria-label={t('certificates.panel.openFileLabel', { name: item.fileName ?? '' })}
        data-testid="certificate-file"
        styles={{ label: { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' } }}
      >
        {item.fileName ?? t('certificates.panel.file')}
      </Button>
    ) : (
      <Text size="sm" c="dimmed">
        {t('certificates.panel.noFile')}
      </Text>
    );

  const actions = (item: MedicalCertificate) =>
    canEdit ? (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setDialog({ kind: 'certificate', employeeId, employeeName, certificate: item })}
          aria-label={t('certificates.panel.editLabel', { span: spanText(t, item.from, item.to) })}
          data-testid="certificate-edit"
        >
          {t('certificates.panel.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={() => {
            remove.reset();
            setDeleting(item);
          }}
          aria-label={t('certificates.panel.deleteLabel', { span: spanText(t, item.from, item.to) })}
          data-testid="certificate-delete"
        >
          {t('certificates.panel.delete')}
        </Button>
      </Group>
    ) : null;

  const columns: ListColumn<MedicalCertificate>[] = [
    {
      id: 'span',
      header: t('certificates.columns.span'),
      minWidth: 190,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {spanText(t, item.from, item.to)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`certificates.absenceTypes.${item.absenceType}`)} · {t(`certificates.kinds.${item.kind}`)}
          </Text>
        </Stack>
      ),
      card: 'title',
    },
    {
      id: 'incapacity',
      header: t('certificates.columns.incapacity'),
      nowrap: true,
      cell: (item) => <Text size="sm">{`${item.incapacityPercentage} %`}</Text>,
      card: 'subtitle',
    },
    {
      id: 'issuer',
      header: t('certificates.columns.issuer'),
      minWidth: 160,
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.issuerName}</Text>
          {needsCheck(item) && (
            <Text size="xs" c="red.9" fw={600} data-testid="certificate-to-check">
              {t('certificates.panel.toCheck')}
            </Text>
          )}
          {item.issuerPractice && (
            <Text size="xs" c="dimmed">
              {item.issuerPractice}
            </Text>
          )}
        </Stack>
      ),
      card: {
        as: 'fact',
        value: (item) =>
          needsCheck(item)
            ? t('certificates.panel.toCheck')
            : [item.issuerName, item.issuerPractice].filter(Boolean).join(', '),
      },
    },
    {
      id: 'received',
      header: t('certificates.columns.received'),
      nowrap: true,
      cell: (item) => <Text size="sm">{formatDate(item.receivedOn)}</Text>,
      card: 'fact',
    },
    {
      id: 'source',
      header: t('certificates.columns.source'),
      cell: (item) => (
        <Group gap={4} wrap="nowrap" data-testid="certificate-source" data-source={item.source}>
          {item.source === 'UPLOAD_LINK' ? (
            <IconMailForward aria-hidden size={14} />
          ) : (
            <IconUserCheck aria-hidden size={14} />
          )}
          <Text size="sm">{t(`certificates.sources.${item.source}`)}</Text>
        </Group>
      ),
      card: { as: 'fact', value: (item) => t(`certificates.sources.${item.source}`) },
    },
    {
      id: 'file',
      header: t('certificates.columns.file'),
      cell: fileButton,
      card: 'fact',
    },
    {
      id: 'actions',
      header: t('certificates.columns.actions'),
      headerContent: <VisuallyHidden>{t('certificates.columns.actions')}</VisuallyHidden>,
      table: canEdit,
      td: () => ({ style: { textAlign: 'right' } }),
      cell: actions,
      card: canEdit ? { as: 'fact', label: null } : 'hidden',
    },
  ];

  const Heading = (
    <Title order={headingOrder} size="h4">
      {t('certificates.panel.title')}
    </Title>
  );
  return (
    <Card padding={0} data-testid="certificates-panel">
      <Stack gap={0}>
        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <Stack gap={2}>
            {Heading}
            <Text size="sm" c="dimmed">
              {from
                ? t('certificates.panel.introSpan', { span: spanText(t, from, to ?? null) })
                : t('certificates.panel.intro')}
            </Text>
          </Stack>
          {canEdit && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconMailForward aria-hidden size={16} />}
                onClick={() => setDialog({ kind: 'link', employeeId, employeeName, preset })}
                data-testid="certificates-send-link"
              >
                {t('certificates.actions.sendLink')}
              </Button>
              <Button
                leftSection={<IconPlus aria-hidden size={16} />}
                onClick={() => setDialog({ kind: 'certificate', employeeId, employeeName, preset })}
                data-testid="certificates-add"
              >
                {t('certificates.actions.add')}
              </Button>
            </Group>
          )}
        </Group>
        {openFile.error != null && (
          <Stack px="md" pb="md">
            <ErrorAlert error={openFile.error} />
          </Stack>
        )}
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.certificateId}
          rowTestId={() => 'certificate-row'}
          testId="certificates-table"
          minWidth={860}
          dimmed={query.isPlaceholderData}
          loadingRows={3}
          loadingCards={2}
          empty={
            <Text size="sm" c="dimmed" ta="center" py="md" data-testid="certificates-empty">
              {canEdit ? t('certificates.panel.emptyEdit') : t('certificates.panel.empty')}
            </Text>
          }
        />
        {totalCount > PAGE_SIZE && (
          <Group justify="flex-end" p="md">
            <TranslatedPagination
              pageCount={Math.ceil(totalCount / PAGE_SIZE)}
              page={page}
              onChange={setPage}
              testId="certificates-pagination"
            />
          </Group>
        )}
        <Stack p="md" pt="lg">
          <UploadLinksList employeeId={employeeId} canEdit={canEdit} headingOrder={headingOrder === 2 ? 3 : 4} />
        </Stack>
      </Stack>
      <CertificateDialogs dialog={dialog} onClose={() => setDialog(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('certificates.panel.deleteTitle')}
        message={t('certificates.panel.deleteMessage', {
          span: deleting ? spanText(t, deleting.from, deleting.to) : '',
        })}
        confirmLabel={t('certificates.panel.delete')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.certificateId, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
        testId="certificate-delete-confirm"
      />
    </Card>
  );
}
