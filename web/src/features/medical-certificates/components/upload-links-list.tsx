// An employee's upload links (decision 0053): the span asked for, where the mail went, the status by name (open,
// used, expired, revoked) with its day, and "revoke" for an open one (employee.certificates.edit, confirmed).
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CertificateUploadLink } from '../../../../../src/contracts/medical-certificates.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useUploadLinks } from '../api/get-upload-links.ts';
import { useRevokeUploadLink } from '../api/upload-link-writes.ts';
import { LinkStatusBadge, spanText } from './certificate-parts.tsx';

export function UploadLinksList({
  employeeId,
  canEdit,
  headingOrder,
}: {
  employeeId: string;
  canEdit: boolean;
  headingOrder: 3 | 4;
}) {
  const { t } = useTranslation();
  const query = useUploadLinks(employeeId);
  const revoke = useRevokeUploadLink();
  const [revoking, setRevoking] = useState<CertificateUploadLink | null>(null);
  const links = query.data?.items ?? [];

  const when = (link: CertificateUploadLink) => {
    if (link.status === 'USED' && link.usedAt)
      return t('certificates.links.usedAt', { at: formatDateTime(link.usedAt) });
    if (link.status === 'OPEN') return t('certificates.links.expiresAt', { at: formatDateTime(link.expiresAt) });
    if (link.status === 'EXPIRED') return t('certificates.links.expiredAt', { at: formatDateTime(link.expiresAt) });
    return null;
  };

  return (
    <Stack gap="xs" data-testid="upload-links">
      <Title order={headingOrder} size="h5">
        {t('certificates.links.title')}
      </Title>
      {query.isPending && <Skeleton height={40} />}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {query.isSuccess && links.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="upload-links-empty">
          {canEdit ? t('certificates.links.emptyEdit') : t('certificates.links.empty')}
        </Text>
      )}
      {links.map((link) => (
        <Group
          key={link.uploadLinkId}
          justify="space-between"
          align="flex-start"
          gap="sm"
          wrap="wrap"
          py={6}
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid="upload-link-row"
        >
          <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <LinkStatusBadge status={link.status} />
              <Text size="sm" fw={600}>
                {spanText(t, link.from, link.to)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('certificates.links.sentTo', { email: link.sentTo, at: formatDateTime(link.createdAt) })}
              {when(link) ? ` · ${when(link)}` : ''}
            </Text>
          </Stack>
          {canEdit && link.status === 'OPEN' && (
            <Button
              variant="default"
              size="compact-sm"
              color="red"
              onClick={() => {
                revoke.reset();
                setRevoking(link);
              }}
              data-testid="upload-link-revoke"
            >
              {t('certificates.links.revoke')}
            </Button>
          )}
        </Group>
      ))}
      <ConfirmModal
        opened={revoking !== null}
        title={t('certificates.links.revokeTitle')}
        message={t('certificates.links.revokeMessage', { email: revoking?.sentTo ?? '' })}
        confirmLabel={t('certificates.links.revoke')}
        danger
        loading={revoke.isPending}
        error={revoke.error}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.uploadLinkId, { onSuccess: () => setRevoking(null) });
        }}
        onClose={() => setRevoking(null)}
        testId="upload-link-revoke-confirm"
      />
    </Stack>
  );
}
