// Small parts the certificate screens share: a span in words ("05.03.2026 – 11.03.2026", "from 05.03.2026 until
// further notice"), a person's name, the absence type and an upload link's status by name (never by code).
import { Badge } from '@mantine/core';
import type { CertificateUploadLink } from '../../../../../src/contracts/medical-certificates.ts';
import { formatDate } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { useTranslation } from '../../../lib/translator.ts';

export function spanText(t: TFunction, from: string, to: string | null): string {
  return to === null
    ? t('certificates.span.open', { from: formatDate(from) })
    : t('certificates.span.closed', { from: formatDate(from), to: formatDate(to) });
}

export function personName(person: { firstName: string | null; lastName: string | null; employeeId: string }) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name === '' ? person.employeeId : name;
}

const STATUS_COLORS: Record<CertificateUploadLink['status'], string> = {
  OPEN: 'blue',
  USED: 'green',
  EXPIRED: 'gray',
  REVOKED: 'gray',
};

export function LinkStatusBadge({ status }: { status: CertificateUploadLink['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="upload-link-status" data-status={status}>
      {t(`certificates.links.statuses.${status}`)}
    </Badge>
  );
}
